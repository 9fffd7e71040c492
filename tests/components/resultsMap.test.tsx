import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInMorocco } from '@/domain/days';
import { resetMapMemory } from '@/features/listings/mapMemory';
import { forgetKeptResults } from '@/features/listings/useSearchResults';
import { mockWideScreen, renderApp, testBackend, widestPhoto } from '../utils';

// No Maps key (as in the demo and CI): the offline map of Morocco.
vi.mock('@/lib/maps', () => ({
  hasMapsKey: () => false,
  loadGoogleMaps: () => Promise.reject(new Error('no key')),
}));

const CASABLANCA = '/search?city=Casablanca';
const results = () => screen.queryAllByRole('article');
// The map's chunk (and, the first time, the drawing built from world-atlas) takes a moment.
const findMap = () =>
  screen.findByRole('region', { name: 'Carte des résultats' }, { timeout: 10_000 });
/** A listing's pin (named by its title) or a cluster ("4 espaces ici : zoomer"). */
const markers = (map: HTMLElement) => within(map).queryAllByRole('button');
const clusters = (map: HTMLElement) =>
  within(map).queryAllByRole('button', { name: /^\d+ espaces ici\u00a0: zoomer$/ });
const pins = (map: HTMLElement) =>
  markers(map).filter((b) => !/espaces ici/.test(b.getAttribute('aria-label') ?? ''));
/** How many listings the markers stand for (a pin one, a cluster its count). */
const represented = (map: HTMLElement) =>
  markers(map).reduce(
    (n, b) => n + Number(/^(\d+) espaces ici/.exec(b.getAttribute('aria-label') ?? '')?.[1] ?? 1),
    0,
  );

/** The Casablanca results on a wide screen: the map beside the list. */
async function searchWide() {
  mockWideScreen();
  const backend = await testBackend();
  const { router } = renderApp({ backend, route: CASABLANCA });
  return { map: await findMap(), router };
}

afterEach(() => vi.restoreAllMocks());

async function openMapOnPhone() {
  await userEvent.click(await screen.findByRole('button', { name: 'Carte' }));
  return findMap();
}

/** Each marker's name and place on the map. */
const placed = (map: HTMLElement) =>
  markers(map).map((b) => ({
    name: b.getAttribute('aria-label'),
    left: parseFloat(b.style.left),
    top: parseFloat(b.style.top),
  }));

function samePlaces(after: ReturnType<typeof placed>, before: ReturnType<typeof placed>) {
  expect(after.map((m) => m.name)).toEqual(before.map((m) => m.name));
  after.forEach(({ left, top }, i) => {
    expect(left).toBeCloseTo(before[i]!.left, 6);
    expect(top).toBeCloseTo(before[i]!.top, 6);
  });
}

/** Opens the listing of a pin through its card, and waits for its page. */
async function openListing(pin: HTMLElement) {
  const title = pin.getAttribute('aria-label')!;
  await userEvent.click(pin);
  await userEvent.click(
    within(screen.getByRole('region', { name: 'Espace sélectionné' })).getByRole('link'),
  );
  await screen.findByRole('heading', { level: 1, name: title });
  expect(screen.queryByRole('region', { name: 'Carte des résultats' })).not.toBeInTheDocument();
}

/** Zooms in until the map shows some of the seven results, not all: the list then follows it. */
async function zoomInOnSome(map: HTMLElement) {
  await waitFor(() => expect(markers(map).length).toBeGreaterThan(0));
  for (let i = 0; i < 8 && !(results().length < 7 && pins(map).length > 0); i += 1)
    await userEvent.click(screen.getByRole('button', { name: 'Zoomer' }));
  expect(results().length).toBeLessThan(7);
  expect(pins(map).length).toBeGreaterThan(0);
}

