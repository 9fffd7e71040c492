/**
 * The notifications and e-mails an event writes, in the same write as the event
 * (docs/decisions.md#notifications-and-e-mails-written-with-their-event): for each person
 * concerned, users/{uid}/notifications/{kind_subject} and one mail/{id} document in the
 * Trigger Email extension's shape (toUids, a template named after the kind, as data the ids and
 * the listing's title).
 * firestore.rules accept them only when the event happens in that very write.
 */
import {
  MAIL_READER_KEY,
  MAIL_REASON_KEY,
  mailId,
  mailStay,
  documentNumber,
  noticeStay,
  notificationId,
  type BookingNoticeKind,
  type ListingNoticeKind,
  type ReviewNoticeKind,
} from '@/domain/notifications';
import { monthDocumentId, type DocumentKind } from '@/domain/invoice';
import type { Booking } from '@/domain/types';
import {
  SERVER_TIMESTAMP,
  bookingContactsPath,
  mailPath,
  notificationPath,
  type DocData,
  type PlanWrite,
} from './plan';

export type NoticeEvent =
  | {
      /** A review's kinds name its booking (the review's id is its booking's). */
      kind: BookingNoticeKind | ReviewNoticeKind;
      to: string[];
      bookingId: string;
      listingId: string;
      listingTitle: string;
      /** The booking's tenant: their e-mail speaks to them, the host's of them (MAIL_READER_KEY). */
      tenantId: string;
      /** booking-invoiced: the month (2, 3, …) whose document is issued, part of both ids. */
      month?: number;
      /** Its tenant and days, in its e-mail (mailStay). */
      stay: ReturnType<typeof mailStay>;
      /** Its days, in its notification (noticeStay). */
      days: ReturnType<typeof noticeStay>;
      /**
       * The document the event issued, by its number (documentNumber): booking-invoiced's month,
       * booking-withdrawn's avoir.
       */
      document?: ReturnType<typeof documentNumber>;
      /**
       * booking-rejected, booking-withdrawn: the admin's reason, in the notification only; its
       * e-mail says only that there is one (MAIL_REASON_KEY).
       */
      reason?: string;
      /** booking-requested: the places asked for each day, in the notification only. */
      places?: number;
    }
  | {
      kind: ListingNoticeKind;
      to: string[];
      listingId: string;
      listingTitle: string;
      /** The event's time (the plan's `now`): part of the mail id of a repeatable event. */
      eventMs: number;
      /** A refused listing's or revision's reason, in the notification only (never in an e-mail). */
      reason?: string;
    };

/** The notification and the e-mail of `event` for each of its recipients. */
export function noticeWrites(event: NoticeEvent): PlanWrite[] {
  const booking = 'bookingId' in event ? event.bookingId : null;
  const month = 'month' in event && event.month !== undefined ? event.month : null;
  // A month's document is its own subject: one notification and one e-mail per month.
  const subject = booking !== null && month !== null ? monthDocumentId(booking, month) : booking;
  const monthData: DocData = {
    ...(month === null ? {} : { month }),
    ...('document' in event ? event.document : {}),
  };
  // The e-mail's data: ids, the title and (a booking's) its tenant and days, which the rules
  // compare with the booking's or listing's after the write.
  const mailData: DocData = {
    ...(booking ? { bookingId: booking } : {}),
    listingId: event.listingId,
    listingTitle: event.listingTitle,
    ...monthData,
    ...('stay' in event ? event.stay : {}),
  };
  // A refusal's or a cancellation's e-mail says whether a reason was given, never the reason
  // (MAIL_REASON_KEY).
  if (
    (event.kind === 'booking-rejected' || event.kind === 'booking-withdrawn') &&
    'reason' in event &&
    event.reason !== undefined
  ) {
    mailData[MAIL_REASON_KEY] = true;
  }
  // A booking's e-mail also says whom it speaks to, its tenant or its host.
  const mailDataFor = (uid: string): DocData =>
    'tenantId' in event ? { ...mailData, [MAIL_READER_KEY]: uid === event.tenantId } : mailData;
  return event.to.flatMap((uid): PlanWrite[] => [
    {
      op: 'set',
      path: notificationPath(uid, notificationId(event.kind, subject ?? event.listingId)),
      data: {
        kind: event.kind,
        createdAt: SERVER_TIMESTAMP,
        read: false,
        listingId: event.listingId,
        listingTitle: event.listingTitle,
        ...(booking ? { bookingId: booking } : {}),
        ...('days' in event ? event.days : {}),
        ...monthData,
        ...('reason' in event && event.reason !== undefined ? { reason: event.reason } : {}),
        ...('places' in event && event.places !== undefined ? { places: event.places } : {}),
      },
    },
    {
      op: 'set',
      path: mailPath(
        subject
          ? mailId(event.kind, subject, uid)
          : mailId(event.kind, event.listingId, uid, 'eventMs' in event ? event.eventMs : 0),
      ),
      data: {
        toUids: [uid],
        template: { name: event.kind, data: mailDataFor(uid) },
        createdAt: SERVER_TIMESTAMP,
      },
    },
  ]);
}

/**
 * The notices of a booking event for `to`: of its month `month`'s `document` (booking-invoiced)
 * or its avoir (booking-withdrawn), with the admin's `reason` (booking-rejected,
 * booking-withdrawn, review-hidden). `booking` is the booking as the write leaves it (its e-mail
 * names its days).
 */
export function bookingNotices(
  kind: BookingNoticeKind | ReviewNoticeKind,
  booking: Booking,
  to: string[],
  {
    month,
    document,
    reason,
    places,
  }: {
    month?: number;
    document?: { kind: DocumentKind; number: string };
    reason?: string;
    /** booking-requested: the places asked for each day (only when more than one). */
    places?: number;
  } = {},
) {
  return noticeWrites({
    kind,
    to,
    bookingId: booking.id,
    listingId: booking.listingId,
    listingTitle: booking.listingTitle,
    tenantId: booking.tenantId,
    ...(month === undefined ? {} : { month }),
    ...(document === undefined ? {} : { document: documentNumber(document.kind, document.number) }),
    ...(reason === undefined ? {} : { reason }),
    ...(places === undefined ? {} : { places }),
    stay: mailStay(booking),
    days: noticeStay(booking),
  });
}

/**
 * bookingContacts/{bookingId}, written by the admin with the confirmation: each participant's
 * e-mail and phone as their private profiles hold them (firestore.rules compare), readable by
 * the two of them only.
 */
export function contactsWrite(booking: Booking, tenant: DocData, host: DocData): PlanWrite {
  const phone = (p: DocData) => (typeof p.phoneNumber === 'string' ? p.phoneNumber : '');
  const email = (p: DocData) => (typeof p.email === 'string' ? p.email : '');
  return {
    op: 'set',
    path: bookingContactsPath(booking.id),
    data: {
      tenantId: booking.tenantId,
      hostId: booking.hostId,
      tenantEmail: email(tenant),
      tenantPhone: phone(tenant),
      hostEmail: email(host),
      hostPhone: phone(host),
    },
  };
}
