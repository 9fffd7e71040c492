import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatDay, formatMad } from '@/domain/format';
import { buildSeed } from '@/services/seed/data';
import { guillemets } from '../french';
import { DEMO_PASSWORD } from '../factories';
import { DEMO, renderApp, testBackend, newHostBackend } from '../utils';

// These tests drive whole pages; give slow CI machines some room.
const NOW = new Date('2026-06-15T09:00:00Z');
const seed = buildSeed(NOW);
const norm = (s: string) => s.replace(/\s/g, ' ');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function counter(label: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Résumé de vos réservations' });
  const term = within(region).getByText(label);
  return term.nextElementSibling as HTMLElement;
}

async function bookingList(): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name: 'Historique des réservations' });
  return within(section).getByRole('list');
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('tenant dashboard', () => {
  it("opened at a booking (a notification's link), focuses its card's heading", async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard#booking-bkg-01' });
    await waitFor(() => expect(document.getElementById('booking-bkg-01')).toHaveFocus());
    expect(document.getElementById('booking-bkg-01')!.tagName).toBe('H3');
  });

  it('leaves the focus alone when the address names no card of the page', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard#booking-nope' });
    await screen.findAllByRole('article');
    expect(document.body).toHaveFocus();
  });

  it('greets the tenant and counts confirmed, pending and the total spent', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes réservations' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mes réservations | Maktabi'));
    expect(screen.getByText('Bonjour Yasmine !')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Résumé de vos réservations' });
    const mine = seed.bookings.filter((b) => b.tenantId === DEMO.tenant.uid);
    const confirmed = mine.filter((b) => b.status === 'confirmed');
    const pending = mine.filter((b) => b.status === 'pending' || b.status === 'pending_admin');
    expect(counter('Réservations confirmées')).toHaveTextContent(String(confirmed.length));
    expect(counter('Réservations en attente')).toHaveTextContent(String(pending.length));
    expect(counter('Total dépensé')).toHaveTextContent(
      norm(formatMad(confirmed.reduce((sum, b) => sum + b.totalPrice, 0))),
    );
    // the total counts confirmed stays still to come, and says so under the figure
    const future = confirmed.filter((b) => b.startDate > '2026-06-15');
    expect(future.length).toBeGreaterThan(0);
    expect(counter('Total dépensé').nextElementSibling).toHaveTextContent(
      'Réservations confirmées, à venir comprises',
    );
  });

  it('lists own bookings newest first with title, address, dates, status, request date, price and link', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    const list = await bookingList();
    const mine = seed.bookings
      .filter((b) => b.tenantId === DEMO.tenant.uid)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const items = within(list).getAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading').textContent)).toEqual(
      mine.map((b) => b.listingTitle),
    );

    const daily = mine.find((b) => b.id === 'bkg-01')!;
    const a = card(daily.listingTitle);
    // The seeded address already ends with the city: it is not repeated.
    expect(daily.listingAddress.endsWith(daily.listingCity)).toBe(true);
    expect(a).toHaveTextContent(daily.listingAddress);
    expect(a).not.toHaveTextContent(`${daily.listingCity}, ${daily.listingCity}`);
    expect(a).toHaveTextContent(`Du ${formatDay(daily.startDate)} au ${formatDay(daily.endDate!)}`);
    expect(within(a).getByText('Confirmée')).toBeInTheDocument();
    expect(a).toHaveTextContent(`Demandée le ${formatDate(daily.createdAt)}`);
    expect(a).toHaveTextContent(norm(formatMad(daily.totalPrice)));
    expect(within(a).getByRole('link', { name: /^Voir le bureau/ })).toHaveAttribute(
      'href',
      `/listing/${daily.listingId}`,
    );
    // the tenant writes to the host from the card itself (its actions, not under it)
    // (named with its listing for screen readers: a list of bookings has one such link each)
    expect(
      within(a).getByRole('link', {
        name: guillemets(`Écrire à l'hôte « ${daily.listingTitle} »`),
      }),
    ).toHaveAttribute('href', `/messages/${daily.listingId}_${DEMO.tenant.uid}`);
    const monthly = mine.find((b) => b.id === 'bkg-05')!;
    expect(card(monthly.listingTitle)).toHaveTextContent(
      `Location mensuelle · Du ${formatDay(monthly.startDate)} au ${formatDay(monthly.endDate!)}`,
    );

    const statuses = items.map(
      (item) =>
        within(item).getByText(/Confirmée|En attente admin|Refusée|Annulée|En attente/).textContent,
    );
    expect(statuses).toEqual(
      mine.map(
        (b) =>
          ({
            confirmed: 'Confirmée',
            pending_admin: 'En attente admin',
            rejected: 'Refusée',
            cancelled: 'Annulée',
            pending: 'En attente',
          })[b.status],
      ),
    );
  });

  it('says why the admin refused a booking, when they said; a refusal without a reason says nothing more', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/dashboard' });
    await bookingList();
    const refused = seed.bookings.find((b) => b.id === 'bkg-03')!;
    expect(refused.rejectionReason).toBeTruthy();
    const a = card(refused.listingTitle);
    expect(within(a).getByText('Refusée')).toBeInTheDocument();
    expect(within(a).getByText(norm(`Motif du refus : ${refused.rejectionReason}`))).toBeVisible();
    // the others say no reason (a cancelled one, a confirmed one)
    for (const id of ['bkg-01', 'bkg-04']) {
      const other = seed.bookings.find((b) => b.id === id)!;
      expect(card(other.listingTitle)).not.toHaveTextContent('Motif du refus');
    }
  });

  it('shows an empty state linking to /search', async () => {
    const backend = await testBackend();
    await backend.auth.signUp({
      firstName: 'Nadia',
      lastName: 'Fassi',
      email: 'nadia.fassi@exemple.ma',
      phoneNumber: '+212 6 00 00 00 00',
      password: 'secret12',
      role: 'tenant',
    });
    renderApp({ backend, route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Aucune réservation pour le moment' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Rechercher un bureau' }),
    ).toHaveAttribute('href', '/search');
    expect(counter('Réservations confirmées')).toHaveTextContent('0');
  });

  it('shows skeletons while loading, then an error with a retry', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant', latencyMs: 200 });
    const list = vi.spyOn(backend.bookings, 'listBookingsForUser');
    list.mockRejectedValueOnce(new Error('réseau'));
    renderApp({ backend, route: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Mes réservations' });
    expect(await screen.findByText('Impossible de charger vos réservations.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(
      await screen.findByRole('region', { name: 'Résumé de vos réservations' }),
    ).toBeInTheDocument();
    // (the contacts of confirmed bookings load next, issue 14)
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('shows a success message passed through navigation once, then clears it', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/help' });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    await act(() =>
      router.navigate('/dashboard', { state: { success: 'Demande envoyée\u00a0!' } }),
    );
    expect(await screen.findByText('Demande envoyée !')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByText('Demande envoyée !')).toHaveLength(1);
  });

  it('lets the tenant cancel a booking waiting for the admin, after confirmation, freeing its days', async () => {
    const user = setupUser();
    const backend = await testBackend({ as: 'tenant' });
    const app = renderApp({ backend, route: '/dashboard' });
    const waiting = seed.bookings.find((b) => b.id === 'bkg-02')!;
    await bookingList();
    // Only the pending_admin booking can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Annuler la réservation/ })).toHaveLength(1);
    const article = card(waiting.listingTitle);
    // Each card's button is named by its listing (not only « Annuler la réservation »); jsdom's
    // accessible name drops the space before the screen-reader text, a browser keeps it.
    const cancel = within(article).getByRole('button', {
      name: guillemets(`Annuler la réservation« ${waiting.listingTitle} »`),
    });
    expect(
      await backend.listings.getUnavailableDays(
        waiting.listingId,
        waiting.startDate,
        waiting.endDate!,
      ),
    ).toHaveLength(2);

    // "Garder la réservation" keeps it, and the focus returns to the button.
    await user.click(cancel);
    let dialog = screen.getByRole('dialog', { name: 'Annuler cette réservation\u00a0?' });
    expect(within(dialog).getByRole('button', { name: 'Garder la réservation' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cancel).toHaveFocus());

    await user.click(cancel);
    dialog = screen.getByRole('dialog', { name: 'Annuler cette réservation\u00a0?' });
    expect(dialog).toHaveTextContent(waiting.listingTitle);
    // Tab stays inside the dialog.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: "Confirmer l'annulation" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Garder la réservation' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: "Confirmer l'annulation" }));

    expect(await screen.findByText('Votre réservation a été annulée.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(article).getByText('Annulée')).toBeInTheDocument();
    // who cancelled, beside the badge (its write says so: Booking.cancelledBy)
    expect(within(article).getByText('Par vous')).toBeVisible();
    expect(
      within(article).queryByRole('button', { name: /^Annuler la réservation/ }),
    ).not.toBeInTheDocument();
    expect(counter('Réservations en attente')).toHaveTextContent('0');
    expect(
      await backend.listings.getUnavailableDays(
        waiting.listingId,
        waiting.startDate,
        waiting.endDate!,
      ),
    ).toEqual([]);
    const stored = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(stored.find((b) => b.id === waiting.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'tenant',
    });

    // its host reads who cancelled it on their card
    app.unmount();
    const host = seed.users.find((u) => u.uid === waiting.hostId)!;
    await backend.auth.signIn(host.email, DEMO_PASSWORD);
    renderApp({ backend, route: '/host/dashboard' });
    const received = await screen.findByRole('region', { name: 'Réservations reçues' });
    const hostCard = await within(received).findByRole('article', {
      name: (n) => n.includes(waiting.listingTitle),
    });
    expect(within(hostCard).getByText('Annulée')).toBeVisible();
    expect(within(hostCard).getByText('Par le locataire')).toBeVisible();
  });
});

describe('dashboard of a host', () => {
  it('invites a host with no booking to add a listing, not to search for one', async () => {
    const backend = await newHostBackend();
    renderApp({ backend, route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Aucune réservation reçue pour le moment' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Ajouter un bureau' })).toHaveAttribute(
      'href',
      '/host/listings/new',
    );
    expect(within(main).queryByRole('link', { name: 'Rechercher un bureau' })).toBeNull();
  });

  it('shows the bookings received, the tenants and a link to the host dashboard', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/dashboard' });
    expect(await screen.findByText('Bonjour Karim !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le tableau de bord hôte' })).toHaveAttribute(
      'href',
      '/host/dashboard',
    );
    const list = await bookingList();
    const received = seed.bookings.filter((b) => b.hostId === DEMO.host.uid);
    expect(within(list).getAllByRole('article')).toHaveLength(received.length);
    const b = received.find((x) => x.id === 'bkg-07')!;
    const cards = screen.getAllByRole('article', { name: b.listingTitle });
    expect(cards.some((c) => c.textContent?.includes(`Locataire\u00a0: ${b.tenantName}`))).toBe(
      true,
    );
    const open = received.find((x) => x.isIndefinite)!;
    expect(card(open.listingTitle)).toHaveTextContent(
      `À partir du ${formatDay(open.startDate)} (durée indéterminée)`,
    );
    expect(card(open.listingTitle)).toHaveTextContent(
      `${norm(formatMad(open.monthlyPrice!))}/mois`,
    );
    expect(
      screen.queryByRole('button', { name: /^Annuler la réservation/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Écrire à l'hôte/ })).not.toBeInTheDocument();
    // the host writes to the tenant instead, from each booking (named with whom and which listing)
    expect(
      within(
        cards.find((c) => c.textContent?.includes(`Locataire\u00a0: ${b.tenantName}`))!,
      ).getByRole('link', {
        name: guillemets(`Écrire au locataire ${b.tenantName}, « ${b.listingTitle} »`),
      }),
    ).toHaveAttribute('href', `/messages/${b.listingId}_${b.tenantId}`);
    expect(within(list).getAllByRole('link', { name: /^Écrire au locataire/ })).toHaveLength(
      received.length,
    );
    expect(counter('Revenus').nextElementSibling).toHaveTextContent(
      'Réservations confirmées, à venir comprises',
    );
    expect(counter('Revenus')).toHaveTextContent(
      norm(
        formatMad(
          received
            .filter((x) => x.status === 'confirmed')
            .reduce((sum, x) => sum + x.totalPrice, 0),
        ),
      ),
    );
  });
});
