import { Link, useParams } from 'react-router-dom';
import { EmptyState, ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { paths } from '@/config/paths';
import { DocumentSheet } from '@/features/documents';
import { useAsync } from '@/hooks/useAsync';
import { useAuth } from '@/hooks/useAuth';
import { useBackend } from '@/hooks/useBackend';
import { usePageMeta } from '@/hooks/usePageMeta';
import { legalText } from '@/i18n/fr/legal';

const p = legalText.documentsPage;

/**
 * /documents/:bookingId (signed in): the booking's facture or reçu, then its avoir, as issued
 * (issue 15), for its tenant or its host. Printed — or saved as PDF — by the browser's own
 * print dialog: the print styles (src/index.css, `print:hidden`) leave the sheets alone, one per
 * page; no PDF library is loaded (docs/decisions.md).
 */
export default function DocumentsPage() {
  usePageMeta({ title: p.title, description: p.description });
  const { bookingId = '' } = useParams();
  const backend = useBackend();
  const { profile } = useAuth();
  const role = profile?.role ?? null;
  const back = role === 'host' ? paths.hostDashboard() : paths.dashboard();
  const state = useAsync(
    async () => (role ? backend.bookings.getDocuments(bookingId, role) : []),
    [backend, bookingId, role],
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-3xl font-bold text-slate-900">{p.title}</h1>
        <Link
          to={back}
          className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {p.back}
        </Link>
      </div>
      {state.status === 'loading' && (
        <LoadingRegion label={p.loading} className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      )}
      {state.status === 'error' && <ErrorMessage message={p.loadFailed} onRetry={state.reload} />}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState
          title={p.emptyTitle}
          body={p.emptyBody}
          action={
            <Link
              to={back}
              className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {p.back}
            </Link>
          }
        />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <>
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center print:hidden">
            <button
              type="button"
              onClick={() => window.print()}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {p.print}
            </button>
            <p className="text-sm text-slate-600">{p.printHint}</p>
          </div>
          <div className="documents-print space-y-8">
            {state.data.map((d) => (
              <DocumentSheet key={d.id} document={d} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
