/**
 * Pure rules of the booking form (spec §4 and §5), shared by the yup schema and the panel.
 * Same conditions as the backend's buildBookingDraft (src/services/shared/booking.ts), so the
 * form refuses what the backend would refuse, before the request is sent.
 * Days are calendar days "YYYY-MM-DD"; nothing here depends on the machine's time zone.
 */
import { heldDays, placesOf } from './availability';
import { addDays, addMonths, daysInclusive, eachDay, isDay, monthsEnd } from './days';
import { MAX_DAILY_DAYS } from './pricing';
import type { Today } from './dateSearch';
import { datesFromParams } from './searchQuery';
import type { BookingRequest, Listing, RentalType, UserProfile } from './types';

/** Delay between the quick sign-up and the booking it carries (spec §4, §9: about 1 s). */
export const QUICK_SIGNUP_BOOKING_DELAY_MS = 1000;
/** How long "Cette date n'est pas disponible" stays on screen (spec §9: 2 s). */
export const UNAVAILABLE_DATE_MESSAGE_MS = 2000;
/**
 * Unavailable days are loaded this many days ahead (about three months: the calendar's first
 * months and the next), then further as the calendar moves or the choice reaches past them
 * (src/features/booking/useAvailability.ts). A year at once read every place of every day of it
 * for each visitor: on a shared space, hundreds of slots per place.
 */
export const AVAILABILITY_WINDOW_DAYS = 92;

/** What the booking form holds; an empty string is "no date chosen". */
export interface BookingChoice {
  rentalType: RentalType;
  startDate: string;
  endDate: string;
  isIndefinite: boolean;
}

export interface BookingRulesContext {
  /** Today in Morocco (todayInMorocco()). */
  today: string;
  /** listing.minimumDuration, in days (daily rentals). */
  minimumDuration: number;
  /** Days held by other daily bookings. */
  unavailableDays: readonly string[] | ReadonlySet<string>;
  /**
   * Free places of each day loaded (shared spaces): a day that has some, but fewer than the
   * request asks, is said as such (placesShortfall) rather than "not available".
   */
  freePlaces?: ReadonlyMap<string, number>;
}

/** 'holdUnavailable': a monthly rental without end holds 12 months, some of them taken. */
export type StartDateIssue = 'required' | 'past' | 'unavailable' | 'holdUnavailable';
export type EndDateIssue =
  | 'requiredDaily'
  | 'requiredMonthly'
  | 'beforeStart'
  | 'belowMinimumDuration'
  | 'aboveMaximumDays'
  | 'belowOneMonth'
  | 'rangeUnavailable';

export const EMPTY_CHOICE: BookingChoice = {
  rentalType: 'daily',
  startDate: '',
  endDate: '',
  isIndefinite: false,
};

/**
 * The booking form's first values on a listing reached from a search (its link carries the
 * search's dates and places, datesQuery in ./searchQuery.ts): the searched range as a daily
 * rental when it is still a searchable one on `today` (else no dates), and the searched places
 * within the listing's `capacity` (1 for a space rented whole). `beyond`: the places searched
 * for when a shared space has fewer (the panel says so rather than lower them silently); null
 * otherwise, and for a space rented whole, whose places are not booked one by one.
 */
export function choiceFromSearch(
  search: string,
  today: Today,
  capacity: number,
): { choice: BookingChoice; places: number; beyond: number | null } {
  const dates = datesFromParams(new URLSearchParams(search), today);
  return {
    choice: { ...EMPTY_CHOICE, startDate: dates.from, endDate: dates.to },
    places: Math.min(dates.places, capacity),
    beyond: capacity > 1 && dates.places > capacity ? dates.places : null,
  };
}

function asSet(days: BookingRulesContext['unavailableDays']): ReadonlySet<string> {
  return days instanceof Set ? days : new Set(days as readonly string[]);
}

/** The first end day that makes a monthly fixed period last one whole month. */
export function monthlyMinimumEnd(startDate: string): string {
  return monthsEnd(startDate, 1);
}

/** Whether a monthly rental has no end date (the box only counts for monthly rentals). */
export function isIndefiniteChoice(
  choice: Pick<BookingChoice, 'rentalType' | 'isIndefinite'>,
): boolean {
  return choice.rentalType === 'monthly' && choice.isIndefinite;
}

