/**
 * The availability model (docs/decisions.md#availability-one-occupancy-document-per-day-and-place):
 * one occupancy document per calendar day and place, `listings/{id}/occupancy/{slot}`, where the
 * slot is "YYYY-MM-DD" for place 0 and "YYYY-MM-DD_n" for place n; blocked days in
 * `listings/{id}/blocks/{YYYY-MM-DD}`. Pure: the services read the documents, this counts them.
 */
import { isDayHeld } from './bookingRules';
import { addDays, addMonths, eachDay, isDay } from './days';
import type { Booking, Listing, OccupancyDay, SpaceType } from './types';

/** One calendar day of a listing: its places, how many are taken, whether the host blocked it. */
export interface DayAvailability {
  day: string;
  capacity: number;
  taken: number;
  blocked: boolean;
}

/** The host's view of one month of a listing (ListingsService.getHostCalendar). */
export interface HostCalendar {
  /** 'YYYY-MM' */
  month: string;
  /** Every day of the month. */
  days: DayAvailability[];
  /** The listing's bookings touching the month (any status), newest first. */
  bookings: Booking[];
  blocks: { day: string; reason: string }[];
}

/**
 * The most days one availability read covers (ListingsService.getAvailability): the booking
 * panel asks no further than today + this (src/features/booking/useAvailability.ts).
 */
export const MAX_AVAILABILITY_DAYS = 1100;
/** The most places a listing offers per day (firestore.rules validListing). */
export const MAX_PLACES = 10_000;
/**
 * The most occupancy documents one booking writes (places × days): with the booking and the
 * request counter, a creation or a confirmation stays far under Firestore's 500 writes.
 */
export const MAX_SLOTS_PER_BOOKING = 400;
/** An indefinite (or long) monthly rental holds its days this many months ahead. */
export const HOLD_HORIZON_MONTHS = 12;
/** A blocked day's reason, visible to the host only: 1 to 200 characters. */
export const MAX_BLOCK_REASON = 200;
/** The most days one blockDays call blocks (one batch with its notes: 2 writes per day). */
export const MAX_BLOCK_DAYS = 200;

/** Space types whose places are sold one by one (coworking, open-space). */
export function isSharedSpace(spaceType: SpaceType): boolean {
  return spaceType === 'coworking' || spaceType === 'open-space';
}

/** Places bookable per day: 1 for a private space; for a shared one, as set (default workstations). */
export function placesOf(listing: Pick<Listing, 'spaceType' | 'workstations' | 'places'>): number {
  return isSharedSpace(listing.spaceType) ? listing.places : 1;
}

/** Free places of a day: none when blocked, else capacity minus taken (never negative). */
export function freePlaces(d: DayAvailability): number {
  return d.blocked ? 0 : Math.max(0, d.capacity - d.taken);
}

/** The occupancy document id of a day and place: "YYYY-MM-DD" (place 0) or "YYYY-MM-DD_n". */
export function slotId(day: string, place: number): string {
  return place === 0 ? day : `${day}_${place}`;
}

const SLOT_RE = /^(\d{4}-\d{2}-\d{2})(?:_([1-9]\d{0,3}))?$/;

/** The day and place of a slot id; null for anything else. */
export function parseSlotId(slot: string): { day: string; place: number } | null {
  const m = SLOT_RE.exec(slot);
  if (!m || !isDay(m[1])) return null;
  return { day: m[1], place: m[2] === undefined ? 0 : Number(m[2]) };
}

/** The last day an indefinite (or long) monthly rental starting on `start` holds now. */
export function horizonEnd(start: string): string {
  return addDays(addMonths(start, HOLD_HORIZON_MONTHS), -1);
}

/**
 * The days a booking holds when it is created: daily = start..end; monthly = start..end, but at
 * most up to the horizon (start + 12 months - 1 day), the rest extended later
 * (extendMonthlyHolds); indefinite = start..horizon.
 */
