import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { amenityPreview, matchesCity, matchesFilters } from '@/domain/search';
import type { Listing, SearchFilters } from '@/domain/types';
import { formatResultCount } from '@/features/listings/format';
import { RESULTS_KEPT_MS, forgetKeptResults } from '@/features/listings/useSearchResults';
import { SearchResult } from '@/features/listings/components/SearchResult';
import { listing as makeListing } from '../factories';
import {
  renderApp,
  renderWithProviders,
  testBackend,
  withListings,
  type LocalTestBackend,
  widestPhoto,
} from '../utils';

/** Every approved listing of the seed, newest first. */
async function approved(backend: LocalTestBackend): Promise<Listing[]> {
  return backend.listings.listListings();
}

async function expectedCount(backend: LocalTestBackend, filters: SearchFilters) {
  return (await approved(backend)).filter(
    (l) => matchesCity(l, filters.city) && matchesFilters(l, filters),
  ).length;
}

const results = () => screen.queryAllByRole('article');
const countLine = (text: string) => screen.findByText(text, {}, { timeout: 3000 });
const params = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

async function openFilters() {
  const toggle = await screen.findByRole('button', { name: 'Filtres' });
  if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
  return screen.getByRole('region', { name: 'Filtres de recherche' });
}

describe('search page: results and count line', () => {
  it('shows skeleton rows while loading', async () => {
    const backend = await testBackend();
    renderApp({
      backend: withListings(backend, { searchListings: () => new Promise(() => {}) }),
      route: '/search',
    });
    expect(await screen.findByText('Recherche des bureaux…')).toBeInTheDocument();
    expect(results()).toHaveLength(0);
    // The phone's Liste / Carte switch keeps its place (no layout shift when results arrive),
    // out of reach until then.
    const kept = document.querySelector('[inert][aria-hidden="true"] [role="group"]');
    expect(kept).not.toBeNull();
    expect(screen.queryByRole('group', { name: kept!.getAttribute('aria-label')! })).toBeNull();
  });

  it('pages the results 20 at a time, with "20+" until the last page', async () => {
    const backend = await testBackend();
    const searchListings = vi.fn(backend.listings.searchListings);
    renderApp({ backend: withListings(backend, { searchListings }), route: '/search' });
    const total = (await approved(backend)).length;
    expect(total).toBeGreaterThan(20);
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(results()).toHaveLength(20);
    expect(searchListings).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageSize: 20, cursor: null }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de bureaux' }));
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    expect(results()).toHaveLength(total);
    expect(searchListings).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageSize: 20, cursor: expect.any(String) }),
    );
    expect(
      screen.queryByRole('button', { name: 'Afficher plus de bureaux' }),
    ).not.toBeInTheDocument();
    // the button gone with the last page, the focus goes on from the first new result's link
    const firstNew = results()[20]!;
    await waitFor(() => expect(within(firstNew).getAllByRole('link')[0]).toHaveFocus());
  });

  it('says so when a further page cannot be loaded, and retries', async () => {
    const backend = await testBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const real = backend.listings.searchListings;
    let failNext = true;
    const searchListings = vi.fn((options: Parameters<typeof real>[0]) => {
      if (options.cursor && failNext) {
        failNext = false;
        return Promise.reject(new Error('réseau'));
      }
      return real(options);
    });
    renderApp({ backend: withListings(backend, { searchListings }), route: '/search' });
    await countLine('20+ bureaux trouvés');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de bureaux' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Impossible d'afficher plus de bureaux. Réessayez.");
    expect(results()).toHaveLength(20);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    const total = (await approved(backend)).length;
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('Back from a listing shows the results as they were, further pages included, read once', async () => {
    const backend = await testBackend();
    const searchListings = vi.fn(backend.listings.searchListings);
    const { router } = renderApp({
      backend: withListings(backend, { searchListings }),
      route: '/search',
      strict: true,
    });
    await countLine('20+ bureaux trouvés');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de bureaux' }));
    const total = (await approved(backend)).length;
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    const reads = searchListings.mock.calls.length;
    const last = results().at(-1)!;
    const title = within(last).getByRole('heading').textContent!;
    await userEvent.click(within(last).getAllByRole('link')[0]);
    // the listing page itself, not the results still shown while its chunk arrives (its first
    // import is transformed on demand: over 4 s on a busy machine)
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
    expect(screen.queryByText(/bureaux trouvés/)).toBeNull();
    await act(() => router.navigate(-1));
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    expect(results()).toHaveLength(total);
    expect(searchListings).toHaveBeenCalledTimes(reads);

    // another search is read afresh, and so is this one on a new visit (a new history entry)
    await act(() => router.navigate('/search?city=Rabat'));
    expect(await countLine('4 bureaux trouvés à Rabat')).toBeInTheDocument();
    expect(searchListings).toHaveBeenCalledTimes(reads + 1);
    await act(() => router.navigate('/search'));
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(searchListings).toHaveBeenCalledTimes(reads + 2);
  });

  it('a reload after « Afficher plus » reads the pages it showed again, for the same entry only', async () => {
    const backend = await testBackend();
    const searchListings = vi.fn(backend.listings.searchListings);
    const app = renderApp({ backend: withListings(backend, { searchListings }), route: '/search' });
    await countLine('20+ bureaux trouvés');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de bureaux' }));
    const total = (await approved(backend)).length;
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    // a reload: the app starts again (its memory gone) on the same history entry
    app.unmount();
    forgetKeptResults();
    searchListings.mockClear();
    const again = renderApp({
      backend: withListings(backend, { searchListings }),
      route: '/search',
    });
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    expect(results()).toHaveLength(total);
    // the first page and the second, before anything was shown
    expect(searchListings).toHaveBeenCalledTimes(2);
    expect(searchListings.mock.calls[1][0].cursor).toBeTruthy();
    // a new visit to the same search (a new entry) shows its first page
    await act(() => again.router.navigate('/search?city=Rabat'));
    await countLine('4 bureaux trouvés à Rabat');
    await act(() => again.router.navigate('/search'));
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(results()).toHaveLength(20);
  });

  it('a reload whose second page fails shows the first, and « Afficher plus » asks again', async () => {
    const backend = await testBackend();
    const real = backend.listings.searchListings;
    let failPages = false;
    const searchListings = vi.fn((options: Parameters<typeof real>[0]) =>
      failPages && options.cursor ? Promise.reject(new Error('réseau')) : real(options),
    );
    const app = renderApp({ backend: withListings(backend, { searchListings }), route: '/search' });
    await countLine('20+ bureaux trouvés');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de bureaux' }));
    const total = (await approved(backend)).length;
    await countLine(`${total} bureaux trouvés`);
    app.unmount();
    forgetKeptResults();
    failPages = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ backend: withListings(backend, { searchListings }), route: '/search' });
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(results()).toHaveLength(20);
    failPages = false;
    await userEvent.click(screen.getByRole('button', { name: 'Afficher plus de bureaux' }));
    expect(await countLine(`${total} bureaux trouvés`)).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('reads the results again when the kept ones are older than ten minutes', async () => {
    const backend = await testBackend();
    const searchListings = vi.fn(backend.listings.searchListings);
    const { router } = renderApp({
      backend: withListings(backend, { searchListings }),
      route: '/search?city=Rabat',
    });
    expect(await countLine('4 bureaux trouvés à Rabat')).toBeInTheDocument();
    await act(() => router.navigate('/help'));
    await screen.findByRole('heading', { level: 1, name: "Centre d'aide" });
    const later = Date.now() + RESULTS_KEPT_MS + 1000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await act(() => router.navigate(-1));
    expect(await countLine('4 bureaux trouvés à Rabat')).toBeInTheDocument();
    expect(searchListings).toHaveBeenCalledTimes(2);
    vi.mocked(Date.now).mockRestore();
  });

  it('writes the count in the plural with the city, whatever its case and accents', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search?city=fes' });
    expect(await countLine('2 bureaux trouvés à Fès')).toBeInTheDocument();
    expect(results()).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Ville ou quartier' })).toHaveValue('fes');
  });

  it('names the place it understood: a neighbourhood with its city, a city by its everyday name', async () => {
    const backend = await testBackend();
    const { unmount } = renderApp({ backend, route: '/search?city=Maarif' });
    expect(await countLine('1 bureau trouvé à Maârif (Casablanca)')).toBeInTheDocument();
    expect(results()).toHaveLength(1);
    expect(document.title).toMatch(/^Bureaux à Maârif \(Casablanca\)/);
    unmount();
    const casablanca = (await approved(backend)).filter((l) => l.location.city === 'Casablanca');
    expect(casablanca.length).toBeGreaterThan(1);
    renderApp({ backend, route: '/search?city=Casa' });
    expect(
      await countLine(`${casablanca.length} bureaux trouvés à Casablanca`),
    ).toBeInTheDocument();
    expect(results()).toHaveLength(casablanca.length);
  });

  it('finds the neighbourhood typed without its accents', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ville ou quartier' }), 'gueliz');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await countLine('1 bureau trouvé à Guéliz (Marrakech)')).toBeInTheDocument();
    expect(within(results()[0]!).getByText(/^Avenue Mohammed V, Guéliz/)).toBeInTheDocument();
  });

  it('names a neighbourhood several cities share without a city', async () => {
    const backend = await testBackend();
    const n = await expectedCount(backend, { city: 'Médina' });
    expect(n).toBeGreaterThan(1);
    renderApp({ backend, route: '/search?city=M%C3%A9dina' });
    expect(await countLine(`${n} bureaux trouvés à Médina`)).toBeInTheDocument();
  });

  it('searches everything, naming no place, for a term without letters', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search?city=!!!' });
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(results()).toHaveLength(20);
    expect(document.title).toMatch(/^Rechercher un bureau/);
  });

  it('writes the count in the singular', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search?city=Oujda' });
    expect(await countLine('1 bureau trouvé à Oujda')).toBeInTheDocument();
  });

  it('shows each result: photo, title, address and city, description, 3 amenities + N, prices', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search?city=Casablanca' });
    const casa = (await approved(backend)).filter((l) => l.location.city === 'Casablanca');
    await countLine(formatResultCount(casa.length, { city: 'Casablanca' }));
    const listing = casa.find((l) => l.amenities.length > 3)!;
    const row = within(screen.getByRole('link', { name: listing.title }).closest('article')!);
    expect(row.getByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      `/listing/${listing.id}`,
    );
    expect(row.getByRole('img', { name: listing.title })).toHaveAttribute(
      'src',
      widestPhoto(listing.photos[0]),
    );
    expect(row.getByText(listing.location.address)).toBeInTheDocument();
    expect(row.getByText(listing.description)).toBeInTheDocument();
    const { shown, more } = amenityPreview(listing.amenities);
    for (const a of shown) expect(row.getByText(a)).toBeInTheDocument();
    expect(row.getByText(`+${more}`)).toBeInTheDocument();
    expect(row.queryByText(listing.amenities[3])).not.toBeInTheDocument();
    expect(row.getByText(`${listing.pricePerDay} MAD /jour`)).toBeInTheDocument();
    expect(row.getByText(/MAD\/mois$/)).toBeInTheDocument();
  });

  it('names the hidden amenities in the singular when there is one, in the plural otherwise', async () => {
    const backend = await testBackend();
    const four = ['Wi-Fi haut débit', 'Parking', 'Café/Thé', 'Imprimante'];
    const { unmount } = renderWithProviders(
      <SearchResult listing={makeListing({ amenities: four })} />,
      { backend },
    );
    expect(await screen.findByText('1 autre équipement')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <SearchResult listing={makeListing({ amenities: [...four, 'Scanner'] })} />,
      {
        backend,
      },
    );
    expect(await screen.findByText('2 autres équipements')).toBeInTheDocument();
  });

  it('searches the city typed in the box and keeps it in the URL', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    const box = screen.getByRole('textbox', { name: 'Ville ou quartier' });
    await userEvent.type(box, 'Tanger');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await countLine('3 bureaux trouvés à Tanger')).toBeInTheDocument();
    expect(params(router).get('city')).toBe('Tanger');
    await userEvent.clear(box);
    await userEvent.type(box, '{Enter}');
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(params(router).has('city')).toBe(false);
  });

  it('shows the empty state, and "Voir tous les bureaux" clears the city and the filters', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Ifrane&amenities=Parking' });
    expect(await screen.findByRole('heading', { name: 'Aucun bureau trouvé' })).toBeInTheDocument();
    expect(screen.getByText('Essayez de modifier vos critères de recherche')).toBeInTheDocument();
    expect(screen.getByText('0 bureau trouvé à Ifrane')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir tous les bureaux' }));
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Ville ou quartier' })).toHaveValue('');
    const panel = await openFilters();
    expect(within(panel).getByRole('checkbox', { name: 'Parking' })).not.toBeChecked();
  });

  it('says « Vouliez-vous dire … ? » after a mistyped place, its link keeping the other filters', async () => {
    const backend = await testBackend();
    const { router } = renderApp({
      backend,
      route: '/search?city=Casablnca&spaceType=coworking&tri=prix-croissant',
    });
    expect(await screen.findByRole('heading', { name: 'Aucun bureau trouvé' })).toBeInTheDocument();
    const suggestion = screen.getByText(
      (_, el) => el?.tagName === 'P' && /^Vouliez-vous/.test(el.textContent ?? ''),
    );
    // the spec's typography: a no-break space before « ? »
    expect(suggestion.textContent).toBe('Vouliez-vous dire Casablanca\u00a0?');
    const link = within(suggestion).getByRole('link', { name: 'Casablanca' });
    await userEvent.click(link);
    await waitFor(() => expect(params(router).get('city')).toBe('Casablanca'));
    expect(params(router).get('spaceType')).toBe('coworking');
    expect(params(router).get('tri')).toBe('prix-croissant');
    const expected = await expectedCount(backend, { city: 'Casablanca', spaceType: 'coworking' });
    expect(expected).toBeGreaterThan(0);
    await waitFor(() => expect(results()).toHaveLength(expected));
    expect(screen.getByRole('textbox', { name: 'Ville ou quartier' })).toHaveValue('Casablanca');
    expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
  });

  it('names a mistyped district with its city; suggests nothing for a known place or a word close to none', async () => {
    const backend = await testBackend();
    const { router, unmount } = renderApp({ backend, route: '/search?city=Maarf' });
    const link = await screen.findByRole('link', { name: 'Maârif (Casablanca)' });
    await userEvent.click(link);
    await waitFor(() => expect(params(router).get('city')).toBe('Maârif'));
    expect(
      await screen.findByText(/bureaux? trouvés? à Maârif \(Casablanca\)/),
    ).toBeInTheDocument();
    unmount();

    // a known city without offices, then a word close to no place
    for (const city of ['Ifrane', 'xyzzy']) {
      const { unmount: close } = renderApp({ backend, route: `/search?city=${city}` });
      expect(
        await screen.findByRole('heading', { name: 'Aucun bureau trouvé' }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Vouliez-vous dire/)).toBeNull();
      close();
    }
  });

  it('shows a French error with a retry', async () => {
    const backend = await testBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const searchListings = vi
      .fn(backend.listings.searchListings)
      .mockRejectedValueOnce(new Error('réseau'));
    renderApp({ backend: withListings(backend, { searchListings }), route: '/search?city=Rabat' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Impossible de charger les bureaux. Vérifiez votre connexion et réessayez.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await countLine('4 bureaux trouvés à Rabat')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});

describe('search page: filters', () => {
  it('reveals the filters with the "Filtres" toggle', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search' });
    const toggle = await screen.findByRole('button', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filtres de recherche' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filtres de recherche' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(8);
    const select = within(panel).getByRole('combobox', { name: "Type d'espace" });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tous les types',
      'Bureau individuel',
      'Bureau fermé (équipe)',
      'Open-space',
      'Salle de réunion',
      'Espace de coworking',
      'Autre',
    ]);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by space type', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    const panel = await openFilters();
    await userEvent.selectOptions(
      within(panel).getByRole('combobox', { name: "Type d'espace" }),
      'Salle de réunion',
    );
    const n = await expectedCount(backend, { spaceType: 'meeting-room' });
    expect(await countLine(formatResultCount(n))).toBeInTheDocument();
    expect(params(router).get('spaceType')).toBe('meeting-room');
  });

  it('filters by minimum area, after a short pause', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    const panel = await openFilters();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' }),
      '100',
    );
    const n = await expectedCount(backend, { minArea: 100 });
    expect(await countLine(formatResultCount(n))).toBeInTheDocument();
    expect(params(router).get('minArea')).toBe('100');
  });

  it('filters by minimum and maximum price per day', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Casablanca' });
    const panel = await openFilters();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Prix minimum par jour (MAD)' }),
      '200',
    );
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Prix maximum par jour (MAD)' }),
      '500',
    );
    const n = await expectedCount(backend, { city: 'Casablanca', minPrice: 200, maxPrice: 500 });
    expect(await countLine(formatResultCount(n, { city: 'Casablanca' }))).toBeInTheDocument();
    await waitFor(() => expect(params(router).get('maxPrice')).toBe('500'));
    expect(params(router).get('minPrice')).toBe('200');
    for (const row of results()) {
      const price = Number(
        within(row)
          .getByText(/MAD \/jour$/)
          .textContent!.replace(/\D/g, ''),
      );
      expect(price).toBeGreaterThanOrEqual(200);
      expect(price).toBeLessThanOrEqual(500);
    }
  });

  it('filters by amenities (all of them required)', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Parking' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Accès handicapés' }));
    const n = await expectedCount(backend, { amenities: ['Parking', 'Accès handicapés'] });
    expect(n).toBeLessThan(20);
    expect(await countLine(formatResultCount(n))).toBeInTheDocument();
    expect(params(router).get('amenities')).toBe('Parking,Accès handicapés');
  });

  it('restores the filters from a shared URL', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search?spaceType=coworking&minArea=150&amenities=Parking' });
    const n = await expectedCount(backend, {
      spaceType: 'coworking',
      minArea: 150,
      amenities: ['Parking'],
    });
    expect(await countLine(formatResultCount(n))).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filtres' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filtres de recherche' });
    expect(within(panel).getByRole('combobox', { name: "Type d'espace" })).toHaveValue('coworking');
    expect(within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' })).toHaveValue(
      '150',
    );
    expect(within(panel).getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  });

  it('explains and ignores a negative number, keeping what was typed', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Rabat' });
    await countLine('4 bureaux trouvés à Rabat');
    const panel = await openFilters();
    const area = within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' });
    await userEvent.type(area, '-30');
    expect(
      await within(panel).findByText(
        'Saisissez un nombre positif ou nul. Cette valeur est ignorée.',
      ),
    ).toBeInTheDocument();
    expect(area).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 400));
    expect(area).toHaveValue('-30');
    expect(params(router).has('minArea')).toBe(false);
    expect(screen.getByText('4 bureaux trouvés à Rabat')).toBeInTheDocument();
  });

  it('explains and ignores a minimum price above the maximum', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Rabat' });
    await countLine('4 bureaux trouvés à Rabat');
    const panel = await openFilters();
    const min = within(panel).getByRole('textbox', { name: 'Prix minimum par jour (MAD)' });
    const max = within(panel).getByRole('textbox', { name: 'Prix maximum par jour (MAD)' });
    await userEvent.type(min, '500');
    await userEvent.type(max, '100');
    expect(
      await within(panel).findByText(
        "Le prix minimum dépasse le prix maximum : ces deux prix sont ignorés tant que ce n'est pas corrigé.",
      ),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(min).toHaveValue('500');
    expect(max).toHaveValue('100');
    expect(params(router).has('minPrice')).toBe(false);
    expect(params(router).has('maxPrice')).toBe(false);
    expect(screen.getByText('4 bureaux trouvés à Rabat')).toBeInTheDocument();
  });

  it('shows the numbers an address writes but cannot use, each with why, filters open', async () => {
    const backend = await testBackend();
    const { router } = renderApp({
      backend,
      route: '/search?city=Rabat&minPrice=500&maxPrice=100&minArea=abc',
    });
    await countLine('4 bureaux trouvés à Rabat');
    expect(screen.getByRole('button', { name: 'Filtres' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const panel = screen.getByRole('region', { name: 'Filtres de recherche' });
    expect(within(panel).getByRole('textbox', { name: 'Prix minimum par jour (MAD)' })).toHaveValue(
      '500',
    );
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum par jour (MAD)' })).toHaveValue(
      '100',
    );
    expect(
      within(panel).getByText(
        "Le prix minimum dépasse le prix maximum : ces deux prix sont ignorés tant que ce n'est pas corrigé.",
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' })).toHaveValue(
      'abc',
    );
    expect(
      within(panel).getByText('Saisissez un nombre (par exemple 150). Cette valeur est ignorée.'),
    ).toBeInTheDocument();
    // arriving adds no history entry, and the address stays as written
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.location.search).toBe('?city=Rabat&minPrice=500&maxPrice=100&minArea=abc');
  });

  it('explains a value that is not a number', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search' });
    const panel = await openFilters();
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Prix maximum par jour (MAD)' }),
      'abc',
    );
    expect(
      await within(panel).findByText(
        'Saisissez un nombre (par exemple 150). Cette valeur est ignorée.',
      ),
    ).toBeInTheDocument();
  });

  it('"Réinitialiser" clears every filter but keeps the city', async () => {
    const backend = await testBackend();
    const { router } = renderApp({
      backend,
      route:
        '/search?city=Casablanca&spaceType=coworking&minArea=10&minPrice=50&maxPrice=900&amenities=Parking',
    });
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    const casa = (await approved(backend)).filter((l) => l.location.city === 'Casablanca').length;
    expect(await countLine(formatResultCount(casa, { city: 'Casablanca' }))).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Casablanca');
    expect(within(panel).getByRole('combobox', { name: "Type d'espace" })).toHaveValue('');
    expect(within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' })).toHaveValue(
      '',
    );
    expect(within(panel).getByRole('textbox', { name: 'Prix minimum par jour (MAD)' })).toHaveValue(
      '',
    );
    expect(within(panel).getByRole('textbox', { name: 'Prix maximum par jour (MAD)' })).toHaveValue(
      '',
    );
    expect(within(panel).getByRole('checkbox', { name: 'Parking' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Ville ou quartier' })).toHaveValue('Casablanca');
  });

  it('follows back and forward', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    const panel = await openFilters();
    const area = within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' });
    await userEvent.type(area, '100');
    await waitFor(() => expect(params(router).get('minArea')).toBe('100'));
    const filtered = formatResultCount(await expectedCount(backend, { minArea: 100 }));
    await countLine(filtered);

    await act(() => router.navigate(-1));
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(area).toHaveValue('');

    await act(() => router.navigate(1));
    expect(await countLine(filtered)).toBeInTheDocument();
    expect(area).toHaveValue('100');
  });
});

