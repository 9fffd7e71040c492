/**
 * The auth service without the Auth SDK in the backend's chunk (docs/decisions.md "Auth after
 * the first screen"): ./authSession.ts, and the SDK with it, load on the first call. A visitor
 * (no session persisted in this browser, FirebaseHandles.visitor) hears that they are signed out
 * at once, and Auth loads after the first screen, to hear a sign-in made in another tab; anyone
 * else waits for Auth, as before.
 */
import { afterFirstScreen } from '@/lib/afterFirstScreen';
import { reportError } from '@/lib/reportError';
import { shareUntilRejected } from '@/lib/shareUntilRejected';
import { ServiceError, type AuthService, type AuthUser } from '../types';
import { mapErrors, type FirebaseContext } from './context';

export function createAuthService(ctx: FirebaseContext): AuthService {
  // Offline, a chunk fails to load: `unavailable`, and the next call tries again.
  const session = shareUntilRejected(() =>
    Promise.all([import('./authSession'), ctx.loadAuth()]).then(
      ([m, auth]) => m.createAuthSession(ctx, auth),
      (e: unknown) => {
        throw new ServiceError('unavailable', String(e), { cause: e });
      },
    ),
  );

  return {
    onAuthChange(callback) {
      let active = true;
      let stop: (() => void) | null = null;
      /** The last state told, so that Auth's first answer does not repeat the visitor's. */
      let told: AuthUser | null | undefined;
      const tell = (user: AuthUser | null) => {
        if (!active || (user === null && told === null)) return;
        told = user;
        callback(user);
      };
      void (async () => {
        if (await ctx.visitor) {
          tell(null);
          await afterFirstScreen();
        }
        if (!active) return;
        try {
          const s = await session();
          if (active) stop = s.onAuthChange(tell);
        } catch (e) {
          // Auth could not load (offline): signed out until a sign-in loads it again.
          reportError(e, 'Error loading Firebase Auth:');
          tell(null);
        }
      })();
      return () => {
        active = false;
        stop?.();
      };
    },
    signIn: (email, password) => mapErrors(() => session().then((s) => s.signIn(email, password))),
    signInWithGoogle: () =>
      mapErrors(() => session().then((s) => s.signInWithGoogle()), 'auth/popup-failed'),
    signUp: (input) => mapErrors(() => session().then((s) => s.signUp(input))),
    signOut: () => mapErrors(() => session().then((s) => s.signOut())),
    sendPasswordReset: (email) =>
      mapErrors(() => session().then((s) => s.sendPasswordReset(email))),
    changePassword: (current, next) =>
      mapErrors(() => session().then((s) => s.changePassword(current, next))),
    // A failed load is forgotten (shareUntilRejected): the sign-in loads it again.
    prepare: () => void session().catch(() => undefined),
  };
}
