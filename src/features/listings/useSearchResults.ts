import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { todayInMorocco } from '@/domain/days';
import { searchRequestOf } from '@/domain/searchQuery';
import type { Listing } from '@/domain/types';
import { reportError } from '@/lib/reportError';
import { setRecent } from '@/lib/recent';
import { pagesShown, rememberPagesShown, resetPagesMemory } from './pagesShown';

interface ResultsState {
  /** The filters key these results belong to. */
  key: string;
  status: 'loading' | 'ready' | 'error';
  items: Listing[];
  nextCursor: string | null;
  more: 'idle' | 'loading' | 'error';
  /** The pages read (the first, then one per « Afficher plus de bureaux »). */
  pages: number;
}

const loadingState = (key: string): ResultsState => ({
  key,
  status: 'loading',
  items: [],
  nextCursor: null,
  more: 'idle',
  pages: 0,
});

/** How long the results a page showed are kept for a Back to it (a browser's bfcache keeps a page as long). */
export const RESULTS_KEPT_MS = 10 * 60_000;
/** The history entries whose results are kept: the most recent ones. */
const ENTRIES_KEPT = 10;

/**
 * The results each history entry (react-router's location.key) showed last, with when: Back
 * from a listing finds the pages that were loaded ("Afficher plus de bureaux" included) as they
 * were, at once, so the page is as tall as it was and goes back to where it was scrolled
 * (src/app/layout/ScrollRestoration.tsx). Nothing is read again for them.
 */
const kept = new Map<string, { state: ResultsState; at: number }>();

function keep(entry: string, state: ResultsState) {
  setRecent(kept, entry, { state, at: Date.now() }, ENTRIES_KEPT);
}

/** The ready results kept for `entry` and the search `key`, when they are recent enough. */
function keptResults(entry: string, key: string): ResultsState | null {
  const found = kept.get(entry);
  if (!found || found.state.key !== key || Date.now() - found.at > RESULTS_KEPT_MS) return null;
  // a page being added when it was left was not added: it can be asked for again
  return { ...found.state, more: 'idle' };
}

/** `s` with a further page of results added (each listing once) and the cursor after it. */
function withPage(s: ResultsState, items: Listing[], nextCursor: string | null): ResultsState {
  const seen = new Set(s.items.map((l) => l.id));
  const added = items.filter((l) => !seen.has(l.id));
  return { ...s, items: [...s.items, ...added], nextCursor, more: 'idle', pages: s.pages + 1 };
}

/**
 * Forgets the kept results, and the pages shown as read from sessionStorage (tests: the app's
 * memory gone, as after a reload).
 */
export function forgetKeptResults(): void {
  kept.clear();
  resetPagesMemory();
}

/**
 * Paged search results for the search of `key` (see searchKey: filters, dates, places): the first page when the
 * filters change, then one more page per loadMore(). Answers to superseded requests are dropped.
 * A history entry returned to shows the results it showed when left, for RESULTS_KEPT_MS.
 */
export function useSearchResults(key: string) {
  const backend = useBackend();
  const { key: entry } = useLocation();
  const [attempt, setAttempt] = useState(0);
  /** The kept results this page opened with, until the search changes or is tried again. */
  const restored = useRef<ResultsState | null>(null);
  const [state, setState] = useState<ResultsState>(() => {
    restored.current = keptResults(entry, key);
    return restored.current ?? loadingState(key);
  });
  const request = useRef(0);
  const loadingMore = useRef(false);

  useEffect(() => {
    if (state.status !== 'ready' || state.key !== key) return;
    keep(entry, state);
    rememberPagesShown(entry, key, state.pages);
  }, [entry, key, state]);

  useEffect(() => {
    // the kept results stand for this search (a second run of the effect included)
    if (restored.current?.key === key) return;
    restored.current = null;
    const id = ++request.current;
    loadingMore.current = false;
    setState(loadingState(key));
    const today = todayInMorocco();
    // A reload of an entry that showed more pages reads them again before showing them: the
    // page is then as tall as it was, for the scroll to return where it was (./pagesShown.ts).
    const wanted = pagesShown(entry, key);
    const read = async (): Promise<ResultsState> => {
      const first = await backend.listings.searchListings(searchRequestOf(key, today));
      let shown: ResultsState = {
        key,
        status: 'ready',
        items: first.items,
        nextCursor: first.nextCursor,
        more: 'idle',
        pages: 1,
      };
      while (shown.pages < wanted && shown.nextCursor && id === request.current) {
        try {
          const page = await backend.listings.searchListings(
            searchRequestOf(key, today, shown.nextCursor),
          );
          shown = withPage(shown, page.items, page.nextCursor);
        } catch (error) {
          // the pages read are shown; « Afficher plus de bureaux » asks for the next again
          reportError(error);
          break;
        }
      }
      return shown;
    };
    read().then(
      (shown) => {
        if (id === request.current) setState(shown);
      },
      (error: unknown) => {
        if (id !== request.current) return;
        reportError(error);
        setState({ ...loadingState(key), status: 'error' });
      },
    );
    // (the entry is read once per search: a new entry with the same search keeps what it shows)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key, attempt]);

  const loadMore = useCallback(() => {
    if (loadingMore.current || state.status !== 'ready' || !state.nextCursor) return;
    loadingMore.current = true;
    const id = request.current;
    const cursor = state.nextCursor;
    setState((s) => ({ ...s, more: 'loading' }));
    backend.listings.searchListings(searchRequestOf(state.key, todayInMorocco(), cursor)).then(
      (page) => {
        if (id !== request.current) return;
        loadingMore.current = false;
        setState((s) => withPage(s, page.items, page.nextCursor));
      },
      (error: unknown) => {
        if (id !== request.current) return;
        loadingMore.current = false;
        reportError(error);
        setState((s) => ({ ...s, more: 'error' }));
      },
    );
  }, [backend, state.status, state.nextCursor, state.key]);

  const retry = useCallback(() => {
    restored.current = null;
    setAttempt((a) => a + 1);
  }, []);

  // Until the effect has run for a new key, show that key as loading, not the old results.
  const view = state.key === key ? state : loadingState(key);
  return { ...view, loadMore, retry };
}
