import { createLocalBackend } from '@/services/local';
import { memoryStore, type KeyValueStore } from '@/services/local/db';
import { describeBackendContract, expectServiceError, type ContractEnv } from './backendContract';
import { describeReviewsContract } from './reviewsContract';
import { describeDocumentsContract } from './documentsContract';
import { describeMessagesContract } from './messagesContract';

let shared: KeyValueStore = memoryStore();

const localEnv: ContractEnv = {
  adminPassword: 'admin1234',
  async reset() {
    shared = memoryStore();
  },
  async client(as) {
    const backend = await createLocalBackend({
      storage: shared,
      sessionStorage: memoryStore(),
      adminPassword: 'admin1234',
    });
    if (as) await backend.auth.signIn(as.email, as.password);
    return backend;
  },
};

describeBackendContract('local', localEnv);
describeDocumentsContract('local', localEnv);
describeReviewsContract('local', localEnv);

describeMessagesContract('local', {
  ...localEnv,
  async peek(path) {
    const backend = await createLocalBackend({ storage: shared, sessionStorage: memoryStore() });
    return backend.__raw!.peek(path);
  },
});

describe('the administrator e-mail on the local backend (as on Firebase)', () => {
  const ADMIN = { email: 'admin@maktabi.ma', password: 'admin1234' };
  const client = () =>
    createLocalBackend({
      storage: memoryStore(),
      sessionStorage: memoryStore(),
      adminPassword: ADMIN.password,
      adminEmail: ADMIN.email,
    });

  it('refuses the admin account on the main app with auth/admin-account, signing nobody in', async () => {
    const c = await client();
    const heard: unknown[] = [];
    c.auth.onAuthChange((u) => heard.push(u));
    await expectServiceError(c.auth.signIn(ADMIN.email, ADMIN.password), 'auth/admin-account');
    await new Promise((r) => setTimeout(r, 10));
    expect(heard.every((u) => u === null)).toBe(true);
    // A wrong password is a wrong password, as for anyone.
    await expectServiceError(c.auth.signIn(ADMIN.email, 'nope12'), 'auth/invalid-credentials');
  });

  it('a Google account of the demo has no password to change', async () => {
    const c = await client();
    const user = await c.auth.signInWithGoogle();
    expect(user.password).toBe(false);
    await expectServiceError(c.auth.changePassword('', 'nouveau1'), 'permission-denied');
  });

  it('keeps the admin e-mail taken for sign-up', async () => {
    const c = await client();
    await expectServiceError(
      c.auth.signUp({
        firstName: 'A',
        lastName: 'B',
        email: 'Admin@Maktabi.ma',
        phoneNumber: '+212600000000',
        password: 'secret1',
        role: 'tenant',
      }),
      'auth/email-already-in-use',
    );
  });
});
