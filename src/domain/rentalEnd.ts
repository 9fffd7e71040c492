/**
 * Ending an indefinite monthly rental (docs/decisions.md "Ending a monthly rental"): the admin
 * gives it its last day, once. It keeps its monthly price and its first month's document; its
 * end date then bounds the days it holds (src/domain/availability heldDays, daysToExtend), and
 * the days it held after it are freed in the same write (planEndMonthlyRental). firestore.rules
 * checks the same bounds (bookings: "The admin ends an indefinite monthly rental").
 */
import { addDays, addMonths, isDay } from './days';
import type { Booking } from './types';

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
  const firstMonth = addDays(addMonths(b.startDate, 1), -1);
  // Stryker disable next-line EqualityOperator: on the same day both branches give that day
  return firstMonth > today ? firstMonth : today;
}

export type RentalEndIssue = 'notEndable' | 'required' | 'tooEarly';

/** Why `lastDay` cannot end the rental on `today`, or null when it can. */
export function rentalEndIssue(
  b: EndableFields & Pick<Booking, 'startDate'>,
  lastDay: string,
  today: string,
): RentalEndIssue | null {
  if (!canEndRental(b)) return 'notEndable';
  if (!isDay(lastDay)) return 'required';
  if (lastDay < earliestRentalEnd(b, today)) return 'tooEarly';
  return null;
}
