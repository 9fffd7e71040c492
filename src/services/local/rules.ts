/**
 * The local backend's copy of firestore.rules and storage.rules: the same conditions, so that
 * the demo and the contract tests refuse exactly what the real rules refuse.
 * Each function throws ServiceError('permission-denied') when the rules would deny.
 */
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  PARKING_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
} from '@/domain/types';
import { ServiceError } from '../types';
import type { Doc } from './db';

export const LISTING_KEYS = [
  'hostId',
  'hostName',
  'title',
  'description',
  'location',
  'cityKey',
  'photos',
  'amenities',
  'additionalEquipment',
  'pricePerDay',
  'pricePerMonth',
  'availableDates',
  'isApproved',
  'spaceType',
  'customSpaceType',
  'area',
  'floor',
  'hasElevator',
  'isAccessible',
  'workstations',
  'parking',
  'internetType',
  'minimumDuration',
  'createdAt',
] as const;

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

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function deny(reason: string): never {
  throw new ServiceError('permission-denied', reason);
}

function isString(v: unknown, max: number, min = 0): boolean {
  return typeof v === 'string' && v.length >= min && v.length <= max;
}

function isNumber(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
}

function isStringList(
  v: unknown,
  allowed: readonly string[] | null,
  max: number,
  maxLength = 2000,
): boolean {
  return (
    Array.isArray(v) &&
    v.length <= max &&
    v.every((x) => typeof x === 'string' && x.length <= maxLength && (!allowed || allowed.includes(x)))
  );
}

/**
 * The local backend keeps uploaded photos as data: URLs (there is no file server), so a photo
 * address may be long here; on Firebase it is a download URL (rules: at most 2000 characters).
 */
const LOCAL_PHOTO_MAX_LENGTH = 3_000_000;

function onlyKeys(doc: Doc, keys: readonly string[]): boolean {
  return Object.keys(doc).every((k) => keys.includes(k));
}

export function validProfile(doc: Doc): boolean {
  return (
    onlyKeys(doc, PROFILE_KEYS) &&
    isString(doc.uid, 128, 1) &&
    isString(doc.firstName, 100) &&
    isString(doc.lastName, 100) &&
    isString(doc.fullName, 200) &&
    isString(doc.email, 320) &&
    (doc.role === 'host' || doc.role === 'tenant') &&
    (doc.phoneNumber === undefined || isString(doc.phoneNumber, 30)) &&
    (doc.profession === undefined || isString(doc.profession, 100)) &&
    (doc.bio === undefined || isString(doc.bio, 500)) &&
    (doc.profilePhoto === undefined || isString(doc.profilePhoto, 3_000_000)) &&
    isStringList(doc.favorites, null, 500)
  );
}

export function assertCreateProfile(callerUid: string, doc: Doc): void {
  if (doc.uid !== callerUid) deny('profil d’un autre utilisateur');
  if (!validProfile(doc)) deny('profil invalide');
}

export function assertUpdateProfile(callerUid: string, uid: string, current: Doc, next: Doc): void {
  if (callerUid !== uid) deny('profil d’un autre utilisateur');
  for (const k of ['uid', 'email', 'role', 'createdAt'] as const) {
    if (JSON.stringify(current[k]) !== JSON.stringify(next[k])) deny(`champ ${k} non modifiable`);
  }
  if (!validProfile(next)) deny('profil invalide');
}

export function validListing(doc: Doc): boolean {
  const loc = (doc.location ?? {}) as Doc;
  const coords = loc.coordinates as Doc | null | undefined;
  const parking = (doc.parking ?? {}) as Doc;
  return (
    onlyKeys(doc, LISTING_KEYS) &&
    isString(doc.title, 120, 1) &&
    isString(doc.description, 5000, 1) &&
    isString(doc.hostName, 200) &&
    typeof doc.location === 'object' &&
    isString(loc.address, 300, 1) &&
    isString(loc.city, 100, 1) &&
    (coords === null || (isNumber(coords?.lat, -90, 90) && isNumber(coords?.lng, -180, 180))) &&
    isStringList(doc.photos, null, 20, LOCAL_PHOTO_MAX_LENGTH) &&
    isStringList(doc.amenities, STANDARD_AMENITIES, STANDARD_AMENITIES.length) &&
    isStringList(doc.additionalEquipment, ADDITIONAL_EQUIPMENT, ADDITIONAL_EQUIPMENT.length) &&
    isNumber(doc.pricePerDay, 1, 1_000_000) &&
    isNumber(doc.pricePerMonth, 1, 10_000_000) &&
    (SPACE_TYPES as readonly unknown[]).includes(doc.spaceType) &&
    (doc.spaceType === 'other'
      ? isString(doc.customSpaceType, 100, 1)
      : doc.customSpaceType === null) &&
    isNumber(doc.area, 1, 100_000) &&
    isNumber(doc.floor, 0, 200) &&
    typeof doc.hasElevator === 'boolean' &&
    typeof doc.isAccessible === 'boolean' &&
    isNumber(doc.workstations, 1, 10_000) &&
    typeof parking.available === 'boolean' &&
    (parking.available
      ? (PARKING_TYPES as readonly unknown[]).includes(parking.type)
      : parking.type === undefined) &&
    (INTERNET_TYPES as readonly unknown[]).includes(doc.internetType) &&
    isNumber(doc.minimumDuration, 1, 365)
  );
}

export function assertCreateListing(callerUid: string, callerProfile: Doc | undefined, doc: Doc): void {
  if (!callerProfile || callerProfile.role !== 'host') deny('réservé aux hôtes');
  if (doc.hostId !== callerUid) deny('annonce au nom d’un autre hôte');
  if (doc.isApproved !== false) deny('une annonce est créée non validée');
  if (!Array.isArray(doc.availableDates) || doc.availableDates.length !== 0) deny('availableDates');
  if (!validListing(doc)) deny('annonce invalide');
}

export function assertHostUpdateListing(callerUid: string, current: Doc, next: Doc): void {
  if (current.hostId !== callerUid) deny('annonce d’un autre hôte');
  for (const k of ['hostId', 'isApproved', 'createdAt'] as const) {
    if (JSON.stringify(current[k]) !== JSON.stringify(next[k])) deny(`champ ${k} non modifiable`);
  }
  if (!validListing(next)) deny('annonce invalide');
}

/** storage.rules: images only (jpeg, png, webp), under the size limit. */
export function assertUpload(file: { type: string; size: number }, maxBytes: number): void {
  if (!IMAGE_TYPES.includes(file.type)) deny('type de fichier refusé');
  if (file.size >= maxBytes) deny('fichier trop volumineux');
}
