import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyRetry } from '@/lib/lazyRetry';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '@/hooks/useAuth';
import { useBackend } from '@/hooks/useBackend';
import { formatDate } from '@/domain/format';
import { useAsync } from '@/hooks/useAsync';
import { useNearViewport } from '@/hooks/useNearViewport';
import { usePageMeta } from '@/hooks/usePageMeta';
import { AlertNotice, ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import type { Listing } from '@/domain/types';
import { FavoriteButton } from '@/features/favorites';
import { ContactHostLink } from '@/features/messages';
import {
  AccessibilityBadge,
  AmenitiesSection,
  DetailsGrid,
} from '@/features/listings/components/ListingDetails';
import { Gallery } from '@/features/listings/components/Gallery';
import { GALLERY_SIZES } from '@/domain/photoSizes';
import { photoSources } from '@/domain/photos';
import { MobileBookingBar } from '@/features/booking/components/MobileBookingBar';
import {
  addressLine,
  excerpt,
  listingPageTitle,
  ratingText,
  spaceTypeText,
  t,
} from '@/features/listings/format';
import { ListingReviews } from '@/features/reviews';
import { reviewsText } from '@/i18n/fr/reviews';
import { hostEditText } from '@/i18n/fr/hostEdit';
import { listingsText as tx } from '@/i18n/fr/listings';
import { hasMapsKey } from '@/lib/maps';
import { whenIdle } from '@/lib/afterFirstScreen';
import { googleMapsSearchUrl } from '@/domain/mapView';
import { mapText as mx } from '@/i18n/fr/map';
import { BOOKING_PANEL_ID, paths } from '@/config/paths';
import { useHashTarget } from '@/hooks/useHashTarget';

// Maps code lives in its own chunk, fetched only for a listing with coordinates and a key;
// without a key, the offline map of Morocco (its own chunk too).
const ListingMap = lazyRetry(() => import('@/features/listings/components/ListingMap'));
const ListingOfflineMap = lazyRetry(() => import('@/features/listings/map/ListingOfflineMap'));

// The booking panel (forms, validation, date logic) loads after the listing itself is shown.
const BookingPanel = lazyRetry(() => import('@/features/booking/BookingPanel'), 'BookingPanel');

/**
 * The panel's code is fetched once the first photo has loaded and painted (or after 1.5 s), so that the
 * photo — the page's largest paint — does not share the network with the booking form.
 */
function useAfterFirstPhoto(src: string | undefined): boolean {
  const [ready, setReady] = useState(!src);
  useEffect(() => {
    if (!src) {
      setReady(true);
      return;
    }
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      // Let the photo paint first, then fetch and evaluate the form's code.
      window.requestAnimationFrame(() => void whenIdle(1000).then(() => setReady(true)));
    };
    // The very file the gallery shows (same srcset and sizes: the browser picks the same width).
    const { src: fallback, srcSet } = photoSources(src);
    const img = new Image();
    img.onload = finish;
    img.onerror = finish;
    if (srcSet) {
      img.sizes = GALLERY_SIZES;
      img.srcset = srcSet;
    }
    img.src = fallback;
    const timer = window.setTimeout(finish, 1500);
    return () => {
      done = true;
      window.clearTimeout(timer);
    };
  }, [src]);
  return ready;
}

/** The booking panel's wrapper, target of the phone bar (MobileBookingBar) and of « Réserver à nouveau ». */
const PANEL_ID = BOOKING_PANEL_ID;

function PanelSkeleton() {
  return <Skeleton className="h-[28rem] w-full rounded-2xl" />;
}

/** The map's shape while its chunk loads: Google's 16:9, or the offline map's near square. */
function MapSkeleton() {
  return hasMapsKey() ? (
    <Skeleton className="aspect-[16/9] w-full rounded-2xl" />
  ) : (
    <Skeleton className="aspect-square w-full max-w-lg rounded-2xl" />
  );
}

