/**
 * The host's availability calendar (issue 13, item 4), with the calendar services mocked at the
 * backend boundary (getHostCalendar, blockDays, unblockDays): month grid Monday first, statuses,
 * blocking and unblocking, errors, loading, keyboard.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import type { HostCalendar } from '@/domain/availability';
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import { daysOfMonth } from '@/domain/calendarMonth';
import { HostCalendarSection } from '@/features/hostCalendar';
import { ServiceError, type ListingsService } from '@/services';
import { booking, listing } from '../factories';
import {
  DEMO,
  renderApp,
  renderWithProviders,
  testBackend,
  withListings,
  type LocalTestBackend,
} from '../utils';
import { plainSpaces } from '../french';

const NOW = new Date('2028-02-10T10:00:00Z');
const LISTING = listing({ id: 'lst-cal-01', title: 'Bureau du calendrier' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A month with nothing in it: every day free, one place. */
function emptyMonth(month: string): HostCalendar {
  return {
    month,
    days: daysOfMonth(month).map((day) => ({ day, capacity: 1, taken: 0, blocked: false })),
    bookings: [],
    blocks: [],
  };
}

type CalendarServices = Pick<ListingsService, 'getHostCalendar' | 'blockDays' | 'unblockDays'>;

async function setup(
  calendar: (month: string) => Promise<HostCalendar> = async (m) => emptyMonth(m),
  overrides: Partial<CalendarServices> = {},
) {
  const base = await testBackend({ as: 'host' });
  const services = {
    getHostCalendar: vi.fn((_id: string, month: string) => calendar(month)),
    blockDays: vi.fn(async () => undefined),
    unblockDays: vi.fn(async () => undefined),
    ...overrides,
  };
  const backend = withListings(base, services);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <HostCalendarSection listings={[LISTING]} />
      <Toaster />
    </>,
    { backend },
  );
  return { user, services };
}

const grid = () => screen.getByRole('grid');
const day = (name: string | RegExp) => within(grid()).getByRole('button', { name });
/** The rows of the grid's body (the first row holds the weekday headers). */
const weeks = () => within(grid()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('td'));

describe('host calendar: month grid', () => {
  it('shows February 2028 (leap year) Monday first: one blank before Tuesday the 1st, 29 days', async () => {
    const { services } = await setup();
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(services.getHostCalendar).toHaveBeenCalledWith(LISTING.id, '2028-02');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Février 2028');
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'lun.lundi',
      'mar.mardi',
      'mer.mercredi',
      'jeu.jeudi',
      'ven.vendredi',
      'sam.samedi',
      'dim.dimanche',
    ]);
    const rows = weeks();
    expect(rows).toHaveLength(5);
    const first = cellsOf(rows[0]);
    expect(first[0]).toBeEmptyDOMElement();
    expect(within(first[1]).getByRole('button')).toHaveAccessibleName(
      'mardi 1 février 2028\u00a0: Libre, passé',
    );
    const last = cellsOf(rows[4]);
    expect(within(last[0]).getByRole('button')).toHaveAccessibleName(
      'lundi 28 février 2028\u00a0: Libre',
    );
    expect(within(last[1]).getByRole('button')).toHaveAccessibleName(
      'mardi 29 février 2028\u00a0: Libre',
    );
    expect(last.slice(2).every((c) => c.childElementCount === 0)).toBe(true);
    expect(within(grid()).getAllByRole('button')).toHaveLength(29);
    // Today is marked, and it is the one day reachable with Tab.
    expect(day(/^jeudi 10 février 2028/)).toHaveAccessibleName(
      "jeudi 10 février 2028\u00a0: Libre, aujourd'hui",
    );
    expect(day(/^jeudi 10 février 2028/)).toHaveAttribute('tabindex', '0');
    expect(day(/^mardi 1 février 2028/)).toHaveAttribute('tabindex', '-1');
  });

  it('goes to the previous and next months; a month starting on Sunday has six blanks first', async () => {
    vi.setSystemTime(new Date('2026-04-10T10:00:00Z'));
    const { user, services } = await setup();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(await screen.findByRole('heading', { name: /Mars 2026/ })).toBeInTheDocument();
    await screen.findByRole('grid');
    expect(services.getHostCalendar).toHaveBeenLastCalledWith(LISTING.id, '2026-03');
    const first = cellsOf(weeks()[0]);
    expect(first.slice(0, 6).every((c) => c.childElementCount === 0)).toBe(true);
    expect(within(first[6]).getByRole('button')).toHaveAccessibleName(
      'dimanche 1 mars 2026\u00a0: Libre, passé',
    );
    expect(weeks()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByRole('heading', { name: /Mai 2026/ })).toBeInTheDocument();
    expect(services.getHostCalendar).toHaveBeenLastCalledWith(LISTING.id, '2026-05');
  });

  it('says when the month has no booking and no blocked day', async () => {
    await setup();
    expect(
      await screen.findByText('Aucune réservation ni jour bloqué ce mois-ci.'),
    ).toBeInTheDocument();
  });
});

