import { useEffect, useRef, useState } from 'react';
import type { Booking } from '@/domain/types';
import type { AdminSession } from '@/services';

/**
 * What the admin's screen does for the marketplace each time it is unlocked, whichever tab it
 * opens on (nothing runs on a schedule: DESIGN.md, no server functions). Once per session,
 * quietly, each on its own so that one failing does not stop the others:
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
