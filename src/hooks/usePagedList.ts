import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Page } from '@/domain/types';
import { reportError } from '@/lib/reportError';

export type PagedState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      items: T[];
      next: string | null;
      /** The "Voir plus" request: idle, running, or failed (the list read so far stays). */
      more: 'idle' | 'loading' | 'error';
      /**
       * The list is read again from its first page (new `deps`) and these are the previous
       * items, kept on screen meanwhile (`keepWhileReloading`); no "Voir plus" until it ends.
       */
      reloading?: boolean;
    };

/**
 * A list read a page at a time ("Voir plus"): `load(cursor)` gives a page (null: the first).
 * `onPage` is told each page that arrives. Stale answers (after a reload or an unmount) are
 * ignored. Used by the bell's panel, a listing's reviews and the admin's paged tabs (Réservations
 * à valider, Historique, Bureaux, E-mails).
 *
 * With `keepWhileReloading`, a list read again (a filter changed) stays `ready` with its previous
 * items and `reloading` until the first page of the new one arrives: the screen keeps its rows
 * and count line, so that a live count line announces the new count (the admin's Bureaux tab).
 *
 * With `asFar`, a list read again (the same list, written meanwhile: the admin's history when a
 * rental's month is issued) reads as many pages as had been read, one after the other, and shows
 * them together: the rows read with « Voir plus » do not vanish under the user. `list` names the
 * list read (the history's filter): another one starts from its first page.
 */
export function usePagedList<T>(
  load: (cursor: string | null) => Promise<Page<T>>,
  deps: DependencyList,
  onPage?: (items: T[]) => void,
  {
    keepWhileReloading = false,
    asFar = false,
    list,
  }: { keepWhileReloading?: boolean; asFar?: boolean; list?: string } = {},
) {
  const [state, setState] = useState<PagedState<T>>({ status: 'loading' });
  const live = useRef(0);
  /** The pages the list on screen was read in. */
  const pagesRead = useRef(0);
  /** The list those pages belong to (`list`). */
  const listRead = useRef(list);
  const latest = useRef({ load, onPage });
  useEffect(() => {
    latest.current = { load, onPage };
  });

  const reload = useCallback(() => {
    const run = ++live.current;
    const pages = asFar && listRead.current === list ? Math.max(1, pagesRead.current) : 1;
    listRead.current = list;
    setState((s) =>
      keepWhileReloading && s.status === 'ready'
        ? { ...s, more: 'idle', reloading: true }
        : { status: 'loading' },
    );
    const read: T[][] = [];
    const step = (cursor: string | null): Promise<void> =>
      latest.current.load(cursor).then(
        (page) => {
          if (run !== live.current) return;
          read.push(page.items);
          if (read.length < pages && page.nextCursor) return step(page.nextCursor);
          pagesRead.current = read.length;
          setState({ status: 'ready', items: read.flat(), next: page.nextCursor, more: 'idle' });
          for (const items of read) latest.current.onPage?.(items);
        },
        (error: unknown) => {
          if (run !== live.current) return;
          reportError(error);
          setState({ status: 'error', error });
        },
      );
    void step(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  useEffect(() => {
    reload();
    return () => {
      live.current += 1;
    };
  }, [reload]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.next || state.more === 'loading' || state.reloading) {
      return;
    }
    const run = live.current;
    const base = state;
    setState({ ...base, more: 'loading' });
    latest.current.load(base.next).then(
      (page) => {
        if (run !== live.current) return;
        pagesRead.current += 1;
        setState({
          status: 'ready',
          items: [...base.items, ...page.items],
          next: page.nextCursor,
          more: 'idle',
        });
        latest.current.onPage?.(page.items);
      },
      (error: unknown) => {
        if (run !== live.current) return;
        reportError(error);
        setState({ ...base, more: 'error' });
      },
    );
  }, [state]);

  return { state, reload, loadMore };
}
