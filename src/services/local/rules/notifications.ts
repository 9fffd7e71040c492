/**
 * users/{uid}/notifications/{id}, mail/{id} and bookingContacts/{bookingId} (firestore.rules,
 * section "notify14"): a notice is accepted only when its event happens in the same write.
 */
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import {
  EVENT_MAIL_KEYS,
  MAIL_READER_KEY,
  MAIL_REASON_KEY,
  MAIL_STAY_KEYS,
} from '@/domain/notifications';
import type { Doc } from '../db';
import {
  type DocOperation,
  type RuleEnv,
  affectedKeys,
  changedOnly,
  hasAll,
  hasOnly,
  isAdmin,
  isRecord,
  monthIssued,
  requestTime,
  signedIn,
  tsMs,
  reasonText,
} from './helpers';
import { PUBLIC_CONTENT } from './listings';

const bookingAfter = (env: RuleEnv, id: unknown) =>
  typeof id === 'string' ? env.getAfter(`bookings/${id}`) : null;

/** bookingMoved(): pending_admin before this write, `status` after it. */
function bookingMoved(env: RuleEnv, id: string, status: string): boolean {
  return (
    env.get(`bookings/${id}`)?.status === 'pending_admin' &&
    bookingAfter(env, id)?.status === status
  );
}

/**
 * bookingEvent(): the caller makes `kind` happen to booking `bookingId` (or to its review,
 * whose id is the booking's); `to` is told.
 * `month`: the month whose document is issued (booking-invoiced), 0 for the other kinds.
 */
export function bookingEvent(
  env: RuleEnv,
  kind: unknown,
  to: unknown,
  bookingId: unknown,
  listingId: unknown,
  month: unknown,
): boolean {
  const b = bookingAfter(env, bookingId);
  if (!b || typeof bookingId !== 'string' || b.listingId !== listingId) return false;
  switch (kind) {
    case 'booking-requested':
      return b.createdAt === requestTime(env) && to === b.hostId;
    case 'booking-cancelled':
      return bookingMoved(env, bookingId, 'cancelled') && to === b.hostId;
    // withdrawn: a confirmed booking cancelled (only the admin does: the booking rules)
    case 'booking-withdrawn':
      return (
        env.get(`bookings/${bookingId}`)?.status === 'confirmed' &&
        b.status === 'cancelled' &&
        (to === b.tenantId || to === b.hostId)
      );
    // ended: a rental given its last day (only the admin does: the booking rules)
    case 'booking-ended':
      return (
        env.get(`bookings/${bookingId}`)?.endDate === null &&
        b.endDate !== null &&
        (to === b.tenantId || to === b.hostId)
      );
    // reviewed: the booking's review created in this write (only its tenant creates one)
    case 'review-posted':
      return (
        env.get(`reviews/${bookingId}`) === null &&
        env.getAfter(`reviews/${bookingId}`) !== null &&
        to === b.hostId
      );
    // answered: the review's answer given in this write (only its host answers, once)
    case 'review-answered': {
      const answerBefore = env.get(`reviews/${bookingId}`)?.answer ?? null;
      const answerAfter = env.getAfter(`reviews/${bookingId}`)?.answer;
      // (firestore.rules: a review missing after the write, or its answer, is an error: denied)
      return (
        answerBefore === null &&
        answerAfter !== undefined &&
        answerAfter !== null &&
        to === b.tenantId
      );
    }
    // hidden: the review hidden in this write (only the admin hides one), told to both
    case 'review-hidden': {
      const before = env.get(`reviews/${bookingId}`);
      const after = env.getAfter(`reviews/${bookingId}`);
      // (firestore.rules: a review missing after the write, or its hidden, is an error: denied)
      return (
        before?.hidden === false &&
        after !== null &&
        after.hidden !== undefined &&
        after.hidden !== false &&
        (to === b.tenantId || to === b.hostId)
      );
    }
    // invoiced: its month's document issued in this write (only this kind names a month:
    // validNotice, validMail)
    case 'booking-invoiced':
      return monthIssued(env, bookingId, month) && (to === b.tenantId || to === b.hostId);
    case 'booking-confirmed':
    case 'booking-rejected':
      return (
        bookingMoved(env, bookingId, kind.split('-')[1]) && (to === b.tenantId || to === b.hostId)
      );
    case 'booking-expired':
      return (
        isAdmin(env) &&
        b.status === 'pending_admin' &&
        env.now.getTime() >= tsMs(b.createdAt) + DECISION_WINDOW_MS &&
        to === b.tenantId
      );
    default:
      return false;
  }
}

