import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyRetry } from '@/lib/lazyRetry';

type LinkClass = (state: { isActive: boolean }) => string;

/**
 * The link and its unread count load in a chunk of their own once a user is signed in: the
 * first page's JavaScript only carries this stub (docs/decisions.md "Fresh without listeners").
 */
const MessagesNavItem = lazyRetry(() => import('./MessagesNavItem'));

/** "Messages" in the nav bar, with the count of unread conversations (signed-in users). */
export function MessagesNavLink({ className }: { className: LinkClass }) {
  return (
    // the nav bar goes on without the link if its chunk does not arrive
    <ErrorBoundary variant="none">
      <Suspense fallback={null}>
        <MessagesNavItem className={className} />
      </Suspense>
    </ErrorBoundary>
  );
}
