/**
 * How many pages of results each history entry showed (« Afficher plus de bureaux »), kept in
 * sessionStorage: a reload reads them again before showing them, so the page is as tall as it
 * was and returns where it was scrolled (src/app/layout/ScrollRestoration.tsx). Back within the
 * app needs none of it: the results themselves are kept in memory (./useSearchResults.ts).
 * docs/decisions.md "Back to where you were".
 */
import { setRecent } from '@/lib/recent';
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
  const entries = shown.entries();
  const known = entries.get(entry);
  if (known ? known.key === key && known.pages === pages : pages <= 1) return;
  if (pages <= 1) entries.delete(entry);
  else setRecent(entries, entry, { key, pages }, ENTRIES);
  shown.save();
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
