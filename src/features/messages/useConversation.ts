import { reportError } from '@/lib/reportError';
import { useCallback, useEffect, useState } from 'react';
import type { DisplayStatus } from '@/domain/bookingRules';
import { todayInMorocco } from '@/domain/days';
import {
  conversationBooking,
  conversationPair,
  isUnreadFor,
  listingIdOfConversation,
  type Conversation,
  type Message,
} from '@/domain/messages';
import type { Booking, Page } from '@/domain/types';
import { useBackend } from '@/hooks/useBackend';
import { isServiceError, type Backend } from '@/services';
import { usePaged } from './usePaged';
import { announceConversationRead } from '@/lib/conversationRead';

/** What the page knows of the conversation before its messages. */
export type ConversationHead =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'not-found' }
  /**
   * Not written yet: the first message will create it, the tenant's (an approved listing) or
   * the host's, who names a booking of this tenant (`bookingId`, null for the tenant).
   */
  | {
      kind: 'new';
      listingId: string;
      listingTitle: string;
      tenantId: string;
      /** Whom the reader writes to: the host, or the booking's tenant. */
      counterpart: string;
      bookingId: string | null;
      /** The booking the host's opening found, shown as is (the tenant's is read after). */
      booking: ConversationBooking | null;
    }
  | { kind: 'unavailable' }
  | { kind: 'ready'; conversation: Conversation };

const byCreated = (m: Message) => m.createdAt;

type ConversationBooking = { booking: Booking; status: DisplayStatus };

/**
 * What a host sees of a conversation before its first message: their listing and a booking of
 * this tenant allow it (docs/decisions.md "A host writes first"), the one the header shows.
 */
async function hostOpening(
  backend: Backend,
  conversationId: string,
  uid: string,
): Promise<ConversationHead> {
  const pair = conversationPair(conversationId);
  if (!pair) return { kind: 'not-found' };
  const listing = await backend.listings.getListing(pair.listingId);
  if (!listing || listing.hostId !== uid) return { kind: 'not-found' };
  const list = await backend.bookings.listBookingsForUser(uid, 'host', pair);
  const now = new Date();
  const found = conversationBooking(list, pair, now, todayInMorocco(now));
  if (!found) return { kind: 'not-found' };
  return {
    kind: 'new',
    listingId: pair.listingId,
    listingTitle: listing.title,
    tenantId: pair.tenantId,
    counterpart: found.booking.tenantName,
    bookingId: found.booking.id,
    booking: found,
  };
}

export function useConversation(
  conversationId: string,
  uid: string,
  role: 'host' | 'tenant' | undefined,
) {
  const backend = useBackend();
  const [head, setHead] = useState<ConversationHead>({ kind: 'loading' });
  const [booking, setBooking] = useState<ConversationBooking | null>(null);
  const exists = head.kind === 'ready';

  const loadHead = useCallback(async () => {
    setHead({ kind: 'loading' });
    try {
      const c = await backend.messages.getConversation(conversationId);
      if (c) return setHead({ kind: 'ready', conversation: c });
      if (role === 'host') return setHead(await hostOpening(backend, conversationId, uid));
      const listingId = listingIdOfConversation(conversationId, uid);
      const listing = listingId ? await backend.listings.getListing(listingId) : null;
      if (!listingId) return setHead({ kind: 'not-found' });
      if (!listing || !listing.isApproved || listing.hostId === uid)
        return setHead({ kind: 'unavailable' });
      setHead({
        kind: 'new',
        listingId,
        listingTitle: listing.title,
        tenantId: uid,
        counterpart: listing.hostName,
        bookingId: null,
        booking: null,
      });
    } catch (e) {
      // Refused: the conversation of others, which is "not found" here, not a failure to log.
      if (isServiceError(e, 'permission-denied')) return setHead({ kind: 'not-found' });
      reportError(e);
      setHead({ kind: 'error' });
    }
  }, [backend, conversationId, uid, role]);

  useEffect(() => {
    void loadHead();
  }, [loadHead]);

  /**
   * The first page of the conversation the reader's first message has just created, read before
   * it is shown: the hint gives way to the message itself, not to a skeleton (until December 2026
   * the thread showed one for a moment, as long as a read takes).
   */
  const [created, setCreated] = useState<Page<Message> | null>(null);
  const fetchPage = useCallback(
    (cursor: string | null) =>
      exists
        ? backend.messages.listMessages(conversationId, cursor)
        : Promise.resolve({ items: [], nextCursor: null }),
    [backend, conversationId, exists],
  );
  const messages = usePaged(fetchPage, byCreated, exists ? created : null);

  // Read: the reader's mark goes, and the nav bar's count asks again (src/lib/conversationRead.ts).
  const conversation = head.kind === 'ready' ? head.conversation : null;
  const unread = conversation !== null && isUnreadFor(conversation, uid);
  useEffect(() => {
    if (unread)
      backend.messages.markRead(conversationId).then(announceConversationRead, () => undefined);
  }, [unread, backend, conversationId]);

  // The booking's status, when this tenant has one for this listing (the one still running,
  // else the latest: src/domain/messages.ts conversationBooking); before the
  // first message too: a tenant writing about their request sees it, and a host the booking
  // that lets them write first.
  const pair =
    conversation !== null
      ? { listingId: conversation.listingId, tenantId: conversation.tenantId }
      : head.kind === 'new'
        ? { listingId: head.listingId, tenantId: head.tenantId }
        : null;
  const pairKey = pair && `${pair.listingId}/${pair.tenantId}`;
  // a host's opening has just read it: not the same query twice
  const opened = head.kind === 'new' ? head.booking : null;
  useEffect(() => {
    if (!pair || !role) return;
    if (opened) {
      setBooking(opened);
      return;
    }
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
    if (!exists) {
      // a failed read leaves it to the thread's own, with its error and « Réessayer »
      const page = await backend.messages.listMessages(conversationId, null).catch(() => null);
      setCreated(page);
    }
    setHead({ kind: 'ready', conversation: c });
    if (exists) await messages.refresh();
  }, [backend, conversationId, exists, messages, lastSeen]);

  const openingBooking = head.kind === 'new' ? head.bookingId : null;
  const send = useCallback(
    async (text: string) => {
      await backend.messages.sendMessage(conversationId, text, openingBooking);
      await refresh().catch(() => undefined);
    },
    [backend, conversationId, refresh, openingBooking],
  );

  return { head, booking, messages, refresh, send, reloadHead: loadHead };
}
