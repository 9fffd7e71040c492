/**
 * Availability and the host's calendar on Firestore (part of ListingsService): one range query
 * over a listing's occupancy slots and one over its blocked days, whatever the number of
 * bookings (docs/decisions.md#availability-one-occupancy-document-per-day-and-place).
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  query,
  where,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { parseBooking, parseEach } from '../shared/converters';
import {
  MAX_AVAILABILITY_DAYS,
  availabilityOf,
  blockRange,
  chunks,
  confirmedDays,
  hostCalendarOf,
  monthDays,
  rangeDays,
  slotRangeEnd,
  slotsOf,
} from '../shared/calendar';
import { MAX_BLOCK_DAYS } from '@/domain/availability';
import { addDays, isDay, todayInMorocco } from '@/domain/days';
import type { Listing } from '@/domain/types';
import { ServiceError, type ListingsService } from '../types';
import { applyPlan } from './applyPlan';
import { plans } from './plans';
import { mapErrors, type FirebaseContext } from './context';

/**
 * The occupancy slots `bookingId` holds on `listingId` from the day `first` on, up to the day
 * `last` (inclusive) when given: one range query of its own slots (occupancy is public). For
 * the monthly extension and the end of a rental (./adminSession.ts), and the tenant's notice
 * (./bookings.ts).
 */
export async function slotsOfBooking(
  db: FirebaseContext['db'],
  listingId: string,
  bookingId: string,
  first: string,
  last?: string,
) {
  const snap = await getDocs(
    query(
      collection(db, 'listings', listingId, 'occupancy'),
      where('bookingId', '==', bookingId),
      where(documentId(), '>=', first),
      ...(last === undefined ? [] : [where(documentId(), '<=', slotRangeEnd(last))]),
    ),
  );
  return slotsOf(snap.docs);
}

/**
 * Ends the confirmed indefinite monthly rental `bookingId` on `lastDay`: for the admin
 * (AdminSession.endMonthlyRental, ./adminSession.ts) or, with its tenant's `tenantId`, for the
 * tenant giving notice (BookingsService.giveNotice, ./bookings.ts). The slots it holds after
 * that day are read before the transaction, which reads each again (planEndMonthlyRental; a
 * last day that is not a day is refused there).
 */
export async function endRental(
  db: FirebaseContext['db'],
  now: Date,
  bookingId: string,
  lastDay: string,
  tenantId?: string,
) {
  const { planEndMonthlyRental } = await plans();
  const booking = await getDoc(doc(db, 'bookings', bookingId));
  if (!booking.exists()) throw new ServiceError('not-found');
  const after = isDay(lastDay)
    ? await slotsOfBooking(db, String(booking.get('listingId')), bookingId, addDays(lastDay, 1))
    : [];
  await applyPlan(
    db,
    planEndMonthlyRental({ bookingId, lastDay, now, after: after.map((s) => s.slot), tenantId }),
  );
}

type CalendarService = Pick<
  ListingsService,
  'getAvailability' | 'getHostCalendar' | 'blockDays' | 'unblockDays'
>;

/**
 * `readListing`: the listing as the caller may see it, null when missing or not readable
 * (the listings service's getListing reader, ./listings.ts).
 */
export function createCalendarService(
  ctx: FirebaseContext,
  readListing: (id: string) => Promise<Listing | null>,
): CalendarService {
  const { db } = ctx;

  /** The slots of from..to (every place): one range query. */
  async function slotsIn(listingId: string, from: string, to: string) {
    const snap = await getDocs(
      query(
        collection(db, 'listings', listingId, 'occupancy'),
        where(documentId(), '>=', from),
        where(documentId(), '<=', slotRangeEnd(to)),
      ),
    );
    return slotsOf(snap.docs);
  }

  /**
   * The host's bookings of a listing that touch from..to (any status), whatever the listing's
   * past: those ending on `from` or later that start by `to`, and those without an end (an
   * indefinite rental) that start by `to`. Two queries, one index (bookings hostId, listingId,
   * endDate, startDate: firestore.indexes.json); the first has range filters on two fields.
   */
  async function bookingsTouching(uid: string, listingId: string, from: string, to: string) {
    const mine = (...range: QueryFieldFilterConstraint[]) =>
      getDocs(
        query(
          collection(db, 'bookings'),
          where('hostId', '==', uid),
          where('listingId', '==', listingId),
          ...range,
        ),
      );
    const [ending, open] = await Promise.all([
      mine(where('endDate', '>=', from), where('startDate', '<=', to)),
      mine(where('endDate', '==', null), where('startDate', '<=', to)),
    ]);
    return [...ending.docs, ...open.docs];
  }

  /** The ids of a day-keyed subcollection (blocks, blockNotes) in from..to: one range query. */
  async function daysIn(listingId: string, sub: 'blocks' | 'blockNotes', from: string, to: string) {
    return getDocs(
      query(
        collection(db, 'listings', listingId, sub),
        where(documentId(), '>=', from),
        where(documentId(), '<=', to),
      ),
    );
  }

  return {
    getAvailability: (listingId, from, to) =>
      mapErrors(async () => {
        const days = rangeDays(from, to, MAX_AVAILABILITY_DAYS);
        const listing = await readListing(listingId);
        if (!listing) throw new ServiceError('not-found');
        const [slots, blocks] = await Promise.all([
          slotsIn(listingId, from, to),
          daysIn(listingId, 'blocks', from, to),
        ]);
        return availabilityOf(
          listing,
          days,
          slots,
          blocks.docs.map((d) => d.id),
          ctx.now(),
        );
      }),

    getHostCalendar: (listingId, month) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { from, to } = monthDays(month);
        const listing = await readListing(listingId);
        if (!listing) throw new ServiceError('not-found');
        if (listing.hostId !== uid) throw new ServiceError('permission-denied');
        const [slots, blocks, notes, bookings] = await Promise.all([
          slotsIn(listingId, from, to),
          daysIn(listingId, 'blocks', from, to),
          daysIn(listingId, 'blockNotes', from, to),
          bookingsTouching(uid, listingId, from, to),
        ]);
        return hostCalendarOf(
          listing,
          month,
          slots,
          blocks.docs.map((d) => d.id),
          notes.docs,
          parseEach(bookings, parseBooking),
          ctx.now(),
        );
      }),

    // Checked against every place first (one range query), then written a few days per write
    // (the rules' document-access limit, BLOCK_DAYS_PER_WRITE), each write re-checking place 0.
    blockDays: (listingId, from, to, reason) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { BLOCK_DAYS_PER_WRITE, planBlockDays } = await plans();
        const days = blockRange(from, to);
        const confirmed = confirmedDays(await slotsIn(listingId, from, to));
        const today = todayInMorocco(ctx.now());
        for (const part of chunks(days, BLOCK_DAYS_PER_WRITE)) {
          await applyPlan(
            db,
            planBlockDays({ listingId, uid, days: part, reason, confirmedDays: confirmed, today }),
          );
        }
      }),

    unblockDays: (listingId, days) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        if (days.length > MAX_BLOCK_DAYS) throw new ServiceError('invalid-argument', 'days');
        const { planUnblockDays } = await plans();
        await applyPlan(db, planUnblockDays({ listingId, uid, days }));
      }),
  };
}
