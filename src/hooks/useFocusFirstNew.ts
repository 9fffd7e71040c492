import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * « Afficher plus »: once the next page is drawn, the keyboard focus goes to the first new
 * item's link, where reading goes on. Without it the focus fell to <body> when the last page
 * came and its button left the page (docs/decisions.md "Where the keyboard focus goes").
 * `expect(count)` as the next page is asked for, with the number of items shown then; nothing
 * moves while the page has not added any (a failure leaves the focus on « Réessayer »).
 */
export function useFocusFirstNew(list: RefObject<HTMLElement | null>, count: number) {
  const from = useRef<number | null>(null);
  useLayoutEffect(() => {
    const start = from.current;
    if (start === null || count <= start) return;
    from.current = null;
    list.current?.children[start]
      ?.querySelector<HTMLElement>('a[href]')
      ?.focus({ preventScroll: true });
  }, [count, list]);
  return {
    expect(current: number) {
      from.current = current;
    },
  };
}
