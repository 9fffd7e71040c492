/**
 * The local backend: the whole product in the browser, persisted to localStorage and seeded
 * with the shared demo data. Every read and write goes through ./store.ts, which applies the
 * local copy of firestore.rules and storage.rules (./rules) with Firestore's semantics, and
 * raises the same ServiceError codes as the firebase backend. One module per service, as in
 * ../firebase; the multi-document writes are the shared plans of ../shared/plans, run by
 * ./applyPlan.ts.
 */
import type { Backend } from '../types';
import { createAdminService } from './admin';
import { createAuthService } from './auth';
import { createBookingsService } from './bookings';
import { createLocalContext, type LocalBackendOptions } from './context';
import { createListingsService } from './listings';
import { createNotificationsService } from './notifications';
import { createReviewsService } from './reviews';
import { createMessagesService } from './messages';
import { createStorageService } from './storage';
import { createRawAccess, type LocalRawAccess } from './testAccess';
import { createUsersService } from './users';

export { MAX_UPLOAD_BYTES } from './rules';
export type { Caller, FileMeta } from './rules';
export type { Where, Write } from './store';
export type { LocalBackendOptions } from './context';
export type { LocalRawAccess } from './testAccess';

export type LocalBackend = Backend & {
  resetDemoData(): Promise<void>;
  /** Test builds only (see LocalRawAccess). */
  __raw?: LocalRawAccess;
};

export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const ctx = await createLocalContext(options);
  const backend: LocalBackend = {
    kind: 'local',
    async resetDemoData() {
      await ctx.db.reset();
      ctx.setSession(null);
    },
    auth: createAuthService(ctx),
    users: createUsersService(ctx),
    listings: createListingsService(ctx),
    bookings: createBookingsService(ctx),
    reviews: createReviewsService(ctx),
    storage: createStorageService(ctx),
    admin: createAdminService(ctx),
    notifications: createNotificationsService(ctx),
    messages: createMessagesService(ctx),
  };
  // Test builds only: dead code (and its module tree-shaken) in the demo and production bundles.
  if (import.meta.env.MODE === 'test') {
    backend.__raw = createRawAccess(ctx);
  }
  return backend;
}
