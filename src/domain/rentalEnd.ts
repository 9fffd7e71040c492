/**
 * Ending an indefinite monthly rental (docs/decisions.md "Ending a monthly rental"): the admin
 * gives it its last day, once, or its tenant gives notice (« Donner congé »), a month ahead at
 * least (NOTICE_MONTHS). It keeps its monthly price and its first month's document; its
 * end date then bounds the days it holds (src/domain/availability heldDays, daysToExtend), and
 * the days it held after it are freed in the same write (planEndMonthlyRental). firestore.rules
 * checks the same bounds (bookings: "The admin ends an indefinite monthly rental").
 */
import { isDay, monthsBetween, monthsEnd } from './days';
import type { Booking } from './types';

/** Who ends the rental: the admin, or its tenant by giving notice. */
export type RentalEndBy = 'admin' | 'tenant';

/** The tenant's notice: the last day is at least this many months after the day it is given. */
export const NOTICE_MONTHS = 1;

type EndableFields = Pick<Booking, 'status' | 'rentalType' | 'isIndefinite' | 'endDate'>;

/** A confirmed indefinite monthly rental that has no last day yet. */
export function canEndRental(b: EndableFields): boolean {
  return (
    b.status === 'confirmed' && b.rentalType === 'monthly' && b.isIndefinite && b.endDate === null
  );
}

/**
 * The first last day the rental may be given on `today`: the end of its first month (a month
 * started is paid, like a fixed rental's), and never a day already over.
 */
export function earliestRentalEnd(b: Pick<Booking, 'startDate'>, today: string): string {
  const firstMonth = monthsEnd(b.startDate, 1);
  // Stryker disable next-line EqualityOperator: on the same day both branches give that day
  return firstMonth > today ? firstMonth : today;
}

/**
 * The first last day the tenant may give on `today`: no earlier than the admin's
 * (earliestRentalEnd), nor than the end of a month's notice (given on 28 November, the last
 * day is 27 December at the earliest).
 */
export function earliestNoticeEnd(b: Pick<Booking, 'startDate'>, today: string): string {
  const notice = monthsEnd(today, NOTICE_MONTHS);
  const earliest = earliestRentalEnd(b, today);
  // Stryker disable next-line EqualityOperator: on the same day both branches give that day
  return notice > earliest ? notice : earliest;
}

/** The first last day `by` may give the rental on `today`. */
export function earliestEndBy(
  b: Pick<Booking, 'startDate'>,
  today: string,
  by: RentalEndBy,
): string {
  return by === 'tenant' ? earliestNoticeEnd(b, today) : earliestRentalEnd(b, today);
}

export type RentalEndIssue = 'notEndable' | 'required' | 'tooEarly';

/** Why `lastDay` cannot end the rental on `today` when `by` gives it, or null when it can. */
export function rentalEndIssue(
  b: EndableFields & Pick<Booking, 'startDate'>,
  lastDay: string,
  today: string,
  by: RentalEndBy,
): RentalEndIssue | null {
  if (!canEndRental(b)) return 'notEndable';
  if (!isDay(lastDay)) return 'required';
  if (lastDay < earliestEndBy(b, today, by)) return 'tooEarly';
  return null;
}

/**
 * What a last day costs (docs/invoicing.md "Lines": a month begun is due in full): the months
 * from the rental's start to `lastDay` (monthsBetween), their total at its monthly price, and
 * the day its last month runs to, which the same price would have paid for. Null without a
 * monthly price or a real day on or after the start.
 */
export interface RentalEndCost {
  months: number;
  total: number;
  lastMonthEnd: string;
}

export function rentalEndCost(
  b: Pick<Booking, 'startDate' | 'monthlyPrice'>,
  lastDay: string,
): RentalEndCost | null {
  if (b.monthlyPrice === null || !isDay(lastDay) || lastDay < b.startDate) return null;
  const months = monthsBetween(b.startDate, lastDay);
  return { months, total: months * b.monthlyPrice, lastMonthEnd: monthsEnd(b.startDate, months) };
}

/**
 * What an indefinite rental given its last day (its tenant's notice, the admin's end) comes to:
 * rentalEndCost at that day, or null for any other booking. The card's « 2 mois dus : … »
 * (src/features/booking/format.ts endedRentalTotalText) and the dashboards' totals
 * (bookingRules.ts countedTotal) both read it.
 */
export function endedRentalDue(
  b: Pick<Booking, 'isIndefinite' | 'startDate' | 'endDate' | 'monthlyPrice'>,
): RentalEndCost | null {
  return b.isIndefinite && b.endDate ? rentalEndCost(b, b.endDate) : null;
}
