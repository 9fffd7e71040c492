import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/feedback';
import type { Listing } from '@/domain/types';
import { FavoriteButton } from '@/features/favorites';
import { paths } from '@/config/paths';
import { fromPerDayText, perMonthText } from '../format';
import { ListingPhoto } from './ListingPhoto';

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
      <ListingPhoto
        src={listing.photos[0]}
        alt={listing.title}
        eager={eager}
        className="aspect-[3/2]"
      />
      <div className="absolute right-3 top-3 z-10">
        <FavoriteButton listingId={listing.id} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="line-clamp-2 font-semibold text-slate-900">
          <Link
            to={paths.listing(listing.id)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="text-sm text-slate-600">{listing.location.city}</p>
        <div className="mt-auto pt-2">
          <p className="font-semibold text-slate-900">{fromPerDayText(listing)}</p>
          <p className="text-sm text-slate-600">{perMonthText(listing)}</p>
        </div>
      </div>
    </article>
  );
}

/** The card's shape while loading. */
export function ListingCardSkeleton() {
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

export const cardGridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
