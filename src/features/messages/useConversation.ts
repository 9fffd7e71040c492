import { reportError } from '@/lib/reportError';
import { useCallback, useEffect, useState } from 'react';
import type { DisplayStatus } from '@/domain/bookingRules';
import { todayInMorocco } from '@/domain/days';
import {
  conversationBooking,
  isUnreadFor,
  listingIdOfConversation,
  type Conversation,
  type Message,
} from '@/domain/messages';
import type { Booking } from '@/domain/types';
import { useBackend } from '@/hooks/useBackend';
import { isServiceError } from '@/services';
import { usePaged } from './usePaged';
import { announceConversationRead } from '@/lib/conversationRead';

/** What the page knows of the conversation before its messages. */
export type ConversationHead =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'not-found' }
  /** Not written yet: the tenant's first message will create it (an approved listing). */
  | { kind: 'new'; listingId: string; listingTitle: string; hostId: string; hostName: string }
  | { kind: 'unavailable' }
  | { kind: 'ready'; conversation: Conversation };

const byCreated = (m: Message) => m.createdAt;

export function useConversation(
  conversationId: string,
  uid: string,
  role: 'host' | 'tenant' | undefined,
) {
  const backend = useBackend();
  const [head, setHead] = useState<ConversationHead>({ kind: 'loading' });
  const [booking, setBooking] = useState<{ booking: Booking; status: DisplayStatus } | null>(null);
  const exists = head.kind === 'ready';

  const loadHead = useCallback(async () => {
    setHead({ kind: 'loading' });
    try {
      const c = await backend.messages.getConversation(conversationId);
      if (c) return setHead({ kind: 'ready', conversation: c });
      const listingId = listingIdOfConversation(conversationId, uid);
      const listing = listingId ? await backend.listings.getListing(listingId) : null;
      if (!listingId) return setHead({ kind: 'not-found' });
      if (!listing || !listing.isApproved || listing.hostId === uid)
        return setHead({ kind: 'unavailable' });
      setHead({
        kind: 'new',
        listingId,
        listingTitle: listing.title,
        hostId: listing.hostId,
        hostName: listing.hostName,
      });
    } catch (e) {
      // Refused: the conversation of others, which is "not found" here, not a failure to log.
      if (isServiceError(e, 'permission-denied')) return setHead({ kind: 'not-found' });
      reportError(e);
      setHead({ kind: 'error' });
    }
  }, [backend, conversationId, uid]);

  useEffect(() => {
    void loadHead();
  }, [loadHead]);

  const fetchPage = useCallback(
    (cursor: string | null) =>
      exists
        ? backend.messages.listMessages(conversationId, cursor)
        : Promise.resolve({ items: [], nextCursor: null }),
    [backend, conversationId, exists],
  );
  const messages = usePaged(fetchPage, byCreated);

  // Read: the reader's mark goes, and the nav bar's count asks again (src/lib/conversationRead.ts).
  const conversation = head.kind === 'ready' ? head.conversation : null;
  const unread = conversation !== null && isUnreadFor(conversation, uid);
  useEffect(() => {
    if (unread)
      backend.messages.markRead(conversationId).then(announceConversationRead, () => undefined);
  }, [unread, backend, conversationId]);

  // The booking's status, when this tenant has one for this listing (the one still running,
  // else the latest: src/domain/messages.ts conversationBooking); before the
  // first message too: a tenant writing about their request sees it (only a tenant starts one).
  const pair =
    conversation !== null
      ? { listingId: conversation.listingId, tenantId: conversation.tenantId }
      : head.kind === 'new' && role === 'tenant'
        ? { listingId: head.listingId, tenantId: uid }
        : null;
  const pairKey = pair && `${pair.listingId}/${pair.tenantId}`;
  useEffect(() => {
    if (!pair || !role) return;
    let live = true;
    // this conversation's listing and tenant only: not every booking a host ever had
    backend.bookings.listBookingsForUser(uid, role, pair).then(
      (list) => {
        const now = new Date();
        if (live) setBooking(conversationBooking(list, pair, now, todayInMorocco(now)));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [backend, pairKey, role, uid]); // eslint-disable-line react-hooks/exhaustive-deps

  /**
   * New messages (polling, or after sending): one read of the conversation, then its newest
   * page only when its last message changed.
   */
  const lastSeen = conversation?.lastMessageAt.getTime() ?? null;
  const refresh = useCallback(async () => {
    const c = await backend.messages.getConversation(conversationId);
    if (!c || c.lastMessageAt.getTime() === lastSeen) return;
    setHead({ kind: 'ready', conversation: c });
    if (exists) await messages.refresh();
  }, [backend, conversationId, exists, messages, lastSeen]);

  const send = useCallback(
    async (text: string) => {
      await backend.messages.sendMessage(conversationId, text);
      await refresh().catch(() => undefined);
    },
    [backend, conversationId, refresh],
  );

  return { head, booking, messages, refresh, send, reloadHead: loadHead };
}
