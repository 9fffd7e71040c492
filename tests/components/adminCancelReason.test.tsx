/**
 * Historique's « Annuler la réservation » asks why (optional, as « Refuser »): the booking keeps
 * the reason, its tenant and its host read it on their cards and in their notifications, the
 * admin on the row (docs/decisions.md "Refusing a booking").
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeed } from '@/services/seed/data';
import { bookingDatesText } from '@/features/booking/format';
import { DEMO, renderApp, testBackend } from '../utils';

const WHY = "Le bâtiment est fermé par la mairie jusqu'à la fin du mois.";

/** demo-tenant's confirmed booking that has not started (the seed's bkg-01). */
const seeded = () => buildSeed(new Date()).bookings.find((b) => b.id === 'bkg-01')!;

async function openCancel(route = '/admin?tab=history&filter=confirmed') {
  const backend = await testBackend();
  const user = userEvent.setup();
  const app = renderApp({ backend, route });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  const b = seeded();
  expect(b.status).toBe('confirmed');
  const row = (await screen.findAllByRole('article')).find(
    (r) => r.textContent!.includes(b.listingTitle) && r.textContent!.includes(bookingDatesText(b)),
  )!;
  expect(row).toBeDefined();
  const open = async () => {
    await user.click(within(row).getByRole('button', { name: /^Annuler la réservation/ }));
    return screen.findByRole('dialog', { name: 'Annuler cette réservation validée\u00a0?' });
  };
  return { backend, user, app, row, booking: b, open };
}

describe('the admin cancels a confirmed booking and says why', () => {
  it('asks first, keeps what was written, and the tenant reads it on the card and in the notice', async () => {
    const { backend, user, app, row, booking, open } = await openCancel();
    let dialog = await open();
    const box = within(dialog).getByLabelText("Motif de l'annulation (facultatif)");
    // the dialog opens on the reason
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, `  ${WHY}`);
    expect(dialog.textContent).toContain(`${WHY.length} / 500`);
    // kept, then opened again: what was written is still there
    await user.click(within(dialog).getByRole('button', { name: 'Garder la réservation' }));
    dialog = await open();
    expect(within(dialog).getByLabelText("Motif de l'annulation (facultatif)")).toHaveValue(
      `  ${WHY}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await screen.findByText('Réservation annulée, avoir émis.');

    // the booking keeps it, trimmed
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const after = (await session.listBookingHistory({ filter: 'cancelled', pageSize: 50 })).items;
    expect(after.find((b) => b.id === booking.id)).toMatchObject({
      cancellationReason: WHY,
      cancelledBy: 'admin',
    });
    expect(row.isConnected).toBe(false);
    // under « Annulées », its row says why
    await user.click(screen.getByRole('radio', { name: 'Annulées' }));
    const cancelledRow = await waitFor(() => {
      const found = screen
        .getAllByRole('article')
        .find((r) => r.textContent!.includes(bookingDatesText(booking)));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(cancelledRow).getByText("Motif de l'annulation")).toBeVisible();
    expect(within(cancelledRow).getByText(WHY)).toBeVisible();
    expect(within(cancelledRow).getByText('Annulée par')).toBeVisible();
    expect(within(cancelledRow).getByText('Maktabi, après la validation')).toBeVisible();

    // its tenant reads it on the card and in the notification
    app.unmount();
    const me = await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend, route: '/dashboard' });
    const line = await screen.findByText(/^Motif de l'annulation/);
    expect(line).toBeVisible();
    expect(line.textContent).toBe(`Motif de l'annulation\u00a0: ${WHY}`);
    // and who cancelled it, beside the badge
    expect(within(line.closest('article')!).getByText('Par Maktabi')).toBeVisible();
    const notices = await backend.notifications.listNotifications(me.uid, { pageSize: 20 });
    expect(notices.items.find((n) => n.kind === 'booking-withdrawn')).toMatchObject({
      bookingId: booking.id,
      reason: WHY,
    });
  });

  it('under « Toutes », the row stays and says why at once', async () => {
    const { user, row, open } = await openCancel('/admin?tab=history');
    const dialog = await open();
    await user.type(within(dialog).getByLabelText("Motif de l'annulation (facultatif)"), WHY);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await screen.findByText('Réservation annulée, avoir émis.');
    expect(row.isConnected).toBe(true);
    expect(within(row).getByText('Annulée')).toBeVisible();
    expect(within(row).getByText("Motif de l'annulation")).toBeVisible();
    expect(within(row).getByText(WHY)).toBeVisible();
    expect(within(row).getByText('Maktabi, après la validation')).toBeVisible();
  });

  it('a reason too long is said in the box, and nothing is cancelled', async () => {
    const { backend, user, row, booking, open } = await openCancel();
    const dialog = await open();
    const box = within(dialog).getByLabelText("Motif de l'annulation (facultatif)");
    await user.click(box);
    await user.paste('é'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    expect(
      await within(dialog).findByText('Le motif ne doit pas dépasser 500 caractères.'),
    ).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('é'.repeat(501));
    expect(row.isConnected).toBe(true);
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const still = (await session.listBookingHistory({ filter: 'confirmed', pageSize: 50 })).items;
    expect(still.map((b) => b.id)).toContain(booking.id);
  });

  it('without a reason, the card says none', async () => {
    const { backend, user, app, booking, open } = await openCancel();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await screen.findByText('Réservation annulée, avoir émis.');
    app.unmount();
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend, route: '/dashboard' });
    await screen.findAllByText(booking.listingTitle);
    // the card of the booking is there, cancelled, with its avoir
    expect(document.body.textContent).toContain(`Avoir AV-`);
    expect(document.body.textContent).not.toContain("Motif de l'annulation");
  });
});
