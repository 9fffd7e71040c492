import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, clusterIndex, type MapItem } from '@/domain/mapClusters';

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
});
