/** listings/{listingId} (firestore.rules). */
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
} from '@/domain/types';
import { MAX_PLACE_KEYS } from '@/domain/placeKeys';
import { MAX_PHOTO_WIDTHS } from '@/domain/photos';
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
  mad,
  isDocId,
  strings,
  unique,
  deepEqual,
  reasonText,
} from './helpers';
import { aggregateFollows, RATING_KEYS } from './reviews';

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
  'approvedOnce',
  'spaceType',
  'customSpaceType',
  'area',
  'floor',
  'hasElevator',
  'isAccessible',
  'workstations',
  'places',
  'parking',
  'internetType',
  'minimumDuration',
  'createdAt',
  'isPaused',
  'revision',
  'placeKeys',
  // reviews (issue 15): the rating aggregate, moved only with a review (./reviews.ts)
  ...RATING_KEYS,
  'refusal',
  'previousRefusal',
] as const;

/** Keys a listing may lack (written before they existed): hasOnly lists them, hasAll does not. */
const OPTIONAL_LISTING_KEYS: readonly string[] = [
  'places',
  'isPaused',
  'revision',
  'placeKeys',
  ...RATING_KEYS,
  'refusal',
  'previousRefusal',
];
const REQUIRED_LISTING_KEYS = LISTING_KEYS.filter((k) => !OPTIONAL_LISTING_KEYS.includes(k));

/** sharedSpace(): the space types whose places are sold one by one. */
export const sharedSpace = (t: unknown) => t === 'coworking' || t === 'open-space';

/** placesOf(l): places bookable per day; absent: its workstations if shared, else 1. */
export function placesOf(l: Doc): unknown {
  return 'places' in l ? l.places : sharedSpace(l.spaceType) ? l.workstations : 1;
}

/**
 * photoRe(listingId): a download URL of a file of this listing's folder in Firebase Storage
 * (production host, or the emulator of a "demo-" project), or a demo illustration (its SVG, or
 * its widths: public/seed/office-NN-{width}w.webp, scripts/gen-seed-photos.mjs); or 1 to 4
 * widths of one picture, such URLs each followed by #{width}w, joined by | (src/domain/photos.ts).
 * The same text as firestore.rules (tests/security/rulesMirror.test.ts compares them).
 */
export function photoPattern(listingId: string): string {
  const url =
    '(https://firebasestorage[.]googleapis[.]com/v0/b/[a-z0-9][a-z0-9._-]{1,220}' +
    '|http://(127[.]0[.]0[.]1|localhost):9199/v0/b/demo-[a-z0-9-]{1,100}[.](appspot[.]com|firebasestorage[.]app))' +
    '/o/listings%2F' +
    listingId +
    '%2F[0-9]{1,3}_[A-Za-z0-9._-]{1,80}[?]alt=media&token=[A-Za-z0-9-]{1,64}';
  const sized = url + '[#][1-9][0-9]{0,3}w';
  const seedSized = '/seed/office-[0-9]{2}-[1-9][0-9]{2,3}w[.]webp[#][1-9][0-9]{2,3}w';
  return (
    url +
    '|/seed/office-[0-9]{2}[.]svg|' +
    sized +
    '([|]' +
    sized +
    '){0,3}' +
    '|' +
    seedSized +
    '([|]' +
    seedSized +
    '){0,3}'
  );
}

/**
 * A photo of the local backend: the data: URL of a file of this listing's folder, or 1 to 4 of
 * them each followed by #{width}w and joined by |, as photoRe allows Storage URLs.
 */
function isLocalPhoto(entry: unknown, local: ReadonlySet<string>): boolean {
  if (typeof entry !== 'string') return false;
  const parts = entry.split('|');
  if (parts.length > MAX_PHOTO_WIDTHS) return false;
  return parts.every((part) => {
    const m = /#[1-9][0-9]{0,3}w$/.exec(part);
    if (!m && parts.length > 1) return false;
    const url = m ? part.slice(0, m.index) : part;
    return url.length <= LOCAL_PHOTO_MAX_LENGTH && local.has(url);
  });
}

/** publicContent(): what the public sees, frozen while the listing is approved. */
export const PUBLIC_CONTENT = [
  'title',
  'description',
  'photos',
  'location',
  'cityKey',
  'placeKeys',
] as const;

/**
 * validPlaceKeys(): at most 30 normalized keys, one of them the listing's own city's (cityKey,
 * words joined by "-"); docs/decisions.md#search-by-place-placekeys.
 */
function validPlaceKeys(d: Doc): boolean {
  return (
    strings(d.placeKeys, '[a-z0-9-]{1,100}', MAX_PLACE_KEYS) &&
    d.placeKeys.includes(String(d.cityKey).replaceAll(' ', '-'))
  );
}

