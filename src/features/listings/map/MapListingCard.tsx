import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Listing } from '@/domain/types';
import { mapText as mx } from '@/i18n/fr/map';
import { ListingPhoto } from '../components/ListingPhoto';
import { perDayText, t } from '../format';

/**
 * The card a marker opens over the map: photo, title, price per day, a link to the listing
 * that carries `query` (the search's dates and places, datesQuery).
 */
export function MapListingCard({
  listing,
  query = '',
  onClose,
}: {
  listing: Listing;
  query?: string;
  onClose: () => void;
}) {
  return (
    <section
      aria-label={mx.selectedCard}
      className="absolute inset-x-2 bottom-8 z-20 flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:right-auto sm:max-w-sm"
    >
      <ListingPhoto
        src={listing.photos[0]}
        alt=""
        sizes="96px"
        className="aspect-square w-20 shrink-0 rounded-lg sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 pr-7">
        {/* h2, as the result cards of the list beside it (SearchResult.tsx): the map panel has
            no heading of its own, so it sits right under the search page's h1. */}
        <h2
          dir="auto"
          className="line-clamp-2 font-semibold [overflow-wrap:anywhere] text-slate-900"
        >
          {listing.title}
        </h2>
        <p className="text-sm font-semibold text-slate-800">{perDayText(listing)}</p>
        <Link
          to={paths.listing(listing.id) + query}
          aria-label={t(mx.seeListingLabel, { title: listing.title })}
          className="mt-auto text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {mx.seeListing}
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={mx.closeCard}
        className="absolute top-1 right-1 flex h-8 w-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </section>
  );
}
