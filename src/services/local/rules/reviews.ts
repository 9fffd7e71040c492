/**
 * reviews/{reviewId} and the rating aggregate of listings/{listingId} (firestore.rules,
 * "reviews"; docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing).
 */
import { REVIEW_LIMITS } from '@/domain/limits';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  DAY_MS,
  signedIn,
  isAdmin,
  requestTime,
  isRecord,
  str,
  tsMs,
  dayMs,
  hasOnly,
  changedOnly,
  deepEqual,
} from './helpers';

const HOUR_MS = 3_600_000;

/** ratingKeys(): the listing's aggregate and the review it names. */
export const RATING_KEYS = ['ratingSum', 'ratingCount', 'lastReviewId'] as const;

export const REVIEW_KEYS = [
  'listingId',
  'hostId',
  'tenantId',
  'tenantName',
  'rating',
  'text',
  'createdAt',
  'updatedAt',
  'answer',
  'hidden',
] as const;

const reviewPath = (id: string) => `reviews/${id}`;
const bookingOf = (env: RuleEnv, id: string) => env.get(`bookings/${id}`);

/** rated(r) / counted(r): what a review adds to its listing's aggregate, unless hidden. */
const rated = (r: Doc) => (r.hidden === false ? (r.rating as number) : 0);
const counted = (r: Doc) => (r.hidden === false ? 1 : 0);
/** A document's field, or `fallback` when absent (`d.get(key, fallback)`). */
const field = (d: Doc, key: string, fallback: unknown) => (key in d ? d[key] : fallback);

/** reviewBefore(id): the review before the write; one counting nothing when there was none. */
function reviewBefore(env: RuleEnv, id: string): Doc {
  return env.get(reviewPath(id)) ?? { hidden: true };
}

/**
 * aggregateFollows(listingId): the listing's update moves only its aggregate and the review it
 * names, which the same write changes (the review's own rules say who may), by exactly that
 * review's change.
 */
export function aggregateFollows(
  env: RuleEnv,
  listingId: string,
  before: Doc,
  after: Doc,
): boolean {
  if (typeof after.lastReviewId !== 'string') return false;
  const r = env.getAfter(reviewPath(after.lastReviewId));
  if (!r) return false;
  const r0 = reviewBefore(env, after.lastReviewId);
  return (
    changedOnly(before, after, RATING_KEYS) &&
    r.listingId === listingId &&
    !deepEqual(r, r0) &&
    after.ratingSum === (field(before, 'ratingSum', 0) as number) + rated(r) - rated(r0) &&
    after.ratingCount === (field(before, 'ratingCount', 0) as number) + counted(r) - counted(r0)
  );
}

/**
 * aggregateMoved(id, before, after): the review's side: its listing, after the same write,
 * names it and its sum moved by the review's change (the count: see firestore.rules).
 */
function aggregateMoved(env: RuleEnv, id: string, before: Doc, after: Doc): boolean {
  const path = `listings/${String(after.listingId)}`;
  const l0 = env.get(path);
  const l = env.getAfter(path);
  if (!l0 || !l) return false;
  return (
    field(l, 'lastReviewId', '') === id &&
    field(l, 'ratingSum', 0) ===
      (field(l0, 'ratingSum', 0) as number) + rated(after) - rated(before)
  );
}

function validReviewContent(d: Doc): boolean {
  return (
    typeof d.rating === 'number' &&
    Number.isInteger(d.rating) &&
    d.rating >= REVIEW_LIMITS.rating.min &&
    d.rating <= REVIEW_LIMITS.rating.max &&
    str(d.text, REVIEW_LIMITS.text.min, REVIEW_LIMITS.text.max)
  );
}

/** monthLaterMs(day): midnight UTC a month after `day` (31 January gives 1 March: monthsAfter). */
export function monthLaterMs(day: string): number {
  const [y0, m0, d] = day.split('-').map(Number);
  return monthAfterMs(y0, m0, d);
}

/** monthAfterMs(year, month, day): the same for the day year-month-day (month 1 to 12). */
export function monthAfterMs(y0: number, m0: number, d: number): number {
  return monthsAfterMs(y0, m0, d, 1);
}

/** monthsAfterMs(year, month, day, k): midnight UTC of the day k months after it (k >= 0). */
export function monthsAfterMs(y0: number, m0: number, d: number, k: number): number {
  const i = m0 - 1 + k;
  const y = y0 + Math.trunc(i / 12);
  const m = (i % 12) + 1;
  const first = Date.UTC(y, m - 1, 1);
  const next = Date.UTC(m === 12 ? y + 1 : y, m % 12, 1);
  const at = first + (d - 1) * DAY_MS;
  return at < next ? at : next;
}

