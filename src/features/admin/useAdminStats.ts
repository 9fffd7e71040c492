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
 * decisions taken on this screen through `update`, so tab labels change at once.
 */
export function useAdminStats(session: AdminSession) {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const run = useRef(0);

  const reload = useCallback(() => {
    const id = ++run.current;
    setState({ status: 'loading' });
    session.stats().then(
      (data) => id === run.current && setState({ status: 'success', data }),
      (error: unknown) => {
        if (id !== run.current) return;
        reportError(error);
        setState({ status: 'error', error });
      },
    );
  }, [session]);

  useEffect(() => {
    reload();
    return () => {
      run.current += 1;
    };
  }, [reload]);

  const update = useCallback((fn: (stats: AdminStats) => AdminStats) => {
    setState((s) => (s.status === 'success' ? { status: 'success', data: fn(s.data) } : s));
  }, []);

  return { state, reload, update };
}
