/**
 * The admin's powers on Firebase, once the gate is unlocked (./admin.ts): loaded with the gate,
 * in its own chunk, so that no visitor's start-up carries the admin's queries and plans
 * (docs/decisions.md "Auth after the first screen").
 */
import {
  and,
  collection,
  doc,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  Timestamp,
  query,
  startAfter,
  sum,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { newestFirst } from '@/domain/bookingRules';
import { listingQueries, listingQueryDate } from '@/domain/admin';
import { mergedPage, type Stream } from '@/domain/mergedPages';
import type { BookingStatus, Listing } from '@/domain/types';
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
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import { parseMail } from '../shared/notices';
import { keptPage, profileItem, profileOf } from '../shared/paging';
import { matchesUserSearch, queryKey, searchTerms } from '@/domain/userSearch';
import { newestPage } from './notifications';
import { MAX_OWN_REVIEWS, type AdminSession } from '../types';
import { endRental, slotsOfBooking } from './calendar';
import { applyPlan } from './applyPlan';
import { retryRefused } from './reviews';
import { mapErrors } from './context';

const STATUSES: BookingStatus[] = [
  'pending',
  'pending_admin',
  'confirmed',
  'rejected',
  'cancelled',
];

export function createAdminSession(
  db: Firestore,
  now: () => Date,
  close: () => Promise<void>,
): AdminSession {
  /**
   * Valider / Refuser: the shared plan, in a transaction of the admin's app. A confirmation
   * moves its host's document counter (issue 15): when a concurrent confirmation of the same
   * host commits first, the rules refuse this one (its counter is no longer the last + 1) and
   * the plan runs again on what is stored now (retryRefused), so both get their numbers.
   */
  const decide = (bookingId: string, status: 'confirmed' | 'rejected', reason?: string | null) =>
    mapErrors(() =>
      retryRefused(() =>
        applyPlan(db, planBookingDecision({ bookingId, status, now: now(), reason })),
      ),
    );
  /** A request created at or before this time has expired (24 h without a decision). */
  const expiryCutoff = () => Timestamp.fromMillis(now().getTime() - DECISION_WINDOW_MS);
  /**
   * The confirmed monthly rentals, the indefinite ones only when `indefinite`: one query,
   * equalities only (no composite index).
   */
  const confirmedRentals = async (indefinite = false) => {
    const snap = await getDocs(
      query(
        collection(db, 'bookings'),
        where('status', '==', 'confirmed'),
        where('rentalType', '==', 'monthly'),
        ...(indefinite ? [where('isIndefinite', '==', true)] : []),
      ),
    );
    return parseEach(snap.docs, parseBooking);
  };

  return {
    stats: () =>
      mapErrors(async () => {
        // Server-side aggregations: the dashboard never downloads whole collections.
        const count = async (name: string, ...c: QueryConstraint[]) =>
          (await getCount(query(collection(db, name), ...c))).data().count;
        const [
          users,
          hosts,
          tenants,
          approved,
          waiting,
          revisions,
          refused,
          expired,
          revenueSnap,
          ...perStatus
        ] = await Promise.all([
          count('users'),
          count('users', where('role', '==', 'host')),
          count('users', where('role', '==', 'tenant')),
          count('listings', where('isApproved', '==', true)),
          count('listings', where('isApproved', '==', false)),
          // approved listings with an edit waiting: ordering by its date leaves out those
          // without one (the Bureaux tab's query and index: isApproved, revision.submittedAt)
          count(
            'listings',
            where('isApproved', '==', true),
            orderBy('revision.submittedAt', 'desc'),
          ),
          // refused listings (never approved: firestore.rules): ordering by the refusal's date
          // leaves out those without one (its single-field index)
          count('listings', orderBy('refusal.at', 'desc')),
          // expired requests, ordered like notifyExpired's query so that the same index
          // serves both (bookings: status, createdAt descending)
          count(
            'bookings',
            where('status', '==', 'pending_admin'),
            where('createdAt', '<=', expiryCutoff()),
            orderBy('createdAt', 'desc'),
          ),
          getAggregate(query(collection(db, 'bookings'), where('status', '==', 'confirmed')), {
            total: sum('totalPrice'),
          }),
          ...STATUSES.map((st) => count('bookings', where('status', '==', st))),
        ]);
        const byStatus = Object.fromEntries(STATUSES.map((st, i) => [st, perStatus[i]])) as Record<
          BookingStatus,
          number
        >;
        return {
          users,
          hosts,
          tenants,
          listingsApproved: approved,
          listingsWaiting: Math.max(0, waiting - refused),
          listingsRefused: refused,
          revisionsWaiting: revisions,
          bookingsByStatus: byStatus,
          confirmedRevenue: revenueSnap.data().total ?? 0,
          expiredRequests: expired,
        };
      }),
    listBookings: (statuses) =>
      mapErrors(async () => {
        const snap = await getDocs(
          query(collection(db, 'bookings'), where('status', 'in', statuses)),
        );
        return newestFirst(parseEach(snap.docs, parseBooking));
      }),
    // Both queries with one cutoff; index bookings status + createdAt descending (the history's).
    listPendingRequests: ({ pageSize, cursor }) =>
      mapErrors(async () => {
        const cutoff = expiryCutoff();
        const pending = where('status', '==', 'pending_admin');
        const [open, expired] = await Promise.all([
          cursor
            ? []
            : getDocs(
                query(
                  collection(db, 'bookings'),
                  pending,
                  where('createdAt', '>', cutoff),
                  orderBy('createdAt', 'desc'),
                ),
              ).then((snap) => parseEach(snap.docs, parseBooking)),
          newestPage(
            db,
            'bookings',
            parseBooking,
            pageSize,
            cursor,
            and(pending, where('createdAt', '<=', cutoff)),
          ),
        ]);
        return { items: [...open, ...expired.items], nextCursor: expired.nextCursor };
      }),
    // confirmed, rejected or cancelled, or a request 24 hours old or more (expired), newest
    // first; or one of them (each an equality on status: the index status + createdAt serves all)
    listBookingHistory: ({ filter, pageSize, cursor }) =>
      mapErrors(() => {
        const expired = and(
          where('status', '==', 'pending_admin'),
          where('createdAt', '<=', expiryCutoff()),
        );
        const constraint =
          filter === 'all'
            ? or(where('status', 'in', ['confirmed', 'rejected', 'cancelled']), expired)
            : filter === 'expired'
              ? expired
              : and(where('status', '==', filter));
        return newestPage(db, 'bookings', parseBooking, pageSize, cursor, constraint);
      }),
    confirmBooking: (id) => decide(id, 'confirmed'),
    rejectBooking: (id, reason) => decide(id, 'rejected', reason),
    // (the avoir moves its host's counter: run again when a concurrent one took the number)
    cancelConfirmedBooking: (id, reason) =>
      mapErrors(() =>
        retryRefused(() =>
          applyPlan(db, planCancelConfirmed({ bookingId: id, now: now(), reason })),
        ),
      ),
    endMonthlyRental: (id, lastDay) => mapErrors(() => endRental(db, now(), id, lastDay)),
    bookingConflicts: (id) =>
      mapErrors(() => applyPlan(db, planBookingConflicts({ bookingId: id, now: now() }))),
    // One transaction per confirmed monthly rental with days to add, after range queries of
    // its last days held, newest first (../shared/monthlyHolds.ts, heldPrefix).
    extendMonthlyHolds: () =>
      mapErrors(async () =>
        extendMonthlyRentals(await confirmedRentals(), now, {
          heldDays: async (booking, first, last) =>
            (await slotsOfBooking(db, booking.listingId, booking.id, first, last)).map(
              (s) => s.day,
            ),
          apply: (plan) => applyPlan(db, plan),
        }),
      ),
    // One query of the confirmed indefinite rentals; their totals say the months invoiced
    // (../shared/monthDocuments.ts).
    issueMonthDocuments: () =>
      mapErrors(async () =>
        issueMonthDocuments(await confirmedRentals(true), now, {
          // (the document moves its host's counter: run again when a concurrent one took the number)
          apply: (plan) => retryRefused(() => applyPlan(db, plan)),
        }),
      ),
    // Each query of the filter newest first (createdAt, or revision.submittedAt for the edits
    // waiting), merged (@/domain/mergedPages). Indexes: listings isApproved + createdAt
    // descending, isApproved + revision.submittedAt descending.
    listListings: ({ filter, pageSize, cursor }) =>
      mapErrors(() =>
        mergedPage(
          listingQueries(filter).map((q): Stream<Listing> => ({
            key: (l) => listingQueryDate(l, q),
            read: async (after, count) => {
              const snap = await getDocs(
                query(
                  collection(db, 'listings'),
                  ...(q.approved === null ? [] : [where('isApproved', '==', q.approved)]),
                  orderBy(
                    q.byRefusal
                      ? 'refusal.at'
                      : q.byRevision
                        ? 'revision.submittedAt'
                        : 'createdAt',
                    'desc',
                  ),
                  orderBy(documentId(), 'desc'),
                  ...(after ? [startAfter(Timestamp.fromMillis(after[0]), after[1])] : []),
                  limit(count),
                ),
              );
              return parseEach(snap.docs, parseListing);
            },
          })),
          cursor,
          pageSize,
        ),
      ),
    setListingApproval: (id, approved, seen) =>
      mapErrors(() => applyPlan(db, planListingApproval({ id, approved, now: now(), seen }))),
    refuseListing: (id, reason, seen) =>
      mapErrors(() => applyPlan(db, planRefuseListing({ id, reason, now: now(), seen }))),
    decideRevision: (id, approve, reason, seen) =>
      mapErrors(() => applyPlan(db, planDecideRevision({ id, approve, now: now(), reason, seen }))),
    listMail: ({ pageSize, cursor }) =>
      mapErrors(() => newestPage(db, 'mail', parseMail, pageSize, cursor)),
    // Expired requests (pending over 24 h) not told yet, read newest first down to the first one
    // told (../shared/expiry.ts), then told oldest first, each in its transaction
    // (planExpiryNotice checks again). Index: bookings status + createdAt descending.
    notifyExpired: () =>
      mapErrors(async () => {
        const cutoff = expiryCutoff();
        const snapshots = new Map<string, QueryDocumentSnapshot>();
        const ids = await untoldExpired(
          async (after) => {
            const snap = await getDocs(
              query(
                collection(db, 'bookings'),
                where('status', '==', 'pending_admin'),
                where('createdAt', '<=', cutoff),
                orderBy('createdAt', 'desc'),
                ...(after ? [startAfter(snapshots.get(after.id))] : []),
                limit(EXPIRY_PAGE),
              ),
            );
            snap.docs.forEach((d) => snapshots.set(d.id, d));
            return parseEach(snap.docs, parseBooking);
          },
          async (b) => (await getDoc(doc(db, expiryNoticePath(b)))).exists(),
        );
        let told = 0;
        for (const id of ids) {
          told += await applyPlan(db, planExpiryNotice({ bookingId: id, now: now() }));
        }
        return told;
      }),
    // one word on the server (searchKeys array-contains), the others on what it returns
    listUsers: ({ search = '', role = '', pageSize, cursor }) =>
      mapErrors(async () => {
        const terms = searchTerms(search);
        const key = queryKey(terms);
        const filters = [
          ...(role ? [where('role', '==', role)] : []),
          ...(key ? [where('searchKeys', 'array-contains', key)] : []),
        ];
        const page = await keptPage(
          (at) =>
            newestPage(
              db,
              'users',
              (id, raw) => profileItem(parseProfile(id, raw)),
              pageSize,
              at,
              filters.length ? and(...filters) : undefined,
            ),
          // one word: the query's answer is the page; more: the others are checked on it
          terms.length > 1 ? (u) => matchesUserSearch(terms, u) : null,
          cursor,
          pageSize,
        );
        return { items: page.items.map(profileOf), nextCursor: page.nextCursor };
      }),
    getUser: (uid) =>
      mapErrors(async () => {
        const snap = await getDoc(doc(db, userPath(uid)));
        return snap.exists() ? parseProfile(uid, snap.data()) : null;
      }),
    // (firestore.rules "bookings", "documents": the admin reads any; one booking's are few)
    getBookingFile: (bookingId) =>
      mapErrors(async () => {
        const [booking, documents] = await Promise.all([
          getDoc(doc(db, bookingPath(bookingId))),
          getDocs(query(collection(db, 'documents'), where('bookingId', '==', bookingId))),
        ]);
        return {
          booking: booking.exists() ? parseBooking(bookingId, booking.data()) : null,
          documents: bySequence(parseEach(documents.docs, parseIssuedDocument)),
        };
      }),
    listListingReviews: (listingId) =>
      mapErrors(async () => {
        const snap = await getDocs(
          query(
            collection(db, 'reviews'),
            where('listingId', '==', listingId),
            orderBy('createdAt', 'desc'),
            limit(MAX_OWN_REVIEWS),
          ),
        );
        return parseEach(snap.docs, parseReview);
      }),
    hideReview: (reviewId, reason) =>
      mapErrors(() => retryRefused(() => applyPlan(db, planHideReview({ reviewId, reason })))),
    lock: close,
  };
}
