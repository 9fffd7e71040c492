/**
 * The booking writes: create (with its occupancy days), the tenant's cancel, and the admin's
 * decision. Each backend reads what the plan asks, in the same order, and applies the writes
 * it returns atomically (firebase: ../../firebase/bookings.ts, local: ../../local/bookings.ts).
 */
import {
  MAX_SLOTS_PER_BOOKING,
  daysToExtend,
  heldDays,
  horizonEnd,
  parseSlotId,
  placesOf,
  slotId,
} from '@/domain/availability';
import { isDayHeld, isDecisionOpen } from '@/domain/bookingRules';
import { rentalEndIssue } from '@/domain/rentalEnd';
import { addDays, todayInMorocco } from '@/domain/days';
import { nextQuotaStep } from '@/domain/holdQuota';
import type { Booking, BookingRequest } from '@/domain/types';
import { ServiceError } from '../../types';
import { buildBookingDraft } from '../booking';
import {
  REFUSAL_REASON_MAX_LENGTH,
  decisionKind,
  notificationId,
  refusalReason,
} from '@/domain/notifications';
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
  blockPath,
  bookingPath,
  fail,
  holdQuotaPath,
  listingPath,
  notificationPath,
  occupancyPath,
  read,
  userPath,
  write,
  type DocData,
  type Plan,
  type PlanWrite,
} from './plan';
import { bookingNotices, contactsWrite } from './notices';
import { documentPath, planIssueAvoir, planIssueDocument } from './documents';

/**
 * The occupancy slots a booking holds: listed in its document (`slots`, written with it), or,
 * for a booking written before places existed (or a monthly one that listed none), place 0 of
 * each day it holds (src/domain/availability heldDays).
 */
export function bookingSlots(booking: Booking, raw: DocData): string[] {
  const listed = raw.slots;
  if (Array.isArray(listed) && listed.length > 0 && listed.every((x) => typeof x === 'string')) {
    return listed as string[];
  }
  return heldDays(booking);
}

/** Deletes the slots that still belong to `booking` (its cancel or reject frees them). */
function freeOwnedSlots(booking: Booking, slots: string[], occupancy: (DocData | null)[]) {
  return slots
    .filter((_, i) => occupancy[i]?.bookingId === booking.id)
    .map((s): PlanWrite => ({ op: 'delete', path: occupancyPath(booking.listingId, s) }));
}

/** Whether a read occupancy document still holds its slot (confirmed, or held under 24 h). */
function holds(slot: string, raw: DocData | null, now: Date): boolean {
  return raw !== null && isDayHeld(parseOccupancy(slot, raw), now);
}

/**
 * Finds, for each of `days`, `need` places of the listing free at `now` (lowest first; a slot
 * this booking already holds counts as found, `mine`), reading the slots a few at a time in the
 * same transaction: reads stay close to need × days while the listing has room. Gives the
 * chosen slots (day by day, places in order) and which of them must be written, or null when a
 * day has fewer free places than needed.
 */
export function findFreeSlots<T>(
  listingId: string,
  days: string[],
  need: number,
  capacity: number,
  now: Date,
  bookingId: string | null,
  next: (found: { slots: string[]; toWrite: string[] } | null) => Plan<T>,
): Plan<T> {
  const chosen = days.map(() => [] as { slot: string; write: boolean }[]);
  const cursor = days.map(() => 0);
  const step = (): Plan<T> => {
    const ask: { dayIndex: number; slot: string }[] = [];
    for (let i = 0; i < days.length; i += 1) {
      const missing = need - chosen[i].length;
      if (missing === 0) continue;
      if (cursor[i] + missing > capacity) return next(null);
      for (let k = 0; k < missing; k += 1) {
        ask.push({ dayIndex: i, slot: slotId(days[i], cursor[i] + k) });
      }
      cursor[i] += missing;
    }
    if (ask.length === 0) {
      const slots = chosen.flatMap((c) => c.map((x) => x.slot));
      const toWrite = chosen.flatMap((c) => c.filter((x) => x.write).map((x) => x.slot));
      return next({ slots, toWrite });
    }
    return read(
      ask.map((a) => occupancyPath(listingId, a.slot)),
      (docs) => {
        ask.forEach((a, j) => {
          const raw = docs[j];
          if (bookingId !== null && raw?.bookingId === bookingId) {
            chosen[a.dayIndex].push({ slot: a.slot, write: raw.status !== 'confirmed' });
          } else if (!holds(a.slot, raw, now)) {
            chosen[a.dayIndex].push({ slot: a.slot, write: true });
          }
        });
        // each day's cursor only moves forward: its places come out in ascending order
        return step();
      },
    );
  };
  return step();
}

