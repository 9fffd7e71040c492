/**
 * The cases of the permission matrix for ending an indefinite monthly rental
 * (firestore.rules: bookings "The admin ends an indefinite monthly rental" and "Its tenant gives
 * notice", the occupancy deletes after its last day, the booking-ended notice;
 * src/services/local/rules/ mirrors them). Every
 * case starts from RENTAL_SETUP on top of the fixture: tenant A's confirmed indefinite rental of
 * listing A, started 40 days ago, holds its last day-to-be (in 12 days) and the two days after
 * it. Each deny case breaks one condition and keeps the others true (so that the
 * rules-mutation run kills that condition).
 *
 * Called from matrix.ts once its own bindings exist: nothing here runs at import time.
 */
import { addDays, addMonths } from '@/domain/days';
import {
  ago,
  bookingDoc,
  DAY,
  day,
  del,
  group,
  L,
  UID,
  update,
  write,
  type CaseWithoutCollection,
  type Data,
  type MatrixCase,
  type Write,
  mailStayOf,
} from './matrix';
import { bookingMail, bookingNotice } from './matrixNotifications';

const R = 'bkg-rental-indefinite';
const bkg = (id: string) => `bookings/${id}`;
const occ = (n: number) => `listings/${L.a}/occupancy/${day(n)}`;
/** The last day the allowed cases give it, 12 days from today. */
const LAST = 12;

/** The rental as stored, started `start` days from today (negative: ago). */
const rental = (extra: Data = {}, start = -40): Data =>
  bookingDoc(
    {
      tenant: UID.tenantA,
      listing: L.a,
      start,
      end: null,
      rental: 'monthly',
      status: 'confirmed',
      createdAt: ago(45 * DAY),
    },
    extra,
  );
const slot = (createdAt = ago(45 * DAY)): Data => ({
  bookingId: R,
  status: 'confirmed',
  createdAt,
});

function rentalSetup(): Record<string, Data> {
  return {
    [bkg(R)]: rental(),
    [occ(LAST)]: slot(),
    [occ(LAST + 1)]: slot(),
    [occ(LAST + 2)]: slot(),
  };
}

/** The same rental, already given its last day (in 12 days): its next two days still held. */
const ended = () => ({ [bkg(R)]: rental({ endDate: day(LAST) }) });

/**
 * The 'booking-ended' notice and e-mail to `uid`; the e-mail names the last day the rental has
 * after the write, `last` (null: none).
 */
const told = (uid: string, last: string | null = day(LAST)): Write[] => [
  bookingNotice(uid, 'booking-ended', R),
  bookingMail(uid, 'booking-ended', R, {}, undefined, mailStayOf(rental({ endDate: last }))),
];

/** Ending it on `last` (a day text), freeing the two days after day LAST, both told. */
const end = (last: string = day(LAST), extra: Data = {}): Write[] => [
  update(bkg(R), { endDate: last, ...extra }),
  del(occ(LAST + 1)),
  del(occ(LAST + 2)),
  ...told(UID.tenantA, last),
  ...told(UID.hostA, last),
];

/** A day text in YYYY-M-DD or YYYY-MM-D form (a real day the rules' dayMs reads, not isDay). */
function unpadded(n: number): string {
  let k = n;
  while (day(k)[8] !== '0') k += 1;
  return day(k).slice(0, 8) + day(k)[9];
}

/** The end of the first month of a rental started 5 days ago: its earliest last day. */
const firstMonthEnd = () => addDays(addMonths(day(-5), 1), -1);

/** The earliest last day of the tenant's notice given today: a month from today. */
const noticeEnd = () => addDays(addMonths(day(0), 1), -1);
/** The slot of the day `text` of listing A. */
const occAt = (text: string) => `listings/${L.a}/occupancy/${text}`;
/** The day after the notice's last day, which the rental held: setup of the tenant's cases. */
const heldAfterNotice = () => ({ [occAt(addDays(noticeEnd(), 1))]: slot() });
/** The tenant gives notice on `last`, frees the day after it, and both are told. */
const notice = (last: string = noticeEnd(), extra: Data = {}): Write[] => [
  update(bkg(R), { endDate: last, ...extra }),
  del(occAt(addDays(noticeEnd(), 1))),
  ...told(UID.tenantA, last),
  ...told(UID.hostA, last),
];

