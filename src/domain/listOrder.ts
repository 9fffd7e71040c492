/**
 * A list with one item moved a place earlier (-1) or later (+1): the photos of a listing, whose
 * first is its cover (src/features/host/usePhotoSelection.ts for a new listing,
 * src/features/host/useEditPhotos.ts for one being edited). Null when there is no such item or
 * it cannot move that way (the first one earlier, the last one later): nothing changes.
 */
export function moveBy<T>(list: readonly T[], at: number, delta: -1 | 1): T[] | null {
  const to = at + delta;
  if (at < 0 || at >= list.length || to < 0 || to >= list.length) return null;
  const next = [...list];
  next[at] = list[to]!;
  next[to] = list[at]!;
  return next;
}