/** listingEvent(): the admin makes `kind` happen to listing `listingId`; `to` is its host. */
export function listingEvent(env: RuleEnv, kind: unknown, to: unknown, listingId: unknown) {
  if (typeof listingId !== 'string') return false;
  const l0 = env.get(`listings/${listingId}`);
  const l = env.getAfter(`listings/${listingId}`);
  if (!l0 || !l || to !== l.hostId) return false;
  switch (kind) {
    case 'listing-approved':
      return l.isApproved === true && l0.isApproved === false;
    case 'listing-suspended':
      return l0.isApproved === true && l.isApproved === false;
    // only the admin refuses (the listing rules)
    case 'listing-refused':
      return (l0.refusal ?? null) === null && (l.refusal ?? null) !== null;
    case 'revision-approved':
    case 'revision-refused': {
      const was = l0.revision !== undefined && l0.revision !== null;
      const now = l.revision !== undefined && l.revision !== null;
      if (!isAdmin(env) || !was || now) return false;
      const changed = affectedKeys(l0, l);
      return kind === 'revision-approved'
        ? changed.some((k) => (PUBLIC_CONTENT as readonly string[]).includes(k))
        : changed.every((k) => k === 'revision');
    }
    default:
      return false;
  }
}

const NOTICE_KEYS = [
  'kind',
  'createdAt',
  'read',
  'listingId',
  'listingTitle',
  'bookingId',
  'reason',
  'month',
  'invoiceNumber',
  'receiptNumber',
  'creditNoteNumber',
  'startDate',
  'endDate',
  'places',
];

/**
 * noticeStay(): a booking's notice names its days as the booking holds them after the write (no
 * last day for a rental without one), or none at all.
 */
function noticeStay(d: Doc, b: Doc | null): boolean {
  if (!('startDate' in d) && !('endDate' in d)) return true;
  return (d.startDate ?? null) === b?.startDate && (d.endDate ?? null) === b.endDate;
}

/**
 * documentNumberOk(): booking-invoiced names its month's document by its number (a facture's as
 * invoiceNumber, a reçu's as receiptNumber, one of the two); booking-withdrawn names its
 * booking's avoir as creditNoteNumber when there is one after the write, and none otherwise; no
 * other kind names one.
 */
function documentNumberOk(env: RuleEnv, kind: unknown, d: Doc, bookingId: unknown): boolean {
  return saleNumberOk(env, kind, d, bookingId) && creditNoteNumberOk(env, kind, d, bookingId);
}

function saleNumberOk(env: RuleEnv, kind: unknown, d: Doc, bookingId: unknown): boolean {
  if (kind !== 'booking-invoiced') return !('invoiceNumber' in d) && !('receiptNumber' in d);
  const doc = env.getAfter(`documents/${String(bookingId)}_m${String(d.month)}`);
  // (firestore.rules errs, so denies, on a document missing)
  if (!doc || ('invoiceNumber' in d && 'receiptNumber' in d)) return false;
  const field = doc.kind === 'facture' ? 'invoiceNumber' : 'receiptNumber';
  return (d[field] ?? null) === doc.number;
}

function creditNoteNumberOk(env: RuleEnv, kind: unknown, d: Doc, bookingId: unknown): boolean {
  const avoir =
    kind === 'booking-withdrawn' ? env.getAfter(`documents/${String(bookingId)}_avoir`) : null;
  return avoir === null
    ? !('creditNoteNumber' in d)
    : (d.creditNoteNumber ?? null) === avoir.number;
}

/** monthOf(), monthSuffix(): a month's document is its own subject (booking-invoiced only). */
const monthOf = (d: Doc): unknown => ('month' in d ? d.month : 0);
const monthSuffix = (d: Doc) => ('month' in d ? `_m${String(d.month)}` : '');
const monthAllowed = (d: Doc, kind: unknown) => !('month' in d) || kind === 'booking-invoiced';

/** A new request's places, as the booking holds them after the write (validNotice()). */
const placesAllowed = (env: RuleEnv, d: Doc) =>
  !('places' in d) ||
  (d.kind === 'booking-requested' &&
    typeof d.bookingId === 'string' &&
    d.places === bookingAfter(env, d.bookingId)?.places);

/** reasonGiven(): the booking holds a refusal's or a cancellation's reason. */
function reasonGiven(b: Doc | null): boolean {
  return (b?.rejectionReason ?? null) !== null || (b?.cancellationReason ?? null) !== null;
}

/**
 * A refused listing's notice carries its refusal's reason; a refused booking's the booking's
 * reason, when it has one, and a cancelled one's its cancellation's; a hidden review's the
 * review's; a refused revision's may carry one, of 1 to 500 characters, trimmed (validNotice()).
 */
