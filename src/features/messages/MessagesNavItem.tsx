import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { messagesNav } from '@/i18n/fr/messagesNav';
import UnreadBadge from './UnreadBadge';

/** See ./MessagesNavLink.tsx (loaded lazily). */
export default function MessagesNavItem({
  className,
}: {
  className: (state: { isActive: boolean }) => string;
}) {
  return (
    <NavLink to={paths.messages()} className={className}>
      {messagesNav.link}
      <UnreadBadge />
    </NavLink>
  );
}
