import type { ReactNode, Ref } from 'react';
import { reviewAnchor } from '@/config/paths';
import { formatDate } from '@/domain/format';
import type { Review } from '@/domain/types';
import { t } from '@/i18n/t';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { reviewerName } from './format';
import { Stars } from './Stars';

/**
 * One review: who, when, the stars, the text and the host's answer (user text as text). Its
 * author line is the target of a review notification's address (paths.hostDashboard with a
 * review, paths.listing with a review: src/hooks/useHashTarget.ts focuses it, which rings the review).
 */
export function ReviewItem({
  review,
  answerRef,
  children,
}: {
  review: Review;
  /** The host's answer block (focusable): where the focus goes once the host has answered. */
  answerRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  return (
    <article className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 has-[header_p:focus]:ring-2 has-[header_p:focus]:ring-brand-600">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <p
          id={reviewAnchor(review.id)}
          tabIndex={-1}
          className="min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere] focus:outline-none"
          dir="auto"
        >
          {reviewerName(review.tenantName)}
        </p>
        <p className="text-sm text-slate-600">
          <time dateTime={review.createdAt.toISOString()}>{formatDate(review.createdAt)}</time>
          {review.updatedAt.getTime() > review.createdAt.getTime() && ` · ${m.edited}`}
        </p>
      </header>
      <Stars rating={review.rating} />
      <p dir="auto" className="mt-2 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
        {review.text}
      </p>
      {review.answer && (
        <div
          ref={answerRef}
          tabIndex={answerRef ? -1 : undefined}
          className="mt-3 rounded-xl bg-slate-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <p className="text-sm font-semibold text-slate-900">
            {m.answerTitle}
            {review.answer.editedAt && (
              <span className="font-normal text-slate-600"> · {m.answerEdited}</span>
            )}
          </p>
          <p
            dir="auto"
            className="mt-1 whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]"
          >
            {review.answer.text}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}

/** Under a review listed away from its listing's page: which listing it is about. */
export function ReviewListingLine({ title }: { title: string | undefined }) {
  if (!title) return null;
  return (
    <p className="mt-2 text-sm text-slate-600 [overflow-wrap:anywhere]" dir="auto">
      {t(m.onListing, { title })}
    </p>
  );
}

/** Under a review the admin hid, for those who still read it (its tenant, host and the admin). */
export function HiddenNote({ hidden }: { hidden: Review['hidden'] }) {
  if (!hidden) return null;
  return (
    <p className="mt-2 text-sm text-amber-800 [overflow-wrap:anywhere]">
      {t(m.hiddenNote, { reason: hidden.reason })}
    </p>
  );
}
