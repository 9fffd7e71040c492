/**
 * Notifications in the app and by e-mail (issue 14, docs/decisions.md#notifications-and-e-mails-written-with-their-event):
 * the kinds of event, the deterministic ids that make "one notification and one e-mail per
 * event" hold by construction, where a notification leads, and the `{{…}}` substitution of the
 * e-mail templates (src/i18n/fr/emails.json, also loaded into the Trigger Email extension).
 */

import { monthDocumentId } from './documentIds';
import type { DocumentKind } from './invoice';
import type { Booking } from './types';

export const NOTIFICATION_KINDS = [
  'booking-requested',
  'booking-confirmed',
  'booking-rejected',
  'booking-cancelled',
  'booking-expired',
  /** The admin cancelled a confirmed booking before it started (issue 15: with its avoir). */
  'booking-withdrawn',
  /** An indefinite monthly rental got its last day: the admin's end or its tenant's notice (src/domain/rentalEnd.ts). */
  'booking-ended',
  /**
   * A later month of an indefinite monthly rental got its facture or reçu (documents/{id}_m{n},
   * issued by the admin's run: src/services/shared/monthDocuments.ts). One per month.
   */
  'booking-invoiced',
  'listing-approved',
  'listing-suspended',
  /** The admin refused a listing never approved, with a reason (its host edits it and saves). */
  'listing-refused',
  'revision-approved',
  'revision-refused',
  /** A tenant reviewed a stay: its host is told (reviews/{bookingId}, created in the write). */
  'review-posted',
  /** The host answered a review: its tenant is told (the answer given in the write). */
  'review-answered',
  /**
   * The admin hid a review, with a reason: its tenant and its host are told, with that reason
   * (the hiding write; the review stays readable by both, with its reason).
   */
  'review-hidden',
  'message',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** One e-mail template per kind (the Trigger Email extension's `template.name`). */
export type MailTemplate = NotificationKind;

/** The kinds about a booking (their documents carry bookingId). */
export type BookingNoticeKind = Extract<NotificationKind, `booking-${string}`>;
/** The kinds about a review (its id is its booking's: their documents carry bookingId). */
export type ReviewNoticeKind = Extract<NotificationKind, `review-${string}`>;
/** The kinds about a listing, decided by the admin (repeatable: approved, suspended, again…). */
export type ListingNoticeKind =
  | 'listing-approved'
  | 'listing-suspended'
  | 'listing-refused'
  | 'revision-approved'
  | 'revision-refused';

/** users/{uid}/notifications/{id} (the issue 14 contract). */
export interface AppNotification {
  id: string;
  kind: NotificationKind;
  createdAt: Date;
  read: boolean;
  listingId: string;
  listingTitle: string;
  bookingId?: string;
  conversationId?: string;
  /**
   * A message's: who wrote it, as the conversation names them (its tenant's or its host's name;
   * absent from notices written before 7 December 2026, which then name nobody).
   */
  senderName?: string;
  /**
   * Why the admin refused, in their words: a revision (revision-refused; absent: none given), a
   * new listing (listing-refused, always given), a booking (booking-rejected, booking-withdrawn;
   * absent: none given); why they hid a review (review-hidden, always given).
   */
  reason?: string;
  /** The month (2, 3, …) of the rental whose document was issued (booking-invoiced only). */
  month?: number;
  /**
   * The places a new request asks for each day, when more than one (booking-requested only, a
   * shared space's; absent from requests for one place and from those before 7 December 2026).
   */
  places?: number;
  /**
   * A booking's or review's days, as its booking holds them after the event ("YYYY-MM-DD"; no
   * endDate for a rental without a last day): the panel says which stay it is about
   * (noticeStay). Absent from listing notices, and from booking notices written before
   * December 2026.
   */
  startDate?: string;
  endDate?: string;
  /** booking-invoiced: the number of the month's facture, or of its reçu (documentNumber). */
  invoiceNumber?: string;
  receiptNumber?: string;
  /**
   * booking-withdrawn: the number of the avoir its cancellation issued (documentNumber; absent
   * when the booking had no document to cancel, and from notices written before 7 December 2026).
   */
  creditNoteNumber?: string;
}

/**
 * The admin's reason for refusing a revision, a new listing or a booking: 1 to 500 characters
 * (firestore.rules validNotice, validRefusal, the bookings' decision).
 */
export const REFUSAL_REASON_MAX_LENGTH = 500;

/** The reason as it is written (trimmed): null when there is none; too long stays too long. */
export function refusalReason(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  return text === '' ? null : text;
}

export function isNotificationKind(v: unknown): v is NotificationKind {
  return (NOTIFICATION_KINDS as readonly unknown[]).includes(v);
}

export function isBookingKind(kind: NotificationKind): kind is BookingNoticeKind {
  return kind.startsWith('booking-');
}

export function isReviewKind(kind: NotificationKind): kind is ReviewNoticeKind {
  return kind.startsWith('review-');
}

/**
 * A notification's id: one per kind and booking (or listing, or conversation); a month's
 * document is told once per month: its subject is the document's id, `${bookingId}_m${month}`.
 */
export function notificationId(kind: NotificationKind, subjectId: string): string {
  return `${kind}_${subjectId}`;
}

/** The id of the 'message' notification of a conversation (set again by every message). */
export const messageNotificationId = (conversationId: string) =>
  notificationId('message', conversationId);

/**
 * A mail document's id. A booking event happens once (pending → decided is final):
 * `${kind}_${bookingId}_${uid}`. A listing event may happen again (approved, suspended,
 * approved again), so its id also carries the event's time in ms (13 digits, checked by
 * firestore.rules): a retry of the same write reuses it, a new event gets a new one.
 */
export function mailId(
  kind: NotificationKind,
  subjectId: string,
  uid: string,
  eventMs?: number,
): string {
  const base = `${kind}_${subjectId}_${uid}`;
  return eventMs === undefined ? base : `${base}_${String(Math.trunc(eventMs)).padStart(13, '0')}`;
}

/**
 * What a booking's e-mail says of its stay (mailStay below; firestore.rules `mailStay`), `oneDay`
 * for a stay of one day (« pour le 28/12/2026 », not « du 28/12/2026 au 28/12/2026 »).
 */
export const MAIL_STAY_KEYS = ['tenantName', 'startDate', 'endDate', 'oneDay'] as const;
/**
 * The number of the document its event issued (documentNumber): booking-invoiced's facture or
 * reçu, booking-withdrawn's avoir.
 */
export const MAIL_NUMBER_KEYS = ['invoiceNumber', 'receiptNumber', 'creditNoteNumber'] as const;
/**
 * A booking's e-mail says whether its reader is the booking's tenant (true) or its host (false),
 * so that one template speaks to each: « Votre réservation … » to the tenant, « … demandée par
 * Salma Idrissi » to the host (firestore.rules `validMail` compares it with the booking's
 * tenant; docs/decisions.md "Notifications and e-mails written with their event").
 */
export const MAIL_READER_KEY = 'forTenant';
/**
 * A refusal's or a cancellation's e-mail says whether the admin gave a reason (true, or absent),
 * never the reason itself (no text of the writer's choosing in an e-mail): « Le motif du refus
 * figure sur votre réservation » or « Maktabi n'a pas indiqué de motif » (firestore.rules
 * `validMail` compares it with the booking's rejectionReason or cancellationReason).
 */
export const MAIL_REASON_KEY = 'withReason';
/** The e-mail data that are true or absent, never text (parseMail, renderTemplate's `{{#if}}`). */
export const MAIL_FLAG_KEYS = ['oneDay', MAIL_READER_KEY, MAIL_REASON_KEY] as const;
/**
 * What a booking's or a listing's e-mail may carry in `template.data` (firestore.rules
 * `validMail`'s hasOnly, the local rules' copy): ids, the listing's title, a month's number
 * (booking-invoiced), its stay, its document's number and (a booking's) whom it speaks to.
 */
export const EVENT_MAIL_KEYS = [
  'bookingId',
  'listingId',
  'listingTitle',
  'month',
  ...MAIL_STAY_KEYS,
  ...MAIL_NUMBER_KEYS,
  MAIL_READER_KEY,
  MAIL_REASON_KEY,
] as const;
/**
 * Every key an e-mail's data may hold, a message's `conversationId` included (its own rule,
 * firestore.rules `match /mail/{mailId}` under conversations): what a template may write,
 * beside the `baseUrl` scripts/load-email-templates.mjs fills in.
 */
export const MAIL_DATA_KEYS = [...EVENT_MAIL_KEYS, 'conversationId'] as const;
export type MailDataKey = (typeof MAIL_DATA_KEYS)[number];

/**
 * A booking's day as its e-mails write it, "DD/MM/YYYY" (firestore.rules `mailDate` writes the
 * same from the booking's "YYYY-MM-DD", so that a writer cannot put other text there).
 */
export function mailDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * What a booking's notification says of its stay: its first day and its last day as the booking
 * holds them ("YYYY-MM-DD"), no last day for a rental without one. firestore.rules `noticeStay`
 * compares both with the booking after the write.
 */
export function noticeStay(booking: Pick<Booking, 'startDate' | 'endDate'>): {
  startDate: string;
  endDate?: string;
} {
  return {
    startDate: booking.startDate,
    ...(booking.endDate === null ? {} : { endDate: booking.endDate }),
  };
}

/**
 * What a booking's e-mail says of its stay, beside its ids and its listing's title: its tenant's
 * name, its first day and its last day, absent for a rental without one (the template says « à
 * partir du »), and `oneDay: true` when the two are the same day (the template says « pour le »).
 * firestore.rules `mailStay` compares each with the booking after the write.
 */
export function mailStay(booking: Pick<Booking, 'tenantName' | 'startDate' | 'endDate'>): {
  tenantName: string;
  startDate: string;
  endDate?: string;
  oneDay?: true;
} {
  return {
    tenantName: booking.tenantName,
    startDate: mailDate(booking.startDate),
    ...(booking.endDate === null ? {} : { endDate: mailDate(booking.endDate) }),
    ...(booking.endDate === booking.startDate ? { oneDay: true as const } : {}),
  };
}

/**
 * How a notice names the document its event issued, by its number: booking-invoiced its month's
 * facture as invoiceNumber or reçu as receiptNumber, booking-withdrawn its avoir as
 * creditNoteNumber (firestore.rules documentNumberOk), so that its text says which.
 */
export function documentNumber(
  kind: DocumentKind,
  number: string,
): { invoiceNumber: string } | { receiptNumber: string } | { creditNoteNumber: string } {
  if (kind === 'avoir') return { creditNoteNumber: number };
  return kind === 'facture' ? { invoiceNumber: number } : { receiptNumber: number };
}

export const decisionKind = (status: 'confirmed' | 'rejected'): BookingNoticeKind =>
  status === 'confirmed' ? 'booking-confirmed' : 'booking-rejected';

export const approvalKind = (approved: boolean): ListingNoticeKind =>
  approved ? 'listing-approved' : 'listing-suspended';

export const revisionKind = (approve: boolean): ListingNoticeKind =>
  approve ? 'revision-approved' : 'revision-refused';

/** Where a notification leads (the feature turns it into a path of src/config/paths.ts). */
export type NotificationTarget =
  | { to: 'dashboard'; bookingId?: string }
  | { to: 'hostDashboard'; bookingId?: string }
  | { to: 'conversation'; id: string }
  | { to: 'documents'; bookingId: string; documentId?: string }
  /** A review of the host's listings, among "Avis sur vos espaces" on the host's dashboard. */
  | { to: 'hostReview'; reviewId: string }
  /** The tenant's review, with its answer, among « Les avis que vous avez laissés » (dashboard). */
  | { to: 'tenantReview'; reviewId: string };

/**
 * A booking leads to the reader's bookings (a host's: the host dashboard), at that booking's
 * card when the notice names it; a new review to the host's reviews, at that review; an answer
 * to the tenant's reviews, at that review; a hidden review to each one's, at that review; a
 * month's document to the booking's documents, at that month's sheet
 * (documents/{bookingId}_m{n}), a listing event to the host dashboard, a message to its
 * conversation (the dashboard when the id is missing).
 */
export function notificationTarget(
  n: Pick<AppNotification, 'kind' | 'conversationId' | 'bookingId' | 'month'> &
    Partial<Pick<AppNotification, 'listingId'>>,
  role: 'host' | 'tenant' | null,
): NotificationTarget {
  if (n.kind === 'message') {
    return n.conversationId ? { to: 'conversation', id: n.conversationId } : { to: 'dashboard' };
  }
  // (a review's id is its booking's: the notice names it as bookingId)
  if (n.kind === 'review-posted' && n.bookingId) return { to: 'hostReview', reviewId: n.bookingId };
  // a hidden review: where each reads it, with the admin's reason (HiddenNote)
  if (n.kind === 'review-hidden' && n.bookingId) {
    return role === 'host'
      ? { to: 'hostReview', reviewId: n.bookingId }
      : { to: 'tenantReview', reviewId: n.bookingId };
  }
  // on the tenant's dashboard, where their review is read whatever its state (hidden by the
  // admin, it is no longer on the listing's page)
  if (n.kind === 'review-answered' && n.bookingId) {
    return { to: 'tenantReview', reviewId: n.bookingId };
  }
  if (isReviewKind(n.kind)) return role === 'host' ? { to: 'hostDashboard' } : { to: 'dashboard' };
  if (n.kind === 'booking-invoiced' && n.bookingId) {
    return n.month === undefined
      ? { to: 'documents', bookingId: n.bookingId }
      : {
          to: 'documents',
          bookingId: n.bookingId,
          documentId: monthDocumentId(n.bookingId, n.month),
        };
  }
  if (isBookingKind(n.kind)) {
    const at = n.bookingId ? { bookingId: n.bookingId } : {};
    return role === 'host' ? { to: 'hostDashboard', ...at } : { to: 'dashboard', ...at };
  }
  return { to: 'hostDashboard' };
}

/** The ids of the unread ones (what opening the panel marks read). */
export function unreadIds(list: readonly Pick<AppNotification, 'id' | 'read'>[]): string[] {
  return list.filter((n) => !n.read).map((n) => n.id);
}

/** What the bell shows: nothing at 0, the count up to 9, then "9+". */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 9 ? '9+' : String(count);
}

// ---- e-mail templates ------------------------------------------------------------------------

/**
 * One French template, Handlebars-compatible: substitutions, `{{name}}` (HTML-escaped, as
 * Handlebars does) and, in the plain text only, `{{{name}}}` (as it is: a title with an
 * apostrophe must not read "d&#x27;angle" in a text e-mail), and `{{#if name}}…{{else}}…{{/if}}`
 * blocks, which may hold others (a stay of one day inside a stay with a last day).
 */
export interface MailTemplateText {
  subject: string;
  text: string;
  html: string;
}

// {{{name}}} (raw) or {{name}} (escaped), never {{else}}; group 1 or 2 is the name.
const VARIABLE = /\{\{\{\s*([A-Za-z]+)\s*\}\}\}|\{\{\s*(?!else\s*\}\})([A-Za-z]+)\s*\}\}/g;
// {{#if name}}yes{{else}}no{{/if}} or {{#if name}}yes{{/if}} holding no other block (an
// innermost one, so that its {{else}} and {{/if}} are its own): groups name, yes, no.
const NOT_IF = String.raw`(?:(?!\{\{#if)[\s\S])*?`;
const IF_BLOCK = new RegExp(
  String.raw`\{\{#if\s+([A-Za-z]+)\s*\}\}(${NOT_IF})(?:\{\{\s*else\s*\}\}(${NOT_IF}))?\{\{\/if\}\}`,
  'g',
);
// the opening of any {{#if name}} block: group 1 is the name
const IF_OPEN = /\{\{#if\s+([A-Za-z]+)\s*\}\}/g;

const variableName = (m: RegExpMatchArray) => m[1] ?? m[2];

/**
 * The names a template reads (each once, in order of first use): substituted, raw or escaped,
 * or tested by an `{{#if}}`.
 */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  const uses = [
    ...[...template.matchAll(VARIABLE)].map((m) => ({ at: m.index, name: variableName(m) })),
    ...[...template.matchAll(IF_OPEN)].map((m) => ({ at: m.index, name: m[1] })),
  ].sort((a, b) => a.at - b.at);
  for (const { name } of uses) if (!names.includes(name)) names.push(name);
  return names;
}

/** The names a template substitutes as they are (`{{{name}}}`). */
export function rawTemplateVariables(template: string): string[] {
  const names: string[] = [];
  for (const m of template.matchAll(VARIABLE)) {
    if (m[1] !== undefined && !names.includes(m[1])) names.push(m[1]);
  }
  return names;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Handlebars' escapeExpression: what `{{x}}` does to a value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, (c) => HTML_ESCAPES[c]);
}

/**
 * `{{#if name}}` keeps its first part when data[name] is a non-empty text, else its `{{else}}`
 * part (or nothing), the innermost blocks first; then `{{name}}` is replaced by data[name],
 * escaped as Handlebars escapes it, `{{{name}}}` by data[name] as it is (a missing value gives
 * "", as in Handlebars). Only the given names are rendered: with `only`, the others are left as
 * they are, and so is every block around them (the loader script fills in the base URL and
 * leaves the event's data to the extension).
 */
export function renderTemplate(
  template: string,
  data: Readonly<Record<string, string | undefined>>,
  only?: readonly string[],
): string {
  let chosen = template;
  let before: string;
  do {
    before = chosen;
    chosen = chosen.replace(IF_BLOCK, (whole, name: string, yes: string, no: string | undefined) =>
      only && !only.includes(name) ? whole : data[name] ? yes : (no ?? ''),
    );
  } while (chosen !== before);
  // one of the two groups matched: `escaped` is a string whenever `raw` is not
  return chosen.replace(VARIABLE, (whole, raw: string | undefined, escaped: string) => {
    const name = raw ?? escaped;
    if (only && !only.includes(name)) return whole;
    const value = data[name] ?? '';
    return raw === undefined ? escapeHtml(value) : value;
  });
}

/** A template with its three parts rendered. */
export function renderMail(
  template: MailTemplateText,
  data: Readonly<Record<string, string | undefined>>,
  only?: readonly string[],
): MailTemplateText {
  return {
    subject: renderTemplate(template.subject, data, only),
    text: renderTemplate(template.text, data, only),
    html: renderTemplate(template.html, data, only),
  };
}
