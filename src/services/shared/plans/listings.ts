/** The listing writes (one document each; the create reads its host's name first). */
import type { ListingInput } from '@/domain/types';
import { parseListing } from '../converters';
import { listingPatchDoc, newListingDoc } from '../documents';
import type { ServiceErrorCode } from '../../types';
import { fail, listingPath, read, userPath, write, type DocData } from './plan';

export interface CreateListingInput {
  input: ListingInput;
  hostId: string;
  /** The new listing's id, chosen by the backend. */
  listingId: string;
}

/**
 * A new listing, waiting for approval. The rules require hostName == the host's own profile
 * fullName (no impersonation): it is read from the profile. Returns the listing's id.
 */
export function planCreateListing({ input, hostId, listingId }: CreateListingInput) {
  return read<string>([userPath(hostId)], ([host]) => {
    const hostName = typeof host?.fullName === 'string' ? host.fullName : '';
    return write(
      [{ op: 'set', path: listingPath(listingId), data: newListingDoc(input, hostId, hostName) }],
      listingId,
    );
  });
}

/** The host edits their listing (not-found when it does not exist). */
export function planUpdateListing({ id, patch }: { id: string; patch: Partial<ListingInput> }) {
  return write<void>(
    [{ op: 'update', path: listingPath(id), data: listingPatchDoc(patch) }],
    undefined,
  );
}

/**
 * The admin approves or suspends a listing (not-found when it does not exist). The first
 * approval also records approvedOnce, which never goes back (firestore.rules).
 */
export function planListingApproval({ id, approved }: { id: string; approved: boolean }) {
  return write<void>(
    [
      {
        op: 'update',
        path: listingPath(id),
        data: approved ? { isApproved: true, approvedOnce: true } : { isApproved: false },
      },
    ],
    undefined,
  );
}

/**
 * The host deletes their listing that was never approved (firestore.rules: nobody saw it, no
 * booking exists). The backend deletes its photos first, then applies this plan. Fails with
 * not-found, permission-denied (not theirs) or listing/approved-once.
 */
export function planDeleteListing({ id, uid }: { id: string; uid: string }) {
  return read<void>([listingPath(id)], ([raw]) => {
    const refused = listingDeletionRefusal(id, uid, raw);
    if (refused) return fail(refused);
    return write([{ op: 'delete', path: listingPath(id) }], undefined);
  });
}

/** Why `uid` may not delete the listing `raw` (null: they may), as planDeleteListing decides. */
export function listingDeletionRefusal(
  id: string,
  uid: string,
  raw: DocData | null,
): ServiceErrorCode | null {
  if (!raw) return 'not-found';
  const listing = parseListing(id, raw);
  if (listing.hostId !== uid) return 'permission-denied';
  if (listing.isApproved || listing.approvedOnce) return 'listing/approved-once';
  return null;
}
