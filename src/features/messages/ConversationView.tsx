import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { Button } from '@/components/forms';
import { StatusBadge } from '@/components/StatusBadge';
import { bookingDatesText } from '@/features/booking';
import { paths } from '@/config/paths';
import { counterpartName, messageExcerpt, receivedSince, type Message } from '@/domain/messages';
import { useVisiblePolling } from '@/hooks/useVisiblePolling';
import { messagesText } from '@/i18n/fr/messages';
import { t } from '@/i18n/t';
import { Composer } from './Composer';
import { formatMessageTime } from './format';
import { useConversation } from './useConversation';

const m = messagesText.conversation;

/** How much of a received message screen readers hear (the rest is in the list). */
const ANNOUNCED_CHARS = 140;

/**
 * What to say, politely, when the newest message changes after the first load: the other
 * participant's new messages (how many, and the last one), or "Message envoyé." for one's own.
 * Returned with a counter that tells two equal texts apart (a live region repeats only a change).
 */
function useArrivals(
  items: readonly Message[],
  ready: boolean,
  uid: string,
  name: string,
): { text: string; n: number } {
  const [said, setSaid] = useState({ text: '', n: 0 });
  /** The newest message when last looked at; undefined before the first load. */
  const known = useRef<string | null | undefined>(undefined);
  const newest = ready ? (items[0]?.id ?? null) : undefined;
  useEffect(() => {
    if (newest === undefined) return;
    const since = known.current;
    known.current = newest;
    if (since === undefined || since === newest) return;
    const received = receivedSince(items, since, uid);
    const text =
      received.length === 0
        ? m.sent
        : t(received.length === 1 ? m.received : m.receivedMany, {
            n: received.length,
            name,
            text: messageExcerpt(received[0].text, ANNOUNCED_CHARS),
          });
    setSaid((before) => ({ text, n: before.n + 1 }));
  }, [newest, items, uid, name]);
  return said;
}

/**
 * One conversation: who and which listing (with the tenant's booking status when there is
 * one), its messages from the oldest loaded to the newest ("Messages précédents" reads further
 * back), the message box. New messages appear within 20 s while the page is visible, and screen
 * readers are told (useArrivals).
 */
/** How far below the window the answer box may be for an arriving message to be followed. */
const FOLLOW_SLACK_PX = 240;