function LocationSection({ listing }: { listing: Listing }) {
  const coordinates = listing.location.coordinates;
  // The map is below the fold: its code loads and it draws when the visitor nears it, not
  // during the page's start-up (docs/decisions.md, "The listing map waits for the visitor").
  const [nearRef, near] = useNearViewport<HTMLElement>();
  return (
    <section aria-labelledby="location-title" ref={nearRef}>
      <h2 id="location-title" className="text-xl font-semibold text-slate-900">
        {tx.locationTitle}
      </h2>
      <p className="mt-1 text-slate-700 wrap-anywhere">{addressLine(listing.location)}</p>
      <div className="mt-3">
        {coordinates ? (
          <ErrorBoundary>
            <Suspense fallback={<MapSkeleton />}>
              {!near ? (
                <MapSkeleton />
              ) : hasMapsKey() ? (
                <ListingMap
                  coordinates={coordinates}
                  title={listing.title}
                  address={addressLine(listing.location)}
                />
              ) : (
                <ListingOfflineMap
                  coordinates={coordinates}
                  title={listing.title}
                  address={addressLine(listing.location)}
                />
              )}
            </Suspense>
          </ErrorBoundary>
        ) : (
          <p className="text-slate-600">{tx.locationUnavailable}</p>
        )}
      </div>
      {coordinates && (
        <p className="mt-2">
          <a
            href={googleMapsSearchUrl(coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={mx.openInGoogleMapsLabel}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {mx.openInGoogleMaps}
          </a>
        </p>
      )}
    </section>
  );
}

function ListingView({ listing }: { listing: Listing }) {
  const { user } = useAuth();
  const panelReady = useAfterFirstPhoto(listing.photos[0]);
  // « Réserver à nouveau » opens the page at its booking panel (its wrapper, drawn with the page)
  useHashTarget(!listing.isPaused, undefined, { id: PANEL_ID });
  usePageMeta({
    title: listingPageTitle(listing),
    description: excerpt(listing.description),
  });
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* only its host (and the admin) can open an unapproved listing: they see what others do not */}
      {!listing.isApproved &&
        (listing.refusal ? (
          <AlertNotice title={tx.refusedTitle} role="status" className="mb-6">
            <p className="mt-1 text-sm">
              {t(hostEditText.refusedOn, { date: formatDate(listing.refusal.at) })}
            </p>
            <p className="mt-1 whitespace-pre-line text-sm wrap-anywhere">
              {t(hostEditText.refusedReason, { reason: listing.refusal.reason })}
            </p>
            <p className="mt-1 text-sm">{tx.refusedBody}</p>
            {/* its host's way to act on it (the admin reads it here too, and acts elsewhere) */}
            {user?.uid === listing.hostId && (
              <Link
                to={paths.editListing(listing.id)}
                className="mt-2 inline-flex text-sm font-semibold text-brand-700 underline"
              >
                {tx.refusedEdit}
              </Link>
            )}
          </AlertNotice>
        ) : (
          <AlertNotice title={tx.notApprovedTitle} role="status" className="mb-6">
            <p className="mt-1 text-sm">{tx.notApprovedBody}</p>
          </AlertNotice>
        ))}
      {user?.uid === listing.hostId && <OwnerNotices listing={listing} />}
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 wrap-anywhere">
          <h1 className="text-3xl font-bold text-slate-900">{listing.title}</h1>
          <p className="mt-2 text-slate-700">{addressLine(listing.location)}</p>
          {/* issue 15: the average once there are reviews, the spec's line before */}
          <p className="mt-1 text-sm text-slate-600">{ratingText(listing) ?? tx.ratingLine}</p>
          {listing.hostName && (
            <p className="mt-1 text-sm font-medium text-slate-800">
              {t(tx.hostedBy, { name: listing.hostName })}
            </p>
          )}
          <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {spaceTypeText(listing)}
          </p>
        </div>
        <FavoriteButton listingId={listing.id} variant="labelled" className="shrink-0 self-start" />
      </header>

      <div className="mt-6">
        <Gallery photos={listing.photos} title={listing.title} />
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-xl font-semibold text-slate-900">
              {tx.descriptionTitle}
            </h2>
            <p className="mt-2 whitespace-pre-line leading-7 text-slate-700 wrap-anywhere">
              {listing.description}
            </p>
          </section>

          <section aria-labelledby="details-title">
            <h2 id="details-title" className="text-xl font-semibold text-slate-900">
              {tx.detailsTitle}
            </h2>
            <div className="mt-3">
              <DetailsGrid listing={listing} />
            </div>
            {listing.isAccessible && (
              <div className="mt-4">
                <AccessibilityBadge />
              </div>
            )}
          </section>

          <AmenitiesSection listing={listing} />
          {/* issue 15 */}
          <section aria-labelledby="reviews-title">
            <h2
              id="reviews-title"
              tabIndex={-1}
              className="mb-3 text-xl font-semibold text-slate-900 focus:outline-none"
            >
              {reviewsText.listTitle}
            </h2>
            <ListingReviews listingId={listing.id} headingId="reviews-title" />
          </section>
          <LocationSection listing={listing} />
        </div>

        {/* Desktop: the panel stays in view while the page scrolls (sticky). */}
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {listing.isPaused ? (
            <div
              role="status"
              className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm"
            >
              <h2 className="text-lg font-semibold text-slate-900">
                {hostEditText.listingPausedTitle}
              </h2>
              <p className="mt-2 text-sm">{hostEditText.listingPausedBody}</p>
              <Link
                to={paths.search({ city: listing.location.city })}
                className="mt-4 inline-block font-semibold text-brand-700 underline"
              >
                {tx.backToSearch}
              </Link>
            </div>
          ) : (
            /* The phone bar's "Réserver" scrolls here and focuses it. */
            <div
              id={PANEL_ID}
              tabIndex={-1}
              className="scroll-mt-24 rounded-2xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {panelReady ? (
                <ErrorBoundary>
                  <Suspense fallback={<PanelSkeleton />}>
                    <BookingPanel listing={listing} />
                  </Suspense>
                </ErrorBoundary>
              ) : (
                <PanelSkeleton />
              )}
            </div>
          )}
          {listing.isApproved && (
            <div className="mt-4">
              <ContactHostLink listingId={listing.id} hostId={listing.hostId} />
            </div>
          )}
        </aside>
      </div>
      {!listing.isPaused && <MobileBookingBar listing={listing} panelId={PANEL_ID} />}
    </div>
  );
}

