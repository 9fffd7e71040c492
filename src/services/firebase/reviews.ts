/**
 * Reviews on Firestore (issue 15). Writes are the shared plans (../shared/plans/reviews.ts) in a
 * transaction; ../local/reviews.ts runs the same plans. A listing's page of reviews is one
 * bounded query: listingId, hidden == false, newest first (firestore.indexes.json).
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit as qLimit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import type { Review } from '@/domain/types';
import { parseEach, parseReview } from '../shared/converters';
import { reviewPath } from '../shared/plans/plan';
import { decodeCursor, encodeCursor } from '../shared/search';
import { MAX_OWN_REVIEWS, REVIEWS_PAGE_SIZE, ServiceError, type ReviewsService } from '../types';
import { applyPlan } from './applyPlan';
import { plans } from './plans';
import { mapErrors, type FirebaseContext } from './context';

/**
 * Runs a review's write plan again when it is refused: two reviews of one listing at once both
 * read its aggregate, and the rules of the one that commits second see the first one's sum, so
 * Firestore refuses it (permission-denied) instead of aborting it for the SDK to retry
 * (docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing). Each run reads
 * everything again: a real refusal is refused again, at most ATTEMPTS times.
 */
const ATTEMPTS = 4;

export async function retryRefused<T>(run: () => Promise<T>, attempts = ATTEMPTS): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (e) {
      // (a ServiceError is the plan's own refusal: final)
      const code = (e as { code?: string } | null)?.code;
      if (e instanceof ServiceError || code !== 'permission-denied' || i >= attempts) throw e;
      await new Promise((r) => setTimeout(r, 50 * i + Math.random() * 100));
    }
  }
}

export function createReviewsService(ctx: FirebaseContext): ReviewsService {
  const { db } = ctx;
  const reviews = collection(db, 'reviews');
  const own = async (field: 'tenantId' | 'hostId'): Promise<Review[]> => {
    const snap = await getDocs(
      query(
        reviews,
        where(field, '==', ctx.requireUid()),
        orderBy('createdAt', 'desc'),
        qLimit(MAX_OWN_REVIEWS),
      ),
    );
    return parseEach(snap.docs, parseReview);
  };
  return {
    createReview: (bookingId, input) =>
      mapErrors(async () => {
        const { planCreateReview } = await plans();
        return retryRefused(() =>
          applyPlan(
            db,
            planCreateReview({ bookingId, uid: ctx.requireUid(), input, now: ctx.now() }),
          ),
        );
      }),
    editReview: (reviewId, input) =>
      mapErrors(async () => {
        const { planEditReview } = await plans();
        return retryRefused(() =>
          applyPlan(db, planEditReview({ reviewId, uid: ctx.requireUid(), input, now: ctx.now() })),
        );
      }),
    answerReview: (reviewId, text) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { planAnswerReview } = await plans();
        return applyPlan(db, planAnswerReview({ reviewId, uid, text }));
      }),
    editAnswer: (reviewId, text) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { planEditAnswer } = await plans();
        return applyPlan(db, planEditAnswer({ reviewId, uid, text, now: ctx.now() }));
      }),
    listListingReviews: (listingId, cursor, pageSize = REVIEWS_PAGE_SIZE) =>
      mapErrors(async () => {
        const c = cursor ? decodeCursor(cursor) : null;
        const snap = await getDocs(
          query(
            reviews,
            where('listingId', '==', listingId),
            where('hidden', '==', false),
            orderBy('createdAt', 'desc'),
            orderBy(documentId(), 'desc'),
            ...(c ? [startAfter(Timestamp.fromMillis(c.createdAtMs), c.id)] : []),
            qLimit(pageSize + 1),
          ),
        );
        const items = parseEach(snap.docs, parseReview);
        const more = items.length > pageSize;
        const page = items.slice(0, pageSize);
        const last = page[page.length - 1];
        return {
          items: page,
          nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
        };
      }),
    getReviewForBooking: (bookingId) =>
      mapErrors(async () => {
        ctx.requireUid();
        const snap = await getDoc(doc(db, reviewPath(bookingId)));
        return snap.exists() ? parseReview(snap.id, snap.data()) : null;
      }),
    listMyReviews: () => mapErrors(() => own('tenantId')),
    listHostReviews: () => mapErrors(() => own('hostId')),
  };
}
