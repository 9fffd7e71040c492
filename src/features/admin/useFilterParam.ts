import { useEditableSearchParams } from '@/hooks/useEditableSearchParams';

/**
 * A tab's filter in the address (?filter=…, none for « Tous » / « Toutes »), read through
 * `parse`; a new one replaces the address's entry (the tab's own entry stays in the history).
 * Also gives the params, for the links that come back to the tab as it is.
 */
export function useFilterParam<F extends string>(parse: (value: string | null) => F) {
  const [params, editParams] = useEditableSearchParams();
  const filter = parse(params.get('filter'));
  const setFilter = (value: F) =>
    editParams(
      (p) => {
        if (value === 'all') p.delete('filter');
        else p.set('filter', value);
      },
      { replace: true },
    );
  return { filter, setFilter, params };
}
