/**
 * One run of the admin's extension of confirmed monthly rentals (docs/decisions.md
 * "Availability: one occupancy document per day and place", its rolling horizon), the loop both backends share
 * (firebase/adminSession.ts, local/admin.ts). Each rental is tried on its own: the days it lacks
 * (monthlyExtensionDays), the days of them it already holds (heldPrefix: a few range queries
 * of its own slots, given by the backend), then planExtendMonthlyHolds in its own transaction.
 * A rental a taken day stops (booking/overlap-confirmed) is left as it was and reported; any
 * other error (the network, a refusal) fails the whole run, so the screen never blames a
 * conflict that is not there.
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

/** The first window heldPrefix reads, in days; each next one is WINDOW_GROWTH times wider. */
export const FIRST_WINDOW_DAYS = 8;
const WINDOW_GROWTH = 4;

/**
 * The days of `days` (monthlyExtensionDays, in order) that `booking` already holds, read from
 * the last day back in widening windows (8 days, then 32, 128, 512) until one holds a day.
 *
 * The days a confirmed monthly rental holds from its window's first day are always a prefix of
 * it: it is confirmed holding its start to its first horizon, each extension adds all of its
 * missing days or none (one transaction), and its end deletes every day after the last one. So
 * the last day it holds says which others it does. An admin who opens the screen every day or
 * so reads the rental's last 8 days (one slot each, or more on a shared space where it holds
 * several places), not the year of its window: reading every day held in the window cost about
 * 365 documents per rental on each visit. A rental that holds none of its window (extended by
 * nobody for a year, or stopped by a taken day) costs 4 empty reads.
 */
export async function heldPrefix(
  booking: Booking,
  days: readonly string[],
  heldDays: MonthlyHoldsPorts['heldDays'],
): Promise<string[]> {
  let width = FIRST_WINDOW_DAYS;
  for (let last = days.length - 1; last >= 0; last -= width, width *= WINDOW_GROWTH) {
    const first = Math.max(0, last - width + 1);
    const held = await heldDays(booking, days[first]!, days[last]!);
    if (held.length > 0) {
      const latest = held.reduce((a, b) => (b > a ? b : a));
      return days.slice(0, days.indexOf(latest) + 1);
    }
  }
  return [];
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
      const held = await heldPrefix(booking, days, ports.heldDays);
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
