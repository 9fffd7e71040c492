import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DocumentsView } from '@/features/documents';
import { useAsync } from '@/hooks/useAsync';
import { useAuth } from '@/hooks/useAuth';
import { useBackend } from '@/hooks/useBackend';
import { legalText } from '@/i18n/fr/legal';

/**
 * /documents/:bookingId (signed in): the booking's documents for its tenant or its host, read
 * with their own query (firestore.rules "documents"); shown by DocumentsView.
 */
export default function DocumentsPage() {
  const { bookingId = '' } = useParams();
  const backend = useBackend();
  const { profile } = useAuth();
  const role = profile?.role ?? null;
  const state = useAsync(
    async () => (role ? backend.bookings.getDocuments(bookingId, role) : []),
    [backend, bookingId, role],
  );
  return (
    <DocumentsView
      state={state}
      back={{
        href: role === 'host' ? paths.hostDashboard() : paths.dashboard(),
        label: legalText.documentsPage.back,
      }}
      hrefOf={(documentId) => paths.document(bookingId, documentId)}
    />
  );
}
