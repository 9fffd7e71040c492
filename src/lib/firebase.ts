/**
 * The single place where Firebase apps are initialised, with emulator wiring by env.
 * Firestore Lite everywhere: the product needs no real-time listeners (docs/decisions.md#firestore-lite).
 */
import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  readFirebaseEnv,
  storageEmulatorOff,
  type FirebaseEnv,
} from './env';

export { EMULATOR_HOST, EMULATOR_PORTS } from './env';

export interface FirebaseHandles {
  env: FirebaseEnv;
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

function options(env: FirebaseEnv): FirebaseOptions {
  return {
    apiKey: env.apiKey,
    authDomain: env.authDomain,
    projectId: env.projectId,
    storageBucket: env.storageBucket,
    appId: env.appId,
  };
}

let main: FirebaseHandles | null = null;

export function firebaseMain(): FirebaseHandles {
  if (main) return main;
  const env = readFirebaseEnv();
  const app = initializeApp(options(env));
  // No popupRedirectResolver here: given at start-up, Auth loads Google's api.js and its
  // iframe on every page (measured: a third-party request and a console error offline, issue
  // 17); the Google sign-in passes it to signInWithPopup when the button is pressed.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const db = getFirestore(app);
  if (env.useEmulators) {
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
    connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  main = { env, app, auth, db };
  return main;
}

let instanceCount = 0;

/**
 * A separate app instance with in-memory persistence. The admin gate uses one, so the admin
 * session never mixes with a signed-in tenant or host and ends on reload (docs/decisions.md#admin-gate);
 * the emulator contract tests use several, one per simulated user.
 */
export function firebaseIsolatedApp(
  prefix = 'admin',
  env: FirebaseEnv = readFirebaseEnv(),
): FirebaseHandles {
  instanceCount += 1;
  const app = initializeApp(options(env), `${prefix}-${instanceCount}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  const db = getFirestore(app);
  if (env.useEmulators) {
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
    connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return { env, app, auth, db };
}

/** The error of every upload when the emulators run without Storage (mapped to upload/failed). */
export class StorageEmulatorOffError extends Error {
  readonly code = 'storage/emulator-off';
  constructor() {
    super('Storage emulator not started (VITE_STORAGE_EMULATOR=off)');
    this.name = 'StorageEmulatorOffError';
  }
}

/**
 * How long Storage keeps retrying an upload (or a download URL) that cannot reach the server
 * before it gives up with storage/retry-limit-exceeded (upload/failed: the publish form's French
 * message and retry). The SDK's defaults are 10 and 2 minutes: far too long to wait on
 * « Publication en cours… ».
 */
export const STORAGE_RETRY_MS = 30_000;

/** Storage is loaded only where files are uploaded (code-split). */
export async function firebaseStorage(app: FirebaseApp, useEmulators: boolean) {
  if (useEmulators && storageEmulatorOff()) throw new StorageEmulatorOffError();
  const storage = await import('firebase/storage');
  const instance = storage.getStorage(app);
  instance.maxUploadRetryTime = STORAGE_RETRY_MS;
  instance.maxOperationRetryTime = STORAGE_RETRY_MS;
  if (useEmulators) storage.connectStorageEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.storage);
  return { storage, instance };
}
