import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { LoadingRegion, Skeleton, ErrorMessage } from '@/components/feedback';
import { LoadMore } from '@/components/LoadMore';
import { useFocusOnLastPage } from '@/hooks/useFocusOnLastPage';
import { useFocusTrap } from '@/components/useFocusTrap';
import { paths } from '@/config/paths';
import { formatDate } from '@/domain/format';
import { bookingDatesText } from '@/features/booking';
import { notificationTarget, unreadIds, type AppNotification } from '@/domain/notifications';
import { useBackend } from '@/hooks/useBackend';
import { t } from '@/i18n/t';
import { notificationsText as text } from '@/i18n/fr/notifications';
import { useNotificationPages } from './useNotificationPages';

/** The address a notification leads to (src/domain/notifications notificationTarget). */
function hrefOf(n: AppNotification, role: 'host' | 'tenant' | null): string {
  const target = notificationTarget(n, role);
  if (target.to === 'conversation') return paths.conversation(target.id);
  if (target.to === 'documents') return paths.document(target.bookingId, target.documentId);
  if (target.to === 'hostReview') return paths.hostDashboard({ reviewId: target.reviewId });
  if (target.to === 'tenantReview') return paths.dashboard({ reviewId: target.reviewId });
  return target.to === 'hostDashboard'
    ? paths.hostDashboard(target.bookingId)
    : paths.dashboard(target.bookingId);
}

/** What a notification says, in French (the host's wording of a decision where it differs). */
export function notificationLabel(n: AppNotification, role: 'host' | 'tenant' | null): string {
  const number = n.invoiceNumber ?? n.receiptNumber;
  if (n.kind === 'booking-invoiced' && number !== undefined) {
    const facture = n.invoiceNumber !== undefined;
    const wording =
      role === 'host'
        ? facture
          ? text.invoiced.hostFacture
          : text.invoiced.hostRecu
        : facture
          ? text.invoiced.tenantFacture
          : text.invoiced.tenantRecu;
    return t(wording, { title: n.listingTitle, month: n.month ?? '', number });
  }
  if (n.kind === 'booking-withdrawn' && n.creditNoteNumber !== undefined) {
    return t(role === 'host' ? text.withdrawnAvoir.host : text.withdrawnAvoir.tenant, {
      title: n.listingTitle,
      number: n.creditNoteNumber,
    });
  }
  if (n.kind === 'booking-requested' && n.places !== undefined) {
    return t(text.requestedPlaces, { title: n.listingTitle, places: n.places });
  }
  if (n.kind === 'message' && n.senderName !== undefined) {
    return t(text.messageFrom, { name: n.senderName, title: n.listingTitle });
  }
  const hostText =
    role === 'host' ? (text.hostKinds as Partial<Record<string, string>>)[n.kind] : undefined;
  return t(hostText ?? text.kinds[n.kind], {
    title: n.listingTitle,
    ...(n.month === undefined ? {} : { month: n.month }),
  });
}

/**
 * The bell's panel: a non-modal dialog next to the bell, the notifications newest first with
 * a link each, "Voir plus" for older ones. Escape or the close button closes it (the focus
 * goes back to the bell); Tab stays inside while it is open.
 */
