/**
 * "Avis sur vos espaces" on the host's dashboard (issue 15): the reviews of their listings,
 * newest first (a bounded query), each answered once from here; a hidden one says why.
 */
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncList } from '@/components/AsyncList';
import { EmptyState, LoadingRegion, Skeleton } from '@/components/feedback';
import type { Listing, Review } from '@/domain/types';
import { useAsync } from '@/hooks/useAsync';
import { useBackend } from '@/hooks/useBackend';
import { useHashTarget } from '@/hooks/useHashTarget';
import { reviewAnchor } from '@/config/paths';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { AnswerForm } from './AnswerForm';
import { HiddenNote, ReviewItem, ReviewListingLine } from './ReviewItem';

const SECTION_ID = 'host-reviews';

export function HostReviews({ listings }: { listings: Listing[] }) {
  const backend = useBackend();
  const reviews = useAsync(() => backend.reviews.listHostReviews(), [backend]);
  // a new review's notification leads to it (paths.hostDashboard with a review), and the jump
  // row to the section; a booking's card is the page's own jump, not taken again on arrival
  useHashTarget(reviews.status === 'success', undefined, {
    id: SECTION_ID,
    prefix: reviewAnchor(''),
  });
  const [answered, setAnswered] = useState<Record<string, Review['answer']>>({});
  const titles = new Map(listings.map((l) => [l.id, l.title]));
  // the form that had the focus is replaced by the answer: the focus goes to the answer, not
  // to <body> (docs/decisions.md "Where the keyboard focus goes")
  const [justAnswered, setJustAnswered] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justAnswered) answerRef.current?.focus();
  }, [justAnswered]);

  const answer = async (review: Review, text: string) => {
    await backend.reviews.answerReview(review.id, text);
    setAnswered((a) => ({ ...a, [review.id]: { text, createdAt: new Date() } }));
    setJustAnswered(review.id);
    toast.success(m.answerSent);
  };

  return (
    <section aria-labelledby={SECTION_ID} className="mt-10">
      <h2 id={SECTION_ID} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {m.hostTitle}
      </h2>
      <div className="mt-4">
        <AsyncList
          state={reviews}
          skeleton={
            <LoadingRegion label={m.listLoading} className="space-y-3">
              <Skeleton className="h-28 w-full rounded-2xl" />
            </LoadingRegion>
          }
          errorMessage={m.hostError}
          empty={<EmptyState title={m.hostEmpty} body={m.hostEmptyBody} />}
          listClassName="space-y-4"
          renderItem={(stored) => {
            const review = { ...stored, answer: answered[stored.id] ?? stored.answer };
            return (
              <ReviewItem
                review={review}
                answerRef={review.id === justAnswered ? answerRef : undefined}
              >
                <ReviewListingLine title={titles.get(review.listingId)} />
                <HiddenNote hidden={review.hidden} />
                {!review.answer && !review.hidden && (
                  <AnswerForm onSubmit={(text) => answer(review, text)} />
                )}
              </ReviewItem>
            );
          }}
        />
      </div>
    </section>
  );
}
