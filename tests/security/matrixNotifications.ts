/**
 * Issue 14 (notify14): the permission matrix's cases for notifications, mail documents (the
 * Trigger Email extension's queue) and the contacts after confirmation — firestore.rules
 * section "notify14", mirrored in src/services/local/rules/notifications.ts. Spread into
 * MATRIX by ./matrix.ts (called there, once its fixture and builders exist). Each deny case is
 * one change away from an allowed twin.
 */
import { mailDate } from '@/domain/notifications';
import {
  B,
  L,
  SERVER_TIME,
  UID,
  ago,
  day,
  WORLD_BOOKINGS,
  bookingDoc,
  listingFacts,
  mailStayOf,
  profileDoc,
  type Action,
  type BookingSpec,
  type Collection,
  type Data,
  type MatrixCase,
  type Write,
} from './matrix';

/** What ./matrix.ts lends (its private builders). */
export interface MatrixBuilders {
  /**
   * A new booking bkg-new of tenantA on L.a, days 50-52 unless `spec` says otherwise, with its
   * holds and counter.
   */
  newBooking(spec?: Partial<BookingSpec>): Write[];
  /** L.a with a pending revision (setup). */
  aWithRevision(): Record<string, Data>;
  /** The admin's approval of that revision (update data). */
  applied(): Data;
}

const HOUR = 3_600_000;
/** Any event time of 13 digits (a listing event's mail id ends with it). */
const EVENT_MS = '1767225600000';

const get = (path: string): Action => ({ kind: 'get', path });
const list = (collection: string): Action => ({ kind: 'list', collection });
const write = (...writes: Write[]): Action => ({ kind: 'write', writes });
const set = (path: string, data: Data): Write => ({ type: 'set', path, data });
const update = (path: string, data: Data): Write => ({ type: 'update', path, data });
const bkg = (id: string) => `bookings/${id}`;
const lst = (id: string) => `listings/${id}`;
const title = (listingId: string) => listingFacts(listingId).title;

type Case = Omit<MatrixCase, 'collection'>;
const group = (collection: Collection, cases: Case[]): MatrixCase[] =>
  cases.map((c) => ({ ...c, collection }));

const noticePath = (uid: string, kind: string, subject: string) =>
  `users/${uid}/notifications/${kind}_${subject}`;

/** A booking event's notification for `uid`, as the plans write it. */
export function bookingNotice(
  uid: string,
  kind: string,
  bookingId: string,
  extra: Data = {},
  id?: string,
): Write {
  return set(`users/${uid}/notifications/${id ?? `${kind}_${bookingId}`}`, {
    kind,
    createdAt: SERVER_TIME,
    read: false,
    listingId: L.a,
    listingTitle: title(L.a),
    bookingId,
    ...extra,
  });
}

/** A listing event's notification for `uid`. */
/** An admin's reason for refusing a revision (trimmed, as the plan writes it). */
const REASON = "Les photos proposées sont floues : merci d'en ajouter de plus nettes.";

export function listingNotice(
  uid: string,
  kind: string,
  listingId: string,
  extra: Data = {},
): Write {
  return set(noticePath(uid, kind, listingId), {
    kind,
    createdAt: SERVER_TIME,
    read: false,
    listingId,
    listingTitle: title(listingId),
    ...extra,
  });
}

/**
 * The tenant and days (mailStayOf) of the bookings this file's e-mails are about: the fixture's,
 * and bkg-new (MatrixBuilders.newBooking). Another file's booking gives its own in `extra`.
 */
// (built on first use: ./matrix.ts imports this file before its own fixture exists)
let stays: Record<string, Data> | null = null;
function stayOf(bookingId: string): Data {
  const known = (stays ??= Object.fromEntries([
    ...WORLD_BOOKINGS.map(([id, spec]) => [id, mailStayOf(bookingDoc(spec))]),
    ['bkg-new', mailStayOf(bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 50, end: 52 }))],
  ]));
  return known[bookingId] ?? {};
}

/**
 * A booking event's template data (a booking of L.a: its title, its tenant and days, as the
 * booking holds them).
 */
export const bookingMailData = (bookingId: string, extra: Data = {}): Data => ({
  bookingId,
  listingId: L.a,
  listingTitle: title(L.a),
  ...stayOf(bookingId),
  ...extra,
});

/** bkg-new's days as its notice names them (src/domain/notifications.ts noticeStay). */
const newDays = () => ({ startDate: day(50), endDate: day(52) });

/** `data` without its key `key`. */
function without(data: Data, key: string): Data {
  const { [key]: _, ...rest } = data;
  return rest;
}

/**
 * Whom a booking's e-mail to `uid` speaks to (src/domain/notifications.ts MAIL_READER_KEY): the
 * matrix's bookings are tenant A's, so only tenant A is spoken to as the tenant. An e-mail to
 * anyone else says false, as it would for a host, so that a case writing to a stranger is refused
 * for its recipient (bookingEvent), not for this flag.
 */
const readerOf = (uid: string): Data => ({ forTenant: uid === UID.tenantA });

/**
 * A booking event's mail document for `uid` (`data`: over the template's data; `extra`: over
 * the document), which says whom it speaks to (readerOf) unless its data says so already.
 */
export function bookingMail(
  uid: string,
  kind: string,
  bookingId: string,
  extra: Data = {},
  id?: string,
  data: Data = {},
): Write {
  const doc: Data = {
    toUids: [uid],
    template: { name: kind, data: bookingMailData(bookingId, data) },
    createdAt: SERVER_TIME,
    ...extra,
  };
  const template = doc.template as { name: string; data: Data };
  const reader = 'forTenant' in template.data ? {} : readerOf(uid);
  return set(`mail/${id ?? `${kind}_${bookingId}_${uid}`}`, {
    ...doc,
    template: { ...template, data: { ...template.data, ...reader } },
  });
}

