/**
 * What both backends' calendar services share (firebase/calendar.ts, local/calendar.ts): the
 * checks of a requested range and the shaping of what the range queries return.
 */
import {
  MAX_BLOCK_DAYS,
  countAvailability,
  isMonth,
  monthRange,
  parseSlotId,
  placesOf,
  type DayAvailability,
  type HostCalendar,
  type SlotDoc,
} from '@/domain/availability';
import { newestFirst } from '@/domain/bookingRules';
import { eachDay, isDay } from '@/domain/days';
import type { Booking, Listing } from '@/domain/types';
import { ServiceError } from '../types';
import { asRecord, parseEach, parseOccupancy, str, type ListedDoc } from './converters';

/** The most days one availability read covers (src/domain/availability.ts). */
export { MAX_AVAILABILITY_DAYS } from '@/domain/availability';

/** The days of from..to; invalid-argument when not days, reversed or longer than `max`. */
export function rangeDays(from: string, to: string, max: number): string[] {
  if (!isDay(from) || !isDay(to) || to < from) throw new ServiceError('invalid-argument', 'range');
  const days = eachDay(from, to);
  if (days.length > max) throw new ServiceError('invalid-argument', 'range');
  return days;
}

/** The days of a month "YYYY-MM"; invalid-argument otherwise. */
export function monthDays(month: string): { from: string; to: string; days: string[] } {
  if (!isMonth(month)) throw new ServiceError('invalid-argument', 'month');
  const { from, to } = monthRange(month);
  return { from, to, days: eachDay(from, to) };
}

/**
 * The upper bound of a range query over slot ids: "YYYY-MM-DD_n" sorts after "YYYY-MM-DD" and
 * before "~" (the slots of `to` on every place are inside).
 */
export const slotRangeEnd = (to: string) => `${to}~`;

/** Occupancy documents of a range query, as slots (a bad id or document is left out). */
export function slotsOf(docs: readonly ListedDoc[]): SlotDoc[] {
  return parseEach(docs, (id, raw) => {
    const parsed = parseSlotId(id);
    if (!parsed) throw new Error(`slot ${id}`);
    return { ...parseOccupancy(parsed.day, raw), slot: id };
  });
}

/** The listing's availability for `days`, from the slots and blocked days read. */
export function availabilityOf(
  listing: Listing,
  days: string[],
  slots: SlotDoc[],
  blockedDays: string[],
  now: Date,
): DayAvailability[] {
  return countAvailability(days, placesOf(listing), slots, blockedDays, now);
}

/** The days (once each) where a confirmed slot stands. */
export function confirmedDays(slots: SlotDoc[]): Set<string> {
  return new Set(slots.filter((s) => s.status === 'confirmed').map((s) => s.day));
}

/** The days of from..to a host may block in one call. */
export function blockRange(from: string, to: string): string[] {
  return rangeDays(from, to, MAX_BLOCK_DAYS);
}

/** Splits `items` into chunks of `size`. */
export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The host's calendar of a month from what was read. */
export function hostCalendarOf(
  listing: Listing,
  month: string,
  slots: SlotDoc[],
  blockedDays: string[],
  notes: readonly ListedDoc[],
  bookings: Booking[],
  now: Date,
): HostCalendar {
  const { from, to, days } = monthDays(month);
  const reasons = new Map(parseEach(notes, (id, raw) => [id, str(asRecord(raw).reason)] as const));
  return {
    month,
    days: availabilityOf(listing, days, slots, blockedDays, now),
    // (the backends read only the bookings touching the month: bookingTouches)
    bookings: newestFirst(bookings),
    blocks: blockedDays
      .filter((d) => d >= from && d <= to)
      .sort()
      .map((day) => ({ day, reason: reasons.get(day) ?? '' })),
  };
}
