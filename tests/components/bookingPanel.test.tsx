import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import { formatMad, formatNumber } from '@/domain/format';
import { ServiceError, type Backend } from '@/services';
import { memoryStore, type KeyValueStore } from '@/services/local/db';
import { DEMO_PASSWORD } from '../factories';
import { SEED_PASSWORD, buildSeed } from '@/services/seed/data';
import { asShown, DEMO, testBackend, twoClients, type LocalTestBackend } from '../utils';
import {
  PANEL_NOW,
  dayName,
  renderPanel as renderHarnessPanel,
  setupPanelUser,
  freezePanelClock,
} from './bookingPanelHarness';

// Seeded bookings of lst-casa-02 (minimum 2 days) hold 22-24 June (confirmed) and 15-16 July
// (pending_admin, 5 hours old); the clock: ./bookingPanelHarness.tsx.
freezePanelClock();
const setupUser = setupPanelUser;

function DashboardProbe() {
  const location = useLocation();
  const state = location.state as { success?: string } | null;
  return (
    <div>
      <h1>Tableau de bord</h1>
      <p data-testid="success">{state?.success ?? ''}</p>
    </div>
  );
}

const renderPanel = (backend: Backend, listingId: string) =>
  renderHarnessPanel(backend, listingId, { dashboard: <DashboardProbe /> });

function dayLabel(day: string): RegExp {
  return new RegExp(`^${dayName(day)}`);
}

async function openCalendar(user: ReturnType<typeof setupUser>, field: 'début' | 'fin') {
  await user.click(screen.getByRole('button', { name: `Choisir la date de ${field}` }));
  return screen.findByRole('dialog', { name: `Choisir la date de ${field}` });
}

/** Opens the field's calendar, moves to the day's month and clicks the day. */
async function pickDay(user: ReturnType<typeof setupUser>, field: 'début' | 'fin', day: string) {
  const dialog = await openCalendar(user, field);
  for (let i = 0; i < 24; i += 1) {
    const button = within(dialog).queryByRole('button', { name: dayLabel(day) });
    if (button) {
      await user.click(button);
      return;
    }
    await user.click(within(dialog).getByRole('button', { name: 'Mois suivant' }));
  }
  throw new Error(`day ${day} not found`);
}

const startField = () => screen.getByLabelText('Date de début');
const endField = () => screen.getByLabelText('Date de fin');
const submit = () => screen.getByRole('button', { name: 'Réserver' });

