/**
 * The local backend's copy of firestore.rules and storage.rules: the same conditions, so that
 * the demo, the contract tests and the permission matrix (tests/security/matrix.ts) refuse
 * exactly what the real rules refuse. Each `allow` of the rules files has its twin here, under
 * the same name; keep them in step (the matrix runs the same cases on both).
 *
 * A rule sees what Firestore's rules see: the caller (request.auth), the request time, the
 * document before (resource) and after (request.resource) the write, get() (the store before
 * the whole write) and getAfter() (after it). Timestamps are ISO strings in the local store;
 * SERVER_TIME resolves to the request time, so `createdAt == request.time` works the same.
 *
 * Known, deliberate differences (see SECURITY.md): the local backend keeps uploaded photos as
 * data: URLs, so a listing photo may also be the data: URL of a file of its folder here; list queries are checked on the documents
 * they return (Firestore proves the query itself) — the local backend's own queries always
 * carry the filters the Firestore ones carry.
 */
import { parseDocPath, type Doc } from '../db';
import { blockNotesRule, blocksRule } from './blocks';
import { bookingsRule } from './bookings';
import { documentCountersRule, documentsRule } from './documents';
import { deny, isAdmin, type DocOperation, type RuleEnv } from './helpers';
import { listingsRule } from './listings';
import { bookingContactsRule, mailRule, notificationsRule } from './notifications';
import {
  conversationsRule,
  messageMailRule,
  messageNotificationsRule,
  messagesRule,
} from './messages';
import { occupancyRule } from './occupancy';
import { holdQuotasRule } from './quotas';
import { reviewsRule } from './reviews';
import { publicProfilesRule, usersRule } from './users';

export type { Caller, DocOperation, RuleEnv } from './helpers';
export {
  LISTING_KEYS,
  PUBLIC_CONTENT,
  REVISION_KEYS,
  photoPattern,
  validListing,
} from './listings';
export { MAX_FAVORITES_RULE, PROFILE_KEYS, validProfile } from './users';
export { monthsStarted } from './bookings';
export { REVIEW_KEYS, monthLaterMs, monthsAfterMs, reviewOpensMs } from './reviews';
export {
  MAX_UPLOAD_BYTES,
  allowFileGet,
  allowFileWrite,
  assertFileWrite,
  type FileMeta,
} from './storage';

// ---- entry points --------------------------------------------------------------------------

/** Whether firestore.rules allow `op` on the document at `path` (before/after the write). */
export function allowDoc(
  env: RuleEnv,
  op: DocOperation,
  path: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  const a = parseDocPath(path);
  if (!a) return false;
  switch (a.kind) {
    case 'users':
      return usersRule(env, op, a.id, before, after);
    case 'publicProfiles':
      return publicProfilesRule(env, op, a.id, after);
    case 'listings':
      return listingsRule(env, op, a.id, before, after);
    case 'occupancy':
      return occupancyRule(env, op, a.listingId, a.day, before, after);
    case 'blocks':
      return blocksRule(env, op, a.listingId, a.day, after);
    case 'blockNotes':
      return blockNotesRule(env, op, a.listingId, a.day, after);
    case 'bookings':
      return bookingsRule(env, op, a.id, before, after);
    case 'holdQuotas':
      return holdQuotasRule(env, op, a.id, before, after);
    case 'bookingContacts':
      return bookingContactsRule(env, op, a.id, before, after);
    case 'reviews':
      return reviewsRule(env, op, a.id, before, after);
    case 'conversations':
      return conversationsRule(env, op, a.id, before, after);
    case 'messages':
      return messagesRule(env, op, a.parentId, a.id, after);
    // Firestore ORs the blocks that match: notify14's (events, owner's reads) and messages14's
    case 'notifications':
      return (
        notificationsRule(env, op, a.parentId, a.id, before, after) ||
        messageNotificationsRule(env, op, a.parentId, a.id, after)
      );
    case 'mail':
      return mailRule(env, op, a.id, after) || messageMailRule(env, op, a.id, after);
    case 'documents':
      return documentsRule(env, op, a.id, before, after);
    case 'documentCounters':
      return documentCountersRule(env, op, a.id, before, after);
  }
}

/** Throws ServiceError('permission-denied') where the rules would deny. */
export function assertDoc(
  env: RuleEnv,
  op: DocOperation,
  path: string,
  before: Doc | null,
  after: Doc | null,
): void {
  if (!allowDoc(env, op, path, before, after)) deny(`${op} ${path}`);
}

/**
 * The part of a list rule that does not depend on the documents: users are listed by the admin
 * only, public profiles by nobody. The documents a query returns are checked one by one too.
 */
export function allowListCollection(env: RuleEnv, collectionPath: string): boolean {
  if (collectionPath === 'users' || collectionPath === 'mail') return isAdmin(env);
  if (
    ['publicProfiles', 'holdQuotas', 'bookingContacts', 'documentCounters'].includes(collectionPath)
  ) {
    return false;
  }
  const notices = /^users\/([^/]+)\/notifications$/.exec(collectionPath);
  if (notices) return env.auth !== null && env.auth.uid === notices[1];
  return true;
}
