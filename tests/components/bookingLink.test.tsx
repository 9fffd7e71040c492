/**
 * /bookings/{id}, the link of a booking's e-mails (src/pages/BookingLinkPage.tsx): one template
 * serves the booking's tenant and its host, and each lands on their own dashboard at the
 * booking's card. The seed's bkg-06 is demo-tenant's booking of a demo-host listing.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailTemplates } from '@/i18n/fr/emails';
import { DEMO, renderApp, testBackend } from '../utils';

const BOOKING = 'bkg-06';

describe("a booking's e-mail link", () => {
  it('leads the tenant to the card on their dashboard', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: `/bookings/${BOOKING}` });
    await waitFor(() => expect(document.getElementById(`booking-${BOOKING}`)).toHaveFocus());
    const { pathname, hash } = router.state.location;
    expect(pathname + hash).toBe(`/dashboard#booking-${BOOKING}`);
  });

  it('leads the host to the same booking on the host dashboard', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: `/bookings/${BOOKING}` });
    await waitFor(() => expect(document.getElementById(`booking-${BOOKING}`)).toHaveFocus());
    const { pathname, hash } = router.state.location;
    expect(pathname + hash).toBe(`/host/dashboard#booking-${BOOKING}`);
    // the address only passed the reader on: it was replaced, so Back does not come to it again
    expect(router.history.action).toBe('REPLACE');
  });

  it.each([
    ['host', DEMO.host, `/host/dashboard#booking-${BOOKING}`],
    ['tenant', DEMO.tenant, `/dashboard#booking-${BOOKING}`],
  ])('opened signed out, leads the %s there once signed in', async (_, account, landing) => {
    const backend = await testBackend();
    const user = userEvent.setup();
    const { router } = renderApp({ backend, route: `/bookings/${BOOKING}` });
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/bookings/${BOOKING}`)}`,
    );
    await user.type(screen.getByLabelText('E-mail'), account.email);
    await user.type(screen.getByLabelText('Mot de passe'), account.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(document.getElementById(`booking-${BOOKING}`)).toHaveFocus(), {
      timeout: 3000,
    });
    const { pathname, hash } = router.state.location;
    expect(pathname + hash).toBe(landing);
  });

  it.each([
    ['tenant', '/dashboard'],
    ['host', '/host/dashboard'],
  ] as const)(
    "says so when the %s's dashboard does not list the booking (another account's)",
    async (as, dashboard) => {
      const backend = await testBackend({ as });
      const { router } = renderApp({ backend, route: '/bookings/bkg-19' });
      expect(
        await screen.findByText(
          'La réservation de ce lien ne figure pas parmi les vôtres : elle a peut-être été faite avec un autre compte.',
        ),
      ).toHaveAttribute('role', 'status');
      expect(router.state.location.pathname).toBe(dashboard);
    },
  );

  it('says nothing when the booking is there, or the address names none', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: `/bookings/${BOOKING}` });
    await waitFor(() => expect(document.getElementById(`booking-${BOOKING}`)).toHaveFocus());
    expect(screen.queryByText(/ne figure pas parmi les vôtres/)).not.toBeInTheDocument();
    await act(() => router.navigate('/dashboard'));
    await screen.findAllByRole('article');
    expect(screen.queryByText(/ne figure pas parmi les vôtres/)).not.toBeInTheDocument();
  });

  it("is the link of every booking e-mail but a month's document (which leads to it)", () => {
    const link = '{{baseUrl}}/bookings/{{bookingId}}';
    for (const [kind, t] of Object.entries(emailTemplates)) {
      const linked = kind.startsWith('booking-') && kind !== 'booking-invoiced';
      expect([kind, t.text.includes(`\u00a0: ${link}\n`)]).toEqual([kind, linked]);
      expect([kind, t.html.includes(`<a href="${link}">`)]).toEqual([kind, linked]);
    }
  });
});
