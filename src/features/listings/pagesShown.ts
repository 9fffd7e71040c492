/**
 * How many pages of results each history entry showed (« Afficher plus de bureaux »), kept in
 * sessionStorage: a reload reads them again before showing them, so the page is as tall as it
 * was and returns where it was scrolled (src/app/layout/ScrollRestoration.tsx). Back within the
 * app needs none of it: the results themselves are kept in memory (./useSearchResults.ts).
 * docs/decisions.md "Back to where you were".
 */
import { sessionEntries } from '@/lib/sessionEntries';

/** The entries remembered: the most recent ones. */
const ENTRIES = 10;
/** A reload reads at most this many pages again (each one query of a page of results). */
export const MAX_PAGES_RESTORED = 10;

/** By history entry: the search it showed (its key) and how many pages of it, more than one. */
const shown = sessionEntries<{ key: string; pages: number }>(
  'maktabi.searchPages',
  ([key, pages]) =>
    typeof key === 'string' && Number.isInteger(pages) && (pages as number) > 1
      ? { key, pages: pages as number }
      : undefined,
  ({ key, pages }) => [key, pages],
);

/** Remembers that the entry `entry` showed `pages` pages of the search `key`. */
export function rememberPagesShown(entry: string, key: string, pages: number): void {
  shown.remember(
    entry,
    pages > 1 ? { key, pages } : undefined,
    (held, value) => held.key === value.key && held.pages === value.pages,
    ENTRIES,
  );
}

/** The pages the entry `entry` showed of the search `key` (1 when unknown), at most MAX_PAGES_RESTORED. */
export function pagesShown(entry: string, key: string): number {
  const known = shown.entries().get(entry);
  return known?.key === key ? Math.min(known.pages, MAX_PAGES_RESTORED) : 1;
}

/** Forgets what is in memory (tests: a reload reads sessionStorage again). */
export function resetPagesMemory(): void {
  shown.reset();
}
