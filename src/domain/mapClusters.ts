/**
 * Markers and clusters of the results map, the same for Google's map and the offline one
 * (docs/decisions.md "Offline map"): supercluster groups the listings that would pile up at
 * the map's zoom level.
 */
import Supercluster from 'supercluster';
import type { Bounds } from './mapView';
import type { Coordinates } from './types';

export interface MapItem {
  id: string;
  coordinates: Coordinates;
}

export type MapMarker =
  | { kind: 'item'; id: string; coordinates: Coordinates }
  | {
      kind: 'cluster';
      /** Stable for one index: supercluster's cluster id. */
      id: string;
      coordinates: Coordinates;
      count: number;
      /** The zoom level at which the cluster splits. */
      expansionZoom: number;
      /** The ids of the items it holds. */
      itemIds: string[];
    };

/**
 * Cluster radius, in units of a 512-wide tile: about 40 screen pixels on the map (a 256 px
 * tile), more than a marker is wide (a pin 32 × 38 px, a cluster's disc 36 px:
 * MapMarkerButton), so two kept apart no longer overlap; at 60 (30 px) two pins 31 px apart
 * covered each other.
 */
export const CLUSTER_RADIUS = 80;
/** Above this zoom level nothing is grouped (listings in one building stay apart). */
export const CLUSTER_MAX_ZOOM = 16;

type Props = { id: string };

export interface MapClusters {
  markers(bounds: Bounds, zoom: number): MapMarker[];
}

/** Indexes the items once; `markers()` then answers for any view. */
export function clusterIndex(
  items: readonly MapItem[],
  maxZoom: number = CLUSTER_MAX_ZOOM,
): MapClusters {
  const index = new Supercluster<Props, Props>({ radius: CLUSTER_RADIUS, maxZoom });
  index.load(
    items.map((i) => ({
      // Stryker disable next-line StringLiteral: equivalent (supercluster reads only the coordinates and properties)
      type: 'Feature' as const,
      properties: { id: i.id },
      // Stryker disable next-line StringLiteral: equivalent, as above
      geometry: { type: 'Point' as const, coordinates: [i.coordinates.lng, i.coordinates.lat] },
    })),
  );
  // The markers of a view, clusters without their expansion zoom yet.
  // supercluster takes the whole zoom level below a fraction, and 0 below zero.
  const place = (bounds: Bounds, zoom: number): MapMarker[] => {
    const grouped = index
      .getClusters([bounds.west, bounds.south, bounds.east, bounds.north], zoom)
      .map((f): MapMarker => {
        const [lng, lat] = f.geometry.coordinates as [number, number];
        const coordinates = { lat, lng };
        if (!('cluster' in f.properties)) return { kind: 'item', id: f.properties.id, coordinates };
        return {
          kind: 'cluster',
          id: `cluster-${f.properties.cluster_id}`,
          coordinates,
          count: f.properties.point_count,
          expansionZoom: 0,
          itemIds: index.getLeaves(f.properties.cluster_id, Infinity).map((l) => l.properties.id),
        };
      });
    return Math.floor(zoom) > maxZoom ? spread(grouped, zoom) : settle(grouped, zoom);
  };
  const where = new Map(items.map((i) => [i.id, i.coordinates]));
  // The first level at which a cluster's places fall into more than one marker: supercluster's
  // own expansion zoom does not know that a part may be gathered again (settle).
  const opens = (cluster: MapMarker & { kind: 'cluster' }, zoom: number): number => {
    const places = cluster.itemIds.map((id) => where.get(id)!);
    const mine = new Set(cluster.itemIds);
    for (let level = Math.max(0, Math.floor(zoom) + 1); level <= maxZoom; level++) {
      // The places' bounds, and a marker's reach around them (64 px at this level).
      // Stryker disable next-line ArithmeticOperator: equivalent (a wider margin reads more markers, and keeps those it needs)
      const margin = (64 / (256 * 2 ** level)) * 360;
      const around = {
        west: Math.min(...places.map((p) => p.lng)) - margin,
        east: Math.max(...places.map((p) => p.lng)) + margin,
        south: Math.min(...places.map((p) => p.lat)) - margin,
        north: Math.max(...places.map((p) => p.lat)) + margin,
      };
      const holding = place(around, level).filter((m) =>
        (m.kind === 'cluster' ? m.itemIds : [m.id]).some((id) => mine.has(id)),
      );
      if (holding.length > 1) return level;
    }
    // Beyond maxZoom nothing is grouped.
    return maxZoom + 1;
  };
  return {
    markers(bounds, zoom) {
      return place(bounds, zoom).map((m) =>
        m.kind === 'cluster' ? { ...m, expansionZoom: opens(m, zoom) } : m,
      );
    },
  };
}

