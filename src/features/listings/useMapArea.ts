import { useState } from 'react';
import type { Bounds } from '@/domain/mapView';

/**
 * The part of the results the list shows when the map is moved (docs/decisions.md "Results
 * map"): null until the user moves the map, then the bounds it shows; a new search or "show
 * all" forgets them. `fitKey` tells the map when to frame the results again: on a new search,
 * on "show all", and as pages load until the user moves it. A move itself never changes it:
 * the count it carries is frozen at the move (until November 2026 it became "user", which
 * framed the results again and undid the user's first move).
 */
export function useMapArea(searchKey: string, resultCount: number) {
  const [state, setState] = useState<{
    key: string;
    bounds: Bounds | null;
    resets: number;
    /** The result count when the user first moved the map. */
    movedAt: number;
  }>({ key: searchKey, bounds: null, resets: 0, movedAt: 0 });
  const current = state.key === searchKey ? state : { ...state, key: searchKey, bounds: null };
  if (current !== state) setState(current);
  const bounds = current.bounds;
  return {
    bounds,
    onMove: (b: Bounds) =>
      setState((s) => ({ ...s, bounds: b, movedAt: s.bounds ? s.movedAt : resultCount })),
    showAll: () => setState((s) => ({ ...s, bounds: null, resets: s.resets + 1 })),
    fitKey: `${searchKey}#${current.resets}#${bounds ? current.movedAt : resultCount}`,
  };
}
