import type { Listing } from '@/domain/types';
import { formatMad } from '@/domain/format';

/**
 * The booking panel of a listing page (spec §2). Placeholder showing the prices until the
 * booking feature lands; its props are the contract with the listing page.
 */
export function BookingPanel({ listing }: { listing: Listing }) {
  return (
    <section aria-labelledby="booking-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="booking-title" className="text-lg font-semibold">
        {formatMad(listing.pricePerDay)} /jour · {formatMad(listing.pricePerMonth)}/mois
      </h2>
    </section>
  );
}
