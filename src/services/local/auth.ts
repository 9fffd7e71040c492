/**
 * Accounts of the local backend (e-mail + password hash in the store, the session in
 * sessionStorage-like storage); the profile writes are the shared plans, as on Firebase.
 */
import { MIN_PASSWORD_LENGTH } from '@/domain/limits';
import { planGoogleProfile, planSearchKeys, planSignUpProfile } from '../shared/plans';
import { ServiceError, type AuthService } from '../types';
import { applyPlan, applyPlanIn } from './applyPlan';
import type { LocalContext } from './context';
import { hashPassword } from './db';

const GOOGLE_DEMO_ACCOUNT = { email: 'google.demo@gmail.com', displayName: 'Compte Google Démo' };

export function createAuthService(ctx: LocalContext): AuthService {
  const { db, now, wait } = ctx;
  /** After a sign-in: a profile without search keys gets them; never a reason to refuse it. */
  const healSearchKeys = (uid: string) =>
    applyPlan(ctx, ctx.caller(), now(), planSearchKeys({ uid })).catch(() => undefined);
  return {
    onAuthChange(callback) {
      ctx.authListeners.add(callback);
      const initial = ctx.authUser(ctx.sessionUid());
      const timer = setTimeout(() => callback(initial), 0);
      return () => {
        clearTimeout(timer);
        ctx.authListeners.delete(callback);
      };
    },

    async signIn(email, password) {
      await wait();
      const hash = await hashPassword(password);
      const address = email.trim().toLowerCase();
      // The administrator's account opens only the /admin gate, never a session here.
      if (ctx.adminEmail && address === ctx.adminEmail && password === ctx.adminPassword) {
        throw new ServiceError('auth/admin-account');
      }
      const account = db.read().accounts[address];
      if (!account || account.passwordHash !== hash) {
        throw new ServiceError('auth/invalid-credentials');
      }
      ctx.setSession(account.uid);
      await healSearchKeys(account.uid);
      return ctx.authUser(account.uid)!;
    },

    async signInWithGoogle() {
      await wait();
      const { email, displayName } = GOOGLE_DEMO_ACCOUNT;
      // One transaction: two tabs signing in with Google at once make one account.
      const uid = await db.transact((s) => {
        const account =
          s.accounts[email] ??
          (s.accounts[email] = { uid: db.newId('google'), passwordHash: '', displayName });
        const who = { uid: account.uid, email, admin: false };
        applyPlanIn(s, who, now(), planGoogleProfile({ uid: who.uid, email, displayName }));
        return account.uid;
      });
      ctx.setSession(uid);
      await healSearchKeys(uid);
      return ctx.authUser(uid)!;
    },

    async signUp(input) {
      await wait();
      if (input.password.length < MIN_PASSWORD_LENGTH) throw new ServiceError('auth/weak-password');
      const hash = await hashPassword(input.password);
      const email = input.email.trim().toLowerCase();
      const uid = db.newId('user');
      const at = now();
      const profile = await db.transact((s) => {
        if (s.accounts[email] || (ctx.adminEmail && email === ctx.adminEmail)) {
          throw new ServiceError('auth/email-already-in-use');
        }
        const created = applyPlanIn(
          s,
          { uid, email, admin: false },
          at,
          planSignUpProfile({ uid, email, input, now: at }),
        );
        s.accounts[email] = { uid, passwordHash: hash, displayName: created.fullName };
        return created;
      });
      ctx.setSession(uid);
      return profile;
    },

    async signOut() {
      await wait();
      ctx.setSession(null);
    },

    async sendPasswordReset(email) {
      await wait();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
        throw new ServiceError('invalid-argument');
      }
      // The demo sends no e-mail; like Firebase, it does not reveal whether the account exists.
    },

    async changePassword(current, next) {
      await wait();
      const uid = ctx.sessionUid();
      const user = ctx.authUser(uid);
      if (!uid || !user?.email || !user.password) {
        throw new ServiceError('permission-denied', 'Aucun mot de passe à changer');
      }
      const [currentHash, nextHash] = await Promise.all([
        hashPassword(current),
        hashPassword(next),
      ]);
      // As on Firebase: the current password first, then the new one's strength.
      await db.transact((s) => {
        const account = s.accounts[user.email!];
        if (account?.uid !== uid || account.passwordHash !== currentHash) {
          throw new ServiceError('auth/invalid-credentials');
        }
        if (next.length < MIN_PASSWORD_LENGTH) throw new ServiceError('auth/weak-password');
        account.passwordHash = nextHash;
      });
    },

    // The demo's accounts are in the bundle already: nothing to load.
    prepare() {},
  };
}
