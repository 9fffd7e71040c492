import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_FILTERS,
  draftFromFilters,
  filtersFromParams,
  filtersKey,
  paramsFromFilters,
  readNumbers,
  syncDraft,
  type NormalizedFilters,
  type SearchDraft,
} from '@/domain/searchQuery';

/** Numeric boxes apply this long after the last keystroke. */
export const NUMBER_DEBOUNCE_MS = 300;

/**
 * The search page's state. The URL query is the source of truth of the applied filters
 * (shareable, back/forward); the text boxes are a draft: the city applies on submit, the numbers
 * ~300 ms after typing, and an invalid number stays in its box, with a problem, and is ignored.
 */
export function useSearchQuery() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const applied = useMemo(() => filtersFromParams(new URLSearchParams(search)), [search]);
  const key = filtersKey(applied);

  const [draft, setDraft] = useState<SearchDraft>(() => draftFromFilters(applied));
  // The URL changed (back/forward, a link, our own writes): bring the boxes in line without
  // losing what is typed (adjusting state while rendering, as React recommends).
  const [seen, setSeen] = useState({ key, filters: applied });
  if (seen.key !== key) {
    setSeen({ key, filters: applied });
    setDraft((d) => syncDraft(d, seen.filters, applied));
  }

  const numbers = readNumbers(draft);

  /** Applies filters: a new history entry when they differ from the URL's. */
  const apply = (next: NormalizedFilters) => {
    const nextParams = paramsFromFilters(next);
    if (nextParams.toString() !== search) setParams(nextParams);
  };

  // Debounced numeric boxes: valid values go to the URL, invalid ones are left out.
  const commitNumbers = useEffectEvent(() => apply({ ...applied, ...readNumbers(draft).values }));
  useEffect(() => {
    const timer = setTimeout(commitNumbers, NUMBER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft.minArea, draft.minPrice, draft.maxPrice]);

  /** Applies a change made by a select or checkbox at once, with the valid typed numbers. */
  const update = (patch: Partial<NormalizedFilters>) =>
    apply({ ...applied, ...numbers.values, ...patch });

  return {
    applied,
    key,
    draft,
    problems: numbers.problems,
    setDraftField: (field: keyof SearchDraft, value: string) =>
      setDraft((d) => ({ ...d, [field]: value })),
    submitCity: () => update({ city: draft.city.trim() }),
    update,
    /** "Réinitialiser": every filter but the city. */
    resetFilters: () => {
      setDraft((d) => ({ ...d, minArea: '', minPrice: '', maxPrice: '' }));
      apply({ ...EMPTY_FILTERS, city: applied.city });
    },
    /** "Voir tous les bureaux": no city, no filter. */
    clearAll: () => {
      setDraft(draftFromFilters(EMPTY_FILTERS));
      apply(EMPTY_FILTERS);
    },
  };
}
