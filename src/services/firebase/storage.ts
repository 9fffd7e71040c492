/** Photos on Firebase Storage (its SDK loads on the first upload). */
import { safeName } from '../shared/documents';
import type { StorageService } from '../types';
import { mapErrors, type FirebaseContext } from './context';

export function createStorageService(ctx: FirebaseContext): StorageService {
  return {
    uploadListingImages: (listingId, files, onProgress, firstIndex = 0) =>
      mapErrors(async () => {
        const { storage, instance } = await ctx.storage();
        const urls: string[] = [];
        const total = files.reduce((n, f) => n + f.size, 0) || 1;
        let done = 0;
        for (let i = 0; i < files.length; i += 1) {
          const file = files[i];
          const ref = storage.ref(
            instance,
            `listings/${listingId}/${firstIndex + i}_${safeName(file.name)}`,
          );
          const task = storage.uploadBytesResumable(ref, file, { contentType: file.type });
          await new Promise<void>((resolve, reject) => {
            task.on(
              'state_changed',
              (s) => onProgress?.({ fileIndex: i, fraction: (done + s.bytesTransferred) / total }),
              reject,
              () => resolve(),
            );
          });
          done += file.size;
          urls.push(await storage.getDownloadURL(ref));
        }
        return urls;
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
