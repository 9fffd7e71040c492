/**
 * /admin and its child routes, behind one password gate (docs/decisions.md#admin-gate).
 * The session lives in this component's state only: a reload, or leaving /admin, locks it again.
 * It is separate from useAuth: a signed-in tenant or host stays signed in and gains nothing.
 */
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { FullPageSpinner } from '@/components/Spinner';
import toast from 'react-hot-toast';
import { usePageMeta } from '@/hooks/usePageMeta';
import { Button } from '@/components/forms';
import { AdminSessionProvider, type AdminSessionValue } from '@/features/admin/AdminSessionContext';
import { AdminGate } from '@/features/admin/components/AdminGate';
import { useNoIndex } from '@/features/admin/hooks';
import { adminText } from '@/i18n/fr/admin';
import type { AdminSession } from '@/services';
import { reportError } from '@/lib/reportError';

export default function AdminLayout() {
  useNoIndex();
  const { pathname } = useLocation();
  const [session, setSession] = useState<AdminSession | null>(null);
  const [lockedByUser, setLockedByUser] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // Once unlocked, the gate is gone: move the focus to the session line, which says so — in the
  // commit that removes the gate (a layout effect), so the focus never rests on <body> between
  // that commit and a later effect (a test under load saw it there).
  useLayoutEffect(() => {
    if (session) statusRef.current?.focus();
  }, [session]);

  // Leaving /admin (unmount) ends the session on the backend too. The lock waits a tick: in
  // development, StrictMode runs a revealed tree's effects again (cleanup, then setup at once:
  // a tab's lazy code suspends the screen, then shows it again), and that second setup keeps
  // the same session rather than finding it locked (tests/components/adminGate.test.tsx).
  const pendingLock = useRef<{ session: AdminSession; timer: ReturnType<typeof setTimeout> }>(null);
  useEffect(() => {
    if (!session) return;
    if (pendingLock.current?.session === session) {
      clearTimeout(pendingLock.current.timer);
      pendingLock.current = null;
    }
    return () => {
      const timer = setTimeout(() => {
        pendingLock.current = null;
        void session.lock().catch((e: unknown) => reportError(e));
      }, 0);
      pendingLock.current = { session, timer };
    };
  }, [session]);

  const lock = useCallback(async () => {
    setLockedByUser(true);
    setSession(null); // the effect above calls session.lock()
    toast.success(adminText.locked);
  }, []);

  const value = useMemo<AdminSessionValue | null>(
    () => (session ? { session, lock } : null),
    [session, lock],
  );

  if (!value) return <LockedAdmin onUnlock={setSession} focus={lockedByUser} />;

  return (
    <AdminSessionProvider value={value}>
      <div className="border-b border-brand-100 bg-brand-50 print:hidden">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <p
            ref={statusRef}
            tabIndex={-1}
            className="flex items-center gap-2 rounded text-sm font-medium text-brand-800"
          >
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />
            {adminText.sessionLabel}
          </p>
          <Button variant="secondary" className="py-1.5" onClick={() => void lock()}>
            {adminText.lock}
          </Button>
        </div>
      </div>
      {/* a tab or a user's page that fails says so here: the session stays (QA: it fell to
          the page's boundary above, which unmounted this layout and locked the session) */}
      <ErrorBoundary variant="page" resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AdminSessionProvider>
  );
}

function LockedAdmin({ onUnlock, focus }: { onUnlock: (s: AdminSession) => void; focus: boolean }) {
  usePageMeta({ title: adminText.pageTitle });
  return <AdminGate onUnlock={onUnlock} focusOnMount={focus} />;
}
