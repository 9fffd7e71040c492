/**
 * A multi-document write, planned once for both backends as data: which documents to read,
 * then, from what was read, either a ServiceError or the list of writes to apply atomically.
 * The firebase backend runs a plan in a Firestore transaction (a batch when it reads nothing),
 * the local backend in one LocalDb.transact through its copy of the rules (commitWrites).
 * Plans are pure: no clock, no id generation, no I/O — the caller passes `now` and new ids.
 */
import { ServiceError, type ServiceErrorCode } from '../../types';

/** serverTimestamp() in a planned write: serverTimestamp() on firebase, SERVER_TIME locally. */
export const SERVER_TIMESTAMP: unique symbol = Symbol('maktabi.plan.serverTimestamp');

/** A document's fields, as read (Firestore data or the local store's JSON) or as written. */
export type DocData = Record<string, unknown>;

export type PlanWrite =
  | { op: 'set'; path: string; data: DocData }
  /** Top-level fields merged into an existing document (updateDoc); not-found when missing. */
  | { op: 'update'; path: string; data: DocData }
  | { op: 'delete'; path: string };

export type Plan<T> =
  /** Read these documents (null: missing), in this order, then go on with what was read. */
  | { kind: 'read'; paths: string[]; next: (docs: (DocData | null)[]) => Plan<T> }
  /** Abort: nothing is written. */
  | { kind: 'fail'; error: ServiceError }
  /** Apply these writes atomically; the operation then returns `result`. */
  | { kind: 'write'; writes: PlanWrite[]; result: T };

export function read<T>(paths: string[], next: (docs: (DocData | null)[]) => Plan<T>): Plan<T> {
  return { kind: 'read', paths, next };
}

export function fail<T>(code: ServiceErrorCode, message?: string): Plan<T> {
  return { kind: 'fail', error: new ServiceError(code, message) };
}

export function write<T>(writes: PlanWrite[], result: T): Plan<T> {
  return { kind: 'write', writes, result };
}

/** Runs `fn`; a ServiceError it throws (e.g. buildBookingDraft's checks) fails the plan. */
export function attempt<T>(fn: () => Plan<T>): Plan<T> {
  try {
    return fn();
  } catch (e) {
    if (e instanceof ServiceError) return { kind: 'fail', error: e };
    throw e;
  }
}

/** Copies planned data, replacing SERVER_TIMESTAMP (at any depth) by the backend's own value. */
export function withServerTimestamp(value: unknown, stamp: () => unknown): unknown {
  if (value === SERVER_TIMESTAMP) return stamp();
  if (Array.isArray(value)) return value.map((v) => withServerTimestamp(v, stamp));
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, withServerTimestamp(v, stamp)]),
      );
    }
  }
  return value;
}

// ---- document paths ---------------------------------------------------------------------------

export const userPath = (uid: string) => `users/${uid}`;
export const publicProfilePath = (uid: string) => `publicProfiles/${uid}`;
export const listingPath = (id: string) => `listings/${id}`;
export const bookingPath = (id: string) => `bookings/${id}`;
export const holdQuotaPath = (uid: string) => `holdQuotas/${uid}`;
/** A booking's review (issue 15): its id is the booking's. */
export const reviewPath = (bookingId: string) => `reviews/${bookingId}`;
export const occupancyPath = (listingId: string, day: string) =>
  `listings/${listingId}/occupancy/${day}`;
export const blockPath = (listingId: string, day: string) => `listings/${listingId}/blocks/${day}`;
export const blockNotePath = (listingId: string, day: string) =>
  `listings/${listingId}/blockNotes/${day}`;
// issue 14 (notify14): contacts after confirmation (notificationPath, mailPath: below)
export const bookingContactsPath = (bookingId: string) => `bookingContacts/${bookingId}`;
// issue 14, messages14: conversations, their messages, the 'message' notification and e-mail
export const conversationPath = (conversationId: string) => `conversations/${conversationId}`;
export const messagePath = (conversationId: string, messageId: string) =>
  `conversations/${conversationId}/messages/${messageId}`;
export const notificationPath = (uid: string, notificationId: string) =>
  `users/${uid}/notifications/${notificationId}`;
export const mailPath = (mailId: string) => `mail/${mailId}`;
