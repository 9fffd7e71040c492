import { reportError } from '@/lib/reportError';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@/domain/types';

export type PagedStatus = 'loading' | 'error' | 'ready';

/** Newest first by `at`, each id once (the fresher copy wins). */
export function mergeNewest<T extends { id: string }>(
  fresh: T[],
  known: T[],
  at: (x: T) => Date,
): T[] {
  const byId = new Map<string, T>();
  for (const x of [...known, ...fresh]) byId.set(x.id, x);
  return [...byId.values()].sort(
    (a, b) => at(b).getTime() - at(a).getTime() || (a.id < b.id ? 1 : -1),
  );
}

/**
 * A list read in pages from the newest back ("Voir plus", "Messages précédents"), whose first
 * page can be read again (`refresh`, by the polling) without losing the older pages loaded.
 *
 * `first`, when given, is the current reader's first page already read (a conversation its
 * first message has just created): shown in the render that brings it, and not read again.
 */
export function usePaged<T extends { id: string }>(
  fetchPage: (cursor: string | null) => Promise<Page<T>>,
  at: (x: T) => Date,
  first: Page<T> | null = null,
) {
  const [items, setItems] = useState<T[]>([]);
  /**
   * How the last read of the first page ended, and by which reader; null while one is under way.
   * Until the current reader has answered, the list is loading.
   */
  const [settled, setSettled] = useState<{
    fetchPage: typeof fetchPage;
    status: Exclude<PagedStatus, 'loading'>;
  } | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'error'>('idle');
  const run = useRef(0);

  const load = useCallback(() => {
    const id = ++run.current;
    setSettled(null);
    fetchPage(null).then(
      (p) => {
        if (id !== run.current) return;
        setItems(p.items);
        setCursor(p.nextCursor);
        setMore('idle');
        setSettled({ fetchPage, status: 'ready' });
      },
      (e: unknown) => {
        if (id !== run.current) return;
        reportError(e);
        setSettled({ fetchPage, status: 'error' });
      },
    );
  }, [fetchPage]);

  // A first page handed in settles its reader in the render it comes with.
  if (first && settled?.fetchPage !== fetchPage) {
    setItems(first.items);
    setCursor(first.nextCursor);
    setSettled({ fetchPage, status: 'ready' });
  }

  // Each reader's first read, unless its first page was handed in (settled already).
  useEffect(() => {
    if (settled?.fetchPage !== fetchPage) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  /** Reads the first page again and merges it (new items appear; nothing loaded is lost). */
  const refresh = useCallback(async () => {
    const id = run.current;
    const p = await fetchPage(null);
    if (id !== run.current) return;
    // the older pages already loaded stay, and so does the cursor to the next ones
    setItems((known) => mergeNewest(p.items, known, at));
  }, [fetchPage, at]);

  const loadMore = useCallback(() => {
    if (!cursor) return;
    const id = run.current;
    setMore('loading');
    fetchPage(cursor).then(
      (p) => {
        if (id !== run.current) return;
        setItems((known) => mergeNewest(p.items, known, at));
        setCursor(p.nextCursor);
        setMore('idle');
      },
      (e: unknown) => {
        reportError(e);
        if (id === run.current) setMore('error');
      },
    );
  }, [cursor, fetchPage, at]);

  // A new reader (the conversation found after its messages were first asked for) is loading
  // from the render it arrives in, not one render later, when its load starts: the page shows
  // its skeleton, never the previous reader's empty list.
  const current: PagedStatus = settled?.fetchPage === fetchPage ? settled.status : 'loading';
  return { items, status: current, hasMore: cursor !== null, more, load, refresh, loadMore };
}
