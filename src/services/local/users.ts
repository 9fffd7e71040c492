/** Profiles (private) and public profiles in the local store. */
import { parseProfile } from '../shared/converters';
import { planProfileUpdate, planSetFavorite, publicProfilePath, userPath } from '../shared/plans';
import { type PublicProfile, type UsersService } from '../types';
import { applyPlan } from './applyPlan';
import type { LocalContext } from './context';
import { guardedGet } from './store';

export function createUsersService(ctx: LocalContext): UsersService {
  const { db, now, wait } = ctx;
  return {
    async getProfile(uid) {
      await wait();
      const raw = guardedGet(db.read(), ctx.caller(), now(), userPath(uid));
      return raw ? parseProfile(uid, raw) : null;
    },

    async updateProfile(uid, patch) {
      await wait();
      const who = ctx.requireCaller();
      await applyPlan(ctx, who, now(), planProfileUpdate({ uid, patch }));
    },

    async getPublicProfile(uid): Promise<PublicProfile | null> {
      await wait();
      const raw = guardedGet(db.read(), ctx.caller(), now(), publicProfilePath(uid));
      if (!raw) return null;
      const p = parseProfile(uid, raw);
      return { uid, fullName: p.fullName, role: p.role, profilePhoto: p.profilePhoto };
    },

    // One plan for every press (shared/plans/users.ts planSetFavorite); Firebase applies it
    // for `at` only and uses arrayUnion / arrayRemove otherwise.
    async setFavorite(uid, listingId, favorite, at) {
      await wait();
      const who = ctx.requireCaller();
      await applyPlan(ctx, who, now(), planSetFavorite({ uid, listingId, favorite, at }));
    },
  };
}
