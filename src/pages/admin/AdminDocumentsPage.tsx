/** /admin/documents/{bookingId}: a booking's documents, behind the admin gate (issue 15). */
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAdminSession } from '@/features/admin/AdminSessionContext';
import { useAdminBack } from '@/features/admin/useAdminBack';
import { DocumentsView } from '@/features/documents';
import { useAsync } from '@/hooks/useAsync';
import { adminText } from '@/i18n/fr/admin';

/**
 * The sheets the booking's tenant and host read (DocumentsView), to answer either of them: its
 * numbers, its lines, its avoir. Opened from the booking's facts in « Historique », and back to
 * that row (useAdminBack).
 */
export default function AdminDocumentsPage() {
  const { bookingId = '' } = useParams();
  const { session } = useAdminSession();
  const state = useAsync(() => session.getBookingDocuments(bookingId), [session, bookingId]);
  const back = useAdminBack('history');
  return (
    <DocumentsView
      state={state}
      back={back}
      hrefOf={(documentId) => paths.adminDocuments(bookingId, documentId)}
      emptyBody={adminText.documents.emptyBody}
    />
  );
}
