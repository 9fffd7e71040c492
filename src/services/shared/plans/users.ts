/**
 * The profile writes: each keeps users/{uid} and its public part publicProfiles/{uid} in step,
 * in the same atomic write (firestore.rules check one against the other).
 */
import { TEXT_LIMITS } from '@/domain/limits';
import { normalizeMoroccanPhone } from '@/domain/phone';
import type { ProfileUpdate, SignUpInput, UserProfile } from '@/domain/types';
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
  const doc: DocData = { ...stored, createdAt: SERVER_TIMESTAMP };
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

/** First Google sign-in: a tenant profile (and its public part) when none exists yet. */
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
    return write(
      [
        { op: 'update', path: userPath(uid), data },
        { op: 'set', path: publicProfilePath(uid), data: publicProfileDoc(uid, merged) },
      ],
      undefined,
    );
  });
}
