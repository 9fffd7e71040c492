/**
 * Sections of the listing form (ListingForm): basics, location, pricing, amenities. Each reads
 * the form through react-hook-form's context; the technical details are ListingDetailsSection.
 */
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms';
import { ADDITIONAL_EQUIPMENT, SPACE_TYPES, STANDARD_AMENITIES } from '@/domain/types';
import { TEXT_LIMITS } from '@/domain/limits';
import { formatNumber } from '@/domain/format';
import { isMonthBelowDay } from '@/domain/listingDraft';
import { t } from '@/i18n/t';
import { labels } from '@/i18n/fr/common';
import { hostText as h } from '@/i18n/fr/host';
import {
  CheckboxField,
  CheckboxGroupSection,
  FormSection,
  SelectField,
  TextAreaField,
} from './fields';
import type { ListingFormValues } from './listingSchema';
import { PlaceFinder } from './PlaceFinder';
import { useLinkedAmenities } from './useLinkedAmenities';

const spaceTypeOptions = SPACE_TYPES.map((v) => ({ value: v, label: labels.spaceType[v] }));

export function BasicsSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const spaceType = watch('spaceType');
  // No maxLength: a pasted text over the limit is kept whole, and the counter and the schema's
  // message say so (a maxLength cut it silently, mid-word).
  const title = watch('title') ?? '';
  const description = watch('description') ?? '';
  return (
    <FormSection title={h.sectionBasics}>
      <div className="space-y-4">
        <TextField
          label={h.fieldTitle}
          placeholder={h.fieldTitlePlaceholder}
          hint={<LengthCounter length={title.length} max={TEXT_LIMITS.title} />}
          aria-required="true"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          label={h.fieldDescription}
          placeholder={h.fieldDescriptionPlaceholder}
          rows={6}
          hint={<LengthCounter length={description.length} max={TEXT_LIMITS.description} />}
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
              aria-required="true"
              error={errors.customSpaceType?.message}
              {...register('customSpaceType')}
            />
          )}
        </div>
      </div>
    </FormSection>
  );
}

export function LocationSection() {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const { field: placeField } = useController({ name: 'place', control });
  const { field: typedField } = useController({ name: 'placeText', control });
  const street = watch('street');
  const placeError =
    errors.place?.message ?? errors.place?.address?.message ?? errors.place?.city?.message;
  return (
    <FormSection title={h.sectionLocation}>
      <div className="space-y-4">
        <PlaceFinder
          value={placeField.value}
          onChange={placeField.onChange}
          onBlur={placeField.onBlur}
          inputRef={placeField.ref}
          error={placeError}
          street={street ?? ''}
          typedText={typedField.value}
          onTyped={typedField.onChange}
        />
        <TextField
          label={h.fieldStreet}
          hint={h.fieldStreetHint}
          placeholder={h.fieldStreetPlaceholder}
          autoComplete="street-address"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
    </FormSection>
  );
}

/** "87 / 120 caractères", red past the limit. */
function LengthCounter({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'font-semibold text-red-700' : undefined}>
      {t(h.lengthCounter, { n: formatNumber(length), max: formatNumber(max) })}
    </span>
  );
}

export function PricingSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const [pricePerDay, pricePerMonth] = useWatch({
    control,
    name: ['pricePerDay', 'pricePerMonth'],
  });
  // a typo the schema cannot call wrong (« 100 » a month for « 500 » a day): said, not refused
  const monthBelowDay = isMonthBelowDay(pricePerDay, pricePerMonth);
  return (
    <FormSection title={h.sectionPricing} description={h.pricingHint}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={h.fieldPricePerDay}
          type="number"
          // whole MAD (listingSchema): a phone's keypad without a decimal point
          inputMode="numeric"
          min={1}
          step={1}
          aria-required="true"
          error={errors.pricePerDay?.message}
          {...register('pricePerDay', { valueAsNumber: true })}
        />
        <TextField
          label={h.fieldPricePerMonth}
          type="number"
          // whole MAD (listingSchema): a phone's keypad without a decimal point
          inputMode="numeric"
          min={1}
          step={1}
          aria-required="true"
          error={errors.pricePerMonth?.message}
          hint={
            monthBelowDay ? (
              <span className="font-medium text-amber-800">{h.monthBelowDay}</span>
            ) : undefined
          }
          {...register('pricePerMonth', { valueAsNumber: true })}
        />
      </div>
    </FormSection>
  );
}

/** The standard amenities and the additional equipment: two checkbox groups. */
export function AmenitiesSections() {
  const { register } = useFormContext<ListingFormValues>();
  const { amenityChanged } = useLinkedAmenities();
  return (
    <>
      <CheckboxGroupSection title={h.sectionAmenities} description={h.amenitiesHint}>
        {STANDARD_AMENITIES.map((a) => (
          <CheckboxField
            key={a}
            label={a}
            value={a}
            {...register('amenities', {
              onChange: (e: { target: HTMLInputElement }) =>
                amenityChanged(e.target.value, e.target.checked),
            })}
          />
        ))}
      </CheckboxGroupSection>
      <CheckboxGroupSection title={h.sectionEquipment}>
        {ADDITIONAL_EQUIPMENT.map((a) => (
          <CheckboxField key={a} label={a} value={a} {...register('additionalEquipment')} />
        ))}
      </CheckboxGroupSection>
    </>
  );
}
