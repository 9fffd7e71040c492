import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { suggestPlace } from '@/domain/placeSuggestion';
import { paramsFromSearch, type DateFilters, type NormalizedFilters } from '@/domain/searchQuery';
import { listingsText as tx } from '@/i18n/fr/listings';
import { placeName } from '../format';

/**
 * Under a search that found nothing, the known place its term is probably a typo of
 * (« Vouliez-vous dire Casablanca ? » for « Casablnca »: src/domain/placeSuggestion.ts),
 * as a link to the same search there, its other filters and dates kept. Nothing when the term
 * is a known place, has no letter or is close to none.
 */
export function DidYouMean({ filters, dates }: { filters: NormalizedFilters; dates: DateFilters }) {
  const place = useMemo(() => suggestPlace(filters.city), [filters.city]);
  if (!place) return null;
  const search = paramsFromSearch({ ...filters, city: place.query }, dates);
  return (
    <p className="text-slate-700">
      {tx.didYouMeanBefore}
      <Link
        to={`${paths.search()}?${search.toString()}`}
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {placeName(place)}
      </Link>
      {tx.didYouMeanAfter}
    </p>
  );
}
