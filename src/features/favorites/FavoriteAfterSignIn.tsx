import { failureMessage } from '@/components/feedback';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { MAX_FAVORITES, canAddFavorite } from '@/domain/favorites';
import { useAuth } from '@/hooks/useAuth';
import { useBackend } from '@/hooks/useBackend';
import { listingsText as tx } from '@/i18n/fr/listings';
import { t } from '@/i18n/t';
import { reportError } from '@/lib/reportError';
import { takePendingFavorite } from './pendingFavorite';

/**
 * Adds the heart a visitor pressed (./pendingFavorite.ts) to their favourites once they are
 * signed in: a tenant's, with a toast; a host has none, and is told so. Rendered by the
 * layout (src/app/layout/Layout.tsx) only while such a heart waits and someone is signed in,
 * so it runs wherever the sign-in leads, and its code loads only then.
 */
export default function FavoriteAfterSignIn(): null {
  const backend = useBackend();
  const { profile, refreshProfile } = useAuth();
  // once per signed-in account: a refreshed profile is the same person
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || handled.current === profile.uid) return;
    handled.current = profile.uid;
    const listingId = takePendingFavorite();
    if (!listingId) return;
    if (profile.role !== 'tenant') {
      toast(tx.favoriteHostNone, { id: 'favorite-host' });
      return;
    }
    if (profile.favorites.includes(listingId)) return;
    if (!canAddFavorite(profile.favorites, listingId)) {
      toast.error(t(tx.favoriteLimit, { max: MAX_FAVORITES }), { id: 'favorite-limit' });
      return;
    }
    backend.users
      .setFavorite(profile.uid, listingId, true)
      .then(refreshProfile)
      .then(() => toast.success(tx.favoriteAddedAfterSignIn))
      .catch((error: unknown) => {
        reportError(error);
        toast.error(failureMessage(error, tx.favoriteError));
      });
  }, [profile, backend, refreshProfile]);
  return null;
}
