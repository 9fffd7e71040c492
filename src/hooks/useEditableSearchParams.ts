import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * useSearchParams, with changes that build on each other. React Router's own
 * `setSearchParams(prev => …)` hands over the params of the current render, and the router
 * renders a navigation in a transition (docs/decisions.md "Search that scales"): a change made
 * before the previous one has rendered (a debounced search box firing just after a filter was
 * picked) would start from the old address and undo it.
 *
 * Here each change starts from the last address this component asked for, until the router has
 * rendered it; an address this component did not ask for (the back button, a link) is the new
 * starting point. A change edits the params it is given, or returns the params that replace
 * them; one that leaves the address as it is navigates nowhere.
 */
export function useEditableSearchParams(): [
  URLSearchParams,
  (change: (params: URLSearchParams) => URLSearchParams | void, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  /** The addresses asked for and not rendered yet, oldest first. */
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const rendered = pending.current.indexOf(params.toString());
    pending.current = rendered < 0 ? [] : pending.current.slice(rendered + 1);
    if (pending.current.length === 0) latest.current = params;
  }, [params]);
  const edit = useCallback(
    (change: (params: URLSearchParams) => URLSearchParams | void, options?: NavigateOptions) => {
      const draft = new URLSearchParams(latest.current);
      const next = change(draft) ?? draft;
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      pending.current.push(next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return [params, edit];
}
