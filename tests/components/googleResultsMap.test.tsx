import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockWideScreen, renderApp, testBackend } from '../utils';

/**
 * With a Maps key: the results on Google's map (a stand-in for the Maps API here), with the
 * same clusters as the offline map, a marker opening its card, the list following the map.
 */
type Listener = () => void;
type LatLng = { lat: number; lng: number };

const fake = vi.hoisted(() => ({
  maps: [] as FakeMap[],
  markers: [] as FakeMarker[],
  fail: false,
}));

class FakeBounds {
  north = -90;
  south = 90;
  east = -180;
  west = 180;
  extend({ lat, lng }: LatLng) {
    this.north = Math.max(this.north, lat);
    this.south = Math.min(this.south, lat);
    this.east = Math.max(this.east, lng);
    this.west = Math.min(this.west, lng);
  }
  getNorthEast() {
    return { lat: () => this.north, lng: () => this.east };
  }
  getSouthWest() {
    return { lat: () => this.south, lng: () => this.west };
  }
}

class FakeMap {
  listeners: Record<string, Listener[]> = {};
  zoom = 5;
  bounds: FakeBounds | null = null;
  /** What each fitBounds was given: the bounds' sides and the padding. */
  fits: { north: number; south: number; east: number; west: number; padding: unknown }[] = [];
  constructor() {
    fake.maps.push(this);
  }
  addListener(event: string, fn: Listener) {
    (this.listeners[event] ??= []).push(fn);
    return {
      remove: () => {
        this.listeners[event] = this.listeners[event]!.filter((f) => f !== fn);
      },
    };
  }
  /** Like Google: the bounds with some room around them (the padding). */
  fitBounds(b: FakeBounds, padding?: unknown) {
    this.fits.push({ north: b.north, south: b.south, east: b.east, west: b.west, padding });
    const room = new FakeBounds();
    room.extend({ lat: b.north + 0.01, lng: b.east + 0.01 });
    room.extend({ lat: b.south - 0.01, lng: b.west - 0.01 });
    this.bounds = room;
    this.zoom = 12;
  }
  getBounds() {
    return this.bounds;
  }
  getZoom() {
    return this.zoom;
  }
  setZoom(z: number) {
    this.zoom = z;
  }
  setCenter() {}
  panTo() {}
  /** The map stops moving: Google's "idle". */
  idle() {
    for (const fn of [...(this.listeners.idle ?? [])]) fn();
  }
}

class FakeMarker {
  removed = false;
  click: Listener = () => undefined;
  constructor(public options: { title: string; label?: { text: string }; position: LatLng }) {
    fake.markers.push(this);
  }
  addListener(_event: string, fn: Listener) {
    this.click = fn;
  }
  setMap(map: unknown) {
    if (map === null) this.removed = true;
  }
}

const api = {
  maps: {
    Map: FakeMap,
    Marker: FakeMarker,
    LatLngBounds: FakeBounds,
    event: {
      addListenerOnce: (map: FakeMap, event: string, fn: Listener) => {
        const handle = map.addListener(event, () => {
          handle.remove();
          fn();
        });
      },
    },
  },
};

vi.mock('@/lib/maps', () => ({
  hasMapsKey: () => true,
  loadGoogleMaps: () => (fake.fail ? Promise.reject(new Error('blocked')) : Promise.resolve(api)),
}));

beforeEach(() => {
  fake.maps = [];
  fake.markers = [];
  fake.fail = false;
  mockWideScreen();
});
afterEach(() => vi.restoreAllMocks());

const shown = () => fake.markers.filter((m) => !m.removed);
const represented = () =>
  shown().reduce((n, m) => n + (m.options.label ? Number(m.options.label.text) : 1), 0);

