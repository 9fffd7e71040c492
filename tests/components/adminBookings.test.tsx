/**
 * "Réservations à valider": the live 24-hour countdown, Valider / Refuser and their errors.
 * The clock is frozen (vi.useFakeTimers on Date only) and moved by hand, so a row can cross
 * 24 hours while the page is open; the real timers keep running, so the screen ticks.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isDecisionOpen } from '@/domain/bookingRules';
import { formatDateTime, formatDay, formatMad } from '@/domain/format';
import type { Booking } from '@/domain/types';
import { bookingDatesText } from '@/features/booking/format';
import { labels } from '@/i18n/fr/common';
import { buildSeed } from '@/services/seed/data';
import type { AdminSession } from '@/services';
import { ServiceError } from '@/services/types';
import { addDays, toDay } from '@/domain/days';
import {
  DEMO,
  demoHostDayListing,
  renderApp,
  testBackend,
  type LocalTestBackend,
  plural,
} from '../utils';
import { guillemets, plainSpaces } from '../french';

// The admin screens load in steps (unlock, then data): leave room for a busy test machine.
const NOW = new Date('2025-06-10T09:00:00Z');
const SECOND = 1000;
const HOUR = 3_600_000;
const seed = buildSeed(NOW);
const waiting = seed.bookings.filter((b) => b.status === 'pending_admin');
/** Those still open at NOW (the seed's request made 30 hours before has expired). */
const open = waiting.filter((b) => isDecisionOpen(b.createdAt, NOW));
/** The seeded pending_admin booking made `hours` before NOW. */
const madeAgo = (hours: number): Booking => {
  const b = waiting.find((x) => NOW.getTime() - x.createdAt.getTime() === hours * HOUR);
  if (!b) throw new Error(`no pending_admin booking made ${hours} h ago in the seed`);
  return b;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the frozen clock, then lets the screen's one-second timer tick. */
async function setClock(at: Date) {
  vi.setSystemTime(at);
  await act(() => new Promise((r) => setTimeout(r, 1100)));
}

async function openPending(
  options: { patch?: (s: AdminSession) => void; at?: Date; route?: string } = {},
) {
  const backend: LocalTestBackend = await testBackend({ now: () => new Date() });
  // the seed is made at NOW; the screen opens at `at`
  if (options.at) vi.setSystemTime(options.at);
  const sessions: AdminSession[] = [];
  const real = backend.admin.unlock.bind(backend.admin);
  vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
    const s = await real(p);
    options.patch?.(s);
    sessions.push(s);
    return s;
  });
  const user = userEvent.setup();
  const app = renderApp({ backend, route: options.route ?? '/admin?tab=pending' });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  await screen.findAllByRole('article');
  return { ...app, user, backend, sessions };
}

/** Testing Library collapses the narrow no-break spaces of French numbers into plain spaces. */
const spaces = (text: string) => text.replace(/\s/g, ' ');

const rowOf = (b: Booking) =>
  screen.getByRole('article', { name: (name) => name.includes(b.listingTitle) });
const buttons = (row: HTMLElement) => ({
  confirm: within(row).getByRole('button', { name: 'Valider' }),
  reject: within(row).getByRole('button', { name: 'Refuser' }),
});

