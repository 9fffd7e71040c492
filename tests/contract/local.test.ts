import { createLocalBackend } from '@/services/local';
import { memoryStore, type KeyValueStore } from '@/services/local/db';
import { describeBackendContract } from './backendContract';

let shared: KeyValueStore = memoryStore();

describeBackendContract('local', {
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
});
