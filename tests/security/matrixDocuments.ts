/**
 * Issue 15's cases of the permission matrix for receipts, invoices and credit notes
 * (firestore.rules "documents"; src/services/local/rules/documents.ts) and the admin's
 * cancellation of a confirmed booking. Every case starts from DOCUMENT_SETUP on top of the
 * fixture: host A invoices as a VAT-registered company and has issued factures 1 to 4 this year
 * (counter at 4) and reçus 1 to 4 (counter at 4); a confirmed booking of tenant A starting in
 * 30 days carries facture 4. Each deny case breaks one condition and keeps the others true (so
 * that the rules-mutation run kills that condition).
 *
 * Called from matrix.ts once its own bindings exist: nothing here runs at import time.
 */
import { todayInMorocco } from '@/domain/days';
import { monthStart } from '@/domain/invoice';
import { parseBooking } from '@/services/shared/converters';
import { saleDocumentOf } from '@/services/shared/plans';
import {
  ago,
  B,
  bookingDoc,
  day,
  del,
  DOCUMENT_ID,
  fullName,
  get,
  group,
  HOUR,
  L,
  list,
  profileDoc,
  SERVER_TIME,
  set,
  UID,
  update,
  write,
  type CaseWithoutCollection,
  type Data,
  type MatrixCase,
  type Write,
  mailStayOf,
} from './matrix';
import { bookingMail, bookingMailData, bookingNotice } from './matrixNotifications';
import { COMPANY_IDENTITY as COMPANY } from '../factories';

const TODAY = todayInMorocco();
const YEAR = Number(TODAY.slice(0, 4));

const D = {
  /** confirmed, starts in 30 days, facture F-YEAR-000004 issued */
  confirmed: 'bkg-doc-confirmed',
  /** an older facture of host A (number 3) */
  old: 'bkg-doc-old',
  /** a reçu of host A (number 4), written while host A had no identity */
  oldRecu: 'bkg-doc-old-recu',
  /** tenant A's confirmed indefinite monthly rental, 70 days in: months 2 and 3 have begun */
  month: 'bkg-doc-month',
} as const;

const docPath = (id: string) => `documents/${id}`;
const counter = (host: string, kind: string) => `documentCounters/${host}_${kind}`;
const bkg = (id: string) => `bookings/${id}`;
const number = (prefix: string, n: number) => `${prefix}-${YEAR}-${String(n).padStart(6, '0')}`;

const confirmedSpec = () => ({
  tenant: UID.tenantA,
  listing: L.a,
  start: 30,
  end: 31,
  status: 'confirmed',
  createdAt: ago(48 * HOUR),
});

/**
 * The facture or reçu the product writes for booking `booking` (its stored fields), or for
 * month `month` of an indefinite monthly rental.
 */
function saleDoc(
  bookingId: string,
  booking: Data,
  host: Data | null,
  sequence: number,
  extra: Data = {},
  month?: number,
): Data {
  const parsed = parseBooking(bookingId, { ...booking, createdAt: null });
  const document = saleDocumentOf(
    parsed,
    {
      tenant: null,
      host: host ? { legalIdentity: host } : { fullName: fullName(String(booking.hostId)) },
    },
    TODAY,
    sequence,
    month,
  );
  return {
    ...(JSON.parse(JSON.stringify(document)) as Data),
    bookingId,
    hostId: booking.hostId,
    tenantId: booking.tenantId,
    listingId: booking.listingId,
    year: YEAR,
    sequence,
    issuedAt: SERVER_TIME,
    ...extra,
  };
}

const pending = () =>
  bookingDoc({
    tenant: UID.tenantA,
    listing: L.a,
    start: 10,
    end: 11,
    createdAt: ago(HOUR),
  });
const otherPending = () =>
  bookingDoc({
    tenant: UID.tenantB,
    listing: L.b,
    start: 12,
    end: 13,
    createdAt: ago(2 * HOUR),
  });
const confirmed = () => bookingDoc(confirmedSpec());
/** D.month: started 70 days ago, no end (month 3 began 8 to 11 days ago, month 4 is ahead). */
const monthRental = (extra: Data = {}) =>
  bookingDoc({ ...confirmedSpec(), rental: 'monthly', start: -70, end: null }, extra);

/** Facture 5 of host A for B.pending, as the confirmation writes it. */
const facture5 = (extra: Data = {}) => saleDoc(B.pending, pending(), COMPANY, 5, extra);
/** Reçu 1 of host B (no identity) for B.otherPending. */
const recuB1 = (extra: Data = {}) => saleDoc(B.otherPending, otherPending(), null, 1, extra);

function documentSetup(): Record<string, Data> {
  const stored = (id: string, booking: Data, host: Data | null, n: number) => ({
    ...saleDoc(id, booking, host, n),
    issuedAt: ago(24 * HOUR),
  });
  const confirmedFacture = stored(D.confirmed, confirmed(), COMPANY, 4);
  return {
    [`users/${UID.hostA}`]: profileDoc(UID.hostA, 'host', { legalIdentity: COMPANY }),
    [bkg(D.confirmed)]: confirmed(),
    [bkg(D.month)]: monthRental(),
    [bkg(D.old)]: bookingDoc({ ...confirmedSpec(), start: -20, end: -20 }),
    [bkg(D.oldRecu)]: bookingDoc({ ...confirmedSpec(), start: -40, end: -40 }),
    [docPath(D.confirmed)]: confirmedFacture,
    [docPath(D.old)]: stored(
      D.old,
      bookingDoc({ ...confirmedSpec(), start: -20, end: -20 }),
      COMPANY,
      3,
    ),
    [docPath(D.oldRecu)]: stored(
      D.oldRecu,
      bookingDoc({ ...confirmedSpec(), start: -40, end: -40 }),
      null,
      4,
    ),
    [counter(UID.hostA, 'facture')]: {
      hostId: UID.hostA,
      kind: 'facture',
      year: YEAR,
      last: 4,
      lastDocId: D.confirmed,
    },
    [counter(UID.hostA, 'recu')]: {
      hostId: UID.hostA,
      kind: 'recu',
      year: YEAR,
      last: 4,
      lastDocId: D.oldRecu,
    },
  };
}

const confirm = (id: string = B.pending): Write => update(bkg(id), { status: 'confirmed' });
const cancel = (id: string = D.confirmed, extra: Data = {}): Write =>
  update(bkg(id), { status: 'cancelled', cancelledBy: 'admin', ...extra });
