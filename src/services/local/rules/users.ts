/** users/{userId} and publicProfiles/{userId} (firestore.rules, in the same order). */
import { MAX_FAVORITES } from '@/domain/favorites';
import { MAX_SEARCH_KEYS, SEARCH_KEY_MAX } from '@/domain/userSearch';
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
  isRecord,
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
  // issue 15
  'legalIdentity',
  'billing',
  // the admin's search (src/domain/userSearch.ts)
  'searchKeys',
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

const COMPANY_KEYS = [
  'kind',
  'raisonSociale',
  'ice',
  'identifiantFiscal',
  'rcNumber',
  'rcCourt',
  'taxeProfessionnelle',
  'address',
  'vatRegistered',
];
const INDIVIDUAL_KEYS = ['kind', 'fullName', 'cin', 'address'];
/** `matches()` of a string (any other value is an error in the rules: denied). */
const matches = (v: unknown, re: RegExp) => typeof v === 'string' && re.test(v);

/** validCompany / validIndividual / validIdentity (issue 15): a host's legal identity. */
function validIdentity(d: Doc): boolean {
  if (!('legalIdentity' in d)) return true;
  const li = d.legalIdentity;
  if (d.role !== 'host' || !isRecord(li)) return false;
  if (li.kind === 'company') {
    return (
      hasAll(li, COMPANY_KEYS) &&
      hasOnly(li, COMPANY_KEYS) &&
      str(li.raisonSociale, 1, 200) &&
      matches(li.ice, /^[0-9]{15}$/) &&
      matches(li.identifiantFiscal, /^[0-9]{7,10}$/) &&
      matches(li.rcNumber, /^[0-9]{1,10}$/) &&
      str(li.rcCourt, 1, 100) &&
      matches(li.taxeProfessionnelle, /^[0-9]{1,12}$/) &&
      str(li.address, 1, 300) &&
      typeof li.vatRegistered === 'boolean'
    );
  }
  return (
    li.kind === 'individual' &&
    hasAll(li, INDIVIDUAL_KEYS) &&
    hasOnly(li, INDIVIDUAL_KEYS) &&
    str(li.fullName, 1, 200) &&
    (li.cin === null || matches(li.cin, /^[A-Z]{1,2}[0-9]{1,6}$/)) &&
    str(li.address, 1, 300)
  );
}

/** validBilling (issue 15): a tenant's optional company name and ICE. */
function validBilling(d: Doc): boolean {
  if (!('billing' in d)) return true;
  const b = d.billing;
  return (
    isRecord(b) &&
    hasAll(b, ['companyName', 'ice']) &&
    hasOnly(b, ['companyName', 'ice']) &&
    (b.companyName === null || str(b.companyName, 1, 200)) &&
    (b.ice === null || (matches(b.ice, /^[0-9]{15}$/) && b.companyName !== null))
  );
}

export function validProfile(d: Doc): boolean {
  return (
    hasAll(d, PROFILE_REQUIRED) &&
    hasOnly(d, PROFILE_KEYS) &&
    validIdentity(d) &&
    validBilling(d) &&
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
    isTimestamp(d.createdAt) &&
    (!('searchKeys' in d) || strings(d.searchKeys, `[^ ]{1,${SEARCH_KEY_MAX}}`, MAX_SEARCH_KEYS))
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
