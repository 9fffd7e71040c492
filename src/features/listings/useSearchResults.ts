import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackend } from '@/hooks/useBackend';
import { todayInMorocco } from '@/domain/days';
import { searchRequestOf } from '@/domain/searchQuery';
import type { Listing } from '@/domain/types';
import { reportError } from '@/lib/reportError';

interface ResultsState {
  /** The filters key these results belong to. */
  key: string;
  status: 'loading' | 'ready' | 'error';
  items: Listing[];
  nextCursor: string | null;
  more: 'idle' | 'loading' | 'error';
}

const loadingState = (key: string): ResultsState => ({
  key,
  status: 'loading',
  items: [],
  nextCursor: null,
  more: 'idle',
});

/**
 * Paged search results for the search of `key` (see searchKey: filters, dates, places): the first page when the
 * filters change, then one more page per loadMore(). Answers to superseded requests are dropped.
 */
export function useSearchResults(key: string) {
  const backend = useBackend();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResultsState>(() => loadingState(key));
  const request = useRef(0);
  const loadingMore = useRef(false);

  useEffect(() => {
    const id = ++request.current;
    loadingMore.current = false;
    setState(loadingState(key));
    backend.listings.searchListings(searchRequestOf(key, todayInMorocco())).then(
      (page) => {
        if (id !== request.current) return;
        setState({
          key,
          status: 'ready',
          items: page.items,
          nextCursor: page.nextCursor,
          more: 'idle',
        });
      },
      (error: unknown) => {
        if (id !== request.current) return;
        reportError(error);
        setState({ ...loadingState(key), status: 'error' });
      },
    );
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
        setState((s) => {
          const seen = new Set(s.items.map((l) => l.id));
          const added = page.items.filter((l) => !seen.has(l.id));
          return { ...s, items: [...s.items, ...added], nextCursor: page.nextCursor, more: 'idle' };
        });
      },
      (error: unknown) => {
        if (id !== request.current) return;
        loadingMore.current = false;
        reportError(error);
        setState((s) => ({ ...s, more: 'error' }));
      },
    );
  }, [backend, state.status, state.nextCursor, state.key]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  // Until the effect has run for a new key, show that key as loading, not the old results.
  const view = state.key === key ? state : loadingState(key);
  return { ...view, loadMore, retry };
}
