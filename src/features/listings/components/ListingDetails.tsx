import type { ReactNode } from 'react';
import type { Listing } from '@/domain/types';
import { isSharedSpace, placesOf } from '@/domain/availability';
import { formatNumber } from '@/domain/format';
import { availabilityText as av } from '@/i18n/fr/availability';
import { labels } from '@/i18n/fr/common';
import { listingsText as tx } from '@/i18n/fr/listings';
import { areaText, daysText, floorText, parkingText } from '../format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The details grid of spec §2. */
export function DetailsGrid({ listing }: { listing: Listing }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Detail label={tx.areaLabel}>{areaText(listing.area)}</Detail>
      <Detail label={tx.workstationsLabel}>{formatNumber(listing.workstations)}</Detail>
      {/* a shared space sells these one by one: the booking panel's maximum (issue 13) */}
      {isSharedSpace(listing.spaceType) && (
        <Detail label={av.placesField}>{formatNumber(placesOf(listing))}</Detail>
      )}
      <Detail label={tx.floorLabel}>{floorText(listing)}</Detail>
      <Detail label={tx.internetLabel}>
        {labels.internetType[listing.internetType] ?? listing.internetType}
      </Detail>
      <Detail label={tx.minimumDurationLabel}>{daysText(listing.minimumDuration)}</Detail>
      <Detail label={tx.parkingLabel}>{parkingText(listing)}</Detail>
    </dl>
  );
}

function Check() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      className="shrink-0 text-brand-600"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** The accessibility badge (when isAccessible). */
export function AccessibilityBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-sky-50 px-3 py-1.5 text-sm font-semibold text-sky-900 ring-1 ring-sky-200">
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="4.5" r="1.8" />
        <path d="M7 8.5h10M12 8.5v6M9 21l3-6.5 3 6.5" />
      </svg>
      {tx.accessible}
    </p>
  );
}

/** Amenities list, then the additional equipment badges. */
export function AmenitiesSection({ listing }: { listing: Listing }) {
  return (
    <>
      <section aria-labelledby="amenities-title">
        <h2 id="amenities-title" className="text-xl font-semibold text-slate-900">
          {tx.amenitiesTitle}
        </h2>
        {listing.amenities.length > 0 ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {listing.amenities.map((a) => (
              <li key={a} className="flex items-center gap-2 text-slate-800 wrap-anywhere">
                <Check />
                {a}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{tx.noAmenities}</p>
        )}
      </section>
      {listing.additionalEquipment.length > 0 && (
        <section aria-labelledby="equipment-title">
          <h2 id="equipment-title" className="text-xl font-semibold text-slate-900">
            {tx.equipmentTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {listing.additionalEquipment.map((e) => (
              <li
                key={e}
                className="max-w-full rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-slate-800 wrap-anywhere"
              >
                {e}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
