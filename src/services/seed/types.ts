import type { LegalIdentity, TenantBilling } from '@/domain/legalIdentity';
import type { Booking, Listing, Review, UserProfile } from '@/domain/types';

/**
 * A demo account: its profile plus the password it signs in with. The billing details (issue
 * 15) are stored only when filled in, as the profile form does.
 */
export interface SeedUser extends Omit<UserProfile, 'legalIdentity' | 'billing'> {
  password: string;
  legalIdentity?: LegalIdentity;
  billing?: TenantBilling;
}

/** One source of demo data for both backends (local store and emulator import). */
export interface SeedData {
  users: SeedUser[];
  listings: Listing[];
  bookings: Booking[];
  /**
   * Demo conversations (issue 14) as stored documents, dates as Date: conversations/{id} and
   * their messages, written as they are by both seeders.
   */
  conversations: SeedDoc[];
  /**
   * What the admin's decisions told hosts, as their bell holds it: the refused listing's
   * 'listing-refused' notification (users/{uid}/notifications/{id}), written as it is by both
   * seeders.
   */
  notices: SeedDoc[];
  /** Issue 15: reviews of finished confirmed bookings (their listings carry the aggregate). */
  reviews: Review[];
  /**
   * Issue 15: the documents of the confirmed bookings and their hosts' counters, as stored
   * (documents/{id}, documentCounters/{id}), written as they are by both seeders.
   */
  documents: SeedDoc[];
}

export interface SeedDoc {
  path: string;
  data: Record<string, unknown>;
}
