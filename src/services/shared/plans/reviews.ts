/**
 * Reviews (issue 15; docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing):
 * reviews/{bookingId}, and the listing's rating aggregate moved in the same write. Each plan
 * reads the review and its listing in the transaction, so two reviews of one listing written at
 * once both count (the second transaction runs again on the first one's aggregate).
 */
import { REVIEW_LIMITS } from '@/domain/limits';
import {
  addRating,
  canAnswerReview,
  canEditAnswer,
  canEditReview,
  changeRating,
  isValidRating,
  isValidReviewText,
  removeRating,
  reviewEligibility,
  type RatingAggregate,
} from '@/domain/reviews';
import type { Review } from '@/domain/types';
import type { ReviewInput } from '../../types';
import { parseBooking, parseListing, parseReview } from '../converters';
import { bookingNotices } from './notices';
import {
  bookingPath,
  fail,
  listingPath,
  read,
  reviewPath,
  SERVER_TIMESTAMP,
  write,
  type DocData,
  type Plan,
  type PlanWrite,
} from './plan';

function aggregateOf(listing: DocData, id: string): RatingAggregate {
  const l = parseListing(id, listing);
  return { sum: l.ratingSum, count: l.ratingCount };
}

/** The listing's update that goes with a review's write. */
function aggregateWrite(listingId: string, reviewId: string, agg: RatingAggregate): PlanWrite {
  return {
    op: 'update',
    path: listingPath(listingId),
    data: { ratingSum: agg.sum, ratingCount: agg.count, lastReviewId: reviewId },
  };
}

