import {
  isBookable,
  isPlacesCount,
  isSearchableRange,
  type DateSearch,
  type SlotDoc,
} from '@/domain/dateSearch';
import { matchesFilters, sortValue, type OrderedItem } from '@/domain/search';
import type { Listing, Page, SearchFilters, SearchSort } from '@/domain/types';
import { ServiceError } from '../types';
import { parseEach, parseOccupancy, type ListedDoc } from './converters';

/** How many query batches one search page may read at most (reads <= pageSize x this). */
export const MAX_BATCHES_PER_PAGE = 3;

export interface Batch {
  items: Listing[];
  /** Cursor after the last item read, or null when the query is exhausted. */
  next: string | null;
}

/**
 * What a backend reads for the search by dates, per candidate listing: two range reads.
 * - `slots`: its occupancy documents whose id is in [from, slotRangeEnd(to)] (every place of
 *   every day of the range, "YYYY-MM-DD" and "YYYY-MM-DD_n"): one document read per slot, or
 *   one for an empty answer;
 * - `blocks`: the ids of its blocked days in [from, to], AT MOST ONE (limit 1: one blocked day
 *   is enough to leave the listing out): one read.
 */
export interface AvailabilityReader {
  slots(listingId: string, from: string, to: string): Promise<ListedDoc[]>;
  blocks(listingId: string, from: string, to: string): Promise<string[]>;
}

/**
 * The date part of some filters, checked: null without dates; invalid-argument for a range
 * that is not two real days in order within MAX_SEARCH_DAYS, or places outside 1..50 (the
 * bound on the reads of a page rests on it).
 */
export function dateSearchOf(filters: SearchFilters): DateSearch | null {
  const places = filters.places ?? 1;
  if (!isPlacesCount(places)) throw new ServiceError('invalid-argument', 'places');
  if (!filters.dates) return null;
  const { from, to } = filters.dates;
  if (!isSearchableRange(from, to)) throw new ServiceError('invalid-argument', 'dates');
  return { from, to, places };
}

/** The candidates bookable for `search`: both range reads of every candidate, in parallel. */
async function keepBookable(
  candidates: Listing[],
  search: DateSearch,
  reader: AvailabilityReader,
  now: Date,
): Promise<Listing[]> {
  const bookable = await Promise.all(
    candidates.map(async (listing) => {
      const [docs, blocked] = await Promise.all([
        reader.slots(listing.id, search.from, search.to),
        reader.blocks(listing.id, search.from, search.to),
      ]);
      const slots = parseEach(docs, (slot, raw): SlotDoc => {
        const { status, heldUntil } = parseOccupancy(slot, raw);
        return { slot, status, heldUntil };
      });
      return isBookable(listing, search, slots, blocked, now);
    }),
  );
  return candidates.filter((_, i) => bookable[i]);
}

/**
 * One page of search results from a query already filtered by city and approval and
 * ordered as `filters.sort` asks (newest first by default). Reads batches of `pageSize` and keeps those matching the
 * spec §5 filters until the page is full or MAX_BATCHES_PER_PAGE batches were read,
 * so the work per page is bounded by the page size, never by the catalogue size.
 *
 * With dates, each listing that matches the other filters (a candidate) is checked with the
 * two range reads of `availability` and left out unless bookable on every day; candidates are
 * at most pageSize x MAX_BATCHES_PER_PAGE per page, so a page reads at most
 * 3 x pageSize listings + candidates x (1 + max(1, slots in the range)) documents, whatever
 * the size of the catalogue (the range is at most MAX_SEARCH_DAYS days).
 */
export async function scanPage(
  fetchBatch: (cursor: string | null, size: number) => Promise<Batch>,
  filters: SearchFilters,
  pageSize: number,
  cursor: string | null,
  availability: { reader: AvailabilityReader; now: Date },
): Promise<Page<Listing>> {
  const search = dateSearchOf(filters);
  const items: Listing[] = [];
  let next = cursor;
  for (let i = 0; i < MAX_BATCHES_PER_PAGE; i += 1) {
    const batch = await fetchBatch(next, pageSize);
    next = batch.next;
    const candidates = batch.items.filter((listing) => matchesFilters(listing, filters));
    if (search) {
      items.push(
        ...(await keepBookable(candidates, search, availability.reader, availability.now)),
      );
    } else {
      items.push(...candidates);
    }
    if (items.length >= pageSize || next === null) break;
  }
  return { items, nextCursor: next };
}

/**
 * The cursor after `listing` in a search ordered by `sort`: its sortValue and its id, in the
 * same form as encodeCursor's (an instant is the newest-first order's value).
 */
export function encodeSearchCursor(
  listing: Pick<Listing, 'id' | 'createdAt' | 'pricePerDay'>,
  sort: SearchSort,
): string {
  return `${sortValue(listing, sort)}_${listing.id}`;
}

/** A search cursor read back (encodeSearchCursor), or null when it is not one. */
export function decodeSearchCursor(cursor: string): OrderedItem | null {
  const c = decodeCursor(cursor);
  return c ? { value: c.createdAtMs, id: c.id } : null;
}

export function encodeCursor(createdAt: Date, id: string): string {
  return `${createdAt.getTime()}_${id}`;
}

export function decodeCursor(cursor: string): { createdAtMs: number; id: string } | null {
  const i = cursor.indexOf('_');
  if (i <= 0) return null;
  const createdAtMs = Number(cursor.slice(0, i));
  if (!Number.isFinite(createdAtMs)) return null;
  return { createdAtMs, id: cursor.slice(i + 1) };
}