function validReason(env: RuleEnv, d: Doc): boolean {
  if (d.kind === 'listing-refused') {
    const listing =
      typeof d.listingId === 'string' ? env.getAfter(`listings/${d.listingId}`) : null;
    // (firestore.rules: reading the reason of a missing refusal is an error, which denies)
    if (!listing || !isRecord(listing.refusal)) return false;
    return (d.reason ?? null) === listing.refusal.reason;
  }
  if (d.kind === 'booking-rejected') {
    // (firestore.rules: a missing booking id or booking is an error, which denies)
    const booking = typeof d.bookingId === 'string' ? bookingAfter(env, d.bookingId) : null;
    if (!booking) return false;
    return (d.reason ?? null) === (booking.rejectionReason ?? null);
  }
  if (d.kind === 'review-hidden') {
    // (firestore.rules: a missing review, or one not hidden, is an error, which denies)
    const review = typeof d.bookingId === 'string' ? env.getAfter(`reviews/${d.bookingId}`) : null;
    if (!review || !isRecord(review.hidden)) return false;
    return (d.reason ?? null) === review.hidden.reason;
  }
  if (d.kind === 'booking-withdrawn') {
    const booking = typeof d.bookingId === 'string' ? bookingAfter(env, d.bookingId) : null;
    if (!booking) return false;
    return (d.reason ?? null) === (booking.cancellationReason ?? null);
  }
  return !('reason' in d) || (d.kind === 'revision-refused' && reasonText(d.reason));
}

/** validNotice() */
function validNotice(env: RuleEnv, userId: string, noticeId: string, d: Doc): boolean {
  if (!hasAll(d, NOTICE_KEYS.slice(0, 5)) || !hasOnly(d, NOTICE_KEYS)) return false;
  if (d.createdAt !== requestTime(env) || d.read !== false) return false;
  if (!validReason(env, d)) return false;
  if (typeof d.kind !== 'string' || !monthAllowed(d, d.kind)) return false;
  if (!placesAllowed(env, d)) return false;
  if ('bookingId' in d) {
    return (
      typeof d.bookingId === 'string' &&
      noticeId === `${d.kind}_${d.bookingId}${monthSuffix(d)}` &&
      d.listingTitle === bookingAfter(env, d.bookingId)?.listingTitle &&
      noticeStay(d, bookingAfter(env, d.bookingId)) &&
      bookingEvent(env, d.kind, userId, d.bookingId, d.listingId, monthOf(d)) &&
      documentNumberOk(env, d.kind, d, d.bookingId)
    );
  }
  return (
    typeof d.listingId === 'string' &&
    noticeId === `${d.kind}_${d.listingId}` &&
    d.listingTitle === env.getAfter(`listings/${d.listingId}`)?.title &&
    !('startDate' in d) &&
    !('endDate' in d) &&
    listingEvent(env, d.kind, userId, d.listingId) &&
    documentNumberOk(env, d.kind, d, '')
  );
}

export function notificationsRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  noticeId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
      return (signedIn(env) && env.auth.uid === userId) || isAdmin(env);
    case 'list':
      return signedIn(env) && env.auth.uid === userId;
    case 'create':
      return after !== null && validNotice(env, userId, noticeId, after);
    case 'update':
      if (!before || !after) return false;
      if (validNotice(env, userId, noticeId, after)) return true;
      // Opening the panel: its owner marks it read, nothing else.
      return (
        signedIn(env) &&
        env.auth.uid === userId &&
        changedOnly(before, after, ['read']) &&
        after.read === true
      );
    default:
      return false;
  }
}

const MAIL_KEYS = ['toUids', 'template', 'createdAt'];

/** mailDate(): "YYYY-MM-DD" as "DD/MM/YYYY". */
function mailDate(day: string): string {
  const p = day.split('-');
  return `${p[2]}/${p[1]}/${p[0]}`;
}

/**
 * mailStay(): the booking's tenant and days, as booking `b` holds them after the write
 * (firestore.rules errs, so denies, on a field missing or not text).
 */
function mailStay(d: Doc, b: Doc | null): boolean {
  if (
    !b ||
    typeof d.tenantName !== 'string' ||
    typeof b.startDate !== 'string' ||
    d.tenantName !== b.tenantName ||
    d.startDate !== mailDate(b.startDate)
  ) {
    return false;
  }
  // oneDay: true for a stay of one day, absent otherwise
  if (!sameRuleValue(d.oneDay, b.endDate === b.startDate ? true : undefined)) return false;
  if (b.endDate === null) return !('endDate' in d);
  return typeof b.endDate === 'string' && d.endDate === mailDate(b.endDate);
}

