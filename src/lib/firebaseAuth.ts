/**
 * Firebase Auth: a chunk of its own, loaded through FirebaseHandles.loadAuth (./firebase.ts;
 * docs/decisions.md "Auth after the first screen"), by the admin gate and by the emulator tests.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import type { FirebaseApp } from 'firebase/app';
import { EMULATOR_HOST, EMULATOR_PORTS, readFirebaseEnv, type FirebaseEnv } from './env';
import { createApp, type FirebaseHandles } from './firebase';

/** What the admin gate (src/services/firebase/admin.ts) needs, loaded with it. */
export { signInWithEmailAndPassword, signOut } from 'firebase/auth';

/**
 * Initialises Auth on `app`. 'persisted': the session survives reloads, kept where
 * ./persistedSession.ts looks for it; 'memory': it ends with the page.
 */
export function startAuth(app: FirebaseApp, env: FirebaseEnv, keep: 'persisted' | 'memory'): Auth {
  // No popupRedirectResolver here: given at start-up, Auth loads Google's api.js and its
  // iframe on every page (measured: a third-party request and a console error offline, issue
  // 17); the Google sign-in passes it to signInWithPopup when the button is pressed.
  const auth = initializeAuth(app, {
    persistence:
      keep === 'persisted'
        ? [indexedDBLocalPersistence, browserLocalPersistence]
        : inMemoryPersistence,
  });
  if (env.useEmulators) {
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return auth;
}

let instanceCount = 0;

/**
 * A separate app instance with in-memory persistence and Auth at once. The admin gate uses one,
 * so the admin session never mixes with a signed-in tenant or host and ends on reload
 * (docs/decisions.md#admin-gate); the emulator contract tests use several, one per simulated user.
 */
export function firebaseIsolatedApp(
  prefix = 'admin',
  env: FirebaseEnv = readFirebaseEnv(),
): FirebaseHandles & { auth: Auth } {
  instanceCount += 1;
  const { app, db } = createApp(env, `${prefix}-${instanceCount}`);
  const auth = startAuth(app, env, 'memory');
  return {
    env,
    app,
    db,
    auth,
    loadAuth: () => Promise.resolve(auth),
    authNow: () => auth,
    visitor: Promise.resolve(false),
  };
}
