/**
 * The profile form (spec §2, §5): photo, first and last name, phone, profession, bio.
 * Save and Cancel both go to /dashboard, or back to the page named by `?redirect=` (the booking
 * panel's « Compléter mon profil »: the listing, its choices kept); a failed save keeps
 * everything typed.
 */
import { failureMessage } from '@/components/feedback';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBackend } from '@/hooks/useBackend';
import { Button, TextField, inputClass } from '@/components/forms';
import type { ProfileUpdate, UserProfile } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { LeaveGuardDialog } from '@/components/LeaveGuardDialog';
import { t } from '@/i18n/t';
import { labels } from '@/i18n/fr/common';
import { profileText as m } from '@/i18n/fr/profile';
import {
  isAcceptedImage,
  prepareImage,
  ACCEPTED_IMAGE_TYPES,
  PROFILE_PHOTO_OPTIONS,
  UnreadableImageError,
} from '@/lib/images';
import { paths, readRedirect } from '@/config/paths';
import { NameFields } from '@/features/auth';
import { normalizeTenantBilling } from '@/domain/legalIdentity';
import { BillingFields, LegalIdentityFields, legendClass, sectionClass } from './LegalFields';
import { toLegalIdentity, type LegalIdentityFormValues } from './legalIdentitySchema';
import {
  BIO_MAX_LENGTH,
  EMPTY_LEGAL_FIELDS,
  profileFormSchema,
  type LegalFormFields,
  type ProfileFormFields,
} from './schema';
import { reportError } from '@/lib/reportError';
import { submitInPageOrder } from '@/lib/focusFirstError';
import { formatNumber } from '@/domain/format';
import { initialsOf } from '@/domain/initials';
import { sameData } from '@/domain/sameData';

interface ChosenPhoto {
  file: File;
  preview: string;
}

