/**
 * "Avis sur vos espaces" on the host's dashboard (issue 15): the reviews of their listings,
 * newest first (a bounded query), each answered once from here, the answer corrected within
 * 48 hours (« Modifier ma réponse »); a hidden one says why.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { AsyncList } from '@/components/AsyncList';
import { EmptyState, LoadingRegion, Skeleton } from '@/components/feedback';
import type { Listing, Review } from '@/domain/types';
import { useAsync } from '@/hooks/useAsync';
import { useBackend } from '@/hooks/useBackend';
import { useHashTarget } from '@/hooks/useHashTarget';
import { useNowAcross } from '@/hooks/useNowAcross';
import { reviewAnchor } from '@/config/paths';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { t } from '@/i18n/t';
import { formatDateTime } from '@/domain/format';
import { isServiceError } from '@/services';
import { answerEditableUntil, canEditAnswer } from '@/domain/reviews';
import { Button } from '@/components/forms';
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
  useLayoutEffect(() => {
    if (justAnswered) answerRef.current?.focus();
  }, [justAnswered]);

  const answer = async (review: Review, text: string) => {
    await backend.reviews.answerReview(review.id, text);
    setAnswered((a) => ({ ...a, [review.id]: { text, createdAt: new Date(), editedAt: null } }));
    setJustAnswered(review.id);
    toast.success(m.answerSent);
  };

  /** The review whose answer is being corrected. */
  const [editing, setEditing] = useState<string | null>(null);
  // a correction closed without saving gives the focus back to its « Modifier ma réponse »
  const [closedEdit, setClosedEdit] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (closedEdit) editButton.current?.focus();
  }, [closedEdit]);
  const startEditing = (id: string) => {
    setEditing(id);
    setClosedEdit(null);
    setJustAnswered(null);
  };
  /** Answers whose 48 hours ran out while the page was open (the service said so). */
  const [lapsed, setLapsed] = useState<ReadonlySet<string>>(() => new Set());
  const edit = async (review: Review, given: NonNullable<Review['answer']>, text: string) => {
    const close = () => {
      setEditing(null);
      setJustAnswered(review.id);
    };
    // nothing changed: nothing is saved, and the answer is not marked « modifiée » (QA)
    if (text === given.text) return close();
    try {
      await backend.reviews.editAnswer(review.id, text);
    } catch (e) {
      if (!isServiceError(e, 'review/answer-closed')) throw e;
      // its 48 hours ran out while the page was open: the answer as published, no button
      setLapsed((s) => new Set(s).add(review.id));
      close();
      toast.error(m.answerClosed);
      return;
    }
    setAnswered((a) => ({ ...a, [review.id]: { ...given, text, editedAt: new Date() } }));
    close();
    toast.success(m.answerSaved);
  };
  // a correction's button goes when its 48 hours end, the page open or not
  const now = useNowAcross(
    (reviews.data ?? []).flatMap((r) => {
      const given = answered[r.id] ?? r.answer;
      return given ? [answerEditableUntil(given).getTime()] : [];
    }),
  );

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
            const given = review.answer;
            const correcting = given !== null && editing === review.id;
            return (
              <ReviewItem
                // while it is corrected, the answer is the form's text alone
                review={correcting ? { ...review, answer: null } : review}
                answerRef={review.id === justAnswered ? answerRef : undefined}
              >
                <ReviewListingLine title={titles.get(review.listingId)} />
                <HiddenNote hidden={review.hidden} />
                {!given && !review.hidden && (
                  <AnswerForm onSubmit={(text) => answer(review, text)} />
                )}
                {correcting && (
                  <AnswerForm
                    onSubmit={(text) => edit(review, given, text)}
                    editing={{
                      text: given.text,
                      onCancel: () => {
                        setEditing(null);
                        setClosedEdit(review.id);
                      },
                    }}
                  />
                )}
                {given &&
                  !correcting &&
                  !review.hidden &&
                  !lapsed.has(review.id) &&
                  canEditAnswer(review, now) && (
                    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                      <Button
                        ref={review.id === closedEdit ? editButton : undefined}
                        variant="secondary"
                        onClick={() => startEditing(review.id)}
                        // whose review: the author line (every review has this button)
                        aria-describedby={reviewAnchor(review.id)}
                      >
                        {m.answerEdit}
                      </Button>
                      <p className="text-sm text-slate-600">
                        {t(m.answerEditUntil, { date: formatDateTime(answerEditableUntil(given)) })}
                      </p>
                    </div>
                  )}
              </ReviewItem>
            );
          }}
        />
      </div>
    </section>
  );
}
