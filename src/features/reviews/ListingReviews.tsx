/**
 * The listing page's reviews (issue 15): newest first, a page at a time ("Voir plus d'avis"),
 * hidden ones left out by the query itself. Paged by the shared usePagedList. An answer's
 * notification leads to its review (paths.listing with a review); one further down than the first page
 * leads to the reviews' heading, `headingId`.
 */
import { reviewAnchor } from '@/config/paths';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { Button } from '@/components/forms';
import { useBackend } from '@/hooks/useBackend';
import { useHashTarget } from '@/hooks/useHashTarget';
import { usePagedList } from '@/hooks/usePagedList';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { ReviewItem } from './ReviewItem';

export function ListingReviews({ listingId, headingId }: { listingId: string; headingId: string }) {
  const backend = useBackend();
  const { state, reload, loadMore } = usePagedList(
    (cursor) => backend.reviews.listListingReviews(listingId, cursor),
    [backend, listingId],
  );
  // a review's address only: not the booking panel's, which the page goes to itself
  useHashTarget(
    state.status === 'ready',
    { prefix: reviewAnchor(''), id: headingId },
    { id: headingId, prefix: reviewAnchor('') },
  );

  if (state.status === 'loading') {
    return (
      <LoadingRegion label={m.listLoading} className="space-y-3">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (state.status === 'error') return <ErrorMessage message={m.listError} onRetry={reload} />;
  if (state.items.length === 0) return <p className="text-slate-600">{m.listEmpty}</p>;

  return (
    <div>
      <ul className="space-y-3">
        {state.items.map((r) => (
          <li key={r.id}>
            <ReviewItem review={r} />
          </li>
        ))}
      </ul>
      {state.more === 'error' && (
        <div className="mt-3">
          <ErrorMessage message={m.moreError} onRetry={loadMore} />
        </div>
      )}
      {state.next && state.more !== 'error' && (
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={state.more === 'loading'}
          onClick={loadMore}
        >
          {state.more === 'loading' ? m.moreLoading : m.more}
        </Button>
      )}
    </div>
  );
}