export function ProfileForm({ profile }: { profile: UserProfile }) {
  const backend = useBackend();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const done = readRedirect(params) ?? paths.dashboard();
  const { refreshProfile } = useAuth();
  const photoInputId = useId();
  const photoHintId = useId();
  const bioId = useId();
  const bioCounterId = useId();
  const bioErrorId = useId();
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** A photo already uploaded by an earlier attempt whose profile update failed. */
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  // what the form opens with: leaving asks only once something differs from it
  const [initial] = useState<ProfileFormFields>(() => ({
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    profession: profile.profession ?? '',
    bio: profile.bio ?? '',
    legal: legalDefaults(profile),
    billing: {
      companyName: profile.billing.companyName ?? '',
      ice: profile.billing.ice ?? '',
    },
  }));
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormFields>({
    // the role's schema: yup's lazy section has no static type, the fields are ProfileFormFields
    resolver: yupResolver(
      profileFormSchema(profile.role),
    ) as unknown as Resolver<ProfileFormFields>,
    mode: 'onChange',
    // the first invalid field in page order (src/lib/focusFirstError.ts)
    shouldFocusError: false,
    defaultValues: initial,
  });
  const bio = useWatch({ control, name: 'bio' }) ?? '';

  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.preview);
    },
    [photo],
  );

  const onPhotoChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setPhotoError(m.photoNotImage);
      return;
    }
    setPhotoError(null);
    setPhoto({ file, preview: URL.createObjectURL(file) });
  };

  const uploadPhoto = async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    // Resized in the browser first; if that fails (unusual image), the original is sent. A
    // file the browser cannot decode is not sent at all (UnreadableImageError, onSubmit).
    const prepared = await prepareImage(file, PROFILE_PHOTO_OPTIONS).catch((e: unknown) => {
      if (e instanceof UnreadableImageError) throw e;
      reportError(e);
      return file;
    });
    const url = await backend.storage.uploadProfilePhoto(profile.uid, prepared);
    uploaded.current = { file, url };
    return url;
  };

  const onSubmit = async (values: ProfileFormFields) => {
    setSaveError(null);
    const patch: ProfileUpdate = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim(),
      profession: values.profession.trim(),
      bio: values.bio.trim(),
    };
    // issue 15: how a host invoices (once a kind is chosen); a tenant's billing details (once
    // given, or to clear them)
    if (profile.role === 'host' && values.legal.kind) {
      patch.legalIdentity = toLegalIdentity(values.legal as LegalIdentityFormValues);
    }
    if (profile.role === 'tenant') {
      const billing = normalizeTenantBilling(values.billing);
      const had = profile.billing.companyName !== null || profile.billing.ice !== null;
      if (had || billing.companyName !== null || billing.ice !== null) patch.billing = billing;
    }
    if (photo) {
      try {
        patch.profilePhoto = await uploadPhoto(photo.file);
      } catch (e) {
        if (e instanceof UnreadableImageError) {
          // the user's file, not a failure: the photo is dropped, what was typed stays
          setPhoto(null);
          setPhotoError(m.photoUnreadable);
          toast.error(m.photoUnreadable);
          return;
        }
        reportError(e);
        setSaveError(failureMessage(e, m.photoUploadFailed));
        toast.error(failureMessage(e, m.photoUploadFailed));
        return;
      }
    }
    try {
      await backend.users.updateProfile(profile.uid, patch);
    } catch (e) {
      reportError(e);
      setSaveError(failureMessage(e, m.saveFailed));
      toast.error(failureMessage(e, m.saveFailed));
      return;
    }
    await refreshProfile();
    toast.success(m.saved);
    saved.current = true;
    navigate(done);
  };

  // Leaving with unsaved changes asks first (useLeaveGuard), as the listing form does: a value
  // that differs from the one the form opened with (read at the moment of leaving, so a field
  // changed back asks nothing), or a photo chosen; not the save's own way out.
  const saved = useRef(false);
  const shouldBlock = useCallback(
    () => (photo !== null || !sameData(getValues(), initial)) && !saved.current,
    [photo, getValues, initial],
  );
  const held = useLeaveGuard(shouldBlock);

  const currentPhoto = photo?.preview ?? profile.profilePhoto;
  const initials = initialsOf(profile);
  const bioTooLong = bio.length > BIO_MAX_LENGTH;

  return (
    <form onSubmit={submitInPageOrder(handleSubmit, onSubmit)} noValidate className="space-y-8">
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{m.photoLegend}</legend>
        <div className="flex flex-wrap items-center gap-5">
          {currentPhoto ? (
            <img
              src={currentPhoto}
              alt={photo ? m.photoPreviewAlt : t(m.photoAlt, { name: profile.fullName })}
              className="h-24 w-24 rounded-full object-cover ring-2 ring-brand-100"
            />
          ) : (
            <div
              role="img"
              aria-label={m.photoNone}
              className="flex h-24 w-24 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
            >
              {initials}
            </div>
          )}
          <div className="space-y-2">
            <input
              id={photoInputId}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={onPhotoChange}
              aria-describedby={photoHintId}
              aria-invalid={photoError ? true : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={photoInputId}
              className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
            >
              {m.changePhoto}
            </label>
            <p id={photoHintId} className="text-xs text-slate-600">
              {m.photoHint}
            </p>
            {photo && (
              <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                <p>{m.photoSelected}</p>
                <button
                  type="button"
                  onClick={() => setPhoto(null)}
                  className="font-semibold text-brand-700 underline"
                >
                  {m.removeNewPhoto}
                </button>
              </div>
            )}
            {photoError && (
              <p role="alert" className="text-sm text-red-700">
                {photoError}
              </p>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{m.personalLegend}</legend>
        <NameFields register={register} errors={errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`${m.phone} ${m.optional}`}
            type="tel"
            autoComplete="tel"
            placeholder={m.phonePlaceholder}
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextField
            label={`${m.profession} ${m.optional}`}
            autoComplete="organization-title"
            placeholder={m.professionPlaceholder}
            error={errors.profession?.message}
            {...register('profession')}
          />
        </div>
        <div>
          <label htmlFor={bioId} className="mb-1 block text-sm font-medium text-slate-800">
            {m.bio} {m.optional}
          </label>
          <textarea
            id={bioId}
            rows={5}
            placeholder={m.bioPlaceholder}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={errors.bio ? `${bioErrorId} ${bioCounterId}` : bioCounterId}
            className={inputClass}
            {...register('bio')}
          />
          <div className="mt-1 flex items-start justify-between gap-4">
            {errors.bio?.message ? (
              <p id={bioErrorId} role="alert" className="text-sm text-red-700">
                {errors.bio.message}
              </p>
            ) : (
              <span />
            )}
            <p
              id={bioCounterId}
              className={`shrink-0 text-xs tabular-nums ${bioTooLong ? 'font-semibold text-red-700' : 'text-slate-600'}`}
            >
              {t(m.bioCounter, { n: formatNumber(bio.length), max: formatNumber(BIO_MAX_LENGTH) })}
            </p>
          </div>
        </div>
      </fieldset>

      {profile.role === 'host' ? (
        <LegalIdentityFields register={register} control={control} errors={errors.legal} />
      ) : (
        <BillingFields register={register} errors={errors.billing} />
      )}

      <section
        aria-labelledby="account-title"
        className="rounded-2xl border border-slate-200 bg-sand-100 p-6"
      >
        <h2 id="account-title" className="text-lg font-semibold text-slate-900">
          {m.accountLegend}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.accountHint}</p>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-slate-600">{m.role}</dt>
            <dd className="mt-1 text-slate-900">{labels.role[profile.role]}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{m.email}</dt>
            <dd className="mt-1 break-all text-slate-900">{profile.email}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{m.uid}</dt>
            <dd className="mt-1 break-all font-mono text-slate-900">{profile.uid}</dd>
          </div>
        </dl>
      </section>

      {saveError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          {saveError}
        </p>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={() => navigate(done)}>
          {m.cancel}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
      <LeaveGuardDialog held={held} body={m.leaveBody} />
    </form>
  );
}

/**
 * The "Facturation" fields of the stored identity (kind unchosen when there is none). An
 * individual's « Nom complet » starts as the profile's name, which is most often the one to
 * invoice under.
 */
function legalDefaults(profile: UserProfile): LegalFormFields {
  const empty = { ...EMPTY_LEGAL_FIELDS, fullName: profile.fullName };
  const li = profile.legalIdentity;
  if (li === null) return empty;
  if (li.kind === 'company') return { ...empty, ...li };
  return {
    ...empty,
    kind: 'individual',
    fullName: li.fullName,
    cin: li.cin ?? '',
    address: li.address,
  };
}
