/**
 * Conversations and messages in the local store (issue 14). Sending and marking read are the
 * shared plans (../shared/plans/messages.ts), as on Firebase (../firebase/messages.ts); the
 * queries carry the same filters as the Firestore ones (participants, unreadFor), sorted and
 * paged here the way Firestore's orderBy / startAfter / limit would.
 */
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE, conversationIdOf } from '@/domain/messages';
import type { Page } from '@/domain/types';
import { parseConversation, parseEach, parseMessage } from '../shared/converters';
import { conversationPath, planMarkRead, planSendMessage } from '../shared/plans';
import { decodeCursor, encodeCursor } from '../shared/search';
import { ServiceError, type MessagesService } from '../types';
import { applyPlan } from './applyPlan';
import type { LocalContext } from './context';
import { guardedGet, guardedList, listed } from './store';

/** Newest first by `at`, then by id descending; the page after `cursor`. */
function pageOf<T extends { id: string }>(
  items: T[],
  at: (x: T) => Date,
  cursor: string | null | undefined,
  size: number,
): Page<T> {
  const sorted = [...items].sort(
    (a, b) => at(b).getTime() - at(a).getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  const c = cursor ? decodeCursor(cursor) : null;
  const rest = c
    ? sorted.filter((x) => {
        const ms = at(x).getTime();
        return ms < c.createdAtMs || (ms === c.createdAtMs && x.id < c.id);
      })
    : sorted;
  const items_ = rest.slice(0, size);
  const last = items_[items_.length - 1];
  return {
    items: items_,
    nextCursor: rest.length > size && last ? encodeCursor(at(last), last.id) : null,
  };
}

export function createMessagesService(ctx: LocalContext): MessagesService {
  const { db, wait } = ctx;
  return {
    async startConversation(listingId) {
      await wait();
      const who = ctx.requireCaller();
      const state = db.read();
      let listing;
      try {
        listing = guardedGet(state, who, ctx.now(), `listings/${listingId}`);
      } catch {
        listing = null; // not readable: not approved, so not there for a tenant
      }
      if (!listing || listing.isApproved !== true) throw new ServiceError('not-found');
      if (listing.hostId === who.uid) throw new ServiceError('message/own-listing');
      const me = guardedGet(state, who, ctx.now(), `users/${who.uid}`);
      if (me?.role !== 'tenant') throw new ServiceError('message/not-tenant');
      return conversationIdOf(listingId, who.uid);
    },

    async listConversations(cursor, pageSize = CONVERSATIONS_PAGE_SIZE) {
      await wait();
      const who = ctx.requireCaller();
      const rows = guardedList(db.read(), who, ctx.now(), 'conversations', [
        { field: 'participants', op: 'array-contains', value: who.uid },
      ]);
      const all = parseEach(listed(rows), parseConversation);
      return pageOf(all, (c) => c.lastMessageAt, cursor, pageSize);
    },

    async getConversation(conversationId) {
      await wait();
      const who = ctx.requireCaller();
      const raw = guardedGet(db.read(), who, ctx.now(), conversationPath(conversationId));
      return raw ? parseConversation(conversationId, raw) : null;
    },

    async listMessages(conversationId, cursor, pageSize = MESSAGES_PAGE_SIZE) {
      await wait();
      const who = ctx.requireCaller();
      const rows = guardedList(
        db.read(),
        who,
        ctx.now(),
        `conversations/${conversationId}/messages`,
      );
      const all = parseEach(listed(rows), parseMessage);
      return pageOf(all, (m) => m.createdAt, cursor, pageSize);
    },

    async sendMessage(conversationId, text, bookingId) {
      await wait();
      const who = ctx.requireCaller();
      const now = ctx.now();
      return applyPlan(
        ctx,
        who,
        now,
        planSendMessage({
          uid: who.uid,
          conversationId,
          text,
          messageId: db.newId('msg'),
          now,
          bookingId,
        }),
      );
    },

    async markRead(conversationId) {
      await wait();
      const who = ctx.requireCaller();
      await applyPlan(ctx, who, ctx.now(), planMarkRead({ uid: who.uid, conversationId }));
    },

    async unreadCount() {
      await wait();
      const who = ctx.requireCaller();
      return guardedList(db.read(), who, ctx.now(), 'conversations', [
        { field: 'unreadFor', op: 'array-contains', value: who.uid },
      ]).length;
    },
  };
}
