import { beforeEach, describe, expect, it, vi } from 'vitest';

const compress = vi.fn(async (file: File, _options: unknown) => file);
vi.mock('browser-image-compression', () => ({ default: compress }));

const { prepareImage, workerLibUrl } = await import('@/lib/images');

describe('prepareImage: no code from a third-party host', () => {
  beforeEach(() => compress.mockClear());

  it('gives the compression worker the library from the app’s own origin', async () => {
    vi.stubGlobal('Worker', class {});
    const file = new File([new Uint8Array([1, 2, 3])], 'bureau.jpg', { type: 'image/jpeg' });
    await prepareImage(file);
    expect(compress).toHaveBeenCalledTimes(1);
    const options = compress.mock.calls[0][1] as unknown as {
      useWebWorker: boolean;
      libURL: string;
    };
    expect(options.useWebWorker).toBe(true);
    const url = new URL(options.libURL);
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toMatch(/browser-image-compression.*\.js$/);
    vi.unstubAllGlobals();
  });

  it('resolves the library address to an absolute URL (the worker runs from a blob: URL)', () => {
    expect(workerLibUrl()).toMatch(/^https?:\/\//);
    expect(workerLibUrl()).not.toMatch(/jsdelivr|unpkg|cdn/i);
  });
});
