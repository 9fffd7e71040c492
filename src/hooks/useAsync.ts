import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { reportError } from '@/lib/reportError';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Runs an async loader when deps change; ignores results of stale runs and of runs that end
 * after the component is gone (no state update, no error report, after unmount).
 * Returns the state and a reload() to run it again.
 */
export function useAsync<T>(loader: () => Promise<T>, deps: DependencyList) {
  const [state, setState] = useState<AsyncState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const run = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableLoader = useCallback(loader, deps);
  const load = useCallback(() => {
    const id = ++run.current;
    setState({ status: 'loading', data: undefined, error: undefined });
    stableLoader().then(
      (data) => id === run.current && setState({ status: 'success', data, error: undefined }),
      (error: unknown) => {
        if (id !== run.current) return;
        reportError(error);
        setState({ status: 'error', data: undefined, error });
      },
    );
  }, [stableLoader]);
  useEffect(() => {
    load();
    // unmounted (or deps changed): a run still pending is stale, its result is dropped
    const runs = run;
    return () => {
      runs.current += 1;
    };
  }, [load]);
  return { ...state, reload: load };
}
