/**
 * Bookings on Firestore. Creating, cancelling and giving notice are the shared plans (../shared/plans),
 * run in a Firestore transaction by ./applyPlan.ts; ../local/bookings.ts runs the same plans.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { newestFirst } from '@/domain/bookingRules';
import { bySequence } from '../shared/saleDocuments';
import { parseBooking, parseEach, parseIssuedDocument } from '../shared/converters';
import { parseContacts } from '../shared/notices';
import { bookingContactsPath } from '../shared/plans/plan';
import { endRental } from './calendar';
import { MAX_OWN_DOCUMENTS, isServiceError, type BookingsService } from '../types';
import { applyPlan } from './applyPlan';
import { plans } from './plans';
import { mapErrors, type FirebaseContext } from './context';

export function createBookingsService(ctx: FirebaseContext): BookingsService {
  const { db } = ctx;
  return {
    createBooking: (request) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { planCreateBooking } = await plans();
        const bookingId = doc(collection(db, 'bookings')).id;
        return applyPlan(db, planCreateBooking({ request, uid, bookingId, now: ctx.now() }));
      }),
    listBookingsForUser: (uid, role, between) =>
      mapErrors(async () => {
        const field = role === 'tenant' ? 'tenantId' : 'hostId';
        // equalities only: Firestore merges the single-field indexes, no composite index
        const narrow = between
          ? [where('listingId', '==', between.listingId), where('tenantId', '==', between.tenantId)]
          : [];
        const snap = await getDocs(
          query(collection(db, 'bookings'), where(field, '==', uid), ...narrow),
        );
        return newestFirst(parseEach(snap.docs, parseBooking));
      }),
    cancelBooking: (bookingId) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { planCancelBooking } = await plans();
        return applyPlan(db, planCancelBooking({ bookingId, uid, now: ctx.now() }));
      }),
    giveNotice: (bookingId, lastDay) =>
      mapErrors(() => endRental(db, ctx.now(), bookingId, lastDay, ctx.requireUid())),
    getContacts: (bookingId) =>
      mapErrors(async () => {
        ctx.requireUid();
        const snap = await getDoc(doc(db, bookingContactsPath(bookingId)));
        return snap.exists() ? parseContacts(snap.data()) : null;
      }).catch((e: unknown) => {
        // a missing document is refused (the rule reads resource.data): none yet
        if (isServiceError(e, 'permission-denied')) return null;
        throw e;
      }),
    // One query finds the facture or reçu and its avoir; constrained on the caller, as the
    // rules require of a list (firestore.rules "documents").
    getDocuments: (bookingId, role) =>
      mapErrors(async () => {
        const field = role === 'tenant' ? 'tenantId' : 'hostId';
        const snap = await getDocs(
          query(
            collection(db, 'documents'),
            where('bookingId', '==', bookingId),
            where(field, '==', ctx.requireUid()),
          ),
        );
        return bySequence(parseEach(snap.docs, parseIssuedDocument));
      }),
    // Index: documents tenantId (or hostId) + issuedAt desc (firestore.indexes.json).
    listMyDocuments: (role) =>
      mapErrors(async () => {
        const field = role === 'tenant' ? 'tenantId' : 'hostId';
        const snap = await getDocs(
          query(
            collection(db, 'documents'),
            where(field, '==', ctx.requireUid()),
            orderBy('issuedAt', 'desc'),
            limit(MAX_OWN_DOCUMENTS),
          ),
        );
        return parseEach(snap.docs, parseIssuedDocument);
      }),
  };
}