/** Counter `kind` of `host` at `last`, naming `docId`. */
const moved = (host: string, kind: string, last: number, docId: string, extra: Data = {}): Write =>
  set(counter(host, kind), { hostId: host, kind, year: YEAR, last, lastDocId: docId, ...extra });
/** B.pending confirmed with facture 5 (`extra` on the document) and the counter at 5. */
const issue = (extra: Data = {}, more: Write[] = []): Write[] => [
  confirm(),
  set(docPath(B.pending), facture5(extra)),
  moved(UID.hostA, 'facture', 5, B.pending),
  ...more,
];
/** The avoir of D.confirmed (facture 4), number 1 of host A's avoirs. */
function avoir(extra: Data = {}): Data {
  const facture = saleDoc(D.confirmed, confirmed(), COMPANY, 4);
  return {
    ...facture,
    kind: 'avoir',
    number: number('AV', 1),
    references: number('F', 4),
    sequence: 1,
    ...extra,
  };
}
const credit = (extra: Data = {}, more: Write[] = [], booking: Data = {}): Write[] => [
  cancel(D.confirmed, booking),
  set(docPath(`${D.confirmed}_avoir`), avoir(extra)),
  moved(UID.hostA, 'avoir', 1, `${D.confirmed}_avoir`),
  ...more,
];
const vat = (ht: number, tva: number, ttc: number, rate = 20) => ({ vat: { ht, tva, ttc, rate } });
const monthId = (n: number, id: string = D.month) => `${id}_m${n}`;
/** D.month's monthly price: its total is this times the months invoiced (monthsInvoiced). */
const price = () => monthRental().monthlyPrice as number;
/** D.month's total once `months` months are invoiced. */
const invoicedTotal = (months: number) => ({ totalPrice: price() * months });
/**
 * Facture 5 of host A: month `n` of D.month (as stored with `booking`, `extra` over it), under
 * `docId`, with the rental's total moved to `months` months (null: left alone).
 */
const monthIssue = (
  n: number,
  {
    docId = monthId(n),
    booking = monthRental(),
    months = n,
    extra = {},
  }: { docId?: string; booking?: Data; months?: number | null; extra?: Data } = {},
): Write[] => [
  set(docPath(docId), saleDoc(D.month, booking, COMPANY, 5, extra, n)),
  moved(UID.hostA, 'facture', 5, docId),
  ...(months === null ? [] : [update(bkg(D.month), invoicedTotal(months))]),
];
/** D.month stored as `extra` says (a deny case breaks one condition of validMonth). */
const monthAs = (extra: Data) => ({ [bkg(D.month)]: monthRental(extra) });
/** D.month with months 2 to `months` invoiced (their documents not in the fixture). */
const invoicedUpTo = (months: number, extra: Data = {}) =>
  monthAs({ ...invoicedTotal(months), ...extra });
/** A month document priced as two months (as a rental's whole total would be), VAT included. */
const twoMonths = () => {
  const ttc = price() * 200;
  const tva = Math.round(ttc / 6);
  return { total: ttc, ...vat(ttc - tva, tva, ttc) };
};
const startOf = (n: number) => monthStart(day(-70), n);
// B.pending: 2 days at 200 MAD = 40 000 centimes TTC, 33 333 HT + 6 667 TVA
const TOTAL = 40_000;

