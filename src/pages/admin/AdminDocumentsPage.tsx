/** /admin/documents/{bookingId}: a booking's documents, behind the admin gate (issue 15). */
import { useParams } from 'react-router-dom';
import { StatusBadge } from '@/components/StatusBadge';
import { paths } from '@/config/paths';
import { displayStatus } from '@/domain/bookingRules';
import type { Booking } from '@/domain/types';
import { useAdminSession } from '@/features/admin/AdminSessionContext';
import { ListingLink } from '@/features/admin/components/BookingDetails';
import { useAdminBack } from '@/features/admin/useAdminBack';
import { bookingDatesText } from '@/features/booking';
import { DocumentsView } from '@/features/documents';
import { useAsync } from '@/hooks/useAsync';
import { adminText } from '@/i18n/fr/admin';
import { legalText } from '@/i18n/fr/legal';
import { t } from '@/i18n/t';

const text = adminText.documents;

/**
 * The sheets the booking's tenant and host read (DocumentsView), to answer either of them: its
 * numbers, its lines, its avoir; under the heading, which booking it is (its listing, tenant,
 * days and status), so that a page with none still says whose it is. Opened from the booking's
 * facts in « Historique », and back to that row (useAdminBack).
 */
export default function AdminDocumentsPage() {
  const { bookingId = '' } = useParams();
  const { session } = useAdminSession();
  const file = useAsync(() => session.getBookingFile(bookingId), [session, bookingId]);
  const back = useAdminBack('history');
  const documents = file.status === 'success' ? { ...file, data: file.data.documents } : file;
  const booking = file.status === 'success' ? file.data.booking : null;
  return (
    <DocumentsView
      state={documents}
      back={back}
      hrefOf={(documentId) => paths.adminDocuments(bookingId, documentId)}
      intro={booking && <AboutBooking booking={booking} />}
      // the admin's tab says whose page it is, as the user's page does; no tenant's description
      meta={(title) => ({ title: t(text.pageTitle, { title }) })}
      empty={
        file.status === 'success' && !booking
          ? { title: text.notFoundTitle, body: text.notFoundBody }
          : { title: legalText.documentsPage.emptyTitle, body: text.emptyBody }
      }
    />
  );
}

function AboutBooking({ booking }: { booking: Booking }) {
  return (
    <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 wrap-anywhere print:hidden">
      <ListingLink id={booking.listingId} className="font-semibold">
        {booking.listingTitle}
      </ListingLink>
      <span>
        {t(text.about, {
          tenant: booking.tenantName || adminText.booking.unknownTenant,
          dates: bookingDatesText(booking),
        })}
      </span>
      <StatusBadge status={displayStatus(booking, new Date())} />
    </div>
  );
}
