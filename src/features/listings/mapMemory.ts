/**
 * What each history entry of the search showed of its map: a phone's view (the list or the map)
 * and the area the user moved the map to. Kept in sessionStorage, so that Back from a listing
 * opened on the map, and a reload, find the map where the user left it and the list following
 * it (docs/decisions.md "Back to where you were"). Until December 2026 the view was kept in
 * memory only and the area not at all: Back showed the whole city again.
 */
import type { Bounds } from '@/domain/mapView';
import { sessionEntries } from '@/lib/sessionEntries';

export type PhoneView = 'list' | 'map';

export interface MapShown {
  view: PhoneView;
  /** The area the user moved the map to, null while the map frames all the results. */
  bounds: Bounds | null;
}

/** The entries remembered: the most recent ones. */
const ENTRIES = 50;

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** By history entry: the search it showed (its key) and what it showed of the map. */
const shown = sessionEntries<MapShown & { key: string }>(
  'maktabi.searchMap',
  ([key, view, ...sides]) => {
    if (typeof key !== 'string' || (view !== 'list' && view !== 'map')) return undefined;
    if (sides.length === 0) return { key, view, bounds: null };
    const [west, south, east, north] = sides;
    if (sides.length !== 4 || !finite(west) || !finite(south) || !finite(east) || !finite(north))
      return undefined;
    return south < north ? { key, view, bounds: { west, south, east, north } } : undefined;
  },
  ({ key, view, bounds }) =>
    bounds ? [key, view, bounds.west, bounds.south, bounds.east, bounds.north] : [key, view],
);

/** What the entry `entry` showed of the map of the search `key`, null when nothing is known. */
export function mapShown(entry: string, key: string): MapShown | null {
  const known = shown.entries().get(entry);
  return known?.key === key ? { view: known.view, bounds: known.bounds } : null;
}

/** Remembers what the entry `entry` shows of the map of the search `key`. */
export function rememberMapShown(entry: string, key: string, { view, bounds }: MapShown): void {
  shown.remember(
    entry,
    view === 'list' && !bounds ? undefined : { key, view, bounds },
    (held, value) =>
      held.key === value.key && held.view === value.view && sameBounds(held.bounds, value.bounds),
    ENTRIES,
  );
}

function sameBounds(a: Bounds | null, b: Bounds | null): boolean {
  if (!a || !b) return a === b;
  return a.west === b.west && a.south === b.south && a.east === b.east && a.north === b.north;
}

/** Forgets what is in memory (tests: a reload reads sessionStorage again). */
export function resetMapMemory(): void {
  shown.reset();
}