describe('bookings awaiting validation', () => {
  it('lists every pending_admin booking with its facts, the most urgent first, expired last', async () => {
    await openPending();
    const rows = screen.getAllByRole('article');
    expect(rows).toHaveLength(waiting.length);
    expect(
      screen.getByText(
        `${plural(open.length, 'réservation', 'réservations')} en attente de validation, 1 expirée`,
      ),
    ).toBeInTheDocument();
    const expectedOrder = [23, 10, 5, 2, 1, 30].map(madeAgo);
    expect(rows.map((r) => within(r).getByRole('heading').textContent)).toEqual(
      expectedOrder.map((b) => expect.stringContaining(b.listingTitle)),
    );
    for (const b of waiting) {
      const row = rowOf(b);
      expect(
        within(row).getByRole('link', { name: (n) => n.includes(b.listingTitle) }),
      ).toHaveAttribute('href', `/listing/${b.listingId}`);
      expect(within(row).getByRole('link', { name: b.tenantName })).toHaveAttribute(
        'href',
        `/admin/user/${b.tenantId}`,
      );
      expect(within(row).getByText(bookingDatesText(b))).toBeInTheDocument();
      expect(within(row).getByText(labels.rentalType[b.rentalType])).toBeInTheDocument();
      expect(within(row).getByText(spaces(formatMad(b.totalPrice)))).toBeInTheDocument();
      expect(within(row).getByText(formatDateTime(b.createdAt))).toBeInTheDocument();
    }
  });

  it('shows the time left as HH:MM:SS, urgent under 2 hours, "Expiré" after 24 hours', async () => {
    await openPending();
    const fresh = rowOf(madeAgo(1));
    expect(within(fresh).getByText('Temps restant : 23:00:00')).toBeInTheDocument();
    expect(within(fresh).queryByText('Urgent')).not.toBeInTheDocument();
    expect(buttons(fresh).confirm).toBeEnabled();

    const urgent = rowOf(madeAgo(23));
    expect(within(urgent).getByText('Temps restant : 01:00:00')).toBeInTheDocument();
    expect(within(urgent).getByText('Urgent')).toBeInTheDocument();
    expect(buttons(urgent).confirm).toBeEnabled();
    expect(buttons(urgent).reject).toBeEnabled();

    const expired = rowOf(madeAgo(30));
    expect(within(expired).getByText('Expiré')).toBeInTheDocument();
    expect(within(expired).queryByText(/Temps restant/)).not.toBeInTheDocument();
    expect(buttons(expired).confirm).toBeDisabled();
    expect(buttons(expired).reject).toBeDisabled();
  });

  it('ticks every second', async () => {
    await openPending();
    const b = madeAgo(5); // 19 hours left at NOW
    await setClock(new Date(NOW.getTime() + 13 * HOUR + 55 * 60 * SECOND + 57 * SECOND));
    expect(within(rowOf(b)).getByText('Temps restant : 05:04:03')).toBeInTheDocument();
    await setClock(new Date(NOW.getTime() + 13 * HOUR + 55 * 60 * SECOND + 58 * SECOND));
    expect(within(rowOf(b)).getByText('Temps restant : 05:04:02')).toBeInTheDocument();
  });

  it('turns urgent once less than 2 hours are left, not at exactly 2 hours', async () => {
    await openPending();
    const b = madeAgo(2); // deadline NOW + 22 h
    await setClock(new Date(NOW.getTime() + 20 * HOUR));
    expect(within(rowOf(b)).getByText('Temps restant : 02:00:00')).toBeInTheDocument();
    expect(within(rowOf(b)).queryByText('Urgent')).not.toBeInTheDocument();
    await setClock(new Date(NOW.getTime() + 20 * HOUR + 1));
    expect(within(rowOf(b)).getByText('Temps restant : 01:59:59')).toBeInTheDocument();
    expect(within(rowOf(b)).getByText('Urgent')).toBeInTheDocument();
  });

  it('a row reaching 24 hours disables Valider and Refuser live, without a reload', async () => {
    const { sessions } = await openPending({
      patch: (s) => void vi.spyOn(s, 'listPendingRequests'),
    });
    const b = madeAgo(23); // deadline NOW + 1 h
    await setClock(new Date(NOW.getTime() + HOUR - SECOND));
    expect(within(rowOf(b)).getByText('Temps restant : 00:00:01')).toBeInTheDocument();
    expect(buttons(rowOf(b)).confirm).toBeEnabled();
    await setClock(new Date(NOW.getTime() + HOUR));
    const row = rowOf(b);
    expect(within(row).getByText('Expiré')).toBeInTheDocument();
    expect(within(row).getByText(/Le délai de 24 heures est dépassé/)).toBeInTheDocument();
    expect(buttons(row).confirm).toBeDisabled();
    expect(buttons(row).reject).toBeDisabled();
    expect(sessions[0].listPendingRequests).toHaveBeenCalledTimes(1);
    // The backend agrees: the window is closed.
    await expect(sessions[0].confirmBooking(b.id)).rejects.toMatchObject({
      code: 'booking/expired',
    });
  });

  it('counts a request that expires while shown with the expired ones', async () => {
    await openPending({ at: new Date(NOW.getTime() + 59 * 60_000) });
    expect(
      screen.getByText(
        `${plural(open.length, 'réservation', 'réservations')} en attente de validation, 1 expirée`,
      ),
    ).toBeInTheDocument();
    // the request made 23 hours before NOW reaches its 24 hours
    await setClock(new Date(NOW.getTime() + 61 * 60_000));
    expect(
      await screen.findByText(
        `${plural(open.length - 1, 'réservation', 'réservations')} en attente de validation, 2 expirées`,
      ),
    ).toBeInTheDocument();
    expect(within(rowOf(madeAgo(23))).getByText('Expiré')).toBeInTheDocument();
  });

  it("a request expiring while shown leaves the tab's count, and its tenant is told then", async () => {
    const { sessions } = await openPending({ at: new Date(NOW.getTime() + 59 * 60_000) });
    const notify = vi.spyOn(sessions[0], 'notifyExpired');
    const tab = (n: number) => screen.findByRole('tab', { name: `Réservations à valider (${n})` });
    expect(await tab(open.length)).toBeInTheDocument();
    await setClock(new Date(NOW.getTime() + 61 * 60_000));
    expect(await tab(open.length - 1)).toBeInTheDocument();
    expect(notify).toHaveBeenCalledTimes(1);
    // once: the next ticks change nothing
    await setClock(new Date(NOW.getTime() + 62 * 60_000));
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('reads the list again when the counts find a request sent meanwhile', async () => {
    const { backend } = await openPending();
    expect(screen.getAllByRole('article')).toHaveLength(waiting.length);
    // a tenant sends a request while the list is open
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const listing = demoHostDayListing(seed);
    const start = addDays(toDay(NOW), 40);
    const sent = await backend.bookings.createBooking({
      listingId: listing.id,
      rentalType: 'daily',
      startDate: start,
      endDate: addDays(start, listing.minimumDuration - 1),
      isIndefinite: false,
    });
    // the page's counts are read again (every minute, or when the window comes back in view)
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await screen.findByRole('tab', { name: `Réservations à valider (${open.length + 1})` }),
    ).toBeInTheDocument();
    // the list follows: the new request is there, with its buttons
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(waiting.length + 1));
    expect(buttons(rowOf(sent)).confirm).toBeEnabled();
    expect(
      screen.getByText(
        `${plural(open.length + 1, 'réservation', 'réservations')} en attente de validation, 1 expirée`,
      ),
    ).toBeInTheDocument();
  });

  it('reads the counts again when a tab is chosen, so its label matches the list it opens', async () => {
    const { backend, user } = await openPending({ route: '/admin?tab=history' });
    const pendingTab = await screen.findByRole('tab', {
      name: `Réservations à valider (${open.length})`,
    });
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const listing = demoHostDayListing(seed);
    const start = addDays(toDay(NOW), 40);
    await backend.bookings.createBooking({
      listingId: listing.id,
      rentalType: 'daily',
      startDate: start,
      endDate: addDays(start, listing.minimumDuration - 1),
      isIndefinite: false,
    });
    await user.click(pendingTab);
    expect(
      await screen.findByRole('tab', { name: `Réservations à valider (${open.length + 1})` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(waiting.length + 1));
  });

  it('takes a request decided elsewhere meanwhile out of the list, and says so', async () => {
    const b = madeAgo(5);
    const { user } = await openPending({
      patch: (s) => {
        s.confirmBooking = () => Promise.reject(new ServiceError('booking/invalid-state'));
      },
    });
    await user.click(buttons(rowOf(b)).confirm);
    const said = await screen.findByText(/^Cette réservation a déjà été traitée ailleurs/);
    expect(said.textContent).toBe(
      'Cette réservation a déjà été traitée ailleurs (un autre onglet, un autre administrateur)\u00a0: elle quitte la liste.',
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: (n) => n.includes(b.listingTitle) }),
      ).not.toBeInTheDocument(),
    );
    // the focus on the list's count line, not lost with the row
    expect(document.activeElement?.textContent).toMatch(/en attente de validation/);
  });

  it('Valider confirms the booking, removes the row and updates the counts', async () => {
    const { user, sessions } = await openPending();
    const b = madeAgo(1);
    // named by the listing's title alone: « Valider » opens no tab, whatever its link does
    expect(rowOf(b)).toHaveAccessibleName(b.listingTitle);
    expect(buttons(rowOf(b)).confirm).toHaveAccessibleDescription(b.listingTitle);
    expect(buttons(rowOf(b)).reject).toHaveAccessibleDescription(b.listingTitle);
    await user.click(buttons(rowOf(b)).confirm);
    expect(await screen.findByText('Réservation validée.')).toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: (n) => n.includes(b.listingTitle) }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(waiting.length - 1);
    const countLine = screen.getByText(
      `${plural(open.length - 1, 'réservation', 'réservations')} en attente de validation, 1 expirée`,
    );
    expect(countLine).toHaveFocus();
    expect(
      screen.getByRole('tab', { name: `Réservations à valider (${open.length - 1})` }),
    ).toBeInTheDocument();
    const confirmed = await sessions[0].listBookings(['confirmed']);
    expect(confirmed.map((x) => x.id)).toContain(b.id);

    await user.click(screen.getByRole('tab', { name: 'Historique' }));
    await screen.findAllByRole('article');
    const historyRow = screen
      .getAllByRole('article')
      .find(
        (r) =>
          r.textContent!.includes(b.listingTitle) && within(r).queryByText(bookingDatesText(b)),
      )!;
    expect(within(historyRow).getByText('Confirmée')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Tableau de bord' }));
    const panel = screen.getByRole('tabpanel');
    const confirmedCount = seed.bookings.filter((x) => x.status === 'confirmed').length + 1;
    const dt = within(panel).getByText('Confirmée', { selector: 'dt *' }).closest('dt')!;
    expect(dt.nextElementSibling).toHaveTextContent(String(confirmedCount));
    const revenue = seed.bookings
      .filter((x) => x.status === 'confirmed')
      .reduce((n, x) => n + x.totalPrice, 0);
    // with bkg-14's second month, which the screen's chores issued on opening (its total grew)
    const secondMonth = seed.bookings.find((x) => x.id === 'bkg-14')!.monthlyPrice!;
    expect(
      await within(panel).findByText(spaces(formatMad(revenue + b.totalPrice + secondMonth))),
    ).toBeInTheDocument();
  });

  it('Refuser asks for confirmation in a dialog, then rejects and frees the days', async () => {
    const { user, backend, sessions } = await openPending();
    const b = madeAgo(2);
    const reject = buttons(rowOf(b)).reject;
    await user.click(reject);
    let dialog = screen.getByRole('dialog', { name: 'Refuser cette réservation\u00a0?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // "demandée par": "de" would need an elision before a name like Omar
    expect(dialog).toHaveAccessibleDescription(
      guillemets(
        `La réservation demandée par ${b.tenantName} pour « ${b.listingTitle} » sera refusée et ses dates libérées. Cette décision est définitive.`,
      ),
    );
    // the reason's box first (the dialog asks for it; writing it decides nothing), then the
    // buttons in the page's order; the focus stays inside the dialog
    expect(within(dialog).getByLabelText('Motif du refus (facultatif)')).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Oui, refuser' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Motif du refus (facultatif)')).toHaveFocus();
    // Escape cancels: nothing happens, focus returns to "Refuser".
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reject).toHaveFocus();
    expect((await sessions[0].listBookings(['pending_admin'])).map((x) => x.id)).toContain(b.id);

    await user.click(reject);
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Oui, refuser' }));
    expect(
      await screen.findByText("Réservation refusée : les jours qu'elle retenait sont libérés."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: (n) => n.includes(b.listingTitle) }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: `Réservations à valider (${open.length - 1})` }),
    ).toBeInTheDocument();
    expect((await sessions[0].listBookings(['rejected'])).map((x) => x.id)).toContain(b.id);
    expect(await backend.listings.getUnavailableDays(b.listingId, b.startDate, b.endDate!)).toEqual(
      [],
    );
  });

  it("Refuser may say why: the booking, the two notifications and the tenant's card say it", async () => {
    const { user, backend, sessions, unmount } = await openPending();
    const b = madeAgo(2);
    const reason = "L'hôte a signalé des travaux à ces dates.";
    await user.click(buttons(rowOf(b)).reject);
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByLabelText('Motif du refus (facultatif)');
    expect(box).toHaveAccessibleDescription(
      plainSpaces(
        "Le locataire et l'hôte le liront dans leurs notifications et sur la réservation. 0 / 500",
      ),
    );
    // the box is not part of the dialog's description, which stays its text
    expect(dialog).toHaveAccessibleDescription(expect.stringMatching(/définitive\.$/));
    await user.type(box, `  ${reason}\n`);
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`${reason.length} / 500`));
    await user.click(within(dialog).getByRole('button', { name: 'Oui, refuser' }));
    expect(
      await screen.findByText("Réservation refusée : les jours qu'elle retenait sont libérés."),
    ).toBeInTheDocument();
    const rejected = (await sessions[0].listBookings(['rejected'])).find((x) => x.id === b.id);
    expect(rejected?.rejectionReason).toBe(reason);
    unmount();

    // the tenant reads it on their booking and in their notification; so does the host
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const notice = (await backend.notifications.listNotifications(b.tenantId, { pageSize: 5 }))
      .items[0];
    expect(notice).toMatchObject({ id: `booking-rejected_${b.id}`, reason });
    renderApp({ backend, route: '/dashboard' });
    const card = await screen.findByRole('article', {
      name: (n) => n.includes(b.listingTitle),
    });
    expect(within(card).getByText(plainSpaces(`Motif du refus : ${reason}`))).toBeVisible();
    const host = seed.users.find((u) => u.uid === b.hostId)!;
    await backend.auth.signIn(host.email, 'demo1234');
    expect(
      (await backend.notifications.listNotifications(b.hostId, { pageSize: 5 })).items[0],
    ).toMatchObject({ id: `booking-rejected_${b.id}`, reason });
  });

  it('refuses without a reason when none is written; a reason too long is kept in its box', async () => {
    const { user, backend, sessions } = await openPending();
    const b = madeAgo(2);
    await user.click(buttons(rowOf(b)).reject);
    const box = within(screen.getByRole('dialog')).getByLabelText('Motif du refus (facultatif)');
    await user.click(box);
    await user.paste('é'.repeat(500));
    // the counter says it, red once past the limit (not before)
    const counter = () => within(screen.getByRole('dialog')).getByText(/^\d[\d\s]* \/ 500$/);
    expect(counter()).toHaveTextContent('500 / 500');
    expect(counter()).not.toHaveClass('text-red-700');
    await user.type(box, 'é');
    expect(counter()).toHaveTextContent('501 / 500');
    expect(counter()).toHaveClass('text-red-700');
    await user.click(screen.getByRole('button', { name: 'Oui, refuser' }));
    expect(
      await within(screen.getByRole('dialog')).findByText(
        plainSpaces('Le motif ne doit pas dépasser 500 caractères.'),
      ),
    ).toBeVisible();
    expect(box).toHaveFocus();
    expect(box).toHaveValue('é'.repeat(501));
    expect((await sessions[0].listBookings(['pending_admin'])).map((x) => x.id)).toContain(b.id);
    // closed and opened again, the box still holds what was typed
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(buttons(rowOf(b)).reject);
    const again = within(screen.getByRole('dialog')).getByLabelText('Motif du refus (facultatif)');
    expect(again).toHaveValue('é'.repeat(501));
    await user.clear(again);
    await user.type(again, '   ');
    await user.click(screen.getByRole('button', { name: 'Oui, refuser' }));
    await screen.findByText("Réservation refusée : les jours qu'elle retenait sont libérés.");
    expect(
      (await sessions[0].listBookings(['rejected'])).find((x) => x.id === b.id)?.rejectionReason,
    ).toBeNull();
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const notice = (await backend.notifications.listNotifications(b.tenantId, { pageSize: 5 }))
      .items[0];
    expect(notice.id).toBe(`booking-rejected_${b.id}`);
    expect(notice).not.toHaveProperty('reason');
  });

  it.each([
    [
      'booking/overlap-confirmed',
      'Impossible de valider\u00a0: ces dates chevauchent une réservation déjà confirmée.',
    ],
    [
      'booking/days-blocked',
      "Impossible de valider\u00a0: l'hôte a bloqué un ou plusieurs de ces jours.",
    ],
    ['booking/expired', 'Le délai de 24 heures est dépassé.'],
    ['unknown', 'Une erreur est survenue. Veuillez réessayer.'],
  ] as const)(
    'explains a refused Valider (%s) in French and keeps the row',
    async (code, message) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = await openPending({
        patch: (s) =>
          void vi.spyOn(s, 'confirmBooking').mockRejectedValueOnce(new ServiceError(code)),
      });
      const b = madeAgo(1);
      await user.click(buttons(rowOf(b)).confirm);
      expect(await within(rowOf(b)).findByRole('alert')).toHaveTextContent(plainSpaces(message));
      expect(buttons(rowOf(b)).confirm).toBeEnabled();
      expect(screen.getAllByRole('article')).toHaveLength(waiting.length);
      expect(
        screen.getByRole('tab', { name: `Réservations à valider (${open.length})` }),
      ).toBeInTheDocument();
    },
  );

  it('explains a refused Refuser in French and closes the dialog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openPending({
      patch: (s) => void vi.spyOn(s, 'rejectBooking').mockRejectedValueOnce(new Error('réseau')),
    });
    const b = madeAgo(5);
    await user.click(buttons(rowOf(b)).reject);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Oui, refuser' }),
    );
    expect(await within(rowOf(b)).findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue. Veuillez réessayer.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Valider disabled on a request whose days are taken, and says why; Refuser stays', async () => {
    const b = madeAgo(2);
    const day = b.startDate;
    await openPending({
      patch: (s) => {
        const real = s.bookingConflicts.bind(s);
        vi.spyOn(s, 'bookingConflicts').mockImplementation((id) =>
          id === b.id ? Promise.resolve([day]) : real(id),
        );
      },
    });
    const line = await within(rowOf(b)).findByText(/^Conflit : jours déjà pris/);
    expect(line).toHaveTextContent(formatDay(day));
    // what to do, since Valider cannot be clicked
    expect(line).toHaveTextContent(
      'Cette demande ne peut pas être validée : refusez-la pour prévenir le locataire.',
    );
    expect(buttons(rowOf(b)).confirm).toBeDisabled();
    expect(buttons(rowOf(b)).confirm).toHaveAccessibleDescription(line.textContent!);
    expect(buttons(rowOf(b)).reject).toBeEnabled();
    // the other requests are not touched
    expect(buttons(rowOf(madeAgo(5))).confirm).toBeEnabled();
  });

  it('checks the conflicts of the open requests only, not of the expired ones', async () => {
    let asked: string[] = [];
    await openPending({
      patch: (s) => {
        const real = s.bookingConflicts.bind(s);
        vi.spyOn(s, 'bookingConflicts').mockImplementation((id) => {
          asked.push(id);
          return real(id);
        });
      },
    });
    await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(5));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    asked = [...new Set(asked)];
    expect(asked.sort()).toEqual([23, 10, 5, 2, 1].map((h) => madeAgo(h).id).sort());
    expect(asked).not.toContain(madeAgo(30).id);
  });

  it('names the monthly rentals it could not extend, and says nothing when all were', async () => {
    const rental = seed.bookings.find((b) => b.id === 'bkg-14')!;
    const { unmount } = await openPending({
      patch: (s) =>
        void vi.spyOn(s, 'extendMonthlyHolds').mockResolvedValue({ added: 0, failed: [rental] }),
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("Des locations mensuelles n'ont pas pu être prolongées");
    expect(notice).toHaveTextContent(
      `« ${rental.listingTitle} », location mensuelle de ${rental.tenantName} depuis le ${formatDay(rental.startDate)}`,
    );
    unmount();
    await openPending();
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(screen.queryByText(/n'ont pas pu être prolongées/)).not.toBeInTheDocument();
  });

  it('issues the month documents due when it opens; a failure there leaves the screen alone', async () => {
    const runs: Promise<number>[] = [];
    const { unmount } = await openPending({
      patch: (s) => {
        const real = s.issueMonthDocuments.bind(s);
        vi.spyOn(s, 'issueMonthDocuments').mockImplementation(() => {
          const run = real();
          runs.push(run);
          return run;
        });
      },
    });
    await waitFor(() => expect(runs).toHaveLength(1));
    // bkg-14, begun 40 days ago: its second month
    expect(await runs[0]).toBe(1);
    unmount();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openPending({
      patch: (s) =>
        void vi.spyOn(s, 'issueMonthDocuments').mockRejectedValue(new ServiceError('unavailable')),
    });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Documents mensuels :', expect.anything()),
    );
    expect(screen.getAllByRole('article').length).toBe(waiting.length);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a month issued after the history was read shows in its row (the history reads again)', async () => {
    // bkg-14, an indefinite rental begun 40 days ago: its second month is issued by the chores,
    // here only once the history is on screen.
    const rental = seed.bookings.find((b) => b.id === 'bkg-14')!;
    let release!: () => void;
    const shown = new Promise<void>((r) => (release = r));
    await openPending({
      route: '/admin?tab=history',
      patch: (s) => {
        const issue = s.issueMonthDocuments.bind(s);
        vi.spyOn(s, 'issueMonthDocuments').mockImplementation(() => shown.then(issue));
      },
    });
    const month = formatMad(rental.monthlyPrice!);
    await waitFor(() =>
      expect(spaces(rowOf(rental).textContent!)).toContain(spaces(`${month} facturés (1 mois)`)),
    );
    const count = screen.getByText(/^\d+ réservations$/);
    count.focus();
    release();
    await waitFor(() =>
      expect(spaces(rowOf(rental).textContent!)).toContain(
        spaces(`${formatMad(2 * rental.monthlyPrice!)} facturés (2 mois)`),
      ),
    );
    // read again without a skeleton in between: the focus stayed where it was
    expect(screen.getByText(/^\d+ réservations$/)).toHaveFocus();
  });

  it('a history read again after a month is issued keeps the pages read with « Voir plus »', async () => {
    const rental = seed.bookings.find((b) => b.id === 'bkg-14')!;
    let release!: () => void;
    const shown = new Promise<void>((r) => (release = r));
    let reads = 0;
    const { user } = await openPending({
      route: '/admin?tab=history',
      patch: (s) => {
        // pages of 3, so that the seed's history takes several
        const list = s.listBookingHistory.bind(s);
        vi.spyOn(s, 'listBookingHistory').mockImplementation((o) => {
          reads += 1;
          return list({ ...o, pageSize: 3 });
        });
        const issue = s.issueMonthDocuments.bind(s);
        vi.spyOn(s, 'issueMonthDocuments').mockImplementation(() => shown.then(issue));
      },
    });
    const rows = () => screen.getAllByRole('article');
    const titles = () => rows().map((r) => within(r).getByRole('heading').textContent!);
    await waitFor(() => expect(rows()).toHaveLength(3));
    // « Voir plus » until the rental's row is read (it is not on the first page)
    let pages = 1;
    while (!titles().some((title) => title.includes(rental.listingTitle))) {
      await user.click(screen.getByRole('button', { name: 'Voir plus' }));
      pages += 1;
      await waitFor(() => expect(rows()).toHaveLength(3 * pages));
    }
    expect(pages).toBeGreaterThan(1);
    const before = titles();
    expect(reads).toBe(pages);
    release();
    // read again as far as it had been: as many pages, one after the other
    await waitFor(() =>
      expect(spaces(rowOf(rental).textContent!)).toContain(
        spaces(`${formatMad(2 * rental.monthlyPrice!)} facturés (2 mois)`),
      ),
    );
    expect(reads).toBe(2 * pages);
    expect(titles()).toEqual(before);
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeInTheDocument();
  });

  it('runs its chores once when the admin screen opens, on any tab; changing tabs does not', async () => {
    const backend = await testBackend({ now: () => new Date() });
    const calls = { holds: 0, expired: 0, months: 0 };
    const real = backend.admin.unlock.bind(backend.admin);
    vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
      const s = await real(p);
      const count = (name: keyof typeof calls, method: keyof AdminSession) => {
        const original = (s[method] as () => Promise<unknown>).bind(s);
        vi.spyOn(s, method as 'notifyExpired').mockImplementation(() => {
          calls[name] += 1;
          return original() as ReturnType<AdminSession['notifyExpired']>;
        });
      };
      count('holds', 'extendMonthlyHolds');
      count('expired', 'notifyExpired');
      count('months', 'issueMonthDocuments');
      return s;
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/admin' }); // the dashboard tab
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    await waitFor(() => expect(calls).toEqual({ holds: 1, expired: 1, months: 1 }));
    await user.click(screen.getByRole('tab', { name: /Réservations à valider/ }));
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Historique' }));
    await user.click(screen.getByRole('tab', { name: 'Tableau de bord' }));
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(calls).toEqual({ holds: 1, expired: 1, months: 1 });
  });

  it('shows every open request first, then the expired ones a page at a time with « Voir plus »', async () => {
    const cursors: (string | null | undefined)[] = [];
    const { user } = await openPending({
      // 20 hours later: bkg-02 and bkg-09 are still open; bkg-10, bkg-11, bkg-07 and bkg-08
      // have expired
      at: new Date(NOW.getTime() + 20 * HOUR),
      patch: (s) => {
        const page = s.listPendingRequests.bind(s);
        s.listPendingRequests = (options) => {
          cursors.push(options.cursor);
          return page({ ...options, pageSize: 1 });
        };
      },
    });
    const titles = () =>
      screen
        .getAllByRole('article')
        .map((r) => waiting.find((b) => r.textContent!.includes(b.listingTitle))!.id);
    expect(titles()).toEqual(['bkg-02', 'bkg-09', 'bkg-10']);
    expect(
      screen.getByText(
        '2 réservations en attente de validation, 1 expirée parmi les plus récentes',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() => expect(titles()).toEqual(['bkg-02', 'bkg-09', 'bkg-10', 'bkg-11']));
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() =>
      expect(titles()).toEqual(['bkg-02', 'bkg-09', 'bkg-10', 'bkg-11', 'bkg-07']),
    );
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await waitFor(() =>
      expect(titles()).toEqual(['bkg-02', 'bkg-09', 'bkg-10', 'bkg-11', 'bkg-07', 'bkg-08']),
    );
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    // the last page is read: the count says how many in all, and has the focus
    expect(screen.getByText('2 réservations en attente de validation, 4 expirées')).toHaveFocus();
    expect(cursors).toHaveLength(4);
    expect(cursors[0]).toBeNull();
    expect(within(rowOf(madeAgo(5))).getByText('Expiré')).toBeInTheDocument();
    expect(within(rowOf(madeAgo(2))).queryByText('Expiré')).not.toBeInTheDocument();
  });

  it('keeps the requests read so far and says so when the next page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openPending({
      at: new Date(NOW.getTime() + 20 * HOUR),
      patch: (s) => {
        const page = s.listPendingRequests.bind(s);
        s.listPendingRequests = (options) =>
          options.cursor
            ? Promise.reject(new ServiceError('unavailable'))
            : page({ ...options, pageSize: 1 });
      },
    });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(
      await screen.findByText(
        'Impossible de charger la suite des réservations à valider. Réessayez avec « Voir plus ».',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows an empty state when nothing waits', async () => {
    const backend = await testBackend({ now: () => new Date() });
    const real = backend.admin.unlock.bind(backend.admin);
    vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
      const s = await real(p);
      vi.spyOn(s, 'listPendingRequests').mockResolvedValue({ items: [], nextCursor: null });
      return s;
    });
    const user = userEvent.setup();
    renderApp({ backend, route: '/admin?tab=pending' });
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    expect(
      await screen.findByRole('heading', { name: 'Aucune réservation à valider' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('0 réservation en attente de validation')).toBeInTheDocument(),
    );
  });
});
