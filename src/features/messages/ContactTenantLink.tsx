import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { conversationIdOf } from '@/domain/messages';
import { messagesContact } from '@/i18n/fr/messagesContact';
import { t } from '@/i18n/t';

/**
 * « Écrire au locataire » on a host's booking: the conversation of this tenant about this
 * listing, the one the tenant would open. When it does not exist yet, the host's first message
 * opens it, naming the booking (docs/decisions.md "A host writes first").
 */
export function ContactTenantLink({
  listingId,
  tenantId,
  tenantName,
  listingTitle,
}: {
  listingId: string;
  tenantId: string;
  tenantName: string;
  listingTitle: string;
}) {
  return (
    <Link
      to={paths.conversation(conversationIdOf(listingId, tenantId))}
      className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-800"
    >
      {messagesContact.toTenant} {/* which one, among a list of bookings */}
      <span className="sr-only">
        {t(messagesContact.toTenantFor, { name: tenantName, title: listingTitle })}
      </span>
    </Link>
  );
}
