/**
 * Creating a listing under an id chosen in advance (ListingsService.newListingId), so that a
 * publish interrupted by a reload resumes instead of starting a second listing. Shared by both
 * backends; each passes its own reads and plan runs.
 */
import type { Listing, ListingInput } from '@/domain/types';
import { ServiceError } from '../types';

export interface ResumeListingSteps {
  /** The listing as the caller may read it (null: missing, or not theirs and unapproved). */
  get(id: string): Promise<Listing | null>;
  /** Runs planCreateListing with this id. */
  create(id: string): Promise<string>;
  /** Runs planUpdateListing with the whole input. */
  update(id: string, input: ListingInput): Promise<void>;
}

/**
 * Creates listing `id`; when it already exists as this host's listing still waiting for
 * approval (the same publish, started before a reload), writes `input` over it instead.
 * Anyone else's listing, or one already approved: permission-denied.
 */
export async function createOrResumeListing(
  id: string,
  input: ListingInput,
  hostId: string,
  steps: ResumeListingSteps,
): Promise<string> {
  const existing = await steps.get(id);
  if (!existing) return steps.create(id);
  if (existing.hostId !== hostId || existing.isApproved) {
    throw new ServiceError('permission-denied', 'listing id already used');
  }
  await steps.update(id, input);
  return id;
}
