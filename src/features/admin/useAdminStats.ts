import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminStats } from '@/domain/types';
import type { AdminSession } from '@/services';
import { reportError } from '@/lib/reportError';

export type StatsState =
  | { status: 'loading' }
  | { status: 'success'; data: AdminStats }
  | { status: 'error'; error: unknown };

/**
 * The dashboard counters (session.stats()), loaded once and then kept in step with the
 * decisions taken on this screen through `update`, so tab labels change at once. `refresh`
 * reads them again without a skeleton, for what changed elsewhere (the month documents the
 * admin's chores issue: useAdminChores); if that read fails, the figures shown stay.
 */
export function useAdminStats(session: AdminSession) {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const run = useRef(0);

  // how many `update`s were applied: a read that began before one may not count its write
  const updates = useRef(0);

  const read = useCallback(
    (quiet: boolean) => {
      const id = ++run.current;
      const seen = updates.current;
      if (!quiet) setState({ status: 'loading' });
      const again = () => read(true);
      session.stats().then(
        (data) => {
          if (id !== run.current) return;
          // a decision landed meanwhile: read again, after it (its write is committed)
          if (updates.current !== seen) again();
          else setState({ status: 'success', data });
        },
        (error: unknown) => {
          if (id !== run.current) return;
          reportError(error);
          setState((s) => (quiet && s.status === 'success' ? s : { status: 'error', error }));
        },
      );
    },
    [session],
  );
  const reload = useCallback(() => read(false), [read]);
  const refresh = useCallback(() => read(true), [read]);

  useEffect(() => {
    reload();
    return () => {
      run.current += 1;
    };
  }, [reload]);

  const update = useCallback((fn: (stats: AdminStats) => AdminStats) => {
    updates.current += 1;
    setState((s) => (s.status === 'success' ? { status: 'success', data: fn(s.data) } : s));
  }, []);

  return { state, reload, refresh, update };
}
