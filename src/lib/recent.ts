/**
 * A bounded memory of the most recent entries: what the app keeps per history entry (where it
 * was scrolled, src/lib/scrollPositions.ts; the search's results,
 * src/features/listings/useSearchResults.ts; a form left half filled, src/hooks/useEntryDraft.ts;
 * and what src/lib/sessionEntries.ts `remember`s: pages of results, the map, a booking panel).
 */

/**
 * Sets `key` to `value` as the most recent entry of `map` (a Map iterates in the order of
 * insertion), then drops the oldest entries beyond `max`.
 */
export function setRecent<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= max) break;
    map.delete(oldest);
  }
}
