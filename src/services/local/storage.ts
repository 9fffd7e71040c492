/**
 * Photos of the local backend: kept in the store as data: URLs, through the local copy of
 * storage.rules (checked before the file is even read, as Storage refuses before storing).
 */
import { safeName } from '../shared/documents';
import { ServiceError, isServiceError, type StorageService } from '../types';
import type { LocalContext } from './context';
import { DB_KEY, type KeyValueStore } from './db';
import type { Caller, FileMeta } from './rules';
import { assertUploadAllowed, guardedUpload } from './store';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ServiceError('upload/failed'));
    reader.readAsDataURL(file);
  });
}

/** A quota error is swallowed by LocalDb.persist; an upload must not pretend it was saved. */
function assertPersisted(kv: KeyValueStore, path: string) {
  const raw = kv.getItem(DB_KEY);
  if (!raw || !raw.includes(JSON.stringify(path))) throw new ServiceError('upload/failed');
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
      db.transact((s) => guardedUpload(s, who, now(), path, meta, dataUrl, maxUpload));
      assertPersisted(ctx.kv, path);
    } catch (e) {
      if (isServiceError(e, 'permission-denied')) throw e;
      throw new ServiceError('upload/failed', file.name, { cause: e });
    }
    return dataUrl;
  }

  return {
    async uploadListingImages(listingId, files, onProgress) {
      const who = ctx.requireCaller();
      const urls: string[] = [];
      for (let i = 0; i < files.length; i += 1) {
        const file = files[i];
        urls.push(await upload(who, `listings/${listingId}/${i}_${safeName(file.name)}`, file));
        onProgress?.({ fileIndex: i, fraction: (i + 1) / files.length });
      }
      return urls;
    },

    async uploadProfilePhoto(uid, file) {
      const who = ctx.requireCaller();
      return upload(who, `users/${uid}/profile_${safeName(file.name)}`, file);
    },
  };
}