export function startDateIssue(
  choice: BookingChoice,
  ctx: BookingRulesContext,
): StartDateIssue | null {
  const { startDate } = choice;
  // isDay('') is false: an empty box and a malformed day (2026-02-30) are both "no date".
  if (!isDay(startDate)) return 'required';
  if (startDate < ctx.today) return 'past';
  const taken = asSet(ctx.unavailableDays);
  if (taken.has(startDate)) return 'unavailable';
  if (isIndefiniteChoice(choice) && choiceDays(choice).some((d) => taken.has(d)))
    return 'holdUnavailable';
  return null;
}

/**
 * The days of a daily choice as far as it is made: start to end, or the start alone while the
 * end is still empty or invalid. Empty for a monthly choice or without a valid start. What the
 * places list (BookingPanel) and the shortfall after a refusal (choiceShortfallMessage) count.
 */
export function chosenDays(choice: BookingChoice): string[] {
  if (choice.rentalType !== 'daily' || !isDay(choice.startDate)) return [];
  return isDay(choice.endDate) ? choiceDays(choice) : [choice.startDate];
}

/**
 * The days a choice would hold (src/domain/availability heldDays): daily, start to end; monthly,
 * start to its end or its 12-month horizon. Empty without a valid start, or a daily or fixed
 * monthly choice without a valid end.
 */
export function choiceDays(choice: BookingChoice): string[] {
  const { rentalType, startDate, endDate } = choice;
  const indefinite = isIndefiniteChoice(choice);
  // (an end before the start gives no day: eachDay)
  if (!isDay(startDate) || (!indefinite && !isDay(endDate))) return [];
  return heldDays({
    rentalType,
    startDate,
    endDate: indefinite ? null : endDate,
    isIndefinite: indefinite,
  });
}

/**
 * When every unavailable day among `days` still has free places, only fewer than asked: the
 * first of those with the fewest, and how many are free. Null when one of them has none (taken
 * or blocked: "not available" is then the right word) or none is unavailable.
 */
export function placesShortfall(
  days: readonly string[],
  ctx: BookingRulesContext,
): { day: string; free: number } | null {
  const taken = asSet(ctx.unavailableDays);
  let short: { day: string; free: number } | null = null;
  for (const day of days) {
    if (!taken.has(day)) continue;
    const free = ctx.freePlaces?.get(day) ?? 0;
    if (free === 0) return null;
    if (!short || free < short.free) short = { day, free };
  }
  return short;
}

/** The days among `days` that are unavailable (ctx.unavailableDays), in their order. */
export function unavailableAmong(days: readonly string[], ctx: BookingRulesContext): string[] {
  const taken = asSet(ctx.unavailableDays);
  return days.filter((d) => taken.has(d));
}

export function endDateIssue(choice: BookingChoice, ctx: BookingRulesContext): EndDateIssue | null {
  const { rentalType, startDate, endDate } = choice;
  if (isIndefiniteChoice(choice)) return null;
  if (!isDay(endDate)) return rentalType === 'daily' ? 'requiredDaily' : 'requiredMonthly';
  // The rules below compare with the start date: wait for a valid one.
  if (!isDay(startDate)) return null;
  if (endDate < startDate) return 'beforeStart';
  if (rentalType === 'daily') {
    const length = daysInclusive(startDate, endDate);
    if (length < ctx.minimumDuration) return 'belowMinimumDuration';
    if (length > MAX_DAILY_DAYS) return 'aboveMaximumDays';
    const taken = asSet(ctx.unavailableDays);
    if (eachDay(startDate, endDate).some((d) => taken.has(d))) return 'rangeUnavailable';
    return null;
  }
  if (endDate < monthlyMinimumEnd(startDate)) return 'belowOneMonth';
  // a monthly rental holds its days too (issue 13): the ones within its 12-month horizon
  const taken = asSet(ctx.unavailableDays);
  if (choiceDays(choice).some((d) => taken.has(d))) return 'rangeUnavailable';
  return null;
}

/**
 * Whether the end date's issue only repeats the start date's: the period's only unavailable day
 * is its first, which the start date's own message already names. The form then says nothing
 * under the end date (one message, not the same one under both dates).
 */
