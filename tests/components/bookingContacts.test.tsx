/**
 * Contacts after confirmation (issue 14): a confirmed booking shows the other participant's
 * e-mail and phone on both dashboards; a pending one shows nothing (and the rules give nothing).
 */
import { waitFor, within } from '@testing-library/react';
import type { Backend } from '@/services';
import { buildSeed } from '@/services/seed/data';
import { renderApp, testBackend } from '../utils';

const seed = buildSeed(new Date());
const userOf = (uid: string) => seed.users.find((u) => u.uid === uid)!;
const hostOf = (bookingId: string) => {
  const b = seed.bookings.find((x) => x.id === bookingId)!;
  return userOf(b.hostId);
};

/** The dashboard card of booking `id` (its heading has the id booking-<id>). */
async function card(id: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.getElementById(`booking-${id}`)).not.toBeNull());
  return document.getElementById(`booking-${id}`)!.closest('article')!;
}

describe('contacts after confirmation', () => {
  it("the tenant sees the host's e-mail and phone on a confirmed booking only", async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    const confirmed = await card('bkg-01');
    const host = hostOf('bkg-01');
    const section = await within(confirmed).findByRole('group', {
      name: "Coordonnées de l'hôte",
    });
    expect(within(section).getByRole('link', { name: host.email })).toHaveAttribute(
      'href',
      `mailto:${host.email}`,
    );
    expect(within(section).getByRole('link', { name: host.phoneNumber! })).toHaveAttribute(
      'href',
      `tel:${host.phoneNumber!.replace(/\s+/g, '')}`,
    );
    // a named group, not a landmark: one region per confirmed booking, all named alike, would
    // not be told apart (axe landmark-unique)
    expect(within(confirmed).queryByRole('region')).toBeNull();
    const pending = await card('bkg-02');
    expect(within(pending).queryByText(/Coordonnées/)).not.toBeInTheDocument();
    expect(pending).not.toHaveTextContent(hostOf('bkg-02').email);
  });

  it("the host sees the tenant's on a confirmed booking, not on a pending one", async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard' });
    const confirmed = await card('bkg-12');
    const tenant = userOf('tenant-2');
    const section = await within(confirmed).findByRole('group', {
      name: 'Coordonnées du locataire',
    });
    expect(within(section).getByRole('link', { name: tenant.email })).toBeInTheDocument();
    const pending = await card('bkg-07');
    expect(within(pending).queryByText(/Coordonnées/)).not.toBeInTheDocument();
    // and the rules give nothing before confirmation either
    expect(await backend.bookings.getContacts('bkg-07')).toBeNull();
  });

  it('says when a confirmed booking has no contacts, or when they failed to load', async () => {
    const real = await testBackend({ as: 'tenant' });
    let calls = 0;
    const backend: Backend = {
      ...real,
      bookings: {
        ...real.bookings,
        getContacts: async (id) => {
          calls += 1;
          if (id === 'bkg-06') return null;
          if (calls <= 2) throw new Error('réseau');
          return real.bookings.getContacts(id);
        },
      },
    };
    renderApp({ backend, route: '/dashboard' });
    expect(
      await within(await card('bkg-06')).findByText(
        'Coordonnées indisponibles pour cette réservation.',
      ),
    ).toBeVisible();
    const failed = await within(await card('bkg-01')).findByRole('alert');
    expect(failed).toHaveTextContent('Impossible de charger les coordonnées.');
  });
});
