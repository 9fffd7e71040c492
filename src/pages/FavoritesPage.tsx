import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Button } from '@/components/forms';
import { MAX_FAVORITES, canAddFavorite } from '@/domain/favorites';
import { reportError } from '@/lib/reportError';
import { useBackend } from '@/hooks/useBackend';
import { useAsync } from '@/hooks/useAsync';
import { usePageMeta } from '@/hooks/usePageMeta';
import { EmptyState, ErrorMessage, failureMessage } from '@/components/feedback';
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
 * saved first. Un-saving a card removes it from view once saved, says so in a polite status with
 * « Annuler » (which puts back every card removed since the last one) and moves the focus that
 * was on it to the next card's heart (else the previous one's, else the page's title); a save
 * still in flight on arrival is added when it lands.
 */
export default function FavoritesPage() {
  usePageMeta({ title: tx.favoritesTitle, description: tx.favoritesDescription });
  const backend = useBackend();
  const { profile, refreshProfile } = useAuth();
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
  /**
   * What the status line says, the cards « Annuler » puts back (every card removed since the
   * last « Annuler », none once put back), and the saved list before the first of them was
   * removed (`base`): each goes back to its place there, and keeps it after a reload.
   */
  const [removed, setRemoved] = useState<{
    text: string;
    listings: Listing[];
    base: readonly string[];
  } | null>(null);
  /** The saved list at the last drawing: where a card un-saved since stood in it. */
  const savedList = useRef<readonly string[]>(favorites);
  /** The card put back by « Annuler », whose heart takes the focus once it is drawn again. */
  const restoring = useRef<string | null>(null);
  // The cards as last drawn: one that is no longer a favourite was un-saved (its heart here, or
  // elsewhere). No toast says so (FavoriteButton only toasts failures), the status below does.
  const drawn = useRef<readonly Listing[]>([]);
  useLayoutEffect(() => {
    const before = drawn.current;
    drawn.current = listings;
    const wasSaved = savedList.current;
    savedList.current = favorites;
    const back = listings.findIndex((l) => l.id === restoring.current);
    if (back >= 0) {
      restoring.current = null;
      grid.current?.querySelectorAll('article')[back]?.querySelector('button')?.focus();
    }
    const gone = before.filter((l) => !current.has(l.id));
    if (gone.length === 0) return;
    // added to the cards removed before and not put back yet (still not favourites), whose
    // places are in the list before the first of them went
    setRemoved((pending) => {
      const still = pending?.listings.filter((l) => !current.has(l.id)) ?? [];
      const all = [...still, ...gone];
      return {
        text: all.map((l) => t(tx.favoriteRemoved, { title: l.title })).join(' '),
        listings: all,
        base: pending && still.length > 0 ? pending.base : wasSaved,
      };
    });
    // The removed card held the focus (it fell to <body>): give it to the card now in its place
    // (the next one), else the one before it, else the title of the page (then empty).
    if (document.activeElement && document.activeElement !== document.body) return;
    const at = before.indexOf(gone[0]);
    const stays = (l: Listing) => listings.includes(l);
    const next = before.slice(at + 1).find(stays) ?? before.slice(0, at).reverse().find(stays);
    const card = next ? grid.current?.querySelectorAll('article')[listings.indexOf(next)] : null;
    (card?.querySelector('button') ?? title.current)?.focus();
  }, [listings, current, favorites]);

  // « Annuler »: the cards just removed are favourites again, back in their places (the list
  // keeps the order of arrival), and the focus goes back to the heart of the first.
  const [undoing, setUndoing] = useState(false);
  const undo = async () => {
    if (!removed || !profile || undoing) return;
    const { uid } = profile;
    let kept = profile.favorites;
    // What was put back is drawn and said even when a later card fails (several cards left
    // together): the line then offers « Annuler » for the others only.
    const settle = async () => {
      const back = removed.listings.filter((l) => kept.includes(l.id));
      restoring.current = back[0]?.id ?? null;
      await refreshProfile();
      if (back.length > 0)
        setRemoved({
          text: back.map((l) => t(tx.favoriteRestored, { title: l.title })).join(' '),
          listings: removed.listings.filter((l) => !kept.includes(l.id)),
          base: removed.base,
        });
    };
    setUndoing(true);
    try {
      // in the order of their places, each one's place is right once those before it are back
      const place = (l: Listing) => removed.base.indexOf(l.id);
      const byPlace = [...removed.listings].sort((a, b) => place(a) - place(b));
      for (const listing of byPlace) {
        if (!canAddFavorite(kept, listing.id)) {
          toast.error(t(tx.favoriteLimit, { max: MAX_FAVORITES }), { id: 'favorite-limit' });
          break;
        }
        const at = place(listing);
        await backend.users.setFavorite(uid, listing.id, true, at >= 0 ? at : undefined);
        kept = [...kept, listing.id];
      }
      await settle();
    } catch (error) {
      reportError(error);
      toast.error(failureMessage(error, tx.favoriteError));
      if (kept !== profile.favorites) await settle().catch(reportError);
    } finally {
      setUndoing(false);
    }
  };
  const statusId = useId();
  /** Cards to put back: only then does the line follow the scroll (with its « Annuler »). */
  const undoable = removed !== null && removed.listings.length > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 ref={title} tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {tx.favoritesTitle}
      </h1>
      <p className="mt-2 text-slate-700">{tx.favoritesIntro}</p>
      {/* The live region is always there, so that what it says is read out. With « Annuler »,
          it stays in view under the header while the cards scroll (a card removed far down a
          phone's list put it 570 px above the screen: a QA pass), and comes before them for the
          keyboard; once the card is put back, it stays in its place. */}
      <div>
        <div
          className={
            removed
              ? `${undoable ? 'sticky top-20 z-20 shadow-md' : ''} mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3`
              : ''
          }
        >
          <p
            role="status"
            id={statusId}
            className={removed ? 'min-w-0 text-sm text-slate-800 wrap-anywhere' : 'sr-only'}
          >
            {removed?.text}
          </p>
          {undoable && (
            <Button
              variant="secondary"
              className="shrink-0"
              busy={undoing}
              aria-describedby={statusId}
              onClick={() => void undo()}
            >
              {tx.favoriteUndo}
            </Button>
          )}
        </div>
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
    </div>
  );
}