/**
 * The markers' boxes on the screen, in pixels from their place (MapMarkerButton): a pin stands
 * above its place, its tip on it (28 × 34 px and its 2 px padding); a cluster's disc is centred
 * on its own (36 px, wider from three digits on).
 */
export function markerBox(m: MapMarker): {
  left: number;
  right: number;
  top: number;
  bottom: number;
} {
  if (m.kind === 'item') return { left: -16, right: 16, top: -38, bottom: 0 };
  const half = Math.max(18, 6 + 4.5 * String(m.count).length);
  return { left: -half, right: half, top: -18, bottom: 18 };
}

/** A place's position in pixels on the web map of the whole world at `zoom` (256 px tiles). */
export function worldPixel({ lat, lng }: Coordinates, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  return {
    x: size * (lng / 360 + 0.5),
    y: size * (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)),
  };
}

/** The place at a position in pixels on the web map of the whole world at `zoom`. */
export function fromWorldPixel({ x, y }: { x: number; y: number }, zoom: number): Coordinates {
  const size = 256 * 2 ** zoom;
  return {
    lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI,
    lng: (x / size - 0.5) * 360,
  };
}

/** Whether two markers' boxes overlap on the screen at `zoom`. */
export function overlap(a: MapMarker, b: MapMarker, zoom: number): boolean {
  return overlapAt(a, worldPixel(a.coordinates, zoom), b, worldPixel(b.coordinates, zoom));
}

/** Whether two markers' boxes overlap, drawn at these pixels. */
function overlapAt(
  a: MapMarker,
  pa: { x: number; y: number },
  b: MapMarker,
  pb: { x: number; y: number },
): boolean {
  const ba = markerBox(a);
  const bb = markerBox(b);
  // Stryker disable EqualityOperator: equivalent but for boxes that touch to the last bit
  return (
    pa.x + ba.left < pb.x + bb.right &&
    pb.x + bb.left < pa.x + ba.right &&
    pa.y + ba.top < pb.y + bb.bottom &&
    pb.y + bb.top < pa.y + ba.bottom
  );
}
// (restored after the function: a restore inside it, after its return, covered no statement and
// left every EqualityOperator mutant below disabled)
// Stryker restore EqualityOperator

/**
 * No marker hides another (docs/decisions.md "Offline map"): supercluster keeps apart places
 * more than its radius from each other, but a place left alone can sit under a cluster formed
 * beside it, whose disc stands on the centre of its places, and a pin rises 38 px above its
 * own. Two markers whose boxes overlap become one cluster, which zooms in until its places
 * stand apart (`opens`): a pin half under a disc could only be tapped by its tip.
 */
export function settle(markers: MapMarker[], zoom: number): MapMarker[] {
  let list = markers;
  // Passes over a grid of CELL px squares, larger than any box: a marker's box overlaps only
  // boxes of markers in its own cell and the eight around it. A merged cluster stands
  // elsewhere and is larger, so passes go on until one merges nothing.
  for (let merged = true; merged;) {
    merged = false;
    const at = list.map((m) => worldPixel(m.coordinates, zoom));
    const cellOf = (i: number) => [Math.floor(at[i]!.x / CELL), Math.floor(at[i]!.y / CELL)];
    const grid = new Map<string, number[]>();
    list.forEach((_, i) => {
      const key = cellOf(i).join();
      // Stryker disable next-line ArrayDeclaration: equivalent (a cell's other entries are never indices)
      grid.set(key, [...(grid.get(key) ?? []), i]);
    });
    // Stryker disable next-line MethodExpression: equivalent (the pass reads `next` and `at` only)
    const next: (MapMarker | null)[] = list.slice();
    list.forEach((_, i) => {
      const [cx, cy] = cellOf(i) as [number, number];
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++)
          // Stryker disable next-line ArithmeticOperator,ArrayDeclaration: equivalent (the nine cells either way)
          for (const j of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
            const a = next[i];
            const b = next[j];
            if (j <= i || !a || !b || !overlap(a, b, zoom)) continue;
            next[i] = merge(a, b);
            next[j] = null;
            merged = true;
          }
    });
    list = next.filter((m): m is MapMarker => m !== null);
  }
  return list;
}

