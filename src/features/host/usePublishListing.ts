/**
 * Publishing a listing in three steps: createListing → uploadListingImages → updateListing
 * (photos stored in the order chosen). A failure says which step failed and keeps everything;
 * a retry never creates a second listing: the created id is remembered and only the missing
 * steps run again (the upload too is skipped when the same photos are already uploaded).
 */
import { useCallback, useRef, useState } from 'react';
import { useBackend } from '@/hooks/useBackend';
import type { ListingInput } from '@/domain/types';
import { isServiceError } from '@/services';
import type { SelectedPhoto } from './usePhotoSelection';

export type PublishStep = 'create' | 'upload' | 'save';

export type PublishState =
  | { status: 'idle' }
  | { status: 'running'; step: PublishStep; progress: number }
  | { status: 'failed'; step: PublishStep; permission: boolean }
  | { status: 'done'; listingId: string };

export function usePublishListing() {
  const backend = useBackend();
  const [state, setState] = useState<PublishState>({ status: 'idle' });
  const createdId = useRef<string | null>(null);
  const uploaded = useRef<{ key: string; urls: string[] } | null>(null);

  const publish = useCallback(
    async (
      input: ListingInput,
      hostId: string,
      photos: SelectedPhoto[],
    ): Promise<string | null> => {
      let step: PublishStep = 'create';
      try {
        const retrying = createdId.current !== null;
        let id = createdId.current;
        if (!id) {
          setState({ status: 'running', step, progress: 0 });
          id = await backend.listings.createListing(input, hostId);
          createdId.current = id;
        }
        const key = photos.map((p) => p.id).join('|');
        let urls: string[] = [];
        if (photos.length > 0) {
          if (uploaded.current?.key === key) {
            urls = uploaded.current.urls;
          } else {
            step = 'upload';
            setState({ status: 'running', step, progress: 0 });
            urls = await backend.storage.uploadListingImages(
              id,
              photos.map((p) => p.file),
              ({ fraction }) => setState({ status: 'running', step: 'upload', progress: fraction }),
            );
            uploaded.current = { key, urls };
          }
        }
        if (photos.length > 0 || retrying) {
          step = 'save';
          setState({ status: 'running', step, progress: 1 });
          // On a retry the host may have corrected the form meanwhile: save all of it.
          await backend.listings.updateListing(
            id,
            retrying ? { ...input, photos: urls } : { photos: urls },
          );
        }
        setState({ status: 'done', listingId: id });
        return id;
      } catch (e) {
        console.error(e);
        setState({ status: 'failed', step, permission: isServiceError(e, 'permission-denied') });
        return null;
      }
    },
    [backend],
  );

  return { state, publish, createdId: () => createdId.current };
}