describe('search page: order of the results', () => {
  const titles = () => results().map((r) => within(r).getByRole('heading').textContent);
  const sortBox = () => screen.getByRole('combobox', { name: 'Trier par' });

  it('sorts by price per day either way, keeps it in the URL, and goes back to newest first', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Casablanca' });
    const casa = (await approved(backend)).filter((l) => l.location.city === 'Casablanca');
    await countLine(formatResultCount(casa.length, { city: 'Casablanca' }));
    expect(sortBox()).toHaveValue('newest');
    expect(
      within(sortBox())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Les plus récents', 'Prix par jour croissant', 'Prix par jour décroissant']);
    expect(titles()).toEqual(casa.map((l) => l.title));

    const byPrice = [...casa].sort(
      (a, b) => a.pricePerDay - b.pricePerDay || (a.id < b.id ? -1 : 1),
    );
    // the seed's Casablanca listings are not already in price order
    expect(byPrice.map((l) => l.id)).not.toEqual(casa.map((l) => l.id));
    await userEvent.selectOptions(sortBox(), 'Prix par jour croissant');
    await waitFor(() => expect(titles()).toEqual(byPrice.map((l) => l.title)));
    expect(router.state.location.search).toBe('?city=Casablanca&tri=prix-croissant');

    await userEvent.selectOptions(sortBox(), 'Prix par jour décroissant');
    await waitFor(() => expect(titles()).toEqual([...byPrice].reverse().map((l) => l.title)));
    expect(params(router).get('tri')).toBe('prix-decroissant');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles()).toEqual(byPrice.map((l) => l.title)));
    expect(sortBox()).toHaveValue('priceAsc');

    await userEvent.selectOptions(sortBox(), 'Les plus récents');
    await waitFor(() => expect(titles()).toEqual(casa.map((l) => l.title)));
    expect(router.state.location.search).toBe('?city=Casablanca');
  });

  it('opens a shared address in its order, and « Réinitialiser » keeps it', async () => {
    const backend = await testBackend();
    const { router } = renderApp({
      backend,
      route: '/search?minPrice=100&tri=prix-decroissant',
    });
    const kept = (await approved(backend))
      .filter((l) => l.pricePerDay >= 100)
      .sort((a, b) => b.pricePerDay - a.pricePerDay || (a.id < b.id ? 1 : -1))
      .slice(0, 20);
    await waitFor(() => expect(titles()).toEqual(kept.map((l) => l.title)));
    expect(sortBox()).toHaveValue('priceDesc');
    // one filter set: the order is not counted as one
    expect(screen.getByRole('button', { name: /^Filtres/ })).toHaveTextContent(/^Filtres1$/);
    const panel = await openFilters();
    await userEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tri=prix-decroissant'));
    expect(sortBox()).toHaveValue('priceDesc');
  });

  it('offers the order while loading, but not beside the empty state or a failure', async () => {
    const backend = await testBackend();
    const view = renderApp({
      backend: withListings(backend, { searchListings: () => new Promise(() => {}) }),
      route: '/search',
    });
    expect(await screen.findByText('Recherche des bureaux…')).toBeInTheDocument();
    expect(sortBox()).toBeInTheDocument();
    view.unmount();

    const empty = renderApp({ backend, route: '/search?city=Bouznika' });
    expect(await screen.findByText('Aucun bureau trouvé')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Trier par' })).toBeNull();
    empty.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      backend: withListings(backend, {
        searchListings: () => Promise.reject(new Error('réseau')),
      }),
      route: '/search?tri=prix-croissant',
    });
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Trier par' })).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});

/**
 * The router renders a navigation in a transition: on a slow phone, a second filter can be
 * picked before the page has rendered the first. Each change builds on the last one asked for
 * (src/hooks/useEditableSearchParams.ts), so none is lost.
 */
describe('search page: filters picked before the page has caught up', () => {
  const LAG_MS = 300;
  const settle = () => act(() => new Promise((r) => setTimeout(r, LAG_MS * 3)));

  async function openLagging(route: string) {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route, renderLagMs: LAG_MS });
    const toggle = await screen.findByRole('button', { name: 'Filtres' });
    // (open already when the address carries filters)
    if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    return { router, panel: screen.getByRole('region', { name: 'Filtres de recherche' }) };
  }

  it('keeps two amenities ticked one after the other', async () => {
    const { router, panel } = await openLagging('/search?city=Casablanca');
    const push = vi.spyOn(router.history, 'push');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Parking' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Climatisation' }));
    await settle();
    expect(params(router).get('amenities')?.split(',').sort()).toEqual([
      'Climatisation',
      'Parking',
    ]);
    expect(params(router).get('city')).toBe('Casablanca');
    expect(push).toHaveBeenCalledTimes(2);
    expect(within(panel).getByRole('checkbox', { name: 'Parking' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Climatisation' })).toBeChecked();
  });

  it('keeps a space type picked just before an amenity, and unticks from the newest', async () => {
    const { router, panel } = await openLagging('/search?amenities=Parking');
    fireEvent.change(within(panel).getByRole('combobox', { name: "Type d'espace" }), {
      target: { value: 'meeting-room' },
    });
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Parking' }));
    await settle();
    expect(params(router).get('spaceType')).toBe('meeting-room');
    expect(params(router).has('amenities')).toBe(false);
  });

  it('keeps a city searched just before "Réinitialiser"', async () => {
    const { router, panel } = await openLagging('/search?city=Rabat&amenities=Parking');
    fireEvent.change(screen.getByRole('textbox', { name: 'Ville ou quartier' }), {
      target: { value: 'Tanger' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    await settle();
    expect(params(router).get('city')).toBe('Tanger');
    expect(params(router).has('amenities')).toBe(false);
  });
});
