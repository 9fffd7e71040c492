/**
 * Resizes and compresses an image in the browser before upload (large phone photos are never
 * uploaded at full size). browser-image-compression does the canvas work in a web worker and
 * handles EXIF orientation; it is loaded only when a photo is actually prepared.
 *
 * The worker imports the library's own script with importScripts(libURL); by default that is a
 * jsDelivr CDN address, i.e. code from a third-party host at run time (and a failed request
 * offline or under the CSP). libURL points at the copy Vite emits into the app's assets.
 */
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { retryableImport } from './retryImport';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface PrepareOptions {
  /** Longest side in pixels. */
  maxDimension?: number;
  /** Target size in MB. */
  maxSizeMB?: number;
}

export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

/** The absolute address of the library's script in the app's own assets (same origin). */
export function workerLibUrl(): string {
  return new URL(compressionLibUrl, globalThis.location?.href ?? 'http://localhost/').href;
}

/** One stored width of a listing photo: the file and its real width in pixels. */
export interface PhotoWidthFile {
  width: number;
  file: File;
}

export interface PhotoOptions {
  /** The widths to make, narrowest first (src/domain/photos.ts: PHOTO_WIDTHS). */
  widths: readonly number[];
  /** Target size of the widest, in MB; narrower ones get a share by area (at least 30 kB). */
  maxSizeMB: number;
}

type ImageCompression = typeof import('browser-image-compression').default;
/**
 * The compression library, fetched on the first photo; asked for again after a failure, which
 * the browser would otherwise keep until a reload (QA: one photo added offline, and no photo
 * could be added once online again). src/lib/retryImport.ts.
 */
const loadCompression = retryableImport(() => import('browser-image-compression'));

/**
 * The file is not an image the browser can decode (damaged, or not what its type says): a
 * mistake of the user's that the screen explains, not a failure to log (src/lib/reportError).
 */
export class UnreadableImageError extends Error {
  constructor(readonly fileName: string) {
    super(`Image illisible : ${fileName}`);
    this.name = 'UnreadableImageError';
  }
}

/**
 * What browser-image-compression rejects with when it cannot decode the file: the image's
 * `error` Event (on the main thread), or a DOMException from createImageBitmap (in its worker).
 */
function isDecodeFailure(e: unknown): boolean {
  if (typeof Event !== 'undefined' && e instanceof Event) return true;
  return (
    typeof DOMException !== 'undefined' &&
    e instanceof DOMException &&
    (e.name === 'InvalidStateError' || e.name === 'EncodingError')
  );
}

/** Runs the library on `file`; a file it cannot decode rejects with UnreadableImageError. */
async function decoded<T>(file: File, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw isDecodeFailure(e) ? new UnreadableImageError(file.name) : e;
  }
}

async function compress(
  imageCompression: ImageCompression,
  file: File,
  maxDimension: number,
  maxSizeMB: number,
  fileType: string,
): Promise<Blob> {
  return decoded(file, () =>
    imageCompression(file, {
      maxWidthOrHeight: maxDimension,
      maxSizeMB,
      useWebWorker: typeof Worker !== 'undefined',
      // absolute: the worker runs from a blob: URL, against which a path does not resolve
      libURL: workerLibUrl(),
      fileType,
      initialQuality: 0.8,
    }),
  );
}

/** The pixel width of an image, or null where the browser cannot tell (no createImageBitmap). */
async function widthOf(blob: Blob): Promise<number | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(blob);
    const width = bitmap.width;
    bitmap.close();
    return width;
  } catch {
    return null;
  }
}

const baseName = (file: File) =>
  file.name.replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9._-]+/g, '-') || 'photo';

/**
 * A listing photo in each of `widths` (longest side at most that many pixels), WebP — or JPEG
 * where this browser's canvas cannot write WebP (it then returns PNG: Safari before 14) — so
 * that cards and galleries can offer srcset (docs/decisions.md, "Responsive photos"). A width
 * the original does not reach is not made (no upscaling: a 900 px photo gives 480 and 900).
 */
export async function preparePhoto(file: File, options: PhotoOptions): Promise<PhotoWidthFile[]> {
  if (!isAcceptedImage(file))
    throw new Error(`Type non pris en charge : ${file.type || file.name}`);
  const { default: imageCompression } = await loadCompression();
  const widest = Math.max(...options.widths);
  const out: PhotoWidthFile[] = [];
  let type = 'image/webp';
  for (const target of [...options.widths].sort((a, b) => a - b)) {
    const maxSizeMB = Math.max(0.03, options.maxSizeMB * (target / widest) ** 2);
    let blob = await compress(imageCompression, file, target, maxSizeMB, type);
    if (type === 'image/webp' && blob.type !== 'image/webp') {
      type = 'image/jpeg';
      blob = await compress(imageCompression, file, target, maxSizeMB, type);
    }
    const width = (await widthOf(blob)) ?? target;
    const previous = out[out.length - 1];
    // the original is narrower than this target: the same picture again, not a wider one
    if (previous && width < previous.width * 1.25) break;
    const ext = blob.type === 'image/webp' ? 'webp' : 'jpg';
    out.push({
      width,
      file: new File([blob], `${baseName(file)}.${ext}`, {
        type: blob.type,
        lastModified: Date.now(),
      }),
    });
  }
  return out;
}

/**
 * A profile photo is drawn 32 to 96 px wide (navigation, admin, profile form): 480 px and
 * ~80 kB cover a 3× screen, where ~1600 px and ~400 kB (prepareImage's defaults) were a desktop
 * photo for a thumbnail.
 */
export const PROFILE_PHOTO_OPTIONS: PrepareOptions = { maxDimension: 480, maxSizeMB: 0.08 };

/** One resized, compressed file (by default ~1600 px, ~400 kB). */
export async function prepareImage(file: File, options: PrepareOptions = {}): Promise<File> {
  if (!isAcceptedImage(file))
    throw new Error(`Type non pris en charge : ${file.type || file.name}`);
  const { default: imageCompression } = await loadCompression();
  const maxDimension = options.maxDimension ?? 1600;
  const maxSizeMB = options.maxSizeMB ?? 0.4;
  const fileType =
    file.type === 'image/png'
      ? 'image/webp'
      : file.type === 'image/webp'
        ? 'image/webp'
        : 'image/jpeg';
  const output = await compress(imageCompression, file, maxDimension, maxSizeMB, fileType);
  const ext = output.type === 'image/webp' ? 'webp' : 'jpg';
  const base = file.name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([output], `${base}.${ext}`, { type: output.type, lastModified: Date.now() });
}
