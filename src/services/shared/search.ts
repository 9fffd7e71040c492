import { matchesFilters } from '@/domain/search';
import type { Listing, Page, SearchFilters } from '@/domain/types';

/** How many query batches one search page may read at most (reads <= pageSize x this). */
export const MAX_BATCHES_PER_PAGE = 3;

export interface Batch {
  items: Listing[];
  /** Cursor after the last item read, or null when the query is exhausted. */
  next: string | null;
}

/**
 * One page of search results from a query already filtered by city and approval and
 * ordered newest first. Reads batches of `pageSize` and keeps those matching the
 * spec §5 filters until the page is full or MAX_BATCHES_PER_PAGE batches were read,
 * so the work per page is bounded by the page size, never by the catalogue size.
 */
export async function scanPage(
  fetchBatch: (cursor: string | null, size: number) => Promise<Batch>,
  filters: SearchFilters,
  pageSize: number,
  cursor: string | null,
): Promise<Page<Listing>> {
  const items: Listing[] = [];
  let next = cursor;
  for (let i = 0; i < MAX_BATCHES_PER_PAGE; i += 1) {
    const batch = await fetchBatch(next, pageSize);
    next = batch.next;
    for (const listing of batch.items) {
      if (matchesFilters(listing, filters)) items.push(listing);
    }
    if (items.length >= pageSize || next === null) break;
  }
  return { items, nextCursor: next };
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
