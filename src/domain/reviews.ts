/**
 * Reviews (issue 15), pure: when a tenant may review a booking, how long a review stays
 * editable, and the rating aggregate a listing keeps (sum and count) with the line the listing
 * page shows ("4,6 ★ · 12 avis").
 *
 * - A review opens once the confirmed booking has ended, in Morocco's calendar: a daily booking
 *   the day after its last day; a monthly one (with or without an end) once its first month is
 *   over, on the day one month after its start (`monthsAfter(start, 1)`).
 * - It can be written for 30 days from that day: `opensAt` is the first day allowed, `closesAt`
 *   the first day no longer allowed (opensAt + 30 days).
 * - One review per booking; edits for 48 hours after it was written; the host answers once.
 */
import { addDays, monthsAfter, todayInMorocco } from './days';
import { formatNumber } from './format';
import { REVIEW_LIMITS } from './limits';
import type { Booking } from './types';
import { reviewsText } from '@/i18n/fr/reviews';
import { t } from '@/i18n/t';

export type ReviewRefusal = 'not-confirmed' | 'already-reviewed' | 'not-ended' | 'window-closed';

export interface ReviewEligibility {
  canReview: boolean;
  /** Why not, or null when the tenant can review. */
  reason: ReviewRefusal | null;
  /** "YYYY-MM-DD": the first day a review can be written. */
  opensAt: string;
  /** "YYYY-MM-DD": the first day a review can no longer be written. */
  closesAt: string;
}

/** The day a booking's review opens (see the module's comment). */
export function reviewOpensAt(
  booking: Pick<Booking, 'rentalType' | 'startDate' | 'endDate'>,
): string {
  if (booking.rentalType === 'daily') return addDays(booking.endDate ?? booking.startDate, 1);
  return monthsAfter(booking.startDate, 1);
}

/**
 * Whether a monthly rental still runs on `today` ("YYYY-MM-DD"): no last day yet, or one not
 * passed. Its review opens after its first month (reviewOpensAt), so the tenant's invitation
 * must not say the booking is over (TenantReviews).
 */
export function stillRenting(
  booking: Pick<Booking, 'rentalType' | 'endDate'>,
  today: string,
): boolean {
  return booking.rentalType === 'monthly' && (booking.endDate === null || booking.endDate >= today);
}

/** Whether the booking's tenant may review it now. */
export function reviewEligibility(
  booking: Pick<Booking, 'status' | 'rentalType' | 'startDate' | 'endDate'>,
  now: Date,
  { alreadyReviewed = false }: { alreadyReviewed?: boolean } = {},
): ReviewEligibility {
  const opensAt = reviewOpensAt(booking);
  const closesAt = addDays(opensAt, REVIEW_LIMITS.windowDays);
  const today = todayInMorocco(now);
  let reason: ReviewRefusal | null = null;
  if (booking.status !== 'confirmed') reason = 'not-confirmed';
  else if (alreadyReviewed) reason = 'already-reviewed';
  else if (today < opensAt) reason = 'not-ended';
  else if (today >= closesAt) reason = 'window-closed';
  return { canReview: reason === null, reason, opensAt, closesAt };
}

const HOUR_MS = 3_600_000;

/** The instant a review stops being editable: 48 hours after it was written. */
export function reviewEditableUntil(review: { createdAt: Date }): Date {
  return new Date(review.createdAt.getTime() + REVIEW_LIMITS.editHours * HOUR_MS);
}

/** A review can be edited until 48 hours after it was written (not at the 48th hour). */
export function canEditReview(review: { createdAt: Date }, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(review).getTime();
}

/** The instant a host's answer stops being editable: 48 hours after it was given. */
export function answerEditableUntil(answer: { createdAt: Date }): Date {
  return new Date(answer.createdAt.getTime() + REVIEW_LIMITS.editHours * HOUR_MS);
}

/**
 * The host corrects their answer until 48 hours after giving it (not at the 48th hour), as a
 * tenant their review (docs/decisions.md "Correcting an answer to a review").
 */
export function canEditAnswer(review: { answer: { createdAt: Date } | null }, now: Date): boolean {
  return review.answer !== null && now.getTime() < answerEditableUntil(review.answer).getTime();
}

/** The host answers a review once: not when it has an answer already. */
export function canAnswerReview(review: { answer: string | null }): boolean {
  return review.answer === null;
}

/** A whole number of stars from 1 to 5. */
export function isValidRating(rating: unknown): rating is number {
  return (
    Number.isInteger(rating) &&
    (rating as number) >= REVIEW_LIMITS.rating.min &&
    (rating as number) <= REVIEW_LIMITS.rating.max
  );
}

/** A review's text fits once trimmed: 20 to 2,000 characters. */
export function isValidReviewText(text: string): boolean {
  const n = text.trim().length;
  return n >= REVIEW_LIMITS.text.min && n <= REVIEW_LIMITS.text.max;
}

/** A listing's ratings: their sum and their count, kept together. */
export interface RatingAggregate {
  sum: number;
  count: number;
}

export const EMPTY_RATINGS: RatingAggregate = { sum: 0, count: 0 };

function assertRating(rating: number): void {
  if (!isValidRating(rating)) throw new RangeError(`A rating from 1 to 5 is expected: ${rating}`);
}

/** The aggregate with one more rating. */
export function addRating(agg: RatingAggregate, rating: number): RatingAggregate {
  assertRating(rating);
  return { sum: agg.sum + rating, count: agg.count + 1 };
}

/** The aggregate after a review's rating changed (an edit within 48 hours). */
export function changeRating(agg: RatingAggregate, from: number, to: number): RatingAggregate {
  assertRating(from);
  assertRating(to);
  if (agg.count < 1) throw new RangeError('No rating to change');
  return { sum: agg.sum - from + to, count: agg.count };
}

/** The aggregate without a rating (the admin hides its review). */
export function removeRating(agg: RatingAggregate, rating: number): RatingAggregate {
  assertRating(rating);
  if (agg.count < 1) throw new RangeError('No rating to remove');
  return { sum: agg.sum - rating, count: agg.count - 1 };
}

/**
 * The average in tenths, rounded half-up (46 for 4.55…4.64), in integers; null with no rating.
 */
export function averageTenths(agg: RatingAggregate): number | null {
  if (agg.count < 1) return null;
  return Math.floor((agg.sum * 20 + agg.count) / (agg.count * 2));
}

/** "4,6 ★ · 12 avis", "5,0 ★ · 1 avis"; null before the first review. */
export function averageText(agg: RatingAggregate): string | null {
  const tenths = averageTenths(agg);
  if (tenths === null) return null;
  const average = `${Math.floor(tenths / 10)},${tenths % 10}`;
  return t(reviewsText.average, { average, n: formatNumber(agg.count) });
}