function ListingSkeleton() {
  return (
    <LoadingRegion label={tx.listingLoading} className="mx-auto max-w-7xl px-4 py-8">
      <div aria-hidden="true">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-9 w-3/4" />
        <Skeleton className="mt-3 h-5 w-1/2" />
        <Skeleton className="mt-6 aspect-[3/2] w-full rounded-2xl sm:aspect-[2/1]" />
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="space-y-3">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-5 w-4/5" />
          </div>
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
      </div>
    </LoadingRegion>
  );
}

function NotFound() {
  usePageMeta({ title: tx.notFoundTitle, description: tx.notFoundBody });
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{tx.notFoundTitle}</h1>
      <p className="mt-3 text-slate-700">{tx.notFoundBody}</p>
      <Link
        to={paths.search()}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {tx.backToSearch}
      </Link>
    </div>
  );
}

export default function ListingPage() {
  const { id = '' } = useParams();
  const backend = useBackend();
  const state = useAsync(() => backend.listings.getListing(id), [backend, id]);

  if (state.status === 'loading') return <ListingSkeleton />;
  if (state.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="mb-4 text-2xl font-bold text-slate-900">{tx.listingErrorTitle}</h1>
        <ErrorMessage message={tx.listingError} onRetry={state.reload} />
      </div>
    );
  }
  if (!state.data) return <NotFound />;
  return <ListingView key={state.data.id} listing={state.data} />;
}

/**
 * What the host of the listing sees above it and others do not: that it is paused (its booking
 * panel, far down a phone's page, says so to everyone) and that an edit of its public content
 * waits for the admin, this page showing the version online.
 */
function OwnerNotices({ listing }: { listing: Listing }) {
  const e = hostEditText;
  const dashboard = (
    <Link
      to={paths.hostDashboard()}
      className="mt-2 inline-flex text-sm font-semibold text-brand-700 underline"
    >
      {e.ownerDashboardLink}
    </Link>
  );
  return (
    <>
      {listing.isPaused && (
        <AlertNotice title={e.ownerPausedTitle} role="status" className="mb-6">
          <p className="mt-1 text-sm">{e.ownerPausedBody}</p>
          {dashboard}
        </AlertNotice>
      )}
      {listing.isApproved && listing.revision !== null && (
        <AlertNotice title={e.ownerRevisionTitle} role="status" className="mb-6">
          <p className="mt-1 text-sm">{e.ownerRevisionBody}</p>
          {!listing.isPaused && dashboard}
        </AlertNotice>
      )}
    </>
  );
}
