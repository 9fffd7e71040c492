import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { conversationIdOf } from '@/domain/messages';
import { useAuth } from '@/hooks/useAuth';
import { messagesContact } from '@/i18n/fr/messagesContact';
import { t } from '@/i18n/t';

/**
 * "Contacter l'hôte" on a listing, "Écrire à l'hôte" on a booking: the tenant's conversation
 * about this listing (one per listing and tenant). A visitor signs in first; hosts (who answer,
 * never open a conversation) and the listing's own host see nothing.
 */
export function ContactHostLink({
  listingId,
  hostId,
  variant = 'listing',
  listingTitle,
}: {
  listingId: string;
  hostId: string;
  variant?: 'listing' | 'booking';
  /** On a booking: which listing, for screen readers among a list of bookings. */
  listingTitle?: string;
}) {
  const { user, profile } = useAuth();
  const label = variant === 'listing' ? messagesContact.button : messagesContact.fromBooking;
  if (user && (profile?.role !== 'tenant' || user.uid === hostId)) return null;
  // a visitor signs in on the way (ContactHostPage then goes on to the conversation)
  const target = user
    ? paths.conversation(conversationIdOf(listingId, user.uid))
    : paths.contactHost(listingId);
  return (
    <Link
      to={target}
      className={
        variant === 'listing'
          ? 'inline-flex w-full items-center justify-center rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50'
          : 'inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-800'
      }
    >
      {label}
      {listingTitle !== undefined && (
        <>
          {' '}
          <span className="sr-only">
            {t(messagesContact.fromBookingFor, { title: listingTitle })}
          </span>
        </>
      )}
    </Link>
  );
}