/** Whether any of `days` is blocked by the host (reads listings/{id}/blocks/{day}). */
function readBlocked<T>(
  listingId: string,
  days: string[],
  next: (blocked: boolean) => Plan<T>,
): Plan<T> {
  const unique = [...new Set(days)];
  return read(
    unique.map((d) => blockPath(listingId, d)),
    (docs) => next(docs.some((d) => d !== null)),
  );
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
 * booking: firestore.rules require it to name this booking. When the window is full, the
 * refusal, which says when the window ends.
 */
function countRequest(
  uid: string,
  bookingId: string,
  quotaRaw: DocData | null,
  now: Date,
): PlanWrite | ServiceError {
  const step = nextQuotaStep(quotaRaw ? parseHoldQuota(quotaRaw) : null, now);
  if (step.kind === 'full') {
    return new ServiceError('booking/too-many-requests', undefined, { retryAt: step.until });
  }
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
 * A pending_admin booking and a hold on each day and place it takes (daily: start..end;
 * monthly: start..end up to the 12-month horizon; src/domain/availability heldDays), on the
 * lowest free places: refused when a day is blocked or has too few free places
 * (booking/dates-taken; expired holds are free), or when the tenant already made the most
 * requests of their 24-hour window (booking/too-many-requests).
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
        return readBlocked(listing.id, days, (blocked) => {
          if (blocked) return fail('booking/dates-taken');
          return findFreeSlots(
            listing.id,
            days,
            draft.places,
            placesOf(listing),
            now,
            null,
            (found) => {
              if (!found) return fail('booking/dates-taken');
              return read([holdQuotaPath(uid)], ([quotaRaw]) => {
                const quota = countRequest(uid, bookingId, quotaRaw, now);
                if (quota instanceof ServiceError) return { kind: 'fail', error: quota };
                const booking = parseBooking(bookingId, { ...draft, createdAt: now });
                const writes: PlanWrite[] = [
                  {
                    op: 'set',
                    path: bookingPath(bookingId),
                    data: { ...draft, slots: found.slots, createdAt: SERVER_TIMESTAMP },
                  },
                  ...found.toWrite.map((s): PlanWrite => ({
                    op: 'set',
                    path: occupancyPath(listing.id, s),
                    data: { bookingId, status: 'held', createdAt: SERVER_TIMESTAMP },
                  })),
                  quota,
                  // the host is told, in the same write (issue 14)
                  // (a shared space's request names its places: the host reads how many)
                  ...bookingNotices(
                    'booking-requested',
                    booking,
                    [booking.hostId],
                    booking.places > 1 ? { places: booking.places } : {},
                  ),
                ];
                return write(writes, booking);
              });
            },
          );
        });
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
    const slots = bookingSlots(booking, raw);
    return read(
      slots.map((s) => occupancyPath(booking.listingId, s)),
      (occupancy) =>
        write(
          [
            {
              op: 'update',
              path: bookingPath(bookingId),
              data: { status: 'cancelled', cancelledBy: 'tenant' },
            },
            ...freeOwnedSlots(booking, slots, occupancy),
            ...bookingNotices('booking-cancelled', booking, [booking.hostId]),
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
  /**
   * Refuser: why, when the admin says (optional; refusalReason trims it, at most
   * REFUSAL_REASON_MAX_LENGTH characters). The booking keeps it and the two notifications carry
   * it, never the e-mails (docs/decisions.md "Refusing a booking").
   */
  reason?: string | null;
}

/**
 * Valider / Refuser, within the decision window (src/domain isDecisionOpen). Confirming makes
 * every slot of the booking confirmed (refused with booking/overlap-confirmed when another
 * booking still holds one, with booking/days-blocked when the host blocked one of its days), so
 * confirmed occupancy never exceeds a day's places; rejecting frees the slots it still holds.
 * invalid-argument: a reason with a confirmation, or one too long.
 */
export function planBookingDecision({
  bookingId,
  status,
  now,
  reason: rawReason = null,
}: BookingDecisionInput) {
  const reason = refusalReason(rawReason);
  if (reason !== null && (status === 'confirmed' || reason.length > REFUSAL_REASON_MAX_LENGTH)) {
    return fail<void>('invalid-argument');
  }
  return read<void>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    if (booking.status !== 'pending_admin') return fail('booking/invalid-state');
    if (!isDecisionOpen(booking.createdAt, now)) return fail('booking/expired');
    const slots = bookingSlots(booking, raw);
    return read(
      slots.map((s) => occupancyPath(booking.listingId, s)),
      (occupancy) => {
        const writes: PlanWrite[] = [
          {
            op: 'update',
            path: bookingPath(bookingId),
            data: reason === null ? { status } : { status, rejectionReason: reason },
          },
          // the tenant and the host are told, in the same write (issue 14), with the reason
          ...bookingNotices(
            decisionKind(status),
            booking,
            [booking.tenantId, booking.hostId],
            reason === null ? {} : { reason },
          ),
        ];
        if (status === 'rejected') {
          return write([...writes, ...freeOwnedSlots(booking, slots, occupancy)], undefined);
        }
        const overlap = occupancy.some(
          (o, i) => o !== null && o.bookingId !== booking.id && holds(slots[i], o, now),
        );
        if (overlap) return fail('booking/overlap-confirmed');
        const days = slots.map((s) => parseSlotId(s)?.day ?? s);
        return readBlocked(booking.listingId, days, (blocked) => {
          if (blocked) return fail('booking/days-blocked');
          // Every slot becomes confirmed for this booking (firestore.rules: occupancy create or
          // update by the admin, in the same write as the booking's status).
          for (const s of slots) {
            writes.push({
              op: 'set',
              path: occupancyPath(booking.listingId, s),
              data: { bookingId: booking.id, status: 'confirmed', createdAt: SERVER_TIMESTAMP },
            });
          }
          // Their contacts, now that it is confirmed (issue 14; none when a profile is missing),
          // and its facture or reçu, numbered in its host's series (issue 15).
          return read([userPath(booking.tenantId), userPath(booking.hostId)], ([tenant, host]) =>
            planIssueDocument(
              booking,
              { tenant, host },
              now,
              tenant && host ? [...writes, contactsWrite(booking, tenant, host)] : writes,
              undefined,
            ),
          );
        });
      },
    );
  });
}

/**
 * The admin cancels a confirmed booking before it starts (issue 15): its slots are freed and,
 * when a facture or reçu was issued, an avoir that references it is issued in the same write.
 * Refused with booking/invalid-state when the booking is not confirmed or has started (today in
 * Morocco or earlier): a started rental has been used, and a monthly one's rolling extension
 * (planExtendMonthlyHolds) only adds days once it has started, so every slot it holds is listed.
 * `reason`: why, when the admin says (optional, as a refusal's: refusalReason trims it, at most
 * REFUSAL_REASON_MAX_LENGTH characters, invalid-argument beyond); the booking keeps it as
 * cancellationReason and the two notifications carry it, the e-mails only say there is one.
 */
export function planCancelConfirmed({
  bookingId,
  now,
  reason: rawReason = null,
}: {
  bookingId: string;
  now: Date;
  reason?: string | null;
}) {
  const reason = refusalReason(rawReason);
  if (reason !== null && reason.length > REFUSAL_REASON_MAX_LENGTH) {
    return fail<void>('invalid-argument');
  }
  return read<void>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    if (booking.status !== 'confirmed' || booking.startDate <= todayInMorocco(now)) {
      return fail('booking/invalid-state');
    }
    const slots = bookingSlots(booking, raw);
    return read(
      [...slots.map((s) => occupancyPath(booking.listingId, s)), documentPath(bookingId)],
      (docs) =>
        planIssueAvoir(
          booking,
          docs[slots.length],
          now,
          [
            {
              op: 'update',
              path: bookingPath(bookingId),
              data:
                reason === null
                  ? { status: 'cancelled', cancelledBy: 'admin' }
                  : { status: 'cancelled', cancelledBy: 'admin', cancellationReason: reason },
            },
            ...freeOwnedSlots(booking, slots, docs.slice(0, slots.length)),
          ],
          undefined,
          // the tenant and the host are told, in the same write (issue 14's notices), why too,
          // and by which avoir (none when the booking had no document to cancel)
          (avoir) =>
            bookingNotices('booking-withdrawn', booking, [booking.tenantId, booking.hostId], {
              ...(reason === null ? {} : { reason }),
              ...(avoir === null ? {} : { document: avoir }),
            }),
        ),
    );
  });
}

