import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { messagesNav } from '@/i18n/fr/messages';

/** The unread count loads (and polls) in a chunk of its own: the first page's JS stays the same. */
const UnreadBadge = lazy(() => import('./UnreadBadge'));

/** "Messages" in the nav bar, with the count of unread conversations (signed-in users). */
export function MessagesNavLink({
  className,
}: {
  className: (state: { isActive: boolean }) => string;
}) {
  return (
    <NavLink to={paths.messages()} className={className} end={false}>
      {messagesNav.link}
      <Suspense fallback={null}>
        <UnreadBadge />
      </Suspense>
    </NavLink>
  );
}
