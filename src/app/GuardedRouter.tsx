import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router-dom';
import { GuardedHistoryContext } from '@/hooks/useLeaveGuard';
import type { GuardedHistory } from '@/lib/guardedHistory';
import { routes } from './routes';

/**
 * react-router's declarative router on the app's guarded history (src/lib/guardedHistory.ts,
 * docs/decisions.md#a-declarative-router): the browser's in the app, a memory one in tests.
 */
export function GuardedRouter({
  history,
  children,
}: {
  history: GuardedHistory;
  children: ReactNode;
}) {
  return (
    <GuardedHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </GuardedHistoryContext.Provider>
  );
}

/** The spec's route table (src/app/routes.tsx), rendered where the router is. */
export function AppRoutes() {
  return useRoutes(routes);
}
