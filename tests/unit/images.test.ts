import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const compress = vi.fn(async (file: File, _options: unknown) => file);
vi.mock('browser-image-compression', () => ({ default: compress }));

const { prepareImage, preparePhoto, workerLibUrl, UnreadableImageError } =
  await import('@/lib/images');

describe('prepareImage: no code from a third-party host', () => {
  beforeEach(() => {
    compress.mockClear();
  });

  it("gives the compression worker the library from the app's own origin", async () => {
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

describe('preparePhoto: the widths cards and galleries choose from', () => {
  /** A stand-in canvas: a blob of the asked type, whose width is the asked size capped at `natural`. */
  function fakeCompression(natural: number, canWriteWebp = true) {
    const sizes = new Map<Blob, number>();
    compress.mockImplementation(async (_file: File, options: unknown) => {
      const o = options as { maxWidthOrHeight: number; fileType: string };
      const type = o.fileType === 'image/webp' && !canWriteWebp ? 'image/png' : o.fileType;
      const blob = new File([new Uint8Array(8)], 'out', { type });
      sizes.set(blob, Math.min(natural, o.maxWidthOrHeight));
      return blob;
    });
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => ({
      width: sizes.get(blob) ?? 0,
      close() {},
    }));
  }
  const photo = new File([new Uint8Array([1])], 'Façade été.jpg', { type: 'image/jpeg' });
  const options = { widths: [1600, 480, 960], maxSizeMB: 0.4 };

  beforeEach(() => {
    compress.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes each width, narrowest first, in WebP, the narrow ones lighter', async () => {
    fakeCompression(4000);
    const out = await preparePhoto(photo, options);
    expect(out.map((p) => p.width)).toEqual([480, 960, 1600]);
    expect(out.map((p) => p.file.type)).toEqual(['image/webp', 'image/webp', 'image/webp']);
    expect(out[0].file.name).toBe('Fa-ade-t-.webp');
    const asked = compress.mock.calls.map(
      (c) => c[1] as unknown as { maxWidthOrHeight: number; maxSizeMB: number },
    );
    expect(asked.map((o) => o.maxWidthOrHeight)).toEqual([480, 960, 1600]);
    expect(asked[2].maxSizeMB).toBe(0.4);
    expect(asked[0].maxSizeMB).toBeLessThan(asked[1].maxSizeMB);
    expect(asked[1].maxSizeMB).toBeLessThan(asked[2].maxSizeMB);
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    fakeCompression(4000, false);
    const out = await preparePhoto(photo, options);
    expect(out.map((p) => p.file.type)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    expect(out[0].file.name).toMatch(/\.jpg$/);
  });

  it('does not enlarge a small photo: its real width, once', async () => {
    fakeCompression(700);
    const out = await preparePhoto(photo, options);
    expect(out.map((p) => p.width)).toEqual([480, 700]);
  });

  it('gives the real width of a portrait photo (its longest side is its height)', async () => {
    compress.mockImplementation(
      async () => new File([new Uint8Array(8)], 'o', { type: 'image/webp' }),
    );
    let call = 0;
    vi.stubGlobal('createImageBitmap', async () => ({
      width: [360, 720, 1200][call++],
      close() {},
    }));
    const out = await preparePhoto(photo, options);
    expect(out.map((p) => p.width)).toEqual([360, 720, 1200]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP image', async () => {
    await expect(
      preparePhoto(new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }), options),
    ).rejects.toThrow();
    expect(compress).not.toHaveBeenCalled();
  });
});

describe('a file the browser cannot decode', () => {
  const broken = new File([new Uint8Array([0, 1, 2])], 'cassée.png', { type: 'image/png' });
  const options = { widths: [480, 960], maxSizeMB: 0.4 };
  beforeEach(() => compress.mockReset());

  it("is an UnreadableImageError, whether the library gives the image's error Event or a DOMException", async () => {
    compress.mockRejectedValueOnce(new Event('error'));
    const fromEvent = await preparePhoto(broken, options).catch((e: unknown) => e);
    expect(fromEvent).toBeInstanceOf(UnreadableImageError);
    expect((fromEvent as InstanceType<typeof UnreadableImageError>).fileName).toBe('cassée.png');
    compress.mockRejectedValueOnce(
      new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    );
    await expect(prepareImage(broken)).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('leaves any other failure as it was (a bug or the worker: logged by the caller)', async () => {
    const failure = new Error('worker crashed');
    compress.mockRejectedValueOnce(failure);
    await expect(preparePhoto(broken, options)).rejects.toBe(failure);
    compress.mockRejectedValueOnce(new DOMException('quota', 'QuotaExceededError'));
    await expect(prepareImage(broken)).rejects.not.toBeInstanceOf(UnreadableImageError);
  });
});
