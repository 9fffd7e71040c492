/**
 * The single place where the Firebase app is initialised, with emulator wiring by env.
 * Firestore Lite everywhere: the product needs no real-time listeners (docs/decisions.md#firestore-lite).
 * Auth is a chunk of its own (./firebaseAuth.ts), loaded by loadAuth(): before anything is read
 * when a session may be persisted in this browser, after the first screen for a visitor
 * (docs/decisions.md "Auth after the first screen").
 */
import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import {
  EMULATOR_HOST,
  EMULATOR_PORTS,
  readFirebaseEnv,
  storageEmulatorOff,
  type FirebaseEnv,
} from './env';
import { sessionMayBePersisted } from './persistedSession';
import { shareUntilRejected } from './shareUntilRejected';

export interface FirebaseHandles {
  env: FirebaseEnv;
  app: FirebaseApp;
  db: Firestore;
  /** Auth, loaded and initialised on the first call. */
  loadAuth(): Promise<Auth>;
  /** Auth once it is loaded; null before. */
  authNow(): Auth | null;
  /**
   * True when no session is persisted in this browser (./persistedSession.ts): reads need not
   * wait for Auth, and the visitor is known to be signed out before it loads.
   */
  visitor: Promise<boolean>;
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

/** An app and its Firestore, connected to the emulators when the build says so. */
export function createApp(env: FirebaseEnv, name?: string): { app: FirebaseApp; db: Firestore } {
  const app = initializeApp(options(env), name);
  const db = getFirestore(app);
  if (env.useEmulators) connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  return { app, db };
}

let main: FirebaseHandles | null = null;

export function firebaseMain(): FirebaseHandles {
  if (main) return main;
  const env = readFirebaseEnv();
  const { app, db } = createApp(env);
  let auth: Auth | null = null;
  // Offline, the chunk fails to load: the next call tries again.
  const loadAuth = shareUntilRejected(() =>
    import('./firebaseAuth').then((m) => (auth = m.startAuth(app, env, 'persisted'))),
  );
  main = {
    env,
    app,
    db,
    loadAuth,
    authNow: () => auth,
    visitor: sessionMayBePersisted(env.apiKey).then((maybe) => !maybe),
  };
  return main;
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
