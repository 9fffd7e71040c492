import { Skeleton } from '@/components/feedback';
import { amenityPreview } from '@/domain/search';
import type { Listing } from '@/domain/types';
import { listingsText as tx } from '@/i18n/fr/listings';
import { addressLine, perDayText, perMonthText, t } from '../format';
import { CardRating, ListingTitleLink, PhotoWithHeart } from './ListingCard';
import { SEARCH_RESULT_SIZES } from '@/domain/photoSizes';

/**
 * One search result, spec §2: photo, title, address and city, description, the first 3
 * amenities plus "+N", price per day and per month. Its link carries `query`, the search's
 * dates and places (datesQuery), to the listing's booking panel.
 */
export function SearchResult({
  listing,
  eager = false,
  query = '',
}: {
  listing: Listing;
  eager?: boolean;
  query?: string;
}) {
  const { shown, more } = amenityPreview(listing.amenities);
  return (
    <article className="group relative flex flex-col gap-4 overflow-hidden rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 sm:flex-row">
      <PhotoWithHeart
        listing={listing}
        eager={eager}
        sizes={SEARCH_RESULT_SIZES}
        className="shrink-0 sm:w-64 lg:w-72"
        photoClassName="aspect-[3/2] rounded-xl"
        heartClassName="right-2 top-2"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 px-1 pb-1 sm:py-1">
        <h2 className="text-lg font-semibold text-slate-900">
          <ListingTitleLink listing={listing} query={query} />
        </h2>
        <p className="flex items-start gap-1 text-sm text-slate-600">
          <svg
            aria-hidden="true"
            className="mt-0.5 shrink-0"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </svg>
          <span>{addressLine(listing.location)}</span>
        </p>
        <CardRating listing={listing} />
        <p className="line-clamp-2 text-sm text-slate-700 wrap-anywhere">{listing.description}</p>
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {shown.map((a) => (
              <li
                key={a}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
              >
                {a}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                <span aria-hidden="true">{t(tx.moreAmenities, { n: more })}</span>
                <span className="sr-only">
                  {more === 1 ? tx.moreAmenitiesLabelOne : t(tx.moreAmenitiesLabel, { n: more })}
                </span>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-2">
          <p className="text-lg font-bold text-slate-900">{perDayText(listing)}</p>
          <p className="text-sm text-slate-600">{perMonthText(listing)}</p>
        </div>
      </div>
    </article>
  );
}

export function SearchResultSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-3 sm:flex-row">
      <Skeleton className="aspect-[3/2] shrink-0 sm:w-64 lg:w-72" />
      <div className="flex-1 space-y-3 py-1">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-24 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-6 w-32" />
      </div>
    </div>
  );
}