/**
 * The photos of a listing: as firestore.rules say (strings(photos, photoRe(id), 20)), or — the
 * local backend's one difference, as it has no file server — the data: URL of a file stored in
 * this listing's folder (listings/{id}/...), which is what its upload returns.
 */
function validPhotos(env: RuleEnv, listingId: string, photos: unknown): boolean {
  if (!Array.isArray(photos) || photos.length > 20) return false;
  if (!isDocId(listingId)) return false;
  const local = new Set(env.filesUnder(`listings/${listingId}/`));
  const rest = photos.filter((p) => !isLocalPhoto(p, local));
  return strings(rest, photoPattern(listingId), 20);
}

/** validPublic(): title, description, address, city and photos (a listing's or its revision's). */
function validPublic(env: RuleEnv, listingId: string, d: Doc): boolean {
  const loc = d.location;
  if (!isRecord(loc)) return false;
  const coords = loc.coordinates;
  return (
    str(d.title, 1, 120) &&
    str(d.description, 1, 5000) &&
    hasAll(loc, ['address', 'city', 'coordinates']) &&
    hasOnly(loc, ['address', 'city', 'coordinates']) &&
    str(loc.address, 1, 300) &&
    str(loc.city, 1, 100) &&
    str(d.cityKey, 1, 100) &&
    /^[a-z0-9 ]+$/.test(d.cityKey) &&
    (!('placeKeys' in d) || validPlaceKeys(d)) &&
    (coords === null ||
      (isRecord(coords) &&
        hasOnly(coords, ['lat', 'lng']) &&
        num(coords.lat, -90, 90) &&
        num(coords.lng, -180, 180))) &&
    validPhotos(env, listingId, d.photos)
  );
}

export const REVISION_KEYS = [...PUBLIC_CONTENT, 'submittedAt'] as const;

/** validRevision(): a pending change of the public content, validated like the listing's. */
function validRevision(env: RuleEnv, listingId: string, d: unknown): boolean {
  return (
    isRecord(d) &&
    hasAll(d, REVISION_KEYS) &&
    hasOnly(d, REVISION_KEYS) &&
    validPublic(env, listingId, d)
  );
}

/** revisionApplied(): the admin approves a pending revision (its content becomes public). */
function revisionApplied(r: unknown, before: Doc, d: Doc): boolean {
  return (
    isRecord(r) &&
    changedOnly(before, d, [...PUBLIC_CONTENT, 'revision']) &&
    d.revision === null &&
    deepEqual(d.title, r.title) &&
    deepEqual(d.description, r.description) &&
    deepEqual(d.photos, r.photos) &&
    deepEqual(d.location, r.location) &&
    deepEqual(d.cityKey, r.cityKey) &&
    'placeKeys' in r &&
    deepEqual(d.placeKeys, r.placeKeys)
  );
}

export function validListing(env: RuleEnv, listingId: string, d: Doc): boolean {
  const parking = d.parking;
  if (!isRecord(parking)) return false;
  return (
    hasAll(d, REQUIRED_LISTING_KEYS) &&
    hasOnly(d, LISTING_KEYS) &&
    validPublic(env, listingId, d) &&
    str(d.hostName, 0, 200) &&
    listOf(d.amenities, STANDARD_AMENITIES, Number.POSITIVE_INFINITY) &&
    unique(d.amenities) &&
    listOf(d.additionalEquipment, ADDITIONAL_EQUIPMENT, Number.POSITIVE_INFINITY) &&
    unique(d.additionalEquipment) &&
    mad(d.pricePerDay, 1_000_000) &&
    mad(d.pricePerMonth, 10_000_000) &&
    strings(d.availableDates, '[0-9]{4}-[0-9]{2}-[0-9]{2}', 366) &&
    typeof d.isApproved === 'boolean' &&
    typeof d.approvedOnce === 'boolean' &&
    (SPACE_TYPES as readonly unknown[]).includes(d.spaceType) &&
    (d.spaceType === 'other' ? str(d.customSpaceType, 1, 100) : d.customSpaceType === null) &&
    num(d.area, 1, 100_000) &&
    num(d.floor, 0, 200) &&
    typeof d.hasElevator === 'boolean' &&
    typeof d.isAccessible === 'boolean' &&
    num(d.workstations, 1, 10_000) &&
    (!('places' in d) ||
      (typeof d.places === 'number' &&
        Number.isInteger(d.places) &&
        d.places >= 1 &&
        (sharedSpace(d.spaceType) || d.places === 1) &&
        d.places <= d.workstations)) &&
    typeof parking.available === 'boolean' &&
    (parking.available
      ? hasOnly(parking, ['available', 'type']) &&
        (parking.type === 'free' || parking.type === 'paid')
      : hasOnly(parking, ['available'])) &&
    (INTERNET_TYPES as readonly unknown[]).includes(d.internetType) &&
    num(d.minimumDuration, 1, 365) &&
    isTimestamp(d.createdAt) &&
    // d.get('isPaused', false) is bool
    typeof (d.isPaused === undefined ? false : d.isPaused) === 'boolean'
  );
}