/**
 * The admin ends an indefinite monthly rental, or its tenant gives notice (`tenantId`: theirs;
 * src/domain/rentalEnd.ts): `lastDay` becomes its end date, the slots it holds after that day
 * are freed, and its tenant and host are told (booking-ended), in one write. `after`: the slots
 * the session found it holding after `lastDay` (one range query of its own slots, read just
 * before); each is read again here and deleted only if it is still the rental's. Refused with
 * permission-denied when the tenant is not the rental's, booking/invalid-state when it is not a
 * confirmed indefinite rental without an end (ended already, cancelled, fixed…), with
 * invalid-argument when `lastDay` is not a day, and with booking/end-too-early when it is inside
 * its first month, already over, or (the tenant) less than a month's notice away.
 */
export function planEndMonthlyRental({
  bookingId,
  lastDay,
  now,
  after,
  tenantId,
}: {
  bookingId: string;
  lastDay: string;
  now: Date;
  after: readonly string[];
  tenantId?: string;
}) {
  return read<void>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    if (tenantId !== undefined && booking.tenantId !== tenantId) return fail('permission-denied');
    const by = tenantId === undefined ? 'admin' : 'tenant';
    const issue = rentalEndIssue(booking, lastDay, todayInMorocco(now), by);
    if (issue === 'notEndable') return fail('booking/invalid-state');
    if (issue === 'required') return fail('invalid-argument', 'lastDay');
    if (issue) return fail('booking/end-too-early');
    const slots = after.filter((s) => (parseSlotId(s)?.day ?? '') > lastDay);
    return read(
      slots.map((s) => occupancyPath(booking.listingId, s)),
      (occupancy) =>
        write(
          [
            { op: 'update', path: bookingPath(bookingId), data: { endDate: lastDay } },
            ...freeOwnedSlots(booking, slots, occupancy),
            ...bookingNotices('booking-ended', { ...booking, endDate: lastDay }, [
              booking.tenantId,
              booking.hostId,
            ]),
          ],
          undefined,
        ),
    );
  });
}