describe('results map', () => {
  it('phone: the list first, "Carte" shows the map instead of it, "Liste" brings it back', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: CASABLANCA });
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    const switcher = screen.getByRole('group', { name: 'Affichage des résultats' });
    const list = within(switcher).getByRole('button', { name: 'Liste' });
    const map = within(switcher).getByRole('button', { name: 'Carte' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Carte des résultats' })).not.toBeInTheDocument();

    const count = screen.getByText(/^\d+ bureaux trouvés à Casablanca$/).textContent;
    await userEvent.click(map);
    const region = await findMap();
    expect(map).toHaveAttribute('aria-pressed', 'true');
    const listBox = results()[0]!.closest('ul')!.parentElement!;
    expect(listBox).toHaveClass('hidden');
    // the count line stands above the map, the list's being hidden with it
    const shown = screen.getAllByText(count!).filter((p) => !listBox.contains(p));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveAttribute('role', 'status');
    // and once the map is moved, what its area holds
    expect(screen.queryByRole('button', { name: 'Voir tous les résultats' })).toBeNull();
    await userEvent.click(
      within(region).getAllByRole('button', { name: /espaces ici\u00a0: zoomer/ })[0]!,
    );
    // the disc is gone, the focus stays on the map rather than falling to <body>
    expect(region).toHaveFocus();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('button', { name: 'Voir tous les résultats' })
          .filter((b) => !listBox.contains(b)),
      ).toHaveLength(1),
    );

    await userEvent.click(list);
    expect(screen.queryByRole('region', { name: 'Carte des résultats' })).not.toBeInTheDocument();
    expect(listBox).not.toHaveClass('hidden');
  });

  it('phone: « Carte » pressed below the fold brings the map up; not when it is in view', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: CASABLANCA });
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    const switcher = screen.getByRole('group', { name: 'Affichage des résultats' });
    const box = switcher.parentElement!;
    let top = 650; // under the form and the filters of a 844 px phone
    vi.spyOn(box, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    const scrolled = vi.spyOn(box, 'scrollIntoView');
    await userEvent.click(within(switcher).getByRole('button', { name: 'Carte' }));
    await findMap();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });
    // back to the list, then the map again with the switch near the top: nothing moves
    await userEvent.click(within(switcher).getByRole('button', { name: 'Liste' }));
    top = 40;
    await userEvent.click(within(switcher).getByRole('button', { name: 'Carte' }));
    await findMap();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('wide screen: the map beside the list, with a marker or a cluster for every result', async () => {
    const { map } = await searchWide();
    await waitFor(() => expect(markers(map).length).toBeGreaterThan(0));
    const listed = results().length;
    expect(listed).toBe(7);
    expect(represented(map)).toBe(listed);
    // Offices a few hundred metres apart pile up: at least one cluster at the city's zoom.
    expect(clusters(map).length).toBeGreaterThan(0);
    expect(markers(map).length).toBeLessThan(listed);
    // The map's controls, in French.
    for (const name of ['Zoomer', 'Dézoomer', 'Recentrer la carte'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('a cluster zooms in until its listings show apart', async () => {
    const { map } = await searchWide();
    await waitFor(() => expect(clusters(map).length).toBeGreaterThan(0));
    // Click the biggest cluster until none is left: every office of the city then has its pin.
    for (let i = 0; i < 10 && clusters(map).length > 0; i += 1) {
      const biggest = clusters(map).sort(
        (a, b) => Number(b.textContent) - Number(a.textContent),
      )[0]!;
      await userEvent.click(biggest);
    }
    expect(clusters(map)).toHaveLength(0);
    expect(pins(map).length).toBeGreaterThanOrEqual(2);
  });

  it('a marker opens the listing\'s card: photo, title, price, link; "Fermer" closes it', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: CASABLANCA });
    const map = await openMapOnPhone();
    const pin = pins(map)[0]!;
    const title = pin.getAttribute('aria-label')!;
    const listing = (await backend.listings.listListings()).find((l) => l.title === title)!;
    await userEvent.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('region', { name: 'Espace sélectionné' });
    expect(within(card).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(card).toHaveTextContent(/\d+ MAD \/jour/);
    expect(card.querySelector('img')).toHaveAttribute('src', widestPhoto(listing.photos[0]));
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName(`Voir l'espace\u00a0: ${title}`);
    expect(link).toHaveAttribute('href', `/listing/${listing.id}`);

    await userEvent.click(within(card).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('region', { name: 'Espace sélectionné' })).not.toBeInTheDocument();
    // the focus goes back to the pin that opened it, not to <body>
    expect(pin).toHaveFocus();
    expect(pin).toHaveAttribute('aria-pressed', 'false');
  });

  it('Escape closes the card, from its link too, and gives the focus back to its pin', async () => {
    const user = userEvent.setup();
    const backend = await testBackend();
    renderApp({ backend, route: CASABLANCA });
    const map = await openMapOnPhone();
    const pin = pins(map)[0]!;
    await user.click(pin);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Espace sélectionné' })).not.toBeInTheDocument();
    expect(pin).toHaveFocus();

    await user.click(pin);
    within(screen.getByRole('region', { name: 'Espace sélectionné' }))
      .getByRole('link')
      .focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Espace sélectionné' })).not.toBeInTheDocument();
    expect(pin).toHaveFocus();
  });

  it("the card's link carries the search's dates and places to the listing", async () => {
    const backend = await testBackend();
    const from = addDays(todayInMorocco(), 20);
    const to = addDays(todayInMorocco(), 21);
    renderApp({ backend, route: `${CASABLANCA}&du=${from}&au=${to}&places=2` });
    const map = await openMapOnPhone();
    // (the results for 2 places may all stand in one cluster: zoom in to a pin)
    await waitFor(() => expect(markers(map).length).toBeGreaterThan(0));
    for (let i = 0; i < 10 && pins(map).length === 0; i += 1) {
      await userEvent.click(clusters(map)[0]!);
    }
    await userEvent.click(pins(map)[0]!);
    const card = screen.getByRole('region', { name: 'Espace sélectionné' });
    expect(within(card).getByRole('link').getAttribute('href')).toMatch(
      new RegExp(`^/listing/[^?]+\\?du=${from}&au=${to}&places=2$`),
    );
  });

  it("following the card's link opens the listing", async () => {
    const backend = await testBackend();
    renderApp({ backend, route: CASABLANCA });
    const map = await openMapOnPhone();
    const pin = pins(map)[0]!;
    const title = pin.getAttribute('aria-label')!;
    await userEvent.click(pin);
    const card = screen.getByRole('region', { name: 'Espace sélectionné' });
    await userEvent.click(within(card).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('the first move of the map stays where the user put it (the list follows, the map does not re-frame)', async () => {
    const { map } = await searchWide();
    await waitFor(() => expect(markers(map).length).toBeGreaterThan(0));
    /** Where each marker or cluster stands, in % of the map's width. */
    const lefts = () => markers(map).map((m) => parseFloat(m.style.left));
    const framed = lefts();
    map.focus();
    await userEvent.keyboard('{ArrowRight}'); // the map moves left: 15 % of its width
    await screen.findByText(/dans la zone affichée/);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const moved = lefts();
    expect(moved.length).toBeGreaterThan(0);
    // each marker still in view is 15 % further left (clusters may merge or split at the edge)
    for (const left of moved) {
      expect(framed.some((f) => Math.abs(f - 15 - left) < 0.01)).toBe(true);
    }
  });

  it('moving the map lists only the results in view; "Voir tous les résultats" lists them all', async () => {
    const { map } = await searchWide();
    await waitFor(() => expect(results()).toHaveLength(7));
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();

    // Keyboard: the map takes the focus; the arrows move it away from the offices.
    map.focus();
    expect(map).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const note = await screen.findByText(/dans la zone affichée/);
    const inView = results().length;
    expect(inView).toBeLessThan(7);
    expect(note).toHaveTextContent(
      inView === 0
        ? 'Aucun espace dans la zone affichée'
        : `${inView} espace${inView === 1 ? '' : 's'} dans la zone affichée`,
    );
    expect(represented(map)).toBe(inView);

    await userEvent.click(screen.getByRole('button', { name: 'Voir tous les résultats' }));
    expect(results()).toHaveLength(7);
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
    expect(represented(map)).toBe(7);

    // "Recentrer la carte" frames the results again and lists them all, too.
    map.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await screen.findByText(/dans la zone affichée/);
    await userEvent.click(screen.getByRole('button', { name: 'Recentrer la carte' }));
    expect(results()).toHaveLength(7);
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
    expect(represented(map)).toBe(7);
  });

  it('Back from a listing opened on the moved map: the map, its area and the list following it', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: CASABLANCA });
    let map = await openMapOnPhone();
    await zoomInOnSome(map);
    const note = (await screen.findAllByText(/dans la zone affichée/))[0]!.textContent;
    const listed = results().length;
    const before = placed(map);
    await openListing(pins(map)[0]!);

    await act(() => router.navigate(-1));
    map = await findMap();
    expect(screen.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText(/dans la zone affichée/)[0]).toHaveTextContent(note!);
    expect(results()).toHaveLength(listed);
    // the same area: the same markers at the same places (a framing of the results would
    // show all seven, farther out)
    samePlaces(placed(map), before);

    // « Voir tous les résultats » is remembered too: Back then frames all the results
    await userEvent.click(screen.getAllByRole('button', { name: 'Voir tous les résultats' })[0]!);
    expect(results()).toHaveLength(7);
    await openListing(pins(map)[0]!);
    await act(() => router.navigate(-1));
    map = await findMap();
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
    expect(represented(map)).toBe(7);
  });

  it('another order keeps the area the map was moved to; Back finds each entry as it was', async () => {
    const { router, map: first } = await searchWide();
    let map = first;
    await waitFor(() => expect(results()).toHaveLength(7));
    await zoomInOnSome(map);
    const note = screen.getByText(/dans la zone affichée/).textContent;
    const heading = (r: HTMLElement) => within(r).getByRole('heading').textContent;
    const listed = results().map(heading).sort();
    const before = placed(map);

    // « Trier par »: the same part of the map, its results in the new order
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), [
      'Prix par jour croissant',
    ]);
    await waitFor(() => expect(router.state.location.search).toContain('tri=prix-croissant'));
    map = await findMap();
    await waitFor(() => expect(results().map(heading).sort()).toEqual(listed));
    expect(screen.getByText(/dans la zone affichée/)).toHaveTextContent(note!);
    await waitFor(() => expect(markers(map).length).toBeGreaterThan(0));
    // (the markers follow the list's order: compared by name)
    const byName = (p: ReturnType<typeof placed>) =>
      [...p].sort((x, y) => (x.name ?? '').localeCompare(y.name ?? ''));
    samePlaces(byName(placed(map)), byName(before));

    // all the results in this order, then Back: the first order, still on its area
    await userEvent.click(screen.getByRole('button', { name: 'Voir tous les résultats' }));
    expect(results()).toHaveLength(7);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).not.toContain('tri='));
    map = await findMap();
    await waitFor(() => expect(results().map(heading).sort()).toEqual(listed));
    expect(screen.getByText(/dans la zone affichée/)).toHaveTextContent(note!);
    // and Forward: the sorted entry as it was left, all its results
    await act(() => router.navigate(1));
    await waitFor(() => expect(router.state.location.search).toContain('tri=prix-croissant'));
    await waitFor(() => expect(results()).toHaveLength(7));
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
  });

  it('a new search forgets the area: the map frames its results', async () => {
    const { map, router } = await searchWide();
    await waitFor(() => expect(results()).toHaveLength(7));
    await zoomInOnSome(map);
    await act(() => router.navigate(`${CASABLANCA}&spaceType=coworking`));
    await waitFor(() => expect(results().length).toBeGreaterThan(0));
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
  });

  it('a reload finds the map where the user left it, from sessionStorage', async () => {
    const backend = await testBackend();
    const { unmount } = renderApp({ backend, route: CASABLANCA });
    const map = await openMapOnPhone();
    await zoomInOnSome(map);
    const note = (await screen.findAllByText(/dans la zone affichée/))[0]!.textContent;
    const listed = results().length;
    const before = placed(map);

    // the page reloaded: what the app kept in memory is gone, the tab's sessionStorage is not
    unmount();
    forgetKeptResults();
    resetMapMemory();
    renderApp({ backend, route: CASABLANCA });
    const reloaded = await findMap();
    expect(screen.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText(/dans la zone affichée/)[0]).toHaveTextContent(note!);
    expect(results()).toHaveLength(listed);
    await waitFor(() => expect(markers(reloaded).length).toBeGreaterThan(0));
    samePlaces(placed(reloaded), before);
  });

  it('the zoom buttons zoom in and out (the list follows)', async () => {
    const { map } = await searchWide();
    await waitFor(() => expect(markers(map).length).toBeGreaterThan(1));
    await userEvent.click(screen.getByRole('button', { name: 'Dézoomer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dézoomer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dézoomer' }));
    // Far out, the city's offices are one cluster.
    await waitFor(() => expect(markers(map)).toHaveLength(1));
    expect(clusters(map)[0]).toHaveAccessibleName('7 espaces ici\u00a0: zoomer');
    expect(screen.getByText('7 espaces dans la zone affichée')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Zoomer' }));
    expect(markers(map).length).toBeGreaterThan(1);
    // At the closest zoom « Zoomer » says it can go no further, and keeps the focus
    const zoomIn = screen.getByRole('button', { name: 'Zoomer' });
    const zoomOut = screen.getByRole('button', { name: 'Dézoomer' });
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
    for (let i = 0; i < 20 && !zoomIn.hasAttribute('aria-disabled'); i += 1)
      await userEvent.click(zoomIn);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).toHaveFocus();
    const at = markers(map).map((m) => m.getAttribute('style'));
    await userEvent.click(zoomIn);
    expect(markers(map).map((m) => m.getAttribute('style'))).toEqual(at);
    // and « Dézoomer » at the widest
    for (let i = 0; i < 20 && !zoomOut.hasAttribute('aria-disabled'); i += 1)
      await userEvent.click(zoomOut);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(zoomIn).not.toHaveAttribute('aria-disabled');
  });

  it('drags with one pointer and pinch-zooms with two (jsdom: one frame unit per pixel)', async () => {
    const { map } = await searchWide();
    await waitFor(() => expect(pins(map).length).toBeGreaterThan(0));
    const title = pins(map)[0]!.getAttribute('aria-label')!;
    const pin = () => within(map).getByRole('button', { name: title });
    const left = () => (parseFloat(pin().style.left) / 100) * 600;
    const top = () =>
      (parseFloat(pin().style.top) / 100) * Number(map.style.aspectRatio.split('/')[1]);
    const [x0, y0] = [left(), top()];

    // Drag 60 right and 30 down: the pin follows; the list follows once the pointer lifts.
    fireEvent.pointerDown(map, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(map, { pointerId: 1, clientX: 160, clientY: 130 });
    expect(left()).toBeCloseTo(x0 + 60, 6);
    expect(top()).toBeCloseTo(y0 + 30, 6);
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
    fireEvent.pointerUp(map, { pointerId: 1, clientX: 160, clientY: 130 });
    expect(await screen.findByText(/dans la zone affichée/)).toBeInTheDocument();
    const [x1, y1] = [left(), top()];

    // Two fingers spread from 100 to 200 apart around (300, 300): twice as close.
    fireEvent.pointerDown(map, { pointerId: 2, button: 0, clientX: 250, clientY: 300 });
    fireEvent.pointerDown(map, { pointerId: 3, button: 0, clientX: 350, clientY: 300 });
    fireEvent.pointerMove(map, { pointerId: 2, clientX: 200, clientY: 300 });
    fireEvent.pointerMove(map, { pointerId: 3, clientX: 400, clientY: 300 });
    expect(left()).toBeCloseTo(300 + 2 * (x1 - 300), 6);
    expect(top()).toBeCloseTo(300 + 2 * (y1 - 300), 6);
    fireEvent.pointerUp(map, { pointerId: 2 });
    fireEvent.pointerUp(map, { pointerId: 3 });
  });
});
