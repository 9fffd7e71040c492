/**
 * Editing a listing (issue 13), pure: where new photos go, and what the admin compares when a
 * revision waits. What the form starts from and whether it changed since: ./editedListing.ts.
 */
import { photoCandidates } from './photos';
import type { Listing, ListingLocation } from './types';

export { editableListing, editedContent, editedFields, editedSince } from './editedListing';

/**
 * The first free photo index of a listing's Storage folder (files are named {index}_{name}),
 * after every photo it uses (its own and its revision's): new photos of an edit never overwrite
 * one still shown. An address without an index (a demo illustration, a data: URL) counts as one.
 */
export function nextPhotoIndex(entries: readonly string[]): number {
  let next = 0;
  let unindexed = 0;
  for (const entry of entries) {
    // every width of a photo shares its index (src/domain/photos.ts): the first one says it
    const first = photoCandidates(entry)[0];
    const m = first ? /listings%2F[A-Za-z0-9_-]+%2F([0-9]{1,3})_/.exec(first.url) : null;
    if (m) next = Math.max(next, Number(m[1]) + 1);
    else unindexed += 1;
  }
  return Math.min(999, Math.max(next, unindexed));
}

/**
 * A short name for a stored photo (its file name, without the width suffix its widths carry:
 * "facade.webp"), or `fallback` when it has none.
 */
export function photoFileName(entry: string, fallback: string): string {
  const first = photoCandidates(entry)[0];
  if (!first) return fallback;
  const url = first.url;
  // a width's file is named after the picture plus "-{width}w" (photoFileNameFor, the seed's)
  const picture = (file: string) =>
    first.width === null ? file : file.replace(/-[1-9][0-9]{0,3}w(\.[A-Za-z0-9]+)$/, '$1');
  const storage = /%2F[0-9]{1,3}_([A-Za-z0-9._-]{1,80})\?/.exec(url);
  if (storage) return picture(storage[1]);
  const plain = /^\/[^?#]*\/([^/?#]+)$/.exec(url);
  return plain ? picture(plain[1]) : fallback;
}

export interface RevisionChange {
  field: 'title' | 'description' | 'address' | 'photos';
  before: string | string[];
  after: string | string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const sameAddress = (a: ListingLocation, b: ListingLocation) =>
  a.address === b.address && a.city === b.city;

/** What a pending revision changes, field by field (nothing when there is none). */
export function revisionChanges(listing: Listing): RevisionChange[] {
  const r = listing.revision;
  if (!r) return [];
  const out: RevisionChange[] = [];
  if (r.title !== listing.title)
    out.push({ field: 'title', before: listing.title, after: r.title });
  if (r.description !== listing.description) {
    out.push({ field: 'description', before: listing.description, after: r.description });
  }
  if (!sameAddress(r.location, listing.location)) {
    out.push({ field: 'address', before: listing.location.address, after: r.location.address });
  }
  if (!sameList(r.photos, listing.photos)) {
    out.push({ field: 'photos', before: listing.photos, after: r.photos });
  }
  return out;
}
