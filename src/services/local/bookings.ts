/**
 * Bookings in the local store. Creating, cancelling and giving notice are the shared plans (../shared/plans),
 * run in one store transaction by ./applyPlan.ts; ../firebase/bookings.ts runs the same plans.
 */
import { bySequence } from '../shared/saleDocuments';
import { parseBooking, parseEach, parseIssuedDocument } from '../shared/converters';
import { parseContacts } from '../shared/notices';
import { bookingContactsPath, planCancelBooking, planCreateBooking } from '../shared/plans';
import { endRental } from './calendar';
import { MAX_OWN_DOCUMENTS, ServiceError, isServiceError, type BookingsService } from '../types';
import { applyPlan } from './applyPlan';
import { byNewest, type LocalContext } from './context';
import { guardedGet, guardedList, listed } from './store';

export function createBookingsService(ctx: LocalContext): BookingsService {
  const { db, wait } = ctx;
  return {
    async createBooking(request) {
      await wait();
      const who = ctx.requireCaller();
      const bookingId = db.newId('bkg');
      const now = ctx.now();
      return applyPlan(ctx, who, now, planCreateBooking({ request, uid: who.uid, bookingId, now }));
    },

    async listBookingsForUser(uid, role, between) {
      await wait();
      const who = ctx.requireCaller();
      // Firestore refuses a query it cannot prove readable: another user's list is refused
      // even when it would come back empty.
      if (who.uid !== uid) throw new ServiceError('permission-denied');
      const field = role === 'tenant' ? 'tenantId' : 'hostId';
      const rows = guardedList(db.read(), who, ctx.now(), 'bookings', [
        { field, op: '==', value: uid },
        ...(between
          ? [
              { field: 'listingId', op: '==' as const, value: between.listingId },
              { field: 'tenantId', op: '==' as const, value: between.tenantId },
            ]
          : []),
      ]);
      return parseEach(listed(rows), parseBooking).sort(byNewest);
    },

    async cancelBooking(bookingId) {
      await wait();
      const who = ctx.requireCaller();
      const at = ctx.now();
      await applyPlan(ctx, who, at, planCancelBooking({ bookingId, uid: who.uid, now: at }));
    },

    async giveNotice(bookingId, lastDay) {
      await wait();
      const who = ctx.requireCaller();
      await endRental(ctx, who, bookingId, lastDay, who.uid);
    },

    async getContacts(bookingId) {
      await wait();
      const who = ctx.requireCaller();
      try {
        const raw = guardedGet(db.read(), who, ctx.now(), bookingContactsPath(bookingId));
        return raw ? parseContacts(raw) : null;
      } catch (e) {
        // a missing document is refused, as on Firestore (the rule reads resource.data): none yet
        if (isServiceError(e, 'permission-denied')) return null;
        throw e;
      }
    },

    async getDocuments(bookingId, role) {
      await wait();
      const who = ctx.requireCaller();
      const rows = guardedList(db.read(), who, ctx.now(), 'documents', [
        { field: 'bookingId', op: '==', value: bookingId },
        { field: role === 'tenant' ? 'tenantId' : 'hostId', op: '==', value: who.uid },
      ]);
      return bySequence(parseEach(listed(rows), parseIssuedDocument));
    },

    async listMyDocuments(role) {
      await wait();
      const who = ctx.requireCaller();
      const rows = guardedList(db.read(), who, ctx.now(), 'documents', [
        { field: role === 'tenant' ? 'tenantId' : 'hostId', op: '==', value: who.uid },
      ]);
      return parseEach(listed(rows), parseIssuedDocument)
        .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || (a.id < b.id ? 1 : -1))
        .slice(0, MAX_OWN_DOCUMENTS);
    },
  };
}