export function endIssueRepeatsStart(
  issue: EndDateIssue | null,
  choice: BookingChoice,
  ctx: BookingRulesContext,
): boolean {
  if (issue !== 'rangeUnavailable' || startDateIssue(choice, ctx) !== 'unavailable') return false;
  const taken = asSet(ctx.unavailableDays);
  return choiceDays(choice).every((d) => d === choice.startDate || !taken.has(d));
}

export function isChoiceValid(choice: BookingChoice, ctx: BookingRulesContext): boolean {
  return startDateIssue(choice, ctx) === null && endDateIssue(choice, ctx) === null;
}

// ---- Switch rules (spec §4 "Booking form") ---------------------------------------------------

/** Switching to daily clears the indefinite flag; switching to monthly clears the end date. */
export function withRentalType(choice: BookingChoice, rentalType: RentalType): BookingChoice {
  return rentalType === 'daily'
    ? { ...choice, rentalType, isIndefinite: false }
    : { ...choice, rentalType, endDate: '' };
}

/**
 * Checking indefinite clears the end date (spec §4). Unchecking it gives back `clearedEnd`, the
 * end the check cleared, when the field is still empty and that end still ends a month or more
 * after the start (QA, 7 December 2026: a tenant who ticked the box to compare the prices had to
 * pick their end again).
 */
export function withIndefinite(
  choice: BookingChoice,
  isIndefinite: boolean,
  clearedEnd = '',
): BookingChoice {
  if (isIndefinite) return { ...choice, isIndefinite, endDate: '' };
  // (nothing cleared, '', comes before every day: never given back)
  const giveBack =
    choice.endDate === '' &&
    choice.startDate !== '' &&
    clearedEnd >= monthlyMinimumEnd(choice.startDate);
  return { ...choice, isIndefinite, endDate: giveBack ? clearedEnd : choice.endDate };
}

/** The request sent to the backend (which prices it again: the price is never typed). */
export function toBookingRequest(listingId: string, choice: BookingChoice): BookingRequest {
  const isIndefinite = isIndefiniteChoice(choice);
  return {
    listingId,
    rentalType: choice.rentalType,
    startDate: choice.startDate,
    endDate: isIndefinite || !choice.endDate ? null : choice.endDate,
    isIndefinite,
  };
}

/** Spec §2: a signed-in user without a phone number or a name gets the "complete" notice. */
export function isProfileIncomplete(
  profile: Pick<UserProfile, 'firstName' | 'lastName' | 'phoneNumber'> | null,
): boolean {
  return profileGaps(profile).length > 0;
}

/** What a profile lacks for the host to reach its owner: their name, their phone, or both. */
export function profileGaps(
  profile: Pick<UserProfile, 'firstName' | 'lastName' | 'phoneNumber'> | null,
): ('name' | 'phone')[] {
  if (!profile) return [];
  const gaps: ('name' | 'phone')[] = [];
  if (!profile.firstName.trim() || !profile.lastName.trim()) gaps.push('name');
  if (!profile.phoneNumber?.trim()) gaps.push('phone');
  return gaps;
}

/** The window of days the panel asks availability for, from today. */
export function availabilityWindow(
  today: string,
  days = AVAILABILITY_WINDOW_DAYS,
): { from: string; to: string } {
  return { from: today, to: addDays(today, days) };
}

/** The last calendar day of the month containing `day`. */
export function lastDayOfMonth(day: string): string {
  const first = `${day.slice(0, 7)}-01`;
  return addDays(addMonths(first, 1), -1);
}

// ---- The listing changed under the form ------------------------------------------------------

/** What a listing's booking terms a request is checked against. */
export type BookingTerms = Pick<
  Listing,
  'pricePerDay' | 'pricePerMonth' | 'minimumDuration' | 'spaceType' | 'workstations' | 'places'
>;

/**
 * Which of its booking terms a listing changed between `before` (what the panel showed) and
 * `after` (read again after a refusal): its prices, its minimum duration, its places per day.
 */
export function bookingTermsChanges(
  before: BookingTerms,
  after: BookingTerms,
): ('price' | 'minimumDuration' | 'places')[] {
  const changes: ('price' | 'minimumDuration' | 'places')[] = [];
  if (before.pricePerDay !== after.pricePerDay || before.pricePerMonth !== after.pricePerMonth) {
    changes.push('price');
  }
  if (before.minimumDuration !== after.minimumDuration) changes.push('minimumDuration');
  if (placesOf(before) !== placesOf(after)) changes.push('places');
  return changes;
}
