/**
 * Historique reads the bookings a page at a time, newest first ("Voir plus"): the admin never
 * downloads every booking the marketplace ever had to see the latest. The session's page size is
 * cut to 4 here so that the seed spans several pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isHistory } from '@/domain/admin';
import { buildSeed } from '@/services/seed/data';
import type { AdminSession } from '@/services';
import { ServiceError } from '@/services/types';
import { DEMO, renderApp, testBackend, plural } from '../utils';

async function openHistory(patch: (s: AdminSession) => void) {
  const backend = await testBackend();
  const real = backend.admin.unlock.bind(backend.admin);
  const calls: (string | null | undefined)[] = [];
  vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
    const s = await real(p);
    const page = s.listBookingHistory.bind(s);
    // No month to issue: a month issued reads the history again (adminBookings.test.tsx).
    vi.spyOn(s, 'issueMonthDocuments').mockResolvedValue(0);
    s.listBookingHistory = (options) => {
      calls.push(options.cursor);
      return page({ ...options, pageSize: 4 });
    };
    patch(s);
    return s;
  });
  const user = userEvent.setup();
  renderApp({ backend, route: '/admin?tab=history' });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  return { user, calls };
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
