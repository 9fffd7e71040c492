import type { Listing } from './types';

/**
 * Whether its host may delete a listing: never approved, hence never public and without any
 * booking (firestore.rules: listings delete).
 */
export function canHostDelete(listing: Pick<Listing, 'isApproved' | 'approvedOnce'>): boolean {
  return !listing.isApproved && !listing.approvedOnce;
}
