/**
 * Receipts, invoices and credit notes (issue 15): the writes that issue them. A confirmed
 * booking gets its facture or reçu in the admin's confirming write (planBookingDecision); a
 * confirmed booking cancelled by the admin gets an avoir in the cancelling write
 * (planCancelConfirmed). Each document is written with its host's counter for its kind, in the
 * same write: the counter moves by one exactly when a document with that number is created
 * (firestore.rules "documents"), so a host's series has no gap and no duplicate, even under
 * concurrent confirmations (the transactions that read the same counter are serialised by
 * Firestore, or by the local store's lock). See docs/invoicing.md.
 */
import { todayInMorocco } from '@/domain/days';
import {
  bookingDocument,
  creditNote,
  documentYear,
  monthDocumentId,
  monthPrice,
  monthsBegun,
  monthsInvoiced,
  nextSequence,
  type DocumentCounter,
  type DocumentKind,
  type SaleDocument,
} from '@/domain/invoice';
import type { LegalIdentity } from '@/domain/legalIdentity';
import type { Booking } from '@/domain/types';
import {
  parseBooking,
  parseLegalIdentity,
  parseSaleDocument,
  parseTenantBilling,
  str,
} from '../converters';
import { bookingNotices } from './notices';
import {
  SERVER_TIMESTAMP,
  bookingPath,
  read,
  userPath,
  write,
  type DocData,
  type Plan,
  type PlanWrite,
} from './plan';

/**
 * documents/{bookingId}: a booking's facture or reçu; documents/{bookingId}_avoir: its avoir;
 * documents/{bookingId}_m{n}: month n (2, 3, …) of an indefinite monthly rental.
 */
export const documentPath = (documentId: string) => `documents/${documentId}`;
export const avoirId = (bookingId: string) => `${bookingId}_avoir`;
/** documentCounters/{hostId}_{kind}: the last number of a host's series of that kind. */
export const counterId = (hostId: string, kind: DocumentKind) => `${hostId}_${kind}`;
export const counterPath = (hostId: string, kind: DocumentKind) =>
  `documentCounters/${counterId(hostId, kind)}`;

/** The stored counter, or null when missing or unreadable (a new series). */
export function parseCounter(raw: DocData | null): DocumentCounter | null {
  if (raw === null) return null;
  const { year, last } = raw;
  return typeof year === 'number' && typeof last === 'number' ? { year, last } : null;
}

/**
 * The host as a document names them: the legal identity from the profile, or, before the host
 * filled it in, their name alone (a reçu without identifiers).
 */
export function documentIssuer(hostProfile: DocData | null): LegalIdentity {
  const identity = parseLegalIdentity(hostProfile?.legalIdentity);
  if (identity !== null) return identity;
  return { kind: 'individual', fullName: str(hostProfile?.fullName), cin: null, address: '' };
}

/** The fields a document is stored with: the domain document plus who and what it is about. */
export function documentData(
  document: SaleDocument,
  booking: Pick<Booking, 'id' | 'hostId' | 'tenantId' | 'listingId'>,
  sequence: number,
): DocData {
  return {
    ...document,
    bookingId: booking.id,
    hostId: booking.hostId,
    tenantId: booking.tenantId,
    listingId: booking.listingId,
    year: documentYear(document.issueDate),
    sequence,
    issuedAt: SERVER_TIMESTAMP,
  };
}

/** The document and its counter, numbered after `counterRaw` (the counter as read). */
function numbered(
  documentId: string,
  booking: Pick<Booking, 'id' | 'hostId' | 'tenantId' | 'listingId'>,
  kind: DocumentKind,
  issueDate: string,
  counterRaw: DocData | null,
  make: (sequence: number) => SaleDocument,
): PlanWrite[] {
  const next = nextSequence(parseCounter(counterRaw), documentYear(issueDate));
  return [
    {
      op: 'set',
      path: documentPath(documentId),
      data: documentData(make(next.sequence), booking, next.sequence),
    },
    {
      op: 'set',
      path: counterPath(booking.hostId, kind),
      data: { hostId: booking.hostId, kind, ...next.counter, lastDocId: documentId },
    },
  ];
}

/**
 * The facture or reçu of `booking` as its confirmation issues it on `issueDate`, given its
 * number in its kind's series (`sequenceOf(kind)`: the plans read the counter; the demo seed
 * counts).
 */
export function saleDocumentOf(
  booking: Booking,
  profiles: { tenant: DocData | null; host: DocData | null },
  issueDate: string,
  sequence: number,
  month?: number,
): SaleDocument {
  return bookingDocument({
    booking,
    host: documentIssuer(profiles.host),
    tenantBilling: parseTenantBilling(profiles.tenant?.billing),
    issueDate,
    sequence,
    ...(month === undefined ? {} : { month }),
  });
}

/**
 * The facture or reçu of `booking`, issued today in Morocco: reads its host's counter for the
 * kind the host's identity calls for, then returns the document and the counter to write with
 * `writes` (the confirming write).
 */
export function planIssueDocument<T>(
  booking: Booking,
  profiles: { tenant: DocData | null; host: DocData | null },
  now: Date,
  writes: PlanWrite[],
  result: T,
  month?: number,
  /** What the write also holds once the document's kind and number are known (its notices). */
  naming?: (issued: { kind: DocumentKind; number: string }) => PlanWrite[],
): Plan<T> {
  const issueDate = todayInMorocco(now);
  const draft = (sequence: number) => saleDocumentOf(booking, profiles, issueDate, sequence, month);
  const kind = draft(1).kind;
  const id = month === undefined ? booking.id : monthDocumentId(booking.id, month);
  return read([counterPath(booking.hostId, kind)], ([counter]) => {
    const { sequence } = nextSequence(parseCounter(counter), documentYear(issueDate));
    const named = naming ? naming({ kind, number: draft(sequence).number }) : [];
    return write(
      [...writes, ...numbered(id, booking, kind, issueDate, counter, draft), ...named],
      result,
    );
  });
}

