import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of the layout's <main> (src/app/layout/Layout.tsx), also the skip link's target. */
export const MAIN_ID = 'contenu';

/**
 * On a change of page: back to the top, and the keyboard focus to the new page's <main>, so
 * the next Tab starts at the top of the page and a screen reader reads the new page, instead
 * of staying on the link just followed (a footer link, a result) or falling to <body> (a card
 * or menu that is gone). Not on the first page, nor when the new page already put the focus
 * somewhere of its own (a field, a heading): only from <body> or from a link.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo?.(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.tagName !== 'A') return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