/** The side of settle's grid cells, in pixels: more than any marker's box is wide or tall. */
const CELL = 64;

const countOf = (m: MapMarker) => (m.kind === 'cluster' ? m.count : 1);
const idsOf = (m: MapMarker) => (m.kind === 'cluster' ? m.itemIds : [m.id]);

function merge(a: MapMarker, b: MapMarker): MapMarker {
  const na = countOf(a);
  const nb = countOf(b);
  return {
    kind: 'cluster',
    id: `${a.id}+${b.id}`,
    coordinates: {
      lat: (a.coordinates.lat * na + b.coordinates.lat * nb) / (na + nb),
      lng: (a.coordinates.lng * na + b.coordinates.lng * nb) / (na + nb),
    },
    count: na + nb,
    expansionZoom: 0,
    itemIds: [...idsOf(a), ...idsOf(b)],
  };
}

/** The distance between the pins of a spread group, in pixels: a pin's box and 4 px. */
const SPREAD = { x: 36, y: 42 };

/**
 * Beyond the last level that groups, nothing is gathered any more, and the map goes no
 * closer: two offices a street apart, or in one building, would stand pin over pin for good
 * (a QA pass found two Casablanca pins overlapping at the offline map's closest zoom). Pins
 * whose boxes overlap are spread instead: each group of them is laid out in a small grid
 * around its centre, in the order of their places (north to south, then west to east), and
 * groups that then overlap are laid out together. A spread pin stands a few dozen pixels from
 * its place, a few dozen metres at these levels; the listing's card gives its address.
 */
export function spread(markers: MapMarker[], zoom: number): MapMarker[] {
  const home = markers.map((m) => worldPixel(m.coordinates, zoom));
  const group = markers.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  let shown = home;
  // Stryker disable next-line EqualityOperator,UpdateOperator: equivalent (the loop leaves by the
  // break below: a round that joins cuts the groups by one, so round n - 1 has nothing to join)
  for (let round = 0; round < markers.length; round++) {
    const members = new Map<number, number[]>();
    markers.forEach((_, i) => members.set(root(i), [...(members.get(root(i)) ?? []), i]));
    shown = layout(home, [...members.values()]);
    // Stryker disable next-line BooleanLiteral: equivalent (a round that joins nothing lays out
    // the same groups again; the bound above ends the loop)
    let joined = false;
    // Stryker disable next-line EqualityOperator: equivalent (at i = length, no j follows it)
    for (let i = 0; i < markers.length; i++)
      for (let j = i + 1; j < markers.length; j++) {
        // Stryker disable next-line ConditionalExpression: equivalent (joining two pins of one
        // group changes no group; it only adds a round that lays them out the same)
        if (root(i) === root(j)) continue;
        if (!overlapAt(markers[i]!, shown[i]!, markers[j]!, shown[j]!)) continue;
        group[root(j)] = root(i);
        joined = true;
      }
    // Stryker disable next-line ConditionalExpression: equivalent (the rounds after the last join
    // lay out the same groups again)
    if (!joined) break;
  }
  return markers.map((m, i) =>
    shown[i] === home[i] ? m : { ...m, coordinates: fromWorldPixel(shown[i]!, zoom) },
  );
}

/** Each group of more than one pin in a grid around the centre of their places. */
function layout(home: { x: number; y: number }[], groups: number[][]) {
  const shown = home.slice();
  for (const members of groups) {
    if (members.length < 2) continue;
    const cx = members.reduce((sum, i) => sum + home[i]!.x, 0) / members.length;
    const cy = members.reduce((sum, i) => sum + home[i]!.y, 0) / members.length;
    const columns = Math.ceil(Math.sqrt(members.length));
    const rows = Math.ceil(members.length / columns);
    const ordered = [...members].sort((a, b) => home[a]!.y - home[b]!.y || home[a]!.x - home[b]!.x);
    ordered.forEach((i, k) => {
      const column = k % columns;
      const row = Math.floor(k / columns);
      shown[i] = {
        x: cx + (column - (columns - 1) / 2) * SPREAD.x,
        y: cy + (row - (rows - 1) / 2) * SPREAD.y,
      };
    });
  }
  return shown;
}
