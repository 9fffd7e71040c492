/**
 * Document helpers shared by both backends: one copy each, so a field is written the same way
 * on Firebase and in the demo.
 */
import { photoFileNameFor } from '@/domain/photos';
import { placeKeysOf } from '@/domain/placeKeys';
import { cityKey } from '@/domain/text';
import type { ListingInput, ListingLocation, Review } from '@/domain/types';
import { parseProfile } from './converters';
import { SERVER_TIMESTAMP, type DocData } from './plans/plan';

/** Drops the top-level undefined fields (a partial update). */
export function stripUndefined<T extends object>(o: T): DocData {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/**
 * Firestore refuses undefined values at any depth (e.g. parking.type when there is no
 * parking): drops them from plain objects and arrays, leaving any other value as it is.
 */
export function stripUndefinedDeep<T extends object>(o: T): DocData {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, clean(x)]),
      );
    }
    return v;
  };
  return clean(o) as DocData;
}

/** A file name as storage.rules accept it in a path ([A-Za-z0-9._-], at most 80 characters). */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'image';
}

/** A file name's safe base and its extension ("façade.webp" → "fa_ade", "webp"). */
function splitName(name: string): { base: string; ext: string } {
  const m = /^(.*)\.([A-Za-z0-9]{1,5})$/.exec(name);
  const ext = m ? m[2].toLowerCase() : 'img';
  return { base: safeName(m ? m[1] : name).replace(/^[.]+/, '') || 'image', ext };
}

/**
 * Where one width of a listing photo is stored, on both backends:
 * listings/{listingId}/{index}_{base}-{width}w.{ext} (src/domain/photos.ts: photoFileNameFor).
 */
export function listingPhotoPath(listingId: string, index: number, width: number, file: File) {
  const { base, ext } = splitName(file.name);
  return `listings/${listingId}/${photoFileNameFor(index, base, width, ext)}`;
}

/**
 * The Storage path (listings/{listingId}/{file}) a listing photo's download URL points at, or
 * null for any other address (a demo illustration, a data: URL, another listing's file).
 */
export function listingPhotoStoragePath(url: string, listingId: string): string | null {
  const m = /^https?:\/\/[^/]+\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(url);
  if (!m) return null;
  let path: string;
  try {
    path = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  const prefix = `listings/${listingId}/`;
  const file = path.slice(prefix.length);
  return path.startsWith(prefix) && file !== '' && !file.includes('/') ? path : null;
}

/**
 * publicProfiles/{uid}: all that others may see of a user, copied from the profile document
 * as it will be after the write (firestore.rules compare it with getAfter(users/{uid})).
 */
export function publicProfileDoc(uid: string, profile: DocData): DocData {
  const p = parseProfile(uid, profile);
  return {
    uid,
    fullName: typeof profile.fullName === 'string' ? profile.fullName : p.fullName,
    role: p.role,
    ...(p.profilePhoto ? { profilePhoto: p.profilePhoto } : {}),
  };
}

/**
 * The keys a listing is searched under, derived from its location: cityKey (equality, the
 * host's own lists) and placeKeys (the search: docs/decisions.md#search-by-place-placekeys).
 */
export function placeFields(location: Pick<ListingLocation, 'address' | 'city'>): {
  cityKey: string;
  placeKeys: string[];
} {
  return { cityKey: cityKey(location.city), placeKeys: placeKeysOf(location) };
}

/** A new listing: waiting for approval, named after its host's profile, created now. */
export function newListingDoc(input: ListingInput, hostId: string, hostName: string): DocData {
  return {
    ...stripUndefinedDeep(input),
    customSpaceType: input.spaceType === 'other' ? (input.customSpaceType ?? null) : null,
    additionalEquipment: input.additionalEquipment ?? [],
    photos: input.photos ?? [],
    availableDates: [],
    isApproved: false,
    approvedOnce: false,
    isPaused: false,
    hostId,
    hostName,
    ...placeFields(input.location),
    createdAt: SERVER_TIMESTAMP,
  };
}

/** The fields a host's edit changes (cityKey and placeKeys follow the location). */
export function listingPatchDoc(patch: Partial<ListingInput>): DocData {
  const data = stripUndefinedDeep(patch);
  // A whole Listing given as an edit: its rating aggregate is never the host's to write
  // (docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing).
  for (const k of ['ratingSum', 'ratingCount', 'lastReviewId']) delete data[k];
  // nor the admin's refusal: a save drops it (planEditListing), nothing else writes it
  delete data.refusal;
  delete data.previousRefusal;
  return patch.location ? { ...data, ...placeFields(patch.location) } : data;
}

/**
 * A stored review (issue 15) from a Review, its dates written by `date` (a Firestore Timestamp,
 * an ISO string): what the seed imports, shaped as the plans write it (hidden: false when not).
 */
export function reviewDoc(r: Review, date: (d: Date) => unknown): Record<string, unknown> {
  return {
    listingId: r.listingId,
    hostId: r.hostId,
    tenantId: r.tenantId,
    tenantName: r.tenantName,
    rating: r.rating,
    text: r.text,
    createdAt: date(r.createdAt),
    updatedAt: date(r.updatedAt),
    answer: r.answer
      ? {
          text: r.answer.text,
          createdAt: date(r.answer.createdAt),
          ...(r.answer.editedAt ? { editedAt: date(r.answer.editedAt) } : {}),
        }
      : null,
    hidden: r.hidden ? { reason: r.hidden.reason, at: date(r.hidden.at) } : false,
  };
}
