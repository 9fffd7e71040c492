/**
 * /dashboard, "Mes réservations" (spec §2): welcome line, counters, the user's bookings newest
 * first. Tenants see their own bookings and may cancel one waiting for the admin (not one that
 * expired: "Expirée", with a link to book again), or give notice on an indefinite monthly
 * rental (« Donner congé », src/domain/rentalEnd.ts); hosts see the bookings they received, with a
 * link to their own dashboard.
 */
import { StatCard } from '@/components/StatCard';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useAsync } from '@/hooks/useAsync';
import { useHashTarget } from '@/hooks/useHashTarget';
import { useLoadedAt } from '@/hooks/useLoadedAt';
import { useBackend } from '@/hooks/useBackend';
import { usePageMeta } from '@/hooks/usePageMeta';
import {
  EmptyState,
  ErrorMessage,
  LoadingRegion,
  Skeleton,
  failureMessage,
} from '@/components/feedback';
import { countBookings } from '@/domain/bookingRules';
import { todayInMorocco } from '@/domain/days';
import { formatDay, formatMad } from '@/domain/format';
import type { Booking, BookingStatus } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { BookingCard } from '@/features/booking/components/BookingCard';
import { MissingBookingNotice } from '@/features/booking/components/MissingBookingNotice';
import { RentalEndDialog } from '@/features/booking/components/RentalEndDialog';
import { rentalSinceText } from '@/features/booking/format';
import { useMyDocuments } from '@/features/documents';
import { TenantReviewHistory, TenantReviews, useMyReviews } from '@/features/reviews';
import { ContactHostLink, ContactTenantLink } from '@/features/messages';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { t } from '@/i18n/t';
import { bookingText } from '@/i18n/fr/booking';
import { calendarText } from '@/i18n/fr/calendar';
import { isServiceError } from '@/services';
import { paths } from '@/config/paths';
import { reportError } from '@/lib/reportError';

const d = bookingText.dashboard;

