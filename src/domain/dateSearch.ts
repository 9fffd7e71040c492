/**
 * Search by dates (issue 13): which listings can be booked on every day of [from, to] for a
 * number of places, from the listing, its occupancy slots and its blocked days. Pure: the
 * services read the documents (src/services/shared/search.ts), this decides.
 *
 * Occupancy: one document per day and place, `listings/{id}/occupancy/{slot}` with slot
 * "YYYY-MM-DD" (place 0) or "YYYY-MM-DD_n" (place n); a held slot past its 24 h is free
 * (isDayHeld). Blocked days: `listings/{id}/blocks/{YYYY-MM-DD}`, the whole day for every place.
 */
import { isDayHeld } from './bookingRules';
import { daysInclusive, isDay } from './days';
import type { Listing, OccupancyDay, SpaceType } from './types';

/** The longest range a search may ask for, in days (bounds the reads of a results page). */
export const MAX_SEARCH_DAYS = 90;
/** The places a search may ask for: 1..MAX_SEARCH_PLACES. */
export const MAX_SEARCH_PLACES = 50;
/** Spaces booked by the place (several tenants a day); any other space is booked whole. */
export const SHARED_SPACE_TYPES: readonly SpaceType[] = ['coworking', 'open-space'];

/**
 * The end of a range of slot ids covering `to`: every "YYYY-MM-DD_n" of that day sorts before
 * it, and no id of the next day does.
 */
export function slotRangeEnd(to: string): string {
  return `${to}_\uf8ff`;
}

// The day, then an optional place number (1, 2, ... never 0 or a leading zero).
const SLOT_RE = /^(\d{4}-\d{2}-\d{2})(?:_[1-9]\d*)?$/;

/** The calendar day of an occupancy slot id ("2026-12-03_2" → "2026-12-03"), or null. */
export function slotDay(slot: string): string | null {
  const m = SLOT_RE.exec(slot);
  return m && isDay(m[1]) ? m[1] : null;
}

export function isSharedSpace(spaceType: SpaceType): boolean {
  return SHARED_SPACE_TYPES.includes(spaceType);
}

/**
 * What the search reads of a listing. `places` is the listing's field (places bookable per
 * day); a document written before it counts 1 place, or its workstations for a shared space.
 */
export type ListingCapacity = Pick<Listing, 'spaceType' | 'workstations'> & { places?: number };

/** Places bookable per day. */
export function capacityOf(listing: ListingCapacity): number {
  if (listing.places !== undefined) return listing.places;
  return isSharedSpace(listing.spaceType) ? listing.workstations : 1;
}

/** Places a booking of `places` takes: a shared space by the place, any other one whole. */
export function placesNeeded(listing: Pick<Listing, 'spaceType'>, places: number): number {
  return isSharedSpace(listing.spaceType) ? places : 1;
}

/**
 * Whether the listing has room for `places` at all (the search without dates): a shared space
 * sells that many places a day; any other space, rented whole, seats that many (its
 * workstations) — a search for 5 places does not offer a one-desk office.
 */
export function hasRoomFor(listing: ListingCapacity, places: number): boolean {
  return isSharedSpace(listing.spaceType)
    ? capacityOf(listing) >= places
    : listing.workstations >= places;
}

/** An occupancy document as the search reads it: its id (the slot) and its state. */
export type SlotDoc = { slot: string } & Pick<OccupancyDay, 'status' | 'heldUntil'>;

/** Places taken on each day of [from, to]: the slots still held (confirmed, or held < 24 h). */
export function takenByDay(
  slots: readonly SlotDoc[],
  from: string,
  to: string,
  now: Date,
): Map<string, number> {
  const taken = new Map<string, number>();
  for (const s of slots) {
    const day = slotDay(s.slot);
    if (day === null || day < from || day > to || !isDayHeld(s, now)) continue;
    taken.set(day, (taken.get(day) ?? 0) + 1);
  }
  return taken;
}

export interface DateSearch {
  from: string;
  to: string;
  places: number;
}

/**
 * Whether the listing can be booked on every day of [from, to] (inclusive) for `places`: the
 * range is at least its minimum duration (daily rentals), no day of it is blocked, and every
 * day keeps enough free places (capacity − taken ≥ places needed).
 */
export function isBookable(
  listing: ListingCapacity & Pick<Listing, 'minimumDuration'>,
  search: DateSearch,
  slots: readonly SlotDoc[],
  blockedDays: readonly string[],
  now: Date,
): boolean {
  const { from, to } = search;
  if (daysInclusive(from, to) < listing.minimumDuration) return false;
  if (blockedDays.some((day) => day >= from && day <= to)) return false;
  const mostTaken = capacityOf(listing) - placesNeeded(listing, search.places);
  if (mostTaken < 0) return false;
  for (const taken of takenByDay(slots, from, to, now).values()) {
    if (taken > mostTaken) return false;
  }
  return true;
}

/** Why a date range is not searched. */
export type DateRangeProblem =
  'missingFrom' | 'missingTo' | 'invalidDay' | 'past' | 'toBeforeFrom' | 'tooLong';

/**
 * Today's day ("YYYY-MM-DD"), or how to get it when it is needed: only a range of two real days
 * is compared with it. Working out today in Morocco builds the page's first Intl formatter
 * (src/domain/days.ts): 6 to 12 ms of main thread at start-up here, four times that on
 * Lighthouse's phone, which the start-up entry spares the addresses without a range
 * (src/app/earlyReads.ts, docs/decisions.md "Start-up without long tasks").
 */
export type Today = string | (() => string);

/**
 * The problem of a range typed by a person ("" is no date), or null when it is searchable:
 * two real days, the first not before `today`, the last not before the first, at most
 * MAX_SEARCH_DAYS days. No dates at all is no problem (no date filter).
 */
export function checkDateRange(from: string, to: string, today: Today): DateRangeProblem | null {
  if (from === '' && to === '') return null;
  if (from === '') return 'missingFrom';
  if (to === '') return 'missingTo';
  if (!isDay(from) || !isDay(to)) return 'invalidDay';
  if (from < (typeof today === 'function' ? today() : today)) return 'past';
  if (to < from) return 'toBeforeFrom';
  if (daysInclusive(from, to) > MAX_SEARCH_DAYS) return 'tooLong';
  return null;
}

/** Whether a range may be read at all (the services' guard: real days, in order, bounded). */
export function isSearchableRange(from: string, to: string): boolean {
  return isDay(from) && isDay(to) && from <= to && daysInclusive(from, to) <= MAX_SEARCH_DAYS;
}

/** Places typed by a person: "" is 1 (the default); else a whole number 1..MAX_SEARCH_PLACES. */
export function parsePlaces(text: string): { value: number; invalid: boolean } {
  const t = text.trim();
  if (t === '') return { value: 1, invalid: false };
  if (!/^\d+$/.test(t)) return { value: 1, invalid: true };
  const n = Number(t);
  if (!isPlacesCount(n)) return { value: 1, invalid: true };
  return { value: n, invalid: false };
}

export function isPlacesCount(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_SEARCH_PLACES;
}
