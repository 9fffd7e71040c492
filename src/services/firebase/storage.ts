/** Photos on Firebase Storage (its SDK loads on the first upload). */
import { photoEntry } from '@/domain/photos';
import { listingPhotoPath, safeName } from '../shared/documents';
import type { StorageService } from '../types';
import { mapErrors, type FirebaseContext } from './context';

export function createStorageService(ctx: FirebaseContext): StorageService {
  return {
    uploadListingImages: (listingId, photos, onProgress, firstIndex = 0) =>
      mapErrors(async () => {
        const { storage, instance } = await ctx.storage();
        const entries: string[] = [];
        const total = photos.flat().reduce((n, p) => n + p.file.size, 0) || 1;
        let done = 0;
        for (let i = 0; i < photos.length; i += 1) {
          const candidates = [];
          for (const { width, file } of photos[i]) {
            const ref = storage.ref(
              instance,
              listingPhotoPath(listingId, firstIndex + i, width, file),
            );
            const task = storage.uploadBytesResumable(ref, file, { contentType: file.type });
            await new Promise<void>((resolve, reject) => {
              task.on(
                'state_changed',
                (s) =>
                  onProgress?.({ fileIndex: i, fraction: (done + s.bytesTransferred) / total }),
                reject,
                () => resolve(),
              );
            });
            done += file.size;
            candidates.push({ url: await storage.getDownloadURL(ref), width });
          }
          entries.push(photoEntry(candidates));
        }
        return entries;
      }, 'upload/failed'),
    uploadProfilePhoto: (uid, file) =>
      mapErrors(async () => {
        const { storage, instance } = await ctx.storage();
        const ref = storage.ref(instance, `users/${uid}/profile_${safeName(file.name)}`);
        await storage.uploadBytes(ref, file, { contentType: file.type });
        return storage.getDownloadURL(ref);
      }, 'upload/failed'),
  };
}
