/**
 * Conversations and messages on Firestore (issue 14). Sending and marking read are the shared
 * plans (../shared/plans/messages.ts), run in a transaction by ./applyPlan.ts, as the local
 * backend does (../local/messages.ts). Every query is bounded and constrained on the caller
 * (firestore.rules let nobody list a conversation they are not in); the unread count is one
 * count aggregation (docs/decisions.md "Fresh without listeners").
 */
import {
  Timestamp,
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Query,
} from 'firebase/firestore/lite';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE, conversationIdOf } from '@/domain/messages';
import type { Page } from '@/domain/types';
import { parseConversation, parseEach, parseMessage, type ListedDoc } from '../shared/converters';
import {
  conversationPath,
  listingPath,
  planMarkRead,
  planSendMessage,
  userPath,
} from '../shared/plans';
import { decodeCursor, encodeCursor } from '../shared/search';
import { ServiceError, isServiceError, type MessagesService } from '../types';
import { applyPlan } from './applyPlan';
import { mapErrors, type FirebaseContext } from './context';

/** One page of `base` ordered by `field` then id, newest first, after `cursor`. */
async function pageOf<T extends { id: string }>(
  base: Query,
  field: string,
  cursor: string | null | undefined,
  size: number,
  parse: (docs: ListedDoc[]) => T[],
  at: (x: T) => Date,
): Promise<Page<T>> {
  const c = cursor ? decodeCursor(cursor) : null;
  const snap = await getDocs(
    query(
      base,
      orderBy(field, 'desc'),
      orderBy(documentId(), 'desc'),
      ...(c ? [startAfter(Timestamp.fromMillis(c.createdAtMs), c.id)] : []),
      limit(size + 1),
    ),
  );
  const more = snap.docs.length > size;
  const items = parse(snap.docs.slice(0, size));
  const last = items[items.length - 1];
  return { items, nextCursor: more && last ? encodeCursor(at(last), last.id) : null };
}

export function createMessagesService(ctx: FirebaseContext): MessagesService {
  const { db } = ctx;
  return {
    startConversation: (listingId) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const listing = await getDoc(doc(db, listingPath(listingId))).catch((e: unknown) => {
          // not readable: not approved, so not there for a tenant
          if (isServiceError(e) || (e as { code?: string })?.code === 'permission-denied')
            return null;
          throw e;
        });
        const l = listing?.exists() ? listing.data() : null;
        if (!l || l.isApproved !== true) throw new ServiceError('not-found');
        if (l.hostId === uid) throw new ServiceError('message/own-listing');
        const me = await getDoc(doc(db, userPath(uid)));
        if (me.data()?.role !== 'tenant') throw new ServiceError('message/not-tenant');
        return conversationIdOf(listingId, uid);
      }),
    listConversations: (cursor, pageSize = CONVERSATIONS_PAGE_SIZE) =>
      mapErrors(() => {
        const uid = ctx.requireUid();
        return pageOf(
          query(collection(db, 'conversations'), where('participants', 'array-contains', uid)),
          'lastMessageAt',
          cursor,
          pageSize,
          (docs) => parseEach(docs, parseConversation),
          (c) => c.lastMessageAt,
        );
      }),
    getConversation: (conversationId) =>
      mapErrors(async () => {
        ctx.requireUid();
        const snap = await getDoc(doc(db, conversationPath(conversationId)));
        return snap.exists() ? parseConversation(conversationId, snap.data()) : null;
      }),
    listMessages: (conversationId, cursor, pageSize = MESSAGES_PAGE_SIZE) =>
      mapErrors(() => {
        ctx.requireUid();
        return pageOf(
          query(collection(db, 'conversations', conversationId, 'messages')),
          'createdAt',
          cursor,
          pageSize,
          (docs) => parseEach(docs, parseMessage),
          (m) => m.createdAt,
        );
      }),
    sendMessage: (conversationId, text, bookingId) =>
      mapErrors(() => {
        const uid = ctx.requireUid();
        const messageId = doc(collection(db, 'conversations', conversationId, 'messages')).id;
        return applyPlan(
          db,
          planSendMessage({ uid, conversationId, text, messageId, now: ctx.now(), bookingId }),
        );
      }),
    markRead: (conversationId) =>
      mapErrors(() => applyPlan(db, planMarkRead({ uid: ctx.requireUid(), conversationId }))),
    unreadCount: () =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const snap = await getCount(
          query(collection(db, 'conversations'), where('unreadFor', 'array-contains', uid)),
        );
        return snap.data().count;
      }),
  };
}
