/**
 * Saving the edit of a listing in two steps: upload the new photos (under listings/{id}/, after
 * the indexes its photos already use), then editListing with every photo in the chosen order.
 * A failure says which step failed and keeps the form; a retry uploads only the photos not yet
 * uploaded (each new photo's address is remembered), so nothing is uploaded twice.
 */
import { useCallback, useRef, useState } from 'react';
import { nextPhotoIndex } from '@/domain/listingEdit';
import type { Listing, ListingInput } from '@/domain/types';
import { useBackend } from '@/hooks/useBackend';
import { isServiceError, type ListingEditResult } from '@/services';
import type { PublishState, PublishStep } from './usePublishListing';
import type { EditPhoto } from './useEditPhotos';
import { reportError } from '@/lib/reportError';

export function useSaveListingEdit(listing: Listing) {
  const backend = useBackend();
  const [state, setState] = useState<PublishState>({ status: 'idle' });
  /** New photo id → its uploaded address. */
  const uploaded = useRef(new Map<string, string>());

  const save = useCallback(
    async (input: ListingInput, photos: EditPhoto[]): Promise<ListingEditResult | null> => {
      let step: PublishStep = 'upload';
      try {
        const missing = photos.filter(
          (p): p is Extract<EditPhoto, { kind: 'new' }> =>
            p.kind === 'new' && !uploaded.current.has(p.id),
        );
        if (missing.length > 0) {
          setState({ status: 'running', step, progress: 0 });
          const firstIndex = nextPhotoIndex([
            ...listing.photos,
            ...(listing.revision?.photos ?? []),
            ...uploaded.current.values(),
          ]);
          const urls = await backend.storage.uploadListingImages(
            listing.id,
            missing.map((p) => p.photo.files),
            ({ fraction }) => setState({ status: 'running', step: 'upload', progress: fraction }),
            firstIndex,
          );
          missing.forEach((p, i) => uploaded.current.set(p.id, urls[i]));
        }
        step = 'save';
        setState({ status: 'running', step, progress: 1 });
        const result = await backend.listings.editListing(listing.id, {
          ...input,
          photos: photos.map((p) => (p.kind === 'stored' ? p.url : uploaded.current.get(p.id)!)),
        });
        setState({ status: 'done', listingId: listing.id });
        return result;
      } catch (e) {
        reportError(e);
        setState({
          status: 'failed',
          step,
          permission: isServiceError(e, 'permission-denied'),
          error: e,
        });
        return null;
      }
    },
    [backend, listing],
  );

  return { state, save };
}
