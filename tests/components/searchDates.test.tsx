/**
 * The search page's dates and places (issue 13): the boxes "Du", "Au" and "Places", kept in the
 * URL (du, au, places), checked in French, and the results limited to bookable listings.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInMorocco } from '@/domain/days';
import { NUMBER_DEBOUNCE_MS } from '@/features/listings/useSearchQuery';
import { buildSeed } from '@/services/seed/data';
import { renderApp, testBackend, withListings } from '../utils';
import { plainSpaces } from '../french';

const today = todayInMorocco();
const params = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);
const box = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const countLine = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 3000 });

/** Sets a date box as a date picker does. */
async function pick(name: 'Du' | 'Au', day: string) {
  const input = box(name);
  await userEvent.clear(input);
  if (day) await userEvent.type(input, day);
}

describe('search page: dates and places', () => {
  it('shows the dates and places of the URL, and searches with them', async () => {
    const backend = await testBackend();
    const searchListings = vi.fn(backend.listings.searchListings);
    const from = addDays(today, 10);
    const to = addDays(today, 12);
    renderApp({
      backend: withListings(backend, { searchListings }),
      route: `/search?city=Rabat&du=${from}&au=${to}&places=3`,
    });
    expect(
      await countLine(/bureaux? trouvés? à Rabat, disponibles? du .+ pour 3 places$/),
    ).toBeInTheDocument();
    expect(box('Du')).toHaveValue(from);
    expect(box('Au')).toHaveValue(to);
    expect(box('Places')).toHaveValue('3');
    // the hint describes the field (below the whole row of dates and places)
    expect(box('Places')).toHaveAccessibleDescription(
      "Places par jour d'un espace partagé\u00a0; un bureau privé se loue entier, pour au moins ce nombre de postes.",
    );
    expect(searchListings).toHaveBeenLastCalledWith(
      expect.objectContaining({
        filters: expect.objectContaining({ city: 'Rabat', dates: { from, to }, places: 3 }),
      }),
    );
  });

  it("opens a result with the search's dates and places, and without them for a search without", async () => {
    const backend = await testBackend();
    const from = addDays(today, 10);
    const to = addDays(today, 12);
    const { router } = renderApp({
      backend,
      route: `/search?city=Rabat&du=${from}&au=${to}&places=2&type=coworking`,
    });
    await countLine(/disponibles? du .+ pour 2 places$/);
    const links = () =>
      screen
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')!)
        .filter((href) => href.startsWith('/listing/'));
    expect(links().length).toBeGreaterThan(0);
    // the dates and places only: not the city or the other filters
    for (const href of links())
      expect(href).toMatch(new RegExp(`^/listing/[^?]+\\?du=${from}&au=${to}&places=2$`));

    await router.navigate('/search?city=Rabat');
    await countLine(/bureaux? trouvés? à Rabat$/);
    for (const href of links()) expect(href).toMatch(/^\/listing\/[^?]+$/);
  });

  it('puts the dates and places typed in the URL on submit, and takes them out again', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    const from = addDays(today, 3);
    const to = addDays(today, 7);
    await pick('Du', from);
    await pick('Au', to);
    await userEvent.type(box('Places'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(params(router).get('du')).toBe(from));
    expect(params(router).get('au')).toBe(to);
    expect(params(router).get('places')).toBe('2');
    expect(await countLine(/disponibles? du .+ pour 2 places$/)).toBeInTheDocument();

    // back: the boxes follow the URL
    await act(() => router.navigate(-1));
    await waitFor(() => expect(box('Du')).toHaveValue(''));
    expect(box('Au')).toHaveValue('');
    expect(box('Places')).toHaveValue('');
    await act(() => router.navigate(1));
    await waitFor(() => expect(box('Du')).toHaveValue(from));

    await pick('Du', '');
    await pick('Au', '');
    await userEvent.clear(box('Places'));
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(params(router).has('du')).toBe(false));
    expect(params(router).has('au')).toBe(false);
    expect(params(router).has('places')).toBe(false);
  });

  it('explains and ignores "Au" before "Du", keeping both dates typed', async () => {
    const backend = await testBackend();
    const { router } = renderApp({
      backend,
      route: `/search?du=${addDays(today, 1)}&au=${addDays(today, 2)}`,
    });
    await countLine(/disponibles? du/);
    await pick('Du', addDays(today, 7));
    await pick('Au', addDays(today, 3));
    expect(
      await screen.findByText(
        'La date de fin (« Au ») est avant la date de début (« Du ») : les dates sont ignorées.',
      ),
    ).toBeInTheDocument();
    expect(box('Au')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(params(router).has('du')).toBe(false));
    expect(await countLine('20+ bureaux trouvés')).toBeInTheDocument();
    expect(box('Du')).toHaveValue(addDays(today, 7));
    expect(box('Au')).toHaveValue(addDays(today, 3));
  });

  it('explains a start in the past', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    await pick('Du', addDays(today, -1));
    await pick('Au', addDays(today, 2));
    expect(
      await screen.findByText("La date de début est passée : choisissez aujourd'hui ou plus tard."),
    ).toBeInTheDocument();
    expect(box('Du')).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a range over 90 days, and accepts 90 days', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    await pick('Du', addDays(today, 1));
    await pick('Au', addDays(today, 91));
    const message = 'Cherchez sur 90 jours au plus\u00a0: les dates sont ignorées.';
    expect(await screen.findByText(plainSpaces(message))).toBeInTheDocument();
    await pick('Au', addDays(today, 90));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(params(router).get('au')).toBe(addDays(today, 90)));
  });

  it('asks for the other date only once the form is submitted', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    await pick('Du', addDays(today, 2));
    const message =
      'Choisissez aussi la date de fin (« Au »)\u00a0: les dates sont ignorées en attendant.';
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText(plainSpaces(message))).toBeInTheDocument();
    expect(params(router).has('du')).toBe(false);
    expect(box('Du')).toHaveValue(addDays(today, 2));
  });

  it('explains places outside 1..50, keeps them typed, and ignores them', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search' });
    await countLine('20+ bureaux trouvés');
    const message =
      'Saisissez un nombre entier de places entre 1 et 50\u00a0: cette valeur est ignorée.';
    for (const bad of ['0', '51', 'deux', '2,5']) {
      await userEvent.clear(box('Places'));
      await userEvent.type(box('Places'), bad);
      expect(await screen.findByText(plainSpaces(message))).toBeInTheDocument();
      expect(box('Places')).toHaveValue(bad);
      // the error first, then the hint, both tied to the field
      expect(box('Places')).toHaveAccessibleDescription(
        `${message} Places par jour d'un espace partagé\u00a0; un bureau privé se loue entier, pour au moins ce nombre de postes.`,
      );
      expect(box('Places')).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(params(router).has('places')).toBe(false);
    await userEvent.clear(box('Places'));
    await userEvent.type(box('Places'), '50');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
  });

  it('arriving from a link with places or dates it cannot use: shown in their boxes, with why', async () => {
    const backend = await testBackend();
    const { unmount } = renderApp({ backend, route: '/search?city=Casablanca&places=999' });
    await countLine(/bureaux? trouvés? à Casablanca$/);
    expect(box('Places')).toHaveValue('999');
    expect(
      screen.getByText(
        'Saisissez un nombre entier de places entre 1 et 50 : cette valeur est ignorée.',
      ),
    ).toBeInTheDocument();
    unmount();
    const from = addDays(today, 12);
    const to = addDays(today, 10);
    renderApp({ backend, route: `/search?city=Casablanca&du=${from}&au=${to}` });
    await countLine(/bureaux? trouvés? à Casablanca$/);
    expect(box('Du')).toHaveValue(from);
    expect(box('Au')).toHaveValue(to);
    expect(
      screen.getByText(
        'La date de fin (« Au ») est avant la date de début (« Du ») : les dates sont ignorées.',
      ),
    ).toBeInTheDocument();
  });

  it('shows only the listings bookable on every day of the dates', async () => {
    const backend = await testBackend();
    const seed = buildSeed(new Date());
    const booked = seed.bookings.find(
      (b) => b.rentalType === 'daily' && b.status === 'confirmed' && b.startDate > today,
    )!;
    const listing = seed.listings.find((l) => l.id === booked.listingId)!;
    const city = encodeURIComponent(listing.location.city);
    const { unmount } = renderApp({ backend, route: `/search?city=${city}` });
    expect(await screen.findByRole('link', { name: listing.title })).toBeInTheDocument();
    unmount();

    renderApp({
      backend,
      route: `/search?city=${city}&du=${booked.startDate}&au=${booked.endDate}`,
    });
    await countLine(/disponibles? du /);
    expect(screen.queryByRole('link', { name: listing.title })).not.toBeInTheDocument();
  });

  it('adds no history entry on arrival, even from an address written otherwise ("places=")', async () => {
    const backend = await testBackend();
    const from = addDays(today, 10);
    const to = addDays(today, 12);
    // The address the prerendered form submits before the app takes over: empty places too.
    const { router } = renderApp({
      backend,
      route: `/search?city=Rabat&du=${from}&au=${to}&places=`,
    });
    const push = vi.spyOn(router.history, 'push');
    const replace = vi.spyOn(router.history, 'replace');
    await countLine(/à Rabat, disponibles? du /);
    await act(() => new Promise((r) => setTimeout(r, NUMBER_DEBOUNCE_MS * 2)));
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a search submitted while a typed number waits for its pause is not undone by it', async () => {
    const backend = await testBackend();
    // The page renders the new address only after the number's pause has ended.
    const lag = NUMBER_DEBOUNCE_MS * 2;
    const { router } = renderApp({ backend, route: '/search?city=Rabat', renderLagMs: lag });
    await countLine(/à Rabat/);
    const toggle = screen.getByRole('button', { name: 'Filtres' });
    if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
    const panel = screen.getByRole('region', { name: 'Filtres de recherche' });
    const from = addDays(today, 20);
    const to = addDays(today, 21);
    // All at once, well within the pause: a number, then the dates, then "Rechercher".
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Superficie minimale (m²)' }), {
      target: { value: '10' },
    });
    fireEvent.change(box('Du'), { target: { value: from } });
    fireEvent.change(box('Au'), { target: { value: to } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(params(router).get('du')).toBe(from);
    // Past the pause and the page's late render of both addresses: the search stays.
    await act(() => new Promise((r) => setTimeout(r, NUMBER_DEBOUNCE_MS + lag * 2)));
    expect(params(router).get('city')).toBe('Rabat');
    expect(params(router).get('minArea')).toBe('10');
    expect(params(router).get('du')).toBe(from);
    expect(params(router).get('au')).toBe(to);
    expect(await countLine(/à Rabat, disponibles? du /)).toBeInTheDocument();
    expect(box('Du')).toHaveValue(from);
  });
});
