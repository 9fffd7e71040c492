/** Profiles (private) and public profiles on Firestore. */
import { arrayRemove, arrayUnion, doc, getDoc, updateDoc } from 'firebase/firestore/lite';
import { parseProfile } from '../shared/converters';
import { publicProfilePath, userPath } from '../shared/plans/plan';
import type { PublicProfile, UsersService } from '../types';
import { applyPlan } from './applyPlan';
import { plans } from './plans';
import { mapErrors, type FirebaseContext } from './context';

export function createUsersService({ db }: FirebaseContext): UsersService {
  return {
    getProfile: (uid) =>
      mapErrors(async () => {
        const snap = await getDoc(doc(db, userPath(uid)));
        return snap.exists() ? parseProfile(uid, snap.data()) : null;
      }),
    updateProfile: (uid, patch) =>
      mapErrors(async () => {
        const { planProfileUpdate } = await plans();
        return applyPlan(db, planProfileUpdate({ uid, patch }));
      }),
    getPublicProfile: (uid) =>
      mapErrors(async (): Promise<PublicProfile | null> => {
        const snap = await getDoc(doc(db, publicProfilePath(uid)));
        if (!snap.exists()) return null;
        const p = parseProfile(uid, snap.data());
        return { uid, fullName: p.fullName, role: p.role, profilePhoto: p.profilePhoto };
      }),
    // One field of one document: Firestore's own array operations, no read needed; a favourite
    // put back at its place reads the list in a transaction.
    setFavorite: (uid, listingId, favorite, at) =>
      mapErrors(async () => {
        if (favorite && at !== undefined) {
          const { planSetFavorite } = await plans();
          return applyPlan(db, planSetFavorite({ uid, listingId, favorite, at }));
        }
        return updateDoc(doc(db, userPath(uid)), {
          favorites: favorite ? arrayUnion(listingId) : arrayRemove(listingId),
        });
      }),
  };
}
