/**
 * How many pages of results each history entry showed (« Afficher plus de bureaux »), kept in
 * sessionStorage: a reload reads them again before showing them, so the page is as tall as it
 * was and returns where it was scrolled (src/app/layout/ScrollRestoration.tsx). Back within the
 * app needs none of it: the results themselves are kept in memory (./useSearchResults.ts).
 * docs/decisions.md "Back to where you were".
 */
import { setRecent } from '@/lib/recent';

const STORAGE_KEY = 'maktabi.searchPages';
/** The entries remembered: the most recent ones. */
const ENTRIES = 10;
/** A reload reads at most this many pages again (each one query of a page of results). */
export const MAX_PAGES_RESTORED = 10;

type Shown = Map<string, { key: string; pages: number }>;

function read(): Shown {
  const shown: Shown = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return shown;
    for (const e of stored) {
      if (
        Array.isArray(e) &&
        typeof e[0] === 'string' &&
        typeof e[1] === 'string' &&
        Number.isInteger(e[2]) &&
        (e[2] as number) > 1
      ) {
        shown.set(e[0], { key: e[1], pages: e[2] as number });
      }
    }
  } catch {
    // unreadable or refused (a privacy setting): nothing remembered
  }
  return shown;
}

/** Remembers that the entry `entry` showed `pages` pages of the search `key`. */
export function rememberPagesShown(entry: string, key: string, pages: number): void {
  const shown = read();
  const known = shown.get(entry);
  if (pages <= 1 && !known) return;
  if (known?.key === key && known.pages === pages) return;
  if (pages <= 1) shown.delete(entry);
  else setRecent(shown, entry, { key, pages }, ENTRIES);
  try {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([...shown].map(([e, s]) => [e, s.key, s.pages])),
    );
  } catch {
    // full or refused: a reload shows the first page
  }
}

/** The pages the entry `entry` showed of the search `key` (1 when unknown), at most MAX_PAGES_RESTORED. */
export function pagesShown(entry: string, key: string): number {
  const known = read().get(entry);
  return known?.key === key ? Math.min(known.pages, MAX_PAGES_RESTORED) : 1;
}
