/** The listing writes (one document each; the create reads its host's name first). */
import type { ListingInput } from '@/domain/types';
import { listingPatchDoc, newListingDoc } from '../documents';
import { listingPath, read, userPath, write } from './plan';

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

/** The admin approves or suspends a listing (not-found when it does not exist). */
export function planListingApproval({ id, approved }: { id: string; approved: boolean }) {
  return write<void>(
    [{ op: 'update', path: listingPath(id), data: { isApproved: approved } }],
    undefined,
  );
}
