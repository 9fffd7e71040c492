/**
 * The tenant's dashboard invites a review on each confirmed booking that has ended (for 30
 * days), and lets them edit a review for 48 hours (issue 15). Nothing shows when there is
 * nothing to do; what was written is in « Les avis que vous avez laissés »
 * (TenantReviewHistory.tsx).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { buttonClass } from '@/components/buttonClass';
import { addDays, todayInMorocco } from '@/domain/days';
import { formatDateTime, formatDay } from '@/domain/format';
import {
  canEditReview,
  reviewEditableUntil,
  reviewEligibility,
  stillRenting,
} from '@/domain/reviews';
import type { Booking } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { useBackend } from '@/hooks/useBackend';
import { useNowAcross } from '@/hooks/useNowAcross';
import { t } from '@/i18n/t';
import { reviewsText as m } from '@/i18n/fr/reviews';
import type { ReviewInput } from '@/services';
import { ReviewForm } from './ReviewForm';
import { readReviewDraft, saveReviewDraft, type ReviewDraft } from './reviewDrafts';
import { Stars } from './Stars';
import type { MyReviews } from './useMyReviews';

export function TenantReviews({
  bookings,
  now,
  mine,
}: {
  bookings: Booking[];
  now: Date;
  mine: MyReviews;
}) {
  const backend = useBackend();
  const uid = useAuth().user?.uid ?? null;
  // The row whose form is open, with the draft it opened with (read once: the form reads its
  // values when it mounts, then keeps them itself).
  const [open, setOpen] = useState<{ id: string; draft: ReviewDraft | null } | null>(null);
  const openForm = (bookingId: string) =>
    setOpen({ id: bookingId, draft: uid ? readReviewDraft(uid, bookingId) : null });
  // Opened by the tenant (its rating takes the focus), or again after a reload with its draft
  // (the focus stays where the page puts it).
  const [openedHere, setOpenedHere] = useState(false);
  // The row whose form just closed (published or cancelled): its button, back in the form's
  // place, takes the focus that would otherwise fall to <body> with the form.
  const refocus = useRef<string | null>(null);
  // ...and that row stays, even when its 48 hours ended while the form was open: it then says
  // so where its button was, and that line takes the focus.
  const [closed, setClosed] = useState<string | null>(null);
  const close = (bookingId: string) => {
    if (uid) saveReviewDraft(uid, bookingId, null);
    refocus.current = bookingId;
    setClosed(bookingId);
    setOpen(null);
  };
  const takeFocus = (bookingId: string) => (el: HTMLElement | null) => {
    if (el && refocus.current === bookingId) {
      refocus.current = null;
      el.focus();
    }
  };
  // a review's « Modifier » goes when its 48 hours end, the page open or not (its form, once
  // open, stays with what is typed: saving then says why); read at each render, never before
  // the list's load time `now`
  const clock = useNowAcross(
    mine.reviews ? [...mine.reviews.values()].map((r) => reviewEditableUntil(r).getTime()) : [],
  );
  // Once the reviews are read: the form a reload closed opens again with its draft (the first
  // such booking that can still be reviewed, or its review still edited).
  const restored = useRef(false);
  useEffect(() => {
    const reviews = mine.reviews;
    if (restored.current || !reviews || !uid) return;
    restored.current = true;
    const drafted = bookings.find((b) => {
      if (!readReviewDraft(uid, b.id)) return false;
      const review = reviews.get(b.id);
      return review
        ? !review.hidden && canEditReview(review, new Date())
        : reviewEligibility(b, now).canReview;
    });
    if (drafted) setOpen({ id: drafted.id, draft: readReviewDraft(uid, drafted.id) });
  }, [mine.reviews, uid, bookings, now]);

  // While it loads, the section holds the room of the invitations it will show, one per stay
  // that can be reviewed, so the history below does not jump when it arrives; with none, it
  // shows nothing (the section only shows when there is something to do).
  if (mine.state.status === 'loading') {
    const waiting = bookings.filter((b) => reviewEligibility(b, now).canReview).length;
    if (waiting === 0) return null;
    return (
      <InviteSection>
        <LoadingRegion className="space-y-4">
          {Array.from({ length: waiting }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-2xl" />
          ))}
        </LoadingRegion>
      </InviteSection>
    );
  }
  if (!mine.reviews) {
    return (
      <InviteSection>
        <ErrorMessage message={m.listError} onRetry={mine.state.reload} />
      </InviteSection>
    );
  }
  const reviews = mine.reviews;
  const rows = bookings.filter((b) => {
    const review = reviews.get(b.id);
    if (b.id === open?.id || b.id === closed) return true;
    return review
      ? !review.hidden && canEditReview(review, clock)
      : reviewEligibility(b, now).canReview;
  });
  if (rows.length === 0) return null;

  const save = async (booking: Booking, input: ReviewInput) => {
    const existing = reviews.get(booking.id);
    if (existing) {
      await backend.reviews.editReview(booking.id, input);
      mine.remember({ ...existing, ...input, updatedAt: new Date() });
      toast.success(m.saved);
    } else {
      const review = await backend.reviews.createReview(booking.id, input);
      mine.remember(review);
      toast.success(m.submitted);
    }
    close(booking.id);
  };

  return (
    <InviteSection>
      <ul className="space-y-4">
        {rows.map((b) => {
          const review = reviews.get(b.id);
          const eligibility = reviewEligibility(b, now);
          const lapsed = review !== undefined && !canEditReview(review, clock);
          return (
            <li key={b.id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4">
              {review ? (
                <>
                  <p className="font-medium text-slate-900" dir="auto">
                    {b.listingTitle}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t(m.yourRating, { n: review.rating })} <Stars rating={review.rating} />
                  </p>
                  {!lapsed && (
                    <p className="text-sm text-slate-600">
                      {t(m.editUntil, { date: formatDateTime(reviewEditableUntil(review)) })}
                    </p>
                  )}
                </>
              ) : (
                <>
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]" dir="auto">
                    {t(stillRenting(b, todayInMorocco(now)) ? m.inviteOngoing : m.invite, {
                      title: b.listingTitle,
                    })}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t(m.closesAt, { date: formatDay(addDays(eligibility.closesAt, -1)) })}
                  </p>
                </>
              )}
              <div className="mt-3">
                {open?.id === b.id ? (
                  <ReviewForm
                    initial={review ? { rating: review.rating, text: review.text } : undefined}
                    draft={open.draft}
                    onDraft={(values) => uid && saveReviewDraft(uid, b.id, values)}
                    submitLabel={review ? m.edit : m.submit}
                    onSubmit={(input) => save(b, input)}
                    onCancel={() => close(b.id)}
                    autoFocus={openedHere}
                  />
                ) : lapsed ? (
                  <p ref={takeFocus(b.id)} tabIndex={-1} className="text-sm text-slate-700">
                    {m.editClosed}
                  </p>
                ) : (
                  // a plain <button> with Button's look: Button (components/forms.tsx) takes no ref
                  <button
                    type="button"
                    className={buttonClass(review ? 'secondary' : 'primary')}
                    onClick={() => {
                      setOpenedHere(true);
                      openForm(b.id);
                    }}
                    ref={takeFocus(b.id)}
                  >
                    {review ? m.edit : m.formTitle}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </InviteSection>
  );
}

/** "Vos avis" and what it holds: the same section (and element) while loading, failed or shown. */
function InviteSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="my-reviews-title" className="mt-10">
      <h2 id="my-reviews-title" className="mb-4 text-xl font-semibold text-slate-900">
        {m.inviteTitle}
      </h2>
      {children}
    </section>
  );
}
