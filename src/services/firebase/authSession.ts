/**
 * Firebase Auth once its SDK is loaded (./auth.ts loads it); the profile writes of sign-up and
 * Google sign-in are shared plans.
 */
import {
  createUserWithEmailAndPassword,
  deleteUser,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  reauthenticateWithCredential,
  updatePassword,
  EmailAuthProvider,
  signInWithEmailAndPassword,
  signInWithPopup,
  browserPopupRedirectResolver,
  signOut,
  updateProfile as updateAuthProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { planGoogleProfile, planSearchKeys, planSignUpProfile } from '../shared/plans';
import { ServiceError, type AuthService, type AuthUser } from '../types';
import { applyPlan } from './applyPlan';
import { mapErrors, toServiceError, type FirebaseContext } from './context';

const hasPassword = (u: User) => u.providerData.some((p) => p.providerId === 'password');

export const toAuthUser = (u: User): AuthUser => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
  password: hasPassword(u),
});

/**
 * The administrator's account (custom claim admin == true) belongs to the /admin gate, whose
 * session lives in memory and ends on reload; on the main app its persisted session would keep
 * admin powers across reloads. Read from the ID token; when the token cannot be read (offline),
 * the session is not taken for the admin's (the rules still decide every read and write).
 */
async function isAdminAccount(user: User): Promise<boolean> {
  try {
    return (await user.getIdTokenResult()).claims.admin === true;
  } catch {
    return false;
  }
}

export function createAuthSession(ctx: FirebaseContext, auth: Auth): AuthService {
  const { db } = ctx;

  /**
   * Ends a session that must not go on: deletes the account when it was just created (so its
   * e-mail is free again), otherwise — or when the deletion fails — signs it out.
   */
  async function discard(user: User, created: boolean) {
    try {
      if (created) {
        await deleteUser(user);
        return;
      }
    } catch {
      // offline or refused: at least no session is left behind
    }
    await signOut(auth).catch(() => undefined);
  }

  /** Signs the administrator's account out of the main app; ServiceError('auth/admin-account'). */
  async function refuseAdmin(user: User) {
    if (!(await isAdminAccount(user))) return;
    await signOut(auth).catch(() => undefined);
    throw new ServiceError('auth/admin-account');
  }

  return {
    onAuthChange(callback) {
      // One change at a time, in order: a change waits for the admin check of the one before.
      let queue = Promise.resolve();
      let active = true;
      const unsubscribe = onAuthStateChanged(auth, (u) => {
        queue = queue.then(async () => {
          if (u && (await isAdminAccount(u))) {
            // A persisted admin session (signed in here before this check existed, or in
            // another tab): sign it out; listeners hear the sign-out, never the admin.
            await signOut(auth).catch(() => undefined);
            return;
          }
          if (active) callback(u ? toAuthUser(u) : null);
        });
      });
      return () => {
        active = false;
        unsubscribe();
      };
    },
    signIn: (email, password) =>
      mapErrors(async () => {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        await refuseAdmin(user);
        // a profile without search keys gets them; never a reason to refuse the sign-in
        await applyPlan(db, planSearchKeys({ uid: user.uid })).catch(() => undefined);
        return toAuthUser(user);
      }),
    signInWithGoogle: () =>
      mapErrors(async () => {
        const cred = await signInWithPopup(
          auth,
          new GoogleAuthProvider(),
          browserPopupRedirectResolver,
        );
        const { user } = cred;
        await refuseAdmin(user);
        try {
          await applyPlan(
            db,
            planGoogleProfile({ uid: user.uid, email: user.email, displayName: user.displayName }),
          );
        } catch (e) {
          // Never leave a session without its profile: a new account goes, an old one signs out.
          await discard(user, getAdditionalUserInfo(cred)?.isNewUser === true);
          throw toServiceError(e, 'auth/popup-failed');
        }
        // a profile without search keys gets them; never a reason to refuse the sign-in
        await applyPlan(db, planSearchKeys({ uid: user.uid })).catch(() => undefined);
        return toAuthUser(user);
      }, 'auth/popup-failed'),
    signUp: (input) =>
      mapErrors(async () => {
        const { user } = await createUserWithEmailAndPassword(
          auth,
          input.email.trim(),
          input.password,
        );
        let profile;
        try {
          profile = await applyPlan(
            db,
            planSignUpProfile({
              uid: user.uid,
              email: user.email ?? input.email.trim(),
              input,
              now: ctx.now(),
            }),
          );
        } catch (e) {
          // An account without its profile is unusable and holds the e-mail: remove the
          // account just created (as the local backend's single transaction never creates
          // it), so that the person corrects the form and signs up again with the same address.
          await discard(user, true);
          throw toServiceError(e);
        }
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
    changePassword: (current, next) =>
      mapErrors(async () => {
        const user = auth.currentUser;
        if (!user?.email || !hasPassword(user)) {
          throw new ServiceError('permission-denied', 'Aucun mot de passe à changer');
        }
        // Firebase asks for a recent sign-in before a password changes: the current password.
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
        await updatePassword(user, next);
      }),
    // Here, Auth is loaded already.
    prepare: () => undefined,
  };
}