export function ConversationView({
  conversationId,
  uid,
  role,
}: {
  conversationId: string;
  uid: string;
  role: 'host' | 'tenant' | undefined;
}) {
  const { head, booking, messages, refresh, send, reloadHead } = useConversation(
    conversationId,
    uid,
    role,
  );
  useVisiblePolling(
    () => void refresh().catch(() => undefined),
    undefined,
    head.kind === 'ready' || head.kind === 'new',
  );
  // whom the reader writes to: the other participant, or that of a conversation not started
  const counterpart =
    head.kind === 'ready'
      ? counterpartName(head.conversation, uid)
      : head.kind === 'new'
        ? head.counterpart
        : '';
  const arrivals = useArrivals(
    messages.items,
    // Not before the conversation is known: until then the page of messages is an empty
    // stand-in, and the real first page would be announced as new (./useConversation.ts).
    messages.status === 'ready' && (head.kind === 'ready' || head.kind === 'new'),
    uid,
    counterpart,
  );

  // Like any chat: the conversation opens on its newest messages with the box to answer in
  // view, and follows what is sent, and what arrives while the reader is at the end; older
  // messages loaded above move nothing (the QA pass: on a phone it opened on the oldest, and
  // each message sent pushed the box below the screen).
  const composerRef = useRef<HTMLDivElement>(null);
  const newest = messages.status === 'ready' ? messages.items[0] : undefined;
  const followed = useRef<string | null>(null);
  useEffect(() => {
    const el = composerRef.current;
    if (!newest || !el || followed.current === newest.id) return;
    const first = followed.current === null;
    followed.current = newest.id;
    // (its bottom within two bubbles of the window's: the reader was at the end)
    const atEnd = el.getBoundingClientRect().bottom - window.innerHeight < FOLLOW_SLACK_PX;
    if (first || newest.senderId === uid || atEnd) el.scrollIntoView({ block: 'end' });
  }, [newest, uid]);

  // « Messages précédents » stays focusable while a page is read (busy, not disabled, which
  // dropped the focus to <body>); once the last page is in it goes, and the focus moves to the
  // oldest message, where it stood (as the bell's « Voir plus » does: useFocusOnLastPage)
  const listRef = useRef<HTMLOListElement>(null);
  const olderAsked = useRef(false);
  const allRead = messages.status === 'ready' && !messages.hasMore && messages.more !== 'loading';
  useLayoutEffect(() => {
    if (!allRead || !olderAsked.current) return;
    olderAsked.current = false;
    listRef.current?.querySelector<HTMLElement>('li')?.focus();
  }, [allRead]);
  const loadOlder = () => {
    olderAsked.current = true;
    messages.loadMore();
  };

  const back = (
    <Link to={paths.messages()} className="font-semibold text-brand-700 underline">
      {m.back}
    </Link>
  );

  if (head.kind === 'loading') {
    return (
      <LoadingRegion className="space-y-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-64" />
      </LoadingRegion>
    );
  }
  if (head.kind === 'error') return <ErrorMessage message={m.loadError} onRetry={reloadHead} />;
  if (head.kind === 'not-found' || head.kind === 'unavailable') {
    return (
      <EmptyState
        headingLevel="h1"
        title={m.notFoundTitle}
        body={head.kind === 'unavailable' ? m.listingUnavailable : m.notFoundBody}
        action={back}
      />
    );
  }

  const c = head.kind === 'ready' ? head.conversation : null;
  const { listingId, listingTitle: title } = head.kind === 'ready' ? head.conversation : head;
  // oldest at the top: the pages come newest first
  const shown = [...messages.items].reverse();

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div>{back}</div>
      <header className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
        <h1 dir="auto" className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]">
          {t(m.with, { name: counterpart })}
        </h1>
        <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
          {m.about}{' '}
          <Link to={paths.listing(listingId)} className="font-semibold text-brand-700 underline">
            <span dir="auto">{title}</span>
          </Link>
        </p>
        {booking && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {role === 'host' ? m.hostBookingStatus : m.bookingStatus}
            <StatusBadge status={booking.status} />
            {/* which one: a tenant may have booked the listing more than once */}
            <span>{bookingDatesText(booking.booking)}</span>
          </p>
        )}
      </header>

      {/* outside the list's region: what is said is not one more message of it; a no-break
          space every other time, as the same words twice are still a change */}
      <p role="status" className="sr-only">
        {arrivals.text + (arrivals.n % 2 === 1 ? '\u00a0' : '')}
      </p>
      <section aria-label={m.messagesLabel} className="min-w-0">
        {c === null ? (
          <p className="rounded-xl bg-slate-50 p-4 text-slate-700">
            {role === 'host' ? m.newHostConversation : m.newConversation}
          </p>
        ) : messages.status === 'loading' ? (
          <LoadingRegion className="space-y-3">
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="ml-auto h-14 w-2/3" />
          </LoadingRegion>
        ) : messages.status === 'error' ? (
          <ErrorMessage message={m.loadError} onRetry={messages.load} />
        ) : (
          <>
            {messages.hasMore && (
              <div className="mb-3 text-center">
                {messages.more === 'error' && (
                  <p role="alert" className="mb-2 text-red-700">
                    {m.olderError}
                  </p>
                )}
                <Button variant="secondary" onClick={loadOlder} busy={messages.more === 'loading'}>
                  {m.older}
                </Button>
              </div>
            )}
            <ol ref={listRef} className="space-y-3">
              {shown.map((msg) => (
                <MessageBubble key={msg.id} message={msg} mine={msg.senderId === uid} />
              ))}
            </ol>
          </>
        )}
      </section>

      <div ref={composerRef} className="scroll-mb-4">
        <Composer onSend={send} draft={{ uid, conversationId }} />
      </div>
    </div>
  );
}

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li
      // focused when older messages were read (ConversationView's loadOlder)
      tabIndex={-1}
      className={`flex min-w-0 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${mine ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`min-w-0 max-w-[85%] rounded-2xl px-4 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
      >
        {mine && <span className="sr-only">{m.you}</span>}
        <p dir="auto" className="whitespace-pre-wrap [overflow-wrap:anywhere]">
          {message.text}
        </p>
        <p className={`mt-1 text-xs ${mine ? 'text-white/90' : 'text-slate-600'}`}>
          <time dateTime={message.createdAt.toISOString()}>
            {formatMessageTime(message.createdAt)}
          </time>
        </p>
      </div>
    </li>
  );
}
