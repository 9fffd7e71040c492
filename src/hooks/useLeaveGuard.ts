import { createContext, useContext, useEffect, useState } from 'react';
import type { To } from 'react-router-dom';
import type { GuardedHistory, HeldNavigation } from '@/lib/guardedHistory';

/** The app's history (src/app/GuardedRouter.tsx), for the pages that guard their leaving. */
export const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * Asks before a page with unsaved work is left (docs/decisions.md#leave-guard). When
 * `shouldBlock()` says so at the moment of leaving, an in-app navigation to another address — a
 * link, "Annuler", the browser's Back — is held (src/lib/guardedHistory.ts), and the hook returns
 * it: the page shows its own dialog and calls `proceed()` or `reset()`. A reload or closing the
 * tab gets the browser's prompt. Being asked at that moment (not at the last render), it sees the
 * latest keystroke, and a navigation made by a successful save can let itself through.
 */
export function useLeaveGuard(shouldBlock: () => boolean): HeldNavigation | null {
  const history = useContext(GuardedHistoryContext);
  if (!history) throw new Error('useLeaveGuard needs the app router (src/app/GuardedRouter.tsx)');
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  useEffect(
    () =>
      history.guard(
        (current, next) =>
          (current.pathname !== next.pathname || current.search !== next.search) && shouldBlock(),
        setHeld,
      ),
    [history, shouldBlock],
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
  return held;
}

/**
 * Asks the page's leave guard before something that leaves the page without a navigation
 * (signing out: src/app/layout/Navbar.tsx), as if going to `to`: resolves true when there is
 * nothing to lose or the user chose to leave, false when they stay. Outside the app's router
 * (a component test), nothing guards: true.
 */
export function useMayLeave(): (to: To) => Promise<boolean> {
  const history = useContext(GuardedHistoryContext);
  return (to) => (history ? history.mayLeave(to) : Promise.resolve(true));
}
