import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { Bounds } from '@/domain/mapView';
import { isReorderOf } from '@/domain/searchQuery';
import { mapShown, rememberMapShown, type PhoneView } from './mapMemory';

/**
 * The map of the results as the user set it (docs/decisions.md "Results map"): a phone's view
 * (the list or the map) and the part of the results the list shows once the map is moved: null
 * until the user moves the map, then the bounds it shows; a new search or "show all" forgets
 * them. Another order of the same results (« Trier par ») keeps the area: the list shows the
 * same part of the map, sorted (QA, 7 December 2026: sorting a zoomed map showed all Morocco
 * again). Both are kept per history entry (./mapMemory.ts): Back and a reload give them back,
 * and the map then frames that area rather than all the results.
 *
 * `fitKey` tells the map when to frame again: on another entry or search, on "show all", and
 * as pages load until the user moves it. A move itself never changes it: the count it carries
 * is frozen at the move (until November 2026 it became "user", which framed the results again
 * and undid the user's first move).
 */
export function useMapArea(searchKey: string, resultCount: number) {
  const { key: entry } = useLocation();
  const navigation = useNavigationType();
  const [state, setState] = useState(() => {
    const known = mapShown(entry, searchKey);
    return {
      entry,
      key: searchKey,
      view: known?.view ?? 'list',
      bounds: known?.bounds ?? null,
      resets: 0,
      /** The result count when the user first moved the map. */
      movedAt: 0,
    };
  });
  // Another entry (a new search, Back to an earlier one while the page stays): what it showed,
  // else the same view, without an area unless the user only changed the order (not Back or
  // Forward to an entry, which shows what it showed).
  let current = state;
  if (state.entry !== entry || state.key !== searchKey) {
    const known = mapShown(entry, searchKey);
    const reordered = navigation !== 'POP' && isReorderOf(searchKey, state.key);
    current = {
      ...state,
      entry,
      key: searchKey,
      view: known?.view ?? state.view,
      bounds: known?.bounds ?? (reordered ? state.bounds : null),
    };
    setState(current);
  }
  const { view, bounds } = current;
  useEffect(() => {
    rememberMapShown(entry, searchKey, { view, bounds });
  }, [entry, searchKey, view, bounds]);

  return {
    bounds,
    phoneView: view,
    setPhoneView: (next: PhoneView) => setState((s) => ({ ...s, view: next })),
    onMove: (b: Bounds) =>
      setState((s) => ({ ...s, bounds: b, movedAt: s.bounds ? s.movedAt : resultCount })),
    showAll: () => setState((s) => ({ ...s, bounds: null, resets: s.resets + 1 })),
    fitKey: `${entry}#${searchKey}#${current.resets}#${bounds ? current.movedAt : resultCount}`,
  };
}
