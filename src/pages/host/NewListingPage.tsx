/**
 * /host/listings/new (spec §2 and §5): the new-listing form, in sections, with the place finder
 * and photos. Validation mode: on change — like the product's other forms (spec §5 validates
 * login and sign-up on change) — so a field that becomes invalid says so as it is typed; fields
 * not yet touched are checked on submit, which also moves the focus to the first error.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useController, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBackend } from '@/hooks/useBackend';
import { usePageMeta } from '@/hooks/usePageMeta';
import { Button, TextField } from '@/components/forms';
import { Spinner } from '@/components/Spinner';
import { buildListingInput, MAX_LISTING_PHOTOS, type ListingDraft } from '@/domain/listingDraft';
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  PARKING_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
} from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import {
  CheckboxField,
  CheckboxGroupSection,
  FormSection,
  SelectField,
  TextAreaField,
} from '@/features/host/fields';
import { listingSchema, type ListingFormValues } from '@/features/host/listingSchema';
import { PhotoPicker } from '@/features/host/PhotoPicker';
import { PlaceFinder } from '@/features/host/PlaceFinder';
import { usePhotoSelection } from '@/features/host/usePhotoSelection';
import { usePublishListing, type PublishState } from '@/features/host/usePublishListing';
import { t } from '@/i18n/t';
import { labels } from '@/i18n/fr/common';
import { hostText as h } from '@/i18n/fr/host';
import { paths } from '@/config/paths';

/** The form's fields in page order: the first one in error gets the focus after a submit. */
const FIELD_ORDER = [
  'title',
  'description',
  'spaceType',
  'customSpaceType',
  'place',
  'street',
  'area',
  'floor',
  'workstations',
  'internetType',
  'minimumDuration',
  'parkingType',
  'pricePerDay',
  'pricePerMonth',
] as const satisfies readonly (keyof ListingFormValues)[];

const spaceTypeOptions = SPACE_TYPES.map((v) => ({ value: v, label: labels.spaceType[v] }));
const internetOptions = INTERNET_TYPES.map((v) => ({ value: v, label: labels.internetType[v] }));
/**
 * The demo (local) backend keeps photos in localStorage (about 5 MB in all): smaller images
 * there, so that a listing with several photos still fits. Firebase gets the full ~1600 px.
 */
const LOCAL_PHOTO_OPTIONS = { maxDimension: 1280, maxSizeMB: 0.15 } as const;

