import { useEffect, useState } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later moment is waited for in steps. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * "Now" for a screen whose actions end at known moments (an answer's 48 hours of correction:
 * src/features/reviews/HostReviews.tsx): the screen renders again as the earliest of `deadlines`
 * (ms since the epoch) still ahead passes, so a button goes at its time rather than at the next
 * reload.
 */
export function useNowAcross(deadlines: readonly number[]): Date {
  const [tick, setTick] = useState(0);
  const now = new Date();
  const ahead = deadlines.filter((d) => d > now.getTime());
  const next = ahead.length > 0 ? Math.min(...ahead) : null;
  useEffect(() => {
    if (next === null) return;
    // (one millisecond past it: the deadline itself is the first moment it is over)
    const wait = Math.min(next - Date.now() + 1, MAX_WAIT_MS);
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(wait, 0));
    return () => clearTimeout(timer);
    // `tick`: a timer that fired a little early is set again
  }, [next, tick]);
  return now;
}
