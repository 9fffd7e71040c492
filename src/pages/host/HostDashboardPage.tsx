/**
 * /host/dashboard (spec §2): counters, links to the sections below, the host's own listings
 * (unapproved ones badged "En attente de validation"), the bookings received, each listing's
 * availability calendar (issue 13, lazy-loaded feature hostCalendar) and the reviews, with
 * skeletons, empty states that invite to publish a first listing, and errors with a retry.
 */
import { Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { lazyRetry } from '@/lib/lazyRetry';
import { Link, useLocation } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { useAsync } from '@/hooks/useAsync';
import { useHashTarget } from '@/hooks/useHashTarget';
import { useLoadedAt } from '@/hooks/useLoadedAt';
import { usePageMeta } from '@/hooks/usePageMeta';
import { AsyncList } from '@/components/AsyncList';
import toast from 'react-hot-toast';
import { EmptyState, failureMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { StatCard } from '@/components/StatCard';
import { ContactTenantLink, HostInboxCard } from '@/features/messages';
import { countBookings } from '@/domain/bookingRules';
import { formatMad } from '@/domain/format';
import { useAuth } from '@/hooks/useAuth';
import { BookingCard } from '@/features/booking/components/BookingCard';
import { MissingBookingNotice } from '@/features/booking/components/MissingBookingNotice';
import { useMyDocuments } from '@/features/documents';
import { BillingIdentityNotice } from '@/features/host/BillingIdentityNotice';
import { DeleteListingDialog } from '@/features/host/DeleteListingDialog';
import { HostListingCard, HostListingSkeletons } from '@/features/host/HostListingCard';
import { HostReviews } from '@/features/reviews';
import type { Listing } from '@/domain/types';
import { t } from '@/i18n/t';
import { bookingText } from '@/i18n/fr/booking';
import { hostText as h } from '@/i18n/fr/host';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { calendarText } from '@/i18n/fr/calendar';
import { reviewsText } from '@/i18n/fr/reviews';
import { paths } from '@/config/paths';
import { reportError } from '@/lib/reportError';

// The calendar (grid, keyboard, block form) is its own chunk, fetched once the listings are in.
const HostCalendarSection = lazyRetry(
  () => import('@/features/hostCalendar'),
  'HostCalendarSection',
);

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
  // receipts, invoices and credit notes, linked from their bookings (issue 15)
  const documents = useMyDocuments('host', bookings.data);
  // The moment the bookings arrived: expired requests are neither pending nor cancellable.
  const now = useLoadedAt(bookings.data);
  const counters = bookings.status === 'success' ? countBookings(bookings.data, now) : null;
  // a notification's link: the booking's card (paths.hostDashboard(bookingId))
  useHashTarget(bookings.status === 'success');
  const [toDelete, setToDelete] = useState<Listing | null>(null);
  const [pausing, setPausing] = useState<string | null>(null);
  // The list as a pause or a deletion just left it, shown while it reloads instead of the
  // skeletons: the cards stay mounted (AsyncList keys them by id), so the focus stays on the
  // toggle the host pressed, or goes to a neighbour of the deleted card, rather than to <body>.
  const [kept, setKept] = useState<Listing[] | null>(null);
  if (kept && listings.status !== 'loading') setKept(null);
  const shownListings =
    kept && listings.status === 'loading'
      ? { status: 'success' as const, data: kept, error: undefined, reload: listings.reload }
      : listings;
  const listingsHeading = useRef<HTMLHeadingElement>(null);
  const listingsBox = useRef<HTMLDivElement>(null);
  /** Where the deleted listing's card was in the list, until the dialog closes. */
  const deletedAt = useRef<number | null>(null);
  // The deleted card's place now holds the next card: its first action, else the previous
  // card's, else (no listing left) the section's heading.
  const focusAfterDelete = () => {
    const at = deletedAt.current;
    if (at === null) return null;
    deletedAt.current = null;
    const cards = listingsBox.current?.querySelectorAll('article') ?? [];
    const card = cards[at] ?? cards[at - 1];
    return card?.querySelector<HTMLElement>('a[href], button') ?? listingsHeading.current;
  };
  const togglePause = async (listing: Listing) => {
    if (pausing) return;
    setPausing(listing.id);
    try {
      await backend.listings.setListingPaused(listing.id, !listing.isPaused);
      // a listing not validated is not in the search either way: say what the pause changes
      const [paused, resumed] = listing.isApproved
        ? [e.pausedToast, e.resumedToast]
        : listing.refusal
          ? [e.pausedRefusedToast, e.resumedRefusedToast]
          : [e.pausedWaitingToast, e.resumedWaitingToast];
      toast.success(listing.isPaused ? resumed : paused);
      if (shownListings.status === 'success') {
        const paused = !listing.isPaused;
        setKept(
          shownListings.data.map((l) => (l.id === listing.id ? { ...l, isPaused: paused } : l)),
        );
      }
      listings.reload();
    } catch (err) {
      reportError(err);
      toast.error(failureMessage(err, e.pauseError));
    } finally {
      setPausing(null);
    }
  };
  const firstName = profile?.firstName || profile?.fullName;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{h.dashboardTitle}</h1>
          <p className="mt-1 text-slate-700 wrap-anywhere">
            {firstName ? t(h.welcome, { name: firstName }) : h.welcomeAnonymous}
          </p>
        </div>
        <Link to={paths.newListing()} className={primaryLink}>
          <span aria-hidden="true">+</span>
          {h.addListing}
        </Link>
      </div>
      <MissingBookingNotice bookings={bookings.status === 'success' ? bookings.data : null} />
      {profile && profile.legalIdentity === null && <BillingIdentityNotice />}

      <section aria-labelledby="host-counters" className="mt-8">
        <h2 id="host-counters" className="sr-only">
          {h.countersTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {/* the whole row on a phone too, so that the three others leave no hole (Revenus
              spans the row under them) */}
          <StatCard
            className="col-span-2 lg:col-span-1"
            label={h.counterListings}
            value={shownListings.status === 'success' ? String(shownListings.data.length) : null}
            failed={shownListings.status === 'error'}
          />
          <StatCard
            label={h.counterConfirmed}
            value={counters ? String(counters.confirmed) : null}
            failed={bookings.status === 'error'}
          />
          <StatCard
            label={h.counterPending}
            value={counters ? String(counters.pending) : null}
            failed={bookings.status === 'error'}
          />
          {/* an amount keeps « MAD » on its line: the whole row on a phone, never past its card */}
          <StatCard
            className="col-span-2 lg:col-span-1"
            label={bookingText.dashboard.hostRevenue}
            value={counters ? formatMad(counters.confirmedTotal) : null}
            failed={bookings.status === 'error'}
          >
            {bookingText.dashboard.totalHint}
          </StatCard>
        </dl>
      </section>

      <JumpLinks
        pending={counters?.pending ?? 0}
        withListingSections={shownListings.status === 'success' && shownListings.data.length > 0}
      />

      <div className="mt-8">
        <HostInboxCard />
      </div>

      <section aria-labelledby="host-listings" className="mt-10">
        <h2
          id="host-listings"
          ref={listingsHeading}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          {h.listingsTitle}
        </h2>
        <div className="mt-4" ref={listingsBox}>
          <AsyncList
            state={shownListings}
            skeleton={<HostListingSkeletons />}
            errorMessage={h.listingsLoadError}
            empty={
              <EmptyState
                title={h.listingsEmptyTitle}
                body={h.listingsEmptyBody}
                action={
                  <Link to={paths.newListing()} className={primaryLink}>
                    {h.listingsEmptyAction}
                  </Link>
                }
              />
            }
            listClassName="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
            renderItem={(listing) => (
              <HostListingCard
                listing={listing}
                onDelete={setToDelete}
                onTogglePause={(l) => void togglePause(l)}
                pausing={pausing === listing.id}
              />
            )}
          />
        </div>
      </section>

      <section aria-labelledby="host-bookings" className="mt-10">
        <h2 id="host-bookings" tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {h.bookingsTitle}
        </h2>
        <div className="mt-4">
          <AsyncList
            state={bookings}
            skeleton={<BookingSkeletons />}
            errorMessage={h.bookingsLoadError}
            empty={
              <EmptyState
                title={h.bookingsEmptyTitle}
                body={
                  shownListings.status === 'success' && shownListings.data.length === 0
                    ? h.bookingsEmptyNoListingBody
                    : h.bookingsEmptyBody
                }
              />
            }
            listClassName="space-y-4"
            renderItem={(booking) => (
              <BookingCard
                booking={booking}
                viewer="host"
                now={now}
                documents={documents.get(booking.id)}
                contact={
                  <ContactTenantLink
                    listingId={booking.listingId}
                    tenantId={booking.tenantId}
                    tenantName={booking.tenantName}
                    listingTitle={booking.listingTitle}
                  />
                }
              />
            )}
          />
        </div>
      </section>

      {/* drawn from the list shown: a pause or a deletion reloading it leaves them mounted */}
      {shownListings.status === 'success' && shownListings.data.length > 0 && (
        <ErrorBoundary>
          <Suspense fallback={<CalendarSkeleton />}>
            <HostCalendarSection listings={shownListings.data} />
          </Suspense>
        </ErrorBoundary>
      )}

      {/* issue 15 */}
      {shownListings.status === 'success' && shownListings.data.length > 0 && (
        <HostReviews listings={shownListings.data} />
      )}

      {toDelete && (
        <DeleteListingDialog
          listing={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={() => {
            if (shownListings.status === 'success') {
              deletedAt.current = shownListings.data.findIndex((l) => l.id === toDelete.id);
              setKept(shownListings.data.filter((l) => l.id !== toDelete.id));
            }
            setToDelete(null);
            listings.reload();
          }}
          returnFocus={focusAfterDelete}
        />
      )}
    </div>
  );
}

const jumpLink =
  'inline-flex items-center rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 transition hover:border-brand-600 hover:text-brand-800';

/**
 * Links to the page's sections under the counters: on a phone « Réservations reçues » comes
 * after every listing card (docs/decisions.md "The host dashboard's sections"). A link is a
 * hash of this page, replacing the address rather than adding a step to Back (which would
 * leave the focus far below the place it scrolls back to); useHashTarget scrolls to the
 * section and focuses its heading.
 */
function JumpLinks({
  pending,
  withListingSections,
}: {
  pending: number;
  /** The calendar and the reviews, drawn once the host has a listing. */
  withListingSections: boolean;
}) {
  const { search } = useLocation();
  const links = [
    { id: 'host-listings', label: h.listingsTitle },
    {
      id: 'host-bookings',
      label: pending > 0 ? t(h.jumpBookingsPending, { n: pending }) : h.bookingsTitle,
    },
    ...(withListingSections
      ? [
          { id: 'host-calendar', label: calendarText.host.sectionTitle },
          { id: 'host-reviews', label: reviewsText.hostTitle },
        ]
      : []),
  ];
  return (
    <nav aria-labelledby="host-jump" className="mt-6">
      <h2 id="host-jump" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {h.jumpTitle}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.id}>
            {/* the address's parameters kept: the calendar's listing (?calendrier=) */}
            <Link to={{ search, hash: link.id }} replace className={jumpLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BookingSkeletons() {
  return (
    <LoadingRegion className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="mt-2 h-4 w-1/3" />
        </div>
      ))}
    </LoadingRegion>
  );
}

function CalendarSkeleton() {
  return (
    <LoadingRegion className="mt-10">
      <Skeleton className="h-7 w-72" />
      <Skeleton className="mt-4 h-96 w-full rounded-2xl" />
    </LoadingRegion>
  );
}
