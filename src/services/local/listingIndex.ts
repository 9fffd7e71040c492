/**
 * The local backend's index of public listings, standing in for Firestore's composite indexes
 * on (isApproved, isPaused, cityKey | placeKeys, createdAt desc): a query of public listings
 * finds its rows in a bucket instead of scanning the catalogue, and reads only the page it
 * returns (docs/decisions.md#search-that-scales). Built in one pass over the catalogue the first
 * time a stored state is queried; a write makes a new state object, and so a new index.
 */
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
}

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
  /** The rows of the query with `place` (none: every public listing), newest first. */
  rows(place: PlaceCondition | null): readonly IndexRow[];
}

/** Indexes the public listings among `listings` (id and stored document). */
export function buildListingIndex(listings: Iterable<[string, Doc]>): ListingIndex {
  const all: IndexRow[] = [];
  for (const [id, doc] of listings) {
    if (matches(doc, PUBLIC_LISTING))
      all.push({ id, doc, createdAt: toDate(doc.createdAt, new Date(0)) });
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
  return {
    rows: (place) => (place ? (buckets.get(bucketOf(place.field, place.value)) ?? []) : all),
  };
}

/**
 * Where the page after `cursor` starts in `rows` (newest first): the first row older than the
 * cursor's listing, found by bisection as an index seeks a position.
 */
export function startAfter(
  rows: readonly IndexRow[],
  cursor: { createdAtMs: number; id: string },
): number {
  const after = { id: cursor.id, createdAt: new Date(cursor.createdAtMs) };
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byNewest(rows[mid]!, after) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
