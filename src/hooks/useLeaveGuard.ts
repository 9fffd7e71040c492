import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Asks before a page with unsaved work is left (docs/decisions.md#leave-guard). When
 * `shouldBlock()` says so at the moment of leaving, an in-app navigation — a link, "Annuler",
 * the browser's Back — is held by react-router's blocker (the returned `blocker` is then
 * 'blocked': the page shows its own dialog and calls `proceed()` or `reset()`), and a reload or
 * closing the tab gets the browser's prompt. Being asked at that moment (not at the last render),
 * it sees the latest keystroke, and a navigation made by a successful save can let itself through.
 */
export function useLeaveGuard(shouldBlock: () => boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      shouldBlock(),
  );
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);
  return blocker;
}
