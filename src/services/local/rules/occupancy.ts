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
  isDayString,
  hasAll,
  hasOnly,
} from './helpers';

// ---- occupancy -----------------------------------------------------------------------------

function bookingAfter(env: RuleEnv, id: unknown): Doc | null {
  return typeof id === 'string' && id !== '' && !id.includes('/')
    ? env.getAfter(`bookings/${id}`)
    : null;
}

function covers(b: Doc, listingId: string, day: string): boolean {
  return (
    b.listingId === listingId &&
    b.rentalType === 'daily' &&
    isDayString(day) &&
    typeof b.startDate === 'string' &&
    typeof b.endDate === 'string' &&
    b.startDate <= day &&
    day <= b.endDate
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
    covers(b, listingId, day)
  );
}

/** The admin confirms the booking in the same write. */
function confirmation(env: RuleEnv, d: Doc, listingId: string, day: string): boolean {
  const b = bookingAfter(env, d.bookingId);
  return (
    b !== null &&
    validDay(env, d, 'confirmed') &&
    b.status === 'confirmed' &&
    covers(b, listingId, day)
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
        (isAdmin(env) && b.status === 'rejected') ||
        (signedIn(env) && b.tenantId === env.auth.uid && b.status === 'cancelled')
      );
    }
    default:
      return false;
  }
}
