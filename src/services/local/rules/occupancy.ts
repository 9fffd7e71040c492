/** listings/{listingId}/occupancy/{day} (firestore.rules: occupancy helpers and match). */
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  signedIn,
  isAdmin,
  requestTime,
  tsMs,
  hasAll,
  hasOnly,
} from './helpers';
import { placesOf } from './listings';

// ---- occupancy -----------------------------------------------------------------------------

function bookingAfter(env: RuleEnv, id: unknown): Doc | null {
  return typeof id === 'string' && id !== '' && !id.includes('/')
    ? env.getAfter(`bookings/${id}`)
    : null;
}

/** slotRe(): "YYYY-MM-DD" (place 0) or "YYYY-MM-DD_n" (place n, 1 to 9999). */
export const SLOT_RE = '[0-9]{4}-[0-9]{2}-[0-9]{2}(_[1-9][0-9]{0,3})?';
export const isSlot = (v: unknown): v is string =>
  typeof v === 'string' && new RegExp(`^${SLOT_RE}$`).test(v);
export const slotDay = (slot: string) => slot.split('_')[0];
export const slotPlace = (slot: string) => {
  const p = slot.split('_');
  return p.length === 1 ? 0 : Number.parseInt(p[1], 10);
};

/** The booking covers this day of this listing, on one of the listing's places. */
function covers(env: RuleEnv, b: Doc, listingId: string, slot: string): boolean {
  if (!isSlot(slot)) return false;
  const day = slotDay(slot);
  const l = env.get(`listings/${listingId}`);
  const places = l ? placesOf(l) : null;
  return (
    b.listingId === listingId &&
    typeof b.startDate === 'string' &&
    b.startDate <= day &&
    // an indefinite rental, to the last day the admin gave it if any
    (b.endDate === null
      ? b.isIndefinite === true
      : typeof b.endDate === 'string' && day <= b.endDate) &&
    typeof places === 'number' &&
    slotPlace(slot) < places
  );
}

function validDay(env: RuleEnv, d: Doc, status: 'held' | 'confirmed'): boolean {
  const keys = ['bookingId', 'status', 'createdAt'];
  return (
    hasAll(d, keys) &&
    hasOnly(d, keys) &&
    typeof d.bookingId === 'string' &&
    d.status === status &&
    d.createdAt === requestTime(env)
  );
}

/** A hold for a booking this tenant creates in the same write. */
function newHold(env: RuleEnv, d: Doc, listingId: string, day: string): boolean {
  const b = bookingAfter(env, d.bookingId);
  return (
    b !== null &&
    validDay(env, d, 'held') &&
    b.tenantId === env.auth?.uid &&
    b.status === 'pending_admin' &&
    b.createdAt === requestTime(env) &&
    Array.isArray(b.slots) &&
    b.slots.includes(day) &&
    covers(env, b, listingId, day)
  );
}

/** The admin confirms the booking in the same write. */
function confirmation(env: RuleEnv, d: Doc, listingId: string, day: string): boolean {
  const b = bookingAfter(env, d.bookingId);
  return (
    b !== null &&
    validDay(env, d, 'confirmed') &&
    b.status === 'confirmed' &&
    covers(env, b, listingId, day)
  );
}

/** A hold not validated within 24 hours no longer blocks the day. */
function holdExpired(env: RuleEnv, resource: Doc): boolean {
  return (
    resource.status === 'held' && env.now.getTime() >= tsMs(resource.createdAt) + DECISION_WINDOW_MS
  );
}

export function occupancyRule(
  env: RuleEnv,
  op: DocOperation,
  listingId: string,
  day: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return true;
    case 'create':
      if (after === null) return false;
      return (
        (signedIn(env) && newHold(env, after, listingId, day)) ||
        (isAdmin(env) && confirmation(env, after, listingId, day))
      );
    case 'update':
      if (before === null || after === null) return false;
      return (
        (signedIn(env) && holdExpired(env, before) && newHold(env, after, listingId, day)) ||
        (isAdmin(env) &&
          confirmation(env, after, listingId, day) &&
          (before.bookingId === after.bookingId || holdExpired(env, before)))
      );
    case 'delete': {
      if (before === null) return false;
      const b = bookingAfter(env, before.bookingId);
      if (b === null) return false;
      return (
        // (the admin also cancels a confirmed booking before it starts: issue 15)
        (isAdmin(env) && (b.status === 'rejected' || b.status === 'cancelled')) ||
        (signedIn(env) && b.tenantId === env.auth.uid && b.status === 'cancelled') ||
        // the admin ends an indefinite monthly rental: the days after its last day are freed
        (isAdmin(env) && typeof b.endDate === 'string' && slotDay(day) > b.endDate) ||
        // its tenant gives notice: the same days, of their own rental
        (signedIn(env) &&
          b.tenantId === env.auth.uid &&
          typeof b.endDate === 'string' &&
          slotDay(day) > b.endDate)
      );
    }
    default:
      return false;
  }
}
