/**
 * Historique reads the bookings a page at a time, newest first ("Voir plus"): the admin never
 * downloads every booking the marketplace ever had to see the latest. The session's page size is
 * cut to 4 here so that the seed spans several pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isHistory, type HistoryFilter } from '@/domain/admin';
import { displayStatus } from '@/domain/bookingRules';
import { buildSeed } from '@/services/seed/data';
import type { AdminSession } from '@/services';
import { ServiceError } from '@/services/types';
import { DEMO, renderApp, testBackend, plural } from '../utils';

async function openHistory(patch: (s: AdminSession) => void, route = '/admin?tab=history') {
  const backend = await testBackend();
  const real = backend.admin.unlock.bind(backend.admin);
  const calls: (string | null | undefined)[] = [];
  const filters: HistoryFilter[] = [];
  vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
    const s = await real(p);
    const page = s.listBookingHistory.bind(s);
    // No month to issue: a month issued reads the history again (adminBookings.test.tsx).
    vi.spyOn(s, 'issueMonthDocuments').mockResolvedValue(0);
    s.listBookingHistory = (options) => {
      calls.push(options.cursor);
      filters.push(options.filter);
      return page({ ...options, pageSize: 4 });
    };
    patch(s);
    return s;
  });
  const user = userEvent.setup();
  renderApp({ backend, route });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  return { user, calls, filters, backend };
}

const rows = () => screen.queryAllByRole('article');

describe('the history, a page at a time', () => {
  it('shows the latest first, then older ones with "Voir plus", until none is left', async () => {
    const { user, calls } = await openHistory(() => {});
    await screen.findByText('4 réservations parmi les plus récentes');
    expect(rows()).toHaveLength(4);
    expect(calls).toEqual([null]);
    // each status is named for screen readers, « Statut » and its colon held together
    const said = within(rows()[0]).getByText('Statut :');
    expect(said).toHaveClass('sr-only');
    expect(said.textContent).toBe('Statut\u00a0: ');
    // every history booking of the seed, once, after as many pages as it takes
    const now = new Date();
    const expected = buildSeed(now).bookings.filter((b) => isHistory(b, now));
    while (screen.queryByRole('button', { name: 'Voir plus' })) {
      const before = rows().length;
      await user.click(screen.getByRole('button', { name: 'Voir plus' }));
      await waitFor(() => expect(rows().length).toBeGreaterThan(before));
    }
    expect(rows()).toHaveLength(expected.length);
    expect(calls.length).toBeGreaterThan(2);
    expect(
      screen.getByText(`${plural(expected.length, 'réservation', 'réservations')}`),
    ).toBeInTheDocument();
    // the button is gone: the focus is on the count line, not on <body>
    expect(document.activeElement).toBe(
      screen.getByText(`${plural(expected.length, 'réservation', 'réservations')}`),
    );
    // newest first, each once
    const ids = rows().map((r) =>
      within(r)
        .getByRole('heading')
        .textContent!.replace(/ \(s'ouvre dans un nouvel onglet\)$/, ''),
    );
    expect(ids).toEqual(
      [...expected]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((b) => b.listingTitle),
    );
    // a refusal's reason, when the admin gave one, under its facts; none on the others
    const withReason = expected.filter((b) => b.rejectionReason !== null);
    expect(withReason.map((b) => b.id)).toEqual(['bkg-03']);
    const row = rows()[ids.indexOf(withReason[0].listingTitle)];
    expect(within(row).getByText('Motif du refus').nextElementSibling).toHaveTextContent(
      withReason[0].rejectionReason!,
    );
    expect(screen.getAllByText('Motif du refus')).toHaveLength(1);
  });

  it('keeps what it read and says so when the next page fails', async () => {
    const { user } = await openHistory((s) => {
      const page = s.listBookingHistory.bind(s);
      s.listBookingHistory = (options) =>
        options.cursor ? Promise.reject(new ServiceError('unavailable')) : page(options);
    });
    await screen.findByText(/réservations? parmi les plus récentes/);
    const first = rows().length;
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(
      await screen.findByText(
        "Impossible de charger la suite de l'historique. Réessayez avec « Voir plus ».",
      ),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(first);
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeInTheDocument();
  });
});

describe('the history, one status at a time', () => {
  const now = new Date();
  const seed = buildSeed(now).bookings;
  const titlesOf = (status: string) =>
    seed
      .filter((b) => displayStatus(b, now) === status)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((b) => b.listingTitle);
  const titles = () =>
    rows().map((r) =>
      within(r)
        .getByRole('heading')
        .textContent!.replace(/ \(s'ouvre dans un nouvel onglet\)$/, ''),
    );
  const badges = () =>
    rows().map((r) => within(r).getByText(/^(Confirmée|Refusée|Annulée|Expirée)$/).textContent);

  it('reads the status chosen from the server, and « Toutes » the whole history again', async () => {
    const { user, filters } = await openHistory(() => {});
    await screen.findByText('4 réservations parmi les plus récentes');
    const all = screen.getByRole('radio', { name: 'Toutes' });
    expect(all).toBeChecked();
    expect(screen.getByRole('group', { name: 'Afficher' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Refusées' }));
    const refused = titlesOf('rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThanOrEqual(4);
    await waitFor(() => expect(titles()).toEqual(refused));
    expect(new Set(badges())).toEqual(new Set(['Refusée']));
    // the count line, announced, says how many there are: every one was read
    const count = screen.getByText(plural(refused.length, 'réservation', 'réservations'));
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(filters).toEqual(['all', 'rejected']);

    await user.click(screen.getByRole('radio', { name: 'Expirées' }));
    await waitFor(() => expect(titles()).toEqual(titlesOf('expired')));
    expect(new Set(badges())).toEqual(new Set(['Expirée']));

    await user.click(all);
    await screen.findByText('4 réservations parmi les plus récentes');
    expect(new Set(badges()).size).toBeGreaterThan(1);
    expect(filters).toEqual(['all', 'rejected', 'expired', 'all']);
  });

  it('says « Chargement… » while a new status is read, never a count it does not know', async () => {
    let release = () => {};
    const { user } = await openHistory((s) => {
      const read = s.listBookingHistory.bind(s);
      s.listBookingHistory = async (options) => {
        if (options.filter === 'rejected') {
          await new Promise<void>((resolve) => (release = resolve));
        }
        return read(options);
      };
    }, '/admin?tab=history&filter=confirmed');
    await screen.findByText('4 réservations parmi les plus récentes');
    const count = screen.getByText('4 réservations parmi les plus récentes');

    // « Refusées » while it is read: the confirmed rows leave at once, the live count line
    // does not say « 0 réservation », and no « none » shows before the answer
    await user.click(screen.getByRole('radio', { name: 'Refusées' }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(count).toHaveTextContent('Chargement…');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByText(/^Aucune/)).not.toBeInTheDocument();

    release();
    const refused = titlesOf('rejected');
    await waitFor(() => expect(titles()).toEqual(refused));
    expect(count).toHaveTextContent(plural(refused.length, 'réservation', 'réservations'));
  });

  it('opens on the status in its address, and pages it with « Voir plus »', async () => {
    const { user, filters, calls } = await openHistory(
      () => {},
      '/admin?tab=history&filter=confirmed',
    );
    const confirmed = titlesOf('confirmed');
    expect(confirmed.length).toBeGreaterThan(4);
    await screen.findByText('4 réservations parmi les plus récentes');
    expect(screen.getByRole('radio', { name: 'Confirmées' })).toBeChecked();
    while (screen.queryByRole('button', { name: 'Voir plus' })) {
      const before = rows().length;
      await user.click(screen.getByRole('button', { name: 'Voir plus' }));
      await waitFor(() => expect(rows().length).toBeGreaterThan(before));
    }
    expect(titles()).toEqual(confirmed);
    expect(new Set(filters)).toEqual(new Set(['confirmed']));
    const pages = Math.ceil(confirmed.length / 4);
    expect(calls.length).toBe(pages);
    // another status starts from its first page, not as far as this one was read
    await user.click(screen.getByRole('radio', { name: 'Toutes' }));
    await screen.findByText('4 réservations parmi les plus récentes');
    expect(calls.length).toBe(pages + 1);
    expect(rows()).toHaveLength(4);
  });

  it('says when no booking has the status chosen', async () => {
    await openHistory((s) => {
      const page = s.listBookingHistory.bind(s);
      s.listBookingHistory = (options) =>
        options.filter === 'cancelled'
          ? Promise.resolve({ items: [], nextCursor: null })
          : page(options);
    }, '/admin?tab=history&filter=cancelled');
    expect(await screen.findByText('Aucune réservation avec ce statut')).toBeInTheDocument();
    expect(
      screen.getByText("Choisissez « Toutes » pour voir tout l'historique."),
    ).toBeInTheDocument();
    expect(screen.getByText('0 réservation')).toBeInTheDocument();
  });

  it('a booking cancelled under « Confirmées » leaves it at once, the focus on the next row', async () => {
    const { user } = await openHistory(() => {}, '/admin?tab=history&filter=confirmed');
    await screen.findByText('4 réservations parmi les plus récentes');
    const cancel = (await screen.findAllByRole('button', { name: /^Annuler la réservation/ }))[0]!;
    const row = cancel.closest('article')!;
    const before = rows().length;
    const next = rows()[rows().indexOf(row) + 1] ?? rows()[rows().indexOf(row) - 1];
    expect(next).toBeDefined();
    await user.click(cancel);
    const dialog = await screen.findByRole('dialog', {
      name: 'Annuler cette réservation validée\u00a0?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await screen.findByText('Réservation annulée, avoir émis.');
    await waitFor(() => expect(row).not.toBeInTheDocument());
    expect(rows()).toHaveLength(before - 1);
    expect(
      screen.getByText(
        `${plural(before - 1, 'réservation', 'réservations')} parmi les plus récentes`,
      ),
    ).toBeInTheDocument();
    // where the reader was: not the count line at the top of a long list, nor <body>
    await waitFor(() => expect(next).toHaveFocus());
    // under « Annulées », it is there
    await user.click(screen.getByRole('radio', { name: 'Annulées' }));
    await waitFor(() => expect(new Set(badges())).toEqual(new Set(['Annulée'])));
    expect(rows().length).toBe(Math.min(4, titlesOf('cancelled').length + 1));
  });
});
