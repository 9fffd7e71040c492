/**
 * F1B item D: an upload that cannot reach Storage must not keep the form on « Publication en
 * cours… » for the SDK's default ten minutes of retries. The Storage instance is created with
 * bounded retry times, and a failed upload comes back as upload/failed (the French message and
 * the retry of the publish form).
 */
import type { FirebaseApp } from 'firebase/app';
import { firebaseStorage, STORAGE_RETRY_MS } from '@/lib/firebase';
import { toServiceError } from '@/services/firebase/errors';

const sdk = vi.hoisted(() => ({
  instance: {} as { maxUploadRetryTime?: number; maxOperationRetryTime?: number },
  getStorage: vi.fn(),
  connectStorageEmulator: vi.fn(),
}));
vi.mock('firebase/storage', () => ({
  getStorage: sdk.getStorage,
  connectStorageEmulator: sdk.connectStorageEmulator,
}));

beforeEach(() => {
  vi.clearAllMocks();
  sdk.instance = {};
  sdk.getStorage.mockReturnValue(sdk.instance);
});

describe('firebaseStorage', () => {
  it('bounds the upload and operation retries to well under a minute', async () => {
    const { instance } = await firebaseStorage({} as FirebaseApp, false);
    expect(instance).toBe(sdk.instance);
    expect(STORAGE_RETRY_MS).toBeLessThanOrEqual(60_000);
    expect(STORAGE_RETRY_MS).toBeGreaterThanOrEqual(10_000);
    expect(sdk.instance.maxUploadRetryTime).toBe(STORAGE_RETRY_MS);
    expect(sdk.instance.maxOperationRetryTime).toBe(STORAGE_RETRY_MS);
  });

  it('turns the SDK giving up into upload/failed', () => {
    for (const code of ['storage/retry-limit-exceeded', 'storage/unknown', 'storage/canceled']) {
      expect(toServiceError({ code }, 'upload/failed').code).toBe('upload/failed');
    }
  });
});
