import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a list may take to draw the link the admin came back to. */
const WAIT_MS = 5000;
/** How long, once focused, the link is kept in view while the rest of the page is drawn. */
const SETTLE_MS = 2000;

/**
 * A list's link to a user's page: where to come back (`from`, the admin's search string, e.g.
 * "?tab=history&filter=rejected") and which link to focus then (`link`, the row's key, the same
 * as the link's `data-return`).
 */
export interface UserLinkState {
  from: string;
  link: string;
}

/** A user's page's way back: the link to focus in the list returned to (useReturnFocus). */
export interface ReturnState {
  returnTo: string;
}

/**
 * What a list's link to a user's page carries: its state, its mark (useReturnFocus) and, when
 * followed, the link written into the list's own history entry, so that the browser's Back
 * returns the focus to it as the page's « Retour » link does (a QA pass found Back landing on
 * <main>).
 */
export const userLinkProps = (from: string, link: string) => ({
  state: { from, link } satisfies UserLinkState,
  'data-return': link,
  onClick: () => rememberReturn(link),
});

/**
 * Writes `returnTo: link` into the state of the current history entry, the list's, before the
 * link's own navigation pushes the user's page. React Router keeps an entry's state under
 * `usr` in `history.state` and reads it back on the browser's Back (its createBrowserHistory,
 * which createBrowserRouter uses), and keeps any other field of it. Outside such a router (no
 * state object: a memory router in the tests), nothing is written.
 */
function rememberReturn(link: string) {
  const current: unknown = window.history.state;
  if (typeof current !== 'object' || current === null) return;
  const { usr } = current as { usr?: unknown };
  const state = typeof usr === 'object' && usr !== null ? usr : {};
  window.history.replaceState(
    { ...current, usr: { ...state, returnTo: link } satisfies ReturnState },
    '',
  );
}

/**
 * Back from a user's page (its « Retour à … » link, AdminUserPage), the keyboard focus goes to
 * the link followed in the list returned to, where the admin left it, not to the page's <main>
 * (docs/decisions.md "Where the keyboard focus goes"). The list is read again, so the link is
 * waited for, until WAIT_MS, and only while nothing else took the focus (the page's <main>
 * takes it on arrival) and the admin has not pressed a key or clicked. Once focused, the link is
 * kept in the middle of the window for SETTLE_MS while the page goes on being drawn above it (a
 * QA pass found it 2,000 px below the window in « Réservations à valider »), until the admin
 * scrolls, clicks or presses a key. A row on a later page than the first is not read again: the
 * focus then stays on <main>.
 */
export function useReturnFocus() {
  const { state, key } = useLocation();
  const link = (state as Partial<ReturnState> | null)?.returnTo;
  useEffect(() => {
    if (typeof link !== 'string') return;
    const untouched = () => {
      const focused = document.activeElement;
      return !focused || focused === document.body || focused.tagName === 'MAIN';
    };
    const tryFocus = () => {
      if (!untouched()) return stop();
      const target = [...document.querySelectorAll<HTMLElement>('[data-return]')].find(
        (a) => a.dataset.return === link,
      );
      if (!target) return;
      focused = target;
      target.focus({ preventScroll: true });
      show();
      // the rest of the page may still be drawn above it (counts, other rows): it stays in view
      window.clearTimeout(timeout);
      timeout = window.setTimeout(() => stop(), SETTLE_MS);
    };
    let focused: HTMLElement | null = null;
    /** The focused link in the middle of the window, when it is not in it (or not whole). */
    const show = () => {
      if (!focused || document.activeElement !== focused) return stop();
      const { top, bottom } = focused.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) focused.scrollIntoView?.({ block: 'center' });
    };
    const onChange = () => (focused ? show() : tryFocus());
    const observer = new MutationObserver(onChange);
    // after the page's own arrival (ScrollRestoration focuses <main> in a parent's effect)
    const first = window.setTimeout(onChange, 0);
    let timeout = window.setTimeout(() => stop(), WAIT_MS);
    // the admin's own moves end it: a key, a click, the wheel, a finger
    const USER_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchmove'] as const;
    function stop() {
      observer.disconnect();
      window.clearTimeout(first);
      window.clearTimeout(timeout);
      for (const e of USER_EVENTS) window.removeEventListener(e, stop, true);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    for (const e of USER_EVENTS) window.addEventListener(e, stop, true);
    return stop;
  }, [link, key]);
}
