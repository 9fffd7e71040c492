import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { IssuedDocument } from '@/domain/types';
import { legalText } from '@/i18n/fr/legal';
import { t } from '@/i18n/t';
import { kindTitle } from '../format';

const p = legalText.documentsPage;

/** A booking card's links to its documents: "Facture F-2026-000012", then its avoir. */
export function DocumentLinks({
  bookingId,
  title,
  documents,
}: {
  bookingId: string;
  title: string;
  documents: IssuedDocument[] | undefined;
}) {
  if (!documents || documents.length === 0) return null;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      {documents.map((d) => (
        <Link
          key={d.id}
          to={paths.document(bookingId, d.id)}
          className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t(p.link, { kind: kindTitle(d.kind), number: d.number })}
          <span className="sr-only">{t(p.linkFor, { title })}</span>
        </Link>
      ))}
    </div>
  );
}
