import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useAuth } from '@/hooks/useAuth';
import { lazyRetry } from '@/lib/lazyRetry';

/**
 * The bell and its count load in a chunk of their own once a user is signed in (its panel in
 * another, on first opening): the first page's JavaScript only carries this stub, as the
 * Messages link does (docs/decisions.md "Notifications and e-mails written with their event").
 */
const Bell = lazyRetry(() => import('./BellButton'));

/** The nav bar's bell (issue 14): the signed-in user's unread count and their panel. */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { user, profile } = useAuth();
  if (!user) return null;
  return (
    // the nav bar goes on without its bell if the bell's chunk does not arrive
    <ErrorBoundary variant="none">
      <Suspense fallback={null}>
        <Bell uid={user.uid} role={profile?.role ?? null} className={className} />
      </Suspense>
    </ErrorBoundary>
  );
}
