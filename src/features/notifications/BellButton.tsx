import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LoadingRegion } from '@/components/feedback';
import { badgeText } from '@/domain/notifications';
import { useBackend } from '@/hooks/useBackend';
import { onConversationRead } from '@/lib/conversationRead';
import { makeWayForPanel } from '@/lib/toastsMakeWay';
import { lazyRetry } from '@/lib/lazyRetry';
import { useDismiss } from '@/hooks/useDismiss';
import { useVisiblePolling } from '@/hooks/useVisiblePolling';
import { t } from '@/i18n/t';
import { notificationsText as text } from '@/i18n/fr/notifications';

// The panel is a chunk of its own, loaded on the first opening: the bell adds little to the
// first page's JavaScript.
const NotificationPanel = lazyRetry(() => import('./NotificationPanel'));

/** Where the panel opens (NotificationPanel's own place): its skeleton and a failure sit there. */
const PANEL_PLACE =
  'fixed inset-x-4 top-16 z-40 shadow-lg md:absolute md:inset-x-auto md:right-0 md:top-full md:mt-2 md:w-[22rem]';

/** The unread count asks at most this many (the badge says "9+" beyond 9): a bounded count. */
const COUNT_LIMIT = 10;

/** The bell itself, a chunk of its own (./NotificationBell.tsx loads it for a signed-in user). */
export default function Bell({
  uid,
  role,
  className,
}: {
  uid: string;
  role: 'host' | 'tenant' | null;
  className: string;
}) {
  const backend = useBackend();
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const refresh = useCallback(() => {
    backend.notifications.countUnread(uid, COUNT_LIMIT).then(setCount, (e: unknown) => {
      // the badge stays as it was; the next poll asks again
      console.warn('Compteur de notifications :', e);
    });
  }, [backend, uid]);
  useEffect(refresh, [refresh]);
  // every 20 s while the page is visible (Firestore Lite has no listeners), and at once when a
  // conversation is read, which reads its notification too (planMarkRead)
  useVisiblePolling(refresh, undefined, !open);
  useEffect(() => onConversationRead(refresh), [refresh]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  // The count is bounded (COUNT_LIMIT): 10 counted less 10 read may leave some unread. The badge
  // drops at once, then says what is left.
  const onRead = useCallback(
    (n: number) => {
      setCount((c) => Math.max(0, c - n));
      refresh();
    },
    [refresh],
  );

  // A click outside closes the panel (without taking the focus back); Escape is the panel's
  // own (its focus trap gives the focus back to the bell).
  useDismiss(open, [wrapper], () => setOpen(false), { escape: false });

  const badge = badgeText(count);
  return (
    <div ref={wrapper} className={`relative ${className}`}>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // the visible count is a word of the name (axe: label-content-name-mismatch)
        aria-label={
          count === 0
            ? text.bell
            : count === 1
              ? text.bellUnreadOne
              : t(text.bellUnread, { n: badge })
        }
        onClick={() => {
          if (open) return close();
          // the panel opens where a toast stands (on a phone): the toast goes
          makeWayForPanel();
          setOpen(true);
        }}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        // a failure says so where the panel would be, not inside the nav bar
        <ErrorBoundary partClassName={PANEL_PLACE}>
          <Suspense
            fallback={
              <LoadingRegion
                label={text.loading}
                className={`${PANEL_PLACE} h-24 rounded-2xl border border-slate-200 bg-white`}
              >
                {null}
              </LoadingRegion>
            }
          >
            <NotificationPanel
              uid={uid}
              role={role}
              id={panelId}
              onClose={close}
              onFollow={() => setOpen(false)}
              onRead={onRead}
              unreadLeft={count}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