/**
 * The avoir of a cancelled booking's document `originalRaw` (as read), issued today in Morocco,
 * written with `writes` (the cancelling write) and with what `naming` makes of its number (its
 * notices), or of null: without a document, nothing to credit.
 */
export function planIssueAvoir<T>(
  booking: Booking,
  originalRaw: DocData | null,
  now: Date,
  writes: PlanWrite[],
  result: T,
  naming: (issued: { kind: 'avoir'; number: string } | null) => PlanWrite[],
): Plan<T> {
  if (originalRaw === null) return write([...writes, ...naming(null)], result);
  const original = parseSaleDocument(originalRaw);
  const issueDate = todayInMorocco(now);
  const draft = (sequence: number) => creditNote(original, { issueDate, sequence });
  return read([counterPath(booking.hostId, 'avoir')], ([counter]) => {
    const { sequence } = nextSequence(parseCounter(counter), documentYear(issueDate));
    return write(
      [
        ...writes,
        ...numbered(avoirId(booking.id), booking, 'avoir', issueDate, counter, draft),
        ...naming({ kind: 'avoir', number: draft(sequence).number }),
      ],
      result,
    );
  });
}

/**
 * The facture or reçu of a booking confirmed before documents existed (scripts/issue-documents.mjs,
 * run once on production data): issued today, numbered after its host's counter. Returns
 * whether it issued one (false when the booking is not confirmed or already has its document).
 */
export function planIssueMissingDocument({
  bookingId,
  now,
}: {
  bookingId: string;
  now: Date;
}): Plan<boolean> {
  return read([bookingPath(bookingId), documentPath(bookingId)], ([raw, existing]) => {
    if (raw === null || existing !== null) return write([], false);
    const booking = parseBooking(bookingId, raw);
    if (booking.status !== 'confirmed') return write([], false);
    return read([userPath(booking.tenantId), userPath(booking.hostId)], ([tenant, host]) =>
      planIssueDocument(booking, { tenant, host }, now, [], true),
    );
  });
}

/**
 * The facture or reçu of month `month` (2, 3, …) of the confirmed indefinite monthly rental
 * `bookingId`, issued today once that month has begun (monthsBegun: never a month after its
 * last day), numbered after its host's counter, and the month's price added to the rental's
 * total, all in the same write: the total counts the months invoiced (monthsInvoiced), so each
 * month is issued after the one before it. Returns whether it issued one (false when the month
 * is not due, is not the next one, the booking is no such rental, or the document exists).
 * The admin's run over such rentals (../monthDocuments.ts) calls it once per month to issue.
 */
export function planIssueMonthDocument({
  bookingId,
  month,
  now,
}: {
  bookingId: string;
  month: number;
  now: Date;
}): Plan<boolean> {
  return read(
    [bookingPath(bookingId), documentPath(monthDocumentId(bookingId, month))],
    ([raw, existing]) => {
      if (raw === null || existing !== null || month < 2) return write([], false);
      const booking = parseBooking(bookingId, raw);
      if (
        booking.status !== 'confirmed' ||
        monthsBegun(booking, todayInMorocco(now)) < month ||
        monthsInvoiced(booking) !== month - 1
      ) {
        return write([], false);
      }
      const writes: PlanWrite[] = [
        {
          op: 'update',
          path: bookingPath(bookingId),
          data: { totalPrice: monthPrice(booking) * month },
        },
      ];
      return read([userPath(booking.tenantId), userPath(booking.hostId)], ([tenant, host]) =>
        // Its tenant and host are told, in the same write (booking-invoiced, one per month),
        // of the facture or reçu by its number.
        planIssueDocument(booking, { tenant, host }, now, writes, true, month, (issued) =>
          bookingNotices('booking-invoiced', booking, [booking.tenantId, booking.hostId], {
            month,
            document: { kind: issued.kind, number: issued.number },
          }),
        ),
      );
    },
  );
}

/**
 * The total of the confirmed indefinite monthly rental `bookingId` as its month documents say,
 * for rentals whose later months were issued before each one moved the total (before 1 December
 * 2026; scripts/issue-documents.mjs, run once on production data): its monthly price times 1
 * plus the months issued in a row from month 2 (the run issued them oldest first), looking as
 * far as the months begun today. Returns whether it changed the total.
 */
export function planTotalFromMonths({
  bookingId,
  now,
}: {
  bookingId: string;
  now: Date;
}): Plan<boolean> {
  return read([bookingPath(bookingId)], ([raw]) => {
    if (raw === null) return write([], false);
    const booking = parseBooking(bookingId, raw);
    const due = booking.status === 'confirmed' ? monthsBegun(booking, todayInMorocco(now)) : 0;
    const months = Array.from({ length: Math.max(0, due - 1) }, (_, i) => i + 2);
    return read(
      months.map((month) => documentPath(monthDocumentId(bookingId, month))),
      (docs) => {
        const issued = docs.findIndex((d) => d === null);
        const total = monthPrice(booking) * (1 + (issued === -1 ? docs.length : issued));
        if (due === 0 || total === booking.totalPrice) return write([], false);
        return write(
          [{ op: 'update', path: bookingPath(bookingId), data: { totalPrice: total } }],
          true,
        );
      },
    );
  });
}
