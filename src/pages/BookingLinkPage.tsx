/**
 * /bookings/:bookingId, the address of a booking in its e-mails (src/i18n/fr/emails.json). One
 * e-mail template serves both of a booking's people, so its link cannot name a dashboard: this
 * page sends each reader on to their own, at the booking's card (src/hooks/useHashTarget.ts
 * takes it there). Signed out, the guard asks for a sign-in first and comes back here
 * (src/features/auth/useAfterLogin.ts lets a host's redirect through).
 */
import { Navigate, useParams } from 'react-router-dom';
import { bookingCard } from '@/config/paths';
import { useAuth } from '@/hooks/useAuth';

export default function BookingLinkPage() {
  const { bookingId = '' } = useParams();
  const { profile } = useAuth();
  return <Navigate to={bookingCard(bookingId, profile?.role)} replace />;
}