// prettier-ignore
const bookingCases = (): CaseWithoutCollection[] => [
  { id: 'bookings-admin-end-rental', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin gives an indefinite rental its last day, frees the days after it and tells both', action: write(...end()), api: { run: async ({ admin }) => (await admin()).endMonthlyRental(R, day(LAST)) } },
  { id: 'bookings-admin-end-rental-today', operation: 'update', who: 'admin', expected: 'allow', description: 'its last day may be today', action: write(update(bkg(R), { endDate: day(0) }), ...told(UID.tenantA, day(0))) },
  { id: 'bookings-admin-end-rental-first-month', operation: 'update', who: 'admin', expected: 'allow', description: 'a rental in its first month ends at the end of that month at the earliest', setup: { [bkg(R)]: rental({}, -5) }, action: write(update(bkg(R), { endDate: firstMonthEnd() })) },
  { id: 'bookings-admin-end-rental-inside-first-month', operation: 'update', who: 'admin', expected: 'deny', description: 'not before the end of its first month (a month started is paid)', setup: { [bkg(R)]: rental({}, -5) }, action: write(update(bkg(R), { endDate: addDays(firstMonthEnd(), -1) })), api: { run: async ({ admin }) => (await admin()).endMonthlyRental(R, addDays(firstMonthEnd(), -1)), deniedWith: 'booking/end-too-early' } },
  { id: 'bookings-admin-end-rental-over', operation: 'update', who: 'admin', expected: 'deny', description: 'not on a day already over (two days ago: over in every time zone, whatever the hour)', action: write(update(bkg(R), { endDate: day(-2) })), api: { run: async ({ admin }) => (await admin()).endMonthlyRental(R, day(-2)), deniedWith: 'booking/end-too-early' } },
  { id: 'bookings-tenant-end-rental', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'its tenant gives a month\'s notice at least (not 12 days)', action: write(update(bkg(R), { endDate: day(LAST) })), api: { run: ({ backend }) => backend.bookings.giveNotice(R, day(LAST)), deniedWith: 'booking/end-too-early' } },
  { id: 'bookings-host-end-rental', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'its host does not end it, even a month ahead', action: write(update(bkg(R), { endDate: noticeEnd() })) },
  { id: 'bookings-admin-end-rental-pending', operation: 'update', who: 'admin', expected: 'deny', description: 'a request is refused, not ended', setup: { [bkg(R)]: rental({ status: 'pending_admin' }) }, action: write(update(bkg(R), { endDate: day(LAST) })) },
  { id: 'bookings-admin-end-rental-daily', operation: 'update', who: 'admin', expected: 'deny', description: 'a daily booking has its end already', setup: { [bkg(R)]: rental({ rentalType: 'daily' }) }, action: write(update(bkg(R), { endDate: day(LAST) })) },
  { id: 'bookings-admin-end-rental-indefinite-missing', operation: 'update', who: 'admin', expected: 'deny', description: 'a rental that does not say it is indefinite is not ended', setup: { [bkg(R)]: rental({ isIndefinite: null }) }, action: write(update(bkg(R), { endDate: day(LAST) })) },
  { id: 'bookings-admin-end-rental-fixed', operation: 'update', who: 'admin', expected: 'deny', description: 'a fixed rental keeps the end its tenant chose', setup: { [bkg(R)]: rental({ isIndefinite: false }) }, action: write(update(bkg(R), { endDate: day(LAST) })) },
  { id: 'bookings-admin-end-rental-again', operation: 'update', who: 'admin', expected: 'deny', description: 'a rental is ended once', setup: ended(), action: write(update(bkg(R), { endDate: day(LAST + 1) })), api: { run: async ({ admin }) => (await admin()).endMonthlyRental(R, day(LAST + 1)), deniedWith: 'booking/invalid-state' } },
  { id: 'bookings-admin-end-rental-price', operation: 'update', who: 'admin', expected: 'deny', description: 'ending it changes nothing else (its price stays)', action: write(update(bkg(R), { endDate: day(LAST), totalPrice: 1 })) },
  { id: 'bookings-admin-end-rental-unpadded', operation: 'update', who: 'admin', expected: 'deny', description: 'the last day is written YYYY-MM-DD', action: write(update(bkg(R), { endDate: unpadded(40) })) },
];

// prettier-ignore
const tenantNoticeCases = (): CaseWithoutCollection[] => [
  { id: 'bookings-tenant-give-notice', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'its tenant gives notice a month ahead, frees the days after it and tells both', setup: heldAfterNotice(), action: write(...notice()), api: { run: ({ backend }) => backend.bookings.giveNotice(R, noticeEnd()) } },
  { id: 'bookings-tenant-give-notice-later', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'or for any later day', action: write(update(bkg(R), { endDate: day(90) })) },
  { id: 'bookings-tenant-give-notice-first-month', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a rental starting in 10 days ends at the end of its first month at the earliest', setup: { [bkg(R)]: rental({}, 10) }, action: write(update(bkg(R), { endDate: addDays(addMonths(day(10), 1), -1) })) },
  { id: 'bookings-tenant-give-notice-inside-first-month', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a month\'s notice does not end it inside its first month', setup: { [bkg(R)]: rental({}, 10) }, action: write(update(bkg(R), { endDate: noticeEnd() })), api: { run: ({ backend }) => backend.bookings.giveNotice(R, noticeEnd()), deniedWith: 'booking/end-too-early' } },
  { id: 'bookings-other-tenant-give-notice', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'nobody else gives notice for them', action: write(update(bkg(R), { endDate: noticeEnd() })), api: { run: ({ backend }) => backend.bookings.giveNotice(R, noticeEnd()) } },
  { id: 'bookings-tenant-give-notice-pending', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a request is cancelled, not ended', setup: { [bkg(R)]: rental({ status: 'pending_admin' }) }, action: write(update(bkg(R), { endDate: noticeEnd() })) },
  { id: 'bookings-tenant-give-notice-daily', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a daily booking has its end already', setup: { [bkg(R)]: rental({ rentalType: 'daily' }) }, action: write(update(bkg(R), { endDate: noticeEnd() })) },
  { id: 'bookings-tenant-give-notice-fixed', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a fixed rental keeps the end its tenant chose', setup: { [bkg(R)]: rental({ isIndefinite: false }) }, action: write(update(bkg(R), { endDate: noticeEnd() })) },
  { id: 'bookings-tenant-give-notice-indefinite-missing', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a rental that does not say it is indefinite is not ended', setup: { [bkg(R)]: rental({ isIndefinite: null }) }, action: write(update(bkg(R), { endDate: noticeEnd() })) },
  { id: 'bookings-tenant-give-notice-again', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'notice is given once (or after the admin ended it, not at all)', setup: { [bkg(R)]: rental({ endDate: day(90) }) }, action: write(update(bkg(R), { endDate: day(120) })), api: { run: ({ backend }) => backend.bookings.giveNotice(R, day(120)), deniedWith: 'booking/invalid-state' } },
  { id: 'bookings-tenant-give-notice-price', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'giving notice changes nothing else (its price stays)', action: write(update(bkg(R), { endDate: noticeEnd(), totalPrice: 1 })) },
  { id: 'bookings-tenant-give-notice-unpadded', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'the last day is written YYYY-MM-DD', action: write(update(bkg(R), { endDate: unpadded(40) })) },
];

// prettier-ignore
const occupancyCases = (): CaseWithoutCollection[] => [
  { id: 'occupancy-admin-free-after-end', operation: 'delete', who: 'admin', expected: 'allow', description: 'the admin frees a day after a rental\'s last day', setup: ended(), action: write(del(occ(LAST + 1))) },
  { id: 'occupancy-admin-free-last-day', operation: 'delete', who: 'admin', expected: 'deny', description: 'its last day stays held', setup: ended(), action: write(del(occ(LAST))) },
  { id: 'occupancy-admin-free-not-ended', operation: 'delete', who: 'admin', expected: 'deny', description: 'a rental without an end keeps its days', action: write(del(occ(LAST + 1))) },
  { id: 'occupancy-tenant-free-after-end', operation: 'delete', who: 'tenantOwner', expected: 'allow', description: 'its tenant frees a day after their rental\'s last day (their notice)', setup: ended(), action: write(del(occ(LAST + 1))) },
  { id: 'occupancy-tenant-free-last-day', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'not its last day', setup: ended(), action: write(del(occ(LAST))) },
  { id: 'occupancy-tenant-free-not-ended', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'a rental without an end keeps its days', action: write(del(occ(LAST + 1))) },
  { id: 'occupancy-other-tenant-free-after-end', operation: 'delete', who: 'otherTenant', expected: 'deny', description: 'nobody else frees them', setup: ended(), action: write(del(occ(LAST + 1))) },
  { id: 'occupancy-host-free-after-end', operation: 'delete', who: 'hostOwner', expected: 'deny', description: 'nor its host', setup: ended(), action: write(del(occ(LAST + 1))) },
];

// prettier-ignore
const noticeCases = (): CaseWithoutCollection[] => [
  { id: 'notifications-create-ended', operation: 'create', who: 'admin', expected: 'allow', description: 'ending a rental tells its tenant and its host, in the same write', action: write(update(bkg(R), { endDate: day(LAST) }), ...told(UID.tenantA), ...told(UID.hostA)) },
  { id: 'notifications-create-ended-by-tenant', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a notice given by the tenant tells both, in the same write', action: write(update(bkg(R), { endDate: noticeEnd() }), ...told(UID.tenantA, noticeEnd()), ...told(UID.hostA, noticeEnd())) },
  { id: 'notifications-create-ended-not-ended', operation: 'create', who: 'admin', expected: 'deny', description: 'only when it is ended in that write', action: write(...told(UID.tenantA, null)) },
  { id: 'notifications-create-ended-again', operation: 'create', who: 'admin', expected: 'deny', description: 'a rental ended before is not told again', setup: ended(), action: write(...told(UID.tenantA)) },
  { id: 'notifications-create-ended-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'an end is told as such, not as another event', action: write(update(bkg(R), { endDate: day(LAST) }), bookingNotice(UID.tenantA, 'booking-withdrawn', R)) },
  { id: 'notifications-create-ended-other', operation: 'create', who: 'admin', expected: 'deny', description: 'nobody else is told', action: write(update(bkg(R), { endDate: day(LAST) }), ...told(UID.tenantB)) },
];

export function rentalEndCases(): MatrixCase[] {
  const setup = rentalSetup();
  const withSetup = (cases: MatrixCase[]) =>
    cases.map((c) => ({ ...c, setup: { ...setup, ...c.setup } }));
  return withSetup([
    ...group('bookings', bookingCases()),
    ...group('bookings', tenantNoticeCases()),
    ...group('occupancy', occupancyCases()),
    ...group('notifications', noticeCases()),
  ]);
}