/** bookingMail without the data's `forTenant` (a case that leaves it out). */
export function bookingMailWithoutReader(uid: string, kind: string, bookingId: string): Write {
  return set(`mail/${kind}_${bookingId}_${uid}`, {
    toUids: [uid],
    template: { name: kind, data: bookingMailData(bookingId) },
    createdAt: SERVER_TIME,
  });
}

export function listingMail(
  uid: string,
  kind: string,
  listingId: string,
  extra: Data = {},
  id?: string,
  data: Data = {},
): Write {
  return set(`mail/${id ?? `${kind}_${listingId}_${uid}_${EVENT_MS}`}`, {
    toUids: [uid],
    template: { name: kind, data: { listingId, listingTitle: title(listingId), ...data } },
    createdAt: SERVER_TIME,
    ...extra,
  });
}

const decide = (status: string) =>
  update(bkg(B.pending), status === 'cancelled' ? { status, cancelledBy: 'tenant' } : { status });
/** Refuser with the admin's reason (as planBookingDecision writes it, trimmed). */
const rejectWhy = (reason: string) =>
  update(bkg(B.pending), { status: 'rejected', rejectionReason: reason });
const BOOKING_REASON = "L'hôte a signalé des travaux à ces dates.";
const approve = (id: string, isApproved: boolean): Write =>
  update(lst(id), isApproved ? { isApproved: true, approvedOnce: true } : { isApproved: false });

/** A notice already there (setup), read or not. */
const stored = (uid: string, read = false): Record<string, Data> => ({
  [noticePath(uid, 'booking-confirmed', B.confirmed)]: {
    kind: 'booking-confirmed',
    createdAt: ago(HOUR),
    read,
    listingId: L.a,
    listingTitle: title(L.a),
    bookingId: B.confirmed,
  },
});
const storedPath = (uid: string) => noticePath(uid, 'booking-confirmed', B.confirmed);
/**
 * `count` unread message notices of `uid` and one read: more than two of « Tout marquer comme
 * lu »'s batches of 200 (MARK_ALL_BATCH), so the last batch is a short one.
 */
function manyUnread(uid: string, count: number): Record<string, Data> {
  const docs: Record<string, Data> = stored(uid, true);
  for (let i = 0; i < count; i++) {
    docs[`users/${uid}/notifications/message_lst-${i}_${uid}`] = {
      kind: 'message',
      createdAt: ago(HOUR + i),
      read: false,
      listingId: L.a,
      listingTitle: title(L.a),
      conversationId: `${L.a}_${uid}`,
    };
  }
  return docs;
}
const MANY_UNREAD = 450;

const contactsPath = (id: string) => `bookingContacts/${id}`;
/** The contacts of B.pending, as the fixture's profiles hold them. */
function contacts(extra: Data = {}): Data {
  const t = profileDoc(UID.tenantA, 'tenant');
  const h = profileDoc(UID.hostA, 'host');
  return {
    tenantId: UID.tenantA,
    hostId: UID.hostA,
    tenantEmail: t.email,
    tenantPhone: t.phoneNumber,
    hostEmail: h.email,
    hostPhone: h.phoneNumber,
    ...extra,
  };
}
// (functions: ./matrix.ts's bindings exist only once it calls notificationCases)
const confirmedContacts = (): Record<string, Data> => ({
  [contactsPath(B.confirmed)]: contacts(),
});

const mailStored = (): Record<string, Data> => ({
  [`mail/booking-confirmed_${B.confirmed}_${UID.tenantA}`]: {
    toUids: [UID.tenantA],
    template: {
      name: 'booking-confirmed',
      data: { ...bookingMailData(B.confirmed), ...readerOf(UID.tenantA) },
    },
    createdAt: ago(HOUR),
  },
});

/** B.pending waiting for 23 h 30 (still open) or B.stale-like older than 24 h. */
const pendingSince = (ms: number): Record<string, Data> => ({
  [bkg(B.pending)]: bookingDoc({
    tenant: UID.tenantA,
    listing: L.a,
    start: 10,
    end: 11,
    createdAt: ago(ms),
  }),
});

