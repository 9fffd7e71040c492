/**
 * /host/dashboard (spec §2): counters, the host's own listings (unapproved ones badged
 * "En attente de validation") and the bookings received, with skeletons, empty states that
 * invite to publish a first listing, and errors with a retry.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { useAsync } from '@/hooks/useAsync';
import { usePageMeta } from '@/hooks/usePageMeta';
import { EmptyState, ErrorMessage, Skeleton } from '@/components/feedback';
import { StatusBadge } from '@/components/StatusBadge';
import { countBookings } from '@/domain/bookingRules';
import { formatDate, formatDay, formatMad } from '@/domain/format';
import type { Booking, Listing } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { t } from '@/i18n/t';
import { common, labels } from '@/i18n/fr/common';
import { hostText as h } from '@/i18n/fr/host';
import { paths } from '@/config/paths';

const primaryLink =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white transition hover:bg-brand-800';

export default function HostDashboardPage() {
  usePageMeta({ title: h.dashboardTitle, description: h.dashboardDescription });
  const backend = useBackend();
  const { user, profile } = useAuth();
  const uid = user?.uid ?? '';

  const listings = useAsync(
    () => backend.listings.listListings({ hostId: uid, includeUnapproved: true }),
    [backend, uid],
  );
  const bookings = useAsync(
    () => backend.bookings.listBookingsForUser(uid, 'host'),
    [backend, uid],
  );
  const counters = bookings.status === 'success' ? countBookings(bookings.data) : null;
  const firstName = profile?.firstName || profile?.fullName;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{h.dashboardTitle}</h1>
          <p className="mt-1 text-slate-700">
            {firstName ? t(h.welcome, { name: firstName }) : h.welcomeAnonymous}
          </p>
        </div>
        <Link to={paths.newListing()} className={primaryLink}>
          <span aria-hidden="true">+</span>
          {h.addListing}
        </Link>
      </div>

      <section aria-labelledby="host-counters" className="mt-8">
        <h2 id="host-counters" className="sr-only">
          {h.countersTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Counter
            label={h.counterListings}
            value={listings.status === 'success' ? String(listings.data.length) : null}
            failed={listings.status === 'error'}
          />
          <Counter
            label={h.counterConfirmed}
            value={counters ? String(counters.confirmed) : null}
            failed={bookings.status === 'error'}
          />
          <Counter
            label={h.counterPending}
            value={counters ? String(counters.pending) : null}
            failed={bookings.status === 'error'}
          />
          <Counter
            label={h.counterRevenue}
            hint={h.counterRevenueHint}
            value={counters ? formatMad(counters.confirmedTotal) : null}
            failed={bookings.status === 'error'}
          />
        </dl>
      </section>

      <section aria-labelledby="host-listings" className="mt-10">
        <h2 id="host-listings" className="text-xl font-semibold text-slate-900">
          {h.listingsTitle}
        </h2>
        <div className="mt-4">
          {listings.status === 'loading' && <ListingSkeletons />}
          {listings.status === 'error' && (
            <ErrorMessage message={h.listingsLoadError} onRetry={listings.reload} />
          )}
          {listings.status === 'success' &&
            (listings.data.length === 0 ? (
              <EmptyState
                title={h.listingsEmptyTitle}
                body={h.listingsEmptyBody}
                action={
                  <Link to={paths.newListing()} className={primaryLink}>
                    {h.listingsEmptyAction}
                  </Link>
                }
              />
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {listings.data.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </ul>
            ))}
        </div>
      </section>

      <section aria-labelledby="host-bookings" className="mt-10">
        <h2 id="host-bookings" className="text-xl font-semibold text-slate-900">
          {h.bookingsTitle}
        </h2>
        <div className="mt-4">
          {bookings.status === 'loading' && <BookingSkeletons />}
          {bookings.status === 'error' && (
            <ErrorMessage message={h.bookingsLoadError} onRetry={bookings.reload} />
          )}
          {bookings.status === 'success' &&
            (bookings.data.length === 0 ? (
              <EmptyState
                title={h.bookingsEmptyTitle}
                body={
                  listings.status === 'success' && listings.data.length === 0
                    ? h.bookingsEmptyNoListingBody
                    : h.bookingsEmptyBody
                }
              />
            ) : (
              <ul className="space-y-3">
                {bookings.data.map((booking) => (
                  <li key={booking.id}>
                    <BookingRow booking={booking} />
                  </li>
                ))}
              </ul>
            ))}
        </div>
      </section>
    </div>
  );
}

function Counter({
  label,
  value,
  failed,
  hint,
}: {
  label: string;
  value: string | null;
  failed: boolean;
  hint?: string;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-2 whitespace-nowrap text-xl font-bold text-slate-900 sm:text-2xl">
        {value !== null ? (
          value
        ) : failed ? (
          '—'
        ) : (
          <>
            <Skeleton className="h-8 w-20" />
            <span className="sr-only">{common.loading}</span>
          </>
        )}
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function ListingCard({ listing }: { listing: Listing }) {
  const titleId = useId();
  const photo = listing.photos[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[4/3] bg-sand-100">
        {photo ? (
          <img
            src={photo}
            alt={t(h.listingPhotoAlt, { title: listing.title })}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-600">
            {common.photoPlaceholder}
          </div>
        )}
        <span
          className={`absolute left-3 top-3 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm ${
            listing.isApproved ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
          }`}
        >
          {listing.isApproved ? h.approved : h.pendingApproval}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {listing.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{listing.location.city}</p>
        <p className="mt-2 text-sm text-slate-800">
          <span className="font-semibold">
            {t(h.pricePerDay, { price: formatMad(listing.pricePerDay) })}
          </span>
          <span aria-hidden="true"> · </span>
          <span>{t(h.pricePerMonth, { price: formatMad(listing.pricePerMonth) })}</span>
        </p>
        <div className="mt-auto pt-4">
          <Link
            to={paths.listing(listing.id)}
            aria-describedby={titleId}
            className="inline-flex items-center rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {h.viewListing}
          </Link>
        </div>
      </div>
    </article>
  );
}

function bookingDates(b: Booking): string {
  if (b.isIndefinite || !b.endDate)
    return t(h.bookingIndefinite, { start: formatDay(b.startDate) });
  if (b.endDate === b.startDate) return t(h.bookingSingleDay, { day: formatDay(b.startDate) });
  return t(h.bookingDates, { start: formatDay(b.startDate), end: formatDay(b.endDate) });
}

function BookingRow({ booking }: { booking: Booking }) {
  const price =
    booking.isIndefinite && booking.monthlyPrice !== null
      ? t(h.bookingPricePerMonth, { price: formatMad(booking.monthlyPrice) })
      : formatMad(booking.totalPrice);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link to={paths.listing(booking.listingId)} className="hover:underline">
              {booking.listingTitle}
            </Link>
          </h3>
          <StatusBadge status={booking.status} />
        </div>
        <p className="mt-1 text-sm text-slate-700">{bookingDates(booking)}</p>
        <p className="mt-0.5 text-sm text-slate-600">
          {t(h.bookingTenant, { name: booking.tenantName || h.unknownTenant })}
          <span aria-hidden="true"> · </span>
          {t(h.bookingRental, { type: labels.rentalType[booking.rentalType].toLowerCase() })}
          <span aria-hidden="true"> · </span>
          {t(h.bookingReceived, { date: formatDate(booking.createdAt) })}
        </p>
      </div>
      <p className="shrink-0 text-right">
        <span className="sr-only">{h.bookingPrice} : </span>
        <span className="text-lg font-bold text-slate-900">{price}</span>
      </p>
    </article>
  );
}

function ListingSkeletons() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        {common.loading}
      </span>
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
    </div>
  );
}

function BookingSkeletons() {
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {common.loading}
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
