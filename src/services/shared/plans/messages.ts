/**
 * The messages' writes (issue 14, docs/decisions.md "Messages"): one message is one atomic write
 * of the message, its conversation's summary (last message, unread mark, e-mail clock), the
 * recipient's 'message' notification and, at most once an hour per conversation and recipient,
 * a mail/{id} document for the Trigger Email extension. firestore.rules check each against the
 * others (getAfter), so none can be written alone.
 */
import {
  conversationIdOf,
  listingIdOfConversation,
  mailDue,
  messageText,
  otherParticipant,
} from '@/domain/messages';
import { messageNotificationId } from '@/domain/notifications';
import { asRecord, str, strList, toDate } from '../converters';
import {
  SERVER_TIMESTAMP,
  bookingPath,
  conversationPath,
  fail,
  listingPath,
  mailPath,
  messagePath,
  notificationPath,
  read,
  userPath,
  write,
  type DocData,
  type Plan,
  type PlanWrite,
} from './plan';

/**
 * The client's clock may run ahead of the server's: it e-mails again only this long after the
 * hour the rules require, so a message is never refused for an e-mail the rules would not allow.
 */
export const MAIL_CLOCK_MARGIN_MS = 10 * 60_000;

export interface SendMessageInput {
  uid: string;
  conversationId: string;
  text: string;
  /** A fresh id for the message (the backend's). */
  messageId: string;
  now: Date;
  /**
   * A host writing first: the booking of the conversation's tenant and listing that allows it
   * (firestore.rules validHostConvCreate). Ignored once the conversation exists.
   */
  bookingId?: string | null;
}

/** A conversation as a message's writes need it: its listing, its two participants and their names. */
interface ConversationFacts {
  listingId: string;
  listingTitle: string;
  tenantId: string;
  hostId: string;
  tenantName: string;
  hostName: string;
}

/**
 * The writes that come with every message: the message, the notification (naming its sender as
 * the conversation names them: firestore.rules, the notifications of a message), maybe the
 * e-mail.
 */
function messageWrites(
  input: SendMessageInput & { text: string },
  conversation: ConversationFacts,
  mailedAt: Record<string, unknown>,
): { writes: PlanWrite[]; mailedAt: Record<string, unknown> } {
  const { uid, conversationId, messageId, text, now } = input;
  const other = otherParticipant(conversation, uid);
  const senderName =
    uid === conversation.tenantId ? conversation.tenantName : conversation.hostName;
  const writes: PlanWrite[] = [
    {
      op: 'set',
      path: messagePath(conversationId, messageId),
      data: { senderId: uid, text, createdAt: SERVER_TIMESTAMP },
    },
    {
      op: 'set',
      path: notificationPath(other, messageNotificationId(conversationId)),
      data: {
        kind: 'message',
        createdAt: SERVER_TIMESTAMP,
        read: false,
        listingId: conversation.listingId,
        listingTitle: conversation.listingTitle,
        conversationId,
        senderName,
      },
    },
  ];
  const last = other in mailedAt ? toDate(mailedAt[other], new Date(0)) : null;
  const due = last === null || mailDue(new Date(last.getTime() + MAIL_CLOCK_MARGIN_MS), now);
  if (!due) return { writes, mailedAt };
  writes.push({
    op: 'set',
    path: mailPath(`message_${conversationId}_${other}_${messageId}`),
    data: {
      toUids: [other],
      template: {
        name: 'message',
        data: {
          conversationId,
          listingId: conversation.listingId,
          listingTitle: conversation.listingTitle,
        },
      },
      createdAt: SERVER_TIMESTAMP,
    },
  });
  return { writes, mailedAt: { ...mailedAt, [other]: SERVER_TIMESTAMP } };
}

/** What a new conversation shows of its listing (the inbox needs no other read). */
function shownOf(listing: DocData): DocData {
  return { listingPhoto: strList(listing.photos)[0] ?? '', hostName: str(listing.hostName) };
}

/**
 * The first message of a conversation, whoever writes it: its writes, and the conversation it
 * creates (the tenant first among the participants, as the rules require), with `shown` (the
 * listing's cover, both names, and for a host the booking named).
 */
function opening(
  input: SendMessageInput & { text: string },
  c: { listingId: string; listingTitle: string; tenantId: string; hostId: string },
  shown: DocData,
  summary: DocData,
): Plan<string> {
  const names = { tenantName: str(shown.tenantName), hostName: str(shown.hostName) };
  const { writes, mailedAt } = messageWrites(input, { ...c, ...names }, {});
  return write(
    [
      ...writes,
      {
        op: 'set',
        path: conversationPath(input.conversationId),
        data: {
          ...c,
          participants: [c.tenantId, c.hostId],
          ...shown,
          createdAt: SERVER_TIMESTAMP,
          ...summary,
          mailedAt,
        },
      },
    ],
    input.messageId,
  );
}