/** resource.data.get('approvedOnce', true): a document older than the field counts as approved. */
const approvedOnce = (d: Doc) => d.approvedOnce ?? true;

/** get('refusal', null): a listing's refusal, null when it has none. */
const refusalOf = (d: Doc): unknown => (d.refusal === undefined ? null : d.refusal);

/** validRefusal(): why (1 to 500 characters, trimmed) and when (now) the admin refused. */
function validRefusal(env: RuleEnv, r: unknown): boolean {
  return (
    isRecord(r) &&
    hasAll(r, ['reason', 'at']) &&
    hasOnly(r, ['reason', 'at']) &&
    reasonText(r.reason) &&
    r.at === requestTime(env)
  );
}

export function listingsRule(
  env: RuleEnv,
  op: DocOperation,
  listingId: string,
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
        isDocId(listingId) &&
        after !== null &&
        after.hostId === env.auth?.uid &&
        after.hostName === me(env)?.fullName &&
        after.isApproved === false &&
        after.approvedOnce === false &&
        after.isPaused === false &&
        (after.revision === undefined ? null : after.revision) === null &&
        refusalOf(after) === null &&
        (after.previousRefusal ?? null) === null &&
        Array.isArray(after.availableDates) &&
        after.availableDates.length === 0 &&
        after.createdAt === requestTime(env) &&
        'placeKeys' in after &&
        // (reviews: no rating before the first review)
        !RATING_KEYS.some((k) => k in after) &&
        validListing(env, listingId, after)
      );
    case 'update':
      if (before === null || after === null) return false;
      // The host edits their own listing, never its approval, owner, name or creation date; what
      // the public sees only while it is not approved.
      if (
        signedIn(env) &&
        before.hostId === env.auth.uid &&
        unchanged(before, after, [
          'hostId',
          'hostName',
          'isApproved',
          'approvedOnce',
          'createdAt',
          ...RATING_KEYS,
        ]) &&
        (before.isApproved === false || unchanged(before, after, PUBLIC_CONTENT)) &&
        (unchanged(before, after, ['revision']) || after.revision === null) &&
        // saving a refused listing drops its refusal (submitted anew), kept as the previous one;
        // only the admin refuses (firestore.rules errs on a missing refusal: denied)
        (unchanged(before, after, ['refusal', 'previousRefusal']) ||
          (after.refusal === null &&
            before.refusal !== undefined &&
            deepEqual(after.previousRefusal ?? null, before.refusal))) &&
        validListing(env, listingId, after)
      ) {
        return true;
      }
      // A change of an approved listing's public content, submitted now for the admin (alone).
      if (
        signedIn(env) &&
        before.hostId === env.auth.uid &&
        before.isApproved === true &&
        changedOnly(before, after, ['revision']) &&
        isRecord(after.revision) &&
        after.revision.submittedAt === requestTime(env) &&
        validRevision(env, listingId, after.revision)
      ) {
        return true;
      }
      // Approve a pending revision (its content replaces the public content) or refuse it.
      if (isAdmin(env) && revisionApplied(before.revision, before, after)) return true;
      if (isAdmin(env) && changedOnly(before, after, ['revision']) && after.revision === null) {
        return true;
      }
      // (reviews) The rating aggregate follows the review it names, in the same write.
      if (aggregateFollows(env, listingId, before, after)) return true;
      // Refuse a listing never approved, and not refused already, saying why.
      if (
        isAdmin(env) &&
        changedOnly(before, after, ['refusal']) &&
        before.isApproved === false &&
        approvedOnce(before) === false &&
        refusalOf(before) === null &&
        validRefusal(env, after.refusal)
      ) {
        return true;
      }
      // Approve or suspend; approvedOnce never goes back; approving drops a refusal.
      return (
        isAdmin(env) &&
        changedOnly(before, after, ['isApproved', 'approvedOnce', 'refusal']) &&
        typeof after.isApproved === 'boolean' &&
        approvedOnce(after) === (approvedOnce(before) === true || after.isApproved) &&
        (after.isApproved ? refusalOf(after) === null : unchanged(before, after, ['refusal']))
      );
    case 'delete':
      // The host deletes a listing of theirs that was never approved.
      return (
        signedIn(env) &&
        before !== null &&
        before.hostId === env.auth.uid &&
        before.isApproved === false &&
        approvedOnce(before) === false
      );
    default:
      return false;
  }
}