// prettier-ignore
const createCases = (): CaseWithoutCollection[] => [
  { id: 'documents-create-facture', operation: 'create', who: 'admin', expected: 'allow', description: "the admin's confirmation issues the VAT host's facture, its counter moved by one", action: write(...issue()), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.pending) } },
  { id: 'documents-create-recu', operation: 'create', who: 'admin', expected: 'allow', description: 'a host without an identity gets a reçu, a new series starting at 1', action: write(confirm(B.otherPending), set(docPath(B.otherPending), recuB1()), moved(UID.hostB, 'recu', 1, B.otherPending)), api: { run: async ({ admin }) => (await admin()).confirmBooking(B.otherPending) } },
  { id: 'documents-create-next-year', operation: 'create', who: 'admin', expected: 'allow', description: 'a new year starts the series again at 1', setup: { [counter(UID.hostA, 'facture')]: { hostId: UID.hostA, kind: 'facture', year: YEAR - 1, last: 812, lastDocId: D.old } }, action: write(confirm(), set(docPath(B.pending), saleDoc(B.pending, pending(), COMPANY, 1)), moved(UID.hostA, 'facture', 1, B.pending)) },
  { id: 'documents-create-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant issues no document', action: write(set(docPath(B.confirmed), saleDoc(B.confirmed, bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 20, end: 20, status: 'confirmed' }), COMPANY, 5)), moved(UID.hostA, 'facture', 5, B.confirmed)) },
  { id: 'documents-create-host', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the host issues none either: the admin does, with the confirmation', action: write(set(docPath(B.confirmed), saleDoc(B.confirmed, bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 20, end: 20, status: 'confirmed' }), COMPANY, 5)), moved(UID.hostA, 'facture', 5, B.confirmed)) },
  { id: 'documents-create-no-counter', operation: 'create', who: 'admin', expected: 'deny', description: 'a document is written with its counter', action: write(confirm(), set(docPath(B.pending), facture5())) },
  { id: 'documents-create-two-one-number', operation: 'create', who: 'admin', expected: 'deny', description: 'two documents cannot share one number', action: write(...issue({}, [set(docPath(B.confirmed), saleDoc(B.confirmed, bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 20, end: 20, status: 'confirmed' }), COMPANY, 5))])) },
  { id: 'documents-create-missing-key', operation: 'create', who: 'admin', expected: 'deny', description: 'a document has all its fields', action: write(confirm(), set(docPath(B.pending), Object.fromEntries(Object.entries(facture5()).filter(([k]) => k !== 'totalInWords'))), moved(UID.hostA, 'facture', 5, B.pending)) },
  { id: 'documents-create-extra-key', operation: 'create', who: 'admin', expected: 'deny', description: 'and only its fields', action: write(...issue({ notes: 'remise' })) },
  { id: 'documents-create-client-date', operation: 'create', who: 'admin', expected: 'deny', description: 'a document is stamped with the server time', action: write(...issue({ issuedAt: ago(HOUR) })) },
  { id: 'documents-create-wrong-prefix', operation: 'create', who: 'admin', expected: 'deny', description: "a facture's number starts with F", action: write(...issue({ number: number('R', 5) })) },
  { id: 'documents-create-wrong-number', operation: 'create', who: 'admin', expected: 'deny', description: 'its number is its sequence', action: write(...issue({ number: number('F', 6) })) },
  { id: 'documents-create-unpadded', operation: 'create', who: 'admin', expected: 'deny', description: 'on six digits at least', action: write(...issue({ number: `F-${YEAR}-5` })) },
  { id: 'documents-create-other-year-date', operation: 'create', who: 'admin', expected: 'deny', description: "its issue date is in its number's year", action: write(...issue({ issueDate: `${YEAR - 1}-12-31` })) },
  { id: 'documents-create-other-host', operation: 'create', who: 'admin', expected: 'deny', description: "a document is its booking's host's", action: write(confirm(), set(docPath(B.pending), saleDoc(B.pending, { ...pending(), hostId: UID.hostB }, null, 1)), moved(UID.hostB, 'recu', 1, B.pending)) },
  { id: 'documents-create-other-tenant', operation: 'create', who: 'admin', expected: 'deny', description: "and names its booking's tenant", action: write(...issue({ tenantId: UID.tenantB })) },
  { id: 'documents-create-other-listing', operation: 'create', who: 'admin', expected: 'deny', description: "and its booking's listing", action: write(...issue({ listingId: L.b })) },
  { id: 'documents-create-other-id', operation: 'create', who: 'admin', expected: 'deny', description: "a booking's document has the booking's id (one per booking)", action: write(confirm(), set(docPath('bkg-doc-extra'), facture5()), moved(UID.hostA, 'facture', 5, 'bkg-doc-extra')) },
  { id: 'documents-create-not-confirmed', operation: 'create', who: 'admin', expected: 'deny', description: 'only a confirmed booking has a document', action: write(set(docPath(B.pending), facture5()), moved(UID.hostA, 'facture', 5, B.pending)) },
  { id: 'documents-create-references', operation: 'create', who: 'admin', expected: 'deny', description: 'a facture references nothing', action: write(...issue({ references: number('F', 4) })) },
  { id: 'documents-create-recu-vat-host', operation: 'create', who: 'admin', expected: 'deny', description: "a VAT-registered company's document is a facture", action: write(confirm(), set(docPath(B.pending), saleDoc(B.pending, pending(), COMPANY, 5, { kind: 'recu', number: number('R', 5) })), moved(UID.hostA, 'recu', 5, B.pending)) },
  { id: 'documents-create-facture-no-vat-host', operation: 'create', who: 'admin', expected: 'deny', description: 'a company not subject to VAT issues a reçu', setup: { [`users/${UID.hostA}`]: profileDoc(UID.hostA, 'host', { legalIdentity: { ...COMPANY, vatRegistered: false } }) }, action: write(confirm(), set(docPath(B.pending), facture5({ host: { ...COMPANY, vatRegistered: false }, vat: null })), moved(UID.hostA, 'facture', 5, B.pending)) },
  { id: 'documents-create-facture-individual', operation: 'create', who: 'admin', expected: 'deny', description: 'an individual issues a reçu, whatever else the identity says', setup: { [`users/${UID.hostA}`]: profileDoc(UID.hostA, 'host', { legalIdentity: { kind: 'individual', fullName: 'Karim Idrissi', cin: null, address: 'Rabat', vatRegistered: true } }) }, action: write(confirm(), set(docPath(B.pending), facture5({ host: { kind: 'individual', fullName: 'Karim Idrissi', cin: null, address: 'Rabat', vatRegistered: true }, vat: null })), moved(UID.hostA, 'facture', 5, B.pending)) },
  { id: 'documents-create-other-identity', operation: 'create', who: 'admin', expected: 'deny', description: 'the host as their profile says', action: write(...issue({ host: { ...COMPANY, ice: '009999999000099' } })) },
  { id: 'documents-create-wrong-total', operation: 'create', who: 'admin', expected: 'deny', description: "the booking's price, in centimes", action: write(...issue({ total: TOTAL + 100, ...vat(33_417, 6_683, TOTAL + 100) })) },
  { id: 'documents-create-wrong-ttc', operation: 'create', who: 'admin', expected: 'deny', description: 'TTC is the total', action: write(...issue(vat(33_333, 6_667, TOTAL + 1))) },
  { id: 'documents-create-drift', operation: 'create', who: 'admin', expected: 'deny', description: 'HT + TVA = TTC to the centime', action: write(...issue(vat(33_333, 6_666, TOTAL))) },
  { id: 'documents-create-rate', operation: 'create', who: 'admin', expected: 'deny', description: 'at 20 %', action: write(...issue(vat(36_364, 3_636, TOTAL, 10))) },
  { id: 'documents-create-recu-with-vat', operation: 'create', who: 'admin', expected: 'deny', description: 'a reçu shows no VAT', action: write(confirm(B.otherPending), set(docPath(B.otherPending), recuB1(vat(33_333, 6_667, TOTAL))), moved(UID.hostB, 'recu', 1, B.otherPending)) },
  { id: 'documents-create-month', operation: 'create', who: 'admin', expected: 'allow', description: "a month begun of an indefinite monthly rental gets its own facture, under the booking's id and _m2", action: write(...monthIssue(2)), api: { run: async ({ admin }) => (await admin()).issueMonthDocuments() } },
  { id: 'documents-create-month-first', operation: 'create', who: 'admin', expected: 'deny', description: "the first month is the booking's own document, not a month's", setup: invoicedUpTo(0), action: write(...monthIssue(1)) },
  { id: 'documents-create-month-padded', operation: 'create', who: 'admin', expected: 'deny', description: 'a month has one id: _m2, not _m02', action: write(...monthIssue(2, { docId: `${D.month}_m02` })) },
  { id: 'documents-create-month-not-begun', operation: 'create', who: 'admin', expected: 'deny', description: 'a month is invoiced once it has begun', setup: invoicedUpTo(3), action: write(...monthIssue(4)) },
  { id: 'documents-create-month-other-period', operation: 'create', who: 'admin', expected: 'deny', description: "a month's document covers that month, from its first day", setup: invoicedUpTo(2), action: write(...monthIssue(2, { docId: monthId(3), months: 3 })) },
  { id: 'documents-create-month-fixed', operation: 'create', who: 'admin', expected: 'deny', description: 'a rental with an end chosen at the start has its one document', setup: monthAs({ isIndefinite: false }), action: write(...monthIssue(2, { extra: twoMonths() })) },
  { id: 'documents-create-month-indefinite-missing', operation: 'create', who: 'admin', expected: 'deny', description: 'a rental that does not say it is indefinite gets no month document', setup: monthAs({ isIndefinite: null }), action: write(...monthIssue(2, { extra: twoMonths() })) },
  { id: 'documents-create-month-daily', operation: 'create', who: 'admin', expected: 'deny', description: 'a daily booking is not invoiced by the month', setup: monthAs({ rentalType: 'daily' }), action: write(...monthIssue(2)) },
  { id: 'documents-create-month-after-end', operation: 'create', who: 'admin', expected: 'deny', description: 'no month after the rental\'s last day', setup: invoicedUpTo(2, { endDate: day(-20) }), action: write(...monthIssue(3)) },
  { id: 'documents-create-month-last', operation: 'create', who: 'admin', expected: 'allow', description: 'a month that begins on the rental\'s last day is invoiced', setup: invoicedUpTo(2, { endDate: startOf(3) }), action: write(...monthIssue(3, { booking: monthRental({ endDate: startOf(3) }) })) },
  { id: 'documents-create-month-total-unmoved', operation: 'create', who: 'admin', expected: 'deny', description: "a month's document adds its price to the rental's total, in the same write (what the tenant spent and the host earned count it)", action: write(...monthIssue(2, { months: null })) },
  { id: 'documents-create-month-skips', operation: 'create', who: 'admin', expected: 'deny', description: 'months are issued in order: month 3 after the total counts month 2', action: write(...monthIssue(3)) },
  { id: 'documents-create-month-whole-total', operation: 'create', who: 'admin', expected: 'deny', description: "a month's document is one month's price, not the rental's total so far", action: write(...monthIssue(2, { extra: twoMonths() })) },
  { id: 'documents-avoir-admin', operation: 'create', who: 'admin', expected: 'allow', description: 'cancelling a confirmed booking credits its facture with an avoir', action: write(...credit()), api: { run: async ({ admin }) => (await admin()).cancelConfirmedBooking(D.confirmed) } },
  { id: 'documents-avoir-other-id', operation: 'create', who: 'admin', expected: 'deny', description: "an avoir's id is its booking's, _avoir", setup: { [bkg(D.confirmed)]: { ...confirmed(), status: 'cancelled' } }, action: write(set(docPath(`${D.confirmed}_credit`), avoir()), moved(UID.hostA, 'avoir', 1, `${D.confirmed}_credit`)) },
  { id: 'documents-create-host-stale-counter', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'only the admin creates a document, even one its counter already names', setup: { [counter(UID.hostA, 'facture')]: { hostId: UID.hostA, kind: 'facture', year: YEAR, last: 5, lastDocId: B.confirmed } }, action: write(set(docPath(B.confirmed), saleDoc(B.confirmed, bookingDoc({ tenant: UID.tenantA, listing: L.a, start: 20, end: 20, status: 'confirmed' }), COMPANY, 5))) },
  { id: 'documents-avoir-not-cancelled', operation: 'create', who: 'admin', expected: 'deny', description: 'an avoir only for a cancelled booking', action: write(set(docPath(`${D.confirmed}_avoir`), avoir()), moved(UID.hostA, 'avoir', 1, `${D.confirmed}_avoir`)) },
  { id: 'documents-avoir-references', operation: 'create', who: 'admin', expected: 'deny', description: 'an avoir references the document it credits', action: write(...credit({ references: number('F', 3) })) },
  { id: 'documents-avoir-amount', operation: 'create', who: 'admin', expected: 'deny', description: "an avoir credits the document's amount, nothing else changes", action: write(...credit({ total: 100 })) },
];

