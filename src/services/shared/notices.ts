/**
 * Issue 14's documents as the app reads them: notifications, mail documents (the admin's
 * "E-mails" tab) and the contacts after confirmation. Same rules as ./converters.ts: a bad
 * document is repaired or refused (throws: parseEach leaves it out), never crashes a page.
 */
import {
  MAIL_DATA_KEYS,
  MAIL_FLAG_KEYS,
  isNotificationKind,
  type AppNotification,
} from '@/domain/notifications';
import type { BookingContacts, MailRecord } from '../types';
import { isDay } from '@/domain/days';
import { asRecord, bool, str, toDate } from './converters';

/**
 * « Tout marquer comme lu » marks the unread notifications this many at a time (one batch each,
 * within Firestore's 500 writes), for at most MARK_ALL_ROUNDS batches: one click settles 2 000,
 * and a user with more clicks again (src/services/{firebase,local}/notifications.ts).
 */
export const MARK_ALL_BATCH = 200;
export const MARK_ALL_ROUNDS = 10;

export function parseNotification(id: string, raw: unknown): AppNotification {
  const r = asRecord(raw);
  if (!isNotificationKind(r.kind)) throw new Error(`notification ${id}: unknown kind`);
  const n: AppNotification = {
    id,
    kind: r.kind,
    createdAt: toDate(r.createdAt, new Date(0)),
    read: bool(r.read),
    listingId: str(r.listingId),
    listingTitle: str(r.listingTitle),
  };
  if (typeof r.bookingId === 'string') n.bookingId = r.bookingId;
  if (isDay(r.startDate)) {
    n.startDate = r.startDate;
    if (isDay(r.endDate) && r.endDate >= r.startDate) n.endDate = r.endDate;
  }
  if (typeof r.conversationId === 'string') n.conversationId = r.conversationId;
  if (n.kind === 'message' && typeof r.senderName === 'string' && r.senderName.trim() !== '') {
    n.senderName = r.senderName;
  }
  if (typeof r.reason === 'string' && r.reason !== '') n.reason = r.reason;
  if (Number.isInteger(r.month) && (r.month as number) >= 2) n.month = r.month as number;
  if (n.kind === 'booking-requested' && Number.isInteger(r.places) && (r.places as number) >= 2) {
    n.places = r.places as number;
  }
  if (typeof r.invoiceNumber === 'string') n.invoiceNumber = r.invoiceNumber;
  else if (typeof r.receiptNumber === 'string') n.receiptNumber = r.receiptNumber;
  if (n.kind === 'booking-withdrawn' && typeof r.creditNoteNumber === 'string') {
    n.creditNoteNumber = r.creditNoteNumber;
  }
  // Its text names the month (firestore.rules require it): without it, it says nothing.
  if (n.kind === 'booking-invoiced' && n.month === undefined) {
    throw new Error(`notification ${id}: no month`);
  }
  return n;
}

const isFlag = (key: string): boolean => (MAIL_FLAG_KEYS as readonly string[]).includes(key);

export function parseMail(id: string, raw: unknown): MailRecord {
  const r = asRecord(raw);
  const template = asRecord(r.template);
  const data = asRecord(template.data);
  const to = Array.isArray(r.toUids) ? r.toUids : [];
  const ids: MailRecord['data'] = {};
  for (const key of MAIL_DATA_KEYS) {
    if (key !== 'month' && !isFlag(key) && typeof data[key] === 'string') {
      ids[key] = data[key];
    }
  }
  if (Number.isInteger(data.month)) ids.month = String(data.month);
  // a flag (whom a booking's e-mail speaks to, a stay of one day, a refusal's reason given) as
  // text: 'true', absent when false, so that the demo's renderer reads {{#if forTenant}} as
  // Handlebars reads the boolean (renderTemplate)
  for (const key of MAIL_FLAG_KEYS) if (data[key] === true) ids[key] = 'true';
  const delivery = asRecord(r.delivery);
  return {
    id,
    toUid: typeof to[0] === 'string' ? to[0] : '',
    template: str(template.name),
    data: ids,
    createdAt: toDate(r.createdAt, new Date(0)),
    deliveryState: typeof delivery.state === 'string' ? delivery.state : null,
  };
}

export function parseContacts(raw: unknown): BookingContacts {
  const r = asRecord(raw);
  return {
    tenantId: str(r.tenantId),
    hostId: str(r.hostId),
    tenantEmail: str(r.tenantEmail),
    tenantPhone: str(r.tenantPhone),
    hostEmail: str(r.hostEmail),
    hostPhone: str(r.hostPhone),
  };
}
