/** The listing form's technical details: area, floor, workstations, internet, duration, parking. */
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/forms';
import { INTERNET_TYPES, PARKING_TYPES } from '@/domain/types';
import { isSharedSpace } from '@/domain/availability';
import { availabilityText as av } from '@/i18n/fr/availability';
import { labels } from '@/i18n/fr/common';
import { hostText as h } from '@/i18n/fr/host';
import { CheckboxField, FormSection, SelectField } from './fields';
import type { ListingFormValues } from './listingSchema';
import { useLinkedAmenities } from './useLinkedAmenities';

const internetOptions = INTERNET_TYPES.map((v) => ({ value: v, label: labels.internetType[v] }));

export function ListingDetailsSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const { fieldChanged } = useLinkedAmenities();
  const parkingAvailable = watch('parkingAvailable');
  const shared = isSharedSpace(watch('spaceType'));
  return (
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
        {shared && (
          <TextField
            label={av.placesField}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={av.placesFieldHelp}
            error={errors.places?.message}
            {...register('places', { valueAsNumber: true })}
          />
        )}
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
        <CheckboxField
          label={h.fieldIsAccessible}
          {...register('isAccessible', {
            onChange: (e: { target: HTMLInputElement }) =>
              fieldChanged('isAccessible', e.target.checked),
          })}
        />
        <CheckboxField
          label={h.fieldParkingAvailable}
          {...register('parkingAvailable', {
            onChange: (e: { target: HTMLInputElement }) =>
              fieldChanged('parkingAvailable', e.target.checked),
          })}
        />
      </div>
      {parkingAvailable && (
        <fieldset
          className="mt-3 rounded-lg border border-slate-200 p-4"
          aria-describedby={errors.parkingType ? 'parking-type-error' : undefined}
        >
          <legend className="px-1 text-sm font-medium text-slate-800">{h.fieldParkingType}</legend>
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
  );
}
