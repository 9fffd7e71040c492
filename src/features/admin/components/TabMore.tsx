import { useLayoutEffect, useRef, type RefObject } from 'react';
import { LoadMore, type LoadMoreText } from '@/components/LoadMore';
import type { PagedState } from '@/hooks/usePagedList';

/**
 * The « Voir plus » of an admin tab read a page at a time (Réservations à valider, Historique,
 * Bureaux). Once a click has read the last page the button is gone: the focus goes to the tab's
 * count line, which now says how many there are in all (docs/decisions.md "Where the keyboard
 * focus goes").
 */
export function TabMore({
  state,
  loadMore,
  text,
  countRef,
}: {
  state: Extract<PagedState<unknown>, { status: 'ready' }>;
  loadMore(): void;
  text: LoadMoreText;
  countRef: RefObject<HTMLParagraphElement | null>;
}) {
  const pagedOn = useRef(false);
  useLayoutEffect(() => {
    if (pagedOn.current && state.next === null) countRef.current?.focus();
  }, [state.next, countRef]);
  return (
    <LoadMore
      more={state.more}
      hasNext={state.next !== null}
      onMore={() => {
        pagedOn.current = true;
        loadMore();
      }}
      text={text}
    />
  );
}
