/**
 * Bookings on Firestore. Creating and cancelling are the shared plans (../shared/plans),
 * run in a Firestore transaction by ./applyPlan.ts; ../local/bookings.ts runs the same plans.
 */
import { collection, doc, getDocs, query, where } from 'firebase/firestore/lite';
import { newestFirst } from '@/domain/bookingRules';
import { parseBooking, parseEach } from '../shared/converters';
import { planCancelBooking, planCreateBooking } from '../shared/plans';
import type { BookingsService } from '../types';
import { applyPlan } from './applyPlan';
import { mapErrors, type FirebaseContext } from './context';

export function createBookingsService(ctx: FirebaseContext): BookingsService {
  const { db } = ctx;
  return {
    createBooking: (request) =>
      mapErrors(() => {
        const uid = ctx.requireUid();
        const bookingId = doc(collection(db, 'bookings')).id;
        return applyPlan(db, planCreateBooking({ request, uid, bookingId, now: ctx.now() }));
      }),
    listBookingsForUser: (uid, role) =>
      mapErrors(async () => {
        const field = role === 'tenant' ? 'tenantId' : 'hostId';
        const snap = await getDocs(query(collection(db, 'bookings'), where(field, '==', uid)));
        return newestFirst(parseEach(snap.docs, parseBooking));
      }),
    cancelBooking: (bookingId) =>
      mapErrors(() =>
        applyPlan(db, planCancelBooking({ bookingId, uid: ctx.requireUid(), now: ctx.now() })),
      ),
  };
}
