import { todayInMorocco } from './days';
import { endedRentalDue } from './rentalEnd';
import type { Booking, BookingStatus, OccupancyDay } from './types';

/** The admin's decision window (spec §9): 24 hours from creation. */
export const DECISION_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Under this much time left the countdown is urgent (spec §9). */
export const URGENT_MS = 2 * 60 * 60 * 1000;

export function decisionDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + DECISION_WINDOW_MS);
}

/** Whether the admin can still decide on a booking (strictly less than 24 h since creation). */
export function isDecisionOpen(createdAt: Date, now: Date = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < DECISION_WINDOW_MS;
}

/** Whether an occupancy day still blocks new bookings: confirmed, or held and not expired. */
export function isDayHeld(
  day: Pick<OccupancyDay, 'status' | 'heldUntil'>,
  now: Date = new Date(),
): boolean {
  if (day.status === 'confirmed') return true;
  return now.getTime() < day.heldUntil.getTime();
}

/** Whether a booking still blocks its days (used where bookings themselves are at hand). */
export function bookingBlocksDays(
  booking: Pick<Booking, 'status' | 'createdAt' | 'rentalType'>,
  now: Date = new Date(),
): boolean {
  if (booking.rentalType !== 'daily') return false;
  if (booking.status === 'confirmed') return true;
  if (booking.status === 'pending_admin' || booking.status === 'pending') {
    return isDecisionOpen(booking.createdAt, now);
  }
  return false;
}

/** What a screen shows for a booking: its status, or 'expired' for an undecided request. */
export type DisplayStatus = BookingStatus | 'expired';

/**
 * The status every screen shows (issue 13): a pending_admin request whose 24-hour decision
 * window is over is "Expirée". Derived, never written: the stored status stays pending_admin.
 */
export function displayStatus(
  booking: Pick<Booking, 'status' | 'createdAt'>,
  now: Date,
): DisplayStatus {
  if (booking.status === 'pending_admin' && !isDecisionOpen(booking.createdAt, now)) {
    return 'expired';
  }
  return booking.status;
}

/** Only a request the administrator can still decide on may be cancelled (not an expired one). */
export function canTenantCancel(
  booking: Pick<Booking, 'status' | 'createdAt'>,
  now: Date = new Date(),
): boolean {
  return displayStatus(booking, now) === 'pending_admin';
}

/**
 * A validated booking whose stay has not begun: the tenant cannot cancel it themselves (only a
 * request the admin has not decided: canTenantCancel), but the support can, on the admin's
 * « Annuler » (the terms' article 7, /help): the card says so, with the way there.
 */
export function cancelsThroughSupport(
  booking: Pick<Booking, 'status' | 'createdAt' | 'startDate'>,
  now: Date = new Date(),
): boolean {
  return displayStatus(booking, now) === 'confirmed' && booking.startDate > todayInMorocco(now);
}

/** Where a booking's days stand on a day: none begun, some begun and not all over, all over. */
export type StayPhase = 'upcoming' | 'ongoing' | 'ended';

/**
 * Where booking `b`'s days stand on `today` ("YYYY-MM-DD", in Morocco): before its first day,
 * from its first to its last day (a rental without a last day from its first day on), or after
 * its last day. A confirmed booking keeps the spec's « Confirmée » throughout; its card says
 * beside it whether the stay is under way or over (BookingCard).
 */
export function stayPhase(b: Pick<Booking, 'startDate' | 'endDate'>, today: string): StayPhase {
  if (today < b.startDate) return 'upcoming';
  return b.endDate === null || today <= b.endDate ? 'ongoing' : 'ended';
}

export interface Countdown {
  expired: boolean;
  urgent: boolean;
  hours: number;
  minutes: number;
  seconds: number;
  /** "05:04:03", or null when expired */
  label: string | null;
}

export function countdown(createdAt: Date, now: Date = new Date()): Countdown {
  const left = decisionDeadline(createdAt).getTime() - now.getTime();
  if (left <= 0)
    return { expired: true, urgent: true, hours: 0, minutes: 0, seconds: 0, label: null };
  const total = Math.floor(left / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    expired: false,
    urgent: left < URGENT_MS,
    hours,
    minutes,
    seconds,
    label: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`,
  };
}

export interface BookingCounters {
  confirmed: number;
  pending: number;
  /** What the confirmed bookings come to (countedTotal). */
  confirmedTotal: number;
}

/** A booking as the counters read it. */
export type CountedBooking = Pick<
  Booking,
  'status' | 'totalPrice' | 'createdAt' | 'isIndefinite' | 'startDate' | 'endDate' | 'monthlyPrice'
>;

/**
 * What a booking comes to in the dashboards' totals: its total, which for an indefinite rental
 * counts the months invoiced so far (docs/decisions.md "An indefinite rental's total counts the
 * months invoiced"); once such a rental has a last day (its tenant's notice, the admin's end),
 * every month begun by then is due and known, so it counts them all, as its card says
 * (« 2 mois dus : … », endedRentalDue) and as a fixed rental counts its months to come.
 */
export function countedTotal(b: CountedBooking): number {
  const due = endedRentalDue(b);
  return due ? Math.max(due.total, b.totalPrice) : b.totalPrice;
}

/** The dashboard counters; an expired request (displayStatus) is not pending. */
export function countBookings(bookings: CountedBooking[], now: Date = new Date()): BookingCounters {
  let confirmed = 0;
  let pending = 0;
  let confirmedTotal = 0;
  for (const b of bookings) {
    const status = displayStatus(b, now);
    if (status === 'confirmed') {
      confirmed += 1;
      confirmedTotal += countedTotal(b);
    } else if (status === 'pending' || status === 'pending_admin') {
      pending += 1;
    }
  }
  return { confirmed, pending, confirmedTotal };
}

export function newestFirst<T extends { createdAt: Date }>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