/** Reads the review, then its listing; `next` decides from both. */
function withReviewAndListing<T>(
  reviewId: string,
  next: (review: Review, listing: DocData) => Plan<T>,
): Plan<T> {
  return read([reviewPath(reviewId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const review = parseReview(reviewId, raw);
    return read([listingPath(review.listingId)], ([listing]) =>
      listing ? next(review, listing) : fail('not-found'),
    );
  });
}

function checkContent<T>(rating: number, text: string): Plan<T> | null {
  if (!isValidRating(rating) || !isValidReviewText(text)) return fail('invalid-argument');
  return null;
}

/**
 * The booking's tenant reviews it: confirmed, ended, within 30 days, not reviewed yet.
 * not-found, permission-denied (not their booking), invalid-argument, review/not-eligible (the
 * refusal in its message: not-confirmed, not-ended, window-closed), review/exists.
 */
export function planCreateReview({
  bookingId,
  uid,
  input,
  now,
}: {
  bookingId: string;
  uid: string;
  input: ReviewInput;
  now: Date;
}): Plan<Review> {
  const bad = checkContent<Review>(input.rating, input.text);
  if (bad) return bad;
  return read([bookingPath(bookingId), reviewPath(bookingId)], ([rawBooking, existing]) => {
    if (!rawBooking) return fail('not-found');
    const booking = parseBooking(bookingId, rawBooking);
    if (booking.tenantId !== uid) return fail('permission-denied');
    if (existing) return fail('review/exists');
    const eligibility = reviewEligibility(booking, now);
    if (!eligibility.canReview) return fail('review/not-eligible', eligibility.reason ?? undefined);
    return read([listingPath(booking.listingId)], ([listing]) => {
      if (!listing) return fail('not-found');
      const text = input.text.trim();
      const review: Review = {
        id: bookingId,
        listingId: booking.listingId,
        hostId: booking.hostId,
        tenantId: uid,
        tenantName: booking.tenantName,
        rating: input.rating,
        text,
        createdAt: now,
        updatedAt: now,
        answer: null,
        hidden: null,
      };
      const agg = addRating(aggregateOf(listing, booking.listingId), input.rating);
      return write(
        [
          {
            op: 'set',
            path: reviewPath(bookingId),
            data: {
              listingId: review.listingId,
              hostId: review.hostId,
              tenantId: uid,
              tenantName: review.tenantName,
              rating: review.rating,
              text,
              createdAt: SERVER_TIMESTAMP,
              updatedAt: SERVER_TIMESTAMP,
              answer: null,
              hidden: false,
            },
          },
          aggregateWrite(booking.listingId, bookingId, agg),
          // its host is told, in the same write (firestore.rules bookingEvent: review-posted)
          ...bookingNotices('review-posted', booking, [booking.hostId]),
        ],
        review,
      );
    });
  });
}

/**
 * Its tenant edits the rating and text within 48 hours of writing it, while it is not hidden.
 * not-found, permission-denied, invalid-argument, review/edit-closed.
 */
export function planEditReview({
  reviewId,
  uid,
  input,
  now,
}: {
  reviewId: string;
  uid: string;
  input: ReviewInput;
  now: Date;
}): Plan<void> {
  const bad = checkContent<void>(input.rating, input.text);
  if (bad) return bad;
  return withReviewAndListing(reviewId, (review, listing) => {
    if (review.tenantId !== uid) return fail('permission-denied');
    if (review.hidden || !canEditReview(review, now)) return fail('review/edit-closed');
    const agg = changeRating(aggregateOf(listing, review.listingId), review.rating, input.rating);
    return write(
      [
        {
          op: 'update',
          path: reviewPath(reviewId),
          data: { rating: input.rating, text: input.text.trim(), updatedAt: SERVER_TIMESTAMP },
        },
        aggregateWrite(review.listingId, reviewId, agg),
      ],
      undefined,
    );
  });
}

/** An answer as it is written (trimmed), null when it is empty or over 2,000 characters. */
function answerText(text: string): string | null {
  const answer = text.trim();
  const { min, max } = REVIEW_LIMITS.answer;
  return answer.length < min || answer.length > max ? null : answer;
}

/**
 * The listing's host answers once (1 to 2,000 characters), and its tenant is told in the same
 * write (the notice names the listing by the booking's title, as every booking notice does).
 * not-found, permission-denied, invalid-argument, review/answered.
 */
export function planAnswerReview({
  reviewId,
  uid,
  text,
}: {
  reviewId: string;
  uid: string;
  text: string;
}): Plan<void> {
  const answer = answerText(text);
  if (answer === null) return fail('invalid-argument');
  return read([reviewPath(reviewId), bookingPath(reviewId)], ([raw, rawBooking]) => {
    if (!raw || !rawBooking) return fail('not-found');
    const review = parseReview(reviewId, raw);
    if (review.hostId !== uid) return fail('permission-denied');
    // hidden by the admin meanwhile: an answer nobody would read (firestore.rules: refused)
    if (review.hidden) return fail('review/hidden');
    if (!canAnswerReview({ answer: review.answer?.text ?? null })) return fail('review/answered');
    const booking = parseBooking(reviewId, rawBooking);
    return write(
      [
        {
          op: 'update',
          path: reviewPath(reviewId),
          data: { answer: { text: answer, createdAt: SERVER_TIMESTAMP } },
        },
        ...bookingNotices('review-answered', booking, [review.tenantId]),
      ],
      undefined,
    );
  });
}

/**
 * The listing's host corrects their answer (1 to 2,000 characters) within 48 hours of giving it
 * (canEditAnswer): its text and editedAt change, its createdAt stays (the window's start). The
 * tenant is not told again: review-answered is told once. not-found, permission-denied,
 * invalid-argument, review/not-answered, review/answer-closed.
 */
export function planEditAnswer({
  reviewId,
  uid,
  text,
  now,
}: {
  reviewId: string;
  uid: string;
  text: string;
  now: Date;
}): Plan<void> {
  const answer = answerText(text);
  if (answer === null) return fail('invalid-argument');
  return read<void>([reviewPath(reviewId)], ([raw]) => {
    if (!raw) return fail('not-found');
    const review = parseReview(reviewId, raw);
    if (review.hostId !== uid) return fail('permission-denied');
    if (review.hidden) return fail('review/hidden');
    if (review.answer === null) return fail('review/not-answered');
    if (!canEditAnswer(review, now)) return fail('review/answer-closed');
    const stored = raw.answer as DocData;
    return write(
      [
        {
          op: 'update',
          path: reviewPath(reviewId),
          // the stored createdAt as it was read (firestore.rules: unchanged)
          data: {
            answer: { text: answer, createdAt: stored.createdAt, editedAt: SERVER_TIMESTAMP },
          },
        },
      ],
      undefined,
    );
  });
}

/**
 * The admin hides a review with a reason (1 to 500 characters): it stays, out of the listing's
 * page and out of its average, and its tenant and its host are told why (review-hidden), in the
 * same write. not-found, invalid-argument, review/hidden.
 */
export function planHideReview({
  reviewId,
  reason,
}: {
  reviewId: string;
  reason: string;
}): Plan<void> {
  const why = reason.trim();
  if (why.length < 1 || why.length > REVIEW_LIMITS.hideReasonMax) return fail('invalid-argument');
  // (a review's id is its booking's, read with it: its notices name the stay as the booking
  // holds it)
  return read([reviewPath(reviewId), bookingPath(reviewId)], ([raw, rawBooking]) => {
    if (!raw || !rawBooking) return fail('not-found');
    const review = parseReview(reviewId, raw);
    if (review.hidden) return fail('review/hidden');
    const booking = parseBooking(reviewId, rawBooking);
    return read([listingPath(review.listingId)], ([listing]) => {
      if (!listing) return fail('not-found');
      const agg = removeRating(aggregateOf(listing, review.listingId), review.rating);
      return write(
        [
          {
            op: 'update',
            path: reviewPath(reviewId),
            data: { hidden: { reason: why, at: SERVER_TIMESTAMP } },
          },
          aggregateWrite(review.listingId, reviewId, agg),
          ...bookingNotices('review-hidden', booking, [review.tenantId, review.hostId], {
            reason: why,
          }),
        ],
        undefined,
      );
    });
  });
}
