/**
 * A heart a visitor pressed (docs/decisions.md "A visitor's heart"): the visitor is sent to
 * sign in, and the listing is added to their favourites once they have, wherever they land.
 * Kept in the tab's sessionStorage for PENDING_FAVORITE_TTL_MS, and taken once.
 */
const KEY = 'maktabi.favoriteAfterSignIn';
export const PENDING_FAVORITE_TTL_MS = 30 * 60_000;

type Pending = { listingId: string; at: number };

function read(now: number): Pending | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Pending>) : null;
    if (typeof value?.listingId !== 'string' || typeof value.at !== 'number') return null;
    return now - value.at <= PENDING_FAVORITE_TTL_MS ? (value as Pending) : null;
  } catch {
    return null; // storage refused or unreadable: the heart is pressed again, nothing more
  }
}

/** Remembers the heart a visitor pressed, for after they sign in. */
export function rememberFavorite(listingId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ listingId, at: now }));
  } catch {
    // storage refused: nothing remembered
  }
}

/** Whether a heart waits for the visitor to sign in (the login page says so). */
export function hasPendingFavorite(now = Date.now()): boolean {
  return read(now) !== null;
}

/** The listing whose heart waits, once: it is forgotten as it is read. */
export function takePendingFavorite(now = Date.now()): string | null {
  const pending = read(now);
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
  return pending?.listingId ?? null;
}