export function NotificationPanel({
  uid,
  role,
  id,
  onClose,
  onFollow,
  onRead,
  unreadLeft,
}: {
  uid: string;
  role: 'host' | 'tenant' | null;
  id: string;
  /** Escape or « Fermer »: the focus goes back to the bell. */
  onClose: () => void;
  /**
   * A notification followed: the panel closes without taking the focus back to the bell, so that
   * the page it leads to takes it (its `<main>` or its target: docs/decisions.md "Where the
   * keyboard focus goes").
   */
  onFollow: () => void;
  onRead: (count: number) => void;
  /** The bell's unread count: what opening the panel has not read yet. */
  unreadLeft: number;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useFocusTrap(panel, { onEscape: onClose, initialFocus: heading as RefObject<HTMLElement> });
  const backend = useBackend();
  // how many of the shown notifications have been marked read (each page is, once loaded)
  const [markedShown, setMarkedShown] = useState(0);
  const onPageRead = useCallback(
    (n: number) => {
      setMarkedShown((m) => m + n);
      onRead(n);
    },
    [onRead],
  );
  const { state, reload, loadMore } = useNotificationPages(uid, onPageRead);
  // « Voir plus » reading the last page focuses the first notification it brought
  const { list, onMore } = useFocusOnLastPage<HTMLUListElement>(state, loadMore, 'a');
  const [markAll, setMarkAll] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  // « Tout marquer comme lu » once the pages shown are read and unread ones are left beyond
  // them (more than a page unread); docs/decisions.md "Notifications and e-mails written with
  // their event"
  const shownUnread = state.status === 'ready' ? unreadIds(state.items).length : Infinity;
  const offerMarkAll =
    markAll === 'pending' ||
    markAll === 'failed' ||
    (markAll === 'idle' && unreadLeft > 0 && markedShown >= shownUnread);
  const markAllRead = () => {
    setMarkAll('pending');
    backend.notifications.markAllRead(uid).then(
      (n) => {
        setMarkAll('done');
        onRead(n);
        heading.current?.focus();
      },
      () => setMarkAll('failed'),
    );
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      // its height stays within the window (a phone held sideways: 390 px), the list scrolling
      className="fixed inset-x-4 top-16 z-40 flex max-h-[min(36rem,calc(100dvh-5rem))] flex-col rounded-2xl border border-slate-200 bg-white p-3 text-left shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-full md:mt-2 md:w-[22rem]"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2
          ref={heading}
          id={titleId}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {text.panelTitle}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {text.close}
        </button>
      </div>
      {offerMarkAll && (
        <div className="mb-2 flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
          {markAll === 'failed' && (
            <p role="alert" className="text-sm text-red-700">
              {text.markAllFailed}
            </p>
          )}
          <button
            type="button"
            onClick={markAllRead}
            disabled={markAll === 'pending'}
            className="min-h-6 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-slate-500"
          >
            {markAll === 'pending' ? text.markAllPending : text.markAll}
          </button>
        </div>
      )}
      {markAll === 'done' && (
        <p role="status" className="mb-2 px-1 text-sm text-slate-700">
          {text.markAllDone}
        </p>
      )}
      {state.status === 'loading' && (
        <LoadingRegion label={text.loading} className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </LoadingRegion>
      )}
      {state.status === 'error' && <ErrorMessage message={text.loadFailed} onRetry={reload} />}
      {state.status === 'ready' && state.items.length === 0 && (
        <p className="px-1 py-6 text-center text-sm text-slate-600">{text.empty}</p>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <>
          {/* (its padding keeps a focused link's outline inside the scrolled box) */}
          <ul ref={list} className="-m-1 min-h-0 flex-1 space-y-1 overflow-y-auto p-1">
            {state.items.map((n) => (
              <li key={n.id}>
                <Link
                  to={hrefOf(n, role)}
                  onClick={onFollow}
                  className={`block min-w-0 rounded-lg px-2 py-2 text-sm hover:bg-slate-50 ${n.read ? 'text-slate-700' : 'bg-brand-50 text-slate-900'}`}
                >
                  <span dir="auto" className="block [overflow-wrap:anywhere]">
                    {notificationLabel(n, role)}
                  </span>
                  {n.startDate && (
                    <span className="mt-0.5 block text-slate-700">
                      {bookingDatesText({
                        startDate: n.startDate,
                        endDate: n.endDate ?? null,
                        isIndefinite: false,
                      })}
                    </span>
                  )}
                  {n.reason && (
                    <span
                      dir="auto"
                      className="mt-1 block whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]"
                    >
                      {t(text.reason, { reason: n.reason })}
                    </span>
                  )}
                  <span className="mt-0.5 flex items-center gap-2 text-xs text-slate-600">
                    {formatDate(n.createdAt)}
                    {!n.read && markAll !== 'done' && (
                      <span className="rounded-full bg-brand-700 px-1.5 font-semibold text-white">
                        {text.unread}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore
            more={state.more}
            hasNext={state.next !== null}
            onMore={onMore}
            text={text}
            className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            failedClassName="mt-2 text-sm text-red-700"
          />
        </>
      )}
    </div>
  );
}

// the chunk's component for lazyRetry (src/features/notifications/BellButton.tsx)
export default NotificationPanel;
