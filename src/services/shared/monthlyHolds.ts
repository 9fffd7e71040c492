/**
 * One run of the admin's extension of confirmed monthly rentals (docs/decisions.md
 * "Availability: one occupancy document per day and place", its rolling horizon), the loop both backends share
 * (firebase/adminSession.ts, local/admin.ts). Each rental is tried on its own: the days it lacks
 * (monthlyExtensionDays), the days of them it already holds (one range query of its own slots,
 * given by the backend), then planExtendMonthlyHolds in its own transaction. A rental a taken
 * day stops (booking/overlap-confirmed) is left as it was and reported; any other error (the
 * network, a refusal) fails the whole run, so the screen never blames a conflict that is not
 * there.
 */
import type { Booking } from '@/domain/types';
import { isServiceError, type MonthlyHoldsReport } from '../types';
import { monthlyExtensionDays, planExtendMonthlyHolds, type Plan } from './plans';

export interface MonthlyHoldsPorts {
  /** The days of first..last (inclusive) on which `booking` holds a slot, any place. */
  heldDays(booking: Booking, first: string, last: string): Promise<string[]>;
  /** Applies the plan in one transaction (`at`: the time it was planned at). */
  apply(plan: Plan<number>, at: Date): Promise<number>;
}

export async function extendMonthlyRentals(
  rentals: readonly Booking[],
  now: () => Date,
  ports: MonthlyHoldsPorts,
): Promise<MonthlyHoldsReport> {
  const report: MonthlyHoldsReport = { added: 0, failed: [] };
  for (const booking of rentals) {
    const at = now();
    const days = monthlyExtensionDays(booking, at);
    if (days.length === 0) continue;
    try {
      const held = await ports.heldDays(booking, days[0]!, days[days.length - 1]!);
      report.added += await ports.apply(
        planExtendMonthlyHolds({ bookingId: booking.id, now: at, held }),
        at,
      );
    } catch (e) {
      if (!isServiceError(e, 'booking/overlap-confirmed')) throw e;
      report.failed.push(booking);
    }
  }
  return report;
}
