/** bookings/{bookingId} (firestore.rules). */
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  DAY_MS,
  signedIn,
  isAdmin,
  requestTime,
  me,
  hasRole,
  isRecord,
  mad,
  tsMs,
  isDayString,
  dayMs,
  hasAll,
  hasOnly,
  changedOnly,
  reasonText,
  strings,
  unique,
  monthIssued,
  quotient,
} from './helpers';
import { placesOf } from './listings';
import { SLOT_RE, slotDay } from './occupancy';
import { monthAfterMs, monthLaterMs } from './reviews';

// ---- bookings ------------------------------------------------------------------------------

const BOOKING_KEYS = [
  'listingId',
  'tenantId',
  'hostId',
  'rentalType',
  'startDate',
  'endDate',
  'totalPrice',
  'places',
  'slots',
  'isIndefinite',
  'monthlyPrice',
  'monthlyEndDate',
  'status',
  'createdAt',
  'listingTitle',
  'listingAddress',
  'listingCity',
  'tenantName',
];

/**
 * Months started from start to end inclusive, computed the way firestore.rules does
 * (monthsStarted); equal to src/domain/days.ts monthsBetween (tests/security/rulesMirror.test.ts).
 */
export function monthsStarted(start: string, end: string): number {
  const s = start.split('-').map(Number);
  const e = end.split('-').map(Number);
  const diff = (e[0] - s[0]) * 12 + e[1] - s[1];
  const k = s[2] > e[2] ? diff : diff + 1;
  return k < 1 ? 1 : k;
}

function heldAfter(env: RuleEnv, listingId: string, slot: unknown, bookingId: string): boolean {
  if (typeof slot !== 'string') return false;
  const o = env.getAfter(`listings/${listingId}/occupancy/${slot}`);
  return o !== null && o.bookingId === bookingId && o.status === 'held';
}

/** exists(blockPath(listingId, day)) */
const blocked = (env: RuleEnv, listingId: unknown, day: unknown) =>
  env.get(`listings/${String(listingId)}/blocks/${String(day)}`) !== null;

/** validSlots(): at most 400 slot ids, without repeats. */
function validSlots(v: unknown): v is string[] {
  return strings(v, SLOT_RE, 400) && unique(v);
}

function dailyOk(env: RuleEnv, id: string, d: Doc, l: Doc): boolean {
  if (!(d.isIndefinite === false && isDayString(d.endDate) && typeof d.startDate === 'string'))
    return false;
  const span = dayMs(d.endDate) - dayMs(d.startDate);
  const slots = d.slots as string[];
  const places = placesOf(l);
  const last = slots[slots.length - 1];
  return (
    d.endDate >= d.startDate &&
    d.monthlyPrice === null &&
    d.monthlyEndDate === null &&
    span < 90 * DAY_MS &&
    typeof l.minimumDuration === 'number' &&
    span + DAY_MS >= l.minimumDuration * DAY_MS &&
    typeof d.places === 'number' &&
    typeof places === 'number' &&
    d.places <= places &&
    typeof d.totalPrice === 'number' &&
    typeof l.pricePerDay === 'number' &&
    d.totalPrice * DAY_MS === l.pricePerDay * d.places * (span + DAY_MS) &&
    slots.length * DAY_MS === d.places * (span + DAY_MS) &&
    slots.length > 0 &&
    slotDay(slots[0]) === d.startDate &&
    heldAfter(env, String(d.listingId), slots[0], id) &&
    slotDay(last) === d.endDate &&
    heldAfter(env, String(d.listingId), last, id) &&
    !blocked(env, d.listingId, d.endDate)
  );
}

function monthlyOk(env: RuleEnv, id: string, d: Doc, l: Doc): boolean {
  const slots = d.slots as string[];
  if (
    d.places !== 1 ||
    !(
      slots.length === 0 ||
      (slotDay(slots[0]) === d.startDate && heldAfter(env, String(d.listingId), slots[0], id))
    )
  )
    return false;
  if (!mad(d.monthlyPrice, 10_000_000) || d.monthlyPrice !== l.pricePerMonth) return false;
  if (d.isIndefinite === true) {
    return d.endDate === null && d.monthlyEndDate === null && d.totalPrice === l.pricePerMonth;
  }
  return (
    d.isIndefinite === false &&
    isDayString(d.endDate) &&
    typeof d.startDate === 'string' &&
    d.endDate > d.startDate &&
    d.monthlyEndDate === d.endDate &&
    !Number.isNaN(dayMs(d.endDate)) &&
    d.totalPrice === l.pricePerMonth * monthsStarted(d.startDate, d.endDate)
  );
}

/** validRejectionReason(): when the admin gives one. */
function validRejectionReason(d: Doc): boolean {
  return !('rejectionReason' in d) || reasonText(d.rejectionReason);
}

/** validCancellationReason(): when the admin cancels a confirmed booking and says why. */
function validCancellationReason(d: Doc): boolean {
  return !('cancellationReason' in d) || reasonText(d.cancellationReason);
}

