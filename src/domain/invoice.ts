/**
 * Receipts, invoices and credit notes of a booking (issue 15), pure: what a document says,
 * computed from the booking, the host's legal identity and a number the service reserved.
 * Storing it (once, never changed) and keeping the counters is the services' work.
 *
 * - Kind: a "Facture" when the host invoices as a VAT-registered company, otherwise a "Reçu";
 *   a cancellation after issue produces an "Avoir" that references the document it cancels.
 * - Numbers: "F-2026-000042", "R-2026-000007", "AV-2026-000001": one gap-free series per host,
 *   per kind and per calendar year (Morocco's calendar, the issue date's year). The letters say
 *   the kind at a glance and keep the three series apart (a host who becomes VAT-registered
 *   mid-year starts a facture series without breaking the reçu one); the year makes a number
 *   unique forever although each series starts again at 1 on 1 January (the usual practice, to
 *   confirm: docs/invoicing.md); six digits sort well and leave room (more never truncate).
 * - Amounts: whole centimes (src/domain/money.ts). The lines show the listing's prices as the
 *   tenant paid them (TTC when VAT applies); HT and TVA are computed once, on the total, so
 *   HT + TVA = TTC to the centime.
 * - An Avoir repeats the cancelled document's lines and amounts as positive numbers: the
 *   document's kind says it is a credit (as a credit note is usually printed); whoever sums
 *   documents subtracts avoirs (`signedTotal`).
 */
import { amountInWords } from './amountInWords';
import { addDays, daysInclusive, monthsAfter, monthsBetween, monthsEnd } from './days';
import { addressLine } from './format';
import { chargesVat, type LegalIdentity, type TenantBilling } from './legalIdentity';
import { lineAmount, madToCentimes, STANDARD_VAT_RATE, sumCentimes, vatBreakdown } from './money';
import type { VatBreakdown } from './money';
import type { Booking } from './types';

export type DocumentKind = 'facture' | 'recu' | 'avoir';

/** The prefix of each kind's numbers. */
export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  facture: 'F',
  recu: 'R',
  avoir: 'AV',
};

/** A facture for a VAT-registered company, a reçu for anyone else (or no identity yet). */
export function documentKind(identity: LegalIdentity | null): 'facture' | 'recu' {
  return identity !== null && chargesVat(identity) ? 'facture' : 'recu';
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) {
    throw new RangeError(`A year from 2000 to 9999 is expected, got ${year}`);
  }
}

/** "F-2026-000042": prefix, year, sequence on at least six digits. */
export function formatDocumentNumber(kind: DocumentKind, year: number, sequence: number): string {
  assertYear(year);
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A sequence number from 1 is expected, got ${sequence}`);
  }
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** A host's counter for one kind of document: the year and the last number issued in it. */
export interface DocumentCounter {
  year: number;
  last: number;
}

/**
 * The next number of a gap-free series, and the counter to write with the document in the same
 * transaction (so a number is used exactly when its document exists). `counter` is the stored
 * value, or null before the host's first document of this kind. A new year starts at 1; a year
 * before the counter's is refused (it would add to a closed year).
 */
export function nextSequence(
  counter: DocumentCounter | null,
  year: number,
): { sequence: number; counter: DocumentCounter } {
  assertYear(year);
  if (counter === null || counter.year < year) {
    return { sequence: 1, counter: { year, last: 1 } };
  }
  if (counter.year > year) {
    throw new RangeError(`The counter is already in ${counter.year}, after ${year}`);
  }
  if (!Number.isSafeInteger(counter.last) || counter.last < 0) {
    throw new RangeError(`A counter's last number is a whole number, got ${counter.last}`);
  }
  const sequence = counter.last + 1;
  return { sequence, counter: { year, last: sequence } };
}

/** One line of a document: places × days (or months) at a unit price. */
export interface DocumentLine {
  unit: 'day' | 'month';
  /** Days or months. */
  periods: number;
  /** Places booked (1 until bookings have several places). */
  places: number;
  /** places × periods */
  quantity: number;
  /** Centimes, as the tenant pays it (TTC when VAT applies). */
  unitPrice: number;
  /** quantity × unitPrice, centimes. */
  amount: number;
  /** First and last day covered, inclusive. */
  start: string;
  end: string;
}

