/**
 * Conversations between a tenant and a host about one listing (issue 14): the id that makes
 * "one conversation per listing and tenant" hold by construction, the limits of a message, the
 * one-e-mail-per-hour window and the unread rule. firestore.rules enforce the same numbers.
 */

import { displayStatus, type DisplayStatus } from './bookingRules';
import type { Booking } from './types';

/** A message: 1 to 2,000 characters, not only spaces (firestore.rules `str(d.text, 1, 2000)`). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Conversations per page of the inbox, messages per page of a conversation. */
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
/** A recipient gets at most one e-mail per conversation in this window (firestore.rules: 1 h). */
export const MAIL_INTERVAL_MS = 3_600_000;

/** `${listingId}_${tenantId}`: one conversation per listing and tenant. */
export function conversationIdOf(listingId: string, tenantId: string): string {
  return `${listingId}_${tenantId}`;
}

/**
 * The listing of conversation `conversationId` when it is `uid`'s own as a tenant
 * (`${listingId}_${uid}`), else null.
 */
export function listingIdOfConversation(conversationId: string, uid: string): string | null {
  const suffix = `_${uid}`;
  return conversationId.endsWith(suffix) && conversationId.length > suffix.length
    ? conversationId.slice(0, -suffix.length)
    : null;
}

/**
 * The listing and tenant of conversation `conversationId` (`${listingId}_${tenantId}`), or null
 * when it is not of that shape. A listing id has no '_' (firestore.rules splits it the same way).
 */
export function conversationPair(
  conversationId: string,
): { listingId: string; tenantId: string } | null {
  const at = conversationId.indexOf('_');
  if (at <= 0 || at === conversationId.length - 1) return null;
  return { listingId: conversationId.slice(0, at), tenantId: conversationId.slice(at + 1) };
}

/** The text as it is sent (trimmed), or null when it is empty or too long. */
export function messageText(raw: string): string | null {
  const text = raw.trim();
  return text.length >= 1 && text.length <= MESSAGE_MAX_LENGTH ? text : null;
}

/** Whether the recipient last e-mailed at `lastMailedAt` may be e-mailed again at `now`. */
export function mailDue(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || now.getTime() - lastMailedAt.getTime() >= MAIL_INTERVAL_MS;
}

/** The participant who is not `uid`. */
export function otherParticipant(c: { tenantId: string; hostId: string }, uid: string): string {
  return c.tenantId === uid ? c.hostId : c.tenantId;
}

/** The conversation as its participants see it in the inbox and on its page. */
export interface Conversation {
  id: string;
  listingId: string;
  tenantId: string;
  hostId: string;
  listingTitle: string;
  /** The listing's cover when the conversation started ('' when none). */
  listingPhoto: string;
  tenantName: string;
  hostName: string;
  createdAt: Date;
  lastMessageAt: Date;
  lastMessage: string;
  lastSenderId: string;
  /** The participants who have not read the last message. */
  unreadFor: string[];
}

export interface Message {
  id: string;
  senderId: string;
  text: string;
  createdAt: Date;
}

/** The name of the other participant, as `uid` sees the conversation. */
export function counterpartName(c: Conversation, uid: string): string {
  return c.tenantId === uid ? c.hostName : c.tenantName;
}

export const isUnreadFor = (c: Conversation, uid: string) => c.unreadFor.includes(uid);

/**
 * The messages a refresh brought from the other participant: those of `items` (newest first)
 * newer than the message `since` (null: the conversation had none), not sent by `uid`, newest
 * first. None when `since` is not among the items.
 */
export function receivedSince(
  items: readonly Message[],
  since: string | null,
  uid: string,
): Message[] {
  const end = since === null ? items.length : items.findIndex((x) => x.id === since);
  // Stryker disable next-line EqualityOperator: equivalent (at 0 the slice is empty anyway)
  return end < 0 ? [] : items.slice(0, end).filter((x) => x.senderId !== uid);
}

/** A message's first `max` characters (whole characters, emoji included), "…" when cut. */
export function messageExcerpt(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

type PairBooking = Pick<
  Booking,
  'listingId' | 'tenantId' | 'status' | 'createdAt' | 'startDate' | 'endDate' | 'isIndefinite'
>;

/**
 * The booking a conversation's header shows, among its tenant's bookings of its listing: the
 * next or current one still running (a request still open, or a confirmed booking not over on
 * `today`), the earliest start first; when none runs, the latest made. A tenant with a
 * confirmed booking and a later cancelled one sees the confirmed one (the QA pass saw
 * « Annulée » above a conversation about a booking still to come).
 */
export function conversationBooking<B extends PairBooking>(
  bookings: readonly B[],
  pair: { listingId: string; tenantId: string },
  now: Date,
  today: string,
): { booking: B; status: DisplayStatus } | null {
  const mine = bookings.filter(
    (b) => b.listingId === pair.listingId && b.tenantId === pair.tenantId,
  );
  const running = mine
    .map((booking) => ({ booking, status: displayStatus(booking, now) }))
    .filter(
      ({ booking, status }) =>
        (status === 'pending_admin' || status === 'confirmed') &&
        (booking.endDate === null || booking.endDate >= today),
    )
    .sort(
      (a, b) =>
        a.booking.startDate.localeCompare(b.booking.startDate) ||
        b.booking.createdAt.getTime() - a.booking.createdAt.getTime(),
    );
  if (running[0]) return running[0];
  const latest = [...mine].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return latest ? { booking: latest, status: displayStatus(latest, now) } : null;
}
