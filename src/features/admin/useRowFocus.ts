import { useCallback, useId, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where the keyboard focus goes when a row of an admin tab changes under the admin's hands
 * (docs/decisions.md "Where the keyboard focus goes"). Each row is an element with the id
 * `rowId(id)` and tabIndex -1. A row that stays but lost the button that had the focus takes it
 * itself (`focusRow`); a row that left the list (a filter it no longer matches) hands it to the
 * next row, else the one before, where the admin was (`focusAfterLeaving`), not to the count
 * line at the top of a long list — which takes it only when no row is left.
 */
export function useRowFocus(countRef: RefObject<HTMLParagraphElement | null>) {
  const ids = useId();
  const rowId = useCallback((id: string) => `${ids}-${id}`, [ids]);
  // a new object each time: the same row may take the focus twice
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useLayoutEffect(() => {
    if (target) document.getElementById(rowId(target.id))?.focus();
  }, [target, rowId]);
  const focusRow = (id: string) => setTarget({ id });
  const focusAfterLeaving = (rows: readonly { id: string }[], id: string) => {
    const at = rows.findIndex((r) => r.id === id);
    const neighbour = at === -1 ? undefined : (rows[at + 1] ?? rows[at - 1]);
    if (neighbour) setTarget({ id: neighbour.id });
    else countRef.current?.focus();
  };
  return { rowId, focusRow, focusAfterLeaving };
}
