/**
 * The backend contract on the firebase implementation, against the Auth and Firestore
 * emulators (npm run test:emulators; needs Java 21 and a Firestore emulator).
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import type { AuthUser } from '@/services/types';
import { firebaseIsolatedApp } from '@/lib/firebaseAuth';
import { createFirebaseBackend } from '@/services/firebase';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describeBackendContract, expectServiceError, type ContractEnv } from './backendContract';
import { describeMessagesContract } from './messagesContract';
import { describeReviewsContract } from './reviewsContract';
import { describeDocumentsContract } from './documentsContract';
// @ts-expect-error plain ESM script without types
import { seedEmulators, EMULATOR_ADMIN } from '../../scripts/seed-emulators.mjs';

const PROJECT = 'demo-maktabi';
const env = {
  apiKey: 'demo-api-key-placeholder',
  authDomain: `${PROJECT}.firebaseapp.com`,
  projectId: PROJECT,
  storageBucket: `${PROJECT}.appspot.com`,
  appId: '1:000000000000:web:0000000000000000',
  adminEmail: EMULATOR_ADMIN.email as string,
  useEmulators: true,
};

async function clearEmulators() {
  await fetch(
    `http://127.0.0.1:8080/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await fetch(`http://127.0.0.1:9099/emulator/v1/projects/${PROJECT}/accounts`, {
    method: 'DELETE',
  });
}

const emulatorEnv: ContractEnv = {
  adminPassword: EMULATOR_ADMIN.password,
  async reset() {
    await clearEmulators();
    await seedEmulators({ projectId: PROJECT });
  },
  async client(as) {
    const handles = firebaseIsolatedApp('contract', env);
    const backend = createFirebaseBackend(handles);
    if (as) await signInWithEmailAndPassword(handles.auth, as.email, as.password);
    return backend;
  },
};

describeBackendContract('firebase (emulators)', emulatorEnv);
describeDocumentsContract('firebase (emulators)', emulatorEnv);
describeReviewsContract('firebase (emulators)', emulatorEnv);

// The admin SDK bypasses the rules: it reads what the Trigger Email extension would.
const adminDb = getFirestore(initializeApp({ projectId: PROJECT }, 'contract-peek'));

describeMessagesContract('firebase (emulators)', {
  ...emulatorEnv,
  async peek(path) {
    const snap = await adminDb.doc(path).get();
    return snap.exists ? (snap.data() ?? null) : null;
  },
});

describe('the administrator account on the main app (firebase, emulators)', () => {
  beforeAll(async () => {
    await clearEmulators();
    await seedEmulators({ projectId: PROJECT });
  });

  it('refuses to sign it in, with auth/admin-account, and leaves no session', async () => {
    const handles = firebaseIsolatedApp('contract', env);
    const backend = createFirebaseBackend(handles);
    const heard: (AuthUser | null)[] = [];
    const stop = backend.auth.onAuthChange((u) => heard.push(u));
    await expectServiceError(
      backend.auth.signIn(EMULATOR_ADMIN.email, EMULATOR_ADMIN.password),
      'auth/admin-account',
    );
    expect(handles.auth.currentUser).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    stop();
    expect(heard.every((u) => u === null)).toBe(true);
  });

  it('signs out an admin session found on restore, and never reports it', async () => {
    const handles = firebaseIsolatedApp('contract', env);
    // A session of the admin account already there (persisted from an earlier visit).
    await signInWithEmailAndPassword(handles.auth, EMULATOR_ADMIN.email, EMULATOR_ADMIN.password);
    const backend = createFirebaseBackend(handles);
    const heard: (AuthUser | null)[] = [];
    const stop = backend.auth.onAuthChange((u) => heard.push(u));
    await vi.waitFor(() => expect(handles.auth.currentUser).toBeNull(), { timeout: 5000 });
    await vi.waitFor(() => expect(heard).toContain(null));
    stop();
    expect(heard.some((u) => u !== null)).toBe(false);
  });

  it('still signs in a regular account', async () => {
    const backend = createFirebaseBackend(firebaseIsolatedApp('contract', env));
    const u = await backend.auth.signIn('locataire@demo.ma', 'demo1234');
    expect(u.email).toBe('locataire@demo.ma');
  });
});
