/** A tenant keeps at most this many favourites (firestore.rules bound the list the same). */
export const MAX_FAVORITES = 200;

/** Whether one more favourite fits. */
export function canAddFavorite(current: readonly string[], listingId: string): boolean {
  return current.includes(listingId) || current.length < MAX_FAVORITES;
}
