import { failureMessage } from '@/components/feedback';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { useAuth } from '@/hooks/useAuth';
import { MAX_FAVORITES, canAddFavorite } from '@/domain/favorites';
import { listingsText as tx } from '@/i18n/fr/listings';
import { t } from '@/i18n/t';
import { paths } from '@/config/paths';
import { reportError } from '@/lib/reportError';
import { rememberFavorite } from './pendingFavorite';

export interface FavoriteButtonProps {
  listingId: string;
  /**
   * The listing's title, in the heart's name (« Ajouter aux favoris : … »), where several hearts
   * share a screen (cards); the listing page's one heart goes without.
   */
  title?: string;
  /** "icon": a round heart over a photo; "labelled": the heart with its text (listing page). */
  variant?: 'icon' | 'labelled';
  className?: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

/**
 * The favourite toggle (a heart). Tenants toggle it (optimistic, reverted with a toast if the
 * backend refuses); visitors are sent to /login?redirect={current path}, and the listing is
 * added once they have signed in (./pendingFavorite.ts); hosts don't see it.
 */
export function FavoriteButton({
  listingId,
  title,
  variant = 'icon',
  className = '',
}: FavoriteButtonProps) {
  const backend = useBackend();
  const { user, profile, refreshProfile } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  /** The state shown while the change is being saved; null = the profile's. */
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = useRef(false);

  // Hosts don't have favourites; a signed-in account whose profile is not loaded can't either.
  if (user && profile?.role !== 'tenant') return null;

  const saved = pending ?? profile?.favorites.includes(listingId) ?? false;
  const label = saved ? tx.removeFavorite : tx.addFavorite;

  const onClick = async () => {
    if (!user || !profile) {
      // added once signed in (./FavoriteAfterSignIn.tsx), back on this page
      if (!user) rememberFavorite(listingId);
      const current = `${location.pathname}${location.search}`;
      navigate(paths.login({ redirect: current }));
      return;
    }
    if (busy.current) return;
    const next = !saved;
    // The rules keep at most MAX_FAVORITES: say so rather than let the write be refused.
    if (next && !canAddFavorite(profile.favorites, listingId)) {
      toast.error(t(tx.favoriteLimit, { max: MAX_FAVORITES }), { id: 'favorite-limit' });
      return;
    }
    busy.current = true;
    setPending(next);
    try {
      await backend.users.setFavorite(profile.uid, listingId, next);
      await refreshProfile();
    } catch (error) {
      reportError(error);
      toast.error(failureMessage(error, tx.favoriteError));
    } finally {
      busy.current = false;
      setPending(null);
    }
  };

  const base =
    'inline-flex items-center justify-center transition focus-visible:outline-offset-2 disabled:cursor-wait';
  const look =
    variant === 'icon'
      ? `h-10 w-10 rounded-full bg-white/95 shadow-md hover:scale-105 ${saved ? 'text-rose-600' : 'text-slate-700 hover:text-rose-600'}`
      : `gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${saved ? 'border-rose-200 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`;

  // Its name says what a press does ("Ajouter…" / "Retirer…"), so no aria-pressed besides: a
  // toggle that changes both its name and its pressed state reads as its opposite ("Retirer des
  // favoris, non enfoncé"). Tests and e2e (tests/e2e/journeys.e2e.mjs) find it by these names.
  return (
    <button
      type="button"
      aria-label={title === undefined ? label : label + t(tx.favoriteFor, { title })}
      aria-busy={pending !== null || undefined}
      onClick={onClick}
      className={`${base} ${look} ${className}`}
    >
      <Heart filled={saved} />
      {variant === 'labelled' && <span aria-hidden="true">{label}</span>}
    </button>
  );
}
