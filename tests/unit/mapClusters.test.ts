import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_RADIUS,
  clusterIndex,
  markerBox,
  overlap,
  fromWorldPixel,
  settle,
  spread,
  worldPixel,
  type MapItem,
  type MapMarker,
} from '@/domain/mapClusters';

const WORLD = { west: -180, south: -85, east: 180, north: 85 };
const MOROCCO = { west: -17.5, south: 20.5, east: -1, north: 36 };

// Three offices a few hundred metres apart in Casablanca, one in Rabat, one in Agadir.
const CASA: MapItem[] = [
  { id: 'c1', coordinates: { lat: 33.5868, lng: -7.6358 } },
  { id: 'c2', coordinates: { lat: 33.5905, lng: -7.6335 } },
  { id: 'c3', coordinates: { lat: 33.5915, lng: -7.6262 } },
];
const RABAT: MapItem = { id: 'r1', coordinates: { lat: 34.0185, lng: -6.835 } };
const AGADIR: MapItem = { id: 'a1', coordinates: { lat: 30.4135, lng: -9.6055 } };
const ALL = [...CASA, RABAT, AGADIR];

const kinds = (markers: ReturnType<ReturnType<typeof clusterIndex>['markers']>) =>
  markers.map((m) => (m.kind === 'cluster' ? `cluster:${m.count}` : m.id)).sort();

