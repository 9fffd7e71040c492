import { useId } from 'react';
import { FieldError, SelectField, inputClass } from '@/components/forms';
import {
  withAmenity,
  type FiltersPatch,
  type NormalizedFilters,
  type NumberField,
  type NumberProblem,
  type SearchDraft,
} from '@/domain/searchQuery';
import { SEARCH_AMENITIES, SPACE_TYPES, type SpaceType } from '@/domain/types';
import { labels } from '@/i18n/fr/common';
import { listingsText as tx } from '@/i18n/fr/listings';

const spaceTypeOptions = SPACE_TYPES.map((type) => ({
  value: type,
  label: labels.spaceType[type],
}));

const PROBLEM_TEXT: Record<NumberProblem, string> = {
  notANumber: tx.problemNotANumber,
  negative: tx.problemNegative,
  minAboveMax: tx.problemMinAboveMax,
};

export interface SearchFiltersPanelProps {
  id: string;
  hidden: boolean;
  applied: NormalizedFilters;
  draft: SearchDraft;
  problems: Partial<Record<NumberField, NumberProblem>>;
  onDraftChange: (field: NumberField, value: string) => void;
  /** Applies a change; a function builds on the filters of the last change asked for. */
  onChange: (patch: FiltersPatch) => void;
  onReset: () => void;
}

/** A numeric filter box with its problem line, or pointing to a problem shown elsewhere. */
function NumberBox({
  label,
  value,
  problem,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  /** The problem shown under this box. */
  problem?: NumberProblem;
  invalid: boolean;
  /** Where the problem is shown when it is not under this box (the price range). */
  describedBy?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? (problem ? problemId : describedBy) : undefined}
        className={inputClass}
      />
      {problem && <FieldError id={problemId} message={PROBLEM_TEXT[problem]} />}
    </div>
  );
}

/**
 * The filters of spec §2/§5: space type, minimum area, minimum and maximum price per day,
 * the eight amenities, and "Réinitialiser". Select and checkboxes apply at once; the numeric
 * boxes through the page's debounce.
 */
export function SearchFiltersPanel({
  id,
  hidden,
  applied,
  draft,
  problems,
  onDraftChange,
  onChange,
  onReset,
}: SearchFiltersPanelProps) {
  const priceProblemId = useId();

  const rangeProblem = problems.minPrice === 'minAboveMax';
  const minPriceProblem = !rangeProblem ? problems.minPrice : undefined;
  const maxPriceProblem = !rangeProblem ? problems.maxPrice : undefined;

  // From the filters asked for last, not those shown: a second box ticked before the first
  // has rendered keeps the first.
  const toggleAmenity = (amenity: string, checked: boolean) =>
    onChange((current) => ({ amenities: withAmenity(current.amenities, amenity, checked) }));

  return (
    <section
      id={id}
      hidden={hidden}
      aria-label={tx.filtersRegion}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={tx.spaceTypeLabel}
          value={applied.spaceType}
          onChange={(e) => onChange({ spaceType: e.target.value as SpaceType | '' })}
          placeholder={tx.spaceTypeAll}
          options={spaceTypeOptions}
        />
        <NumberBox
          label={tx.minAreaLabel}
          value={draft.minArea}
          invalid={Boolean(problems.minArea)}
          problem={problems.minArea}
          onChange={(v) => onDraftChange('minArea', v)}
        />
        <NumberBox
          label={tx.minPriceLabel}
          value={draft.minPrice}
          invalid={Boolean(problems.minPrice)}
          problem={minPriceProblem}
          describedBy={priceProblemId}
          onChange={(v) => onDraftChange('minPrice', v)}
        />
        <NumberBox
          label={tx.maxPriceLabel}
          value={draft.maxPrice}
          invalid={Boolean(problems.maxPrice)}
          problem={maxPriceProblem}
          describedBy={priceProblemId}
          onChange={(v) => onDraftChange('maxPrice', v)}
        />
      </div>
      {rangeProblem && (
        <FieldError id={priceProblemId} className="mt-2" message={PROBLEM_TEXT.minAboveMax} />
      )}

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-800">{tx.amenitiesLegend}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {SEARCH_AMENITIES.map((amenity) => (
            <label
              key={amenity}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                checked={applied.amenities.includes(amenity)}
                onChange={(e) => toggleAmenity(amenity, e.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {amenity}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5 flex justify-end">
        <button
          type="button"
          onClick={onReset}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {tx.resetFilters}
        </button>
      </div>
    </section>
  );
}
