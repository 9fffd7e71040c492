/**
 * /host/listings/{id}/edit (issue 13): the listing form pre-filled with the listing (its pending
 * revision's public content when one waits), its photos to add, remove and reorder, saved by
 * useSaveListingEdit. Only the listing's host: anyone else gets the not-found state.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import {
  MAX_AVAILABILITY_DAYS,
  busiestDay,
  isSharedSpace,
  placesOf,
  type DayAvailability,
} from '@/domain/availability';
import { addDays, todayInMorocco } from '@/domain/days';
import { formatDate, formatDay } from '@/domain/format';
import { buildListingInput, type ListingDraft } from '@/domain/listingDraft';
import { editableListing } from '@/domain/listingEdit';
import type { Listing, ListingInput } from '@/domain/types';
import { EditConflictNotice } from '@/features/host/EditConflictNotice';
import { EditStatus } from '@/features/host/PublishStatus';
import { ListingForm, type ListingFieldRefusal } from '@/features/host/ListingForm';
import { listingFormValues } from '@/features/host/listingFormValues';
import type { ListingFormValues } from '@/features/host/listingSchema';
import { PhotoPickerFor } from '@/features/host/PhotoPicker';
import { useEditPhotos } from '@/features/host/useEditPhotos';
import { LOCAL_PHOTO_OPTIONS } from '@/features/host/usePhotoSelection';
import { useSaveListingEdit } from '@/features/host/useSaveListingEdit';
import { useAsync } from '@/hooks/useAsync';
import { useAuth } from '@/hooks/useAuth';
import { useBackend } from '@/hooks/useBackend';
import { usePageMeta } from '@/hooks/usePageMeta';
import { t } from '@/i18n/t';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { paths } from '@/config/paths';
import { reportError } from '@/lib/reportError';

export default function EditListingPage() {
  usePageMeta({ title: e.title, description: e.description });
  const { id = '' } = useParams();
  const backend = useBackend();
  const { user } = useAuth();
  const state = useAsync(() => backend.listings.getListing(id), [backend, id]);
  /** The host dropped their changes for the version saved elsewhere (EditConflictNotice). */
  const [reloaded, setReloaded] = useState(false);

  if (state.status === 'loading') {
    return (
      <LoadingRegion label={e.loading} className="mx-auto max-w-4xl px-4 py-8">
        <div aria-hidden="true">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="mt-8 h-64 w-full rounded-2xl" />
        </div>
      </LoadingRegion>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{e.title}</h1>
        <ErrorMessage message={e.loadError} onRetry={state.reload} />
      </div>
    );
  }
  const listing = state.data;
  if (!listing || !user || listing.hostId !== user.uid) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{e.notFoundTitle}</h1>
        <p className="mt-3 text-slate-700">{e.notFoundBody}</p>
        <Link
          to={paths.hostDashboard()}
          className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {e.backToDashboard}
        </Link>
      </div>
    );
  }
  const reload = () => {
    setReloaded(true);
    state.reload();
  };
  return (
    <EditListingForm key={listing.id} listing={listing} reloaded={reloaded} onReload={reload} />
  );
}

interface EditListingFormProps {
  listing: Listing;
  /** Loaded again after a conflict: the page says so and starts from its title. */
  reloaded: boolean;
  onReload(): void;
}

function EditListingForm({ listing, reloaded, onReload }: EditListingFormProps) {
  const backend = useBackend();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (reloaded) heading.current?.focus();
  }, [reloaded]);
  const [editable] = useState(() => editableListing(listing));
  const [defaults] = useState(() => listingFormValues(editable));
  const photos = useEditPhotos(
    editable.photos,
    backend.kind === 'local' ? LOCAL_PHOTO_OPTIONS : undefined,
  );
  const { state, save, conflict, keepMine } = useSaveListingEdit(listing);

  const onSubmit = async (values: ListingFormValues): Promise<ListingFieldRefusal | void> => {
    const input = buildListingInput(values as ListingDraft);
    const refusal = await placesRefusal(input);
    if (refusal) return refusal;
    // Photos still being compressed are waited for, then taken as they are now.
    await photos.settled();
    const result = await save(input, photos.current());
    if (result) {
      toast.success(
        result.revisionPending
          ? e.savedRevision
          : // a refused listing saved again is submitted anew (planEditListing)
            listing.refusal
            ? e.savedResubmitted
            : e.saved,
      );
      navigate(paths.hostDashboard());
    }
  };

  /**
   * Fewer places per day than bookings already hold on a coming day is refused: the calendar
   * and the booking panel would hide the overbooking. Checked only when the places go down.
   */
  const placesRefusal = async (input: ListingInput): Promise<ListingFieldRefusal | null> => {
    if (input.places >= placesOf(listing)) return null;
    // a private space has no places field: its type says why
    const shared = isSharedSpace(input.spaceType);
    const field = shared ? 'places' : 'spaceType';
    // the coming days' taken places: one range read of the listing's occupancy, however many
    // bookings its host has had
    const today = todayInMorocco();
    let days: DayAvailability[];
    try {
      days = await backend.listings.getAvailability(
        listing.id,
        today,
        addDays(today, MAX_AVAILABILITY_DAYS - 1),
      );
    } catch (error) {
      reportError(error);
      return { field, message: e.bookingsCheckFailed };
    }
    const busiest = busiestDay(days);
    if (!busiest || busiest.places <= input.places) return null;
    return {
      field,
      message: t(shared ? e.placesBelowBooked : e.privateBelowBooked, {
        n: busiest.places,
        date: formatDay(busiest.day),
      }),
    };
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
      >
        {e.title}
      </h1>
      {/* read in its place, first after the heading (not a live region: nothing changes in it) */}
      {listing.refusal && (
        <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 wrap-anywhere">
          <p className="font-semibold">{e.refusedTitle}</p>
          <p className="mt-1">{t(e.refusedOn, { date: formatDate(listing.refusal.at) })}</p>
          <p className="mt-1 whitespace-pre-line">
            {t(e.refusedReason, { reason: listing.refusal.reason })}
          </p>
          <p className="mt-1">{e.refusedBody}</p>
        </div>
      )}

      <p className={`${listing.refusal ? 'mt-4' : 'mt-2'} text-slate-700`}>
        {listing.isApproved ? e.intro : e.introUnapproved}
      </p>
      {reloaded && (
        <p
          role="status"
          className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-800"
        >
          {e.conflictReloaded}
        </p>
      )}

      {listing.revision && (
        <div
          role="status"
          className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p className="font-semibold">{e.revisionPendingTitle}</p>
          <p className="mt-1">
            {t(e.revisionPendingBody, { date: formatDate(listing.revision.submittedAt) })}
          </p>
        </div>
      )}

      <ListingForm
        defaultValues={defaults}
        onSubmit={onSubmit}
        submitLabel={e.submit}
        submittingLabel={e.submitting}
        cancelTo={paths.hostDashboard()}
        busy={state.status === 'running'}
        extraChanges={photos.changed}
        renderPhotos={(busy) => <PhotoPickerFor source={photos} disabled={busy} />}
        renderStatus={(retry, busy) =>
          conflict && state.status === 'failed' ? (
            <EditConflictNotice
              conflict={conflict}
              busy={busy}
              onKeepMine={() => {
                keepMine();
                retry();
              }}
              onReload={onReload}
            />
          ) : (
            <EditStatus state={state} onRetry={retry} busy={busy} />
          )
        }
      />
    </div>
  );
}
