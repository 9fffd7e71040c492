import { useEffect, useRef } from 'react';

/** How often the inbox, the unread count and the bell ask again (issue 14: "within about 20 s"). */
export const POLL_INTERVAL_MS = 20_000;

/**
 * Calls `poll` every `intervalMs` while the page is visible, and once at once when the page
 * becomes visible again after being hidden (a tab in the background asks nothing).
 *
 * The data SDK is Firestore Lite, which has no listeners: polling a small, bounded query is
 * what keeps the messages and notifications fresh (docs/decisions.md, "Fresh without
 * listeners"). The latest `poll` is always called, so callers need not memoise it.
 */
export function useVisiblePolling(
  poll: () => void,
  intervalMs: number = POLL_INTERVAL_MS,
  enabled = true,
): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  }, [poll]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}
