import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { displayStatus } from '@/domain/bookingRules';
import { formatMad } from '@/domain/format';
import { buildSeed } from '@/services/seed/data';
import { ServiceError } from '@/services';
import { asShown, DEMO, renderApp, testBackend, newHostBackend } from '../utils';
import { guillemets } from '../french';

/** The value shown under a counter's label. */
function counter(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

async function openDashboard(backend: Awaited<ReturnType<typeof testBackend>>) {
  const app = renderApp({ backend, route: '/host/dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Tableau de bord hôte' });
  return app;
}

describe('host dashboard', () => {
  it("opened at a booking (a notification's link), goes to its card and focuses it", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard#booking-bkg-15' });
    await waitFor(() => expect(document.getElementById('booking-bkg-15')).toHaveFocus());
    const card = document.getElementById('booking-bkg-15')!.closest('article')!;
    expect(scrolled.mock.contexts).toContain(card);
    expect(card.className).toContain('has-[h3:focus]:ring-2');
    scrolled.mockRestore();
  });

  it("goes to a booking's card once: the reviews, read after it, leave the page where it is", async () => {
    const backend = await testBackend({ as: 'host' });
    const read = backend.reviews.listHostReviews.bind(backend.reviews);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(backend.reviews, 'listHostReviews').mockImplementation(async () => {
      await held;
      return read();
    });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderApp({ backend, route: '/host/dashboard#booking-bkg-15' });
    await waitFor(() => expect(document.getElementById('booking-bkg-15')).toHaveFocus());
    const card = document.getElementById('booking-bkg-15')!.closest('article')!;
    const jumps = () => scrolled.mock.contexts.filter((element) => element === card).length;
    expect(jumps()).toBe(1);
    // the host reads on, then the reviews arrive
    const elsewhere = screen.getByRole('link', { name: 'Mes annonces' });
    elsewhere.focus();
    const reviews = screen.getByRole('region', { name: 'Avis sur vos espaces' });
    expect(within(reviews).queryAllByRole('article')).toHaveLength(0);
    release();
    expect((await within(reviews).findAllByRole('article')).length).toBeGreaterThan(0);
    expect(jumps()).toBe(1);
    expect(elsewhere).toHaveFocus();
    scrolled.mockRestore();
  });

  it('counts listings, confirmed and pending bookings, and revenue over confirmed bookings only', async () => {
    // Expected values from the seed itself (the backend's clock and the test's agree to the day).
    const NOW = new Date();
    const seed = buildSeed(NOW);
    const own = seed.bookings.filter((b) => b.hostId === DEMO.host.uid);
    const confirmed = own.filter((b) => b.status === 'confirmed');
    // Issue 13: a request the admin did not decide on within 24 hours ("Expirée") is not pending.
    const pending = own.filter((b) => ['pending', 'pending_admin'].includes(displayStatus(b, NOW)));
    const revenue = confirmed.reduce((sum, b) => sum + b.totalPrice, 0);
    const allRevenue = own.reduce((sum, b) => sum + b.totalPrice, 0);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(revenue).not.toBe(allRevenue);

    const backend = await testBackend({ as: 'host' });
    await openDashboard(backend);
    await waitFor(() => expect(counter('Annonces')).toHaveTextContent('8'));
    // Raw text: formatMad uses narrow no-break spaces, which toHaveTextContent would collapse.
    await waitFor(() => expect(counter('Revenus').textContent).toBe(formatMad(revenue)));
    // the same label and line as a host's /dashboard (tests/components/dashboard.test.tsx)
    expect(counter('Revenus').nextElementSibling).toHaveTextContent(
      'Réservations confirmées, à venir comprises',
    );
    expect(counter('Réservations confirmées')).toHaveTextContent(String(confirmed.length));
    expect(counter('Réservations en attente')).toHaveTextContent(String(pending.length));
    expect(counter('Réservations en attente')).toHaveTextContent('2');
    await waitFor(() => expect(document.title).toBe('Tableau de bord hôte | Maktabi'));
  });

  it('lists every own listing, badging the unapproved ones, each with a view link', async () => {
    const backend = await testBackend({ as: 'host' });
    await openDashboard(backend);
    const section = screen.getByRole('region', { name: 'Mes annonces' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(8);
    const badged = cards.filter((c) => within(c).queryByText('En attente de validation'));
    expect(
      badged.map((c) => within(c).getByRole('heading', { level: 3 }).textContent).sort(),
    ).toEqual(["Bureau fermé pour 4 personnes à l'Oasis", 'Open-space lumineux à Hassan'].sort());
    const oasis = badged.find((c) => c.textContent?.includes("l'Oasis"))!;
    expect(within(oasis).getByRole('link', { name: 'Voir' })).toHaveAttribute(
      'href',
      '/listing/lst-casa-08',
    );
    expect(within(oasis).getByRole('img')).toHaveAttribute(
      'alt',
      expect.stringContaining("l'Oasis"),
    );
    expect(within(oasis).getByText('Casablanca')).toBeInTheDocument();
    expect(within(oasis).getByText(asShown(`${formatMad(480)} /jour`))).toBeInTheDocument();
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: 'Voir' })).toBeInTheDocument();
    }
  });

  it('lists the bookings received with their French status, listing, dates, tenant and price', async () => {
    const backend = await testBackend({ as: 'host' });
    const expected = await backend.bookings.listBookingsForUser(DEMO.host.uid, 'host');
    await openDashboard(backend);
    const section = screen.getByRole('region', { name: 'Réservations reçues' });
    const rows = await within(section).findAllByRole('article');
    expect(rows).toHaveLength(expected.length);
    const first = expected[0]!;
    expect(within(rows[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      first.listingTitle,
    );
    expect(rows[0]).toHaveTextContent(first.tenantName);
    const confirmedRow = rows.find((r) => r.textContent?.includes('Confirmée'));
    expect(confirmedRow).toBeDefined();
    const statuses = rows.map((r) =>
      ['Confirmée', 'En attente admin', 'Refusée', 'En attente', 'Annulée', 'Expirée'].find((s) =>
        within(r).queryByText(s),
      ),
    );
    expect(statuses.every(Boolean)).toBe(true);
    // A daily booking shows its dates and its total price.
    const daily = expected.find((b) => b.id === 'bkg-12')!;
    const row = rows.find(
      (r) =>
        r.textContent?.includes('Omar Chraibi') &&
        r.textContent.includes(formatMad(daily.totalPrice)),
    );
    expect(row).toBeDefined();
    expect(row).toHaveTextContent(/Du \d{1,2} \S+ \d{4} au \d{1,2} \S+ \d{4}/);
    // each booking lets the host write to its tenant (docs/decisions.md "A host writes first")
    expect(
      within(row!).getByRole('link', {
        name: guillemets(`Écrire au locataire Omar Chraibi, « ${daily.listingTitle} »`),
      }),
    ).toHaveAttribute('href', `/messages/${daily.listingId}_${daily.tenantId}`);
    expect(within(section).getAllByRole('link', { name: /^Écrire au locataire/ })).toHaveLength(
      expected.length,
    );
    // The indefinite monthly rental shows its monthly price.
    expect(within(section).getByText(/durée indéterminée/)).toBeInTheDocument();
  });

  it('links to its sections in page order, the pending requests counted, and jumps to one', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const backend = await testBackend({ as: 'host' });
    const { router } = await openDashboard(backend);
    const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
    // the pending count comes with the bookings (the seed's host has 2, as the counter says)
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Réservations reçues/ })).toHaveTextContent(
        'Réservations reçues · 2 en attente',
      ),
    );
    await screen.findByRole('heading', { level: 2, name: 'Calendrier des disponibilités' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Mes annonces',
      'Réservations reçues · 2 en attente',
      'Calendrier des disponibilités',
      'Avis sur vos espaces',
    ]);
    // each names a section of the page, and the sections come in that order
    const headings = links.map((l) =>
      document.getElementById(l.getAttribute('href')!.split('#')[1]!)!,
    );
    expect(headings.map((h) => h.textContent)).toEqual(
      links.map((l) => l.textContent!.split(' · ')[0]),
    );
    headings
      .slice(1)
      .forEach((h, i) =>
        expect(
          headings[i]!.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy(),
      );

    const steps = (router.history as unknown as { index: number }).index;
    await userEvent.click(links[1]!);
    const bookingsHeading = screen.getByRole('heading', { level: 2, name: 'Réservations reçues' });
    await waitFor(() => expect(bookingsHeading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(bookingsHeading);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
    // the address names the section, in place of the page's: Back leaves the page, rather than
    // scroll back up with the focus left down here
    expect(router.state.location.hash).toBe('#host-bookings');
    expect(router.history.action).toBe('REPLACE');
    expect((router.history as unknown as { index: number }).index).toBe(steps);
    // again from the reviews' link: another entry, another jump
    await userEvent.click(links[3]!);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Avis sur vos espaces' })).toHaveFocus(),
    );
    scrolled.mockRestore();
  });

  it("keeps the calendar's listing when it jumps to a section", async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = await openDashboard(backend);
    const select = await screen.findByRole('combobox', { name: 'Bureau' });
    const second = within(select).getAllByRole('option')[1]!.getAttribute('value')!;
    await userEvent.selectOptions(select, second);
    const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Mes annonces' }));
    expect(router.state.location.hash).toBe('#host-listings');
    expect(router.state.location.search).toBe(`?calendrier=${second}`);
    expect(screen.getByRole('combobox', { name: 'Bureau' })).toHaveValue(second);
  });

  it("opened at its calendar, goes there once the calendar's own chunk has drawn it", async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/host/dashboard#host-calendar' });
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Calendrier des disponibilités',
    });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('after a jump to its calendar or its reviews, stays on the card whose listing the host pauses', async () => {
    for (const name of ['Calendrier des disponibilités', 'Avis sur vos espaces']) {
      const backend = await testBackend({ as: 'host' });
      const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
      const app = await openDashboard(backend);
      const user = userEvent.setup();
      const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
      const target = await screen.findByRole('heading', { level: 2, name });
      await user.click(within(nav).getByRole('link', { name }));
      await waitFor(() => expect(target).toHaveFocus());
      const jumps = () => scrolled.mock.contexts.filter((element) => element === target).length;
      const arrival = jumps();
      expect(arrival).toBeGreaterThan(0);

      // back up to the listings, a pause; the list read again over the network's time
      const read = backend.listings.listListings.bind(backend.listings);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const reload = vi.spyOn(backend.listings, 'listListings').mockImplementation(async (q) => {
        await held;
        return read(q);
      });
      const listings = screen.getByRole('region', { name: 'Mes annonces' });
      const [first] = within(listings).getAllByRole('article');
      await user.click(within(first!).getByRole('button', { name: 'Mettre en pause' }));
      expect(await screen.findByText(/Annonce mise en pause/)).toBeInTheDocument();
      // while it is read and once it is: the focus stays on the card's toggle, the page on the
      // list, the sections below where they were
      await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      const toggle = within(first!).getByRole('button', { name: 'Réactiver' });
      expect(toggle).toHaveFocus();
      expect(target).toBeInTheDocument();
      release();
      await act(() => reload.mock.results[0]!.value);
      expect(toggle).toHaveFocus();
      expect(target).toBeInTheDocument();
      expect(jumps()).toBe(arrival);
      scrolled.mockRestore();
      app.unmount();
    }
  });

  it('links to the new listing form', async () => {
    const backend = await testBackend({ as: 'host' });
    await openDashboard(backend);
    expect(screen.getByRole('link', { name: /Ajouter un bureau/ })).toHaveAttribute(
      'href',
      '/host/listings/new',
    );
  });

  it('invites a new host to publish a first listing', async () => {
    const backend = await newHostBackend();
    await openDashboard(backend);
    expect(await screen.findByText("Vous n'avez encore publié aucun bureau")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier mon premier bureau' })).toHaveAttribute(
      'href',
      '/host/listings/new',
    );
    expect(await screen.findByText('Aucune réservation reçue pour le moment')).toBeInTheDocument();
    expect(
      screen.getByText('Publiez un premier bureau pour recevoir vos premières réservations.'),
    ).toBeInTheDocument();
    expect(counter('Annonces')).toHaveTextContent('0');
    expect(counter('Revenus').textContent).toBe(formatMad(0));
    expect(screen.getByText(/Bonjour Leila/)).toBeInTheDocument();
    // no calendar nor reviews without a listing: no link to them, and no pending count
    const nav = screen.getByRole('navigation', { name: 'Sur cette page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Mes annonces', 'Réservations reçues']);
  });

  it('shows skeletons while loading', async () => {
    const backend = await testBackend({ as: 'host', latencyMs: 300 });
    renderApp({ backend, route: '/host/dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Tableau de bord hôte' });
    expect(screen.getAllByText('Chargement…').length).toBeGreaterThan(0);
    await waitFor(() => expect(counter('Annonces')).toHaveTextContent('8'));
  });

  it('shows a French error with a retry when loading fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await testBackend({ as: 'host' });
    const list = vi
      .spyOn(backend.listings, 'listListings')
      .mockRejectedValueOnce(new ServiceError('unavailable'));
    vi.spyOn(backend.bookings, 'listBookingsForUser').mockRejectedValueOnce(
      new ServiceError('unavailable'),
    );
    await openDashboard(backend);
    expect(
      await screen.findByText(
        'Impossible de charger vos annonces. Vérifiez votre connexion et réessayez.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Impossible de charger vos réservations. Vérifiez votre connexion et réessayez.',
      ),
    ).toBeInTheDocument();
    const listingsSection = screen.getByRole('region', { name: 'Mes annonces' });
    await userEvent.click(within(listingsSection).getByRole('button', { name: 'Réessayer' }));
    expect(await within(listingsSection).findAllByRole('article')).toHaveLength(8);
    expect(list).toHaveBeenCalledWith({ hostId: DEMO.host.uid, includeUnapproved: true });
    error.mockRestore();
  });

  it('shows a dash in the counters whose data failed to load, the others still counted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = await testBackend({ as: 'host' });
    vi.spyOn(backend.bookings, 'listBookingsForUser').mockRejectedValueOnce(
      new ServiceError('unavailable'),
    );
    await openDashboard(backend);
    await waitFor(() => expect(counter('Annonces')).toHaveTextContent('8'));
    expect(counter('Réservations confirmées')).toHaveTextContent('—');
    expect(counter('Réservations en attente')).toHaveTextContent('—');
    expect(counter('Revenus')).toHaveTextContent('—');
    expect(counter('Revenus')).not.toHaveTextContent('Chargement…');
    error.mockRestore();
  });
});
