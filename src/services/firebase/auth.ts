/** Firebase Auth; the profile writes of sign-up and Google sign-in are shared plans. */
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile as updateAuthProfile,
  type User,
} from 'firebase/auth';
import { planGoogleProfile, planSignUpProfile } from '../shared/plans';
import type { AuthService, AuthUser } from '../types';
import { applyPlan } from './applyPlan';
import { mapErrors, type FirebaseContext } from './context';

export const toAuthUser = (u: User): AuthUser => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
});

export function createAuthService(ctx: FirebaseContext): AuthService {
  const { auth, db } = ctx;
  return {
    onAuthChange(callback) {
      return onAuthStateChanged(auth, (u) => callback(u ? toAuthUser(u) : null));
    },
    signIn: (email, password) =>
      mapErrors(async () =>
        toAuthUser((await signInWithEmailAndPassword(auth, email.trim(), password)).user),
      ),
    signInWithGoogle: () =>
      mapErrors(async () => {
        const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
        await applyPlan(
          db,
          planGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName }),
        );
        return toAuthUser(user);
      }, 'auth/popup-failed'),
    signUp: (input) =>
      mapErrors(async () => {
        const { user } = await createUserWithEmailAndPassword(
          auth,
          input.email.trim(),
          input.password,
        );
        const profile = await applyPlan(
          db,
          planSignUpProfile({
            uid: user.uid,
            email: user.email ?? input.email.trim(),
            input,
            now: ctx.now(),
          }),
        );
        await updateAuthProfile(user, { displayName: profile.fullName }).catch(() => undefined);
        return profile;
      }),
    signOut: () => mapErrors(() => signOut(auth)),
    sendPasswordReset: (email) =>
      mapErrors(async () => {
        try {
          await sendPasswordResetEmail(auth, email.trim());
        } catch (e) {
          // Do not reveal whether an account exists for this address.
          if ((e as { code?: string }).code === 'auth/user-not-found') return;
          throw e;
        }
      }),
  };
}
