/**
 * The booking choices a visitor made in a listing's panel before following « Déjà un compte ?
 * Se connecter »: the sign-in brings them back to the listing (its redirect), where the panel
 * starts from these choices instead of empty boxes. Kept in the tab's sessionStorage for
 * PENDING_CHOICE_TTL_MS, for that listing only, and taken once (like a visitor's heart:
 * src/features/favorites/pendingFavorite.ts).
 *
 * And the choices each history entry's panel shows (choiceShown): a reload, and Back from
 * « Contacter l'hôte » or any page left, find them (docs/decisions.md "Back to where you were").
 */
import type { BookingChoice } from '@/domain/bookingForm';
import { sessionEntries } from '@/lib/sessionEntries';

const KEY = 'maktabi.bookingAfterSignIn';
export const PENDING_CHOICE_TTL_MS = 30 * 60_000;

export interface PendingChoice {
  choice: BookingChoice;
  places: number;
}

type Stored = PendingChoice & { listingId: string; at: number };

const isText = (v: unknown): v is string => typeof v === 'string';

/** Choices as stored, checked: null when anything is off (an old or altered entry). */
function checked(c: Partial<BookingChoice> | undefined, places: unknown): PendingChoice | null {
  if (
    !Number.isInteger(places) ||
    (places as number) < 1 ||
    !c ||
    (c.rentalType !== 'daily' && c.rentalType !== 'monthly') ||
    !isText(c.startDate) ||
    !isText(c.endDate) ||
    typeof c.isIndefinite !== 'boolean'
  )
    return null;
  const { rentalType, startDate, endDate, isIndefinite } = c;
  return { choice: { rentalType, startDate, endDate, isIndefinite }, places: places as number };
}

function read(listingId: string, now: number): PendingChoice | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const v = raw ? (JSON.parse(raw) as Partial<Stored>) : null;
    if (
      v?.listingId !== listingId ||
      typeof v.at !== 'number' ||
      now - v.at > PENDING_CHOICE_TTL_MS
    )
      return null;
    return checked(v.choice, v.places);
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

/** The entries remembered: the most recent ones. */
const ENTRIES = 10;

/** By history entry: the listing its panel was on and the choices it showed. */
type ShownChoice = PendingChoice & { listingId: string };

const shown = sessionEntries<ShownChoice>(
  'maktabi.bookingChoices',
  ([listingId, rentalType, startDate, endDate, isIndefinite, places]) => {
    const pending = checked(
      { rentalType, startDate, endDate, isIndefinite } as Partial<BookingChoice>,
      places,
    );
    return isText(listingId) && pending ? { ...pending, listingId } : undefined;
  },
  ({ listingId, choice, places }) => [
    listingId,
    choice.rentalType,
    choice.startDate,
    choice.endDate,
    choice.isIndefinite,
    places,
  ],
);

function sameChoice(a: ShownChoice, b: ShownChoice): boolean {
  return (
    a.listingId === b.listingId &&
    a.places === b.places &&
    a.choice.rentalType === b.choice.rentalType &&
    a.choice.startDate === b.choice.startDate &&
    a.choice.endDate === b.choice.endDate &&
    a.choice.isIndefinite === b.choice.isIndefinite
  );
}

/** The choices the panel of the entry `entry` showed on `listingId`, null when none. */
export function choiceShown(entry: string, listingId: string): PendingChoice | null {
  const known = shown.entries().get(entry);
  return known?.listingId === listingId ? { choice: known.choice, places: known.places } : null;
}

/**
 * Remembers the choices the panel of the entry `entry` shows on `listingId`; an empty choice (no
 * day, by the day, one place) or null (the request sent) forgets them.
 */
export function rememberChoiceShown(
  entry: string,
  listingId: string,
  pending: PendingChoice | null,
): void {
  const empty =
    !pending ||
    (pending.choice.rentalType === 'daily' &&
      !pending.choice.startDate &&
      !pending.choice.endDate &&
      pending.places === 1);
  shown.remember(entry, empty ? undefined : { ...pending, listingId }, sameChoice, ENTRIES);
}

/** Forgets what is in memory (tests: a reload reads sessionStorage again). */
export function resetChoicesMemory(): void {
  shown.reset();
}
