/**
 * The admin gate of the local backend: the demo password (VITE_DEMO_ADMIN_PASSWORD) opens a
 * session that acts with the custom claim admin == true, through the same rules as Firebase.
 */
import type { BookingStatus } from '@/domain/types';
import {
  parseBooking,
  parseEach,
  parseListing,
  parseProfile,
  parseIssuedDocument,
  parseReview,
} from '../shared/converters';
import { bySequence } from '../shared/saleDocuments';
import {
  planBookingConflicts,
  planCancelConfirmed,
  planBookingDecision,
  planDecideRevision,
  planRefuseListing,
  expiryNoticePath,
  planExpiryNotice,
  planHideReview,
  planListingApproval,
  bookingPath,
  userPath,
} from '../shared/plans';
import { EXPIRY_PAGE, untoldExpired } from '../shared/expiry';
import { extendMonthlyRentals } from '../shared/monthlyHolds';
import { issueMonthDocuments } from '../shared/monthDocuments';
import { inHistory, listingQueries, listingQueryDate, matchesListingQuery } from '@/domain/admin';
import { arrayStream, mergedPage } from '@/domain/mergedPages';
import { isDecisionOpen } from '@/domain/bookingRules';
import { parseMail } from '../shared/notices';
import { keptPage, pageOf, profileItem, profileOf } from '../shared/paging';
import { matchesUserSearch, queryKey, searchTerms } from '@/domain/userSearch';
import { MAX_OWN_REVIEWS, ServiceError, type AdminService, type AdminSession } from '../types';
import { endRental, slotsOfBooking } from './calendar';
import { applyPlan } from './applyPlan';
import { byNewest, type LocalContext } from './context';
import type { Caller } from './rules';
import { guardedGet, guardedList, listed, type Where } from './store';

/** Who the unlocked admin gate acts as: the custom claim admin == true, no profile. */
const LOCAL_ADMIN: Caller = { uid: 'local-admin', email: null, admin: true };

export function createAdminService(ctx: LocalContext): AdminService {
  return {
    async unlock(password) {
      await ctx.wait();
      if (!ctx.adminPassword || password !== ctx.adminPassword) {
        throw new ServiceError('admin/wrong-password');
      }
      return createAdminSession(ctx);
    },
  };
}

