import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { useAsync } from '@/hooks/useAsync';
import { usePageMeta } from '@/hooks/usePageMeta';
import { EmptyState, ErrorMessage } from '@/components/feedback';
import { useAuth } from '@/hooks/useAuth';
import {
  ListingCardGrid,
  ListingCardGridSkeleton,
} from '@/features/listings/components/ListingCard';
import { listingsText as tx } from '@/i18n/fr/listings';
import { paths } from '@/config/paths';

function HeartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

/**
 * /favorites (tenants only, guarded by the route): the saved listings as cards, most recently
 * saved first. Un-saving a card removes it from view at once; a save still in flight on
 * arrival is added when it lands.
 */
export default function FavoritesPage() {
  usePageMeta({ title: tx.favoritesTitle, description: tx.favoritesDescription });
  const backend = useBackend();
  const { profile } = useAuth();
  const favorites = useMemo(() => profile?.favorites ?? [], [profile]);
  // The favourites as they were on arrival, newest first; un-saving one keeps the list as is
  // (the card just disappears). A favourite saved after arrival — a save that was still on its
  // way when the page opened — is added to the list.
  const [arrival] = useState(() => [...favorites].reverse());
  const ids = useMemo(() => {
    const later = favorites.filter((id) => !arrival.includes(id)).reverse();
    return [...later, ...arrival];
  }, [favorites, arrival]);
  const idsKey = ids.join(',');
  const state = useAsync(
    async () => (ids.length > 0 ? backend.listings.getListingsByIds(ids) : []),
    [backend, idsKey],
  );

  const current = new Set(favorites);
  const listings = state.status === 'success' ? state.data.filter((l) => current.has(l.id)) : [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{tx.favoritesTitle}</h1>
      <p className="mt-2 text-slate-700">{tx.favoritesIntro}</p>
      <div className="mt-8">
        {state.status === 'loading' && (
          <ListingCardGridSkeleton
            label={tx.favoritesLoading}
            count={Math.min(Math.max(favorites.length, 1), 6)}
          />
        )}
        {state.status === 'error' && (
          <ErrorMessage message={tx.favoritesError} onRetry={state.reload} />
        )}
        {state.status === 'success' && listings.length === 0 && (
          <EmptyState
            icon={<HeartIcon />}
            title={tx.favoritesEmptyTitle}
            body={tx.favoritesEmptyBody}
            action={
              <Link
                to={paths.search()}
                className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
              >
                {tx.favoritesEmptyAction}
              </Link>
            }
          />
        )}
        {listings.length > 0 && <ListingCardGrid listings={listings} headingLevel="h2" />}
      </div>
    </div>
  );
}