export function heldDays(
  b: Pick<Booking, 'rentalType' | 'startDate' | 'endDate' | 'isIndefinite'>,
): string[] {
  if (b.rentalType === 'daily') return b.endDate ? eachDay(b.startDate, b.endDate) : [];
  const horizon = horizonEnd(b.startDate);
  // Stryker disable next-line EqualityOperator: an end on the horizon gives the same last day
  const end = b.endDate === null || b.endDate > horizon ? horizon : b.endDate;
  return eachDay(b.startDate, end);
}

/**
 * The days a confirmed monthly rental should hold by `today` but may not yet (its rolling
 * horizon moved): from the day after `heldUntil` to min(end, today + 12 months - 1 day).
 * Empty for a daily rental or when nothing is missing.
 */
export function daysToExtend(
  b: Pick<Booking, 'rentalType' | 'startDate' | 'endDate'>,
  heldUntil: string,
  today: string,
): string[] {
  if (b.rentalType !== 'monthly') return [];
  // Stryker disable next-line EqualityOperator: today on the start day gives the same horizon
  const horizon = horizonEnd(today > b.startDate ? today : b.startDate);
  // Stryker disable next-line EqualityOperator: an end on the horizon gives the same last day
  const end = b.endDate === null || b.endDate > horizon ? horizon : b.endDate;
  return eachDay(addDays(heldUntil, 1), end);
}

/** Occupancy documents as read: their id (slot) and parsed content. */
export type SlotDoc = OccupancyDay & { slot: string };

/**
 * One DayAvailability per day of `days`: taken = the day's slots that still hold (confirmed, or
 * held and not expired at `now`), capped at the capacity; blocked = the host blocked it.
 */
export function countAvailability(
  days: string[],
  capacity: number,
  slots: SlotDoc[],
  blockedDays: Iterable<string>,
  now: Date,
): DayAvailability[] {
  const taken = new Map<string, number>();
  for (const s of slots) {
    const parsed = parseSlotId(s.slot);
    if (!parsed || !isDayHeld(s, now)) continue;
    taken.set(parsed.day, (taken.get(parsed.day) ?? 0) + 1);
  }
  const blocked = new Set(blockedDays);
  return days.map((day) => ({
    day,
    capacity,
    taken: Math.min(capacity, taken.get(day) ?? 0),
    blocked: blocked.has(day),
  }));
}

/** Whether `value` is a month "YYYY-MM". */
export function isMonth(value: string): boolean {
  // "YYYY-MM" exactly: its first day must be a real "YYYY-MM-DD" (isDay checks the shape too)
  return isDay(`${value}-01`);
}

/** The first and last day of a month "YYYY-MM". */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The month "YYYY-MM" of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `n` months after `month`. */
export function addMonthsToMonth(month: string, n: number): string {
  return monthOf(addMonths(`${month}-01`, n));
}

/**
 * The weeks of a month's calendar, Monday first: each week has 7 cells, a day of the month or
 * null before the first and after the last day.
 */
export function monthGrid(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const [y, m] = month.split('-').map(Number);
  // getUTCDay: 0 = Sunday; Monday-first offset
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...eachDay(from, to)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Whether a booking's days touch [from, to] (an indefinite rental never ends). */
export function bookingTouches(
  b: Pick<Booking, 'startDate' | 'endDate'>,
  from: string,
  to: string,
): boolean {
  return b.startDate <= to && (b.endDate === null || b.endDate >= from);
}

/**
 * The day of `days` (a listing's availability, from today: getAvailability) on which bookings
 * hold the most places (confirmed, or awaiting a decision still open), and how many; of equal
 * days, the earliest; null when none is taken. A host may not lower a listing's places below it
 * (src/pages/host/EditListingPage.tsx): the calendar would hide the overbooking
 * (countAvailability caps taken places at the capacity).
 */
export function busiestDay(
  days: readonly DayAvailability[],
): { day: string; places: number } | null {
  let busiest: { day: string; places: number } | null = null;
  for (const { day, taken } of days) {
    const earlier =
      // Stryker disable next-line EqualityOperator: equivalent (the days of a range are distinct)
      busiest !== null && day < busiest.day;
    if (taken > 0 && (!busiest || taken > busiest.places || (taken === busiest.places && earlier)))
      busiest = { day, places: taken };
  }
  return busiest;
}
