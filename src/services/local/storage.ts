/**
 * Photos of the local backend: kept in the store as data: URLs, through the local copy of
 * storage.rules (checked before the file is even read, as Storage refuses before storing).
 */
import { photoEntry, type PhotoCandidate } from '@/domain/photos';
import { listingPhotoPath, safeName } from '../shared/documents';
import { ServiceError, isServiceError, type StorageService } from '../types';
import type { LocalContext } from './context';
import type { Caller, FileMeta } from './rules';
import { assertUploadAllowed, filePathsUnder, guardedUpload } from './store';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ServiceError('upload/failed'));
    reader.readAsDataURL(file);
  });
}

export function createStorageService(ctx: LocalContext): StorageService {
  const { db, now, wait, maxUpload } = ctx;

  /** Stores one file as the caller; any failure but a refusal is an upload failure. */
  async function upload(who: Caller, path: string, file: File): Promise<string> {
    const meta: FileMeta = { contentType: file.type, size: file.size };
    // Refused before the file is even read, as Storage refuses before storing it.
    assertUploadAllowed(db.read(), who, now(), path, meta, maxUpload);
    const dataUrl = await readAsDataUrl(file);
    await wait();
    try {
      await db.transact((s) => guardedUpload(s, who, now(), path, meta, dataUrl, maxUpload));
    } catch (e) {
      // A refusal, or a full browser storage (nothing was saved: LocalDb.transact), says so.
      if (isServiceError(e, 'permission-denied') || isServiceError(e, 'storage/full')) throw e;
      throw new ServiceError('upload/failed', file.name, { cause: e });
    }
    return dataUrl;
  }

  return {
    async uploadListingImages(listingId, photos, onProgress, firstIndex = 0) {
      const who = ctx.requireCaller();
      const entries: string[] = [];
      const folder = `listings/${listingId}/`;
      // A photo here is its files' content (data: URLs): never overwrite a file of the listing
      // (an edit adds photos while the approved ones stay public), take the next free index.
      const taken = new Set(
        filePathsUnder(db.read(), folder).map((path) => path.slice(folder.length).split('_')[0]),
      );
      const total = photos.reduce((n, widths) => n + widths.length, 0) || 1;
      let uploaded = 0;
      let index = firstIndex;
      for (let i = 0; i < photos.length; i += 1) {
        while (taken.has(String(index)) && index < 999) index += 1;
        taken.add(String(index));
        const candidates: PhotoCandidate[] = [];
        for (const { width, file } of photos[i]) {
          const path = listingPhotoPath(listingId, index, width, file);
          candidates.push({ url: await upload(who, path, file), width });
          uploaded += 1;
          onProgress?.({ fileIndex: i, fraction: uploaded / total });
        }
        index += 1;
        entries.push(photoEntry(candidates));
      }
      return entries;
    },

    async uploadProfilePhoto(uid, file) {
      const who = ctx.requireCaller();
      return upload(who, `users/${uid}/profile_${safeName(file.name)}`, file);
    },
  };
}