function createAdminSession(ctx: LocalContext): AdminSession {
  const { db, now, wait } = ctx;
  let locked = false;
  /** Every power of the session checks that it is still unlocked, then waits the latency. */
  const ready = async () => {
    if (locked) throw new ServiceError('permission-denied');
    await wait();
  };
  const all = (collection: string, where: Where[] = []) =>
    listed(guardedList(db.read(), LOCAL_ADMIN, now(), collection, where));

  /** The confirmed monthly rentals, the indefinite ones only when `indefinite` (one query). */
  const confirmedRentals = (indefinite = false) =>
    parseEach(
      all('bookings', [
        { field: 'status', op: '==', value: 'confirmed' },
        { field: 'rentalType', op: '==', value: 'monthly' },
        ...(indefinite ? [{ field: 'isIndefinite', op: '==' as const, value: true }] : []),
      ]),
      parseBooking,
    );

  const heldSlots = (
    booking: { listingId: string; bookingId: string },
    first: string,
    last?: string,
  ) => slotsOfBooking(db.read(), LOCAL_ADMIN, now(), booking, first, last);

  /** Valider / Refuser: the shared plan, in one store transaction. */
  const decide = async (
    bookingId: string,
    status: 'confirmed' | 'rejected',
    reason?: string | null,
  ) => {
    const at = now();
    await applyPlan(
      ctx,
      LOCAL_ADMIN,
      at,
      planBookingDecision({ bookingId, status, now: at, reason }),
    );
  };

  return {
    async stats() {
      await ready();
      const at = now();
      const users = parseEach(all('users'), parseProfile);
      const listings = parseEach(all('listings'), parseListing);
      const bookings = parseEach(all('bookings'), parseBooking);
      const byStatus = { pending: 0, pending_admin: 0, confirmed: 0, rejected: 0, cancelled: 0 };
      let revenue = 0;
      for (const b of bookings) {
        byStatus[b.status] += 1;
        if (b.status === 'confirmed') revenue += b.totalPrice;
      }
      return {
        users: users.length,
        hosts: users.filter((u) => u.role === 'host').length,
        tenants: users.filter((u) => u.role === 'tenant').length,
        listingsApproved: listings.filter((l) => l.isApproved).length,
        listingsWaiting: listings.filter((l) => !l.isApproved && l.refusal === null).length,
        listingsRefused: listings.filter((l) => l.refusal !== null).length,
        revisionsWaiting: listings.filter((l) => l.isApproved && l.revision !== null).length,
        bookingsByStatus: byStatus,
        confirmedRevenue: revenue,
        expiredRequests: bookings.filter(
          (b) => b.status === 'pending_admin' && !isDecisionOpen(b.createdAt, at),
        ).length,
      };
    },
    async listBookings(statuses: BookingStatus[]) {
      await ready();
      return parseEach(
        all('bookings', [{ field: 'status', op: 'in', value: statuses }]),
        parseBooking,
      ).sort(byNewest);
    },
    async listPendingRequests({ pageSize, cursor }) {
      await ready();
      const at = now();
      // the two queries of ../firebase/adminSession.ts, split at the same moment
      const pending = parseEach(
        all('bookings', [{ field: 'status', op: '==', value: 'pending_admin' }]),
        parseBooking,
      ).sort(byNewest);
      const open = cursor ? [] : pending.filter((b) => isDecisionOpen(b.createdAt, at));
      const expired = pageOf(
        pending.filter((b) => !isDecisionOpen(b.createdAt, at)),
        cursor,
        pageSize,
      );
      return { items: [...open, ...expired.items], nextCursor: expired.nextCursor };
    },
    async listBookingHistory({ filter, pageSize, cursor }) {
      await ready();
      const at = now();
      // the same bookings as ../firebase/adminSession.ts's query, in the same order
      const ordered = parseEach(all('bookings'), parseBooking)
        .filter((b) => inHistory(b, filter, at))
        .sort(byNewest);
      return pageOf(ordered, cursor, pageSize);
    },
    async confirmBooking(bookingId) {
      await ready();
      await decide(bookingId, 'confirmed');
    },
    async rejectBooking(bookingId, reason) {
      await ready();
      await decide(bookingId, 'rejected', reason);
    },
    async cancelConfirmedBooking(bookingId, reason) {
      await ready();
      const at = now();
      await applyPlan(ctx, LOCAL_ADMIN, at, planCancelConfirmed({ bookingId, now: at, reason }));
    },
    async endMonthlyRental(bookingId, lastDay) {
      await ready();
      await endRental(ctx, LOCAL_ADMIN, bookingId, lastDay);
    },
    async bookingConflicts(bookingId) {
      await ready();
      const at = now();
      return applyPlan(ctx, LOCAL_ADMIN, at, planBookingConflicts({ bookingId, now: at }));
    },
    async extendMonthlyHolds() {
      await ready();
      return extendMonthlyRentals(confirmedRentals(), now, {
        // the days of a window it already holds (heldPrefix asks for its last ones first)
        heldDays: async (booking, first, last) =>
          heldSlots({ listingId: booking.listingId, bookingId: booking.id }, first, last).map(
            (s) => s.day,
          ),
        apply: (plan, at) => applyPlan(ctx, LOCAL_ADMIN, at, plan),
      });
    },
    async issueMonthDocuments() {
      await ready();
      return issueMonthDocuments(confirmedRentals(true), now, {
        apply: (plan) => applyPlan(ctx, LOCAL_ADMIN, now(), plan),
      });
    },
    async listListings({ filter, pageSize, cursor }) {
      await ready();
      // the queries of ../firebase/adminSession.ts, on the whole collection in memory
      const listings = parseEach(all('listings'), parseListing);
      return mergedPage(
        listingQueries(filter).map((q) =>
          arrayStream(
            listings.filter((l) => matchesListingQuery(l, q)),
            (l) => listingQueryDate(l, q),
          ),
        ),
        cursor,
        pageSize,
      );
    },
    async setListingApproval(id, approved, seen) {
      await ready();
      const at = now();
      await applyPlan(ctx, LOCAL_ADMIN, at, planListingApproval({ id, approved, now: at, seen }));
    },
    async refuseListing(id, reason, seen) {
      await ready();
      const at = now();
      await applyPlan(ctx, LOCAL_ADMIN, at, planRefuseListing({ id, reason, now: at, seen }));
    },
    async decideRevision(id, approve, reason, seen) {
      await ready();
      const at = now();
      await applyPlan(
        ctx,
        LOCAL_ADMIN,
        at,
        planDecideRevision({ id, approve, now: at, reason, seen }),
      );
    },
    // the same query as ../firebase/adminSession.ts: one word in it, the others on its result
    async listUsers({ search = '', role = '', pageSize, cursor }) {
      await ready();
      const terms = searchTerms(search);
      const key = queryKey(terms);
      const where: Where[] = [
        ...(role ? [{ field: 'role', op: '==' as const, value: role }] : []),
        ...(key ? [{ field: 'searchKeys', op: 'array-contains' as const, value: key }] : []),
      ];
      const users = parseEach(all('users', where), parseProfile).map(profileItem).sort(byNewest);
      const page = await keptPage(
        async (at) => pageOf(users, at, pageSize),
        terms.length > 1 ? (u) => matchesUserSearch(terms, u) : null,
        cursor,
        pageSize,
      );
      return { items: page.items.map(profileOf), nextCursor: page.nextCursor };
    },
    async listMail({ pageSize, cursor }) {
      await ready();
      return pageOf(parseEach(all('mail'), parseMail).sort(byNewest), cursor, pageSize);
    },
    async notifyExpired() {
      await ready();
      const at = now();
      // newest first, like ../firebase/adminSession.ts's query (createdAt descending, then id)
      const expired = parseEach(
        all('bookings', [{ field: 'status', op: '==', value: 'pending_admin' }]),
        parseBooking,
      )
        .filter((b) => !isDecisionOpen(b.createdAt, at))
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
        );
      const ids = await untoldExpired(
        async (after) => {
          const from = after ? expired.findIndex((b) => b.id === after.id) + 1 : 0;
          return expired.slice(from, from + EXPIRY_PAGE);
        },
        async (b) => guardedGet(db.read(), LOCAL_ADMIN, at, expiryNoticePath(b)) !== null,
      );
      let told = 0;
      for (const bookingId of ids) {
        told += await applyPlan(ctx, LOCAL_ADMIN, at, planExpiryNotice({ bookingId, now: at }));
      }
      return told;
    },
    async getUser(uid) {
      await ready();
      const raw = guardedGet(db.read(), LOCAL_ADMIN, now(), userPath(uid));
      return raw ? parseProfile(uid, raw) : null;
    },
    async getBookingFile(bookingId) {
      await ready();
      const raw = guardedGet(db.read(), LOCAL_ADMIN, now(), bookingPath(bookingId));
      return {
        booking: raw ? parseBooking(bookingId, raw) : null,
        documents: bySequence(
          parseEach(
            all('documents', [{ field: 'bookingId', op: '==', value: bookingId }]),
            parseIssuedDocument,
          ),
        ),
      };
    },
    async listListingReviews(listingId) {
      await ready();
      return parseEach(
        all('reviews', [{ field: 'listingId', op: '==', value: listingId }]),
        parseReview,
      )
        .sort(byNewest)
        .slice(0, MAX_OWN_REVIEWS);
    },
    async hideReview(reviewId, reason) {
      await ready();
      await applyPlan(ctx, LOCAL_ADMIN, now(), planHideReview({ reviewId, reason }));
    },
    async lock() {
      locked = true;
    },
  };
}
