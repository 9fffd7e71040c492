/**
 * Reviews in the local store (issue 15). Writes are the shared plans
 * (../shared/plans/reviews.ts) in one store transaction; ../firebase/reviews.ts runs the same
 * plans. Queries carry the filters of their Firestore twins (hidden == false for the public).
 */
import type { Review } from '@/domain/types';
import { parseEach, parseReview } from '../shared/converters';
import {
  planAnswerReview,
  planCreateReview,
  planEditAnswer,
  planEditReview,
  reviewPath,
} from '../shared/plans';
import { decodeCursor, encodeCursor } from '../shared/search';
import { MAX_OWN_REVIEWS, REVIEWS_PAGE_SIZE, type ReviewsService } from '../types';
import { applyPlan } from './applyPlan';
import { byNewest, type LocalContext } from './context';
import { guardedGet, guardedList, listed, type Where } from './store';

export function createReviewsService(ctx: LocalContext): ReviewsService {
  const { db, wait } = ctx;
  const query = (where: Where[], who = ctx.caller()): Review[] =>
    parseEach(listed(guardedList(db.read(), who, ctx.now(), 'reviews', where)), parseReview).sort(
      byNewest,
    );
  /** A write plan as the signed-in caller, at the time it was made with. */
  const run = async <T>(plan: (uid: string, now: Date) => Parameters<typeof applyPlan<T>>[3]) => {
    await wait();
    const who = ctx.requireCaller();
    const now = ctx.now();
    return applyPlan(ctx, who, now, plan(who.uid, now));
  };
  return {
    createReview: (bookingId, input) =>
      run((uid, now) => planCreateReview({ bookingId, uid, input, now })),
    editReview: (reviewId, input) =>
      run((uid, now) => planEditReview({ reviewId, uid, input, now })),
    answerReview: (reviewId, text) => run((uid) => planAnswerReview({ reviewId, uid, text })),
    editAnswer: (reviewId, text) => run((uid, now) => planEditAnswer({ reviewId, uid, text, now })),

    async listListingReviews(listingId, cursor, pageSize = REVIEWS_PAGE_SIZE) {
      await wait();
      const all = query([
        { field: 'listingId', op: '==', value: listingId },
        { field: 'hidden', op: '==', value: false },
      ]);
      const c = cursor ? decodeCursor(cursor) : null;
      const after = c
        ? all.filter(
            (r) =>
              r.createdAt.getTime() < c.createdAtMs ||
              (r.createdAt.getTime() === c.createdAtMs && r.id < c.id),
          )
        : all;
      const page = after.slice(0, pageSize);
      const last = page[page.length - 1];
      const more = after.length > pageSize;
      return {
        items: page,
        nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    async getReviewForBooking(bookingId) {
      await wait();
      const raw = guardedGet(db.read(), ctx.requireCaller(), ctx.now(), reviewPath(bookingId));
      return raw ? parseReview(bookingId, raw) : null;
    },

    async listMyReviews() {
      await wait();
      const who = ctx.requireCaller();
      return query([{ field: 'tenantId', op: '==', value: who.uid }], who).slice(
        0,
        MAX_OWN_REVIEWS,
      );
    },

    async listHostReviews() {
      await wait();
      const who = ctx.requireCaller();
      return query([{ field: 'hostId', op: '==', value: who.uid }], who).slice(0, MAX_OWN_REVIEWS);
    },
  };
}