export default function NewListingPage() {
  usePageMeta({ title: h.newListingTitle, description: h.newListingDescription });
  const { user } = useAuth();
  const navigate = useNavigate();
  const backend = useBackend();
  const photos = usePhotoSelection(
    MAX_LISTING_PHOTOS,
    backend.kind === 'local' ? LOCAL_PHOTO_OPTIONS : undefined,
  );
  const { state: publishState, publish } = usePublishListing();

  const {
    register,
    handleSubmit,
    control,
    watch,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ListingFormValues>({
    resolver: yupResolver(listingSchema),
    mode: 'onChange',
    // The place finder registers apart from the inputs: focus the first error in page order.
    shouldFocusError: false,
    defaultValues: {
      title: '',
      description: '',
      customSpaceType: '',
      street: '',
      floor: 0,
      workstations: 1,
      minimumDuration: 1,
      hasElevator: false,
      isAccessible: false,
      parkingAvailable: false,
      amenities: [],
      additionalEquipment: [],
    },
  });
  const { field: placeField } = useController({ name: 'place', control });

  const spaceType = watch('spaceType');
  const parkingAvailable = watch('parkingAvailable');
  const street = watch('street');

  const onSubmit = async (values: ListingFormValues) => {
    // Photos still being compressed are waited for, then taken as they are now.
    await photos.settled();
    const input = buildListingInput(values as ListingDraft);
    const id = await publish(input, user?.uid ?? '', photos.current());
    if (id) {
      toast.success(h.published);
      navigate(paths.hostDashboard());
    }
  };
  const submit = handleSubmit(onSubmit, (invalid) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  });

  const busy = isSubmitting || publishState.status === 'running';
  const placeError =
    errors.place?.message ?? errors.place?.address?.message ?? errors.place?.city?.message;
  const errorCount = Object.keys(errors).length;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{h.newListingTitle}</h1>
      <p className="mt-2 text-slate-700">{h.newListingDescription}</p>
      <p className="mt-1 text-sm text-slate-600">{h.newListingIntro}</p>

      <form onSubmit={submit} noValidate className="mt-8 space-y-6">
        <FormSection title={h.sectionBasics}>
          <div className="space-y-4">
            <TextField
              label={h.fieldTitle}
              placeholder={h.fieldTitlePlaceholder}
              maxLength={120}
              aria-required="true"
              error={errors.title?.message}
              {...register('title')}
            />
            <TextAreaField
              label={h.fieldDescription}
              placeholder={h.fieldDescriptionPlaceholder}
              rows={6}
              maxLength={5000}
              aria-required="true"
              error={errors.description?.message}
              {...register('description')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={h.fieldSpaceType}
                placeholder={h.fieldSpaceTypePlaceholder}
                options={spaceTypeOptions}
                aria-required="true"
                error={errors.spaceType?.message}
                {...register('spaceType')}
              />
              {spaceType === 'other' && (
                <TextField
                  label={h.fieldCustomSpaceType}
                  placeholder={h.fieldCustomSpaceTypePlaceholder}
                  maxLength={100}
                  aria-required="true"
                  error={errors.customSpaceType?.message}
                  {...register('customSpaceType')}
                />
              )}
            </div>
          </div>
        </FormSection>

        <FormSection title={h.sectionLocation}>
          <div className="space-y-4">
            <PlaceFinder
              value={placeField.value}
              onChange={placeField.onChange}
              onBlur={placeField.onBlur}
              inputRef={placeField.ref}
              error={placeError}
              street={street ?? ''}
            />
            <TextField
              label={h.fieldStreet}
              hint={h.fieldStreetHint}
              placeholder={h.fieldStreetPlaceholder}
              autoComplete="street-address"
              maxLength={120}
              error={errors.street?.message}
              {...register('street')}
            />
          </div>
        </FormSection>

        <FormSection title={h.sectionDetails}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={h.fieldArea}
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              aria-required="true"
              error={errors.area?.message}
              {...register('area', { valueAsNumber: true })}
            />
            <TextField
              label={h.fieldFloor}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              hint={h.fieldFloorHint}
              aria-required="true"
              error={errors.floor?.message}
              {...register('floor', { valueAsNumber: true })}
            />
            <TextField
              label={h.fieldWorkstations}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              aria-required="true"
              error={errors.workstations?.message}
              {...register('workstations', { valueAsNumber: true })}
            />
            <SelectField
              label={h.fieldInternetType}
              placeholder={h.fieldInternetTypePlaceholder}
              options={internetOptions}
              aria-required="true"
              error={errors.internetType?.message}
              {...register('internetType')}
            />
            <TextField
              label={h.fieldMinimumDuration}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              aria-required="true"
              error={errors.minimumDuration?.message}
              {...register('minimumDuration', { valueAsNumber: true })}
            />
          </div>
          <div className="mt-4 grid gap-1 sm:grid-cols-2">
            <CheckboxField label={h.fieldHasElevator} {...register('hasElevator')} />
            <CheckboxField label={h.fieldIsAccessible} {...register('isAccessible')} />
            <CheckboxField label={h.fieldParkingAvailable} {...register('parkingAvailable')} />
          </div>
          {parkingAvailable && (
            <fieldset
              className="mt-3 rounded-lg border border-slate-200 p-4"
              aria-describedby={errors.parkingType ? 'parking-type-error' : undefined}
            >
              <legend className="px-1 text-sm font-medium text-slate-800">
                {h.fieldParkingType}
              </legend>
              <div className="flex flex-wrap gap-4">
                {PARKING_TYPES.map((type) => (
                  <label
                    key={type}
                    className="flex cursor-pointer items-center gap-2 text-sm text-slate-800"
                  >
                    <input
                      type="radio"
                      value={type}
                      className="h-4 w-4 accent-brand-700"
                      {...register('parkingType')}
                    />
                    {labels.parkingType[type]}
                  </label>
                ))}
              </div>
              {errors.parkingType?.message && (
                <p id="parking-type-error" role="alert" className="mt-2 text-sm text-red-700">
                  {errors.parkingType.message}
                </p>
              )}
            </fieldset>
          )}
        </FormSection>

        <FormSection title={h.sectionPricing} description={h.pricingHint}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={h.fieldPricePerDay}
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              aria-required="true"
              error={errors.pricePerDay?.message}
              {...register('pricePerDay', { valueAsNumber: true })}
            />
            <TextField
              label={h.fieldPricePerMonth}
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              aria-required="true"
              error={errors.pricePerMonth?.message}
              {...register('pricePerMonth', { valueAsNumber: true })}
            />
          </div>
        </FormSection>

        <CheckboxGroupSection title={h.sectionAmenities} description={h.amenitiesHint}>
          {STANDARD_AMENITIES.map((a) => (
            <CheckboxField key={a} label={a} value={a} {...register('amenities')} />
          ))}
        </CheckboxGroupSection>

        <CheckboxGroupSection title={h.sectionEquipment}>
          {ADDITIONAL_EQUIPMENT.map((a) => (
            <CheckboxField key={a} label={a} value={a} {...register('additionalEquipment')} />
          ))}
        </CheckboxGroupSection>

        <FormSection title={h.sectionPhotos}>
          <PhotoPicker
            photos={photos.photos}
            messages={photos.messages}
            preparing={photos.preparing}
            max={photos.max}
            disabled={busy}
            onAdd={photos.add}
            onRemove={photos.remove}
          />
        </FormSection>

        <PublishStatus state={publishState} onRetry={() => void submit()} busy={busy} />

        {submitCount > 0 && errorCount > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(h.formHasErrors, { n: errorCount })}
          </p>
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Link
            to={paths.hostDashboard()}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {h.cancel}
          </Link>
          <Button type="submit" disabled={busy}>
            {busy ? h.submitting : h.submit}
          </Button>
        </div>
      </form>
    </div>
  );
}