function validBookingCreate(env: RuleEnv, id: string, d: Doc): boolean {
  const l =
    typeof d.listingId === 'string' && d.listingId !== ''
      ? env.get(`listings/${d.listingId}`)
      : null;
  const loc = l && isRecord(l.location) ? l.location : null;
  if (!l || !loc || !signedIn(env)) return false;
  return (
    hasAll(d, BOOKING_KEYS) &&
    hasOnly(d, BOOKING_KEYS) &&
    d.tenantId === env.auth.uid &&
    d.status === 'pending_admin' &&
    d.createdAt === requestTime(env) &&
    l.isApproved === true &&
    (l.isPaused === undefined ? false : l.isPaused) === false &&
    d.hostId === l.hostId &&
    d.hostId !== env.auth.uid &&
    d.listingTitle === l.title &&
    d.listingAddress === loc.address &&
    d.listingCity === loc.city &&
    d.tenantName === me(env)?.fullName &&
    // the first day has not ended yet anywhere (Morocco is UTC+0/+1)
    isDayString(d.startDate) &&
    dayMs(d.startDate) + DAY_MS > env.now.getTime() &&
    mad(d.totalPrice, 1_000_000_000) &&
    typeof d.places === 'number' &&
    Number.isInteger(d.places) &&
    validSlots(d.slots) &&
    !blocked(env, d.listingId, d.startDate) &&
    // one of the tenant's requests of the current 24-hour window (./quotas.ts)
    env.getAfter(`holdQuotas/${env.auth.uid}`)?.lastBookingId === id &&
    ((d.rentalType === 'daily' && dailyOk(env, id, d, l)) ||
      (d.rentalType === 'monthly' && monthlyOk(env, id, d, l)))
  );
}

/**
 * A confirmed indefinite monthly rental not ended yet gets its last day, and nothing else
 * changes: once, no earlier than the end of its first month (src/domain/rentalEnd.ts). Who may,
 * and how soon, is each update's own (the admin's end, the tenant's notice): firestore.rules'
 * endsIndefiniteRental.
 */
function endsIndefiniteRental(before: Doc, after: Doc): after is Doc & { endDate: string } {
  return (
    before.status === 'confirmed' &&
    before.rentalType === 'monthly' &&
    before.isIndefinite === true &&
    before.endDate === null &&
    changedOnly(before, after, ['endDate']) &&
    isDayString(after.endDate) &&
    dayMs(after.endDate) + DAY_MS >= monthLaterMs(String(before.startDate))
  );
}

export function bookingsRule(
  env: RuleEnv,
  op: DocOperation,
  id: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return (
        (signedIn(env) &&
          before !== null &&
          (before.tenantId === env.auth.uid || before.hostId === env.auth.uid)) ||
        isAdmin(env)
      );
    case 'create':
      return hasRole(env, 'tenant') && after !== null && validBookingCreate(env, id, after);
    case 'update':
      if (before === null || after === null) return false;
      // The tenant cancels while it waits for the admin, and says it was them.
      if (
        signedIn(env) &&
        before.tenantId === env.auth.uid &&
        before.status === 'pending_admin' &&
        changedOnly(before, after, ['status', 'cancelledBy']) &&
        after.status === 'cancelled' &&
        after.cancelledBy === 'tenant'
      ) {
        return true;
      }
      // The admin cancels a confirmed booking (before it starts: the product checks the day),
      // saying why or not, and that it was Maktabi; a facture or reçu already issued is credited
      // by its avoir in the same write (issue 15).
      if (
        isAdmin(env) &&
        before.status === 'confirmed' &&
        changedOnly(before, after, ['status', 'cancellationReason', 'cancelledBy']) &&
        after.status === 'cancelled' &&
        after.cancelledBy === 'admin' &&
        validCancellationReason(after)
      ) {
        return (
          env.get(`documents/${id}`) === null || env.getAfter(`documents/${id}_avoir`) !== null
        );
      }
      // The admin ends an indefinite monthly rental, not on a day already over.
      if (
        isAdmin(env) &&
        endsIndefiniteRental(before, after) &&
        dayMs(after.endDate) + DAY_MS > env.now.getTime()
      ) {
        return true;
      }
      // The admin issues a month of an indefinite monthly rental: its document (validMonth, which
      // says by how much the total moves; only the admin creates documents) is created in this
      // write, and nothing else changes.
      if (changedOnly(before, after, ['totalPrice'])) {
        return monthIssued(env, id, quotient(after.totalPrice, before.monthlyPrice));
      }
      // Its tenant gives notice (« Donner congé »): a month after today (in UTC) at the earliest.
      if (
        signedIn(env) &&
        before.tenantId === env.auth.uid &&
        endsIndefiniteRental(before, after) &&
        dayMs(after.endDate) + DAY_MS >=
          monthAfterMs(env.now.getUTCFullYear(), env.now.getUTCMonth() + 1, env.now.getUTCDate())
      ) {
        return true;
      }
      // The admin confirms or rejects, within 24 hours of the request; a refusal may say why.
      return (
        isAdmin(env) &&
        before.status === 'pending_admin' &&
        changedOnly(before, after, ['status', 'rejectionReason']) &&
        (after.status === 'confirmed' || after.status === 'rejected') &&
        env.now.getTime() < tsMs(before.createdAt) + DECISION_WINDOW_MS &&
        (after.status === 'rejected'
          ? validRejectionReason(after)
          : !('rejectionReason' in after) &&
            !blocked(env, before.listingId, before.startDate) &&
            (before.endDate === null || !blocked(env, before.listingId, before.endDate)))
      );
    default:
      return false;
  }
}
