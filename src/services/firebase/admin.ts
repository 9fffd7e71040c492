/**
 * The admin gate on Firebase: the password signs in the admin account in an isolated app
 * (the visitor's own session is untouched); its custom claim admin == true opens the session.
 */
import { deleteApp } from 'firebase/app';
import { ServiceError, type AdminService } from '../types';
import { mapErrors, type FirebaseContext } from './context';

export function createAdminService(ctx: FirebaseContext): AdminService {
  return {
    unlock: (password) =>
      mapErrors(async () => {
        // Auth's SDK, the isolated app and the session's code load with the gate
        // (docs/decisions.md "Auth after the first screen").
        const [
          { firebaseIsolatedApp, signInWithEmailAndPassword, signOut },
          { createAdminSession },
        ] = await Promise.all([import('@/lib/firebaseAuth'), import('./adminSession')]);
        const adminHandles = firebaseIsolatedApp('admin', ctx.env);
        try {
          const cred = await signInWithEmailAndPassword(
            adminHandles.auth,
            adminHandles.env.adminEmail,
            password,
          );
          const token = await cred.user.getIdTokenResult();
          if (token.claims.admin !== true) throw new ServiceError('admin/wrong-password');
        } catch (e) {
          await deleteApp(adminHandles.app).catch(() => undefined);
          const code = (e as { code?: string }).code ?? '';
          if (
            e instanceof ServiceError ||
            code.startsWith('auth/invalid') ||
            code === 'auth/wrong-password' ||
            code === 'auth/user-not-found'
          ) {
            throw new ServiceError('admin/wrong-password');
          }
          throw e;
        }
        return createAdminSession(adminHandles.db, ctx.now, async () => {
          await signOut(adminHandles.auth).catch(() => undefined);
          await deleteApp(adminHandles.app).catch(() => undefined);
        });
      }),
  };
}
