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

export async function prepareImage(file: File, options: PrepareOptions = {}): Promise<File> {
  if (!isAcceptedImage(file))
    throw new Error(`Type non pris en charge : ${file.type || file.name}`);
  const { default: imageCompression } = await import('browser-image-compression');
  const maxDimension = options.maxDimension ?? 1600;
  const maxSizeMB = options.maxSizeMB ?? 0.4;
  const output = await imageCompression(file, {
    maxWidthOrHeight: maxDimension,
    maxSizeMB,
    useWebWorker: typeof Worker !== 'undefined',
    // absolute: the worker runs from a blob: URL, against which a path does not resolve
    libURL: workerLibUrl(),
    fileType:
      file.type === 'image/png'
        ? 'image/webp'
        : file.type === 'image/webp'
          ? 'image/webp'
          : 'image/jpeg',
    initialQuality: 0.8,
  });
  const ext = output.type === 'image/webp' ? 'webp' : 'jpg';
  const base = file.name.replace(/\.[^.]+$/, '') || 'photo';
  return new File([output], `${base}.${ext}`, { type: output.type, lastModified: Date.now() });
}
