/** What other features may use of favorites (deep imports across features are refused by lint). */
import { lazyRetry } from '@/lib/lazyRetry';
export { FavoriteButton } from './FavoriteButton';
export { hasPendingFavorite } from './pendingFavorite';
/** Loaded only when a visitor's heart waits for their sign-in (the layout renders it then). */
export const FavoriteAfterSignIn = lazyRetry(() => import('./FavoriteAfterSignIn'));