/**
 * A participant sends a message. The first message of a tenant about a listing creates the
 * conversation (only an approved listing, never one's own, only a tenant account); a host opens
 * one only with a tenant who booked their listing, naming the booking (planHostOpening).
 * Returns the message id.
 */
export function planSendMessage(input: SendMessageInput): Plan<string> {
  const text = messageText(input.text);
  if (text === null) return fail('invalid-argument');
  const { uid, conversationId, messageId } = input;
  const summary = (other: string): DocData => ({
    lastMessageAt: SERVER_TIMESTAMP,
    lastMessage: text,
    lastSenderId: uid,
    lastMessageId: messageId,
    unreadFor: [other],
  });
  return read([conversationPath(conversationId)], ([existing]) => {
    if (existing) {
      const c = {
        listingId: str(existing.listingId),
        listingTitle: str(existing.listingTitle),
        tenantId: str(existing.tenantId),
        hostId: str(existing.hostId),
        tenantName: str(existing.tenantName),
        hostName: str(existing.hostName),
      };
      if (!strList(existing.participants).includes(uid)) return fail('permission-denied');
      const other = otherParticipant(c, uid);
      const { writes, mailedAt } = messageWrites(
        { ...input, text },
        c,
        asRecord(existing.mailedAt),
      );
      return write(
        [
          ...writes,
          {
            op: 'update',
            path: conversationPath(conversationId),
            data: { ...summary(other), mailedAt },
          },
        ],
        messageId,
      );
    }
    if (input.bookingId) return planHostOpening(input, input.bookingId, text, summary);
    const listingId = listingIdOfConversation(conversationId, uid);
    if (listingId === null) return fail('not-found');
    return read([listingPath(listingId), userPath(uid)], ([listing, me]) => {
      if (!listing || listing.isApproved !== true) return fail('not-found');
      const hostId = str(listing.hostId);
      if (hostId === uid) return fail('message/own-listing');
      if (!me || me.role !== 'tenant') return fail('message/not-tenant');
      return opening(
        { ...input, text },
        { listingId, listingTitle: str(listing.title), tenantId: uid, hostId },
        { ...shownOf(listing), tenantName: str(me.fullName) },
        summary(hostId),
      );
    });
  });
}

/**
 * The host's first message to a tenant who booked their listing (docs/decisions.md "A host
 * writes first"): the conversation is the one the tenant would have opened
 * (`${listingId}_${tenantId}`), and names the booking, whose tenant's name it shows.
 */
function planHostOpening(
  input: SendMessageInput,
  bookingId: string,
  text: string,
  summary: (other: string) => DocData,
): Plan<string> {
  const { uid, conversationId } = input;
  return read([bookingPath(bookingId)], ([booking]) => {
    if (!booking) return fail('not-found');
    const listingId = str(booking.listingId);
    const tenantId = str(booking.tenantId);
    if (conversationIdOf(listingId, tenantId) !== conversationId) return fail('not-found');
    return read([listingPath(listingId)], ([listing]) => {
      if (!listing || listing.hostId !== uid) return fail('permission-denied');
      return opening(
        { ...input, text },
        { listingId, listingTitle: str(listing.title), tenantId, hostId: uid },
        { ...shownOf(listing), tenantName: str(booking.tenantName), bookingId },
        summary(tenantId),
      );
    });
  });
}

/**
 * The reader marks the conversation read: their own mark, and their bell's notification of it
 * (message_{conversationId}) when it is unread, in the same write; so the bell does not go on
 * announcing a message already read. Nothing is written when both are read.
 */
export function planMarkRead({
  uid,
  conversationId,
}: {
  uid: string;
  conversationId: string;
}): Plan<void> {
  const notice = notificationPath(uid, messageNotificationId(conversationId));
  return read([conversationPath(conversationId), notice], ([c, n]) => {
    if (!c) return fail('not-found');
    const unread = strList(c.unreadFor);
    const writes: PlanWrite[] = [];
    if (unread.includes(uid)) {
      writes.push({
        op: 'update',
        path: conversationPath(conversationId),
        data: { unreadFor: unread.filter((u) => u !== uid) },
      });
    }
    // the owner may only turn `read` to true (firestore.rules, notifications)
    if (n && n.read === false) writes.push({ op: 'update', path: notice, data: { read: true } });
    return write(writes, undefined);
  });
}
