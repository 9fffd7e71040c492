import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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
import { t } from '@/i18n/t';
import type { Listing } from '@/domain/types';

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
 * saved first. Un-saving a card removes it from view once saved, says so in a polite status and
 * moves the focus that was on it to the next card's heart (else the previous one's, else the
 * page's title); a save still in flight on arrival is added when it lands.
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

  const current = useMemo(() => new Set(favorites), [favorites]);
  const loaded = state.status === 'success' ? state.data : null;
  const listings = useMemo(
    () => (loaded ? loaded.filter((l) => current.has(l.id)) : []),
    [loaded, current],
  );

  const title = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const [removed, setRemoved] = useState('');
  // The cards as last drawn: one that is no longer a favourite was un-saved (its heart here, or
  // elsewhere). No toast says so (FavoriteButton only toasts failures), the status below does.
  const drawn = useRef<readonly Listing[]>([]);
  useLayoutEffect(() => {
    const before = drawn.current;
    drawn.current = listings;
    const gone = before.filter((l) => !current.has(l.id));
    if (gone.length === 0) return;
    setRemoved(gone.map((l) => t(tx.favoriteRemoved, { title: l.title })).join(' '));
    // The removed card held the focus (it fell to <body>): give it to the card now in its place
    // (the next one), else the one before it, else the title of the page (then empty).
    if (document.activeElement && document.activeElement !== document.body) return;
    const at = before.indexOf(gone[0]);
    const stays = (l: Listing) => listings.includes(l);
    const next = before.slice(at + 1).find(stays) ?? before.slice(0, at).reverse().find(stays);
    const card = next ? grid.current?.querySelectorAll('article')[listings.indexOf(next)] : null;
    (card?.querySelector('button') ?? title.current)?.focus();
  }, [listings, current]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 ref={title} tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {tx.favoritesTitle}
      </h1>
      <p className="mt-2 text-slate-700">{tx.favoritesIntro}</p>
      <p role="status" className="sr-only">
        {removed}
      </p>
      <div className="mt-8" ref={grid}>
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
