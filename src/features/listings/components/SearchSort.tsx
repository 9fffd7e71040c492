import { useId } from 'react';
import { SEARCH_SORTS, type SearchSort } from '@/domain/types';
import { listingsText as tx } from '@/i18n/fr/listings';

const isSort = (value: string): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value);

/**
 * « Trier par »: the results' order, applied as soon as it is chosen (the address's `tri`,
 * src/domain/searchQuery.ts). Its label sits beside it, so that it fits the results' top line.
 */
export function SearchSortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-800">
        {tx.sortLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (isSort(e.target.value)) onChange(e.target.value);
        }}
        className="block min-w-0 rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {tx.sortOptions[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
