/**
 * One list read a page at a time from several queries, each ordered newest first by its own
 * date: the admin's « En attente » listings are the never-approved ones (by creation date) and
 * the approved ones whose edit waits (by the date it was sent), two Firestore queries that no
 * single index orders together (docs/decisions.md "The admin's reads do not grow with the
 * marketplace"). Both backends read their streams through this merge, so they page alike.
 *
 * Each stream gives the items after a position, newest first (date, then id, both descending);
 * the streams must not share an item. A page reads `size + 1` items of each stream that is not
 * done, keeps the newest `size` of them all, and remembers, per stream, the last one it kept.
 */
import type { Page } from './types';

/** Where a stream stands: not started (null), after an item ([ms, id]), or read to its end. */
type Position = null | readonly [ms: number, id: string] | 'done';

export interface Stream<T> {
  /** At most `count` items after `after` (null: from the newest), newest first. */
  read(after: readonly [ms: number, id: string] | null, count: number): Promise<T[]>;
  /** The date this stream orders by. */
  key(item: T): Date;
}

function isPosition(value: unknown): value is Position {
  return (
    value === null ||
    value === 'done' ||
    (Array.isArray(value) &&
      value.length === 2 &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string')
  );
}

/** The positions a cursor holds, or null (from the start) when it is not one of `count` streams. */
function decode(cursor: string | null | undefined, count: number): Position[] | null {
  let parsed: unknown = null;
  try {
    // Stryker disable next-line StringLiteral: no cursor, like any text not JSON, fails to parse
    parsed = JSON.parse(cursor ?? '');
  } catch {
    // not JSON: not one of ours
  }
  return Array.isArray(parsed) && parsed.length === count && parsed.every(isPosition)
    ? parsed
    : null;
}

/**
 * Newest first: the later date, then the greater id (the order of every stream). Ids are
 * distinct wherever it sorts (a stream's items, and streams share none).
 */
function newerFirst(a: { ms: number; id: string }, b: { ms: number; id: string }): number {
  // Stryker disable next-line EqualityOperator: ids are distinct here, so < and <= agree
  return b.ms - a.ms || (a.id < b.id ? 1 : -1);
}

export async function mergedPage<T extends { id: string }>(
  streams: readonly Stream<T>[],
  cursor: string | null | undefined,
  size: number,
): Promise<Page<T>> {
  const positions = decode(cursor, streams.length) ?? streams.map((): Position => null);
  const read = await Promise.all(
    streams.map((stream, i) => {
      const at = positions[i];
      return at === 'done' ? Promise.resolve([]) : stream.read(at, size + 1);
    }),
  );
  const all = read.flatMap((items, stream) =>
    items.map((item) => ({ item, stream, ms: streams[stream].key(item).getTime(), id: item.id })),
  );
  const kept = all.sort(newerFirst).slice(0, size);
  const next = positions.map((at, i): Position => {
    const mine = kept.filter((k) => k.stream === i);
    // every item it gave is on this page, and it gave fewer than asked: nothing is left in it
    if (mine.length === read[i].length) return 'done';
    const last = mine[mine.length - 1];
    return last ? [last.ms, last.id] : at;
  });
  return {
    items: kept.map((k) => k.item),
    nextCursor: next.every((at) => at === 'done') ? null : JSON.stringify(next),
  };
}

/**
 * A stream over items already in memory (the local backend): those after the position, in the
 * streams' order.
 */
export function arrayStream<T extends { id: string }>(
  items: readonly T[],
  key: (item: T) => Date,
): Stream<T> {
  const ordered = items
    .map((item) => ({ item, ms: key(item).getTime(), id: item.id }))
    .sort(newerFirst);
  return {
    key,
    read: (after, count) =>
      Promise.resolve(
        ordered
          .filter((x) => !after || x.ms < after[0] || (x.ms === after[0] && x.id < after[1]))
          .slice(0, count)
          .map((x) => x.item),
      ),
  };
}