// prettier-ignore
const counterCases = (): CaseWithoutCollection[] => [
  { id: 'documentCounters-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads a counter (the confirmation does)', action: get(counter(UID.hostA, 'facture')) },
  { id: 'documentCounters-get-host', operation: 'get', who: 'hostOwner', expected: 'deny', description: 'nobody else', action: get(counter(UID.hostA, 'facture')) },
  { id: 'documentCounters-skip', operation: 'update', who: 'admin', expected: 'deny', description: 'a counter moves by one: no gap', action: write(confirm(), set(docPath(B.pending), facture5({ number: number('F', 6), sequence: 6 })), moved(UID.hostA, 'facture', 6, B.pending)) },
  { id: 'documentCounters-back', operation: 'update', who: 'admin', expected: 'deny', description: 'never back to 1 within a year', action: write(confirm(), set(docPath(B.pending), facture5({ number: number('F', 1), sequence: 1 })), moved(UID.hostA, 'facture', 1, B.pending)) },
  { id: 'documentCounters-other-doc-sequence', operation: 'update', who: 'admin', expected: 'deny', description: "a counter's last number is its document's", action: write(confirm(), set(docPath(B.pending), facture5()), moved(UID.hostA, 'facture', 5, B.pending), moved(UID.hostA, 'recu', 5, D.old)) },
  { id: 'documentCounters-other-kind', operation: 'update', who: 'admin', expected: 'deny', description: "a counter names a document of its kind", action: write(...issue({}, [moved(UID.hostA, 'recu', 5, B.pending)])) },
  { id: 'documentCounters-other-host', operation: 'update', who: 'admin', expected: 'deny', description: 'a counter names a document of its host', setup: { [`users/${UID.hostB}`]: profileDoc(UID.hostB, 'host', { legalIdentity: COMPANY }), [counter(UID.hostB, 'facture')]: { hostId: UID.hostB, kind: 'facture', year: YEAR, last: 4, lastDocId: 'bkg-b-old' } }, action: write(confirm(B.otherPending), set(docPath(B.otherPending), saleDoc(B.otherPending, otherPending(), COMPANY, 5)), moved(UID.hostB, 'facture', 5, B.otherPending), moved(UID.hostA, 'facture', 5, B.otherPending)) },
  { id: 'documentCounters-sequence', operation: 'update', who: 'admin', expected: 'deny', description: "a counter's last number is its document's sequence", action: write(confirm(), set(docPath(B.pending), facture5({ number: number('F', 6), sequence: 6 })), moved(UID.hostA, 'facture', 5, B.pending)) },
  { id: 'documentCounters-next-year-skip', operation: 'update', who: 'admin', expected: 'deny', description: 'a new year starts at 1, not after the last number', action: write(confirm(), set(docPath(B.pending), facture5({ year: YEAR + 1, number: `F-${YEAR + 1}-000005`, issueDate: `${YEAR + 1}-01-02` })), moved(UID.hostA, 'facture', 5, B.pending, { year: YEAR + 1 })) },
  { id: 'documentCounters-create-alone', operation: 'create', who: 'admin', expected: 'deny', description: 'a counter starts only with the document it names', action: write(moved(UID.hostB, 'recu', 1, 'bkg-nothing')) },
  { id: 'documentCounters-fields-id', operation: 'update', who: 'admin', expected: 'deny', description: "a counter's fields are its id's", setup: { [counter(UID.hostB, 'recu')]: { hostId: UID.hostB, kind: 'recu', year: YEAR, last: 4, lastDocId: 'bkg-b-old' } }, action: write(confirm(B.otherPending), set(docPath(B.otherPending), recuB1({ number: number('R', 5), sequence: 5 })), moved(UID.hostB, 'recu', 5, B.otherPending), set(counter(UID.hostA, 'facture'), { hostId: UID.hostB, kind: 'recu', year: YEAR, last: 5, lastDocId: B.otherPending })) },
  { id: 'documentCounters-year', operation: 'update', who: 'admin', expected: 'deny', description: "a counter's year is its document's", action: write(confirm(), set(docPath(B.pending), saleDoc(B.pending, pending(), COMPANY, 1)), moved(UID.hostA, 'facture', 1, B.pending, { year: YEAR + 1 })) },
  { id: 'documentCounters-extra', operation: 'update', who: 'admin', expected: 'deny', description: 'a counter has its own fields only', action: write(confirm(), set(docPath(B.pending), facture5()), moved(UID.hostA, 'facture', 5, B.pending, { note: 'x' })) },
  { id: 'documentCounters-create-at-2', operation: 'create', who: 'admin', expected: 'deny', description: 'a new series starts at 1', action: write(confirm(B.otherPending), set(docPath(B.otherPending), recuB1({ number: number('R', 2), sequence: 2 })), moved(UID.hostB, 'recu', 2, B.otherPending)) },
  { id: 'documentCounters-host-moves', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'only the admin moves a counter', setup: { [docPath('bkg-doc-five')]: { ...facture5(), bookingId: 'bkg-doc-five', issuedAt: ago(HOUR) } }, action: write(moved(UID.hostA, 'facture', 5, 'bkg-doc-five')) },
  { id: 'documentCounters-host-creates', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'or starts one', setup: { [docPath('bkg-doc-five')]: { ...facture5({ kind: 'avoir', sequence: 1 }), bookingId: 'bkg-doc-five', issuedAt: ago(HOUR) } }, action: write(moved(UID.hostA, 'avoir', 1, 'bkg-doc-five')) },
  { id: 'documentCounters-delete', operation: 'delete', who: 'admin', expected: 'deny', description: 'a counter is never deleted', action: write(del(counter(UID.hostA, 'facture'))) },
];

