import { useCallback, useEffect, useRef, useState } from 'react';
import type { Booking } from '@/domain/types';
import type { AdminSession } from '@/services';
import { useVisiblePolling } from '@/hooks/useVisiblePolling';

/**
 * What the admin's screen does for the marketplace each time it is unlocked, whichever tab it
 * opens on (nothing runs on a schedule: DESIGN.md, no server functions). Once per session
 * (the expiry notices also every minute after: useAdminFollowUp below), quietly, each on its
 * own so that one failing does not stop the others:
 *  - the rolling horizon of confirmed monthly rentals is extended
 *    (docs/decisions.md#availability-one-occupancy-document-per-day-and-place);
 *  - each tenant whose request expired is told once (issue 14, docs/decisions.md);
 *  - each month begun of an indefinite rental gets its facture or reçu (docs/invoicing.md
 *    "Lines"); what a run misses, the next one issues. Each one adds its month to the rental's
 *    total, so `onMonthsIssued` is called when any was (AdminPage reads the revenue again).
 * Returns the rentals that could not be extended: a day they must keep is taken, and the admin
 * is told (AdminPage).
 */
export function useAdminChores(session: AdminSession, onMonthsIssued?: () => void): Booking[] {
  const [holdsFailed, setHoldsFailed] = useState<Booking[]>([]);
  // (the latest callback, without running the chores again when it changes)
  const issued = useRef(onMonthsIssued);
  useEffect(() => {
    issued.current = onMonthsIssued;
  });
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => session.extendMonthlyHolds())
      .then((report) => {
        if (live) setHoldsFailed(report.failed);
      })
      .catch((e: unknown) => console.warn('Prolongation des locations mensuelles :', e));
    Promise.resolve()
      .then(() => session.notifyExpired())
      .catch((e: unknown) => console.warn('Demandes expirées :', e));
    Promise.resolve()
      .then(() => session.issueMonthDocuments())
      .then((n) => {
        // (even after this effect's cleanup: under StrictMode its first run is the one that
        // issues, and the screen is still there; a read for a screen gone changes nothing)
        if (n > 0) issued.current?.();
      })
      .catch((e: unknown) => console.warn('Documents mensuels :', e));
    return () => {
      live = false;
    };
  }, [session]);
  return holdsFailed;
}

/** How often the open admin screen reads its counters again, and tells tenants of expiries. */
export const ADMIN_FOLLOW_UP_MS = 60_000;

/**
 * While the admin's screen is open and visible, every ADMIN_FOLLOW_UP_MS: the tenants whose
 * request has just expired are told (as at unlock), then the counters are read again, quietly,
 * so the tab labels and the dashboard follow requests that arrive or expire meanwhile. Returns
 * the same follow-up for a request seen to expire on screen (PendingBookingsTab), which runs it
 * at once.
 */
export function useAdminFollowUp(session: AdminSession, refresh: () => void): () => void {
  const followUp = useCallback(() => {
    session
      .notifyExpired()
      .catch((e: unknown) => console.warn('Demandes expirées :', e))
      .finally(refresh);
  }, [session, refresh]);
  useVisiblePolling(followUp, ADMIN_FOLLOW_UP_MS);
  return followUp;
}
