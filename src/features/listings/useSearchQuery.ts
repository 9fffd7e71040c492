import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { todayInMorocco } from '@/domain/days';
import { useEditableSearchParams } from '@/hooks/useEditableSearchParams';
import {
  EMPTY_DATES,
  EMPTY_FILTERS,
  NUMBER_FIELDS,
  datesFromParams,
  draftFromDates,
  draftFromParams,
  draftFromFilters,
  filtersFromParams,
  numbersDraftFromParams,
  paramsFromSearch,
  readDates,
  readNumbers,
  searchKey,
  syncDatesDraft,
  syncDraft,
  type DateFilters,
  type DatesDraft,
  type FiltersPatch,
  type NormalizedFilters,
  type SearchDraft,
} from '@/domain/searchQuery';

/** Numeric boxes apply this long after the last keystroke. */
export const NUMBER_DEBOUNCE_MS = 300;

/**
 * The search page's state. The URL query is the source of truth of the applied filters
 * (shareable, back/forward); the text boxes are a draft: the city, the dates (Du / Au) and the
 * places apply on submit, the numbers ~300 ms after typing, and an invalid value stays in its
 * box, with a problem, and is ignored.
 *
 * Every change builds on the filters of the last address asked for, not on those of the current
 * render (src/hooks/useEditableSearchParams.ts): the router renders a navigation in a
 * transition, and a second change made before the first has rendered (two amenities ticked in a
 * row on a slow phone, a search submitted while a typed number waits for its pause) keeps it.
 */
export function useSearchQuery() {
  const [params, editParams] = useEditableSearchParams();
  const search = params.toString();
  const today = todayInMorocco();
  const applied = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const appliedDates = useMemo(
    () => datesFromParams(new URLSearchParams(search), today),
    [search, today],
  );
  const key = searchKey(applied, appliedDates);

  // (on arrival, the numbers as the address writes them, as the dates below)
  const [draft, setDraft] = useState<SearchDraft>(() => ({
    ...draftFromFilters(applied),
    ...numbersDraftFromParams(new URLSearchParams(search)),
  }));
  // (on arrival, as the address writes them: a value it cannot use is shown with its problem)
  const [datesDraft, setDatesDraft] = useState<DatesDraft>(() =>
    draftFromParams(new URLSearchParams(search)),
  );
  /** Whether the person submitted the form: a date left out is pointed out from then on. */
  const [submitted, setSubmitted] = useState(false);
  // The URL changed (back/forward, a link, our own writes): bring the boxes in line without
  // losing what is typed (adjusting state while rendering, as React recommends).
  const [seen, setSeen] = useState({ key, filters: applied, dates: appliedDates });
  if (seen.key !== key) {
    setSeen({ key, filters: applied, dates: appliedDates });
    setDraft((d) => syncDraft(d, seen.filters, applied));
    setDatesDraft((d) => syncDatesDraft(d, seen.dates, appliedDates, today));
  }

  const numbers = readNumbers(draft);
  const dates = readDates(datesDraft, today);
  const rangeProblem =
    dates.range === 'missingFrom' || dates.range === 'missingTo'
      ? submitted
        ? dates.range
        : null
      : dates.range;

  /**
   * Applies a change: a new history entry when the address differs. `next` gets the filters and
   * dates of the last address asked for; `nextDates`, when given, replaces the dates.
   */
  const apply = (
    next: (current: NormalizedFilters) => NormalizedFilters,
    nextDates?: DateFilters,
  ) =>
    editParams((current) =>
      paramsFromSearch(
        next(filtersFromParams(current)),
        nextDates ?? datesFromParams(current, today),
      ),
    );

  // Debounced numeric boxes: valid values go to the URL, invalid ones are left out. Only a
  // number the person changed is committed: arriving on an address, even one written otherwise
  // (the prerendered form's empty "places="), adds no history entry.
  const commitNumbers = useEffectEvent(() => {
    const typed = readNumbers(draft).values;
    if (NUMBER_FIELDS.some((field) => typed[field] !== applied[field])) {
      apply((current) => ({ ...current, ...typed }));
    }
  });
  useEffect(() => {
    const timer = setTimeout(commitNumbers, NUMBER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft.minArea, draft.minPrice, draft.maxPrice]);

  /** Applies a change made by a select or checkbox at once, with the valid typed numbers. */
  const update = (patch: FiltersPatch) =>
    apply((current) => ({
      ...current,
      ...numbers.values,
      ...(typeof patch === 'function' ? patch(current) : patch),
    }));

  return {
    applied,
    appliedDates,
    today,
    key,
    draft,
    problems: numbers.problems,
    datesDraft,
    /** Why the typed dates are ignored (a missing one only after a submit), or null. */
    rangeProblem,
    placesInvalid: dates.placesInvalid,
    setDraftField: (field: keyof SearchDraft, value: string) =>
      setDraft((d) => ({ ...d, [field]: value })),
    setDatesField: (field: keyof DatesDraft, value: string) =>
      setDatesDraft((d) => ({ ...d, [field]: value })),
    /** The form's submit: the city, the dates and the places (those that are valid). */
    submitCity: () => {
      setSubmitted(true);
      apply(
        (current) => ({ ...current, ...numbers.values, city: draft.city.trim() }),
        dates.values,
      );
    },
    update,
    /** "Réinitialiser": every filter but the city; the order chosen stays (it is no filter). */
    resetFilters: () => {
      setDraft((d) => ({ ...d, minArea: '', minPrice: '', maxPrice: '' }));
      apply((current) => ({ ...EMPTY_FILTERS, city: current.city, sort: current.sort }));
    },
    /** "Voir tous les bureaux": no city, no filter, no dates. */
    clearAll: () => {
      setDraft(draftFromFilters(EMPTY_FILTERS));
      setDatesDraft(draftFromDates(EMPTY_DATES));
      setSubmitted(false);
      apply(() => EMPTY_FILTERS, EMPTY_DATES);
    },
  };
}
