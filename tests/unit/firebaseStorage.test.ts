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

describe("the context's storage()", () => {
  it('loads Storage once for every upload, and again after a failed load', async () => {
    const { createFirebaseContext } = await import('@/services/firebase/context');
    const ctx = createFirebaseContext({
      app: {},
      env: { useEmulators: false },
    } as unknown as Parameters<typeof createFirebaseContext>[0]);
    sdk.getStorage.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    await expect(ctx.storage()).rejects.toThrow('offline');
    const [a, b] = await Promise.all([ctx.storage(), ctx.storage()]);
    expect(a.instance).toBe(sdk.instance);
    expect(b).toBe(a);
    expect(await ctx.storage()).toBe(a);
    expect(sdk.getStorage).toHaveBeenCalledTimes(2);
  });
});

describe('uploadListingImages on Firebase Storage', () => {
  it('uploads every width under {index}_{name}-{width}w and returns one entry per photo', async () => {
    const { createStorageService } = await import('@/services/firebase/storage');
    const { photoCandidates } = await import('@/domain/photos');
    const uploaded: { path: string; type: string }[] = [];
    const fakeStorage = {
      ref: (_instance: unknown, path: string) => ({ path }),
      uploadBytesResumable: (ref: { path: string }, file: File, meta: { contentType: string }) => {
        uploaded.push({ path: ref.path, type: meta.contentType });
        return {
          on: (
            _event: string,
            next: (s: { bytesTransferred: number }) => void,
            _error: unknown,
            done: () => void,
          ) => {
            next({ bytesTransferred: file.size });
            done();
          },
        };
      },
      getDownloadURL: async (ref: { path: string }) =>
        `https://firebasestorage.googleapis.com/v0/b/b.appspot.com/o/${encodeURIComponent(ref.path)}?alt=media&token=t-${uploaded.length}`,
    };
    const ctx = { storage: async () => ({ storage: fakeStorage, instance: {} }) };
    const service = createStorageService(
      ctx as unknown as Parameters<typeof createStorageService>[0],
    );
    const webp = (name: string, size: number) =>
      new File([new Uint8Array(size)], name, { type: 'image/webp' });
    const progress: number[] = [];
    const entries = await service.uploadListingImages(
      'lst-1',
      [
        [
          { width: 480, file: webp('façade.webp', 10) },
          { width: 960, file: webp('façade.webp', 30) },
        ],
        [{ width: 480, file: webp('salle.webp', 10) }],
      ],
      (p) => progress.push(p.fraction),
      4,
    );
    expect(uploaded).toEqual([
      { path: 'listings/lst-1/4_fa_ade-480w.webp', type: 'image/webp' },
      { path: 'listings/lst-1/4_fa_ade-960w.webp', type: 'image/webp' },
      { path: 'listings/lst-1/5_salle-480w.webp', type: 'image/webp' },
    ]);
    expect(entries).toHaveLength(2);
    expect(photoCandidates(entries[0])).toEqual([
      {
        url: 'https://firebasestorage.googleapis.com/v0/b/b.appspot.com/o/listings%2Flst-1%2F4_fa_ade-480w.webp?alt=media&token=t-1',
        width: 480,
      },
      {
        url: 'https://firebasestorage.googleapis.com/v0/b/b.appspot.com/o/listings%2Flst-1%2F4_fa_ade-960w.webp?alt=media&token=t-2',
        width: 960,
      },
    ]);
    // the entries pass the rules' photo pattern for this listing
    const { photoPattern } = await import('@/services/local/rules/listings');
    const re = new RegExp(`^(${photoPattern('lst-1')})$`);
    expect(entries.every((e) => re.test(e))).toBe(true);
    expect(progress).toEqual([10 / 50, 40 / 50, 1]);
  });
});
