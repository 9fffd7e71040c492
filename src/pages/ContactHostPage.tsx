/**
 * /contact/:listingId, where « Contacter l'hôte » leads a visitor (src/features/messages/
 * ContactHostLink.tsx). The guard asks for a sign-in first and comes back here; the tenant is then
 * sent on, replacing this entry, to their conversation about the listing, whose id needs their
 * uid. Until December 2026 the sign-in came back to the listing, where the visitor had to find
 * the button again. An account that does not write to hosts (a host: useAfterLogin sends them to
 * their dashboard first) is sent to the listing.
 */
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { conversationIdOf } from '@/domain/messages';
import { useAuth } from '@/hooks/useAuth';

export default function ContactHostPage() {
  const { listingId = '' } = useParams();
  const { user, profile } = useAuth();
  const to =
    user && profile?.role === 'tenant'
      ? paths.conversation(conversationIdOf(listingId, user.uid))
      : paths.listing(listingId);
  return <Navigate to={to} replace />;
}