/**
 * firestore.rules `d.get(key, null) == (… ? true : null)`: the flag is true when `value` is,
 * absent (or null, which get() reads as absent) when it is not.
 */
function sameRuleValue(flag: unknown, value: true | undefined): boolean {
  return (flag ?? undefined) === value;
}

/** validMail() */
function validMail(env: RuleEnv, mailId: string, d: Doc): boolean {
  const t = d.template;
  if (!hasAll(d, MAIL_KEYS) || !hasOnly(d, MAIL_KEYS)) return false;
  if (!Array.isArray(d.toUids) || d.toUids.length !== 1 || d.createdAt !== requestTime(env)) {
    return false;
  }
  if (!isRecord(t) || !hasOnly(t, ['name', 'data']) || !isRecord(t.data)) return false;
  if (!hasOnly(t.data, EVENT_MAIL_KEYS)) {
    return false;
  }
  if (!monthAllowed(t.data, t.name)) return false;
  const to: unknown = d.toUids[0];
  const title: unknown = t.data.listingTitle;
  // (firestore.rules: reading a missing listingTitle is an error, which denies)
  if (typeof t.name !== 'string' || typeof to !== 'string' || typeof title !== 'string') {
    return false;
  }
  if ('bookingId' in t.data) {
    return (
      typeof t.data.bookingId === 'string' &&
      mailId === `${t.name}_${t.data.bookingId}${monthSuffix(t.data)}_${to}` &&
      title === bookingAfter(env, t.data.bookingId)?.listingTitle &&
      mailStay(t.data, bookingAfter(env, t.data.bookingId)) &&
      // (a missing forTenant is an error in firestore.rules, which denies)
      t.data[MAIL_READER_KEY] === (to === bookingAfter(env, t.data.bookingId)?.tenantId) &&
      // withReason: true when the booking holds an admin's reason, absent otherwise
      sameRuleValue(
        t.data[MAIL_REASON_KEY],
        reasonGiven(bookingAfter(env, t.data.bookingId)) ? true : undefined,
      ) &&
      bookingEvent(env, t.name, to, t.data.bookingId, t.data.listingId, monthOf(t.data)) &&
      documentNumberOk(env, t.name, t.data, t.data.bookingId)
    );
  }
  return (
    ![...MAIL_STAY_KEYS, MAIL_READER_KEY, MAIL_REASON_KEY].some((k) => k in (t.data as Doc)) &&
    typeof t.data.listingId === 'string' &&
    new RegExp(`^${t.name}_${t.data.listingId}_${to}_[0-9]{13}$`).test(mailId) &&
    title === env.getAfter(`listings/${t.data.listingId}`)?.title &&
    listingEvent(env, t.name, to, t.data.listingId) &&
    documentNumberOk(env, t.name, t.data, '')
  );
}

export function mailRule(env: RuleEnv, op: DocOperation, mailId: string, after: Doc | null) {
  switch (op) {
    case 'get':
    case 'list':
      return isAdmin(env);
    case 'create':
      return after !== null && validMail(env, mailId, after);
    default:
      return false;
  }
}

const CONTACT_KEYS = ['tenantId', 'hostId', 'tenantEmail', 'tenantPhone', 'hostEmail', 'hostPhone'];

/** validContacts() */
function validContacts(env: RuleEnv, bookingId: string, d: Doc): boolean {
  const b = bookingAfter(env, bookingId);
  if (!b) return false;
  const t = env.get(`users/${String(b.tenantId)}`);
  const h = env.get(`users/${String(b.hostId)}`);
  if (!t || !h) return false;
  const phone = (p: Doc) => ('phoneNumber' in p ? p.phoneNumber : '');
  return (
    hasAll(d, CONTACT_KEYS) &&
    hasOnly(d, CONTACT_KEYS) &&
    bookingMoved(env, bookingId, 'confirmed') &&
    d.tenantId === b.tenantId &&
    d.hostId === b.hostId &&
    d.tenantEmail === t.email &&
    d.tenantPhone === phone(t) &&
    d.hostEmail === h.email &&
    d.hostPhone === phone(h)
  );
}

export function bookingContactsRule(
  env: RuleEnv,
  op: DocOperation,
  bookingId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
      return (
        (signedIn(env) &&
          before !== null &&
          (before.tenantId === env.auth.uid || before.hostId === env.auth.uid)) ||
        isAdmin(env)
      );
    case 'create':
      return after !== null && validContacts(env, bookingId, after);
    default:
      return false;
  }
}
