/**
 * The booking writes: create (with its occupancy days), the tenant's cancel, and the admin's
 * decision. Each backend reads what the plan asks, in the same order, and applies the writes
 * it returns atomically (firebase: ../../firebase/bookings.ts, local: ../../local/bookings.ts).
 */
import { isDayHeld, isDecisionOpen } from '@/domain/bookingRules';
import { eachDay, todayInMorocco } from '@/domain/days';
import { nextQuotaStep } from '@/domain/holdQuota';
import type { Booking, BookingRequest } from '@/domain/types';
import { buildBookingDraft } from '../booking';
import {
  parseBooking,
  parseHoldQuota,
  parseListing,
  parseOccupancy,
  parseProfile,
} from '../converters';
import {
  SERVER_TIMESTAMP,
  attempt,
  bookingPath,
  fail,
  holdQuotaPath,
  listingPath,
  occupancyPath,
  read,
  userPath,
  write,
  type DocData,
  type PlanWrite,
} from './plan';

/** The days a booking occupies (daily rentals only). */
function bookingDays(booking: Pick<Booking, 'rentalType' | 'startDate' | 'endDate'>): string[] {
  return booking.rentalType === 'daily' && booking.endDate
    ? eachDay(booking.startDate, booking.endDate)
    : [];
}

/** Deletes the days that still belong to `booking` (its cancel or reject frees them). */
function freeOwnedDays(booking: Booking, days: string[], occupancy: (DocData | null)[]) {
  return days
    .filter((_, i) => occupancy[i]?.bookingId === booking.id)
    .map((d): PlanWrite => ({ op: 'delete', path: occupancyPath(booking.listingId, d) }));
}

export interface CreateBookingInput {
  request: BookingRequest;
  /** The signed-in tenant. */
  uid: string;
  /** The new booking's id, chosen by the backend. */
  bookingId: string;
  now: Date;
}

/**
 * The tenant's request counter (holdQuotas/{uid}, src/domain/holdQuota), written with the
 * booking: firestore.rules require it to name this booking. Fails when the window is full.
 */
function countRequest(uid: string, bookingId: string, quotaRaw: DocData | null, now: Date) {
  const step = nextQuotaStep(quotaRaw ? parseHoldQuota(quotaRaw) : null, now);
  if (step.kind === 'full') return null;
  return step.kind === 'new-window'
    ? ({
        op: 'set',
        path: holdQuotaPath(uid),
        data: { windowStart: SERVER_TIMESTAMP, count: 1, lastBookingId: bookingId },
      } satisfies PlanWrite)
    : ({
        op: 'update',
        path: holdQuotaPath(uid),
        data: { count: step.count, lastBookingId: bookingId },
      } satisfies PlanWrite);
}

/**
 * A pending_admin booking and, for a daily rental, a hold on each of its days: refused when a
 * day is still held by another booking (src/domain isDayHeld), or when the tenant already made
 * the most requests of their 24-hour window (booking/too-many-requests).
 */
export function planCreateBooking({ request, uid, bookingId, now }: CreateBookingInput) {
  return read<Booking>([listingPath(request.listingId)], ([listingRaw]) => {
    if (!listingRaw) return fail('not-found');
    const listing = parseListing(request.listingId, listingRaw);
    return read([userPath(uid)], ([tenantRaw]) => {
      if (!tenantRaw) return fail('permission-denied');
      const tenant = parseProfile(uid, tenantRaw);
      if (tenant.role !== 'tenant') {
        return fail(listing.hostId === uid ? 'booking/own-listing' : 'booking/not-tenant');
      }
      return attempt(() => {
        const { draft, days } = buildBookingDraft(request, listing, tenant, todayInMorocco(now));
        return read(
          days.map((d) => occupancyPath(listing.id, d)),
          (occupancy) => {
            const taken = occupancy.some(
              (o, i) => o !== null && isDayHeld(parseOccupancy(days[i], o), now),
            );
            if (taken) return fail('booking/dates-taken');
            return read([holdQuotaPath(uid)], ([quotaRaw]) => {
              const quota = countRequest(uid, bookingId, quotaRaw, now);
              if (!quota) return fail('booking/too-many-requests');
              const writes: PlanWrite[] = [
                {
                  op: 'set',
                  path: bookingPath(bookingId),
                  data: { ...draft, createdAt: SERVER_TIMESTAMP },
                },
                ...days.map((d): PlanWrite => ({
                  op: 'set',
                  path: occupancyPath(listing.id, d),
                  data: { bookingId, status: 'held', createdAt: SERVER_TIMESTAMP },
                })),
                quota,
              ];
              return write(writes, parseBooking(bookingId, { ...draft, createdAt: now }));
            });
          },
        );
      });
    });
  });
}

/** The tenant cancels their own pending_admin booking; its days are freed. */
/**
 * The tenant cancels their request while the admin can still decide on it: an expired request
 * (24 hours without a decision, src/domain displayStatus) is refused with 'booking/expired',
 * on both backends alike (it holds no day any more; there is nothing to cancel).
 */
export function planCancelBooking({
  bookingId,
  uid,
  now,
}: {
  bookingId: string;
  uid: string;
  now: Date;
}) {
  return read<void>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    if (booking.tenantId !== uid) return fail('permission-denied');
    if (booking.status !== 'pending_admin') return fail('booking/invalid-state');
    if (!isDecisionOpen(booking.createdAt, now)) return fail('booking/expired');
    const days = bookingDays(booking);
    return read(
      days.map((d) => occupancyPath(booking.listingId, d)),
      (occupancy) =>
        write(
          [
            { op: 'update', path: bookingPath(bookingId), data: { status: 'cancelled' } },
            ...freeOwnedDays(booking, days, occupancy),
          ],
          undefined,
        ),
    );
  });
}

export interface BookingDecisionInput {
  bookingId: string;
  status: 'confirmed' | 'rejected';
  now: Date;
}

/**
 * Valider / Refuser, within the decision window (src/domain isDecisionOpen). Confirming makes
 * every day confirmed for this booking (refused when another booking still holds one);
 * rejecting frees the days it still holds.
 */
export function planBookingDecision({ bookingId, status, now }: BookingDecisionInput) {
  return read<void>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    if (booking.status !== 'pending_admin') return fail('booking/invalid-state');
    if (!isDecisionOpen(booking.createdAt, now)) return fail('booking/expired');
    const days = bookingDays(booking);
    return read(
      days.map((d) => occupancyPath(booking.listingId, d)),
      (occupancy) => {
        const writes: PlanWrite[] = [
          { op: 'update', path: bookingPath(bookingId), data: { status } },
        ];
        if (status === 'rejected') {
          return write([...writes, ...freeOwnedDays(booking, days, occupancy)], undefined);
        }
        const overlap = occupancy.some(
          (o, i) =>
            o !== null && o.bookingId !== booking.id && isDayHeld(parseOccupancy(days[i], o), now),
        );
        if (overlap) return fail('booking/overlap-confirmed');
        // Every day becomes confirmed for this booking (firestore.rules: occupancy create or
        // update by the admin, in the same write as the booking's status).
        for (const d of days) {
          writes.push({
            op: 'set',
            path: occupancyPath(booking.listingId, d),
            data: { bookingId: booking.id, status: 'confirmed', createdAt: SERVER_TIMESTAMP },
          });
        }
        return write(writes, undefined);
      },
    );
  });
}
