/**
 * The admin gate on Firebase: the password signs in the admin account in an isolated app
 * (the visitor's own session is untouched); its custom claim admin == true opens the session.
 */
import { deleteApp } from 'firebase/app';
import {
  collection,
  doc,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
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
import type { BookingStatus } from '@/domain/types';
import {
  parseBooking,
  parseEach,
  parseListing,
  parseProfile,
  parseReview,
} from '../shared/converters';
import {
  planBookingConflicts,
  planCancelConfirmed,
  planBookingDecision,
  planDecideRevision,
  expiryNoticePath,
  planExpiryNotice,
  planHideReview,
  planListingApproval,
  userPath,
} from '../shared/plans';
import { EXPIRY_PAGE, untoldExpired } from '../shared/expiry';
import { extendMonthlyRentals } from '../shared/monthlyHolds';
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import { parseMail } from '../shared/notices';
import { newestPage } from './notifications';
import { MAX_OWN_REVIEWS, ServiceError, type AdminService, type AdminSession } from '../types';
import { slotRangeEnd, slotsOf } from '../shared/calendar';
import { applyPlan } from './applyPlan';
import { retryRefused } from './reviews';
import { mapErrors, type FirebaseContext } from './context';

export function createAdminService(ctx: FirebaseContext): AdminService {
  return {
    unlock: (password) =>
      mapErrors(async () => {
        // Auth's SDK and the isolated app load with the gate (docs/decisions.md "Auth after the
        // first screen").
        const { firebaseIsolatedApp, signInWithEmailAndPassword, signOut } =
          await import('@/lib/firebaseAuth');
        const adminHandles = firebaseIsolatedApp('admin', ctx.env);
        try {
          const cred = await signInWithEmailAndPassword(
            adminHandles.auth,
            adminHandles.env.adminEmail,
            password,
          );
          const token = await cred.user.getIdTokenResult();
          if (token.claims.admin !== true) throw new ServiceError('admin/wrong-password');
        } catch (e) {
          await deleteApp(adminHandles.app).catch(() => undefined);
          const code = (e as { code?: string }).code ?? '';
          if (
            e instanceof ServiceError ||
            code.startsWith('auth/invalid') ||
            code === 'auth/wrong-password' ||
            code === 'auth/user-not-found'
          ) {
            throw new ServiceError('admin/wrong-password');
          }
          throw e;
        }
        return createAdminSession(adminHandles.db, ctx.now, async () => {
          await signOut(adminHandles.auth).catch(() => undefined);
          await deleteApp(adminHandles.app).catch(() => undefined);
        });
      }),
  };
}

const STATUSES: BookingStatus[] = [
  'pending',
  'pending_admin',
  'confirmed',
  'rejected',
  'cancelled',
];

function createAdminSession(
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
  const decide = (bookingId: string, status: 'confirmed' | 'rejected') =>
    mapErrors(() =>
      retryRefused(() => applyPlan(db, planBookingDecision({ bookingId, status, now: now() }))),
    );

  return {
    stats: () =>
      mapErrors(async () => {
        // Server-side aggregations: the dashboard never downloads whole collections.
        const count = async (name: string, ...c: QueryConstraint[]) =>
          (await getCount(query(collection(db, name), ...c))).data().count;
        const [users, hosts, tenants, approved, waiting, revenueSnap, ...perStatus] =
          await Promise.all([
            count('users'),
            count('users', where('role', '==', 'host')),
            count('users', where('role', '==', 'tenant')),
            count('listings', where('isApproved', '==', true)),
            count('listings', where('isApproved', '==', false)),
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
          listingsWaiting: waiting,
          bookingsByStatus: byStatus,
          confirmedRevenue: revenueSnap.data().total ?? 0,
        };
      }),
    listBookings: (statuses) =>
      mapErrors(async () => {
        const snap = await getDocs(
          query(collection(db, 'bookings'), where('status', 'in', statuses)),
        );
        return newestFirst(parseEach(snap.docs, parseBooking));
      }),
    confirmBooking: (id) => decide(id, 'confirmed'),
    rejectBooking: (id) => decide(id, 'rejected'),
    // (the avoir moves its host's counter: run again when a concurrent one took the number)
    cancelConfirmedBooking: (id) =>
      mapErrors(() =>
        retryRefused(() => applyPlan(db, planCancelConfirmed({ bookingId: id, now: now() }))),
      ),
    bookingConflicts: (id) =>
      mapErrors(() => applyPlan(db, planBookingConflicts({ bookingId: id, now: now() }))),
    // One transaction per confirmed monthly rental with days to add, after one range query of
    // the days it already holds (../shared/monthlyHolds.ts).
    extendMonthlyHolds: () =>
      mapErrors(async () => {
        const snap = await getDocs(
          query(
            collection(db, 'bookings'),
            where('status', '==', 'confirmed'),
            where('rentalType', '==', 'monthly'),
          ),
        );
        return extendMonthlyRentals(parseEach(snap.docs, parseBooking), now, {
          heldDays: async (booking, first, last) => {
            const mine = await getDocs(
              query(
                collection(db, 'listings', booking.listingId, 'occupancy'),
                where('bookingId', '==', booking.id),
                where(documentId(), '>=', first),
                where(documentId(), '<=', slotRangeEnd(last)),
              ),
            );
            return slotsOf(mine.docs).map((s) => s.day);
          },
          apply: (plan) => applyPlan(db, plan),
        });
      }),
    listAllListings: () =>
      mapErrors(async () => {
        const snap = await getDocs(query(collection(db, 'listings'), orderBy('createdAt', 'desc')));
        return parseEach(snap.docs, parseListing);
      }),
    setListingApproval: (id, approved) =>
      mapErrors(() => applyPlan(db, planListingApproval({ id, approved, now: now() }))),
    decideRevision: (id, approve, reason) =>
      mapErrors(() => applyPlan(db, planDecideRevision({ id, approve, now: now(), reason }))),
    listMail: ({ pageSize, cursor }) =>
      mapErrors(() => newestPage(db, 'mail', parseMail, pageSize, cursor)),
    // Expired requests (pending over 24 h) not told yet, read newest first down to the first one
    // told (../shared/expiry.ts), then told oldest first, each in its transaction
    // (planExpiryNotice checks again). Index: bookings status + createdAt descending.
    notifyExpired: () =>
      mapErrors(async () => {
        const cutoff = Timestamp.fromMillis(now().getTime() - DECISION_WINDOW_MS);
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
    listUsers: (filter = {}) =>
      mapErrors(async () => {
        const constraints: QueryConstraint[] = filter.role
          ? [where('role', '==', filter.role)]
          : [];
        const snap = await getDocs(query(collection(db, 'users'), ...constraints));
        const q = (filter.search ?? '').trim().toLowerCase();
        return newestFirst(
          parseEach(snap.docs, parseProfile).filter(
            (u) => !q || u.fullName.toLowerCase().includes(q) || u.email.toLowerCase().includes(q),
          ),
        );
      }),
    getUser: (uid) =>
      mapErrors(async () => {
        const snap = await getDoc(doc(db, userPath(uid)));
        return snap.exists() ? parseProfile(uid, snap.data()) : null;
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
