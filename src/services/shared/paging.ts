/** A page of an already ordered list (newest first), after a cursor of ./search.ts. */
import { decodeCursor, encodeCursor } from './search';

export function pageOf<T extends { createdAt: Date; id: string }>(
  ordered: readonly T[],
  cursor: string | null | undefined,
  size: number,
): { items: T[]; nextCursor: string | null } {
  let start = 0;
  const c = cursor ? decodeCursor(cursor) : null;
  if (c) {
    const after = ordered.findIndex(
      (x) =>
        x.createdAt.getTime() < c.createdAtMs ||
        (x.createdAt.getTime() === c.createdAtMs && x.id < c.id),
    );
    start = after < 0 ? ordered.length : after;
  }
  const items = ordered.slice(start, start + size);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      start + size < ordered.length && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}
