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
    const linear = (c: { value: number; id: string }) => {
      const i = rows.findIndex((r) => {
        const ms = r.createdAt.getTime();
        return ms < c.value || (ms === c.value && r.id < c.id);
      });
      return i < 0 ? rows.length : i;
    };
    const cursors = [
      ...rows.map((r) => ({ value: r.createdAt.getTime(), id: r.id })),
      { value: Date.parse('2026-02-01T10:00:00.000Z'), id: 'cc' }, // between d and c
      { value: Date.parse('2027-01-01T00:00:00.000Z'), id: 'z' }, // newer than all
      { value: -1, id: 'a' }, // older than all
    ];
    for (const c of cursors) expect(startAfter(rows, c)).toBe(linear(c));
    expect(startAfter(rows, { value: rows[1]!.createdAt.getTime(), id: 'b' })).toBe(2);
    expect(startAfter([], { value: 0, id: 'a' })).toBe(0);
  });
});

describe('listing index by price', () => {
  const index = buildListingIndex(
    Object.entries({
      a: doc('2026-01-01T10:00:00.000Z', { pricePerDay: 300 }),
      b: doc('2026-03-01T10:00:00.000Z', { pricePerDay: 120, placeKeys: ['rabat'] }),
      // c and d cost the same: the id orders them, the same way as the price
      c: doc('2026-02-01T10:00:00.000Z', { pricePerDay: 200 }),
      d: doc('2026-02-02T10:00:00.000Z', { pricePerDay: 200 }),
      e: doc('2026-02-03T10:00:00.000Z', { pricePerDay: 90.5 }),
      pending: doc('2026-04-01T10:00:00.000Z', { pricePerDay: 1, isApproved: false }),
    }),
  );
  const casablanca = { field: 'placeKeys', op: 'array-contains', value: 'casablanca' } as const;

  it('orders the rows by price per day, then id, lowest or highest first', () => {
    expect(ids(index.rows(null, 'priceAsc'))).toEqual(['e', 'b', 'c', 'd', 'a']);
    expect(ids(index.rows(null, 'priceDesc'))).toEqual(['a', 'd', 'c', 'b', 'e']);
    expect(ids(index.rows(casablanca, 'priceAsc'))).toEqual(['e', 'c', 'd', 'a']);
    expect(ids(index.rows(casablanca, 'priceDesc'))).toEqual(['a', 'd', 'c', 'e']);
    // newest first is left as it was, and asking again gives the rows kept
    expect(ids(index.rows(null))).toEqual(['b', 'e', 'd', 'c', 'a']);
    expect(index.rows(null, 'priceAsc')).toBe(index.rows(null, 'priceAsc'));
  });

  it('starts a page after a price cursor, in either direction', () => {
    const asc = index.rows(null, 'priceAsc');
    expect(startAfter(asc, { value: 200, id: 'c' }, 'priceAsc')).toBe(3); // then d
    expect(startAfter(asc, { value: 200, id: 'cc' }, 'priceAsc')).toBe(3); // between c and d
    expect(startAfter(asc, { value: 150, id: 'z' }, 'priceAsc')).toBe(2); // after b
    expect(startAfter(asc, { value: 300, id: 'a' }, 'priceAsc')).toBe(5);
    expect(startAfter(asc, { value: 0, id: 'a' }, 'priceAsc')).toBe(0);
    const desc = index.rows(null, 'priceDesc');
    expect(startAfter(desc, { value: 200, id: 'd' }, 'priceDesc')).toBe(2); // then c
    expect(startAfter(desc, { value: 150, id: 'a' }, 'priceDesc')).toBe(3); // before b
    expect(startAfter(desc, { value: 90.5, id: 'e' }, 'priceDesc')).toBe(5);
    expect(startAfter(desc, { value: 1000, id: 'a' }, 'priceDesc')).toBe(0);
  });
});