// prettier-ignore
const readCases = (): CaseWithoutCollection[] => [
  { id: 'documents-get-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'the tenant opens their document', action: get(docPath(D.confirmed)), api: { run: ({ backend }) => backend.bookings.getDocuments(D.confirmed, 'tenant') } },
  { id: 'documents-get-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'the host opens it', action: get(docPath(D.confirmed)), api: { run: ({ backend }) => backend.bookings.getDocuments(D.confirmed, 'host') } },
  { id: 'documents-get-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads it', action: get(docPath(D.confirmed)) },
  { id: 'documents-get-other-tenant', operation: 'get', who: 'otherTenant', expected: 'deny', description: "another tenant does not", action: get(docPath(D.confirmed)) },
  { id: 'documents-get-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: 'another host does not', action: get(docPath(D.confirmed)) },
  { id: 'documents-get-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'a visitor does not', action: get(docPath(D.confirmed)) },
  { id: 'documents-list-tenant', operation: 'list', who: 'tenantOwner', expected: 'allow', description: "the tenant lists a booking's documents", action: list('documents', ['bookingId', '==', D.confirmed], ['tenantId', '==', UID.tenantA]) },
  { id: 'documents-list-host', operation: 'list', who: 'hostOwner', expected: 'allow', description: 'the host lists theirs', action: list('documents', ['hostId', '==', UID.hostA]) },
  { id: 'documents-list-unconstrained', operation: 'list', who: 'otherTenant', expected: 'deny', description: "a list is constrained on the caller: another booking's documents are not found by its id", action: list('documents', ['bookingId', '==', D.confirmed]) },
  { id: 'documents-list-other-tenant', operation: 'list', who: 'otherTenant', expected: 'deny', description: "nobody lists another tenant's documents", action: list('documents', ['tenantId', '==', UID.tenantA]) },
  { id: 'documents-list-ids-other-tenant', operation: 'list', who: 'otherTenant', expected: 'deny', description: 'nobody else lists documents by their ids', action: list('documents', [DOCUMENT_ID, 'in', [D.confirmed]]) },
  { id: 'documents-list-range-other-host', operation: 'list', who: 'otherHost', expected: 'deny', description: "nor a rental's month documents by a range of ids", setup: month2Issued(), action: list('documents', [DOCUMENT_ID, '>=', `${D.month}_m`], [DOCUMENT_ID, '<=', `${D.month}_m\uf8ff`]) },
  { id: 'documents-update-admin', operation: 'update', who: 'admin', expected: 'deny', description: 'once issued, a document never changes', action: write(update(docPath(D.confirmed), { total: 1 })) },
  { id: 'documents-delete-admin', operation: 'delete', who: 'admin', expected: 'deny', description: 'nor is it deleted', action: write(del(docPath(D.confirmed))) },
];

// prettier-ignore
const bookingCases = (): CaseWithoutCollection[] => [
  { id: 'bookings-admin-cancel-confirmed-no-document', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin cancels a confirmed booking issued before documents existed', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'admin' })) },
  { id: 'bookings-admin-cancel-unsigned', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin cancelling says it was Maktabi (cancelledBy)', action: write(update(bkg(B.confirmed), { status: 'cancelled' })) },
  { id: 'bookings-admin-cancel-as-tenant', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin does not say the tenant cancelled', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'tenant' })) },
  { id: 'bookings-admin-cancel-unsigned-with-avoir', operation: 'update', who: 'admin', expected: 'deny', description: 'its avoir does not stand for who cancelled', action: write(...credit({}, [], { cancelledBy: null })) },
  { id: 'bookings-admin-cancel-without-avoir', operation: 'update', who: 'admin', expected: 'deny', description: 'a confirmed booking with a document is cancelled with its avoir', action: write(cancel()) },
  { id: 'bookings-tenant-cancel-confirmed', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant does not cancel a confirmed booking', action: write(...credit()) },
  { id: 'bookings-admin-cancel-pending', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin cancels only a confirmed booking (a pending one is rejected)', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'admin' })) },
  { id: 'bookings-admin-cancel-reason', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin cancels a confirmed booking and says why', action: write(...creditWhy()), api: { run: async ({ admin }) => (await admin()).cancelConfirmedBooking(D.confirmed, `  ${WHY}\n`) } },
  { id: 'bookings-admin-cancel-reason-bounds', operation: 'update', who: 'admin', expected: 'allow', description: 'a reason of 500 characters is kept', action: write(...creditWhy('é'.repeat(500))), api: { run: async ({ admin }) => (await admin()).cancelConfirmedBooking(D.confirmed, 'é'.repeat(500)) } },
  { id: 'bookings-admin-cancel-reason-one', operation: 'update', who: 'admin', expected: 'allow', description: 'a reason of one character is kept', action: write(...creditWhy('?')) },
  { id: 'bookings-admin-cancel-reason-long', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason over 500 characters is refused', action: write(...creditWhy('é'.repeat(501))), api: { run: async ({ admin }) => (await admin()).cancelConfirmedBooking(D.confirmed, 'é'.repeat(501)), deniedWith: 'invalid-argument' } },
  { id: 'bookings-admin-cancel-reason-empty', operation: 'update', who: 'admin', expected: 'deny', description: 'an empty reason is left out, not written', action: write(...creditWhy('')) },
  { id: 'bookings-admin-cancel-reason-untrimmed', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is written trimmed', action: write(...creditWhy(` ${WHY}`)) },
  { id: 'bookings-admin-cancel-reason-number', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is text', action: write(...creditWhy(5)) },
  { id: 'bookings-admin-reject-cancellation-reason', operation: 'update', who: 'admin', expected: 'deny', description: 'a refusal says why as a refusal, not as a cancellation', action: write(update(bkg(B.pending), { status: 'rejected', cancellationReason: WHY })) },
  { id: 'bookings-tenant-cancel-cancellation-reason', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant cancelling a request writes no reason', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant', cancellationReason: WHY })) },
  { id: 'bookings-admin-cancel-and-price', operation: 'update', who: 'admin', expected: 'deny', description: 'cancelling changes the status only', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'admin', totalPrice: 1 })) },
  { id: 'bookings-admin-reject-confirmed', operation: 'update', who: 'admin', expected: 'deny', description: 'a confirmed booking is cancelled, not rejected', action: write(update(bkg(B.confirmed), { status: 'rejected' })) },
  { id: 'bookings-admin-reject-confirmed-signed', operation: 'update', who: 'admin', expected: 'deny', description: 'saying it was Maktabi lets the admin cancel a confirmed booking, not reject it', action: write(update(bkg(B.confirmed), { status: 'rejected', cancelledBy: 'admin' })) },
  { id: 'bookings-admin-total-without-document', operation: 'update', who: 'admin', expected: 'deny', description: "an indefinite rental's total moves only with the document of the month it adds", action: write(update(bkg(D.month), invoicedTotal(2))) },
  { id: 'bookings-tenant-total-without-document', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'nor does its tenant move it', action: write(update(bkg(D.month), invoicedTotal(2))) },
  { id: 'bookings-admin-total-back', operation: 'update', who: 'admin', expected: 'deny', description: "the total does not go back to a month already invoiced", setup: { ...month2Issued(), ...invoicedUpTo(3) }, action: write(update(bkg(D.month), invoicedTotal(2))) },
  { id: 'bookings-admin-month-and-end', operation: 'update', who: 'admin', expected: 'deny', description: "a month's issue moves the total and nothing else (not the end)", action: write(...monthIssue(2, { months: null }), update(bkg(D.month), { ...invoicedTotal(2), endDate: day(100) })) },
];

/** The tenant and days an e-mail names for this file's bookings (the fixture's: its own). */
const stay = (id: string): Data =>
  id === D.confirmed ? mailStayOf(confirmed()) : id === D.month ? mailStayOf(monthRental()) : {};

/** The avoir `credit` issues for D.confirmed, as its cancellation's notices name it. */
const AVOIR = { creditNoteNumber: number('AV', 1) };
/**
 * Booking `id`'s 'booking-withdrawn' notice and e-mail to `uid`; `reason`: the admin's, in the
 * notice, and the e-mail's withReason (`mail`: what the e-mail says of it, true by default);
 * `named`: how both name the avoir (by default avoir 1, as `credit` issues it).
 */
const withdrawn = (
  uid: string,
  id: string = D.confirmed,
  reason?: string,
  mail: Data = reason === undefined ? {} : { withReason: true },
  named: Data = AVOIR,
): Write[] => [
  bookingNotice(uid, 'booking-withdrawn', id, {
    ...(reason === undefined ? {} : { reason }),
    ...named,
  }),
  bookingMail(uid, 'booking-withdrawn', id, {}, undefined, { ...stay(id), ...mail, ...named }),
];
/** An admin's reason for cancelling a confirmed booking (trimmed, as the plan writes it). */
const WHY = 'Le bureau est fermé pour travaux à ces dates.';
/** D.confirmed cancelled with its avoir, the booking keeping the admin's reason `why`. */
const creditWhy = (why: string | number = WHY): Write[] =>
  credit({}, [], { cancellationReason: why });

/** Month `n`'s 'booking-invoiced' notice and e-mail to `uid`, their month as `month` says. */
const invoiced = (
  uid: string,
  n: number,
  month: number | string = n,
  /** How they name the month's document: by default facture 5, as monthIssue issues it. */
  named: Data = { invoiceNumber: number('F', 5) },
): Write[] => [
  bookingNotice(
    uid,
    'booking-invoiced',
    D.month,
    { month, ...named },
    `booking-invoiced_${monthId(n)}`,
  ),
  bookingMail(
    uid,
    'booking-invoiced',
    D.month,
    {
      template: {
        name: 'booking-invoiced',
        data: bookingMailData(D.month, { month, ...stay(D.month), ...named }),
      },
    },
    `booking-invoiced_${monthId(n)}_${uid}`,
  ),
];
/** Month 2 already issued (a day after it began), counted in the rental's total. */
/** Host A without a legal identity (setup): its documents are reçus. */
const noIdentityA = () => ({ [`users/${UID.hostA}`]: profileDoc(UID.hostA, 'host') });
/** Month 2 of D.month as reçu 5 of host A (without an identity), the rental's total moved. */
const monthRecu = (): Write[] => [
  set(docPath(monthId(2)), saleDoc(D.month, monthRental(), null, 5, {}, 2)),
  moved(UID.hostA, 'recu', 5, monthId(2)),
  update(bkg(D.month), invoicedTotal(2)),
];

const month2Issued = () => ({
  ...invoicedUpTo(2),
  [docPath(monthId(2))]: {
    ...saleDoc(D.month, monthRental(), COMPANY, 3, {}, 2),
    issuedAt: ago(HOUR),
  },
});

// prettier-ignore
const noticeCases = (): CaseWithoutCollection[] => [
  { id: 'notifications-create-invoiced', operation: 'create', who: 'admin', expected: 'allow', description: "a month's document tells the rental's tenant and host, in the same write", action: write(...monthIssue(2), ...invoiced(UID.tenantA, 2), ...invoiced(UID.hostA, 2)), api: { run: async ({ admin }) => (await admin()).issueMonthDocuments() } },
  { id: 'notifications-create-invoiced-no-document', operation: 'create', who: 'admin', expected: 'deny', description: "only when the month's document is issued in that write", action: write(...invoiced(UID.tenantA, 2)) },
  { id: 'notifications-create-invoiced-already', operation: 'create', who: 'admin', expected: 'deny', description: 'a month issued before is not told again', setup: month2Issued(), action: write(...monthIssue(3), ...invoiced(UID.tenantA, 2, 2, { invoiceNumber: number('F', 3) })) },
  { id: 'notifications-create-invoiced-other', operation: 'create', who: 'admin', expected: 'deny', description: 'nobody else is told', action: write(...monthIssue(2), ...invoiced(UID.tenantB, 2)) },
  { id: 'notifications-create-invoiced-text-month', operation: 'create', who: 'admin', expected: 'deny', description: 'a month is a whole number', action: write(...monthIssue(2), ...invoiced(UID.tenantA, 2, '2')) },
  { id: 'notifications-create-invoiced-recu', operation: 'create', who: 'admin', expected: 'allow', description: "a host without an identity: the month's reçu, named as a reçu", setup: noIdentityA(), action: write(...monthRecu(), ...invoiced(UID.tenantA, 2, 2, { receiptNumber: number('R', 5) }), ...invoiced(UID.hostA, 2, 2, { receiptNumber: number('R', 5) })) },
  { id: 'notifications-create-recu-as-invoice', operation: 'create', who: 'admin', expected: 'deny', description: 'a reçu is named as a reçu, not as a facture', setup: noIdentityA(), action: write(...monthRecu(), ...invoiced(UID.tenantA, 2, 2, { invoiceNumber: number('R', 5) })) },
  { id: 'notifications-create-recu-number-other', operation: 'create', who: 'admin', expected: 'deny', description: "a month's reçu by the number it has", setup: noIdentityA(), action: write(...monthRecu(), ...invoiced(UID.tenantA, 2, 2, { receiptNumber: number('R', 4) })) },
  { id: 'notifications-create-invoiced-number-other', operation: 'create', who: 'admin', expected: 'deny', description: "a month's notice names its document by the number it has", action: write(...monthIssue(2), ...invoiced(UID.tenantA, 2, 2, { invoiceNumber: number('F', 4) })) },
  { id: 'notifications-create-invoiced-as-receipt', operation: 'create', who: 'admin', expected: 'deny', description: 'a facture is named as a facture, not as a reçu', action: write(...monthIssue(2), ...invoiced(UID.tenantA, 2, 2, { receiptNumber: number('F', 5) })) },
  { id: 'notifications-create-invoiced-both-numbers', operation: 'create', who: 'admin', expected: 'deny', description: 'one document: a facture or a reçu, not both', action: write(...monthIssue(2), ...invoiced(UID.tenantA, 2, 2, { invoiceNumber: number('F', 5), receiptNumber: number('R', 5) })) },
  { id: 'notifications-create-number-other-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'only a month\'s notice names a document number', action: write(...credit(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed, { invoiceNumber: number('F', 4) }), ...withdrawn(UID.hostA)) },
  { id: 'notifications-create-invoiced-one-id', operation: 'create', who: 'admin', expected: 'deny', description: "a month's notification has the month in its id (one per month)", action: write(...monthIssue(2), bookingNotice(UID.tenantA, 'booking-invoiced', D.month, { month: 2, invoiceNumber: number('F', 5) })) },
  { id: 'notifications-create-month-other-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'only a month\'s document names a month', action: write(...credit(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed, { month: 2, ...AVOIR }, `booking-withdrawn_${D.confirmed}_m2`)) },
  { id: 'notifications-create-withdrawn', operation: 'create', who: 'admin', expected: 'allow', description: 'cancelling a confirmed booking tells its tenant and its host, in the same write', action: write(...credit(), ...withdrawn(UID.tenantA), ...withdrawn(UID.hostA)), api: { run: async ({ admin }) => (await admin()).cancelConfirmedBooking(D.confirmed) } },
  { id: 'notifications-create-withdrawn-reason', operation: 'create', who: 'admin', expected: 'allow', description: 'a cancellation tells the tenant and the host why, its e-mails that there is a reason', action: write(...creditWhy(), ...withdrawn(UID.tenantA, D.confirmed, WHY), ...withdrawn(UID.hostA, D.confirmed, WHY)), api: { run: async ({ admin }) => (await admin()).cancelConfirmedBooking(D.confirmed, WHY) } },
  { id: 'notifications-create-withdrawn-avoir-left-out', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice of a cancellation that issues an avoir names it', action: write(...credit(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed)) },
  { id: 'notifications-create-withdrawn-avoir-other', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice names the avoir by the number it holds', action: write(...credit(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed, { creditNoteNumber: number('AV', 2) })) },
  { id: 'notifications-create-withdrawn-avoir-mail-left-out', operation: 'create', who: 'admin', expected: 'deny', description: 'its e-mail names the avoir too', action: write(...credit(), ...withdrawn(UID.tenantA).slice(0, 1), bookingMail(UID.tenantA, 'booking-withdrawn', D.confirmed, {}, undefined, stay(D.confirmed))) },
  { id: 'notifications-create-withdrawn-avoir-mail-other', operation: 'create', who: 'admin', expected: 'deny', description: "its e-mail names the avoir by the number it holds", action: write(...credit(), bookingMail(UID.tenantA, 'booking-withdrawn', D.confirmed, {}, undefined, { ...stay(D.confirmed), creditNoteNumber: number('F', 4) })) },
  { id: 'notifications-create-withdrawn-no-avoir', operation: 'create', who: 'admin', expected: 'allow', description: 'a booking confirmed before documents existed is cancelled without an avoir, and its notice names none', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'admin' }), bookingNotice(UID.tenantA, 'booking-withdrawn', B.confirmed)) },
  { id: 'notifications-create-withdrawn-no-avoir-named', operation: 'create', who: 'admin', expected: 'deny', description: 'no avoir named where none is issued', action: write(update(bkg(B.confirmed), { status: 'cancelled', cancelledBy: 'admin' }), bookingNotice(UID.tenantA, 'booking-withdrawn', B.confirmed, AVOIR)) },
  { id: 'notifications-create-avoir-other-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'only a cancellation names an avoir', action: write(...monthIssue(2), ...invoiced(UID.tenantA, 2, 2, { invoiceNumber: number('F', 5), ...AVOIR })) },
  { id: 'notifications-create-withdrawn-reason-left-out', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice of a cancellation with a reason says it', action: write(...creditWhy(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed, AVOIR)) },
  { id: 'notifications-create-withdrawn-reason-invented', operation: 'create', who: 'admin', expected: 'deny', description: 'no reason in the notice of a cancellation without one', action: write(...credit(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed, { reason: WHY, ...AVOIR })) },
  { id: 'notifications-create-withdrawn-reason-other', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice says the reason the booking holds', action: write(...creditWhy(), bookingNotice(UID.tenantA, 'booking-withdrawn', D.confirmed, { reason: 'Autre motif.', ...AVOIR })) },
  { id: 'notifications-create-withdrawn-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'a cancellation is told as such, not as another event', action: write(...credit(), bookingNotice(UID.tenantA, 'booking-rejected', D.confirmed)) },
  { id: 'notifications-create-withdrawn-other', operation: 'create', who: 'admin', expected: 'deny', description: 'nobody else is told', action: write(...credit(), ...withdrawn(UID.tenantB)) },
  { id: 'notifications-create-withdrawn-still-confirmed', operation: 'create', who: 'admin', expected: 'deny', description: 'only when the booking is cancelled in that write', action: write(...withdrawn(UID.tenantA)) },
  { id: 'notifications-create-withdrawn-pending', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a withdrawn booking was confirmed (a request cancelled by its tenant is told otherwise)', action: write(update(bkg(B.pending), { status: 'cancelled', cancelledBy: 'tenant' }), ...withdrawn(UID.hostA, B.pending, undefined, {}, {})) },
];

// prettier-ignore
const mailCases = (): CaseWithoutCollection[] => [
  { id: 'mail-create-invoiced-number-other', operation: 'create', who: 'admin', expected: 'deny', description: "a month's e-mail names its document by the number it has", action: write(...monthIssue(2), bookingMail(UID.tenantA, 'booking-invoiced', D.month, { template: { name: 'booking-invoiced', data: bookingMailData(D.month, { month: 2, ...stay(D.month), invoiceNumber: number('F', 4) }) } }, `booking-invoiced_${monthId(2)}_${UID.tenantA}`)) },
  { id: 'mail-create-invoiced-one-id', operation: 'create', who: 'admin', expected: 'deny', description: "a month's e-mail has the month in its id (one per month)", action: write(...monthIssue(2), bookingMail(UID.tenantA, 'booking-invoiced', D.month, { template: { name: 'booking-invoiced', data: bookingMailData(D.month, { month: 2, ...stay(D.month), invoiceNumber: number('F', 5) }) } })) },
  { id: 'mail-create-withdrawn-reason-missing', operation: 'create', who: 'admin', expected: 'deny', description: 'the e-mail of a cancellation with a reason says there is one', action: write(...creditWhy(), bookingMail(UID.tenantA, 'booking-withdrawn', D.confirmed, {}, undefined, stay(D.confirmed))) },
  { id: 'mail-create-withdrawn-reason-text', operation: 'create', who: 'admin', expected: 'deny', description: 'withReason is true, never the reason itself', action: write(...creditWhy(), bookingMail(UID.tenantA, 'booking-withdrawn', D.confirmed, {}, undefined, { ...stay(D.confirmed), withReason: WHY })) },
  { id: 'mail-create-withdrawn-reason-invented', operation: 'create', who: 'admin', expected: 'deny', description: 'no reason claimed for a cancellation without one', action: write(...credit(), ...withdrawn(UID.tenantA, D.confirmed, undefined, { withReason: true })) },
  { id: 'mail-create-month-other-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'only a month\'s document names a month in an e-mail', action: write(...credit(), bookingMail(UID.tenantA, 'booking-withdrawn', D.confirmed, { template: { name: 'booking-withdrawn', data: bookingMailData(D.confirmed, { month: 2, ...stay(D.confirmed), ...AVOIR }) } }, `booking-withdrawn_${D.confirmed}_m2_${UID.tenantA}`)) },
];

export function documentCases(): MatrixCase[] {
  const setup = documentSetup();
  const withSetup = (cases: MatrixCase[]) =>
    cases.map((c) => ({ ...c, setup: { ...setup, ...c.setup } }));
  return withSetup([
    ...group('documents', [...createCases(), ...readCases()]),
    ...group('documentCounters', counterCases()),
    ...group('bookings', bookingCases()),
    ...group('notifications', noticeCases()),
    ...group('mail', mailCases()),
  ]);
}
