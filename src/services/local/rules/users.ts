/** users/{userId} and publicProfiles/{userId} (firestore.rules, in the same order). */
import { MAX_FAVORITES } from '@/domain/favorites';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  LOCAL_PHOTO_MAX_LENGTH,
  signedIn,
  isAdmin,
  requestTime,
  str,
  optStr,
  isTimestamp,
  hasAll,
  hasOnly,
  unchanged,
  ID_RE,
  strings,
  unique,
} from './helpers';

// ---- users ---------------------------------------------------------------------------------

/** At most this many favourites (firestore.rules: strings(d.favorites, idRe(), 200)). */
export const MAX_FAVORITES_RULE = MAX_FAVORITES;

export const PROFILE_KEYS = [
  'uid',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phoneNumber',
  'role',
  'profession',
  'bio',
  'profilePhoto',
  'favorites',
  'createdAt',
] as const;
const PROFILE_REQUIRED = [
  'uid',
  'firstName',
  'lastName',
  'fullName',
  'email',
  'role',
  'favorites',
  'createdAt',
];

export function validProfile(d: Doc): boolean {
  return (
    hasAll(d, PROFILE_REQUIRED) &&
    hasOnly(d, PROFILE_KEYS) &&
    str(d.uid, 1, 128) &&
    str(d.firstName, 0, 100) &&
    str(d.lastName, 0, 100) &&
    str(d.fullName, 1, 200) &&
    str(d.email, 0, 320) &&
    (d.role === 'host' || d.role === 'tenant') &&
    optStr(d, 'phoneNumber', 30) &&
    optStr(d, 'profession', 100) &&
    optStr(d, 'bio', 500) &&
    optStr(d, 'profilePhoto', LOCAL_PHOTO_MAX_LENGTH) &&
    strings(d.favorites, ID_RE, MAX_FAVORITES) &&
    unique(d.favorites) &&
    isTimestamp(d.createdAt)
  );
}

export function usersRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  const own = signedIn(env) && env.auth.uid === userId;
  switch (op) {
    case 'get':
      return own || isAdmin(env);
    case 'list':
      return isAdmin(env);
    case 'create':
      return (
        own &&
        after !== null &&
        after.uid === userId &&
        after.email === (env.auth?.email ?? '') &&
        after.createdAt === requestTime(env) &&
        Array.isArray(after.favorites) &&
        after.favorites.length === 0 &&
        validProfile(after)
      );
    case 'update':
      return (
        own &&
        before !== null &&
        after !== null &&
        unchanged(before, after, ['uid', 'email', 'role', 'createdAt']) &&
        validProfile(after)
      );
    default:
      return false;
  }
}

// ---- publicProfiles ------------------------------------------------------------------------

function validPublicProfile(env: RuleEnv, userId: string, d: Doc): boolean {
  const u = env.getAfter(`users/${userId}`);
  return (
    u !== null &&
    hasAll(d, ['uid', 'fullName', 'role']) &&
    hasOnly(d, ['uid', 'fullName', 'role', 'profilePhoto']) &&
    d.uid === userId &&
    d.fullName === u.fullName &&
    d.role === u.role &&
    (!('profilePhoto' in d) || d.profilePhoto === (u.profilePhoto ?? ''))
  );
}

export function publicProfilesRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
      return true;
    case 'create':
    case 'update':
      return (
        signedIn(env) &&
        env.auth.uid === userId &&
        after !== null &&
        validPublicProfile(env, userId, after)
      );
    default:
      return false;
  }
}
