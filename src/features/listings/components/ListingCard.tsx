import { Link } from 'react-router-dom';
import { LoadingRegion, Skeleton } from '@/components/feedback';
import type { Listing } from '@/domain/types';
import { FavoriteButton } from '@/features/favorites';
import { paths } from '@/config/paths';
import { listingsText } from '@/i18n/fr/listings';
import { fromPerDayText, perMonthText, ratingText } from '../format';
import { ListingPhoto } from './ListingPhoto';
import { GRID_PHOTO_SIZES } from '@/domain/photoSizes';

export interface ListingCardProps {
  listing: Listing;
  /** The card title's heading level, to keep the page's headings in order. */
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
}

/**
 * A listing in a grid (home, favourites), spec §2: first photo (or a placeholder), title, city,
 * "À partir de {pricePerDay} MAD /jour" and "{pricePerMonth} MAD/mois". The whole card is the
 * title's link; the heart sits above it.
 */
export function ListingCard({
  listing,
  headingLevel: Heading = 'h3',
  eager = false,
}: ListingCardProps) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <PhotoWithHeart
        listing={listing}
        eager={eager}
        sizes={GRID_PHOTO_SIZES}
        heartClassName="right-3 top-3"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="line-clamp-2 font-semibold text-slate-900 wrap-anywhere">
          <ListingTitleLink listing={listing} />
        </Heading>
        <p className="text-sm text-slate-600 wrap-anywhere">{listing.location.city}</p>
        <CardRating listing={listing} />
        {listing.isPaused && (
          <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-sm font-medium text-amber-900">
            {listingsText.cardPaused}
          </p>
        )}
        <div className="mt-auto pt-2">
          <p className="font-semibold text-slate-900">{fromPerDayText(listing)}</p>
          <p className="text-sm text-slate-600">{perMonthText(listing)}</p>
        </div>
      </div>
    </article>
  );
}

/**
 * The listing's title, linking to its page. Its box stretches over the whole card (a
 * "group relative" parent), so the card is one link named by the title. `query`: what the
 * link carries to the page (a search's dates and places: datesQuery).
 */
export function ListingTitleLink({ listing, query = '' }: { listing: Listing; query?: string }) {
  return (
    <Link
      to={paths.listing(listing.id) + query}
      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700"
    >
      {listing.title}
    </Link>
  );
}

/** The listing's first photo (or a placeholder) with the favourite heart above its corner. */
export function PhotoWithHeart({
  listing,
  eager,
  sizes,
  className = '',
  photoClassName = 'aspect-[3/2]',
  heartClassName,
}: {
  listing: Listing;
  eager: boolean;
  /** ListingPhoto's `sizes`: how wide the photo is drawn in this layout. */
  sizes: string;
  className?: string;
  photoClassName?: string;
  /** Where the heart sits, e.g. "right-3 top-3". */
  heartClassName: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <ListingPhoto
        src={listing.photos[0]}
        alt={listing.title}
        sizes={sizes}
        eager={eager}
        className={photoClassName}
      />
      <div className={`absolute z-10 ${heartClassName}`}>
        <FavoriteButton listingId={listing.id} title={listing.title} />
      </div>
    </div>
  );
}

/** The card's shape while loading. */
function ListingCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-4 h-5 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
      </div>
    </div>
  );
}

const cardGridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Cards in a grid (home, favourites); the first row's photos load at once. */
export function ListingCardGrid({
  listings,
  headingLevel,
}: {
  listings: readonly Listing[];
  headingLevel: 'h2' | 'h3';
}) {
  return (
    <ul className={cardGridClass}>
      {listings.map((listing, i) => (
        <li key={listing.id} className="flex">
          <ListingCard listing={listing} headingLevel={headingLevel} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's shape while it loads, announced as `label`. */
export function ListingCardGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <LoadingRegion label={label}>
      <div className={cardGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <ListingCardSkeleton key={i} />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** "4,6 ★ · 12 avis" on a card, once the listing has reviews (issue 15). */
export function CardRating({ listing }: { listing: Listing }) {
  const text = ratingText(listing);
  return text ? <p className="text-sm font-medium text-slate-800">{text}</p> : null;
}
