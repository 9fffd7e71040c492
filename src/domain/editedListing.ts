/**
 * What a listing's edit form shows (issue 13), and whether the stored listing changed since the
 * form was filled: pure, and apart from ./listingEdit.ts (photos, revision diffs, the host's
 * pages) because the backend's plans need it (planEditListing), in the start-up's domain chunk.
 */
import { sameData } from './sameData';
import type { Listing, ListingEdit } from './types';

/**
 * The listing as its host edits it: the pending revision's public content (title, description,
 * photos, address) when there is one — the host sees what they proposed — over the rest.
 */
export function editableListing(listing: Listing): Listing {
  const r = listing.revision;
  if (!r) return listing;
  return {
    ...listing,
    title: r.title,
    description: r.description,
    photos: [...r.photos],
    location: { ...r.location },
  };
}

/**
 * What the edit form shows of a listing, field by field: its editable listing without what the
 * backend keeps (ids, approval, pause, dates, ratings). A field added to Listing is compared
 * until it is named here.
 */
export function editedContent(listing: Listing): ListingEdit {
  const {
    id: _id,
    hostId: _host,
    hostName: _hostName,
    isApproved: _approved,
    approvedOnce: _approvedOnce,
    isPaused: _paused,
    revision: _revision,
    refusal: _refusal,
    previousRefusal: _previousRefusal,
    createdAt: _created,
    availableDates: _dates,
    ratingSum: _ratingSum,
    ratingCount: _ratingCount,
    ...content
  } = editableListing(listing);
  return content;
}

/**
 * The fields whose value an edit form opened on `base` shows differently from `current`, the
 * listing as stored now: another tab saved, the admin refused the pending revision. Its pause,
 * approval or ratings moving do not count; the admin approving the revision does not either
 * (the form already showed its content). The admin's refusal of the listing does, though the
 * form does not edit it: the save drops it (planEditListing), and the host must have read it
 * first (docs/decisions.md "Refusing a new listing").
 */
export function editedFields(base: Listing, current: Listing): (keyof ListingEdit | 'refusal')[] {
  const before = editedContent(base);
  const after = editedContent(current);
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof ListingEdit>;
  const fields: (keyof ListingEdit | 'refusal')[] = [...keys].filter(
    (k) => !sameData(before[k], after[k]),
  );
  return sameData(base.refusal, current.refusal) ? fields : [...fields, 'refusal'];
}

/** Whether saving a form opened on `base` would undo a change of `current` (editedFields). */
export function editedSince(base: Listing, current: Listing): boolean {
  return editedFields(base, current).length > 0;
}