async function searchCasablanca() {
  const backend = await testBackend();
  const { router } = renderApp({ backend, route: '/search?city=Casablanca' });
  await waitFor(() => expect(fake.maps).toHaveLength(1), { timeout: 10_000 });
  const map = fake.maps[0]!;
  // The results are read, and the map framed on them (fitBounds). Not before: a stop of the
  // map while the list is still loading would be the empty list's framing, and the results'
  // framing would then take the test's next stop as its own (a CI run lost that race once).
  await screen.findAllByRole('article', {}, { timeout: 10_000 });
  await waitFor(() => expect(map.zoom).toBe(12));
  // Google frames the results, then stops.
  act(() => map.idle());
  await act(() => new Promise((r) => setTimeout(r, 0)));
  return { map, router };
}

describe("results on Google's map", () => {
  it('frames the results and shows a marker or a cluster for each', async () => {
    const { map } = await searchCasablanca();
    expect(map.bounds!.north).toBeGreaterThan(map.bounds!.south);
    expect(screen.getAllByRole('article')).toHaveLength(7);
    expect(represented()).toBe(7);
    const titles = shown().map((m) => m.options.title);
    expect(titles.some((t) => /^\d+ espaces ici\u00a0: zoomer$/.test(t))).toBe(true);
    // The framing is not a move by the user: the list is whole.
    expect(screen.queryByText(/dans la zone affichée/)).not.toBeInTheDocument();
  });

  it("a marker opens the listing's card", async () => {
    const { map } = await searchCasablanca();
    map.zoom = 17; // close enough for every office to have its own marker
    act(() => map.idle());
    const pin = shown().find((m) => !m.options.label)!;
    act(() => pin.click());
    const card = screen.getByRole('region', { name: 'Espace sélectionné' });
    expect(within(card).getByRole('heading', { name: pin.options.title })).toBeInTheDocument();
  });

  it('the list follows the area the user moves the map to', async () => {
    const { map } = await searchCasablanca();
    const area = new FakeBounds();
    area.extend({ lat: 33.58, lng: -7.64 });
    area.extend({ lat: 33.6, lng: -7.63 });
    map.bounds = area;
    act(() => map.idle());
    const note = await screen.findByText(/dans la zone affichée/);
    const inView = screen.getAllByRole('article').length;
    expect(inView).toBeGreaterThan(0);
    expect(inView).toBeLessThan(7);
    expect(note).toHaveTextContent(`${inView} espace`);
  });

  it('Back from a listing frames the area the user had moved to, and the list follows it', async () => {
    const { map, router } = await searchCasablanca();
    const area = new FakeBounds();
    area.extend({ lat: 33.58, lng: -7.64 });
    area.extend({ lat: 33.6, lng: -7.63 });
    map.bounds = area;
    act(() => map.idle());
    const note = (await screen.findByText(/dans la zone affichée/)).textContent;
    const inView = screen.getAllByRole('article').length;
    const first = screen.getAllByRole('article')[0]!;
    const title = within(first).getByRole('heading').textContent!;
    await userEvent.click(within(first).getAllByRole('link')[0]!);
    await screen.findByRole('heading', { level: 1, name: title });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(fake.maps).toHaveLength(2), { timeout: 10_000 });
    const again = fake.maps[1]!;
    await waitFor(() => expect(again.fits).toHaveLength(1));
    // exactly the area shown, without the padding of a framing of the results
    expect(again.fits[0]).toEqual({
      north: 33.6,
      south: 33.58,
      east: -7.63,
      west: -7.64,
      padding: 0,
    });
    expect(screen.getByText(/dans la zone affichée/)).toHaveTextContent(note!);
    expect(screen.getAllByRole('article')).toHaveLength(inView);
    // the framing's own stop is not a move of the user's: the area stays the one remembered
    act(() => again.idle());
    expect(screen.getAllByRole('article')).toHaveLength(inView);
  });

  it("falls back to the offline map when Google's script cannot load", async () => {
    fake.fail = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = await testBackend();
    renderApp({ backend, route: '/search?city=Casablanca' });
    await screen.findByRole('button', { name: 'Zoomer' }, { timeout: 10_000 });
    expect(screen.getByRole('region', { name: 'Carte des résultats' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
