/**
 * Publishing a listing in three steps: createListing → uploadListingImages → updateListing
 * (photos stored in the order chosen). The listing's id is chosen first and kept, with what was
 * typed, in a publish draft (./publishDraft.ts) until the end, so no path makes a second
 * listing:
 * - a failure says which step failed and keeps everything; a retry runs only the missing steps
 *   (the upload too is skipped when the same photos are already uploaded);
 * - after a reload mid-publish, the page restores the typed values (`restored`) and the next
 *   publish resumes the same listing (createListing with the kept id overwrites it).
 * The draft is cleared once the listing is complete.
 */
import { useCallback, useRef, useState } from 'react';
import { useBackend } from '@/hooks/useBackend';
import type { ListingInput } from '@/domain/types';
import { isServiceError } from '@/services';
import type { ListingFormValues } from './listingSchema';
import {
  clearPublishDraft,
  readPublishDraft,
  savePublishDraft,
  type PublishDraft,
} from './publishDraft';
import type { SelectedPhoto } from './usePhotoSelection';
import { reportError } from '@/lib/reportError';

export type PublishStep = 'create' | 'upload' | 'save';

export type PublishState =
  | { status: 'idle' }
  | { status: 'running'; step: PublishStep; progress: number }
  | { status: 'failed'; step: PublishStep; permission: boolean; error: unknown }
  | { status: 'done'; listingId: string };

export function usePublishListing(hostId: string) {
  const backend = useBackend();
  const [state, setState] = useState<PublishState>({ status: 'idle' });
  /** The publish interrupted before this page was loaded, if any. */
  const [restored] = useState<PublishDraft | null>(() => readPublishDraft(hostId));
  /** The listing's id, chosen once (or taken from the interrupted publish). */
  const listingId = useRef<string | null>(restored?.listingId ?? null);
  /** Set once createListing succeeded in this page. */
  const createdId = useRef<string | null>(null);
  const uploaded = useRef<{ key: string; urls: string[] } | null>(null);

  const publish = useCallback(
    async (
      input: ListingInput,
      photos: SelectedPhoto[],
      values: Partial<ListingFormValues> = {},
    ): Promise<string | null> => {
      let step: PublishStep = 'create';
      try {
        listingId.current ??= backend.listings.newListingId();
        savePublishDraft(hostId, { listingId: listingId.current, values });
        const retrying = createdId.current !== null;
        let id = createdId.current;
        if (!id) {
          setState({ status: 'running', step, progress: 0 });
          id = await backend.listings.createListing(input, hostId, listingId.current);
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
              photos.map((p) => p.files),
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
        clearPublishDraft(hostId);
        setState({ status: 'done', listingId: id });
        return id;
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
    [backend, hostId],
  );

  return { state, publish, restored, createdId: () => createdId.current };
}