/** reviewOpensMs(b): midnight UTC of the day the booking's review opens. */
export function reviewOpensMs(b: Doc): number {
  return b.rentalType === 'daily'
    ? dayMs(String(b.endDate)) + DAY_MS
    : monthLaterMs(String(b.startDate));
}

function newReview(env: RuleEnv, id: string, d: Doc): boolean {
  const b = bookingOf(env, id);
  if (!signedIn(env) || !b) return false;
  const opens = reviewOpensMs(b);
  const now = env.now.getTime();
  return (
    // (every key is read below: a missing one is refused)
    hasOnly(d, REVIEW_KEYS) &&
    b.tenantId === env.auth.uid &&
    b.status === 'confirmed' &&
    d.tenantId === b.tenantId &&
    d.listingId === b.listingId &&
    d.hostId === b.hostId &&
    d.tenantName === b.tenantName &&
    validReviewContent(d) &&
    d.createdAt === requestTime(env) &&
    d.updatedAt === requestTime(env) &&
    d.answer === null &&
    d.hidden === false &&
    now + HOUR_MS >= opens &&
    opens + REVIEW_LIMITS.windowDays * DAY_MS > now &&
    aggregateMoved(env, id, { hidden: true }, d)
  );
}

function validAnswer(a: unknown, env: RuleEnv): boolean {
  return (
    isRecord(a) &&
    hasOnly(a, ['text', 'createdAt']) &&
    str(a.text, REVIEW_LIMITS.answer.min, REVIEW_LIMITS.answer.max) &&
    a.createdAt === requestTime(env)
  );
}

/** validAnswerEdit(): a correction of answer `a0`, within 48 hours of it. */
function validAnswerEdit(a0: unknown, a: unknown, env: RuleEnv): boolean {
  // (firestore.rules: reading a missing answer's createdAt is an error, which denies)
  if (!isRecord(a0) || !('createdAt' in a0)) return false;
  return (
    isRecord(a) &&
    hasOnly(a, ['text', 'createdAt', 'editedAt']) &&
    str(a.text, REVIEW_LIMITS.answer.min, REVIEW_LIMITS.answer.max) &&
    a.createdAt === a0.createdAt &&
    a.editedAt === requestTime(env) &&
    env.now.getTime() < tsMs(a0.createdAt) + REVIEW_LIMITS.editHours * HOUR_MS
  );
}

function validHidden(h: unknown, env: RuleEnv): boolean {
  return (
    isRecord(h) &&
    hasOnly(h, ['reason', 'at']) &&
    str(h.reason, 1, REVIEW_LIMITS.hideReasonMax) &&
    h.at === requestTime(env)
  );
}

export function reviewsRule(
  env: RuleEnv,
  op: DocOperation,
  reviewId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      if (
        before !== null &&
        (before.hidden === false ||
          (signedIn(env) && (before.tenantId === env.auth.uid || before.hostId === env.auth.uid)))
      ) {
        return true;
      }
      if (isAdmin(env)) return true;
      // The booking's tenant, whether or not the review exists yet.
      return op === 'get' && signedIn(env) && bookingOf(env, reviewId)?.tenantId === env.auth.uid;
    case 'create':
      return after !== null && newReview(env, reviewId, after);
    case 'update':
      if (before === null || after === null || !signedIn(env)) return false;
      // The tenant edits the rating and the text for 48 hours, while it is not hidden.
      if (
        before.tenantId === env.auth.uid &&
        before.hidden === false &&
        changedOnly(before, after, ['rating', 'text', 'updatedAt']) &&
        after.updatedAt === requestTime(env) &&
        env.now.getTime() < tsMs(before.createdAt) + REVIEW_LIMITS.editHours * HOUR_MS &&
        validReviewContent(after) &&
        aggregateMoved(env, reviewId, before, after)
      ) {
        return true;
      }
      // The host answers once, while it is not hidden.
      if (
        before.hostId === env.auth.uid &&
        before.answer === null &&
        before.hidden === false &&
        changedOnly(before, after, ['answer']) &&
        validAnswer(after.answer, env)
      ) {
        return true;
      }
      // The host corrects that answer within 48 hours of giving it, while it is not hidden.
      if (
        before.hostId === env.auth.uid &&
        before.hidden === false &&
        changedOnly(before, after, ['answer']) &&
        validAnswerEdit(before.answer, after.answer, env)
      ) {
        return true;
      }
      // The admin hides it with a reason (out of the listing's page and average).
      return (
        isAdmin(env) &&
        before.hidden === false &&
        changedOnly(before, after, ['hidden']) &&
        validHidden(after.hidden, env) &&
        aggregateMoved(env, reviewId, before, after)
      );
    default:
      return false;
  }
}
