/**
 * The photos chosen for a new listing: image files only (JPEG, PNG, WebP), at most
 * MAX_LISTING_PHOTOS, each resized and compressed in the browser as soon as it is added, in the
 * widths cards and galleries choose from (preparePhoto: 480, 960 and 1600 px, WebP; see
 * src/domain/photos.ts), with an object-URL preview revoked on removal and unmount.
 * Batches are processed one after the other, so the photos keep the order they were chosen in.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { moveBy } from '@/domain/listOrder';
import { MAX_LISTING_PHOTOS } from '@/domain/listingDraft';
import { t } from '@/i18n/t';
import { hostText as h } from '@/i18n/fr/host';
import { LOCAL_PHOTO_WIDTHS, PHOTO_WIDTHS } from '@/domain/photos';
import {
  isAcceptedImage,
  MAX_UPLOAD_BYTES,
  preparePhoto,
  UnreadableImageError,
  type PhotoOptions,
  type PhotoWidthFile,
} from '@/lib/images';
import { isChunkLoadError, ReloadNeededError } from '@/lib/chunkError';
import { reportError } from '@/lib/reportError';

export interface SelectedPhoto {
  id: string;
  /** The prepared (resized, compressed) files that will be uploaded, narrowest first. */
  files: PhotoWidthFile[];
  /** The name the host chose it under. */
  name: string;
  previewUrl: string;
}

function createPreview(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

function revokePreview(url: string) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/** Firebase Storage: 480, 960 and 1600 px, the widest ~400 kB. */
export const PHOTO_OPTIONS: PhotoOptions = { widths: PHOTO_WIDTHS, maxSizeMB: 0.4 };
/**
 * The demo (local) backend keeps photos in localStorage (about 5 MB in all): two smaller widths
 * there, so that a listing with several photos still fits.
 */
export const LOCAL_PHOTO_OPTIONS: PhotoOptions = { widths: LOCAL_PHOTO_WIDTHS, maxSizeMB: 0.15 };

let nextId = 0;

export function usePhotoSelection(
  max = MAX_LISTING_PHOTOS,
  prepareOptions: PhotoOptions = PHOTO_OPTIONS,
) {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(0);
  const photosRef = useRef<SelectedPhoto[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  const commit = useCallback((next: SelectedPhoto[]) => {
    photosRef.current = next;
    setPhotos(next);
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      photosRef.current.forEach((p) => revokePreview(p.previewUrl));
    };
  }, []);

  const processBatch = useCallback(
    async (files: File[]) => {
      const problems: string[] = [];
      const overflow: string[] = [];
      for (const file of files) {
        if (!isAcceptedImage(file)) {
          problems.push(t(h.photoNotImage, { name: file.name }));
          continue;
        }
        if (photosRef.current.length >= max) {
          overflow.push(t(h.photoName, { name: file.name }));
          continue;
        }
        let prepared: PhotoWidthFile[];
        try {
          prepared = await preparePhoto(file, prepareOptions);
        } catch (e) {
          // a damaged file is the user's to replace (the message says so), not a bug to log;
          // anything else is not the file's fault, and the message must not blame it
          if (!(e instanceof UnreadableImageError)) reportError(e);
          const message =
            e instanceof UnreadableImageError
              ? h.photoPrepareFailed
              : e instanceof ReloadNeededError
                ? h.photoPrepareReload
                : isChunkLoadError(e)
                  ? h.photoPrepareOffline
                  : h.photoPrepareError;
          problems.push(t(message, { name: file.name }));
          continue;
        }
        if (prepared.length === 0) {
          problems.push(t(h.photoPrepareFailed, { name: file.name }));
          continue;
        }
        if (prepared.some((p) => p.file.size >= MAX_UPLOAD_BYTES)) {
          problems.push(t(h.photoTooLarge, { name: file.name }));
          continue;
        }
        if (!mounted.current) return;
        nextId += 1;
        const photo: SelectedPhoto = {
          id: `photo-${nextId}`,
          files: prepared,
          name: file.name,
          // the narrowest width: the picker's thumbnails are small
          previewUrl: createPreview(prepared[0].file),
        };
        commit([...photosRef.current, photo]);
      }
      if (overflow.length > 0)
        problems.push(t(h.photoTooMany, { n: overflow.length, max, names: overflow.join(', ') }));
      if (mounted.current) setMessages(problems);
    },
    [commit, max, prepareOptions],
  );

  /** Adds the chosen files (a FileList from the input, or an array). */
  const add = useCallback(
    (list: FileList | File[] | null) => {
      const files = list ? Array.from(list) : [];
      if (files.length === 0) return;
      setMessages([]);
      setPreparing((n) => n + 1);
      const run = queue.current.then(() => processBatch(files));
      queue.current = run
        .catch((e: unknown) => reportError(e))
        .finally(() => {
          if (mounted.current) setPreparing((n) => n - 1);
        });
    },
    [processBatch],
  );

  const remove = useCallback(
    (id: string) => {
      const photo = photosRef.current.find((p) => p.id === id);
      if (!photo) return;
      revokePreview(photo.previewUrl);
      commit(photosRef.current.filter((p) => p.id !== id));
      setMessages([]);
    },
    [commit],
  );

  /** Moves a photo one place earlier (-1) or later (+1): the first is the listing's cover. */
  const move = useCallback(
    (id: string, delta: -1 | 1) => {
      const photos = photosRef.current;
      const next = moveBy(
        photos,
        photos.findIndex((p) => p.id === id),
        delta,
      );
      if (next) commit(next);
    },
    [commit],
  );

  /** Resolves once every chosen file has been prepared. */
  const settled = useCallback(() => queue.current, []);

  /** The photos as they are now (not as of the last render). */
  const current = useCallback(() => photosRef.current, []);

  return { photos, messages, preparing: preparing > 0, add, remove, move, settled, current, max };
}
