/**
 * The reviews of one listing for the admin (issue 15), opened on demand from its row: each one
 * with "Masquer" and a reason (it stays, out of the listing's page and average).
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { Button, TextField } from '@/components/forms';
import type { Listing, Review } from '@/domain/types';
import {
  FormFailure,
  HiddenNote,
  hideSchema,
  ReviewItem,
  useSubmitFailure,
  type HideValues,
} from '@/features/reviews';
import { useAsync } from '@/hooks/useAsync';
import { t } from '@/i18n/t';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { useAdminSession } from '../AdminSessionContext';
import { adminErrorMessage } from '../errors';

export function ListingReviewsAdmin({ listing }: { listing: Listing }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        {m.adminShow} ({listing.ratingCount})
      </summary>
      {open && <ReviewsOf listing={listing} />}
    </details>
  );
}

function ReviewsOf({ listing }: { listing: Listing }) {
  const { session } = useAdminSession();
  const reviews = useAsync(() => session.listListingReviews(listing.id), [session, listing.id]);
  const [hidden, setHidden] = useState<Record<string, Review['hidden']>>({});
  if (reviews.status === 'loading') {
    return (
      <LoadingRegion label={m.listLoading} className="mt-2">
        <Skeleton className="h-20 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (reviews.status === 'error') {
    return <ErrorMessage message={m.adminError} onRetry={reviews.reload} />;
  }
  if (reviews.data.length === 0)
    return <p className="mt-2 text-sm text-slate-600">{m.adminEmpty}</p>;
  return (
    <ul aria-label={t(m.adminTitle, { title: listing.title })} className="mt-2 space-y-3">
      {reviews.data.map((stored) => {
        const review = { ...stored, hidden: hidden[stored.id] ?? stored.hidden };
        return (
          <li key={review.id}>
            <ReviewItem review={review}>
              {review.id in hidden ? (
                <HiddenHere hidden={review.hidden} />
              ) : review.hidden ? (
                <HiddenNote hidden={review.hidden} />
              ) : (
                <HideForm
                  onHide={async (reason) => {
                    await session.hideReview(review.id, reason);
                    setHidden((h) => ({ ...h, [review.id]: { reason, at: new Date() } }));
                    toast.success(m.hidden);
                  }}
                />
              )}
            </ReviewItem>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The note of a review just hidden here: it takes the focus from the form it replaces (which
 * unmounted with the button that had it), so a keyboard user stays at that review.
 */
function HiddenHere({ hidden }: { hidden: Review['hidden'] }) {
  const note = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => note.current?.focus(), []);
  return (
    <div
      ref={note}
      tabIndex={-1}
      className="rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <HiddenNote hidden={hidden} />
    </div>
  );
}

function HideForm({ onHide }: { onHide: (reason: string) => Promise<void> }) {
  const { failure, run } = useSubmitFailure(adminErrorMessage);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<HideValues>({ resolver: yupResolver(hideSchema), defaultValues: { reason: '' } });
  const submit = handleSubmit(({ reason }) => run(() => onHide(reason.trim())));
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-3 flex flex-wrap items-end gap-2"
    >
      <TextField
        label={m.hideReason}
        className="min-w-0 flex-1"
        hint={m.hideReasonHint}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" variant="danger" busy={isSubmitting}>
        {isSubmitting ? m.hiding : m.hide}
      </Button>
      <FormFailure message={failure} className="w-full" />
    </form>
  );
}