/** Shows once, as a notification, the success message another page passed when navigating. */
function useSuccessFromNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const success = (location.state as { success?: unknown } | null)?.success;
  useEffect(() => {
    if (typeof success !== 'string' || !success) return;
    toast.success(success, { id: 'navigation-success' });
    // Clear the state so that a reload or a return does not show it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [success, navigate, location.pathname]);
}

export default function DashboardPage() {
  usePageMeta({ title: d.title, description: d.metaDescription });
  useSuccessFromNavigation();
  const backend = useBackend();
  const { user, profile } = useAuth();
  const uid = user?.uid ?? '';
  const role = profile?.role ?? 'tenant';
  const bookings = useAsync(
    () => (uid ? backend.bookings.listBookingsForUser(uid, role) : Promise.resolve([])),
    [backend, uid, role],
  );
  // receipts, invoices and credit notes, linked from their bookings (issue 15)
  const documents = useMyDocuments(profile ? role : null, bookings.data);
  // a notification's link: the booking's card (paths.dashboard(bookingId))
  useHashTarget(bookings.status === 'success');
  // the tenant's reviews: what there is to review above the bookings, what was written below
  const myReviews = useMyReviews(uid !== '' && role === 'tenant');
  const [statusById, setStatusById] = useState<Record<string, BookingStatus>>({});
  const [cancelTarget, setCancelTarget] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancelButtons = useRef(new Map<string, HTMLButtonElement>());
  // « Donner congé »: the rental it is given for, and the last days recorded here
  const [noticeTarget, setNoticeTarget] = useState<Booking | null>(null);
  const [endById, setEndById] = useState<Record<string, string>>({});
  const noticeButtons = useRef(new Map<string, HTMLButtonElement>());

  const list = useMemo(
    () =>
      (bookings.data ?? []).map((b) => {
        const status = statusById[b.id] ?? b.status;
        const endDate = endById[b.id] ?? b.endDate;
        if (status === b.status && endDate === b.endDate) return b;
        // only its tenant cancels here (« Annuler »), as the write says
        return {
          ...b,
          status,
          endDate,
          cancelledBy: status === b.status ? b.cancelledBy : 'tenant',
        };
      }),
    [bookings.data, statusById, endById],
  );
  // The moment the list arrived: what "expired" means for every card and counter below.
  const now = useLoadedAt(bookings.data);
  const counters = countBookings(list, now);
  const name = profile?.firstName || profile?.fullName || user?.displayName || '';

  const closeDialog = (focusId: string, cancelled: boolean) => {
    setCancelTarget(null);
    // Back to the button that opened the dialog, or to the booking once it is cancelled.
    requestAnimationFrame(() => {
      const target = cancelled
        ? document.getElementById(`booking-${focusId}`)
        : cancelButtons.current.get(focusId);
      target?.focus();
    });
  };

  /** A booking read again after a refused cancellation: its heading takes the focus. */
  const focusAfterReload = useRef<string | null>(null);
  useLayoutEffect(() => {
    const id = focusAfterReload.current;
    if (id === null || bookings.status !== 'success') return;
    focusAfterReload.current = null;
    document.getElementById(`booking-${id}`)?.focus();
    // the list read anew (its status may stay 'success' when the answer is quick)
  }, [bookings.status, bookings.data]);

  const confirmCancel = async () => {
    if (!cancelTarget) return;
    const id = cancelTarget.id;
    setCancelling(true);
    try {
      await backend.bookings.cancelBooking(id);
      setStatusById((s) => ({ ...s, [id]: 'cancelled' }));
      toast.success(d.cancelled);
      closeDialog(id, true);
    } catch (e) {
      reportError(e);
      const expired = isServiceError(e, 'booking/expired');
      toast.error(
        expired
          ? calendarText.expiry.cancelExpired
          : isServiceError(e, 'booking/invalid-state')
            ? bookingText.errors.invalidState
            : failureMessage(e, d.cancelFailed),
      );
      // Expired or decided meanwhile: the list is read again to show it as it is now
      // (« Expirée », « Confirmée », « Refusée » with its reason; no « Annuler »), and the focus
      // waits on the booking's heading once it is drawn (its « Annuler » is gone).
      if (expired || isServiceError(e, 'booking/invalid-state')) {
        setCancelTarget(null);
        focusAfterReload.current = id;
        bookings.reload();
      } else closeDialog(id, false);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{d.title}</h1>
      {name && (
        <p className="mt-2 text-lg text-slate-800 wrap-anywhere">{t(d.welcome, { name })}</p>
      )}
      <p className="mt-1 text-slate-600">{role === 'host' ? d.hostIntro : d.intro}</p>
      <MissingBookingNotice bookings={bookings.status === 'success' ? bookings.data : null} />
      {role === 'host' && (
        <Link
          to={paths.hostDashboard()}
          className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {d.hostDashboardLink}
        </Link>
      )}

      {bookings.status === 'loading' && <DashboardSkeleton />}

      {bookings.status === 'error' && (
        <div className="mt-8">
          <ErrorMessage message={d.loadError} onRetry={bookings.reload} />
        </div>
      )}

      {bookings.status === 'success' && (
        <>
          <section aria-label={d.countersLabel} className="mt-8">
            <dl className="grid gap-4 sm:grid-cols-3">
              <StatCard label={d.confirmed} value={String(counters.confirmed)} />
              <StatCard label={d.pending} value={String(counters.pending)} />
              <StatCard
                label={role === 'host' ? d.hostRevenue : d.totalSpent}
                value={formatMad(counters.confirmedTotal)}
              >
                {d.totalHint}
              </StatCard>
            </dl>
          </section>

          {role === 'tenant' && <TenantReviews bookings={list} now={now} mine={myReviews} />}

          <section aria-labelledby="bookings-list-title" className="mt-10">
            <h2 id="bookings-list-title" className="mb-4 text-xl font-semibold text-slate-900">
              {d.listTitle}
            </h2>
            {list.length === 0 ? (
              <EmptyState
                title={role === 'host' ? d.hostEmptyTitle : d.emptyTitle}
                body={role === 'host' ? d.hostEmptyBody : d.emptyBody}
                action={
                  // a host's bookings come from their listings: the way to publish one
                  <Link
                    to={role === 'host' ? paths.newListing() : paths.search()}
                    className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    {role === 'host' ? d.hostEmptyAction : d.searchLink}
                  </Link>
                }
              />
            ) : (
              <ul className="space-y-4">
                {list.map((b) => (
                  <li key={b.id}>
                    <BookingCard
                      booking={b}
                      viewer={role}
                      now={now}
                      documents={documents.get(b.id)}
                      onCancel={setCancelTarget}
                      cancelRef={(el) => {
                        if (el) cancelButtons.current.set(b.id, el);
                        else cancelButtons.current.delete(b.id);
                      }}
                      onGiveNotice={setNoticeTarget}
                      noticeRef={(el) => {
                        if (el) noticeButtons.current.set(b.id, el);
                        else noticeButtons.current.delete(b.id);
                      }}
                      contact={
                        role === 'tenant' ? (
                          <ContactHostLink
                            listingId={b.listingId}
                            hostId={b.hostId}
                            variant="booking"
                            listingTitle={b.listingTitle}
                          />
                        ) : (
                          <ContactTenantLink
                            listingId={b.listingId}
                            tenantId={b.tenantId}
                            tenantName={b.tenantName}
                            listingTitle={b.listingTitle}
                          />
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>

          {role === 'tenant' && <TenantReviewHistory bookings={list} mine={myReviews} />}
        </>
      )}

      {noticeTarget && (
        <RentalEndDialog
          booking={noticeTarget}
          today={todayInMorocco(now)}
          by="tenant"
          text={d.notice}
          submit={(lastDay) => backend.bookings.giveNotice(noticeTarget.id, lastDay)}
          errorMessage={noticeErrorMessage}
          onEnded={(lastDay) => {
            toast.success(t(d.notice.given, { date: formatDay(lastDay) }));
            setEndById((prev) => ({ ...prev, [noticeTarget.id]: lastDay }));
            setNoticeTarget(null);
          }}
          onCancel={() => setNoticeTarget(null)}
          // the button is gone once the notice is given: the focus goes to the booking's title
          returnFocus={() =>
            noticeButtons.current.get(noticeTarget.id) ??
            document.getElementById(`booking-${noticeTarget.id}`)
          }
        >
          {t(d.notice.body, {
            title: noticeTarget.listingTitle,
            since: rentalSinceText(noticeTarget.startDate, todayInMorocco(now)),
          })}
        </RentalEndDialog>
      )}

      {cancelTarget && (
        <ConfirmDialog
          title={d.cancelTitle}
          confirmLabel={d.confirmCancel}
          cancelLabel={d.keepBooking}
          busy={cancelling}
          busyLabel={d.cancelling}
          onConfirm={() => void confirmCancel()}
          onCancel={() => closeDialog(cancelTarget.id, false)}
        >
          <p>{t(d.cancelBody, { title: cancelTarget.listingTitle })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The French message of a refused notice; `earliest`: the earliest last day now, formatted. */
function noticeErrorMessage(e: unknown, earliest: string): string {
  if (isServiceError(e, 'booking/end-too-early')) return t(d.notice.tooEarly, { date: earliest });
  if (isServiceError(e, 'booking/invalid-state')) return d.notice.notEndable;
  return failureMessage(e, d.notice.failed);
}

function DashboardSkeleton() {
  return (
    <LoadingRegion className="mt-8">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="mt-10 mb-4 h-7 w-64" />
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
    </LoadingRegion>
  );
}
