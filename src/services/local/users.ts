/** Profiles (private) and public profiles in the local store. */
import { parseProfile } from '../shared/converters';
import { planFavoriteAt, planProfileUpdate, publicProfilePath, userPath } from '../shared/plans';
import { ServiceError, type PublicProfile, type UsersService } from '../types';
import { applyPlan } from './applyPlan';
import type { LocalContext } from './context';
import { commitWrites, guardedGet } from './store';

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

    // Firebase uses arrayUnion / arrayRemove; here the same change as a read-modify-write. A
    // favourite put back at its place: the plan both backends apply.
    async setFavorite(uid, listingId, favorite, at) {
      await wait();
      const who = ctx.requireCaller();
      if (favorite && at !== undefined) {
        await applyPlan(ctx, who, now(), planFavoriteAt({ uid, listingId, at }));
        return;
      }
      await db.transact((s) => {
        const current = guardedGet(s, who, now(), userPath(uid));
        if (!current) throw new ServiceError('not-found');
        const favs = new Set(parseProfile(uid, current).favorites);
        if (favorite) favs.add(listingId);
        else favs.delete(listingId);
        commitWrites(s, who, now(), [
          { type: 'update', path: userPath(uid), data: { favorites: [...favs] } },
        ]);
      });
    },
  };
}
