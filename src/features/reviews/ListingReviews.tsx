/**
 * The listing page's reviews (issue 15): newest first, a page at a time ("Voir plus d'avis"),
 * hidden ones left out by the query itself.
 */
import { useState } from 'react';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { Button } from '@/components/forms';
import type { Review } from '@/domain/types';
import { useAsync } from '@/hooks/useAsync';
import { useBackend } from '@/hooks/useBackend';
import { reportError } from '@/lib/reportError';
import { reviewsText as m } from '@/i18n/fr/reviews';
import { ReviewItem } from './ReviewItem';

export function ListingReviews({ listingId }: { listingId: string }) {
  const backend = useBackend();
  const first = useAsync(() => backend.reviews.listListingReviews(listingId), [backend, listingId]);
  const [more, setMore] = useState<{ items: Review[]; cursor: string | null } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  if (first.status === 'loading') {
    return (
      <LoadingRegion label={m.listLoading} className="space-y-3">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (first.status === 'error')
    return <ErrorMessage message={m.listError} onRetry={first.reload} />;

  const items = [...first.data.items, ...(more?.items ?? [])];
  const cursor = more ? more.cursor : first.data.nextCursor;
  if (items.length === 0) return <p className="text-slate-600">{m.listEmpty}</p>;

  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await backend.reviews.listListingReviews(listingId, cursor);
      setMore((prev) => ({
        items: [...(prev?.items ?? []), ...page.items],
        cursor: page.nextCursor,
      }));
    } catch (e) {
      reportError(e);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div>
      <ul className="space-y-3">
        {items.map((r) => (
          <li key={r.id}>
            <ReviewItem review={r} />
          </li>
        ))}
      </ul>
      {moreFailed && (
        <div className="mt-3">
          <ErrorMessage message={m.moreError} onRetry={() => void loadMore()} />
        </div>
      )}
      {cursor && !moreFailed && (
        <Button
          type="button"
          variant="secondary"
          className="mt-4"
          disabled={loadingMore}
          onClick={() => void loadMore()}
        >
          {loadingMore ? m.moreLoading : m.more}
        </Button>
      )}
    </div>
  );
}
