import { useState } from 'react';

/**
 * The moment `data` arrived (it changes on every load or reload): the "now" the screen judges
 * its data by, e.g. which requests have expired (src/domain/bookingRules displayStatus). Stable
 * between renders, so the counters and the cards agree.
 */
export function useLoadedAt(data: unknown): Date {
  const [seen, setSeen] = useState(() => ({ data, at: new Date() }));
  if (seen.data !== data) {
    // Updating state while rendering is how React derives state from a changed value.
    const next = { data, at: new Date() };
    setSeen(next);
    return next.at;
  }
  return seen.at;
}
