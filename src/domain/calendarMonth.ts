/**
 * The host's month calendar (issue 13): the weeks of a month, Monday first, and what each day
 * shows (blocked, confirmed, pending, expired, free) from the HostCalendar the backend returns;
 * the block reason's bounds; and how the monthly price counts months (the booking panel's note).
 */
import type { HostCalendar } from './availability';
import { displayStatus } from './bookingRules';
import { addDays, addMonths, dayToUtcMs, monthsBetween, monthsEnd } from './days';
import type { Booking } from './types';
import { lazyDateFormat, lazyFrenchDateFormat } from './intl';

/** 'YYYY-MM' of a day 'YYYY-MM-DD'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `n` months after (or before, n < 0) `month` ('YYYY-MM'). */
export function shiftMonth(month: string, n: number): string {
  return monthOf(addMonths(`${month}-01`, n));
}

/** Every day of a month, the 1st to the last. */
export function daysOfMonth(month: string): string[] {
  const last = addDays(`${shiftMonth(month, 1)}-01`, -1);
  const days: string[] = [];
  for (let d = `${month}-01`; d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The day of the week, Monday = 0 … Sunday = 6 (the French calendar starts on Monday). */
export function weekdayIndex(day: string): number {
  return (utc(day).getUTCDay() + 6) % 7;
}

/** The weeks of a month, Monday first; null before the 1st and after the last day. */
export function monthWeeks(month: string): (string | null)[][] {
  const days = daysOfMonth(month);
  const cells: (string | null)[] = [
    ...Array.from({ length: weekdayIndex(days[0]) }, () => null),
    ...days,
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type CalendarDayStatus = 'free' | 'confirmed' | 'pending' | 'expired' | 'blocked';

/** The day's statuses, the strongest first: a day shows the first that applies. */
export const CALENDAR_STATUSES: readonly CalendarDayStatus[] = [
  'blocked',
  'confirmed',
  'pending',
  'expired',
  'free',
];

export interface CalendarDay {
  day: string;
  status: CalendarDayStatus;
  /** Places of the day and how many are taken (from the backend's DayAvailability). */
  capacity: number;
  taken: number;
  /** The host's reason when the day is blocked. */
  reason: string | null;
  /**
   * A pending request covers the day though a stronger status shows (a day blocked after the
   * request was made, a shared space's confirmed booking): the host still has it to know about.
   */
  pendingUnder: boolean;
}

/** Whether a booking covers a day (an indefinite rental covers every day from its start). */
export function coversDay(
  booking: Pick<Booking, 'startDate' | 'endDate' | 'isIndefinite'>,
  day: string,
): boolean {
  if (day < booking.startDate) return false;
  return booking.endDate === null ? booking.isIndefinite : day <= booking.endDate;
}

/** What a booking shows on the calendar, or null when it shows nothing (rejected, cancelled). */
export function bookingCalendarStatus(
  booking: Pick<Booking, 'status' | 'createdAt'>,
  now: Date,
): CalendarDayStatus | null {
  const status = displayStatus(booking, now);
  if (status === 'confirmed' || status === 'expired') return status;
  if (status === 'pending_admin' || status === 'pending') return 'pending';
  return null;
}

/** Each day of the calendar's month with what the host sees on it. */
export function calendarDays(calendar: HostCalendar, now: Date): CalendarDay[] {
  const availability = new Map(calendar.days.map((d) => [d.day, d]));
  const reasons = new Map(calendar.blocks.map((b) => [b.day, b.reason]));
  return daysOfMonth(calendar.month).map((day) => {
    const a = availability.get(day);
    const reason = reasons.get(day) ?? null;
    // A booking that shows nothing adds null, which no status below matches.
    const statuses = new Set<CalendarDayStatus | null>(
      calendar.bookings.filter((b) => coversDay(b, day)).map((b) => bookingCalendarStatus(b, now)),
    );
    if (a?.blocked || reason !== null) statuses.add('blocked');
    const status = CALENDAR_STATUSES.find((s) => statuses.has(s)) ?? 'free';
    const pendingUnder = status !== 'pending' && statuses.has('pending');
    return { day, status, capacity: a?.capacity ?? 1, taken: a?.taken ?? 0, reason, pendingUnder };
  });
}

/** The two days picked, in calendar order. */
export function orderedRange(a: string, b: string): [string, string] {
  // Stryker disable next-line EqualityOperator: equivalent (a == b gives [a, a] either way)
  return a <= b ? [a, b] : [b, a];
}

/** Whether a day lies in [from, to]. */
export function inRange(day: string, from: string, to: string): boolean {
  return from <= day && day <= to;
}

/**
 * The blocked days listed under the host's month, as periods: consecutive days blocked for the
 * same reason make one (blocking 19–21 December for « Travaux » listed three lines, each with
 * the reason), in the days' order.
 */
export function blockPeriods(
  blocks: readonly { day: string; reason: string }[],
): { from: string; to: string; reason: string }[] {
  const periods: { from: string; to: string; reason: string }[] = [];
  for (const b of [...blocks].sort((x, y) => x.day.localeCompare(y.day))) {
    const last = periods.at(-1);
    if (last && last.reason === b.reason && addDays(last.to, 1) === b.day) last.to = b.day;
    else periods.push({ from: b.day, to: b.day, reason: b.reason });
  }
  return periods;
}

/** The host's block reason: 1 to 200 characters once trimmed. */
export const BLOCK_REASON_MAX = 200;

export function blockReasonError(reason: string): 'required' | 'tooLong' | null {
  const length = reason.trim().length;
  if (length === 0) return 'required';
  return length > BLOCK_REASON_MAX ? 'tooLong' : null;
}

export interface MonthsCount {
  /** Months started from start to end inclusive (src/domain/days monthsBetween). */
  months: number;
  /**
   * When the last month is only started: the last day that gives one month less, so the
   * tenant sees where the count changes (1 Dec → 1 Jan is 2 months; → 31 Dec is 1). Else null.
   */
  shorterEnd: string | null;
}

/** How the monthly price counts the months of start..end (each month started is due). */
export function monthsCount(start: string, end: string): MonthsCount {
  const months = monthsBetween(start, end);
  const fullEnd = monthsEnd(start, months);
  const shorterEnd = months > 1 && end < fullEnd ? monthsEnd(start, months - 1) : null;
  return { months, shorterEnd };
}

const monthFormat = lazyDateFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};
const longDayFormat = lazyFrenchDateFormat(longDayOptions);
const dayButtonFormat = lazyDateFormat('fr-FR', longDayOptions);

function utc(day: string): Date {
  return new Date(dayToUtcMs(day));
}

/** "Mars 2028" for '2028-03'. */
export function formatMonth(month: string): string {
  const text = monthFormat().format(utc(`${month}-01`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "mardi 29 février 2028" for '2028-02-29', "mardi 1er février 2028" for '2028-02-01'. */
export function formatLongDay(day: string): string {
  return longDayFormat().format(utc(day));
}

/**
 * The name of a calendar's day button, "mardi 1 février 2028": the button shows "1", and its
 * name must contain what it shows (WCAG 2.5.3, axe's label-content-name-mismatch), which
 * "1er" does not as a word. Prose writes formatLongDay.
 */
export function formatDayButtonName(day: string): string {
  return dayButtonFormat().format(utc(day));
}
