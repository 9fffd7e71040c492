/** A tenant keeps at most this many favourites (firestore.rules bound the list the same). */
export const MAX_FAVORITES = 200;

/**
 * `current` with `listingId` put back at index `at` (within the list), as « Annuler » in Favoris
 * puts a card back where it was: the list is in the order of saving and the page shows the
 * latest first, so a card appended would come first after a reload. Unchanged when it is there.
 */
export function withFavoriteAt(
  current: readonly string[],
  listingId: string,
  at: number,
): string[] {
  if (current.includes(listingId)) return [...current];
  const i = Math.min(Math.max(Math.trunc(at), 0), current.length);
  return [...current.slice(0, i), listingId, ...current.slice(i)];
}

/**
 * The saved list after one press of a heart or « Annuler »: saved at the end (or put back at
 * `at`, withFavoriteAt), or taken out. Saved twice stays once, and a list read with a repeat
 * (an old write) comes back without it.
 */
export function withFavorite(
  current: readonly string[],
  listingId: string,
  favorite: boolean,
  at?: number,
): string[] {
  const once = [...new Set(current)];
  if (!favorite) return once.filter((id) => id !== listingId);
  return withFavoriteAt(once, listingId, at ?? once.length);
}

/** Whether one more favourite fits. */
export function canAddFavorite(current: readonly string[], listingId: string): boolean {
  return current.includes(listingId) || current.length < MAX_FAVORITES;
}
