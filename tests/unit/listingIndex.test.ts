/** The local backend's index of public listings (src/services/local/listingIndex.ts). */
import { buildListingIndex, startAfter, type IndexRow } from '@/services/local/listingIndex';

const doc = (createdAt: string | undefined, extra: Record<string, unknown> = {}) => ({
  isApproved: true,
  isPaused: false,
  cityKey: 'casablanca',
  placeKeys: ['casablanca', 'maarif'],
  ...(createdAt !== undefined && { createdAt }),
  ...extra,
});

const ids = (rows: readonly IndexRow[]) => rows.map((r) => r.id);

describe('listing index', () => {
  const index = buildListingIndex(
    Object.entries({
      a: doc('2026-01-01T10:00:00.000Z'),
      b: doc('2026-03-01T10:00:00.000Z', { cityKey: 'rabat', placeKeys: ['rabat', 'agdal'] }),
      c: doc('2026-02-01T10:00:00.000Z', { placeKeys: ['casablanca', 'casablanca'] }),
      // same instant as c: the larger id first, as Firestore orders by __name__ desc here
      d: doc('2026-02-01T10:00:00.000Z'),
      pending: doc('2026-04-01T10:00:00.000Z', { isApproved: false }),
      paused: doc('2026-04-01T10:00:00.000Z', { isPaused: true }),
      legacy: doc('2026-04-01T10:00:00.000Z', { isPaused: undefined }),
      undated: doc(undefined),
      noPlace: doc('2026-05-01T10:00:00.000Z', { cityKey: undefined, placeKeys: undefined }),
    }),
  );

  it('lists every public listing newest first, without the unapproved or paused', () => {
    expect(ids(index.rows(null))).toEqual(['noPlace', 'b', 'd', 'c', 'a', 'undated']);
    expect(index.rows(null).at(-1)!.createdAt.getTime()).toBe(0);
  });

  it('answers a city or a place from its bucket, in the same order, each listing once', () => {
    expect(ids(index.rows({ field: 'cityKey', op: '==', value: 'casablanca' }))).toEqual([
      'd',
      'c',
      'a',
      'undated',
    ]);
    expect(
      ids(index.rows({ field: 'placeKeys', op: 'array-contains', value: 'casablanca' })),
    ).toEqual(['d', 'c', 'a', 'undated']);
    expect(ids(index.rows({ field: 'placeKeys', op: 'array-contains', value: 'agdal' }))).toEqual([
      'b',
    ]);
    expect(index.rows({ field: 'cityKey', op: '==', value: 'agdal' })).toEqual([]);
    expect(index.rows({ field: 'placeKeys', op: 'array-contains', value: 'tanger' })).toEqual([]);
  });

  it('starts a page after the cursor, as a scan of the rows would', () => {
    const rows = index.rows(null);
    const linear = (c: { createdAtMs: number; id: string }) => {
      const i = rows.findIndex((r) => {
        const ms = r.createdAt.getTime();
        return ms < c.createdAtMs || (ms === c.createdAtMs && r.id < c.id);
      });
      return i < 0 ? rows.length : i;
    };
    const cursors = [
      ...rows.map((r) => ({ createdAtMs: r.createdAt.getTime(), id: r.id })),
      { createdAtMs: Date.parse('2026-02-01T10:00:00.000Z'), id: 'cc' }, // between d and c
      { createdAtMs: Date.parse('2027-01-01T00:00:00.000Z'), id: 'z' }, // newer than all
      { createdAtMs: -1, id: 'a' }, // older than all
    ];
    for (const c of cursors) expect(startAfter(rows, c)).toBe(linear(c));
    expect(startAfter(rows, { createdAtMs: rows[1]!.createdAt.getTime(), id: 'b' })).toBe(2);
    expect(startAfter([], { createdAtMs: 0, id: 'a' })).toBe(0);
  });
});
