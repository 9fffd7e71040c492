/**
 * Calendar days as "YYYY-MM-DD" strings. All arithmetic is done in UTC on the day's
 * midnight so that no local time zone (Morocco is UTC+1) can shift a day.
 */

import { lazyDateFormat } from './intl';

const DAY_MS = 86_400_000;
// The anchors are documentation: without them the round trip through toDay() in isDay() still
// rejects anything before or after the day.
// Stryker disable next-line Regex: equivalent mutants (anchors removed), see above
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written "YYYY-MM-DD" ("2026-02-30" and "2026-3-3" are not). */
export function isDay(value: unknown): value is string {
  // The type guard TypeScript needs for exec(); without it, a non-string would still never
  // equal the string toDay() gives back below.
  // Stryker disable next-line ConditionalExpression: equivalent mutant, see above
  if (typeof value !== 'string') return false;
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return toDay(d) === value;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The UTC calendar day of an instant. */
export function toDay(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The calendar day a local Date (e.g. from a date picker) shows on screen. */
export function localDateToDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local Date at midnight showing that calendar day (for date pickers). */
export function dayToLocalDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function dayToUtcMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

export function addDays(day: string, n: number): string {
  return toDay(new Date(dayToUtcMs(day) + n * DAY_MS));
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const targetMonthIndex = m - 1 + n;
  const lastDay = new Date(Date.UTC(y, targetMonthIndex + 1, 0)).getUTCDate();
  return toDay(new Date(Date.UTC(y, targetMonthIndex, Math.min(d, lastDay))));
}

/**
 * The first day of the `k`-th month of a rental starting on `start` (k = 0 gives `start`): the
 * same day of the month k months later, or, when that month has no such day (a start on the
 * 29th to the 31st), the first day of the month after it. So a month from 31 January runs to
 * the last day of February, and one from 31 March to 30 April, where clamping (addMonths) would
 * end them a day early and count 31 March to 30 April as two months.
 * docs/decisions.md "Counting a rental's months"; firestore.rules monthsAfterMs.
 */
export function monthsAfter(start: string, k: number): string {
  const same = addMonths(start, k);
  // addMonths clamped the day to the month's last: the day after it is the next month's first
  return same.slice(8) === start.slice(8) ? same : addDays(same, 1);
}

/** The last day of the first `k` months of a rental starting on `start` (monthsAfter). */
export function monthsEnd(start: string, k: number): string {
  return addDays(monthsAfter(start, k), -1);
}

/** Number of days from a to b, inclusive of both ends (a == b gives 1). */
export function daysInclusive(a: string, b: string): number {
  return Math.round((dayToUtcMs(b) - dayToUtcMs(a)) / DAY_MS) + 1;
}

export function compareDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every day from start to end inclusive. Empty when end is before start. */
export function eachDay(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

const moroccoDay = lazyDateFormat('en-CA', {
  timeZone: 'Africa/Casablanca',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in Morocco (Africa/Casablanca), whatever the machine's zone. */
export function todayInMorocco(now: Date = new Date()): string {
  const parts = moroccoDay().formatToParts(now);
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}`;
}

/** Whole months covered from start to end inclusive, rounded up (at least 1; monthsAfter). */
export function monthsBetween(start: string, endInclusive: string): number {
  let months = 0;
  let cursor = start;
  while (cursor <= endInclusive) {
    months += 1;
    cursor = monthsAfter(start, months);
  }
  return Math.max(1, months);
}

export function rangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}
