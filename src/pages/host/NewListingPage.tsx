/**
 * /host/listings/new (spec §2 and §5): the listing form (features/host/ListingForm) with its
 * photos, published in three steps by usePublishListing; back to the dashboard once published.
 * What is typed is kept in the tab as a draft (features/host/newListingDraft), found again with
 * a notice and « Effacer le brouillon ».
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { Button } from '@/components/forms';
import { useBackend } from '@/hooks/useBackend';
import { usePageMeta } from '@/hooks/usePageMeta';
import { buildListingInput, MAX_LISTING_PHOTOS, type ListingDraft } from '@/domain/listingDraft';
import { useAuth } from '@/hooks/useAuth';
import { ListingForm } from '@/features/host/ListingForm';
import type { ListingFormValues } from '@/features/host/listingSchema';
import { isBlankListingForm } from '@/features/host/listingFormValues';
import {
  forgetNewListingDraft,
  readNewListingDraft,
  saveNewListingDraft,
} from '@/features/host/newListingDraft';
import { PhotoPickerFor } from '@/features/host/PhotoPicker';
import { PublishStatus } from '@/features/host/PublishStatus';
import { LOCAL_PHOTO_OPTIONS, usePhotoSelection } from '@/features/host/usePhotoSelection';
import { usePublishListing } from '@/features/host/usePublishListing';
import { hostText as h } from '@/i18n/fr/host';
import { paths } from '@/config/paths';

export default function NewListingPage() {
  usePageMeta({ title: h.newListingTitle, description: h.newListingDescription });
  const { user } = useAuth();
  const navigate = useNavigate();
  const backend = useBackend();
  const photos = usePhotoSelection(
    MAX_LISTING_PHOTOS,
    backend.kind === 'local' ? LOCAL_PHOTO_OPTIONS : undefined,
  );
  const hostId = user?.uid ?? '';
  const { state: publishState, publish, restored } = usePublishListing(hostId);
  // What was typed last in this tab (newer than an interrupted publish's values, if both).
  const [typed] = useState(() => readNewListingDraft(hostId));
  const [cleared, setCleared] = useState(false);
  /** « Brouillon effacé… », until the host types again. */
  const [clearedSaid, setClearedSaid] = useState(false);
  const clearedNotice = useRef<HTMLParagraphElement>(null);
  /** The draft found again was emptied by hand: its notice goes with it (QA, 6 December 2026). */
  const [emptied, setEmptied] = useState(false);
  useLayoutEffect(() => {
    if (clearedSaid) clearedNotice.current?.focus();
  }, [clearedSaid]);
  const keepDraft = useCallback(
    (values: Partial<ListingFormValues>) => {
      saveNewListingDraft(hostId, values);
      setClearedSaid(false);
      if (isBlankListingForm(values)) setEmptied(true);
    },
    [hostId],
  );
  const clearDraft = () => {
    forgetNewListingDraft(hostId);
    setCleared(true);
    setClearedSaid(true);
  };

  const onSubmit = async (values: ListingFormValues) => {
    // Photos still being compressed are waited for, then taken as they are now.
    await photos.settled();
    const input = buildListingInput(values as ListingDraft);
    const id = await publish(input, photos.current(), values);
    if (id) {
      forgetNewListingDraft(hostId);
      toast.success(h.published);
      navigate(paths.hostDashboard());
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{h.newListingTitle}</h1>
      <p className="mt-2 text-slate-700">{h.newListingDescription}</p>
      <p className="mt-1 text-sm text-slate-600">{h.newListingIntro}</p>

      {restored && (
        <p
          role="status"
          className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {h.draftRestored}
        </p>
      )}
      {!restored && typed && !cleared && !emptied && (
        <div className="mt-6 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p role="status">{h.typedDraftRestored}</p>
          <Button type="button" variant="secondary" onClick={clearDraft} className="shrink-0">
            {h.clearDraft}
          </Button>
        </div>
      )}
      {clearedSaid && (
        <p
          ref={clearedNotice}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
        >
          {h.draftCleared}
        </p>
      )}

      <ListingForm
        // « Effacer le brouillon » starts a form afresh
        key={cleared ? 'afresh' : 'draft'}
        defaultValues={cleared ? undefined : (typed ?? restored?.values)}
        // what was found again is unsaved work: leaving asks, as for what is typed
        startsChanged={!cleared && Boolean(typed ?? restored)}
        blankIsUnchanged
        onValuesChange={keepDraft}
        onLeave={() => forgetNewListingDraft(hostId)}
        onSubmit={onSubmit}
        submitLabel={h.submit}
        submittingLabel={h.submitting}
        cancelTo={paths.hostDashboard()}
        busy={publishState.status === 'running'}
        extraChanges={photos.photos.length > 0}
        renderPhotos={(busy) => (
          <>
            {/* a phone reloaded mid-form opens where the host was, under the notice at the
                top: the empty photos say why here too (QA, 6 December 2026) */}
            {!cleared && Boolean(typed ?? restored) && photos.photos.length === 0 && (
              <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {h.photosNotKept}
              </p>
            )}
            <PhotoPickerFor source={photos} disabled={busy} />
          </>
        )}
        renderStatus={(retry, busy) => (
          <PublishStatus state={publishState} onRetry={retry} busy={busy} />
        )}
      />
    </div>
  );
}
