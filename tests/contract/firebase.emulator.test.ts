/**
 * The backend contract on the firebase implementation, against the Auth and Firestore
 * emulators (npm run test:emulators; needs Java 21 and a Firestore emulator).
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { firebaseIsolatedApp } from '@/lib/firebase';
import { createFirebaseBackend } from '@/services/firebase';
import { describeBackendContract } from './backendContract';
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

describeBackendContract('firebase (emulators)', {
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
});
