/**
 * One of the host's own listings on /host/dashboard: photo, approval badge ("En attente de
 * validation" until the admin approves it, "Refusé" with the admin's reason once refused, "En
 * pause" while paused, "Modification en attente de validation" while a revision waits), city,
 * prices, "Voir", "Modifier", "Mettre en pause" /
 * "Réactiver" (when onTogglePause is given) and, for a listing that was never approved,
 * "Supprimer" (when onDelete is given); and its skeleton.
 */
import { StoredPhoto } from '@/components/StoredPhoto';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadingRegion, Skeleton } from '@/components/feedback';
import { formatMad } from '@/domain/format';
import { canHostDelete } from '@/domain/listingLifecycle';
import type { Listing } from '@/domain/types';
import { t } from '@/i18n/t';
import { common } from '@/i18n/fr/common';
import { hostText as h } from '@/i18n/fr/host';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { paths } from '@/config/paths';

export function HostListingCard({
  listing,
  onDelete,
  onTogglePause,
  pausing = false,
}: {
  listing: Listing;
  onDelete?: (listing: Listing) => void;
  onTogglePause?: (listing: Listing) => void;
  /** The pause or resume of this listing is being saved. */
  pausing?: boolean;
}) {
  const titleId = useId();
  const photo = listing.photos[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-sand-100">
        {photo ? (
          <StoredPhoto
            entry={photo}
            // the dashboard's grid: sm 2 columns, lg 3 (max-w-7xl)
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={t(h.listingPhotoAlt, { title: listing.title })}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-600">
            {common.photoPlaceholder}
          </div>
        )}
        <div className="absolute left-3 top-3 flex flex-wrap gap-1.5">
          {/* "En ligne" and "En pause" would contradict each other: a paused listing is not. */}
          {!(listing.isApproved && listing.isPaused) && (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${
                listing.isApproved
                  ? 'bg-emerald-100 text-emerald-900'
                  : listing.refusal
                    ? 'bg-red-100 text-red-900'
                    : 'bg-amber-100 text-amber-900'
              }`}
            >
              {listing.isApproved
                ? h.approved
                : listing.refusal
                  ? e.refusedBadge
                  : h.pendingApproval}
            </span>
          )}
          {listing.isPaused && (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-900 shadow-sm">
              {e.paused}
            </span>
          )}
          {listing.revision && (
            <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 shadow-sm">
              {e.revisionBadge}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="font-semibold text-slate-900 wrap-anywhere">
          {listing.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600 wrap-anywhere">{listing.location.city}</p>
        {listing.refusal && (
          <div className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 wrap-anywhere">
            <p className="whitespace-pre-line">
              {t(e.refusedReason, { reason: listing.refusal.reason })}
            </p>
            <p className="mt-1">{e.refusedCardHint}</p>
          </div>
        )}
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">
            {t(h.pricePerDay, { price: formatMad(listing.pricePerDay) })}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{t(h.pricePerMonth, { price: formatMad(listing.pricePerMonth) })}</span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link
            to={paths.listing(listing.id)}
            aria-describedby={titleId}
            className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {h.viewListing}
          </Link>
          <Link
            to={paths.editListing(listing.id)}
            aria-describedby={titleId}
            className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {e.edit}
          </Link>
          {onTogglePause && (
            // aria-disabled, not disabled, while saving: a disabled button drops the focus to
            // <body>, and the host pressed it to stay here (HostDashboardPage keeps the card).
            <button
              type="button"
              aria-describedby={titleId}
              onClick={() => !pausing && onTogglePause(listing)}
              aria-disabled={pausing || undefined}
              className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-60"
            >
              {listing.isPaused ? e.resume : e.pause}
            </button>
          )}
          {onDelete && canHostDelete(listing) && (
            <button
              type="button"
              aria-describedby={titleId}
              onClick={() => onDelete(listing)}
              className="inline-flex items-center rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {h.deleteListing}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Three card-shaped placeholders while the listings load (announced once as "Chargement…"). */
export function HostListingSkeletons() {
  return (
    <LoadingRegion className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