describe('booking panel — form and price', () => {
  it('shows the prices, the rental choice (daily by default) and the dates', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { listing } = await renderPanel(backend, 'lst-casa-04');
    const panel = screen.getByRole('region', { name: 'Réserver cet espace' });
    expect(within(panel).getByText('220 MAD')).toBeInTheDocument();
    expect(panel).toHaveTextContent(`220 MAD /jour`);
    expect(panel).toHaveTextContent(`${formatMad(listing.pricePerMonth).replace(/\s/g, ' ')}/mois`);
    const group = screen.getByRole('group', { name: 'Type de location' });
    expect(within(group).getByRole('radio', { name: 'Location journalière' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Location mensuelle' })).not.toBeChecked();
    expect(startField()).toHaveAttribute('readonly');
    expect(endField()).toHaveAttribute('readonly');
    expect(screen.queryByRole('checkbox', { name: 'Durée indéterminée' })).not.toBeInTheDocument();
    expect(screen.getByText('Les dates grisées ne sont pas disponibles')).toBeInTheDocument();
    expect(screen.getByText('Choisissez vos dates pour voir le prix total.')).toBeInTheDocument();
  });

  it('requires a start date and, for a daily rental, an end date (spec §5)', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await user.click(submit());
    expect(await screen.findByText('Veuillez sélectionner une date de début')).toBeInTheDocument();
    expect(
      screen.getByText('Veuillez sélectionner une date de fin pour la location journalière'),
    ).toBeInTheDocument();
    expect(startField()).toHaveAttribute('aria-invalid', 'true');
    expect(startField()).toHaveFocus();
    await pickDay(user, 'début', '2026-06-20');
    await waitFor(() =>
      expect(screen.queryByText('Veuillez sélectionner une date de début')).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('Veuillez sélectionner une date de fin pour la location journalière'),
    ).toBeInTheDocument();
  });

  it('requires an end date or « Durée indéterminée » for a monthly rental (spec §5)', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await pickDay(user, 'début', '2026-07-01');
    await user.click(submit());
    expect(
      await screen.findByText(
        'Veuillez sélectionner une date de fin ou cocher « Durée indéterminée »',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    await waitFor(() =>
      expect(
        screen.queryByText(/Veuillez sélectionner une date de fin ou cocher/),
      ).not.toBeInTheDocument(),
    );
  });

  it('prices a daily period from the listing: "3 jours × {pricePerDay} MAD" and the total', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-02'); // 650 MAD per day
    await pickDay(user, 'début', '2026-06-25');
    await pickDay(user, 'fin', '2026-06-27');
    expect(endField()).toHaveValue('27 juin 2026');
    expect(await screen.findByText('3 jours × 650 MAD')).toBeInTheDocument();
    const total = screen.getByText('Total').parentElement!;
    expect(total).toHaveTextContent(/1\s950 MAD/);
  });

  it('prices a monthly fixed period per month and an indefinite one per month without end', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    const { listing } = await renderPanel(backend, 'lst-casa-04');
    const perMonth = formatNumber(listing.pricePerMonth).replace(/\s/g, ' ');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await pickDay(user, 'début', '2026-07-01');
    await pickDay(user, 'fin', '2026-09-30');
    expect(await screen.findByText(`3 mois × ${perMonth} MAD`)).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent(
      formatMad(3 * listing.pricePerMonth).replace(/\s/g, ' '),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    expect(await screen.findByText(`${perMonth} MAD/mois, sans date de fin`)).toBeInTheDocument();
  });
});

describe('booking panel — switch rules (spec §4)', () => {
  it('switching to monthly clears the end date', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-22');
    expect(endField()).toHaveValue('22 juin 2026');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    expect(endField()).toHaveValue('');
    expect(startField()).toHaveValue('20 juin 2026');
  });

  it('checking indefinite clears and disables the end date', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await pickDay(user, 'début', '2026-07-01');
    await pickDay(user, 'fin', '2026-08-31');
    expect(endField()).toHaveValue('31 août 2026');
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    expect(endField()).toHaveValue('');
    expect(endField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choisir la date de fin' })).toBeDisabled();
    // unchecked: the end it cleared comes back, priced again
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    expect(endField()).toHaveValue('31 août 2026');
    expect(endField()).toBeEnabled();
    expect(await screen.findByText(/^2 mois × /)).toBeInTheDocument();
    // but not once the box is checked and unchecked with the end cleared by hand before
    await user.click(screen.getByRole('button', { name: 'Effacer la date de fin' }));
    // the clear button leaves with the day: the focus goes to the calendar's button
    expect(screen.getByRole('button', { name: 'Choisir la date de fin' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    expect(endField()).toHaveValue('');
  });

  it('switching to daily clears the indefinite flag', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    expect(screen.getByRole('checkbox', { name: 'Durée indéterminée' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Location journalière' }));
    expect(screen.queryByRole('checkbox', { name: 'Durée indéterminée' })).not.toBeInTheDocument();
    expect(endField()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    expect(screen.getByRole('checkbox', { name: 'Durée indéterminée' })).not.toBeChecked();
  });
});

describe('booking panel — further rules', () => {
  it("refuses a stay shorter than the listing's minimum duration", async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-02'); // minimum 2 days
    await pickDay(user, 'début', '2026-06-26');
    await pickDay(user, 'fin', '2026-06-26');
    expect(
      await screen.findByText('La durée minimale de location est de 2 jours'),
    ).toBeInTheDocument();
    // the dates are chosen: the summary asks to correct them, not to choose them
    expect(
      screen.getByText('Corrigez votre choix ci-dessus pour voir le prix total.'),
    ).toBeVisible();
  });

  it('refuses an end date before the start date', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'fin', '2026-06-20');
    await pickDay(user, 'début', '2026-06-25');
    expect(
      await screen.findByText(
        'La date de fin doit être identique ou postérieure à la date de début',
      ),
    ).toBeInTheDocument();
    // and the end's calendar names the days before the start as such, saying why
    const dialog = await openCalendar(user, 'fin');
    expect(
      within(dialog).getByRole('button', { name: dayLabel('2026-06-24') }),
    ).toHaveAccessibleName(`${dayName('2026-06-24')}, avant la date de début`);
    expect(
      within(dialog).getByText('La date de fin est le jour du début ou un jour suivant.'),
    ).toBeVisible();
  });

  it('refuses a daily stay over 90 days', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-16');
    await pickDay(user, 'fin', '2026-09-14'); // 91 days
    expect(await screen.findByText(/ne peut pas dépasser 90 jours/)).toBeInTheDocument();
  });

  it("offers a monthly period's end from a month after its start, and refuses a shorter one", async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await pickDay(user, 'début', '2026-07-15');
    // the panel says when it may end at the earliest
    const note = 'Une location mensuelle dure au moins un mois : fin au plus tôt le 14 août 2026.';
    expect(screen.getByText(note)).toBeVisible();
    // the end's calendar opens on the month it may end in, the days before greyed, and says why
    const dialog = await openCalendar(user, 'fin');
    const early = within(dialog).getByRole('button', { name: dayLabel('2026-08-13') });
    expect(early).toBeDisabled();
    expect(early).toHaveAccessibleName(`${dayName('2026-08-13')}, moins d'un mois après le début`);
    expect(within(dialog).getByRole('button', { name: dayLabel('2026-08-14') })).toBeEnabled();
    expect(within(dialog).getByText(note)).toBeVisible();
    await user.keyboard('{Escape}');
    // « Durée indéterminée »: no end to choose, and nothing said about one
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    expect(screen.queryByText(note)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    // an end chosen first, then a start too close to it: refused, with the first end allowed
    await pickDay(user, 'fin', '2026-08-14');
    await pickDay(user, 'début', '2026-07-20');
    expect(
      await screen.findByText(
        'Une location mensuelle dure au moins un mois : choisissez une date de fin à partir du 19 août 2026',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a daily period spanning taken days, and names them', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-02');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-26');
    // 22-24 June are held (the seed's confirmed booking)
    expect(
      await screen.findByText(
        'Certaines dates de cette période ne sont pas disponibles : le 22 juin 2026, le 23 juin 2026 et 1 autre jour.',
      ),
    ).toBeInTheDocument();
  });
});

describe('booking panel — unavailable dates', () => {
  it('greys past and taken days; picking a taken one clears the field and says so for 2 s', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-02');
    await pickDay(user, 'début', '2026-06-25');
    expect(startField()).toHaveValue('25 juin 2026');

    const dialog = await openCalendar(user, 'début');
    expect(
      within(dialog).getByText('Les dates grisées ne sont pas disponibles'),
    ).toBeInTheDocument();
    // Past days cannot be chosen; today can.
    expect(within(dialog).getByRole('button', { name: dayLabel('2026-06-14') })).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: /^lundi 15 juin 2026, aujourd'hui/ }),
    ).toBeEnabled();
    const taken = await within(dialog).findByRole('button', {
      name: 'lundi 22 juin 2026, indisponible',
    });
    await user.click(taken);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(startField()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent("Cette date n'est pas disponible");
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByText("Cette date n'est pas disponible")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.queryByText("Cette date n'est pas disponible")).not.toBeInTheDocument();
  });

  it('reads three months first, then the days after them as the calendar moves on', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const spy = vi.spyOn(backend.listings, 'getAvailability'); // issue 13: the panel reads places
    const user = setupUser();
    await renderPanel(backend, 'lst-casa-04');
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith('lst-casa-04', '2026-06-15', '2026-09-15'),
    );
    const dialog = await openCalendar(user, 'début');
    for (let i = 0; i < 2; i += 1)
      await user.click(within(dialog).getByRole('button', { name: 'Mois suivant' }));
    expect(spy).toHaveBeenCalledTimes(1); // August: loaded
    await user.click(within(dialog).getByRole('button', { name: 'Mois suivant' }));
    // September's last day is past the 15th: the days after those loaded, to 92 days on
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
    expect(spy.mock.calls[1]).toEqual(['lst-casa-04', '2026-09-16', '2026-12-31']);
  });

  it('an indefinite monthly rental loads its year, and says when a day of it is taken', async () => {
    const backend = await testBackend({ as: 'tenant' });
    // lst-casa-02's host blocks a day five months on, past the first three months read
    await backend.auth.signOut();
    await backend.auth.signIn('sara.tazi@demo.ma', SEED_PASSWORD);
    await backend.listings.blockDays('lst-casa-02', '2026-11-20', '2026-11-20', 'Travaux');
    await backend.auth.signOut();
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const spy = vi.spyOn(backend.listings, 'getAvailability');
    const user = setupUser();
    await renderPanel(backend, 'lst-casa-02');
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await pickDay(user, 'début', '2026-07-01');
    expect(screen.queryByText(/retient les 12 mois/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    // its 12 months are read (the days after the first three), then checked
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith('lst-casa-02', '2026-09-16', '2027-09-30'),
    );
    expect(
      await screen.findByText(
        'Une location sans date de fin retient les 12 mois qui suivent son début, et certains de ces jours ne sont pas disponibles : choisissez une date de fin ou une autre date de début.',
      ),
    ).toBeInTheDocument();
  });

  it('is operable with the keyboard', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    const trigger = screen.getByRole('button', { name: 'Choisir la date de début' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choisir la date de début' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^lundi 15 juin 2026/ })).toHaveFocus(),
    );
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(dialog).getByRole('button', { name: /^mardi 23 juin 2026/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(startField()).toHaveValue('23 juin 2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    // Escape closes without choosing.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Choisir la date de début' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(startField()).toHaveValue('23 juin 2026');
  });
});

describe("booking panel — Morocco's today", () => {
  it('takes today from Casablanca, not from the machine', async () => {
    // 23:30 UTC on 14 June: 19:30 on the 14th in New York, already 00:30 on the 15th in Morocco.
    vi.setSystemTime(new Date('2026-06-14T23:30:00Z'));
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    const dialog = await openCalendar(user, 'début');
    expect(within(dialog).getByRole('button', { name: dayLabel('2026-06-14') })).toBeDisabled();
    await user.click(
      within(dialog).getByRole('button', { name: /^lundi 15 juin 2026, aujourd'hui/ }),
    );
    expect(startField()).toHaveValue('15 juin 2026');
  });
});

describe('booking panel — sending the request', () => {
  it('creates the booking and goes to /dashboard with a success message', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    const { router } = await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-21');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('success')).toHaveTextContent(
      'Votre demande de réservation a été envoyée',
    );
    const mine = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(mine[0]).toMatchObject({
      listingId: 'lst-casa-04',
      startDate: '2026-06-20',
      endDate: '2026-06-21',
      status: 'pending_admin',
      totalPrice: 440,
    });
  });

  it('says when the dates were just taken and greys them', async () => {
    const user = setupUser();
    const [mine, other] = await twoClients();
    await mine.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await other.auth.signIn(DEMO.tenant2.email, DEMO.tenant2.password);
    const { router } = await renderPanel(mine, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-21');
    // Someone else books the same days meanwhile.
    await other.bookings.createBooking({
      listingId: 'lst-casa-04',
      rentalType: 'daily',
      startDate: '2026-06-21',
      endDate: '2026-06-21',
      isIndefinite: false,
    });
    await user.click(submit());
    // One clear message (issue 16): the panel's alert, in the spec's words — no toast, no
    // field error under the dates on top of it.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates.",
    );
    expect(router.state.location.pathname).toBe('/listing/lst-casa-04');
    // The choices are kept, and the taken day is now greyed (the availability was reloaded)...
    expect(startField()).toHaveValue('20 juin 2026');
    const dialog = await openCalendar(user, 'début');
    expect(
      await within(dialog).findByRole('button', { name: 'dimanche 21 juin 2026, indisponible' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    // ...yet the message is still the only one.
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expect(
      screen.getAllByText("Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates."),
    ).toHaveLength(1);
    expect(
      screen.queryByText(/^(Certaines dates|Une date) de cette période/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText("Cette date n'est pas disponible")).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date de fin')).not.toHaveAttribute('aria-invalid', 'true');

    // Changing the dates clears the message; a new choice over the taken day is then refused
    // in the form, without the old message.
    await pickDay(user, 'fin', '2026-06-22');
    await waitFor(() =>
      expect(
        screen.queryByText("Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates."),
      ).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByText("Une date de cette période n'est pas disponible : le 21 juin 2026."),
    ).toBeInTheDocument();
  });
});

/**
 * A tenant's panel on lst-casa-04 with 20–21 June chosen, and another client signed in as its
 * host (`other`), who changes the listing while the page is open.
 */
async function openedWithTwoDays() {
  const user = setupUser();
  const [mine, other] = await twoClients();
  await mine.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
  const owner = buildSeed(PANEL_NOW).users.find((u) => u.uid === 'host-3')!;
  await other.auth.signIn(owner.email, SEED_PASSWORD);
  const { router, listing } = await renderPanel(mine, 'lst-casa-04');
  await pickDay(user, 'début', '2026-06-20');
  await pickDay(user, 'fin', '2026-06-21');
  return { user, mine, other, router, listing };
}

describe('booking panel — the price changed meanwhile', () => {
  it('refuses to send at a price the tenant did not see, shows the new one, then sends', async () => {
    const { user, mine, other: host, router, listing } = await openedWithTwoDays();
    const oldTotal = asShown(formatMad(2 * listing.pricePerDay));
    expect(screen.getAllByText(oldTotal).length).toBeGreaterThan(0);
    // The host raises the daily price while the page is open.
    await host.listings.updateListing('lst-casa-04', { pricePerDay: listing.pricePerDay + 30 });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le tarif de ce bureau vient de changer : le récapitulatif affiche maintenant le nouveau prix.',
    );
    expect(router.state.location.pathname).toBe('/listing/lst-casa-04');
    expect(await mine.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant')).not.toContainEqual(
      expect.objectContaining({ startDate: '2026-06-20', listingId: 'lst-casa-04' }),
    );
    // The dates are kept; the panel and the summary show the new price.
    expect(startField()).toHaveValue('20 juin 2026');
    expect(screen.queryByText(oldTotal)).not.toBeInTheDocument();
    expect(
      screen.getAllByText(asShown(formatMad(2 * (listing.pricePerDay + 30)))).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText(asShown(`2 jours × ${formatMad(listing.pricePerDay + 30)}`)),
    ).toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const booked = await mine.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(booked[0]).toMatchObject({
      listingId: 'lst-casa-04',
      totalPrice: 2 * (listing.pricePerDay + 30),
    });
  });
});

describe('booking panel — the listing changed or went meanwhile', () => {
  it('says the new minimum duration when the host raised it, then sends a choice that meets it', async () => {
    const { user, other, router, listing } = await openedWithTwoDays();
    expect(listing.minimumDuration).toBeLessThan(5);
    await other.listings.updateListing('lst-casa-04', { minimumDuration: 5 });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Ce bureau vient de changer (au moins 5 jours)\u00a0: le formulaire en tient compte maintenant. Vérifiez votre choix, puis envoyez de nouveau votre demande.',
      ),
    );
    // the dates kept, and the end says at once what the new minimum refuses
    expect(startField()).toHaveValue('20 juin 2026');
    expect(
      await screen.findByText('La durée minimale de location est de 5 jours'),
    ).toBeInTheDocument();
    await pickDay(user, 'fin', '2026-06-24');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says the listing is no longer offered when the admin suspended it, and logs nothing', async () => {
    const { user, other, router } = await openedWithTwoDays();
    const admin = await other.admin.unlock(DEMO.adminPassword);
    await admin.setListingApproval('lst-casa-04', false);
    const logged = vi.spyOn(console, 'error');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent("Ce bureau n'est plus proposé à la réservation."),
    );
    // the rules' refusal is explained by the suspension: no bug to report (reportError)
    expect(logged.mock.calls.flat().filter((arg) => arg instanceof ServiceError)).toEqual([]);
    logged.mockRestore();
    expect(router.state.location.pathname).toBe('/listing/lst-casa-04');
    expect(startField()).toHaveValue('20 juin 2026');
  });
});

describe('booking panel — a full browser storage (demo)', () => {
  it('says in French that nothing was saved, and books nothing', async () => {
    const user = setupUser();
    const kv = memoryStore();
    let full = false;
    const storage: KeyValueStore = {
      getItem: (k) => kv.getItem(k),
      setItem(k, v) {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        kv.setItem(k, v);
      },
      removeItem: (k) => kv.removeItem(k),
    };
    const backend = await testBackend({ storage, as: 'tenant' });
    const before = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    const { router } = await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-21');
    full = true;
    await user.click(submit());
    const messages = await screen.findAllByText(
      "Le stockage du navigateur est plein : l'action n'a pas été enregistrée. Libérez de l'espace ou réinitialisez les données de démo.",
    );
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(router.state.location.pathname).toBe('/listing/lst-casa-04');
    expect(await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant')).toEqual(before);
  });
});

describe('booking panel — refusals say what happened', () => {
  it.each([
    [
      'permission-denied',
      "Votre demande n'a pas pu être enregistrée. Vérifiez les dates et réessayez.",
    ],
    ['booking/not-tenant', 'Seuls les comptes locataires peuvent réserver un bureau'],
    [
      'booking/expired',
      'Ce bureau a changé entre-temps. Actualisez la page, puis choisissez vos dates à nouveau.',
    ],
  ] as const)('a request refused with %s shows its own message', async (code, message) => {
    toast.remove(); // no toast left over from an earlier test
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    vi.spyOn(backend.bookings, 'createBooking').mockRejectedValue(new ServiceError(code));
    const { router } = await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-21');
    await user.click(submit());
    expect((await screen.findAllByText(message)).length).toBeGreaterThanOrEqual(1);
    if (code !== 'booking/not-tenant') {
      expect(
        screen.queryByText('Seuls les comptes locataires peuvent réserver un bureau'),
      ).not.toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/listing/lst-casa-04');
  });
});

describe('booking panel — who may book', () => {
  it('tells a host they cannot book their own office', async () => {
    const backend = await testBackend({ as: 'host' });
    await renderPanel(backend, 'lst-casa-01');
    expect(
      await screen.findByText('Vous ne pouvez pas réserver votre propre bureau'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réserver' })).not.toBeInTheDocument();
  });

  it('tells a host that bookings are for tenant accounts', async () => {
    const backend = await testBackend({ as: 'host' });
    await renderPanel(backend, 'lst-casa-02');
    expect(
      await screen.findByText('Seuls les comptes locataires peuvent réserver un bureau'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows an incomplete profile an orange notice linking to /profile, and still books', async () => {
    const user = setupUser();
    const backend = await testBackend();
    await backend.auth.signIn('salma.idrissi@demo.ma', DEMO_PASSWORD);
    const { router } = await renderPanel(backend, 'lst-casa-04');
    expect(screen.getByText('Complétez votre profil')).toBeInTheDocument();
    // Salma has a name, not a phone: only the phone is asked for
    expect(
      screen.getByText(
        "Ajoutez votre numéro de téléphone pour que l'hôte puisse vous contacter au sujet de votre réservation.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter mon profil' })).toHaveAttribute(
      'href',
      '/profile?redirect=%2Flisting%2Flst-casa-04',
    );
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-20');
    await user.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows no notice to a complete profile', async () => {
    const backend = await testBackend({ as: 'tenant' });
    await renderPanel(backend, 'lst-casa-04');
    expect(screen.queryByText('Complétez votre profil')).not.toBeInTheDocument();
  });
});

describe('booking panel — quick sign-up for visitors', () => {
  async function fillSignup(user: ReturnType<typeof setupUser>, email = 'nouveau@exemple.ma') {
    await user.type(screen.getByLabelText('Prénom'), 'Hamza');
    await user.type(screen.getByLabelText('Nom'), 'Ziani');
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.type(screen.getByLabelText('Téléphone'), '+212 6 11 22 33 44');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret12');
  }

  it('shows the sign-up fields, the phone placeholder and a login link back to the listing', async () => {
    const backend = await testBackend();
    await renderPanel(backend, 'lst-casa-04');
    expect(
      screen.getByRole('group', { name: 'Créez votre compte pour réserver' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('placeholder', '+212 6 XX XX XX XX');
    expect(
      screen.getByRole('link', { name: 'Déjà un compte\u00a0? Se connecter' }),
    ).toHaveAttribute(
      'href',
      // The redirect target is URL-encoded, as everywhere (src/config/paths.ts).
      `/login?redirect=${encodeURIComponent('/listing/lst-casa-04')}`,
    );
  });

  it('validates the sign-up fields on change with the spec messages', async () => {
    const user = setupUser();
    const backend = await testBackend();
    await renderPanel(backend, 'lst-casa-04');
    await user.type(screen.getByLabelText('E-mail'), 'pas-un-email');
    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mot de passe'), '123');
    expect(await screen.findByText('Minimum 6 caractères')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Prénom'), 'A');
    await user.clear(screen.getByLabelText('Prénom'));
    expect(await screen.findByText('Prénom requis')).toBeInTheDocument();
  });

  it('checks the booking choices first and creates no account while they are wrong', async () => {
    const user = setupUser();
    const backend = await testBackend();
    const signUp = vi.spyOn(backend.auth, 'signUp');
    await renderPanel(backend, 'lst-casa-04');
    await fillSignup(user);
    await user.click(submit());
    expect(await screen.findByText('Veuillez sélectionner une date de début')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up, then about one second later books, then lands on /dashboard', async () => {
    const user = setupUser();
    const backend = await testBackend();
    const times: Record<string, number> = {};
    const realSignUp = backend.auth.signUp.bind(backend.auth);
    vi.spyOn(backend.auth, 'signUp').mockImplementation(async (input) => {
      const profile = await realSignUp(input);
      times.signedUp = Date.now();
      return profile;
    });
    const realCreate = backend.bookings.createBooking.bind(backend.bookings);
    const create = vi.spyOn(backend.bookings, 'createBooking').mockImplementation((request) => {
      times.booked = Date.now();
      return realCreate(request);
    });
    const { router } = await renderPanel(backend, 'lst-casa-04');
    await user.click(screen.getByRole('radio', { name: 'Location mensuelle' }));
    await pickDay(user, 'début', '2026-07-01');
    await user.click(screen.getByRole('checkbox', { name: 'Durée indéterminée' }));
    await fillSignup(user);
    await user.click(submit());

    expect(await screen.findByText('Compte créé avec succès !')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    // The sign-up fields are gone; the choices stay.
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    expect(startField()).toHaveValue('1er juillet 2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 3000,
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(times.booked - times.signedUp).toBeGreaterThanOrEqual(1000);
    expect(times.booked - times.signedUp).toBeLessThan(1500);
    expect(create).toHaveBeenCalledWith({
      listingId: 'lst-casa-04',
      rentalType: 'monthly',
      startDate: '2026-07-01',
      endDate: null,
      isIndefinite: true,
      // the prices the panel showed (a change meanwhile refuses the request)
      seenPrices: { pricePerDay: 220, pricePerMonth: 4600 },
    });
    const profile = await backend.users.getProfile((await create.mock.results[0].value).tenantId);
    expect(profile).toMatchObject({
      role: 'tenant',
      firstName: 'Hamza',
      email: 'nouveau@exemple.ma',
    });
    expect(await screen.findByTestId('success')).toHaveTextContent(
      'Votre demande de réservation a été envoyée',
    );
  });

  it('keeps everything typed when the sign-up fails', async () => {
    const user = setupUser();
    const backend: LocalTestBackend = await testBackend();
    // refused for a reason the panel cannot say better (the auth service's password policy)
    vi.spyOn(backend.auth, 'signUp').mockRejectedValue(new ServiceError('auth/weak-password'));
    const create = vi.spyOn(backend.bookings, 'createBooking');
    const { router } = await renderPanel(backend, 'lst-casa-04');
    await pickDay(user, 'début', '2026-06-20');
    await pickDay(user, 'fin', '2026-06-21');
    await fillSignup(user);
    await user.click(submit());
    expect(await screen.findByText('Erreur lors de la création du compte')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listing/lst-casa-04');
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Hamza');
    expect(screen.getByLabelText('E-mail')).toHaveValue('nouveau@exemple.ma');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('secret12');
    expect(startField()).toHaveValue('20 juin 2026');
    expect(endField()).toHaveValue('21 juin 2026');
  });
});
