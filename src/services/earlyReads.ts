/**
 * Early reads (issue 17, docs/decisions.md "Early reads"): the first data a public page needs
 * is requested as soon as the backend is there, in parallel with the auth check, the router and
 * the page's chunk, instead of after the page's first render. The page then asks the backend
 * for the same thing as usual, and gets the read already under way.
 *
 * A read is handed out once (a reload or a retry goes to the backend) and only within
 * EARLY_READ_TTL_MS of its start, so nothing stale is shown. Only public reads take part: both
 * backends wait for the signed-in session before they read, so an early read is made as the
 * same person as the page's.
 */
import type { Backend, ListingsService } from './types';

type EarlyMethod = 'getListing' | 'listListings' | 'searchListings';

/**
 * One read of ListingsService: its method and its arguments, as the page will call it, and what
 * to do with its answer as soon as it is there, before the page renders it (`onRead`: the first
 * photo's preload, src/app/earlyReads.ts).
 */
export type EarlyRead = {
  [M in EarlyMethod]: {
    method: M;
    args: Parameters<ListingsService[M]>;
    onRead?: (value: Awaited<ReturnType<ListingsService[M]>>) => void;
  };
}[EarlyMethod];

export const EARLY_READ_TTL_MS = 10_000;

const keyOf = (method: EarlyMethod, args: readonly unknown[]) =>
  `${method}:${JSON.stringify(args)}`;

/**
 * The backend, with `reads` started now: a call to one of these methods with the same
 * arguments (compared as JSON) gets the read under way, once.
 */
export function withEarlyReads(
  backend: Backend,
  reads: readonly EarlyRead[],
  now: () => number = Date.now,
): Backend {
  if (reads.length === 0) return backend;
  const listings = backend.listings;
  const pending = new Map<string, { promise: Promise<unknown>; at: number }>();
  for (const read of reads) {
    const call = listings[read.method] as (...args: unknown[]) => Promise<unknown>;
    const promise = call(...read.args);
    // The page gets the failure when it asks; until then, it is not an unhandled rejection.
    promise.catch(() => undefined);
    const onRead = read.onRead as ((value: unknown) => void) | undefined;
    if (onRead) void promise.then(onRead, () => undefined);
    pending.set(keyOf(read.method, read.args), { promise, at: now() });
  }
  function take<T>(method: EarlyMethod, args: readonly unknown[]): Promise<T> | null {
    const key = keyOf(method, args);
    const hit = pending.get(key);
    if (!hit) return null;
    pending.delete(key);
    return now() - hit.at <= EARLY_READ_TTL_MS ? (hit.promise as Promise<T>) : null;
  }
  const early: ListingsService = {
    ...listings,
    getListing: (...args) => take('getListing', args) ?? listings.getListing(...args),
    listListings: (...args) => take('listListings', args) ?? listings.listListings(...args),
    searchListings: (...args) => take('searchListings', args) ?? listings.searchListings(...args),
  };
  // The same backend otherwise (the local backend's reset and test access stay on it).
  return { ...backend, listings: early };
}