describe('host calendar: what each day shows', () => {
  const busy: HostCalendar = {
    ...emptyMonth('2028-02'),
    days: emptyMonth('2028-02').days.map((d) =>
      d.day === '2028-02-03'
        ? { ...d, capacity: 5, taken: 2 }
        : d.day === '2028-02-20'
          ? { ...d, blocked: true }
          : d,
    ),
    bookings: [
      booking({ id: 'c', status: 'confirmed', startDate: '2028-02-03', endDate: '2028-02-04' }),
      booking({
        id: 'p',
        status: 'pending_admin',
        startDate: '2028-02-11',
        endDate: '2028-02-12',
        createdAt: new Date(NOW.getTime() - 3_600_000),
      }),
      booking({
        id: 'e',
        status: 'pending_admin',
        startDate: '2028-02-13',
        endDate: '2028-02-13',
        createdAt: new Date(NOW.getTime() - DECISION_WINDOW_MS),
      }),
      booking({ id: 'r', status: 'rejected', startDate: '2028-02-14', endDate: '2028-02-14' }),
      // a request the host blocked a day of afterwards
      booking({
        id: 'q',
        status: 'pending_admin',
        startDate: '2028-02-21',
        endDate: '2028-02-21',
        createdAt: new Date(NOW.getTime() - 3_600_000),
      }),
    ],
    blocks: [
      { day: '2028-02-20', reason: 'Travaux' },
      { day: '2028-02-21', reason: 'Congés' },
    ],
  };

  it('shows confirmed, pending and expired bookings, blocked days with their reason, and a legend', async () => {
    await setup(async () => busy);
    await screen.findByRole('grid');
    expect(day(/^jeudi 3 février 2028/)).toHaveAccessibleName(
      'jeudi 3 février 2028\u00a0: Réservation confirmée, 2 places prises sur 5, passé',
    );
    expect(day(/^vendredi 4 février 2028/)).toHaveAccessibleName(
      'vendredi 4 février 2028\u00a0: Réservation confirmée, passé',
    );
    expect(day(/^vendredi 11 février 2028/)).toHaveAccessibleName(
      'vendredi 11 février 2028\u00a0: Demande en attente',
    );
    expect(day(/^dimanche 13 février 2028/)).toHaveAccessibleName(
      'dimanche 13 février 2028\u00a0: Demande expirée',
    );
    expect(day(/^lundi 14 février 2028/)).toHaveAccessibleName(
      'lundi 14 février 2028\u00a0: Libre',
    );
    expect(day(/^dimanche 20 février 2028/)).toHaveAccessibleName(
      'dimanche 20 février 2028\u00a0: Bloqué, Motif\u00a0: Travaux',
    );
    expect(day(/^lundi 21 février 2028/)).toHaveAttribute('data-status', 'blocked');
    // the request under the block is still there to see, and to hear
    expect(day(/^lundi 21 février 2028/)).toHaveAccessibleName(
      'lundi 21 février 2028\u00a0: Bloqué, demande en attente aussi, Motif\u00a0: Congés',
    );
    const marked = within(grid())
      .getAllByRole('button')
      .filter((b) => b.querySelector('[data-pending-under]'))
      .map((b) => b.getAttribute('aria-label'));
    expect(marked).toEqual([expect.stringMatching(/^lundi 21 février 2028/)]);
    const legend = screen.getByText('Légende').nextElementSibling as HTMLElement;
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Libre',
      'Demande expirée',
      'Demande en attente',
      'Réservation confirmée',
      'Bloqué',
      'Demande en attente sur un jour bloqué ou réservé',
    ]);
    // The reasons, for the host only, listed under the month.
    expect(screen.getByText('Jours bloqués ce mois-ci')).toBeInTheDocument();
    const blocks = screen.getByText('Jours bloqués ce mois-ci').nextElementSibling as HTMLElement;
    expect(
      within(blocks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'dimanche 20 février 2028 — Travaux Sélectionner pour débloquer',
      'lundi 21 février 2028 — Congés Sélectionner pour débloquer',
    ]);
    expect(
      screen.queryByText('Aucune réservation ni jour bloqué ce mois-ci.'),
    ).not.toBeInTheDocument();
  });

  it('unblocks a blocked range (days 20 to 21)', async () => {
    const { user, services } = await setup(async () => busy);
    await screen.findByRole('grid');
    await user.click(day(/^dimanche 20 février 2028/));
    await user.click(day(/^lundi 21 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(panel).toHaveTextContent('Du 20 février 2028 au 21 février 2028');
    // Every chosen day is blocked already: nothing to block, only to unblock.
    expect(
      within(panel).queryByRole('button', { name: 'Confirmer le blocage' }),
    ).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Débloquer 2 jours' }));
    await waitFor(() =>
      expect(services.unblockDays).toHaveBeenCalledWith(LISTING.id, ['2028-02-20', '2028-02-21']),
    );
    expect(await screen.findByText('Jours débloqués.')).toBeInTheDocument();
    expect(services.blockDays).not.toHaveBeenCalled();
    await waitFor(() => expect(services.getHostCalendar).toHaveBeenCalledTimes(2));
  });

  it('warns before blocking the days of a pending request, which the admin could then not confirm', async () => {
    const { user, services } = await setup(async () => busy);
    await screen.findByRole('grid');
    // 11 and 12: request p, pending; 13: an expired request (nothing to warn of); 14: free
    await user.click(day(/^vendredi 11 février 2028/));
    await user.click(day(/^lundi 14 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    const warning =
      "Une demande en attente porte sur 2 jours de cette période\u00a0: si vous bloquez cette période, l'administrateur ne pourra plus la valider.";
    expect(panel).toHaveTextContent(plainSpaces(warning));
    const confirm = within(panel).getByRole('button', { name: 'Confirmer le blocage' });
    expect(confirm).toHaveAccessibleDescription(warning);
    // a warning, not a refusal
    await user.type(within(panel).getByLabelText('Motif (visible de vous seul)'), 'Travaux');
    await user.click(confirm);
    await waitFor(() =>
      expect(services.blockDays).toHaveBeenCalledWith(
        LISTING.id,
        '2028-02-11',
        '2028-02-14',
        'Travaux',
      ),
    );
  });

  it("says at once that a confirmed booking's day cannot be blocked, and asks no reason", async () => {
    const confirmedAhead: HostCalendar = {
      ...busy,
      bookings: [
        ...busy.bookings,
        booking({ id: 'c2', status: 'confirmed', startDate: '2028-02-17', endDate: '2028-02-18' }),
      ],
    };
    const { user, services } = await setup(async () => confirmedAhead);
    await screen.findByRole('grid');
    await user.click(day(/^mardi 15 février 2028/));
    await user.click(day(/^jeudi 17 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(within(panel).getByRole('status').textContent).toBe(
      'Impossible de bloquer ces jours\u00a0: le 17 février 2028 a une réservation confirmée.',
    );
    expect(within(panel).queryByLabelText('Motif (visible de vous seul)')).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Confirmer le blocage' }),
    ).not.toBeInTheDocument();
    // another selection, on free days only, can be blocked
    await user.click(within(panel).getByRole('button', { name: 'Annuler la sélection' }));
    await user.click(day(/^mardi 15 février 2028/));
    await user.click(day(/^mercredi 16 février 2028/));
    expect(
      within(screen.getByRole('region', { name: 'Jours choisis' })).getByRole('button', {
        name: 'Confirmer le blocage',
      }),
    ).toBeEnabled();
    expect(services.blockDays).not.toHaveBeenCalled();
  });

  it('does not warn when no pending request holds a chosen day', async () => {
    const { user } = await setup(async () => busy);
    await screen.findByRole('grid');
    await user.click(day(/^dimanche 13 février 2028/));
    await user.click(day(/^mardi 15 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(panel).toHaveTextContent('Du 13 février 2028 au 15 février 2028');
    expect(panel).not.toHaveTextContent('Une demande en attente');
    expect(
      within(panel).getByRole('button', { name: 'Confirmer le blocage' }),
    ).not.toHaveAccessibleDescription();
  });
});

describe('host calendar: blocking days', () => {
  it('blocks a range with a reason: start day, end day, reason, confirm', async () => {
    const { user, services } = await setup();
    await screen.findByRole('grid');
    // The end may be picked before the start: the range is put in order.
    await user.click(day(/^samedi 19 février 2028/));
    let panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(panel).toHaveTextContent('Le 19 février 2028');
    await user.click(day(/^jeudi 17 février 2028/));
    panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(panel).toHaveTextContent('Du 17 février 2028 au 19 février 2028');
    for (const n of ['jeudi 17', 'vendredi 18', 'samedi 19']) {
      expect(day(new RegExp(`^${n} février 2028`)).closest('td')).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    expect(day(/^mercredi 16 février 2028/).closest('td')).toHaveAttribute(
      'aria-selected',
      'false',
    );

    // A reason is required, and 200 characters at most.
    await user.click(within(panel).getByRole('button', { name: 'Confirmer le blocage' }));
    expect(within(panel).getByText('Indiquez un motif.')).toBeInTheDocument();
    const reason = within(panel).getByLabelText('Motif (visible de vous seul)');
    // the field to fix takes the focus
    expect(reason).toHaveFocus();
    await user.click(reason);
    await user.paste('a'.repeat(201));
    await user.click(within(panel).getByRole('button', { name: 'Confirmer le blocage' }));
    expect(
      within(panel).getByText('Le motif ne peut pas dépasser 200 caractères.'),
    ).toBeInTheDocument();
    expect(services.blockDays).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.type(reason, '  Travaux de peinture ');
    await user.click(within(panel).getByRole('button', { name: 'Confirmer le blocage' }));
    await waitFor(() =>
      expect(services.blockDays).toHaveBeenCalledWith(
        LISTING.id,
        '2028-02-17',
        '2028-02-19',
        'Travaux de peinture',
      ),
    );
    expect(await screen.findByText('Jours bloqués.')).toBeInTheDocument();
    await waitFor(() => expect(services.getHostCalendar).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('region', { name: 'Jours choisis' })).not.toBeInTheDocument();
  });

  it("keeps the reason typed across a change of month and the end's pick, then clears it", async () => {
    // March answers only when released: the panel stays meanwhile
    let release: () => void = () => undefined;
    const { user, services } = await setup(async (m) => {
      if (m === '2028-03') await new Promise<void>((r) => (release = r));
      return emptyMonth(m);
    });
    await screen.findByRole('grid');
    await user.click(day(/^lundi 28 février 2028/));
    const panel = () => screen.getByRole('region', { name: 'Jours choisis' });
    const reasonBox = () => within(panel()).getByLabelText('Motif (visible de vous seul)');
    await user.type(reasonBox(), 'Congés de fin de mois');

    await user.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument(); // March is loading
    expect(reasonBox()).toHaveValue('Congés de fin de mois');
    act(() => release());
    await user.click(await screen.findByRole('button', { name: /^jeudi 2 mars 2028/ }));
    expect(panel()).toHaveTextContent('Du 28 février 2028 au 2 mars 2028');
    expect(reasonBox()).toHaveValue('Congés de fin de mois');
    await user.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await screen.findByRole('button', { name: /^lundi 28 février 2028/ });
    expect(reasonBox()).toHaveValue('Congés de fin de mois');

    await user.click(within(panel()).getByRole('button', { name: 'Confirmer le blocage' }));
    await waitFor(() =>
      expect(services.blockDays).toHaveBeenCalledWith(
        LISTING.id,
        '2028-02-28',
        '2028-03-02',
        'Congés de fin de mois',
      ),
    );
    await screen.findByText('Jours bloqués.');
    // a new selection starts with an empty reason
    await user.click(await screen.findByRole('button', { name: /^mardi 15 février 2028/ }));
    expect(reasonBox()).toHaveValue('');
  });

  it('names the confirmed days picked, and says a block closes the places still free', async () => {
    // a coworking space of 3 places: one rented from the 16th to the 18th, confirmed
    const shared = (month: string): HostCalendar => ({
      ...emptyMonth(month),
      days: emptyMonth(month).days.map((d) =>
        d.day >= '2028-02-16' && d.day <= '2028-02-18'
          ? { ...d, capacity: 3, taken: 1 }
          : { ...d, capacity: 3 },
      ),
      bookings: [
        booking({ id: 'c3', status: 'confirmed', startDate: '2028-02-16', endDate: '2028-02-18' }),
      ],
    });
    const { user } = await setup(async (m) => shared(m));
    await screen.findByRole('grid');
    await user.click(day(/^mardi 15 février 2028/));
    await user.click(day(/^samedi 19 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(within(panel).getByRole('status').textContent).toBe(
      "Impossible de bloquer ces jours\u00a0: 3 d'entre eux ont une réservation confirmée, à commencer par le 16 février 2028. Un blocage ferme toutes les places du jour, même celles encore libres.",
    );
    // one confirmed day alone
    await user.click(within(panel).getByRole('button', { name: 'Annuler la sélection' }));
    await user.click(day(/^jeudi 17 février 2028/));
    expect(
      within(screen.getByRole('region', { name: 'Jours choisis' })).getByRole('status').textContent,
    ).toBe(
      'Impossible de bloquer ce jour\u00a0: il a une réservation confirmée. Un blocage ferme toutes les places du jour, même celles encore libres.',
    );
  });

  it('blocks a single day (one pick), and explains calendar/day-confirmed in French', async () => {
    const { user, services } = await setup(undefined, {
      blockDays: vi.fn(async () => {
        throw new ServiceError('calendar/day-confirmed');
      }),
    });
    await screen.findByRole('grid');
    await user.click(day(/^mardi 15 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    await user.type(within(panel).getByLabelText('Motif (visible de vous seul)'), 'Congés');
    await user.click(within(panel).getByRole('button', { name: 'Confirmer le blocage' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "Impossible de bloquer ces jours : au moins l'un d'eux a une réservation confirmée.",
    );
    expect(services.blockDays).toHaveBeenCalledWith(
      LISTING.id,
      '2028-02-15',
      '2028-02-15',
      'Congés',
    );
    // The selection stays, to change it.
    expect(within(panel).getByRole('button', { name: 'Confirmer le blocage' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Annuler la sélection' }));
    expect(screen.queryByRole('region', { name: 'Jours choisis' })).not.toBeInTheDocument();
  });

  it('leaves the days over out of a selection: shown, focusable, not picked', async () => {
    const { user, services } = await setup();
    await screen.findByRole('grid');
    const past = day(/^mercredi 9 février 2028/);
    expect(past).toHaveAccessibleName('mercredi 9 février 2028\u00a0: Libre, passé');
    expect(past).toHaveAttribute('aria-disabled', 'true');
    expect(day(/^jeudi 10 février 2028/)).toHaveAccessibleName(
      "jeudi 10 février 2028\u00a0: Libre, aujourd'hui",
    );
    expect(day(/^jeudi 10 février 2028/)).not.toHaveAttribute('aria-disabled');
    await user.click(past);
    expect(screen.queryByRole('region', { name: 'Jours choisis' })).not.toBeInTheDocument();
    // by the keyboard too: the arrows cross the past, Enter picks nothing there
    await user.click(day(/^jeudi 10 février 2028/));
    await user.click(screen.getByRole('button', { name: 'Annuler la sélection' }));
    day(/^jeudi 10 février 2028/).focus();
    await user.keyboard('{ArrowLeft}');
    expect(past).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Jours choisis' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('region', { name: 'Jours choisis' })).toHaveTextContent(
      'Le 10 février 2028',
    );
    expect(services.blockDays).not.toHaveBeenCalled();
  });

  it('explains calendar/day-past in French (a day gone by the time the block is sent)', async () => {
    await setup(undefined, {
      blockDays: vi.fn(async () => {
        throw new ServiceError('calendar/day-past');
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('grid');
    await user.click(day(/^jeudi 10 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    await user.type(within(panel).getByLabelText('Motif (visible de vous seul)'), 'Congés');
    await user.click(within(panel).getByRole('button', { name: 'Confirmer le blocage' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "Un jour passé ne peut pas être bloqué : choisissez aujourd'hui ou un jour à venir.",
    );
  });

  it('lists days blocked in a row for one reason as one period', async () => {
    const month: HostCalendar = {
      ...emptyMonth('2028-02'),
      blocks: [
        { day: '2028-02-17', reason: 'Travaux' },
        { day: '2028-02-16', reason: 'Travaux' },
        { day: '2028-02-18', reason: 'Travaux' },
        { day: '2028-02-25', reason: 'Congés' },
      ],
    };
    await setup(async () => month);
    const blocks = (await screen.findByText('Jours bloqués ce mois-ci'))
      .nextElementSibling as HTMLElement;
    expect(
      within(blocks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Du mercredi 16 février 2028 au vendredi 18 février 2028 — Travaux Sélectionner pour débloquer',
      'vendredi 25 février 2028 — Congés Sélectionner pour débloquer',
    ]);
  });

  it('picks a blocked period from its line, from today on, and unblocks it; a past one has no button', async () => {
    const month: HostCalendar = {
      ...emptyMonth('2028-02'),
      days: emptyMonth('2028-02').days.map((d) =>
        ['2028-02-03', '2028-02-08', '2028-02-09', '2028-02-10', '2028-02-11'].includes(d.day)
          ? { ...d, blocked: true }
          : d,
      ),
      blocks: [
        { day: '2028-02-03', reason: 'Passé' },
        { day: '2028-02-08', reason: 'Travaux' },
        { day: '2028-02-09', reason: 'Travaux' },
        { day: '2028-02-10', reason: 'Travaux' },
        { day: '2028-02-11', reason: 'Travaux' },
      ],
    };
    const { user, services } = await setup(async () => month);
    const blocks = (await screen.findByText('Jours bloqués ce mois-ci'))
      .nextElementSibling as HTMLElement;
    const [past, current] = within(blocks).getAllByRole('listitem');
    // 3 February is gone by: nothing to pick
    expect(within(past!).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(current!).getByRole('button', {
        name: 'Sélectionner pour débloquer\u00a0: Du mardi 8 février 2028 au vendredi 11 février 2028',
      }),
    );
    // today (the 10th) and the day after: the days gone by stay as they are
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(panel).toHaveTextContent('Du 10 février 2028 au 11 février 2028');
    await user.click(within(panel).getByRole('button', { name: 'Débloquer 2 jours' }));
    await waitFor(() =>
      expect(services.unblockDays).toHaveBeenCalledWith(LISTING.id, ['2028-02-10', '2028-02-11']),
    );
    expect(await screen.findByText('Jours débloqués.')).toBeInTheDocument();
  });

  it('says in French when another failure stops the block or the unblock', async () => {
    const month: HostCalendar = {
      ...emptyMonth('2028-02'),
      blocks: [{ day: '2028-02-16', reason: 'Fermé' }],
    };
    const { user } = await setup(async () => month, {
      blockDays: vi.fn(async () => {
        throw new ServiceError('permission-denied');
      }),
      unblockDays: vi.fn(async () => {
        throw new Error('réseau');
      }),
    });
    await screen.findByRole('grid');
    await user.click(day(/^mardi 15 février 2028/));
    await user.click(day(/^mercredi 16 février 2028/));
    const panel = screen.getByRole('region', { name: 'Jours choisis' });
    expect(panel).toHaveTextContent('Motif : Fermé');
    await user.type(within(panel).getByLabelText('Motif (visible de vous seul)'), 'Salon');
    await user.click(within(panel).getByRole('button', { name: 'Confirmer le blocage' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Vous ne pouvez modifier que le calendrier de vos propres bureaux.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Débloquer 1 jour' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'Le déblocage a échoué. Veuillez réessayer.',
      ),
    );
  });
});

describe('host calendar: loading, errors, keyboard', () => {
  it('shows a skeleton while the month loads, then an error with a retry that works', async () => {
    let fail = true;
    let release: (c: HostCalendar) => void = () => undefined;
    const { user, services } = await setup(
      (month) =>
        new Promise<HostCalendar>((resolve, reject) => {
          if (fail) {
            fail = false;
            release = () => reject(new Error('réseau'));
          } else resolve(emptyMonth(month));
        }),
    );
    expect(await screen.findByText('Chargement du calendrier…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    // The skeleton is painted before the effect that asks for the month has run (the page
    // appears in a transition, src/hooks/AuthContext.tsx): fail the read once it is asked for,
    // not before (CI once released it first, and the read then never ended).
    await waitFor(() => expect(services.getHostCalendar).toHaveBeenCalledTimes(1));
    await act(async () => release(emptyMonth('2028-02')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger le calendrier de ce mois.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    expect(services.getHostCalendar).toHaveBeenCalledTimes(2);
  });

  it('moves by day, week and month with the keyboard, and picks with Enter', async () => {
    const { user, services } = await setup();
    await screen.findByRole('grid');
    await user.tab(); // "Mois précédent"
    await user.tab(); // "Mois suivant"
    await user.tab(); // today, the grid's one tab stop
    expect(day(/^jeudi 10 février 2028/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day(/^vendredi 11 février 2028/)).toHaveFocus();
    expect(day(/^vendredi 11 février 2028/)).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowDown}');
    expect(day(/^vendredi 18 février 2028/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day(/^jeudi 10 février 2028/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day(/^lundi 7 février 2028/)).toHaveFocus();
    await user.keyboard('{End}');
    expect(day(/^dimanche 13 février 2028/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Jours choisis' })).toHaveTextContent(
      'Le 13 février 2028',
    );
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(day(/^lundi 13 mars 2028/)).toHaveFocus());
    expect(services.getHostCalendar).toHaveBeenLastCalledWith(LISTING.id, '2028-03');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(day(/^lundi 28 février 2028/)).toHaveFocus());
  });
});

describe('host dashboard: the calendar section', () => {
  it("shows the calendar of the chosen listing, among the host's listings", async () => {
    const base: LocalTestBackend = await testBackend({ as: 'host' });
    const own = await base.listings.listListings({
      hostId: DEMO.host.uid,
      includeUnapproved: true,
    });
    const getHostCalendar = vi.fn(async (_id: string, month: string) => emptyMonth(month));
    const user = userEvent.setup();
    const backend = withListings(base, { getHostCalendar });
    const { router, unmount } = renderApp({ backend, route: '/host/dashboard' });
    const section = await screen.findByRole('region', { name: 'Calendrier des disponibilités' });
    expect(await within(section).findByRole('grid')).toBeInTheDocument();
    expect(getHostCalendar).toHaveBeenCalledWith(own[0].id, '2028-02');
    const select = within(section).getByRole('combobox', { name: 'Bureau' });
    expect(within(select).getAllByRole('option')).toHaveLength(own.length);
    await user.selectOptions(select, own[1].id);
    await waitFor(() => expect(getHostCalendar).toHaveBeenLastCalledWith(own[1].id, '2028-02'));
    // in the address, replaced (no step more for Back): a reload shows the same listing
    expect(router.state.location.search).toBe(`?calendrier=${own[1].id}`);
    expect(router.history.action).toBe('REPLACE');
    unmount();
    getHostCalendar.mockClear();
    renderApp({ backend, route: `/host/dashboard?calendrier=${own[1].id}` });
    const again = await screen.findByRole('region', { name: 'Calendrier des disponibilités' });
    expect(within(again).getByRole('combobox', { name: 'Bureau' })).toHaveValue(own[1].id);
    await waitFor(() => expect(getHostCalendar).toHaveBeenCalledWith(own[1].id, '2028-02'));
    expect(getHostCalendar).not.toHaveBeenCalledWith(own[0].id, expect.anything());
  });

  it("shows the first listing for an address naming none of the host's", async () => {
    const base: LocalTestBackend = await testBackend({ as: 'host' });
    const own = await base.listings.listListings({
      hostId: DEMO.host.uid,
      includeUnapproved: true,
    });
    const getHostCalendar = vi.fn(async (_id: string, month: string) => emptyMonth(month));
    renderApp({
      backend: withListings(base, { getHostCalendar }),
      route: '/host/dashboard?calendrier=lst-fes-03',
    });
    const section = await screen.findByRole('region', { name: 'Calendrier des disponibilités' });
    expect(within(section).getByRole('combobox', { name: 'Bureau' })).toHaveValue(own[0].id);
    await waitFor(() => expect(getHostCalendar).toHaveBeenCalledWith(own[0].id, '2028-02'));
  });
});
