/**
 * Availability and the host's calendar in the local store (part of ListingsService), read
 * like ../firebase/calendar.ts: the listing's slots of the range and its blocked days.
 */
import { MAX_BLOCK_DAYS, bookingTouches } from '@/domain/availability';
import type { Listing } from '@/domain/types';
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
import {
  BLOCK_DAYS_PER_WRITE,
  planBlockDays,
  planEndMonthlyRental,
  planUnblockDays,
} from '../shared/plans';
import { addDays, isDay, todayInMorocco } from '@/domain/days';
import { ServiceError, type ListingsService } from '../types';
import { applyPlan, applyPlanIn } from './applyPlan';
import type { LocalContext } from './context';
import type { LocalDbState } from './db';
import type { Caller } from './rules';
import { guardedGet, guardedList, listed } from './store';

type CalendarService = Pick<
  ListingsService,
  'getAvailability' | 'getHostCalendar' | 'blockDays' | 'unblockDays'
>;

/**
 * The occupancy slots `bookingId` holds on `listingId` from the day `first` on, up to the day
 * `last` (inclusive) when given, read as `who`: the range query of ../firebase/calendar.ts's
 * slotsOfBooking.
 */
export function slotsOfBooking(
  s: LocalDbState,
  who: Caller | null,
  now: Date,
  { listingId, bookingId }: { listingId: string; bookingId: string },
  first: string,
  last?: string,
) {
  const upTo = last === undefined ? undefined : slotRangeEnd(last);
  return slotsOf(
    listed(
      guardedList(s, who, now, `listings/${listingId}/occupancy`, [
        { field: 'bookingId', op: '==', value: bookingId },
      ]).filter(([id]) => id >= first && (upTo === undefined || id <= upTo)),
    ),
  );
}

/**
 * Ends the confirmed indefinite monthly rental `bookingId` on `lastDay` as `who`: the admin
 * (./admin.ts) or, with its tenant's `tenantId`, the tenant giving notice (./bookings.ts). The
 * slots it holds after that day, then the plan in one store transaction: ../firebase/calendar.ts's
 * endRental (a last day that is not a day is refused by the plan).
 */
export async function endRental(
  ctx: LocalContext,
  who: Caller,
  bookingId: string,
  lastDay: string,
  tenantId?: string,
) {
  const at = ctx.now();
  const booking = guardedGet(ctx.db.read(), who, at, `bookings/${bookingId}`);
  if (!booking) throw new ServiceError('not-found');
  const after = isDay(lastDay)
    ? slotsOfBooking(
        ctx.db.read(),
        who,
        at,
        { listingId: String(booking.listingId), bookingId },
        addDays(lastDay, 1),
      )
    : [];
  await applyPlan(
    ctx,
    who,
    at,
    planEndMonthlyRental({
      bookingId,
      lastDay,
      now: at,
      after: after.map((s) => s.slot),
      tenantId,
    }),
  );
}

/**
 * `readListing`: the listing as `who` may see it in state `s`, null when missing or not
 * readable (the listings service's reader, ./listings.ts).
 */
export function createCalendarService(
  ctx: LocalContext,
  readListing: (s: LocalDbState, who: Caller | null, id: string) => Listing | null,
): CalendarService {
  const { db, now, wait } = ctx;

  /** The documents of a listing's subcollection whose id is in [from, upTo] (a range query). */
  function idsIn(
    s: LocalDbState,
    who: Caller | null,
    listingId: string,
    sub: 'occupancy' | 'blocks' | 'blockNotes',
    from: string,
    upTo: string,
  ) {
    return listed(
      guardedList(s, who, now(), `listings/${listingId}/${sub}`).filter(
        ([id]) => id >= from && id <= upTo,
      ),
    );
  }

  return {
    async getAvailability(listingId, from, to) {
      await wait();
      const days = rangeDays(from, to, MAX_AVAILABILITY_DAYS);
      const s = db.read();
      const who = ctx.caller();
      const listing = readListing(s, who, listingId);
      if (!listing) throw new ServiceError('not-found');
      const slots = slotsOf(idsIn(s, who, listingId, 'occupancy', from, slotRangeEnd(to)));
      const blocks = idsIn(s, who, listingId, 'blocks', from, to).map((d) => d.id);
      return availabilityOf(listing, days, slots, blocks, now());
    },

    async getHostCalendar(listingId, month) {
      await wait();
      const who = ctx.requireCaller();
      const { from, to } = monthDays(month);
      const s = db.read();
      const listing = readListing(s, who, listingId);
      if (!listing) throw new ServiceError('not-found');
      if (listing.hostId !== who.uid) throw new ServiceError('permission-denied');
      const slots = slotsOf(idsIn(s, who, listingId, 'occupancy', from, slotRangeEnd(to)));
      const blocks = idsIn(s, who, listingId, 'blocks', from, to).map((d) => d.id);
      const notes = idsIn(s, who, listingId, 'blockNotes', from, to);
      // what the two queries of ../firebase/calendar.ts's bookingsTouching return
      const bookings = parseEach(
        listed(
          guardedList(s, who, now(), 'bookings', [
            { field: 'hostId', op: '==', value: who.uid },
            { field: 'listingId', op: '==', value: listingId },
          ]),
        ),
        parseBooking,
      ).filter((b) => bookingTouches(b, from, to));
      return hostCalendarOf(listing, month, slots, blocks, notes, bookings, now());
    },

    // All days in one store transaction (all or nothing), a plan per BLOCK_DAYS_PER_WRITE days
    // as on Firestore.
    async blockDays(listingId, from, to, reason) {
      await wait();
      const who = ctx.requireCaller();
      const days = blockRange(from, to);
      const at = now();
      await db.transact((s) => {
        const confirmed = confirmedDays(
          slotsOf(idsIn(s, who, listingId, 'occupancy', from, slotRangeEnd(to))),
        );
        for (const part of chunks(days, BLOCK_DAYS_PER_WRITE)) {
          applyPlanIn(
            s,
            who,
            at,
            planBlockDays({
              listingId,
              uid: who.uid,
              days: part,
              reason,
              confirmedDays: confirmed,
              today: todayInMorocco(at),
            }),
          );
        }
      });
    },

    async unblockDays(listingId, days) {
      await wait();
      const who = ctx.requireCaller();
      if (days.length > MAX_BLOCK_DAYS) throw new ServiceError('invalid-argument', 'days');
      await applyPlan(ctx, who, now(), planUnblockDays({ listingId, uid: who.uid, days }));
    },
  };
}
