import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a list may take to draw the link the admin came back to. */
const WAIT_MS = 5000;

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

/** What a list's link to a user's page carries: its state and its mark (useReturnFocus). */
export const userLinkProps = (from: string, link: string) => ({
  state: { from, link } satisfies UserLinkState,
  'data-return': link,
});

/**
 * Back from a user's page (its « Retour à … » link, AdminUserPage), the keyboard focus goes to
 * the link followed in the list returned to, where the admin left it, not to the page's <main>
 * (docs/decisions.md "Where the keyboard focus goes"). The list is read again, so the link is
 * waited for, until WAIT_MS, and only while nothing else took the focus (the page's <main>
 * takes it on arrival) and the admin has not pressed a key or clicked. A row on a later page than
 * the first is not read again: the focus then stays on <main>.
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
      target.focus();
      stop();
    };
    const observer = new MutationObserver(tryFocus);
    // after the page's own arrival (ScrollRestoration focuses <main> in a parent's effect)
    const first = window.setTimeout(tryFocus, 0);
    const timeout = window.setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(first);
      window.clearTimeout(timeout);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
  }, [link, key]);
}
