import { StoredPhoto } from '@/components/StoredPhoto';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { Button } from '@/components/forms';
import { paths } from '@/config/paths';
import { counterpartName, isUnreadFor, type Conversation } from '@/domain/messages';
import { useBackend } from '@/hooks/useBackend';
import { useVisiblePolling } from '@/hooks/useVisiblePolling';
import { messagesText } from '@/i18n/fr/messages';
import { t } from '@/i18n/t';
import { formatMessageTime } from './format';
import { usePaged } from './usePaged';

const m = messagesText.inbox;
const byLastMessage = (c: Conversation) => c.lastMessageAt;

/** The user's conversations, newest first, in pages; fresh every 20 s while visible. */
export function Inbox({ uid, role }: { uid: string; role: 'host' | 'tenant' | undefined }) {
  const backend = useBackend();
  const fetchPage = useCallback(
    (cursor: string | null) => backend.messages.listConversations(cursor),
    [backend],
  );
  const list = usePaged(fetchPage, byLastMessage);
  useVisiblePolling(
    () => void list.refresh().catch(() => undefined),
    undefined,
    list.status === 'ready',
  );

  if (list.status === 'loading') {
    return (
      <LoadingRegion className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </LoadingRegion>
    );
  }
  if (list.status === 'error') return <ErrorMessage message={m.loadError} onRetry={list.load} />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title={m.emptyTitle}
        body={role === 'host' ? m.hostEmptyBody : m.emptyBody}
        action={
          role === 'host' ? undefined : (
            <Link
              to={paths.search()}
              className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {m.searchLink}
            </Link>
          )
        }
      />
    );
  }
  return (
    <div>
      <ul className="space-y-3">
        {list.items.map((c) => (
          <li key={c.id}>
            <ConversationRow conversation={c} uid={uid} />
          </li>
        ))}
      </ul>
      {list.hasMore && (
        <div className="mt-6 text-center">
          {list.more === 'error' && (
            <p role="alert" className="mb-2 text-red-700">
              {m.loadMoreError}
            </p>
          )}
          <Button variant="secondary" onClick={list.loadMore} disabled={list.more === 'loading'}>
            {list.more === 'loading' ? m.loadingMore : m.loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}

function ConversationRow({ conversation: c, uid }: { conversation: Conversation; uid: string }) {
  const unread = isUnreadFor(c, uid);
  return (
    <Link
      to={paths.conversation(c.id)}
      className={`flex min-w-0 gap-3 rounded-2xl border bg-white p-3 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${unread ? 'border-brand-600' : 'border-slate-200'}`}
    >
      {c.listingPhoto ? (
        <StoredPhoto
          entry={c.listingPhoto}
          sizes="64px"
          alt=""
          className="h-16 w-16 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-16 w-16 shrink-0 rounded-lg bg-slate-200" />
      )}
      <div className="min-w-0 flex-1">
        {/* the time goes under the title rather than leave it under 8rem (a 320 px phone); from
            390 px it stays beside it, unread dot or not (« 3 déc., 14:05 » is about 85 px) */}
        <div className="flex flex-wrap items-start justify-between gap-x-2">
          <p
            dir="auto"
            className={`min-w-0 flex-1 basis-32 [overflow-wrap:anywhere] ${unread ? 'font-bold' : 'font-semibold'} text-slate-900`}
          >
            {c.listingTitle}
          </p>
          <span className="shrink-0 text-xs text-slate-600">
            {formatMessageTime(c.lastMessageAt)}
          </span>
        </div>
        <p dir="auto" className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {t(m.with, { name: counterpartName(c, uid) })}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">
          {c.lastSenderId === uid && <span>{m.you}</span>}
          <span dir="auto">{c.lastMessage}</span>
        </p>
      </div>
      {unread && (
        <span className="flex shrink-0 items-center">
          <span aria-hidden="true" className="h-3 w-3 rounded-full bg-red-700" />
          <span className="sr-only">{m.unread}</span>
        </span>
      )}
    </Link>
  );
}
