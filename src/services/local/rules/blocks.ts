/**
 * listings/{listingId}/blocks/{day} and listings/{listingId}/blockNotes/{day} (firestore.rules:
 * the host's blocked days and their reasons).
 */
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  signedIn,
  isAdmin,
  requestTime,
  isDayString,
  hasOnly,
  str,
} from './helpers';

/** listingOf(listingId).hostId == uid() */
function isHostOf(env: RuleEnv, listingId: string): boolean {
  return signedIn(env) && env.get(`listings/${listingId}`)?.hostId === env.auth.uid;
}

export function blocksRule(
  env: RuleEnv,
  op: DocOperation,
  listingId: string,
  day: string,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return true;
    case 'create': {
      if (after === null) return false;
      const slot = env.get(`listings/${listingId}/occupancy/${day}`);
      return (
        isHostOf(env, listingId) &&
        isDayString(day) &&
        hasOnly(after, ['createdAt']) &&
        after.createdAt === requestTime(env) &&
        !(slot !== null && slot.status === 'confirmed')
      );
    }
    case 'delete':
      return isHostOf(env, listingId);
    default:
      return false;
  }
}

export function blockNotesRule(
  env: RuleEnv,
  op: DocOperation,
  listingId: string,
  day: string,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return isHostOf(env, listingId) || isAdmin(env);
    case 'create':
    case 'update':
      return (
        after !== null &&
        isHostOf(env, listingId) &&
        hasOnly(after, ['reason']) &&
        str(after.reason, 1, 200) &&
        env.getAfter(`listings/${listingId}/blocks/${day}`) !== null
      );
    case 'delete':
      return isHostOf(env, listingId);
    default:
      return false;
  }
}
