import { useMemo, useState } from 'react';
import type { Review } from '@/domain/types';
import { useAsync } from '@/hooks/useAsync';
import { useBackend } from '@/hooks/useBackend';

/**
 * The tenant's own reviews (one bounded read, src/services: at most 100), with those written or
 * edited on this page since: shared by « Vos avis » (what there is to do) and « Les avis que
 * vous avez laissés » (what was written, its answer, and whether it was hidden) on the tenant's
 * dashboard.
 */
export function useMyReviews(enabled: boolean) {
  const backend = useBackend();
  const state = useAsync(
    () => (enabled ? backend.reviews.listMyReviews() : Promise.resolve([])),
    [backend, enabled],
  );
  const [written, setWritten] = useState<Record<string, Review>>({});
  const { data } = state;
  const reviews = useMemo(() => {
    if (!data) return null;
    const byId = new Map(data.map((r) => [r.id, r]));
    for (const r of Object.values(written)) byId.set(r.id, r);
    return byId;
  }, [data, written]);
  return {
    state,
    /** By id (their booking's), once read. */
    reviews,
    remember: (review: Review) => setWritten((w) => ({ ...w, [review.id]: review })),
  };
}

export type MyReviews = ReturnType<typeof useMyReviews>;