/**
 * What stands in the way of confirming a pending booking, read before the admin decides: the
 * days (sorted, once each) where another booking holds one of its slots, or the host blocked
 * the day. Empty when it can be confirmed.
 */
export function planBookingConflicts({ bookingId, now }: { bookingId: string; now: Date }) {
  return read<string[]>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    const slots = bookingSlots(booking, raw);
    return read(
      slots.map((s) => occupancyPath(booking.listingId, s)),
      (occupancy) => {
        const days = slots.map((s) => parseSlotId(s)?.day ?? s);
        const conflicts = new Set(
          days.filter(
            (_, i) =>
              occupancy[i] !== null &&
              occupancy[i]?.bookingId !== booking.id &&
              holds(slots[i], occupancy[i], now),
          ),
        );
        const unique = [...new Set(days)];
        return read(
          unique.map((d) => blockPath(booking.listingId, d)),
          (blocks) => {
            unique.forEach((d, i) => {
              if (blocks[i] !== null) conflicts.add(d);
            });
            return write([], [...conflicts].sort());
          },
        );
      },
    );
  });
}

/**
 * The days a confirmed monthly rental should hold by `now` and may not yet: from its first
 * horizon (or yesterday, when later) to its rolling horizon (today + 12 months - 1 day, at most
 * its end), at most one booking's slots (src/domain/availability daysToExtend). The admin's
 * session reads which of them the rental already holds (one range query of its occupancy) before
 * planExtendMonthlyHolds, and skips a rental with none.
 */
