import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import {
  persistScroll,
  rememberScroll,
  rememberedPlace,
  type ScrollPlace,
} from '@/lib/scrollPositions';
import { historyEntryKey } from '@/lib/firstEntryKey';

/** The id of the layout's <main> (src/app/layout/Layout.tsx), also the skip link's target. */
export const MAIN_ID = 'contenu';

/** How long a page returned to may take to grow back to where it was scrolled. */
export const RESTORE_FOR_MS = 5000;

/** What the user does that ends a restoration still waiting: their own move comes first. */
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` now, and again each time the page grows, until it gets there with the page as
 * tall as it was (the content that was there comes back after its data: results, a listing),
 * RESTORE_FOR_MS pass or the user moves. Returns what stops it.
 *
 * Getting to `y` is not enough: a part that grows above it afterwards (a host's dashboard: its
 * calendar, its bookings) moved the page under the user, and the browser's scroll anchoring
 * kept the wrong content in view: a reload came back about 300 px lower, on another card, until
 * December 2026. So it holds `y` until the page is back to its height.
 */
function restoreScroll({ y, height }: ScrollPlace): () => void {
  let observer: ResizeObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of USER_MOVES) window.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    const grown = document.documentElement.scrollHeight >= height - 1;
    if (Math.abs(window.scrollY - y) < 2 && grown) stop();
  };
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(attempt);
    observer.observe(document.body);
    timer = setTimeout(stop, RESTORE_FOR_MS);
    for (const type of USER_MOVES) window.addEventListener(type, stop, true);
  }
  attempt();
  return stop;
}

/**
 * Where a page opens (docs/decisions.md "Back to where you were"):
 * - Back or Forward (and a reload) return to where that page was scrolled (its top if it never
 *   was), once its content is
 *   back (with the search's results kept for it, src/features/listings/useSearchResults.ts, at
 *   once). The browser's own restoration is turned off: it would act before the data is here,
 *   on a page too short, and land halfway.
 * - A new page starts at the top, and the keyboard focus goes to its <main>, so the next Tab
 *   starts at the top of the page and a screen reader reads the new page, instead of staying on
 *   the link just followed (a footer link, a result) or falling to <body> (a card or menu that
 *   is gone). Not on the first page, nor when the new page already put the focus somewhere of
 *   its own (a field, a heading): only from <body> or from a link.
 * - A new address on the same page (a filter of the search) moves nothing.
 */
export function ScrollRestoration() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const shownPath = useRef<string | null>(null);

  // which entry the page's scrolling belongs to, before any scroll event of the new page
  useLayoutEffect(() => {
    current.current = key;
  }, [key]);

  useEffect(() => {
    const manual = 'scrollRestoration' in window.history;
    const before = manual ? window.history.scrollRestoration : null;
    if (manual) window.history.scrollRestoration = 'manual';
    // The entry the browser is on: a link's new address is pushed before React shows it (the
    // router renders it in a transition), and what scrolls meanwhile is not the page left's
    // place. react-router keeps the key in history.state; the committed one where there is
    // none (a memory history).
    const onScroll = () =>
      rememberScroll(
        historyEntryKey() ?? current.current,
        window.scrollY,
        document.documentElement.scrollHeight,
      );
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persistScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persistScroll);
      if (before) window.history.scrollRestoration = before;
    };
  }, []);

  useEffect(() => {
    const first = shownPath.current === null;
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (newPage && !first) {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.tagName === 'A')
        document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
    // an entry returned to that was never scrolled was at its top
    if (navigationType === 'POP') return restoreScroll(rememberedPlace(key) ?? { y: 0, height: 0 });
    if (newPage) window.scrollTo(0, 0);
  }, [pathname, key, navigationType]);
  return null;
}
