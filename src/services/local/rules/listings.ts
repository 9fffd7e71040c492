/** listings/{listingId} (firestore.rules). */
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
} from '@/domain/types';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  LOCAL_PHOTO_MAX_LENGTH,
  signedIn,
  isAdmin,
  requestTime,
  me,
  hasRole,
  isRecord,
  str,
  num,
  isTimestamp,
  hasAll,
  hasOnly,
  listOf,
  changedOnly,
  unchanged,
} from './helpers';

// ---- listings ------------------------------------------------------------------------------

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

export function validListing(d: Doc): boolean {
  const loc = d.location;
  const parking = d.parking;
  if (!isRecord(loc) || !isRecord(parking)) return false;
  const coords = loc.coordinates;
  return (
    hasAll(d, LISTING_KEYS) &&
    hasOnly(d, LISTING_KEYS) &&
    str(d.title, 1, 120) &&
    str(d.description, 1, 5000) &&
    str(d.hostName, 0, 200) &&
    hasAll(loc, ['address', 'city', 'coordinates']) &&
    hasOnly(loc, ['address', 'city', 'coordinates']) &&
    str(loc.address, 1, 300) &&
    str(loc.city, 1, 100) &&
    str(d.cityKey, 1, 100) &&
    /^[a-z0-9 ]+$/.test(d.cityKey) &&
    (coords === null ||
      (isRecord(coords) &&
        hasOnly(coords, ['lat', 'lng']) &&
        num(coords.lat, -90, 90) &&
        num(coords.lng, -180, 180))) &&
    // Firestore rules cannot look inside the photo list; locally each must be a string.
    Array.isArray(d.photos) &&
    d.photos.length <= 20 &&
    d.photos.every((p) => typeof p === 'string' && p.length <= LOCAL_PHOTO_MAX_LENGTH) &&
    listOf(d.amenities, STANDARD_AMENITIES, Number.POSITIVE_INFINITY) &&
    listOf(d.additionalEquipment, ADDITIONAL_EQUIPMENT, Number.POSITIVE_INFINITY) &&
    num(d.pricePerDay, 1, 1_000_000) &&
    num(d.pricePerMonth, 1, 10_000_000) &&
    listOf(d.availableDates, null, 366) &&
    typeof d.isApproved === 'boolean' &&
    (SPACE_TYPES as readonly unknown[]).includes(d.spaceType) &&
    (d.spaceType === 'other' ? str(d.customSpaceType, 1, 100) : d.customSpaceType === null) &&
    num(d.area, 1, 100_000) &&
    num(d.floor, 0, 200) &&
    typeof d.hasElevator === 'boolean' &&
    typeof d.isAccessible === 'boolean' &&
    num(d.workstations, 1, 10_000) &&
    typeof parking.available === 'boolean' &&
    (parking.available
      ? hasOnly(parking, ['available', 'type']) &&
        (parking.type === 'free' || parking.type === 'paid')
      : hasOnly(parking, ['available'])) &&
    (INTERNET_TYPES as readonly unknown[]).includes(d.internetType) &&
    num(d.minimumDuration, 1, 365) &&
    isTimestamp(d.createdAt)
  );
}

export function listingsRule(
  env: RuleEnv,
  op: DocOperation,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return (
        before?.isApproved === true ||
        (signedIn(env) && before !== null && before.hostId === env.auth.uid) ||
        isAdmin(env)
      );
    case 'create':
      return (
        hasRole(env, 'host') &&
        after !== null &&
        after.hostId === env.auth?.uid &&
        after.hostName === me(env)?.fullName &&
        after.isApproved === false &&
        Array.isArray(after.availableDates) &&
        after.availableDates.length === 0 &&
        after.createdAt === requestTime(env) &&
        validListing(after)
      );
    case 'update':
      if (before === null || after === null) return false;
      // The host edits their own listing, never its approval, owner, name or creation date.
      if (
        signedIn(env) &&
        before.hostId === env.auth.uid &&
        unchanged(before, after, ['hostId', 'hostName', 'isApproved', 'createdAt']) &&
        validListing(after)
      ) {
        return true;
      }
      // Approve or suspend: the admin's only power on a listing.
      return (
        isAdmin(env) &&
        changedOnly(before, after, ['isApproved']) &&
        typeof after.isApproved === 'boolean'
      );
    default:
      return false;
  }
}