export function notificationCases(h: MatrixBuilders): MatrixCase[] {
  const requested = (...extra: Write[]) => write(...h.newBooking(), ...extra);
  // a request for an indefinite monthly rental: its e-mail has no last day
  const OPEN: Partial<BookingSpec> = { rental: 'monthly', start: 70, end: null };
  const openStay = mailStayOf(
    bookingDoc({ tenant: UID.tenantA, listing: L.a, ...OPEN } as BookingSpec),
  );
  const requestedOpen = (...extra: Write[]) => write(...h.newBooking(OPEN), ...extra);
  /** Its e-mail to its host (`data`: over the template's data). */
  const openMail = (data: Data = {}) =>
    bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {
      template: {
        name: 'booking-requested',
        data: { ...without(bookingMailData('bkg-new'), 'endDate'), ...openStay, ...data },
      },
    });
  // a request for one day: its e-mail says so (oneDay)
  const ONE_DAY: Partial<BookingSpec> = { start: 50, end: 50 };
  const oneDayStay = mailStayOf(
    bookingDoc({ tenant: UID.tenantA, listing: L.a, ...ONE_DAY } as BookingSpec),
  );
  const requestedOneDay = (...extra: Write[]) => write(...h.newBooking(ONE_DAY), ...extra);
  /** Its e-mail to its host (`data`: over the template's data; `drop`: a key left out). */
  const oneDayMail = (data: Data = {}, drop = '') =>
    bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {
      template: {
        name: 'booking-requested',
        data: without({ ...bookingMailData('bkg-new'), ...oneDayStay, ...data }, drop),
      },
    });
  // a refusal's e-mail says whether the booking holds a reason (MAIL_REASON_KEY)
  const WITH_REASON = { withReason: true };
  const refusalMails = (reason: Data) => [
    bookingMail(UID.tenantA, 'booking-rejected', B.pending, {}, undefined, reason),
    bookingMail(UID.hostA, 'booking-rejected', B.pending, {}, undefined, reason),
  ];
  const CONTACTS = confirmedContacts();
  const MAIL = mailStored();
  // prettier-ignore
  return [
    ...group('notifications', [
      // reads: the owner only (the admin gets one, to know whether an expiry was told)
      { id: 'notifications-get-owner', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'a user reads their own notification', setup: stored(UID.tenantA), action: get(storedPath(UID.tenantA)) },
      { id: 'notifications-get-other', operation: 'get', who: 'otherTenant', expected: 'deny', description: "nobody reads someone else's notification", setup: stored(UID.tenantA), action: get(storedPath(UID.tenantA)) },
      { id: 'notifications-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin looks whether a notice was written (expiry, told once)', setup: stored(UID.tenantA), action: get(storedPath(UID.tenantA)) },
      { id: 'notifications-list-owner', operation: 'list', who: 'tenantOwner', expected: 'allow', description: 'the bell lists its owner\'s notifications', setup: stored(UID.tenantA), action: list(`users/${UID.tenantA}/notifications`), api: { run: async ({ backend }) => { const p = await backend.notifications.listNotifications(UID.tenantA, { pageSize: 10 }); if (p.items.length !== 1) throw new Error('one notification expected'); if ((await backend.notifications.countUnread(UID.tenantA)) !== 1) throw new Error('one unread expected'); } } },
      { id: 'notifications-list-other', operation: 'list', who: 'otherTenant', expected: 'deny', description: "nobody lists someone else's notifications", setup: stored(UID.tenantA), action: list(`users/${UID.tenantA}/notifications`), api: { run: ({ backend }) => backend.notifications.listNotifications(UID.tenantA, { pageSize: 10 }) } },
      { id: 'notifications-list-admin', operation: 'list', who: 'admin', expected: 'deny', description: 'the admin does not list a user\'s notifications', setup: stored(UID.tenantA), action: list(`users/${UID.tenantA}/notifications`) },
      // marking read
      { id: 'notifications-update-read', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'opening the panel marks a notification read', setup: stored(UID.tenantA), action: write(update(storedPath(UID.tenantA), { read: true })), api: { run: ({ backend }) => backend.notifications.markRead(UID.tenantA, [`booking-confirmed_${B.confirmed}`]) } },
      { id: 'notifications-update-read-other', operation: 'update', who: 'otherTenant', expected: 'deny', description: "nobody marks someone else's notification read", setup: stored(UID.tenantA), action: write(update(storedPath(UID.tenantA), { read: true })), api: { run: ({ backend }) => backend.notifications.markRead(UID.tenantA, [`booking-confirmed_${B.confirmed}`]) } },
      { id: 'notifications-update-all-read', operation: 'update', who: 'tenantOwner', expected: 'allow', description: '« Tout marquer comme lu » flips every unread one, batch after batch', setup: manyUnread(UID.tenantA, MANY_UNREAD), action: write(update(`users/${UID.tenantA}/notifications/message_lst-0_${UID.tenantA}`, { read: true })), api: { run: async ({ backend }) => { const n = await backend.notifications.markAllRead(UID.tenantA); if (n !== MANY_UNREAD) throw new Error(`${MANY_UNREAD} marked expected, got ${n}`); const left = await backend.notifications.countUnread(UID.tenantA, 1000); if (left !== 0) throw new Error(`none unread expected, got ${left}`); if ((await backend.notifications.markAllRead(UID.tenantA)) !== 0) throw new Error('nothing left to mark expected'); } } },
      { id: 'notifications-update-all-read-other', operation: 'update', who: 'otherTenant', expected: 'deny', description: "nobody marks all of someone else's notifications read", setup: stored(UID.tenantA), action: write(update(storedPath(UID.tenantA), { read: true })), api: { run: ({ backend }) => backend.notifications.markAllRead(UID.tenantA) } },
      { id: 'notifications-update-unread', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'read goes to true only (never back to unread)', setup: stored(UID.tenantA, true), action: write(update(storedPath(UID.tenantA), { read: false })) },
      { id: 'notifications-update-read-null', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'read is true, not null', setup: stored(UID.tenantA), action: write(update(storedPath(UID.tenantA), { read: null })) },
      { id: 'notifications-update-kind', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the owner changes read only (not the kind)', setup: stored(UID.tenantA), action: write(update(storedPath(UID.tenantA), { read: true, kind: 'booking-rejected' })) },
      // booking requested: the host, in the booking's own write
      { id: 'notifications-create-requested', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a booking request tells its host in the same write', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new'), bookingMail(UID.hostA, 'booking-requested', 'bkg-new')), api: { run: async ({ backend }) => { await backend.bookings.createBooking({ listingId: L.a, rentalType: 'daily', startDate: day(50), endDate: day(52), isIndefinite: false }); } } },
      // its days (noticeStay): the booking's after the write, both or none
      { id: 'notifications-create-requested-days', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a booking\'s notice names its days as the booking holds them', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', newDays()), bookingMail(UID.hostA, 'booking-requested', 'bkg-new')) },
      { id: 'notifications-create-requested-days-start-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'not another first day', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { ...newDays(), startDate: day(51) })) },
      { id: 'notifications-create-requested-days-end-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'not another last day', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { ...newDays(), endDate: day(53) })) },
      { id: 'notifications-create-requested-days-end-only', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a last day without the first', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { endDate: newDays().endDate })) },
      { id: 'notifications-create-requested-days-start-only', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no last day for a booking that has one', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { startDate: newDays().startDate })) },
      { id: 'notifications-create-requested-days-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'days are the booking\'s, not null', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { startDate: null, endDate: null })) },
      { id: 'notifications-create-requested-to-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a request tells its host, not the tenant', action: requested(bookingNotice(UID.tenantA, 'booking-requested', 'bkg-new')) },
      { id: 'notifications-create-requested-old', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no request notice without the request in the same write', action: write(bookingNotice(UID.hostA, 'booking-requested', B.pending)) },
      { id: 'notifications-create-other-listing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the notice names the booking\'s listing', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { listingId: L.b })) },
      { id: 'notifications-create-other-title', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the notice carries the booking\'s listing title', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { listingTitle: 'Cliquez ici' })) },
      { id: 'notifications-create-other-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'one notice per kind and booking: its id is kind_booking', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', {}, 'booking-requested_bkg-new-2')) },
      { id: 'notifications-create-read', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a notice is created unread', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { read: true })) },
      { id: 'notifications-create-read-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'unread is read: false (not null)', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { read: null })) },
      { id: 'notifications-create-backdated', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a notice is stamped by the server', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { createdAt: ago(HOUR) })) },
      { id: 'notifications-create-extra', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a notice carries its fields only (no free text)', action: requested(bookingNotice(UID.hostA, 'booking-requested', 'bkg-new', { body: 'Appelez le 06…' })) },
      { id: 'notifications-create-unknown-kind', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a notice is of a known kind', action: requested(bookingNotice(UID.hostA, 'booking-promo', 'bkg-new')) },
      // cancelled: the host
      { id: 'notifications-create-cancelled', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'the tenant\'s cancellation tells the host in the same write', action: write(decide('cancelled'), bookingNotice(UID.hostA, 'booking-cancelled', B.pending), bookingMail(UID.hostA, 'booking-cancelled', B.pending)), api: { run: ({ backend }) => backend.bookings.cancelBooking(B.pending) } },
      { id: 'notifications-create-cancelled-to-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a cancellation tells the host only', action: write(decide('cancelled'), bookingNotice(UID.tenantA, 'booking-cancelled', B.pending)) },
      { id: 'notifications-create-cancelled-wrong-kind', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a cancellation is told as a cancellation (not a validation)', action: write(decide('cancelled'), bookingNotice(UID.hostA, 'booking-confirmed', B.pending)) },
      { id: 'notifications-create-cancelled-earlier', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no notice for a booking cancelled earlier (not in this write)', action: write(bookingNotice(UID.hostA, 'booking-cancelled', B.cancelled)) },
      { id: 'notifications-create-cancelled-not-done', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no cancellation notice without the cancellation', action: write(bookingNotice(UID.hostA, 'booking-cancelled', B.pending)) },
      // validated or refused: tenant and host
      { id: 'notifications-create-confirmed', operation: 'create', who: 'admin', expected: 'allow', description: 'the admin\'s validation tells the tenant and the host in the same write', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-confirmed', B.pending), bookingNotice(UID.hostA, 'booking-confirmed', B.pending), bookingMail(UID.tenantA, 'booking-confirmed', B.pending), bookingMail(UID.hostA, 'booking-confirmed', B.pending), set(contactsPath(B.pending), contacts())), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.pending) } },
      { id: 'notifications-create-rejected', operation: 'create', who: 'admin', expected: 'allow', description: 'a refusal tells the tenant and the host', action: write(decide('rejected'), bookingNotice(UID.tenantA, 'booking-rejected', B.pending), bookingNotice(UID.hostA, 'booking-rejected', B.pending)), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending) } },
      // a refusal's reason, when the admin gives one, is the booking's (docs/decisions.md "Refusing a booking")
      { id: 'notifications-create-rejected-reason', operation: 'create', who: 'admin', expected: 'allow', description: 'a refusal tells the tenant and the host why', action: write(rejectWhy(BOOKING_REASON), bookingNotice(UID.tenantA, 'booking-rejected', B.pending, { reason: BOOKING_REASON }), bookingNotice(UID.hostA, 'booking-rejected', B.pending, { reason: BOOKING_REASON }), bookingMail(UID.tenantA, 'booking-rejected', B.pending, {}, undefined, WITH_REASON), bookingMail(UID.hostA, 'booking-rejected', B.pending, {}, undefined, WITH_REASON)), api: { run: async ({ admin }) => (await admin()).rejectBooking(B.pending, ` ${BOOKING_REASON}\n`) } },
      { id: 'notifications-create-rejected-reason-left-out', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice of a refusal with a reason says it', action: write(rejectWhy(BOOKING_REASON), bookingNotice(UID.tenantA, 'booking-rejected', B.pending)) },
      { id: 'notifications-create-rejected-reason-invented', operation: 'create', who: 'admin', expected: 'deny', description: 'no reason in the notice of a refusal without one', action: write(decide('rejected'), bookingNotice(UID.tenantA, 'booking-rejected', B.pending, { reason: BOOKING_REASON })) },
      { id: 'notifications-create-rejected-reason-other', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice says the reason the booking holds', action: write(rejectWhy(BOOKING_REASON), bookingNotice(UID.tenantA, 'booking-rejected', B.pending, { reason: 'Autre motif.' })) },
      { id: 'notifications-create-confirmed-places', operation: 'create', who: 'admin', expected: 'deny', description: 'only a new request names its places', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-confirmed', B.pending, { places: 1 })) },
      { id: 'notifications-create-confirmed-reason', operation: 'create', who: 'admin', expected: 'deny', description: 'a validation says no reason', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-confirmed', B.pending, { reason: BOOKING_REASON })) },
      { id: 'notifications-create-confirmed-stranger', operation: 'create', who: 'admin', expected: 'deny', description: 'a decision tells its tenant and host, nobody else', action: write(decide('confirmed'), bookingNotice(UID.tenantB, 'booking-confirmed', B.pending)) },
      { id: 'notifications-create-rejected-on-confirm', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice says the decision taken (not refused when validated)', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-rejected', B.pending)) },
      { id: 'notifications-create-confirmed-by-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'nobody writes a validation notice without the validation', action: write(bookingNotice(UID.tenantA, 'booking-confirmed', B.pending)) },
      // expired: the tenant, told by the admin's session
      { id: 'notifications-create-expired', operation: 'create', who: 'admin', expected: 'allow', description: 'the admin\'s session tells the tenant that a request expired (24 h)', action: write(bookingNotice(UID.tenantA, 'booking-expired', B.stale), bookingMail(UID.tenantA, 'booking-expired', B.stale)), api: { run: async ({ admin }) => { if ((await (await admin()).notifyExpired()) !== 1) throw new Error('one expiry expected'); } } },
      { id: 'notifications-create-expired-open', operation: 'create', who: 'admin', expected: 'deny', description: 'not before 24 hours (23 h 30)', setup: pendingSince(23.5 * HOUR), action: write(bookingNotice(UID.tenantA, 'booking-expired', B.pending)) },
      { id: 'notifications-create-expired-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the admin\'s session tells an expiry (not the tenant)', action: write(bookingNotice(UID.tenantA, 'booking-expired', B.stale)) },
      { id: 'notifications-create-expired-host', operation: 'create', who: 'admin', expected: 'deny', description: 'an expiry tells the tenant', action: write(bookingNotice(UID.hostA, 'booking-expired', B.stale)) },
      { id: 'notifications-create-expired-wrong-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'an expiry is told as an expiry (not a refusal)', action: write(bookingNotice(UID.tenantA, 'booking-rejected', B.stale)) },
      { id: 'notifications-create-expired-cancelled', operation: 'create', who: 'admin', expected: 'deny', description: 'a cancelled request does not expire', action: write(bookingNotice(UID.tenantA, 'booking-expired', B.cancelled)) },
      // listings: the host
      { id: 'notifications-create-approved', operation: 'create', who: 'admin', expected: 'allow', description: 'approving a listing tells its host in the same write', action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-approved', L.aDraft), listingMail(UID.hostA, 'listing-approved', L.aDraft)), api: { run: async ({ admin }) => (await admin()).setListingApproval(L.aDraft, true) } },
      { id: 'notifications-create-suspended', operation: 'create', who: 'admin', expected: 'allow', description: 'suspending a listing tells its host', action: write(approve(L.a, false), listingNotice(UID.hostA, 'listing-suspended', L.a), listingMail(UID.hostA, 'listing-suspended', L.a)), api: { run: async ({ admin }) => (await admin()).setListingApproval(L.a, false) } },
      { id: 'notifications-create-listing-number', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s notice names no document', action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-approved', L.aDraft, { invoiceNumber: 'F-2026-000001' })) },
      { id: 'notifications-update-approved-again', operation: 'update', who: 'admin', expected: 'allow', description: 'approved again later: the same notice is written anew, unread', setup: { [noticePath(UID.hostA, 'listing-approved', L.aDraft)]: { kind: 'listing-approved', createdAt: ago(HOUR), read: true, listingId: L.aDraft, listingTitle: title(L.aDraft) } }, action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-approved', L.aDraft)) },
      { id: 'notifications-create-approved-days', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s notice names no days', action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-approved', L.aDraft, { startDate: day(50) })) },
      { id: 'notifications-create-approved-end-day', operation: 'create', who: 'admin', expected: 'deny', description: 'not even a last day', action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-approved', L.aDraft, { endDate: day(50) })) },
      { id: 'notifications-create-approved-wrong-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'an approval is not told as a suspension', action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-suspended', L.aDraft)) },
      { id: 'notifications-create-suspended-wrong-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'a suspension is not told as an approval', action: write(approve(L.a, false), listingNotice(UID.hostA, 'listing-approved', L.a)) },
      { id: 'notifications-create-approved-not-done', operation: 'create', who: 'admin', expected: 'deny', description: 'no approval notice without the approval', action: write(listingNotice(UID.hostA, 'listing-approved', L.aDraft)) },
      { id: 'notifications-create-approved-already', operation: 'create', who: 'admin', expected: 'deny', description: 'no approval notice for a listing approved before', action: write(listingNotice(UID.hostA, 'listing-approved', L.a)) },
      { id: 'notifications-create-suspended-draft', operation: 'create', who: 'admin', expected: 'deny', description: 'no suspension notice for a listing that was not approved', action: write(listingNotice(UID.hostA, 'listing-suspended', L.aDraft)) },
      { id: 'notifications-create-suspended-not-done', operation: 'create', who: 'admin', expected: 'deny', description: 'no suspension notice without the suspension', action: write(listingNotice(UID.hostA, 'listing-suspended', L.a)) },
      { id: 'notifications-create-approved-other-host', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing decision tells its own host', action: write(approve(L.aDraft, true), listingNotice(UID.hostB, 'listing-approved', L.aDraft)) },
      { id: 'notifications-create-approved-title', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing notice carries the listing\'s title', action: write(approve(L.aDraft, true), listingNotice(UID.hostA, 'listing-approved', L.aDraft, { listingTitle: 'Autre' })) },
      { id: 'notifications-create-approved-id', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing notice\'s id is kind_listing', action: write(approve(L.aDraft, true), set(noticePath(UID.hostA, 'listing-approved', L.a), { kind: 'listing-approved', createdAt: SERVER_TIME, read: false, listingId: L.aDraft, listingTitle: title(L.aDraft) })) },
      // revisions: the host
      { id: 'notifications-create-revision-approved', operation: 'create', who: 'admin', expected: 'allow', description: 'approving a revision tells the host, under the new title', setup: h.aWithRevision(), action: write(update(lst(L.a), h.applied()), listingNotice(UID.hostA, 'revision-approved', L.a, { listingTitle: h.applied().title as string }), listingMail(UID.hostA, 'revision-approved', L.a, {}, undefined, { listingTitle: h.applied().title as string })), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, true) } },
      { id: 'notifications-create-revision-refused', operation: 'create', who: 'admin', expected: 'allow', description: 'refusing a revision tells the host', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a), listingMail(UID.hostA, 'revision-refused', L.a)), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, false) } },
      { id: 'notifications-create-revision-refused-reason', operation: 'create', who: 'admin', expected: 'allow', description: 'refusing a revision tells the host why', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: REASON }), listingMail(UID.hostA, 'revision-refused', L.a)), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, false, `  ${REASON}\n`) } },
      { id: 'notifications-create-revision-refused-reason-bounds', operation: 'create', who: 'admin', expected: 'allow', description: 'a reason of 500 characters, or of one, is told', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: 'é'.repeat(500) }), listingMail(UID.hostA, 'revision-refused', L.a)), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, false, 'é'.repeat(500)) } },
      { id: 'notifications-create-revision-refused-reason-one', operation: 'create', who: 'admin', expected: 'allow', description: 'a reason of one character is told', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: '?' })) },
      { id: 'notifications-create-revision-refused-reason-long', operation: 'create', who: 'admin', expected: 'deny', description: 'a reason over 500 characters is refused', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: 'é'.repeat(501) })), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, false, 'é'.repeat(501)), deniedWith: 'invalid-argument' } },
      { id: 'notifications-create-revision-refused-reason-empty', operation: 'create', who: 'admin', expected: 'deny', description: 'an empty reason is left out, not written', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: '' })) },
      { id: 'notifications-create-revision-refused-reason-untrimmed', operation: 'create', who: 'admin', expected: 'deny', description: 'a reason is written trimmed', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: ` ${REASON}` })) },
      { id: 'notifications-create-revision-refused-reason-number', operation: 'create', who: 'admin', expected: 'deny', description: 'a reason is text', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a, { reason: 5 })) },
      { id: 'notifications-create-revision-approved-reason', operation: 'create', who: 'admin', expected: 'deny', description: 'only a refusal says why', setup: h.aWithRevision(), action: write(update(lst(L.a), h.applied()), listingNotice(UID.hostA, 'revision-approved', L.a, { listingTitle: h.applied().title as string, reason: REASON })), api: { run: async ({ admin }) => (await admin()).decideRevision(L.a, true, REASON), deniedWith: 'invalid-argument' } },
      { id: 'notifications-create-revision-withdrawn', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a host withdrawing their revision does not write a refusal', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a)) },
      { id: 'notifications-create-revision-none', operation: 'create', who: 'admin', expected: 'deny', description: 'no revision notice without a pending revision', action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-refused', L.a)) },
      { id: 'notifications-create-revision-kept', operation: 'create', who: 'admin', expected: 'deny', description: 'no revision notice while it is still pending', setup: h.aWithRevision(), action: write(listingNotice(UID.hostA, 'revision-refused', L.a)) },
      { id: 'notifications-create-revision-approved-on-refuse', operation: 'create', who: 'admin', expected: 'deny', description: 'a refused revision is not told approved', setup: h.aWithRevision(), action: write(update(lst(L.a), { revision: null }), listingNotice(UID.hostA, 'revision-approved', L.a)) },
      { id: 'notifications-create-revision-refused-on-approve', operation: 'create', who: 'admin', expected: 'deny', description: 'an approved revision is not told refused', setup: h.aWithRevision(), action: write(update(lst(L.a), h.applied()), listingNotice(UID.hostA, 'revision-refused', L.a, { listingTitle: h.applied().title as string })) },
      { id: 'notifications-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor writes no notice', action: write(bookingNotice(UID.hostA, 'booking-requested', B.pending)) },
    ]),
    ...group('mail', [
      { id: 'mail-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the demo\'s E-mails tab: the admin reads the queue', setup: MAIL, action: get(Object.keys(MAIL)[0]), api: { run: async ({ admin }) => { const p = await (await admin()).listMail({ pageSize: 5 }); if (p.items.length !== 1) throw new Error('one mail expected'); } } },
      { id: 'mail-list-admin', operation: 'list', who: 'admin', expected: 'allow', description: 'the admin lists the queue', setup: MAIL, action: list('mail') },
      { id: 'mail-get-recipient', operation: 'get', who: 'tenantOwner', expected: 'deny', description: 'nobody else reads the queue (not even the recipient)', setup: MAIL, action: get(Object.keys(MAIL)[0]) },
      { id: 'mail-list-host', operation: 'list', who: 'hostOwner', expected: 'deny', description: 'a host does not list the queue', setup: MAIL, action: list('mail') },
      { id: 'mail-create-requested', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a booking request queues one e-mail to its host', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new')) },
      { id: 'mail-create-to-address', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no arbitrary address (to)', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { to: 'victime@exemple.ma' })) },
      { id: 'mail-create-message', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no free body (message) in the template', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { template: { name: 'booking-requested', data: bookingMailData('bkg-new'), message: 'Texte libre' } })) },
      { id: 'mail-create-data-text', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'ids and the title only as template data (no text)', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { note: 'Cliquez ici' })) },
      { id: 'mail-create-title-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking\'s e-mail names its listing by the booking\'s title', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { listingTitle: 'Cliquez ici : exemple.ma' })) },
      { id: 'mail-create-requested-open', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a rental without a last day: its e-mail names its first day only', action: requestedOpen(openMail()) },
      { id: 'mail-create-open-end', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no last day for a rental without one', action: requestedOpen(openMail({ endDate: openStay.startDate })) },
      { id: 'mail-create-tenant-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking\'s e-mail names its tenant as the booking does', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { tenantName: 'Cliquez ici : exemple.ma' })) },
      { id: 'mail-create-tenant-missing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking\'s e-mail names its tenant', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { template: { name: 'booking-requested', data: without(bookingMailData('bkg-new'), 'tenantName') } })) },
      { id: 'mail-create-start-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'its first day as the booking has it, DD/MM/YYYY', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { startDate: day(50) })) },
      { id: 'mail-create-end-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'its last day as the booking has it', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { endDate: mailDate(day(53)) })) },
      { id: 'mail-create-end-missing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking with a last day: its e-mail names it', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { template: { name: 'booking-requested', data: without(bookingMailData('bkg-new'), 'endDate') } })) },
      { id: 'mail-create-listing-number', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s e-mail names no document', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, undefined, { invoiceNumber: 'F-2026-000001' })) },
      { id: 'mail-create-listing-stay', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s e-mail names no tenant or day', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, undefined, { startDate: mailDate(day(1)) })) },
      { id: 'mail-create-reader-tenant', operation: 'create', who: 'admin', expected: 'deny', description: 'a booking\'s e-mail to its tenant speaks to the tenant (forTenant)', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-confirmed', B.pending), bookingNotice(UID.hostA, 'booking-confirmed', B.pending), bookingMail(UID.tenantA, 'booking-confirmed', B.pending, {}, undefined, { forTenant: false }), bookingMail(UID.hostA, 'booking-confirmed', B.pending), set(contactsPath(B.pending), contacts())) },
      { id: 'mail-create-reader-host', operation: 'create', who: 'admin', expected: 'deny', description: 'a booking\'s e-mail to its host speaks to the host (forTenant false)', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-confirmed', B.pending), bookingNotice(UID.hostA, 'booking-confirmed', B.pending), bookingMail(UID.tenantA, 'booking-confirmed', B.pending), bookingMail(UID.hostA, 'booking-confirmed', B.pending, {}, undefined, { forTenant: true }), set(contactsPath(B.pending), contacts())) },
      { id: 'mail-create-reader-missing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking\'s e-mail says whom it speaks to', action: requested(bookingMailWithoutReader(UID.hostA, 'booking-requested', 'bkg-new')) },
      { id: 'mail-create-reader-text', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'whom it speaks to is true or false, not a text', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { forTenant: 'false' })) },
      { id: 'mail-create-listing-reader', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s e-mail is the host\'s alone: no forTenant', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, undefined, { forTenant: false })) },
      { id: 'mail-create-one-day', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a stay of one day: its e-mail says so (oneDay)', action: requestedOneDay(oneDayMail()) },
      { id: 'mail-create-one-day-missing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the e-mail of a stay of one day says it is one', action: requestedOneDay(oneDayMail({}, 'oneDay')) },
      { id: 'mail-create-one-day-invented', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a stay of three days is not one day', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { oneDay: true })) },
      { id: 'mail-create-one-day-false', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'oneDay is true or absent, never false', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, undefined, { oneDay: false })) },
      { id: 'mail-create-one-day-text', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'oneDay is true, not a text', action: requestedOneDay(oneDayMail({ oneDay: 'true' })) },
      { id: 'mail-create-reason', operation: 'create', who: 'admin', expected: 'allow', description: 'a refusal with a reason: its e-mails say there is one, not what it is', action: write(rejectWhy(BOOKING_REASON), ...refusalMails(WITH_REASON)) },
      { id: 'mail-create-reason-missing', operation: 'create', who: 'admin', expected: 'deny', description: 'the e-mail of a refusal with a reason says there is one', action: write(rejectWhy(BOOKING_REASON), ...refusalMails({})) },
      { id: 'mail-create-reason-text', operation: 'create', who: 'admin', expected: 'deny', description: 'withReason is true, never the reason itself', action: write(rejectWhy(BOOKING_REASON), ...refusalMails({ withReason: BOOKING_REASON })) },
      { id: 'mail-create-no-reason', operation: 'create', who: 'admin', expected: 'allow', description: 'a refusal without a reason: its e-mails say none', action: write(decide('rejected'), ...refusalMails({})) },
      { id: 'mail-create-reason-invented', operation: 'create', who: 'admin', expected: 'deny', description: 'no reason claimed for a refusal without one', action: write(decide('rejected'), ...refusalMails(WITH_REASON)) },
      { id: 'mail-create-reason-false', operation: 'create', who: 'admin', expected: 'deny', description: 'withReason is true or absent, never false', action: write(decide('rejected'), ...refusalMails({ withReason: false })) },
      { id: 'mail-create-reason-confirmed', operation: 'create', who: 'admin', expected: 'deny', description: 'only a refusal says whether it has a reason', action: write(decide('confirmed'), bookingNotice(UID.tenantA, 'booking-confirmed', B.pending), bookingNotice(UID.hostA, 'booking-confirmed', B.pending), bookingMail(UID.tenantA, 'booking-confirmed', B.pending, {}, undefined, WITH_REASON), bookingMail(UID.hostA, 'booking-confirmed', B.pending), set(contactsPath(B.pending), contacts())) },
      { id: 'mail-create-listing-one-day', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s e-mail names no stay: no oneDay', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, undefined, { oneDay: true })) },
      { id: 'mail-create-listing-reason', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s e-mail has no withReason', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, undefined, WITH_REASON)) },
      { id: 'mail-create-title-missing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a booking\'s e-mail names its listing', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { template: { name: 'booking-requested', data: { bookingId: 'bkg-new', listingId: L.a } } })) },
      { id: 'mail-create-two-recipients', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'exactly one recipient', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { toUids: [UID.hostA, UID.hostB] })) },
      { id: 'mail-create-backdated', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'stamped by the server', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { createdAt: ago(HOUR) })) },
      { id: 'mail-create-other-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'one e-mail per event and recipient: its id is kind_booking_uid', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', {}, 'booking-requested_bkg-new_host-a_2')) },
      { id: 'mail-create-no-event', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no e-mail without its event in the same write', action: write(bookingMail(UID.hostA, 'booking-requested', B.pending)) },
      { id: 'mail-create-unknown-template', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a template of the allow-list only', action: requested(bookingMail(UID.hostA, 'promo', 'bkg-new')) },
      { id: 'mail-create-extra-key', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'nothing but toUids, template and createdAt', action: requested(bookingMail(UID.hostA, 'booking-requested', 'bkg-new', { replyTo: 'x@exemple.ma' })) },
      { id: 'mail-create-listing-id', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing event\'s id is kind_listing_uid_<13 digits>', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, `listing-approved_${L.aDraft}_${UID.hostA}_1`)) },
      { id: 'mail-create-listing-title-other', operation: 'create', who: 'admin', expected: 'deny', description: 'a listing\'s e-mail names it by its title', action: write(approve(L.aDraft, true), listingMail(UID.hostA, 'listing-approved', L.aDraft, {}, undefined, { listingTitle: 'Cliquez ici : exemple.ma' })) },
      { id: 'mail-create-revision-old-title', operation: 'create', who: 'admin', expected: 'deny', description: 'an approved revision\'s e-mail names the listing by its new title', setup: h.aWithRevision(), action: write(update(lst(L.a), h.applied()), listingMail(UID.hostA, 'revision-approved', L.a)) },
      { id: 'mail-create-listing-no-event', operation: 'create', who: 'admin', expected: 'deny', description: 'no listing e-mail without its decision', action: write(listingMail(UID.hostA, 'listing-approved', L.aDraft)) },
      { id: 'mail-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor queues nothing', action: write(bookingMail(UID.hostA, 'booking-requested', B.pending)) },
    ]),
    ...group('bookingContacts', [
      { id: 'contacts-get-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'once confirmed, the tenant reads the host\'s contacts', setup: CONTACTS, action: get(contactsPath(B.confirmed)), api: { run: async ({ backend }) => { const c = await backend.bookings.getContacts(B.confirmed); if (c?.hostEmail !== contacts().hostEmail) throw new Error('contacts expected'); } } },
      { id: 'contacts-get-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'and the host the tenant\'s', setup: CONTACTS, action: get(contactsPath(B.confirmed)) },
      { id: 'contacts-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads them', setup: CONTACTS, action: get(contactsPath(B.confirmed)) },
      { id: 'contacts-get-other-tenant', operation: 'get', who: 'otherTenant', expected: 'deny', description: 'nobody else reads them', setup: CONTACTS, action: get(contactsPath(B.confirmed)) },
      { id: 'contacts-get-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: 'nor another host', setup: CONTACTS, action: get(contactsPath(B.confirmed)) },
      { id: 'contacts-get-before-confirmation', operation: 'get', who: 'tenantOwner', expected: 'deny', description: 'before confirmation there is nothing to read', action: get(contactsPath(B.pending)) },
      { id: 'contacts-create-confirm', operation: 'create', who: 'admin', expected: 'allow', description: 'written with the confirmation, equal to the profiles', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts())) },
      { id: 'contacts-create-no-confirmation', operation: 'create', who: 'admin', expected: 'deny', description: 'not without the confirmation in the same write', action: write(set(contactsPath(B.pending), contacts())) },
      { id: 'contacts-create-on-reject', operation: 'create', who: 'admin', expected: 'deny', description: 'never for a refused booking', action: write(decide('rejected'), set(contactsPath(B.pending), contacts())) },
      { id: 'contacts-create-tenant-email', operation: 'create', who: 'admin', expected: 'deny', description: 'the tenant\'s e-mail as in their profile', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ tenantEmail: 'autre@exemple.ma' }))) },
      { id: 'contacts-create-tenant-phone', operation: 'create', who: 'admin', expected: 'deny', description: 'the tenant\'s phone as in their profile', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ tenantPhone: '+212 6 00 00 00 00' }))) },
      { id: 'contacts-create-host-email', operation: 'create', who: 'admin', expected: 'deny', description: 'the host\'s e-mail as in their profile', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ hostEmail: 'autre@exemple.ma' }))) },
      { id: 'contacts-create-host-phone', operation: 'create', who: 'admin', expected: 'deny', description: 'the host\'s phone as in their profile', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ hostPhone: '+212 6 00 00 00 00' }))) },
      { id: 'contacts-create-tenant-id', operation: 'create', who: 'admin', expected: 'deny', description: 'the booking\'s tenant', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ tenantId: UID.tenantB }))) },
      { id: 'contacts-create-host-id', operation: 'create', who: 'admin', expected: 'deny', description: 'the booking\'s host', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ hostId: UID.hostB }))) },
      { id: 'contacts-create-extra', operation: 'create', who: 'admin', expected: 'deny', description: 'the contacts only (no address)', action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ address: '12 rue X' }))) },
      { id: 'contacts-create-no-phone', operation: 'create', who: 'admin', expected: 'allow', description: 'a profile without phone gives an empty phone', setup: { [`users/${UID.hostA}`]: (({ phoneNumber: _p, ...rest }) => rest)(profileDoc(UID.hostA, 'host')) }, action: write(decide('confirmed'), set(contactsPath(B.pending), contacts({ hostPhone: '' }))) },
      { id: 'contacts-create-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant writes no contacts', action: write(set(contactsPath(B.confirmed), contacts())) },
    ]),
  ];
}
