/**
 * The booking choices a visitor made in a listing's panel before following « Déjà un compte ?
 * Se connecter »: the sign-in brings them back to the listing (its redirect), where the panel
 * starts from these choices instead of empty boxes. Kept in the tab's sessionStorage for
 * PENDING_CHOICE_TTL_MS, for that listing only, and taken once (like a visitor's heart:
 * src/features/favorites/pendingFavorite.ts).
 */
import type { BookingChoice } from '@/domain/bookingForm';

const KEY = 'maktabi.bookingAfterSignIn';
export const PENDING_CHOICE_TTL_MS = 30 * 60_000;

export interface PendingChoice {
  choice: BookingChoice;
  places: number;
}

type Stored = PendingChoice & { listingId: string; at: number };

const isText = (v: unknown): v is string => typeof v === 'string';

function read(listingId: string, now: number): PendingChoice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    const c = v?.choice;
    if (
      v?.listingId !== listingId ||
      typeof v.at !== 'number' ||
      now - v.at > PENDING_CHOICE_TTL_MS ||
      !Number.isInteger(v.places) ||
      (v.places as number) < 1 ||
      !c ||
      (c.rentalType !== 'daily' && c.rentalType !== 'monthly') ||
      !isText(c.startDate) ||
      !isText(c.endDate) ||
      typeof c.isIndefinite !== 'boolean'
    )
      return null;
    const { rentalType, startDate, endDate, isIndefinite } = c;
    return { choice: { rentalType, startDate, endDate, isIndefinite }, places: v.places as number };
  } catch {
    return null; // storage refused or unreadable: the panel starts empty, as before
  }
}

/** Remembers the panel's choices on `listingId`, for after the sign-in. */
export function rememberChoice(listingId: string, pending: PendingChoice, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...pending, listingId, at: now }));
  } catch {
    // storage refused: nothing remembered
  }
}

/**
 * The choices remembered on `listingId`, once: they are forgotten as they are read (those of
 * another listing stay for it).
 */
export function takeChoice(listingId: string, now = Date.now()): PendingChoice | null {
  const pending = read(listingId, now);
  if (pending) {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing to forget
    }
  }
  return pending;
}