export function monthlyExtensionDays(
  booking: Pick<Booking, 'status' | 'rentalType' | 'startDate' | 'endDate'>,
  now: Date,
): string[] {
  if (booking.status !== 'confirmed' || booking.rentalType !== 'monthly') return [];
  const today = todayInMorocco(now);
  const firstHorizon = horizonEnd(booking.startDate);
  const from = addDays(today, -1) > firstHorizon ? addDays(today, -1) : firstHorizon;
  return daysToExtend(booking, from, today).slice(0, MAX_SLOTS_PER_BOOKING);
}

/**
 * The admin's session extends a confirmed monthly rental's holds to its rolling horizon: a
 * confirmed slot, lowest free place, for each day of monthlyExtensionDays it does not hold yet.
 * `held` lists the days it already holds, as read just before (any place): those are skipped,
 * so a rental that took place 1 on a day never takes place 0 too once that one is freed, and
 * the days held are not read again on every admin visit. Refused with
 * booking/overlap-confirmed when a day has no free place (nothing is written); a no-op when
 * nothing is missing. Returns how many days were added.
 */
export function planExtendMonthlyHolds({
  bookingId,
  now,
  held,
}: {
  bookingId: string;
  now: Date;
  held: readonly string[];
}) {
  return read<number>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    const already = new Set(held);
    const days = monthlyExtensionDays(booking, now).filter((d) => !already.has(d));
    if (days.length === 0) return write([], 0);
    return read([listingPath(booking.listingId)], ([listingRaw]) => {
      if (!listingRaw) return fail('not-found');
      const listing = parseListing(booking.listingId, listingRaw);
      return findFreeSlots(listing.id, days, 1, placesOf(listing), now, booking.id, (found) => {
        if (!found) return fail('booking/overlap-confirmed');
        return write(
          found.toWrite.map((s): PlanWrite => ({
            op: 'set',
            path: occupancyPath(listing.id, s),
            data: { bookingId: booking.id, status: 'confirmed', createdAt: SERVER_TIMESTAMP },
          })),
          found.toWrite.length,
        );
      });
    });
  });
}

/**
 * Where the tenant's notice that `booking` expired lives: one per request, so its presence says
 * the tenant was told (planExpiryNotice, and both backends' notifyExpired via
 * ../expiry.ts untoldExpired).
 */
export const expiryNoticePath = (booking: Pick<Booking, 'id' | 'tenantId'>) =>
  notificationPath(booking.tenantId, notificationId('booking-expired', booking.id));

/**
 * The admin's session tells the tenant that their request expired (24 hours without a
 * decision, src/domain/bookingRules displayStatus 'Expirée'): once, when the admin's screen is
 * unlocked (src/features/admin/useAdminChores.ts;
 * docs/decisions.md#notifications-and-e-mails-written-with-their-event).
 * Returns 1 when it wrote the notice, 0 when there was nothing to tell (still open, decided,
 * or already told).
 */
export function planExpiryNotice({ bookingId, now }: { bookingId: string; now: Date }) {
  return read<number>([bookingPath(bookingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const booking = parseBooking(bookingId, raw);
    if (booking.status !== 'pending_admin' || isDecisionOpen(booking.createdAt, now)) {
      return write([], 0);
    }
    return read([expiryNoticePath(booking)], ([told]) =>
      told
        ? write([], 0)
        : write(bookingNotices('booking-expired', booking, [booking.tenantId]), 1),
    );
  });
}