/** What a document needs of a booking. */
export type DocumentBooking = Pick<
  Booking,
  | 'rentalType'
  | 'startDate'
  | 'endDate'
  | 'isIndefinite'
  | 'totalPrice'
  | 'monthlyPrice'
  | 'listingTitle'
  | 'listingAddress'
  | 'listingCity'
  | 'tenantName'
> & { places?: number };

/**
 * The line of a booking. Daily: places × days (the booking's days, inclusive). Monthly with an
 * end: places × months started. Indefinite monthly: its first month (its monthly price; each
 * later month is a document of its own: monthLine). The unit price is the booking's total
 * divided by the quantity, so the line always adds up to what the tenant was charged; a total
 * that is not a whole multiple (inconsistent data) throws rather than issuing a wrong document.
 */
export function bookingLine(booking: DocumentBooking): DocumentLine {
  const places = booking.places ?? 1;
  if (!Number.isSafeInteger(places) || places < 1) {
    throw new RangeError(`At least one place is expected, got ${places}`);
  }
  const start = booking.startDate;
  let unit: DocumentLine['unit'] = 'month';
  let periods = 1;
  let end = monthsEnd(start, 1);
  if (booking.rentalType === 'daily') {
    unit = 'day';
    end = booking.endDate ?? start;
    periods = daysInclusive(start, end);
  } else if (!booking.isIndefinite && booking.endDate !== null) {
    end = booking.endDate;
    periods = monthsBetween(start, end);
  }
  if (end < start) throw new RangeError(`The booking ends (${end}) before it starts (${start})`);
  const quantity = places * periods;
  const total = madToCentimes(booking.isIndefinite ? monthPrice(booking) : booking.totalPrice);
  if (total % quantity !== 0) {
    throw new RangeError(`A total of ${total} centimes is not ${quantity} × a unit price`);
  }
  const unitPrice = total / quantity;
  return {
    unit,
    periods,
    places,
    quantity,
    unitPrice,
    amount: lineAmount(quantity, unitPrice),
    start,
    end,
  };
}

/**
 * What one month of an indefinite monthly rental costs, in MAD: its monthly price (its total
 * grows by it with each month invoiced: monthsInvoiced). A rental stored before the monthly
 * price was (null) had its first month as its total.
 */
export function monthPrice(booking: Pick<Booking, 'monthlyPrice' | 'totalPrice'>): number {
  return booking.monthlyPrice ?? booking.totalPrice;
}

/**
 * The months of an indefinite monthly rental invoiced so far: its total is its monthly price
 * times that count, moved by each month's document in the same write (planIssueMonthDocument,
 * firestore.rules validMonth), so that what the tenant spent, the host earned and the admin's
 * confirmed revenue (all sums of totalPrice) count every month invoiced, not the first only.
 * 1 from its confirmation (its booking's own document is its first month). docs/invoicing.md.
 */
export function monthsInvoiced(booking: Pick<Booking, 'monthlyPrice' | 'totalPrice'>): number {
  const price = monthPrice(booking);
  return price > 0 ? Math.round(booking.totalPrice / price) : 1;
}

/** The first day of month `month` (1, 2, …) of a rental starting on `startDate`. */
export function monthStart(startDate: string, month: number): string {
  return monthsAfter(startDate, month - 1);
}

// in a module of its own, so that the notifications' texts do not bring the invoices' code
export { monthDocumentId } from './documentIds';

/**
 * The months of an indefinite monthly rental begun by `today` ("YYYY-MM-DD", Morocco): 1 for
 * its first month, n once month n has begun, never past its last day when it has one (a month
 * begun is due in full, as a monthly booking with an end pays the months it starts). 0 before
 * it starts, or for any other booking.
 */
export function monthsBegun(
  booking: Pick<Booking, 'rentalType' | 'isIndefinite' | 'startDate' | 'endDate'>,
  today: string,
): number {
  if (booking.rentalType !== 'monthly' || !booking.isIndefinite) return 0;
  const last = booking.endDate ?? today;
  // Stryker disable next-line EqualityOperator: equivalent (equal days give the same day)
  const until = last < today ? last : today;
  return until < booking.startDate ? 0 : monthsBetween(booking.startDate, until);
}

/**
 * The line of month `month` of an indefinite monthly rental (the first month is its booking's
 * line, bookingLine): one month at the rental's monthly price (monthPrice), from that month's
 * first day to the day before the next month, or to the rental's last day when it ends sooner.
 */
