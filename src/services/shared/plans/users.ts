/**
 * The profile writes: each keeps users/{uid} and its public part publicProfiles/{uid} in step,
 * in the same atomic write (firestore.rules check one against the other).
 */
import { TEXT_LIMITS } from '@/domain/limits';
import { withFavorite } from '@/domain/favorites';
import { normalizeMoroccanPhone } from '@/domain/phone';
import { userSearchKeys } from '@/domain/userSearch';
import type { ProfileUpdate, SignUpInput, UserProfile } from '@/domain/types';
import { parseProfile } from '../converters';
import { publicProfileDoc, stripUndefined } from '../documents';
import {
  SERVER_TIMESTAMP,
  fail,
  publicProfilePath,
  read,
  userPath,
  write,
  type DocData,
  type Plan,
} from './plan';

/** A stored profile's search keys (src/domain/userSearch.ts), from its name and e-mail. */
function searchKeysOf(doc: DocData): string[] {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return userSearchKeys({ fullName: text(doc.fullName), email: text(doc.email) });
}

/** Whether a stored profile's search keys are those of its name and e-mail. */
function keysCurrent(doc: DocData): boolean {
  const stored = doc.searchKeys;
  const keys = searchKeysOf(doc);
  return (
    Array.isArray(stored) && stored.length === keys.length && keys.every((k, i) => stored[i] === k)
  );
}

export interface SignUpProfileInput {
  /** The new account's uid and e-mail, as the auth service created them. */
  uid: string;
  email: string;
  input: SignUpInput;
  now: Date;
}

/** The profile of a new e-mail account and its public part; returns the profile. */
export function planSignUpProfile({ uid, email, input, now }: SignUpProfileInput) {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const profile: UserProfile = {
    uid,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`.trim(),
    email,
    phoneNumber: normalizeMoroccanPhone(input.phoneNumber),
    role: input.role,
    favorites: [],
    createdAt: now,
    legalIdentity: null,
    billing: { companyName: null, ice: null },
  };
  // The billing details are written by the profile form when filled in, never at sign-up.
  const { legalIdentity: _identity, billing: _billing, ...stored } = profile;
  const doc: DocData = {
    ...stored,
    createdAt: SERVER_TIMESTAMP,
    searchKeys: userSearchKeys(profile),
  };
  return write<UserProfile>(
    [
      { op: 'set', path: userPath(uid), data: doc },
      { op: 'set', path: publicProfilePath(uid), data: publicProfileDoc(uid, doc) },
    ],
    profile,
  );
}

export interface GoogleProfileInput {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/**
 * First Google sign-in: a tenant profile (and its public part) when none exists yet. (An
 * existing profile's search keys are planSearchKeys's, after the sign-in: a failure there must
 * not refuse it.)
 */
export function planGoogleProfile({ uid, email, displayName }: GoogleProfileInput): Plan<void> {
  return read([userPath(uid)], ([existing]) => {
    if (existing) return write([], undefined);
    const doc: DocData = {
      uid,
      firstName: '',
      lastName: '',
      // A Google display name longer than the rules accept is cut, not refused.
      fullName:
        (displayName || 'Utilisateur').trim().slice(0, TEXT_LIMITS.fullName) || 'Utilisateur',
      email: email ?? '',
      role: 'tenant',
      favorites: [],
      createdAt: SERVER_TIMESTAMP,
    };
    doc.searchKeys = searchKeysOf(doc);
    return write(
      [
        { op: 'set', path: userPath(uid), data: doc },
        { op: 'set', path: publicProfilePath(uid), data: publicProfileDoc(uid, doc) },
      ],
      undefined,
    );
  });
}

/** The user edits their profile; fullName follows the names, the public part follows too. */
export function planProfileUpdate({ uid, patch }: { uid: string; patch: ProfileUpdate }) {
  return read<void>([userPath(uid)], ([current]) => {
    if (!current) return fail('not-found');
    const data = stripUndefined(patch);
    if (typeof data.phoneNumber === 'string')
      data.phoneNumber = normalizeMoroccanPhone(data.phoneNumber);
    const merged: DocData = { ...current, ...data };
    if (patch.firstName !== undefined || patch.lastName !== undefined) {
      const first = typeof merged.firstName === 'string' ? merged.firstName : '';
      const last = typeof merged.lastName === 'string' ? merged.lastName : '';
      data.fullName = `${first} ${last}`.trim();
      merged.fullName = data.fullName;
    }
    // a new name gives new search keys (and a profile without keys gets them)
    if (!keysCurrent(merged)) data.searchKeys = searchKeysOf(merged);
    return write(
      [
        { op: 'update', path: userPath(uid), data },
        { op: 'set', path: publicProfilePath(uid), data: publicProfileDoc(uid, merged) },
      ],
      undefined,
    );
  });
}

/**
 * At each sign-in (e-mail or Google): a profile written before search keys existed (or whose keys are not those
 * of its name and e-mail) gets them, so the admin finds it by name (docs/decisions.md "The
 * admin's reads do not grow with the marketplace"). Nothing is written when they are right.
 */
export function planSearchKeys({ uid }: { uid: string }): Plan<void> {
  return read([userPath(uid)], ([existing]) =>
    write(
      !existing || keysCurrent(existing)
        ? []
        : [{ op: 'update', path: userPath(uid), data: { searchKeys: searchKeysOf(existing) } }],
      undefined,
    ),
  );
}

/**
 * A heart pressed or a favourite put back at its place (UsersService.setFavorite): the list read
 * and written in one transaction, so a favourite saved meanwhile in another tab stays. The local
 * backend applies it for every press; Firebase for `at` only, its arrayUnion / arrayRemove
 * needing no read.
 */
export function planSetFavorite({
  uid,
  listingId,
  favorite,
  at,
}: {
  uid: string;
  listingId: string;
  favorite: boolean;
  at?: number;
}): Plan<void> {
  return read<void>([userPath(uid)], ([current]) => {
    if (!current) return fail('not-found');
    const { favorites } = parseProfile(uid, current);
    return write(
      [
        {
          op: 'update',
          path: userPath(uid),
          data: { favorites: withFavorite(favorites, listingId, favorite, at) },
        },
      ],
      undefined,
    );
  });
}
