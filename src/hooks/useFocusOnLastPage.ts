import { useLayoutEffect, useRef } from 'react';
import type { PagedState } from './usePagedList';

/**
 * For a list with no count line to take the focus (TabMore's tabs focus theirs): once « Voir
 * plus » has read the last page its button is gone, so the focus goes to the first row that page
 * brought (rows: the elements of `list` matching the selector `rows`), not to <body>. Returns the
 * list's ref and the `onMore` to give LoadMore (src/components/LoadMore.tsx). Used by the bell's
 * panel and the admin's "E-mails" tab.
 */
export function useFocusOnLastPage<E extends HTMLElement>(
  state: PagedState<unknown>,
  loadMore: () => void,
  rows: string,
) {
  const list = useRef<E>(null);
  const pagedFrom = useRef<number | null>(null);
  const lastRead = state.status === 'ready' && state.next === null && state.more !== 'loading';
  useLayoutEffect(() => {
    if (!lastRead || pagedFrom.current === null) return;
    list.current?.querySelectorAll<HTMLElement>(rows)[pagedFrom.current]?.focus();
    pagedFrom.current = null;
  }, [lastRead, rows]);
  const onMore = () => {
    pagedFrom.current = state.status === 'ready' ? state.items.length : null;
    loadMore();
  };
  return { list, onMore };
}