export function monthLine(booking: DocumentBooking, month: number): DocumentLine {
  if (booking.rentalType !== 'monthly' || !booking.isIndefinite) {
    throw new RangeError('Only an indefinite monthly rental is invoiced month by month');
  }
  if (!Number.isSafeInteger(month) || month < 1) {
    throw new RangeError(`A month is 1 or more, got ${month}`);
  }
  const start = monthStart(booking.startDate, month);
  const next = addDays(monthStart(booking.startDate, month + 1), -1);
  const last = booking.endDate ?? next;
  // Stryker disable next-line EqualityOperator: equivalent (equal days give the same day)
  const end = last < next ? last : next;
  if (end < start) throw new RangeError(`The rental ends (${end}) before month ${month}`);
  const unitPrice = madToCentimes(monthPrice(booking));
  return {
    unit: 'month',
    periods: 1,
    places: 1,
    quantity: 1,
    unitPrice,
    amount: lineAmount(1, unitPrice),
    start,
    end,
  };
}

export interface SaleDocument {
  kind: DocumentKind;
  number: string;
  /** "YYYY-MM-DD", in Morocco's calendar. */
  issueDate: string;
  host: LegalIdentity;
  tenant: { name: string; billing: TenantBilling };
  space: { title: string; address: string };
  period: { start: string; end: string };
  lines: DocumentLine[];
  /** HT, TVA, TTC for a facture (and its avoir); null for a reçu. */
  vat: VatBreakdown | null;
  /** What the tenant pays (TTC), centimes, positive (also on an avoir). */
  total: number;
  /** The total in French words. */
  totalInWords: string;
  /** The number of the document an avoir cancels; null otherwise. */
  references: string | null;
}

/** The year of an issue date "YYYY-MM-DD", the year its number belongs to. */
export function documentYear(issueDate: string): number {
  return Number(issueDate.slice(0, 4));
}

export interface BookingDocumentInput {
  booking: DocumentBooking;
  host: LegalIdentity;
  tenantBilling: TenantBilling;
  /** "YYYY-MM-DD", today in Morocco when issued. */
  issueDate: string;
  /** From nextSequence(), for this kind and the issue date's year. */
  sequence: number;
  /**
   * An indefinite monthly rental's month 2, 3, … (monthLine); without it, the booking's own
   * document (bookingLine: the first month of such a rental).
   */
  month?: number;
}

/** The facture or reçu of a booking, or of one month of an indefinite monthly rental. */
export function bookingDocument(input: BookingDocumentInput): SaleDocument {
  const { booking, host, tenantBilling, issueDate, sequence, month } = input;
  const kind = documentKind(host);
  const line = month === undefined ? bookingLine(booking) : monthLine(booking, month);
  const total = sumCentimes([line.amount]);
  return {
    kind,
    number: formatDocumentNumber(kind, documentYear(issueDate), sequence),
    issueDate,
    host,
    tenant: { name: booking.tenantName, billing: tenantBilling },
    space: {
      title: booking.listingTitle,
      address: addressLine({
        address: booking.listingAddress,
        city: booking.listingCity,
        coordinates: null,
      }),
    },
    period: { start: line.start, end: line.end },
    lines: [line],
    vat:
      kind === 'facture'
        ? vatBreakdown(total, { pricesInclude: 'TTC', rate: STANDARD_VAT_RATE })
        : null,
    total,
    totalInWords: amountInWords(total),
    references: null,
  };
}

/**
 * The avoir that cancels a facture or reçu in full: same parties, space, period, lines and
 * amounts (positive), its own number in the avoir series, and the cancelled document's number.
 */
export function creditNote(
  original: SaleDocument,
  { issueDate, sequence }: { issueDate: string; sequence: number },
): SaleDocument {
  if (original.kind === 'avoir') throw new RangeError('An avoir cannot be credited');
  if (issueDate < original.issueDate) {
    throw new RangeError(
      `An avoir (${issueDate}) cannot precede its document (${original.issueDate})`,
    );
  }
  return {
    ...original,
    kind: 'avoir',
    number: formatDocumentNumber('avoir', documentYear(issueDate), sequence),
    issueDate,
    references: original.number,
  };
}

/** The total as it counts in a sum of documents: negative for an avoir. */
export function signedTotal(document: Pick<SaleDocument, 'kind' | 'total'>): number {
  return document.kind === 'avoir' ? -document.total : document.total;
}
