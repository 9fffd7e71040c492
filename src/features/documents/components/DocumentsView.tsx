import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { documentAnchor } from '@/config/paths';
import type { IssuedDocument } from '@/domain/types';
import type { AsyncState } from '@/hooks/useAsync';
import { usePageMeta, type PageMeta } from '@/hooks/usePageMeta';
import { legalText } from '@/i18n/fr/legal';
import { t } from '@/i18n/t';
import { documentsTitle, kindTitle } from '../format';
import { DocumentSheet } from './DocumentSheet';

const p = legalText.documentsPage;

/**
 * A booking's documents as one page shows them (issue 15): its facture or reçu, its months, then
 * its avoir, for its tenant or its host (src/pages/DocumentsPage.tsx) and for the admin
 * (src/pages/admin/AdminDocumentsPage.tsx). Printed — or saved as PDF — by the browser's own
 * print dialog: the print styles (src/index.css, `print:hidden`) leave the sheets alone, one per
 * page; no PDF library is loaded (docs/decisions.md). When there are several (an indefinite
 * monthly rental has one per month, docs/invoicing.md "Lines"), each also prints on its own: the
 * chosen one is marked `data-print-one` and the print styles leave out the others.
 *
 * A link to one of them (a dashboard's "Facture F-…", a month's notification: paths.document
 * with its id) ends in `#document-{id}`. The sheets are read after the page is shown, so the
 * browser's own jump to the anchor finds nothing: once they are here, the page scrolls to that
 * sheet, marks it, and moves the focus to its heading so that a screen reader starts there.
 */
export function DocumentsView({
  state,
  back,
  hrefOf,
  intro,
  empty = { title: p.emptyTitle, body: p.emptyBody },
  meta = (title) => ({ title, description: p.description }),
}: {
  /** The booking's documents, as read for this reader. */
  state: AsyncState<IssuedDocument[]> & { reload: () => void };
  /** Where « Retour » goes: the reader's dashboard, or the admin's list. */
  back: { href: string; label: string; state?: unknown };
  /** A link to one of these sheets on this very page (an avoir's, over what it cancels). */
  hrefOf: (documentId: string) => string;
  /** Under the heading: which booking it is (the admin's page). */
  intro?: ReactNode;
  /** What the empty page says: its title, and why there is nothing. */
  empty?: { title: string; body: string };
  /** The page's <title> and description, from its heading (the reader's, by default). */
  meta?: (title: string) => PageMeta;
}) {
  /** The sheet printed on its own, or null: all of them. */
  const [only, setOnly] = useState<string | null>(null);
  useEffect(() => {
    const all = () => setOnly(null);
    window.addEventListener('afterprint', all);
    return () => window.removeEventListener('afterprint', all);
  }, []);
  // (`key`: the same link followed again, from the bell on this very page, goes there again)
  const { hash, key, state: arrivedWith } = useLocation();
  const documents = state.status === 'success' ? state.data : [];
  // what the page holds, once read (« Reçu », « Facture et avoir »)
  const title = documentsTitle(documents.map((d) => d.kind));
  usePageMeta(meta(title));
  const target = targetOf(hash, documents);
  /** Each cancelled document's number, with the avoir that cancels it. */
  const cancelledBy = new Map(
    documents.flatMap((d) => (d.kind === 'avoir' && d.references ? [[d.references, d]] : [])),
  );
  useEffect(() => {
    if (target === null) return;
    const heading = document.getElementById(documentAnchor(target));
    // the whole entry (its mark and its print button), below the sticky navigation: scroll-mt
    heading?.closest('.document-entry')?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [target, key]);
  // The mark must be in the page before the print dialog lays it out: flushSync, then print.
  // The "print all" button clears it itself, for browsers that never send `afterprint`.
  const print = (id: string | null) => {
    flushSync(() => setOnly(id));
    window.print();
  };

  // « Retour », at the top and on the empty page
  const backLink = (className: string) => (
    <Link to={back.href} state={back.state} className={className}>
      {back.label}
    </Link>
  );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        {backLink('text-sm font-semibold text-brand-700 underline hover:text-brand-800')}
      </div>
      {intro}
      {state.status === 'loading' && (
        <LoadingRegion label={p.loading} className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      )}
      {state.status === 'error' && <ErrorMessage message={p.loadFailed} onRetry={state.reload} />}
      {state.status === 'success' && state.data.length === 0 && (
        <EmptyState
          title={empty.title}
          body={empty.body}
          action={backLink(
            'inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800',
          )}
        />
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <>
          <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center print:hidden">
            <button
              type="button"
              onClick={() => print(null)}
              className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {state.data.length > 1 ? p.printAll : p.print}
            </button>
            <p className="text-sm text-slate-600">{p.printHint}</p>
          </div>
          <div
            className="documents-print space-y-8"
            data-print-one={only === null ? undefined : ''}
          >
            {state.data.map((d) => (
              <div
                key={d.id}
                className={`document-entry scroll-mt-24 rounded-2xl ${d.id === target ? 'ring-2 ring-brand-600 ring-offset-4 print:ring-0' : ''}`}
                data-print-one={only === d.id ? '' : undefined}
              >
                {state.data.length > 1 && (
                  <div className="mb-2 flex justify-end print:hidden">
                    <button
                      type="button"
                      onClick={() => print(d.id)}
                      aria-label={t(p.printOneLabel, {
                        kind: kindTitle(d.kind),
                        number: d.number,
                      })}
                      className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
                    >
                      {p.printOne}
                    </button>
                  </div>
                )}
                <CancelledNote
                  avoir={cancelledBy.get(d.number)}
                  hrefOf={hrefOf}
                  // the way back this page came with (the admin's list and its link:
                  // useAdminBack), kept on the jump to the avoir
                  state={arrivedWith}
                />
                <DocumentSheet document={d} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** Over a cancelled facture or reçu: the avoir that cancels it, a link to its sheet. */
function CancelledNote({
  avoir,
  hrefOf,
  state,
}: {
  avoir?: IssuedDocument;
  hrefOf: (documentId: string) => string;
  state: unknown;
}) {
  if (!avoir) return null;
  return (
    <p className="mb-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 print:hidden">
      {p.cancelledBy}{' '}
      <Link
        to={hrefOf(avoir.id)}
        state={state}
        className="font-semibold whitespace-nowrap underline hover:text-amber-900"
      >
        {avoir.number}
      </Link>
      .
    </p>
  );
}

/** The id of the sheet a `#document-{id}` address points at, when it is one of `documents`. */
function targetOf(hash: string, documents: readonly { id: string }[]): string | null {
  let anchor: string;
  try {
    anchor = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  return documents.find((d) => documentAnchor(d.id) === anchor)?.id ?? null;
}
