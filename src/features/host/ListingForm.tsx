/**
 * The listing form (spec §2 and §5): sections, place finder, amenities and a photo section
 * supplied by the screen. It knows nothing of publishing: `onSubmit` gets the validated values,
 * so /host/listings/new and /host/listings/{id}/edit (pre-filled through `defaultValues`, see
 * listingFormValues and pages/host/EditListingPage) share it.
 *
 * Validation mode: on change — like the product's other forms (spec §5 validates login and
 * sign-up on change) — so a field that becomes invalid says so as it is typed; fields not yet
 * touched are checked on submit, which also moves the focus to the first error in page order.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { LeaveGuardDialog } from '@/components/LeaveGuardDialog';
import { Button } from '@/components/forms';
import { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { t } from '@/i18n/t';
import { hostText as h } from '@/i18n/fr/host';
import { FormSection } from './fields';
import { ListingDetailsSection } from './ListingDetailsSection';
import {
  AmenitiesSections,
  BasicsSection,
  LocationSection,
  PricingSection,
} from './ListingFormSections';
import { EMPTY_LISTING_FORM, isBlankListingForm, sameListingForm } from './listingFormValues';
import { listingSchema, type ListingFormValues } from './listingSchema';

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
  'places',
  'internetType',
  'minimumDuration',
  'parkingType',
  'pricePerDay',
  'pricePerMonth',
] as const satisfies readonly (keyof ListingFormValues)[];

/** A value the screen refuses after validation, and why (in French). */
export interface ListingFieldRefusal {
  field: (typeof FIELD_ORDER)[number];
  message: string;
}

export interface ListingFormProps {
  /** Pre-filled values (an edit); a new listing starts from EMPTY_LISTING_FORM. */
  defaultValues?: Partial<ListingFormValues>;
  /**
   * Called with the validated values; the form stays busy until it settles. A refusal it
   * returns is shown on its field, which gets the focus (what only the screen can check, such
   * as places already booked: src/pages/host/EditListingPage.tsx).
   */
  onSubmit(values: ListingFormValues): Promise<void | ListingFieldRefusal>;
  submitLabel: string;
  submittingLabel: string;
  /** Where "Annuler" leads. */
  cancelTo: string;
  /** Work of the screen still running after a submit (an upload...): keeps the form busy. */
  busy?: boolean;
  /** Unsaved work the form's fields do not hold (photos added, removed or moved). */
  extraChanges?: boolean;
  /** The form opens on unsaved work (a draft found again): leaving asks from the start. */
  startsChanged?: boolean;
  /**
   * A form emptied back to a new listing's starting values holds nothing to lose: leaving it
   * does not ask (the new listing; an edit starts from the stored listing, never blank).
   */
  blankIsUnchanged?: boolean;
  /** The photo section's content; `busy` while the form is submitting. */
  renderPhotos?(busy: boolean): ReactNode;
  /** What the screen says about its work (progress, failure), with a retry that resubmits. */
  renderStatus?(retry: () => void, busy: boolean): ReactNode;
  /** What the form holds, at each change (the new listing keeps it as a draft). */
  onValuesChange?(values: Partial<ListingFormValues>): void;
  /** The host chose to leave the form with its changes (« Quitter sans enregistrer »): they are lost. */
  onLeave?(): void;
}

export function ListingForm({
  defaultValues,
  onSubmit,
  submitLabel,
  submittingLabel,
  cancelTo,
  busy: working = false,
  extraChanges = false,
  startsChanged = false,
  blankIsUnchanged = false,
  renderPhotos,
  renderStatus,
  onValuesChange,
  onLeave,
}: ListingFormProps) {
  const [opening] = useState(() => ({ ...EMPTY_LISTING_FORM, ...defaultValues }));
  const form = useForm<ListingFormValues>({
    resolver: yupResolver(listingSchema),
    mode: 'onChange',
    // The place finder registers apart from the inputs: focus the first error in page order.
    shouldFocusError: false,
    defaultValues: opening,
  });
  const {
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = form;

  // Leaving after a change asks first (issue 16), except the screen's own navigation once its
  // save succeeded, which happens while `onSubmit` runs. A change is any input the user made in
  // the form (recorded as it happens, so the latest keystroke counts) or the screen's photos;
  // a new listing's form emptied by hand holds none (blankIsUnchanged), nor an edit's form
  // showing again what it opened with (sameListingForm).
  const edited = useRef(startsChanged);
  const saving = useRef(false);
  const { getValues } = form;
  const shouldBlock = useCallback(
    () =>
      ((edited.current &&
        !(blankIsUnchanged
          ? isBlankListingForm(getValues())
          : sameListingForm(getValues(), opening))) ||
        extraChanges) &&
      !saving.current,
    [extraChanges, blankIsUnchanged, getValues, opening],
  );
  const held = useLeaveGuard(shouldBlock);
  const leaving = held && {
    ...held,
    proceed() {
      onLeave?.();
      held.proceed();
    },
  };

  const { watch } = form;
  useEffect(() => {
    if (!onValuesChange) return;
    const watching = watch((values) => onValuesChange(values as Partial<ListingFormValues>));
    return () => watching.unsubscribe();
  }, [watch, onValuesChange]);

  const save = async (values: ListingFormValues) => {
    saving.current = true;
    try {
      const refusal = await onSubmit(values);
      if (refusal) {
        form.setError(refusal.field, { type: 'refused', message: refusal.message });
        setFocus(refusal.field);
      }
    } finally {
      saving.current = false;
    }
  };
  const submit = handleSubmit(save, (invalid) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  });
  const busy = isSubmitting || working;
  const errorCount = Object.keys(errors).length;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        onChange={() => (edited.current = true)}
        noValidate
        className="mt-8 space-y-6"
      >
        <BasicsSection />
        <LocationSection />
        <ListingDetailsSection />
        <PricingSection />
        <AmenitiesSections />
        {renderPhotos && <FormSection title={h.sectionPhotos}>{renderPhotos(busy)}</FormSection>}

        {renderStatus?.(() => void submit(), busy)}

        {submitCount > 0 && errorCount > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t(h.formHasErrors, { n: errorCount })}
          </p>
        )}

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <Link
            to={cancelTo}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {h.cancel}
          </Link>
          <Button type="submit" busy={busy}>
            {busy ? submittingLabel : submitLabel}
          </Button>
        </div>
      </form>
      <LeaveGuardDialog held={leaving} body={h.leaveBody} />
    </FormProvider>
  );
}