function PublishStatus({
  state,
  onRetry,
  busy,
}: {
  state: PublishState;
  onRetry(): void;
  busy: boolean;
}) {
  if (state.status === 'running') {
    if (state.step === 'upload') {
      const pct = Math.round(state.progress * 100);
      return (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <label
            htmlFor="upload-progress"
            className="flex justify-between text-sm font-medium text-slate-800"
          >
            <span>{h.stepUploading}</span>
            <span aria-hidden="true">{t(h.stepUploadingValue, { pct })}</span>
          </label>
          <progress
            id="upload-progress"
            max={100}
            value={pct}
            className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      );
    }
    return (
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner label={state.step === 'create' ? h.stepCreating : h.stepSaving} />
        <span aria-hidden="true">{state.step === 'create' ? h.stepCreating : h.stepSaving}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    const message =
      state.step === 'create'
        ? state.permission
          ? h.failPermission
          : h.failCreate
        : state.step === 'upload'
          ? h.failUpload
          : h.failSave;
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{message}</p>
        <button
          type="button"
          onClick={onRetry}
          disabled={busy}
          className="mt-2 font-semibold underline disabled:opacity-60"
        >
          {state.step === 'create' ? h.retryCreate : h.retryUpload}
        </button>
      </div>
    );
  }
  return null;
}
