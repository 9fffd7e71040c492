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

/**
 * A page of `size` items that `keep` accepts, from a source read newest first a page at a time
 * (`read(cursor)`, pages of `size`): pages of the source are read until `size` + 1 are kept (so
 * another page follows) or the source ends. Without `keep`, the source's page is the page: one
 * read. The admin's user search (src/domain/userSearch.ts) asks the server for one word and
 * keeps the profiles that also hold the others.
 */
export async function keptPage<T extends { createdAt: Date; id: string }>(
  read: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>,
  keep: ((item: T) => boolean) | null,
  cursor: string | null | undefined,
  size: number,
): Promise<{ items: T[]; nextCursor: string | null }> {
  if (!keep) return read(cursor ?? null);
  const kept: T[] = [];
  let at = cursor ?? null;
  for (;;) {
    const page = await read(at);
    kept.push(...page.items.filter(keep));
    if (kept.length > size || !page.nextCursor) break;
    at = page.nextCursor;
  }
  const items = kept.slice(0, size);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: kept.length > size && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** A profile as a paged item (id = uid), and back. */
export const profileItem = <U extends { uid: string }>(u: U) => ({ ...u, id: u.uid });
export const profileOf = <U extends { id: string }>({ id: _id, ...u }: U) => u;
