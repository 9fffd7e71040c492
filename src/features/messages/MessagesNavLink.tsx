import { lazy, Suspense } from 'react';

type LinkClass = (state: { isActive: boolean }) => string;

/**
 * The link and its unread count load in a chunk of their own once a user is signed in: the
 * first page's JavaScript only carries this stub (docs/decisions.md "Fresh without listeners").
 */
const MessagesNavItem = lazy(() => import('./MessagesNavItem'));

/** "Messages" in the nav bar, with the count of unread conversations (signed-in users). */
export function MessagesNavLink({ className }: { className: LinkClass }) {
  return (
    <Suspense fallback={null}>
      <MessagesNavItem className={className} />
    </Suspense>
  );
}
