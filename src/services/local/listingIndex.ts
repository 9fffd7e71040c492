/**
 * The local backend's index of public listings, standing in for Firestore's composite indexes
 * on (isApproved, isPaused, cityKey | placeKeys, createdAt desc): a query of public listings
 * finds its rows in a bucket instead of scanning the catalogue, and reads only the page it
 * returns (docs/decisions.md#search-that-scales). Built in one pass over the catalogue the first
 * time a stored state is queried; a write makes a new state object, and so a new index.
 */
import { compareInOrder, sortValue, type OrderedItem } from '@/domain/search';
import type { SearchSort } from '@/domain/types';
import { toDate } from '../shared/converters';
import { byNewest } from './context';
import type { Doc } from './db';
import { matches, type Where } from './store';

/** A public listing as the index orders it: newest first, then by id descending (byNewest). */
export interface IndexRow {
  id: string;
  doc: Doc;
  /** createdAt as the listing converter reads it (missing: the epoch). */
  createdAt: Date;
  /** pricePerDay as stored (the rules make it a number; anything else reads 0). */
  pricePerDay: number;
}

/** A row as the search order `sort` compares it (src/domain/search.ts). */
const orderedItem = (row: IndexRow, sort: SearchSort): OrderedItem => ({
  value: sortValue(row, sort),
  id: row.id,
});

/** The condition a public query may add to isApproved == true and isPaused == false. */
export type PlaceCondition =
  | { field: 'cityKey'; op: '=='; value: string }
  | { field: 'placeKeys'; op: 'array-contains'; value: string };

/** The conditions of every query of public listings: approved, and not paused by its host. */
export const PUBLIC_LISTING: readonly Where[] = [
  { field: 'isApproved', op: '==', value: true },
  { field: 'isPaused', op: '==', value: false },
];

const bucketOf = (field: string, value: unknown) => `${field} ${JSON.stringify(value)}`;

export interface ListingIndex {
  /**
   * The rows of the query with `place` (none: every public listing), newest first or in the
   * order `sort` asks (a price order is sorted once per place and kept, as an index would be).
   */
  rows(place: PlaceCondition | null, sort?: SearchSort): readonly IndexRow[];
}

/** Indexes the public listings among `listings` (id and stored document). */
export function buildListingIndex(listings: Iterable<[string, Doc]>): ListingIndex {
  const all: IndexRow[] = [];
  for (const [id, doc] of listings) {
    if (matches(doc, PUBLIC_LISTING))
      all.push({
        id,
        doc,
        createdAt: toDate(doc.createdAt, new Date(0)),
        pricePerDay: typeof doc.pricePerDay === 'number' ? doc.pricePerDay : 0,
      });
  }
  all.sort(byNewest);
  const buckets = new Map<string, IndexRow[]>();
  const add = (key: string, row: IndexRow) => {
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  };
  // in order: each bucket is newest first too
  for (const row of all) {
    if (row.doc.cityKey !== undefined) add(bucketOf('cityKey', row.doc.cityKey), row);
    const keys = row.doc.placeKeys;
    if (Array.isArray(keys)) {
      for (const key of new Set(keys.map((k) => bucketOf('placeKeys', k)))) add(key, row);
    }
  }
  const newest = (place: PlaceCondition | null) =>
    place ? (buckets.get(bucketOf(place.field, place.value)) ?? []) : all;
  const sorted = new Map<string, IndexRow[]>();
  return {
    rows: (place, sort = 'newest') => {
      if (sort === 'newest') return newest(place);
      const key = `${sort} ${place ? bucketOf(place.field, place.value) : ''}`;
      let rows = sorted.get(key);
      if (!rows) {
        rows = [...newest(place)].sort((a, b) =>
          compareInOrder(sort, orderedItem(a, sort), orderedItem(b, sort)),
        );
        sorted.set(key, rows);
      }
      return rows;
    },
  };
}

/**
 * Where the page after `cursor` starts in `rows` (in the order `sort`, newest first by
 * default): the first row after the cursor's listing, found by bisection as an index seeks a
 * position.
 */
export function startAfter(
  rows: readonly IndexRow[],
  cursor: OrderedItem,
  sort: SearchSort = 'newest',
): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareInOrder(sort, orderedItem(rows[mid]!, sort), cursor) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