/** A seeded pseudo-random draw in [0, 1) (mulberry32): the same places at every run. */
function seeded(start: number) {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('clusterIndex', () => {
  it('has the documented settings', () => {
    expect(CLUSTER_RADIUS).toBe(80);
    expect(CLUSTER_MAX_ZOOM).toBe(16);
  });

  it('groups the offices of one city at the country level and keeps the others apart', () => {
    const markers = clusterIndex(ALL).markers(MOROCCO, 6);
    expect(kinds(markers)).toEqual(['a1', 'cluster:3', 'r1']);
    expect(
      markers
        .filter((m) => m.kind === 'item')
        .map((m) => m.id)
        .sort(),
    ).toEqual(['a1', 'r1']);
    const rabat = markers.find((m) => m.id === 'r1')!;
    expect(rabat).toEqual({ kind: 'item', id: 'r1', coordinates: RABAT.coordinates });
    const cluster = markers.find((m) => m.kind === 'cluster')!;
    if (cluster.kind !== 'cluster') throw new Error('not a cluster');
    expect(cluster.itemIds.sort()).toEqual(['c1', 'c2', 'c3']);
    expect(cluster.id).toMatch(/^cluster-\d+$/);
    expect(cluster.expansionZoom).toBeGreaterThan(6);
    expect(cluster.coordinates.lat).toBeGreaterThan(33.58);
    expect(cluster.coordinates.lat).toBeLessThan(33.6);
    expect(cluster.coordinates.lng).toBeGreaterThan(-7.64);
    expect(cluster.coordinates.lng).toBeLessThan(-7.62);
  });

  it('groups everything at the world level', () => {
    expect(kinds(clusterIndex(ALL).markers(WORLD, 0))).toEqual(['cluster:5']);
  });

  it('splits a cluster at its expansion zoom', () => {
    const index = clusterIndex(ALL);
    const cluster = index.markers(MOROCCO, 6).find((m) => m.kind === 'cluster')!;
    if (cluster.kind !== 'cluster') throw new Error('not a cluster');
    const after = index.markers(MOROCCO, cluster.expansionZoom);
    expect(after.length).toBeGreaterThan(3);
  });

  it('shows every item alone above the last clustering zoom (default 16, or the one given)', () => {
    // Two offices of one building, 20 m apart: grouped up to zoom 16, apart from 17 on.
    const building: MapItem[] = [
      { id: 'b1', coordinates: { lat: 33.5868, lng: -7.6358 } },
      { id: 'b2', coordinates: { lat: 33.5868, lng: -7.6356 } },
    ];
    expect(kinds(clusterIndex(building).markers(MOROCCO, 16))).toEqual(['cluster:2']);
    expect(kinds(clusterIndex(building).markers(MOROCCO, 17))).toEqual(['b1', 'b2']);
    expect(kinds(clusterIndex(ALL, 8).markers(MOROCCO, 8))).toEqual(['a1', 'cluster:3', 'r1']);
    expect(kinds(clusterIndex(ALL, 8).markers(MOROCCO, 9))).toEqual(['a1', 'c1', 'c2', 'c3', 'r1']);
  });

  it('uses the whole zoom level below a fraction, and level 0 below zero', () => {
    const index = clusterIndex(ALL);
    expect(kinds(index.markers(MOROCCO, 6.9))).toEqual(kinds(index.markers(MOROCCO, 6)));
    expect(kinds(index.markers(WORLD, -3))).toEqual(['cluster:5']);
  });

  it('answers only for the bounds asked', () => {
    const north = { west: -8, south: 33, east: -6, north: 35 };
    expect(kinds(clusterIndex(ALL).markers(north, 17))).toEqual(['c1', 'c2', 'c3', 'r1']);
  });

  it('groups within the cluster radius (80 units of a 512 tile) and no further', () => {
    // At zoom 16 the radius spans 360° × 80 / (512 × 2^16) ≈ 0.000858° of longitude: two
    // pins 32 px wide, 31 px apart (0.00067°), overlapped under the former 60.
    const pair = (dLng: number): MapItem[] => [
      { id: 'p1', coordinates: { lat: 0, lng: 10 } },
      { id: 'p2', coordinates: { lat: 0, lng: 10 + dLng } },
    ];
    expect(kinds(clusterIndex(pair(0.00067)).markers(WORLD, 16))).toEqual(['cluster:2']);
    expect(kinds(clusterIndex(pair(0.00084)).markers(WORLD, 16))).toEqual(['cluster:2']);
    expect(kinds(clusterIndex(pair(0.00088)).markers(WORLD, 16))).toEqual(['p1', 'p2']);
  });

  it('has no marker without items', () => {
    expect(clusterIndex([]).markers(WORLD, 5)).toEqual([]);
  });

  // A place `dx`, `dy` pixels from (33.5°, -7.6°), in Casablanca, or from `from`, at zoom `z`
  // (y grows southwards).
  const at = (z: number, dx: number, dy: number, from = { lat: 33.5, lng: -7.6 }) => {
    const size = 256 * 2 ** z;
    const origin = worldPixel(from, z);
    const x = origin.x + dx;
    const y = origin.y + dy;
    const lng = (x / size - 0.5) * 360;
    const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
    return { lat, lng };
  };

  it('places a point on the world map in pixels (256 px tiles)', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel({ lat: 0, lng: -180 }, 1)).toEqual({ x: 0, y: 256 });
    const north = worldPixel({ lat: 85.0511287798, lng: 180 }, 2);
    expect(north.x).toBe(1024);
    expect(north.y).toBeCloseTo(0, 3);
    const round = (p: { x: number; y: number }) => ({ x: Math.round(p.x), y: Math.round(p.y) });
    expect(round(worldPixel(at(12, 30, -40), 12))).toEqual(
      round({
        x: worldPixel({ lat: 33.5, lng: -7.6 }, 12).x + 30,
        y: worldPixel({ lat: 33.5, lng: -7.6 }, 12).y - 40,
      }),
    );
  });

  it('knows the boxes the markers cover: a pin above its place, a disc around its own', () => {
    const item: MapMarker = { kind: 'item', id: 'i', coordinates: { lat: 0, lng: 0 } };
    const cluster = (count: number): MapMarker => ({
      kind: 'cluster',
      id: 'c',
      coordinates: { lat: 0, lng: 0 },
      count,
      expansionZoom: 1,
      itemIds: [],
    });
    expect(markerBox(item)).toEqual({ left: -16, right: 16, top: -38, bottom: 0 });
    expect(markerBox(cluster(12))).toEqual({ left: -18, right: 18, top: -18, bottom: 18 });
    expect(markerBox(cluster(120))).toEqual({ left: -19.5, right: 19.5, top: -18, bottom: 18 });
  });

  it('tells overlapping markers from markers side by side', () => {
    const z = 14;
    const pin = (id: string, dx: number, dy: number): MapMarker => ({
      kind: 'item',
      id,
      coordinates: at(z, dx, dy),
    });
    const disc: MapMarker = {
      kind: 'cluster',
      id: 'c',
      coordinates: at(z, 0, 0),
      count: 6,
      expansionZoom: 15,
      itemIds: [],
    };
    // A pin 40 px south of a disc's centre rises 38 px: its head is under the disc.
    expect(overlap(disc, pin('south', 0, 40), z)).toBe(true);
    expect(overlap(pin('south', 0, 40), disc, z)).toBe(true);
    // 57 px south, its head (19 px below the centre) clears the disc (18 px).
    expect(overlap(disc, pin('clear', 0, 57), z)).toBe(false);
    expect(overlap(disc, pin('clear', 0, 55), z)).toBe(true);
    // North of the disc, the pin's tip must be 18 px above its centre.
    expect(overlap(disc, pin('north', 0, -19), z)).toBe(false);
    expect(overlap(disc, pin('north', 0, -17), z)).toBe(true);
    // Sideways: 34 px apart the boxes (16 + 18) just touch.
    expect(overlap(disc, pin('east', 35, 0), z)).toBe(false);
    expect(overlap(disc, pin('east', 33, 0), z)).toBe(true);
    expect(overlap(disc, pin('west', -33, 0), z)).toBe(true);
    expect(overlap(disc, pin('west', -35, 0), z)).toBe(false);
    // Two pins: 32 px wide, 38 px tall.
    expect(overlap(pin('a', 0, 0), pin('b', 20, 35), z)).toBe(true);
    expect(overlap(pin('a', 0, 0), pin('b', 20, 39), z)).toBe(false);
    expect(overlap(pin('a', 0, 0), pin('b', 33, 0), z)).toBe(false);
  });

  it('gathers a place left alone under a cluster beside it into that cluster', () => {
    const z = 14;
    // a, b and c within the radius of each other (40 px): supercluster groups them, its disc
    // on their centre; d is 41 px from the nearest, kept apart, and its pin rises over the disc.
    const items: MapItem[] = [
      { id: 'a', coordinates: at(z, -20, 0) },
      { id: 'b', coordinates: at(z, 20, 0) },
      { id: 'c', coordinates: at(z, 0, -20) },
      { id: 'd', coordinates: at(z, 0, 41) },
    ];
    const markers = clusterIndex(items).markers(WORLD, z);
    expect(kinds(markers)).toEqual(['cluster:4']);
    const [only] = markers;
    if (only?.kind !== 'cluster') throw new Error('not a cluster');
    expect([...only.itemIds].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(only.id).toMatch(/^cluster-\d+\+d$/);
    // Its place weighs each part by its count: a quarter of the way towards d.
    const p = worldPixel(only.coordinates, z);
    const o = worldPixel(at(z, 0, 0), z);
    // (supercluster keeps its centres in 32-bit floats: a few hundredths of a pixel off)
    expect(p.x - o.x).toBeCloseTo(0, 0);
    expect(p.y - o.y).toBeCloseTo((-20 + 41) / 4, 0);
    // Zoomed to its expansion level, every place stands alone.
    expect(only.expansionZoom).toBe(z + 1);
    expect(kinds(clusterIndex(items).markers(WORLD, only.expansionZoom))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('gathers two pins whose boxes overlap though their places are beyond the radius', () => {
    const z = 12;
    const items: MapItem[] = [
      { id: 'p', coordinates: at(z, 0, 0) },
      { id: 'q', coordinates: at(z, 20, 36) }, // 41 px apart
    ];
    const [pair, ...rest] = clusterIndex(items).markers(WORLD, z);
    expect(rest).toEqual([]);
    if (pair?.kind !== 'cluster') throw new Error('not a cluster');
    expect(pair).toMatchObject({ id: 'p+q', count: 2, itemIds: ['p', 'q'], expansionZoom: 13 });
    expect(kinds(clusterIndex(items).markers(WORLD, 13))).toEqual(['p', 'q']);
    // 44 px apart they stand side by side.
    const apart = [items[0]!, { id: 'q', coordinates: at(z, 20, 39) }];
    expect(kinds(clusterIndex(apart).markers(WORLD, z))).toEqual(['p', 'q']);
  });

  it('leaves no two markers overlapping, each place in one, and every cluster opening up', () => {
    // places scattered over a few kilometres
    const random = seeded(7);
    let gathered = 0;
    for (let round = 0; round < 40; round++) {
      const items: MapItem[] = Array.from({ length: 5 + Math.floor(random() * 25) }, (_, i) => ({
        id: `p${i}`,
        coordinates: { lat: 33.55 + random() * 0.06, lng: -7.68 + random() * 0.08 },
      }));
      const index = clusterIndex(items);
      for (const z of [11, 12.5, 13, 14, 15.3, 16]) {
        const markers = index.markers(WORLD, z);
        for (let i = 0; i < markers.length; i++)
          for (let j = i + 1; j < markers.length; j++)
            expect(overlap(markers[i]!, markers[j]!, z)).toBe(false);
        const ids = markers.flatMap((m) => (m.kind === 'cluster' ? m.itemIds : [m.id]));
        expect(ids.sort()).toEqual(items.map((i) => i.id).sort());
        for (const m of markers) {
          if (m.kind !== 'cluster') continue;
          if (m.id.includes('+')) gathered++;
          expect(m.count).toBe(m.itemIds.length);
          expect(m.expansionZoom).toBeGreaterThan(Math.floor(z));
          expect(m.expansionZoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
          // Zoomed in on, its places fall into more than one marker.
          const after = index
            .markers(WORLD, m.expansionZoom)
            .filter((n) =>
              (n.kind === 'cluster' ? n.itemIds : [n.id]).some((id) => m.itemIds.includes(id)),
            );
          expect(after.length).toBeGreaterThan(1);
        }
      }
    }
    // The draw did put places under clusters supercluster had formed beside them.
    expect(gathered).toBeGreaterThan(20);
  });

  it('never gathers beyond the last clustering level, nor past it when zooming in', () => {
    const items: MapItem[] = [
      { id: 'p', coordinates: at(17, 0, 0) },
      { id: 'q', coordinates: at(17, 20, 30) },
    ];
    // Above the last level (16) the pins stand apart even where they overlap (one building).
    expect(kinds(clusterIndex(items).markers(WORLD, 17))).toEqual(['p', 'q']);
    // At 16 they are 12 px and 17 px apart: grouped, and the cluster zooms to 17, not beyond.
    const [one] = clusterIndex(items).markers(WORLD, 16);
    if (one?.kind !== 'cluster') throw new Error('not a cluster');
    expect(one.expansionZoom).toBe(17);
    const near: MapItem[] = [
      { id: 'p', coordinates: at(12, 0, 0) },
      { id: 'q', coordinates: at(12, 20, 36) },
    ];
    const [capped] = clusterIndex(near, 12).markers(WORLD, 12);
    expect(capped).toMatchObject({ kind: 'cluster', expansionZoom: 13 });
    expect(kinds(clusterIndex(near, 11).markers(WORLD, 12))).toEqual(['p', 'q']);
  });

  describe('settle', () => {
    const z = 14;
    const pin = (id: string, dx: number, dy: number): MapMarker => ({
      kind: 'item',
      id,
      coordinates: at(z, dx, dy),
    });

    it('gathers again what a gathered cluster comes to cover, in any order', () => {
      // A and B overlap; their cluster, at (10, 18.5), covers C's pin, which neither pin did.
      // (Made here, not while the tests are collected: a worldPixel that throws must fail a test.)
      const A = pin('A', 0, 0);
      const B = pin('B', 20, 37);
      const C = pin('C', -20, 62);
      expect(overlap(A, C, z) || overlap(B, C, z)).toBe(false);
      for (const order of [
        [A, B, C],
        [C, A, B],
        [B, C, A],
        [C, B, A],
      ]) {
        const settled = settle(order, z);
        expect(settled).toHaveLength(1);
        expect(settled[0]).toMatchObject({ kind: 'cluster', count: 3 });
        if (settled[0]?.kind !== 'cluster') throw new Error('not a cluster');
        expect([...settled[0].itemIds].sort()).toEqual(['A', 'B', 'C']);
      }
    });

    it('weighs each part by the places it holds', () => {
      const disc: MapMarker = {
        kind: 'cluster',
        id: 'cluster-1',
        coordinates: at(z, 0, 0),
        count: 3,
        expansionZoom: 0,
        itemIds: ['x', 'y', 'z'],
      };
      for (const [first, second] of [
        [disc, pin('p', 0, 40)],
        [pin('p', 0, 40), disc],
      ] as const) {
        const [one] = settle([first, second], z);
        if (one?.kind !== 'cluster') throw new Error('not a cluster');
        expect(one.count).toBe(4);
        const p = worldPixel(one.coordinates, z);
        const o = worldPixel(at(z, 0, 0), z);
        expect(p.x - o.x).toBeCloseTo(0, 3);
        expect(p.y - o.y).toBeCloseTo(10, 3);
      }
    });

    it('leaves markers that do not overlap as they are', () => {
      const apart = [pin('a', 0, 0), pin('b', 40, 0), pin('c', 0, 60)];
      expect(settle(apart, z)).toEqual(apart);
    });
  });

  it('opens a cluster at the first level its places stand apart, up to the last that groups', () => {
    // Two places 30 px apart at 11: grouped; 60 px at 12, apart.
    const items: MapItem[] = [
      { id: 'w', coordinates: at(11, -15, 0) },
      { id: 'e', coordinates: at(11, 15, 0) },
    ];
    for (const max of [12, 14, 16]) {
      const [one] = clusterIndex(items, max).markers(WORLD, 11);
      expect(one).toMatchObject({ kind: 'cluster', expansionZoom: 12 });
    }
    // Side by side, 35 px apart at 11: 70 px at 12, beyond a marker's reach of 64 px.
    const wide: MapItem[] = [
      { id: 'w', coordinates: at(11, -17.5, 0) },
      { id: 'e', coordinates: at(11, 17.5, 0) },
    ];
    expect(clusterIndex(wide).markers(WORLD, 11)).toMatchObject([{ expansionZoom: 12 }]);
    // Two pairs 35 px apart, each of two places 2 px apart: at 12 the pairs are two clusters.
    const pairs: MapItem[] = [
      { id: 'a1', coordinates: at(11, -17.5, 0) },
      { id: 'a2', coordinates: at(11, -17.5, 2) },
      { id: 'b1', coordinates: at(11, 17.5, 0) },
      { id: 'b2', coordinates: at(11, 17.5, 2) },
    ];
    expect(clusterIndex(pairs).markers(WORLD, 11)).toMatchObject([
      { kind: 'cluster', count: 4, expansionZoom: 12 },
    ]);
    expect(kinds(clusterIndex(pairs).markers(WORLD, 12))).toEqual(['cluster:2', 'cluster:2']);
  });

  it("opens a cluster of places one above the other beyond a marker's reach", () => {
    // At the equator a degree of latitude spans as many pixels as one of longitude: 36 px apart
    // at 11, grouped; 72 px at 12, the southern one beyond 64 px of the northern one.
    const equator = { lat: 0, lng: 10 };
    const items: MapItem[] = [
      { id: 'n', coordinates: at(11, 0, -18, equator) },
      { id: 's', coordinates: at(11, 0, 18, equator) },
    ];
    expect(clusterIndex(items).markers(WORLD, 11)).toMatchObject([
      { kind: 'cluster', count: 2, expansionZoom: 12 },
    ]);
    expect(kinds(clusterIndex(items).markers(WORLD, 12))).toEqual(['n', 's']);
  });

  it('opens a cluster at the level one of its places is gathered with a place outside it', () => {
    // At 13: a and b 60 px apart, each alone; c, 30 px east and 37 px north of b, more than
    // the radius (40 px) from it, but its pin covers b's: the two gathered. At 12, a and b
    // (30 px apart) are grouped, c (46 px from a) left beside their disc, clear of it.
    const items: MapItem[] = [
      { id: 'a', coordinates: at(13, 0, 0) },
      { id: 'b', coordinates: at(13, 60, 0) },
      { id: 'c', coordinates: at(13, 90, -37) },
    ];
    const index = clusterIndex(items);
    const before = index.markers(WORLD, 12);
    expect(kinds(before)).toEqual(['c', 'cluster:2']);
    const ab = before.find((m) => m.kind === 'cluster');
    if (ab?.kind !== 'cluster') throw new Error('not a cluster');
    expect([...ab.itemIds].sort()).toEqual(['a', 'b']);
    // At 13 its places stand in two markers, one of them shared with c.
    expect(ab.expansionZoom).toBe(13);
    const after = index.markers(WORLD, 13);
    expect(kinds(after)).toEqual(['a', 'cluster:2']);
    expect(after.find((m) => m.kind === 'cluster')).toMatchObject({ itemIds: ['b', 'c'] });
  });

  describe('spread (beyond the last level that groups)', () => {
    const z = 17;
    const pinAt = (id: string, dx: number, dy: number): MapMarker => ({
      kind: 'item',
      id,
      coordinates: at(z, dx, dy),
    });
    const noOverlap = (markers: MapMarker[]) => {
      for (let i = 0; i < markers.length; i++)
        for (let j = i + 1; j < markers.length; j++)
          expect(
            overlap(markers[i]!, markers[j]!, z),
            `${markers[i]!.id} / ${markers[j]!.id}`,
          ).toBe(false);
    };
    const shift = (before: MapMarker, after: MapMarker) => {
      const a = worldPixel(before.coordinates, z);
      const b = worldPixel(after.coordinates, z);
      return Math.hypot(a.x - b.x, a.y - b.y);
    };

    it('reads back the place at a pixel', () => {
      const place = { lat: 33.5731, lng: -7.5898 };
      const back = fromWorldPixel(worldPixel(place, 15), 15);
      expect(back.lat).toBeCloseTo(place.lat, 9);
      expect(back.lng).toBeCloseTo(place.lng, 9);
    });

    it('lays out pins of one building side by side, near their place', () => {
      const building = [pinAt('a', 0, 0), pinAt('b', 0, 0), pinAt('c', 1, 0), pinAt('d', 0, 1)];
      const out = spread(building, z);
      expect(out.map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
      noOverlap(out);
      // a 2 × 2 grid around their centre: each pin within one diagonal step
      out.forEach((m, i) => expect(shift(building[i]!, m)).toBeLessThan(Math.hypot(36, 42)));
      // north to south, then west to east: a (0, 0) before c (1, 0), d (0, 1) last
      const y = (m: MapMarker) => worldPixel(m.coordinates, z).y;
      const x = (m: MapMarker) => worldPixel(m.coordinates, z).x;
      expect(y(out[3]!)).toBeGreaterThan(y(out[0]!));
      expect(x(out[2]!)).toBeGreaterThan(x(out[0]!) - 1);
    });

    it('lays a group out in rows north to south, each west to east, around its centre', () => {
      // given in any order: a (0, 0), b (2, 0), c (0, 2), d (2, 2); their centre (1, 1)
      const [a, b, c, d] = [pinAt('a', 0, 0), pinAt('b', 2, 0), pinAt('c', 0, 2), pinAt('d', 2, 2)];
      const out = spread([d!, c!, b!, a!], z);
      const o = worldPixel(at(z, 0, 0), z);
      const offset = (m: MapMarker) => {
        const p = worldPixel(m.coordinates, z);
        return [Math.round((p.x - o.x) * 1000) / 1000, Math.round((p.y - o.y) * 1000) / 1000];
      };
      expect(out.map((m) => m.id)).toEqual(['d', 'c', 'b', 'a']);
      expect(Object.fromEntries(out.map((m) => [m.id, offset(m)]))).toEqual({
        a: [1 - 18, 1 - 21],
        b: [1 + 18, 1 - 21],
        c: [1 - 18, 1 + 21],
        d: [1 + 18, 1 + 21],
      });
      // five: three columns, two rows
      const five = [0, 1, 2, 3, 4].map((k) => pinAt(`p${k}`, k, 0));
      expect(spread(five, z).map(offset)).toEqual([
        [2 - 36, -21],
        [2, -21],
        [2 + 36, -21],
        [2 - 36, 21],
        [2, 21],
      ]);
    });

    it('leaves pins that overlap nothing where they are, exactly', () => {
      const alone = [pinAt('a', 0, 0), pinAt('b', 32, 0), pinAt('c', 0, 38)];
      expect(spread(alone, z)).toEqual(alone);
      // b overlaps a; c, far away, does not move
      const two = [pinAt('a', 0, 0), pinAt('b', 10, 10), pinAt('c', 300, 300)];
      const out = spread(two, z);
      noOverlap(out);
      expect(out[2]).toEqual(two[2]);
      expect(shift(two[0]!, out[0]!)).toBeGreaterThan(0);
    });

    it('gives back unchanged, to the last digit, the pins that overlap nothing', () => {
      // Places as typed, which a trip to pixels and back would round (33.5868 → 33.58679…)
      const markers: MapMarker[] = ALL.map((i) => ({ kind: 'item', ...i }));
      const out = spread(markers, z);
      out.forEach((m, i) => expect(m).toBe(markers[i]));
      expect(out).toEqual(markers);
      // and so through markers() above the last level
      const shown = clusterIndex(ALL).markers(MOROCCO, z);
      expect(shown.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...markers].sort((a, b) => a.id.localeCompare(b.id)),
      );
      // beside a spread pair, too
      const casa = markers[0]!;
      const pair = [pinAt('p', 0, 0), pinAt('q', 5, 5)];
      const [p, q, c] = spread([...pair, casa], z);
      expect(c).toBe(casa);
      expect(p!.coordinates).not.toEqual(pair[0]!.coordinates);
      expect(q!.coordinates).not.toEqual(pair[1]!.coordinates);
    });

    it('lays out together the groups that a first layout makes overlap', () => {
      // two pairs a pin's width apart: each pair's row would cover the other's
      const pairs = [pinAt('a', 0, 0), pinAt('b', 2, 0), pinAt('c', 40, 0), pinAt('d', 42, 0)];
      const out = spread(pairs, z);
      noOverlap(out);
      expect(out).toHaveLength(4);
    });

    it('keeps every pin apart in dense draws, through markers() above the last level', () => {
      const random = seeded(11);
      for (let round = 0; round < 20; round++) {
        const items: MapItem[] = Array.from({ length: 2 + Math.floor(random() * 12) }, (_, i) => ({
          id: `p${i}`,
          coordinates: at(z, random() * 120, random() * 120),
        }));
        const out = clusterIndex(items).markers(WORLD, z);
        expect(out.every((m) => m.kind === 'item')).toBe(true);
        expect(out.map((m) => m.id).sort()).toEqual(items.map((i) => i.id).sort());
        noOverlap(out);
      }
    });
  });
});
