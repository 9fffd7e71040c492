/**
 * « Les avis que vous avez laissés » on the tenant's dashboard, after their bookings: every
 * review they wrote, newest first, with the host's answer, and why the admin hid it where it
 * was hidden (a hidden review stays readable by its tenant: docs/decisions.md "Reviews"). The
 * notice of an answer leads here (paths.dashboard with a review), whatever the review's state.
 */
import type { Booking } from '@/domain/types';
import { useHashTarget } from '@/hooks/useHashTarget';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { HiddenNote, ReviewItem, ReviewListingLine } from './ReviewItem';
import type { MyReviews } from './useMyReviews';

export function TenantReviewHistory({ bookings, mine }: { bookings: Booking[]; mine: MyReviews }) {
  useHashTarget(mine.reviews !== null);
  if (!mine.reviews || mine.reviews.size === 0) return null;
  const titles = new Map(bookings.map((b) => [b.id, b.listingTitle]));
  const reviews = [...mine.reviews.values()].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );
  return (
    <section aria-labelledby="my-published-reviews" className="mt-10">
      <h2 id="my-published-reviews" className="mb-4 text-xl font-semibold text-slate-900">
        {m.writtenTitle}
      </h2>
      <ul className="space-y-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review}>
              <ReviewListingLine title={titles.get(review.id)} />
              <HiddenNote hidden={review.hidden} />
            </ReviewItem>
          </li>
        ))}
      </ul>
    </section>
  );
}
