/**
 * Saving the edit of a listing in two steps: upload the new photos (under listings/{id}/, after
 * the indexes its photos already use), then editListing with every photo in the chosen order.
 * A failure says which step failed and keeps the form; a retry uploads only the photos not yet
 * uploaded (each new photo's address is remembered), so nothing is uploaded twice.
 *
 * The save carries the listing the form was filled from: when it was saved elsewhere since
 * (another tab, a refused revision), the backend refuses with listing/changed and the hook
 * reads the listing as it is now, for the page to say what changed and let its host keep their
 * version (keepMine: the next save is based on it) or load the new one.
 */
import { useCallback, useRef, useState } from 'react';
import { editedFields, nextPhotoIndex } from '@/domain/listingEdit';
import type { Listing, ListingInput } from '@/domain/types';
import { useBackend } from '@/hooks/useBackend';
import { isServiceError, type ListingEditResult } from '@/services';
import type { PublishState, PublishStep } from './usePublishListing';
import type { EditPhoto } from './useEditPhotos';
import { reportError } from '@/lib/reportError';

/** The listing as stored now, after a save was refused for it, and what the form would undo. */
export interface EditConflict {
  latest: Listing;
  fields: ReturnType<typeof editedFields>;
}

export function useSaveListingEdit(listing: Listing) {
  const backend = useBackend();
  const [state, setState] = useState<PublishState>({ status: 'idle' });
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  /** What the next save says the form was filled from. */
  const base = useRef(listing);
  /** New photo id → its uploaded address. */
  const uploaded = useRef(new Map<string, string>());

  const save = useCallback(
    async (input: ListingInput, photos: EditPhoto[]): Promise<ListingEditResult | null> => {
      let step: PublishStep = 'upload';
      setConflict(null);
      try {
        const missing = photos.filter(
          (p): p is Extract<EditPhoto, { kind: 'new' }> =>
            p.kind === 'new' && !uploaded.current.has(p.id),
        );
        if (missing.length > 0) {
          setState({ status: 'running', step, progress: 0 });
          // Numbered after every photo the listing uses now, not only when the form was filled:
          // another tab may have uploaded under the next indexes since, and Storage overwrites a
          // path (the local backend skips taken ones itself). See docs/decisions.md "Editing a
          // listing".
          const latest = await backend.listings.getListing(listing.id);
          const firstIndex = nextPhotoIndex([
            ...[listing, base.current, latest].flatMap((l) => [
              ...(l?.photos ?? []),
              ...(l?.revision?.photos ?? []),
            ]),
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
        const result = await backend.listings.editListing(
          listing.id,
          {
            ...input,
            photos: photos.map((p) => (p.kind === 'stored' ? p.url : uploaded.current.get(p.id)!)),
          },
          base.current,
        );
        setState({ status: 'done', listingId: listing.id });
        return result;
      } catch (e) {
        reportError(e);
        if (isServiceError(e, 'listing/changed')) {
          // what changed, read now (a failed read leaves the plain failure and its retry)
          try {
            const latest = await backend.listings.getListing(listing.id);
            if (latest) setConflict({ latest, fields: editedFields(base.current, latest) });
          } catch (readError) {
            reportError(readError);
          }
        }
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

  /** The host keeps their version over the one saved elsewhere: the next save replaces it. */
  const keepMine = useCallback(() => {
    if (conflict) base.current = conflict.latest;
  }, [conflict]);

  return { state, save, conflict, keepMine };
}
