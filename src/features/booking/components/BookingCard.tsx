import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/StatusBadge';
import {
  cancelsThroughSupport,
  canTenantCancel,
  displayStatus,
  stayPhase,
} from '@/domain/bookingRules';
import { todayInMorocco } from '@/domain/days';
import { formatDate, formatMad } from '@/domain/format';
import { canEndRental } from '@/domain/rentalEnd';
import type { Booking, IssuedDocument } from '@/domain/types';
import { DocumentLinks } from '@/features/documents';
import { t } from '@/i18n/t';
import { bookingText as m } from '@/i18n/fr/booking';
import { common } from '@/i18n/fr/common';
import { calendarText } from '@/i18n/fr/calendar';
import { availabilityText } from '@/i18n/fr/availability';
import { bookingAnchor, paths } from '@/config/paths';
import {
  bookingAddressLine,
  bookingDatesText,
  bookingPriceText,
  endedRentalTotalText,
} from '../format';
import { BookingContacts } from './BookingContacts';

const d = m.dashboard;
const x = calendarText.expiry;

/**
 * What a card says beside its badge: a confirmed stay under way or over (« Séjour en cours »),
 * or who cancelled it (« Par vous », « Par Maktabi »), when its write said so.
 */
function besideBadgeText(
  booking: Booking,
  status: ReturnType<typeof displayStatus>,
  viewer: 'tenant' | 'host',
  now: Date,
): string | null {
  if (status === 'cancelled')
    return booking.cancelledBy && d.cancelledBy[booking.cancelledBy][viewer];
  if (status !== 'confirmed') return null;
  const phase = stayPhase(booking, todayInMorocco(now));
  return phase === 'upcoming' ? null : d.phase[booking.rentalType][phase];
}

/** One booking of the dashboard list (spec §2 "Tenant dashboard"). */
export function BookingCard({
  booking,
  viewer,
  onCancel,
  cancelRef,
  onGiveNotice,
  noticeRef,
  now,
  documents,
  contact,
}: {
  booking: Booking;
  /** The moment the list was loaded: a pending_admin request older than 24 h shows "Expirée". */
  now: Date;
  /** Whose dashboard: the tenant may cancel; the host sees the tenant's name. */
  viewer: 'tenant' | 'host';
  onCancel?(booking: Booking): void;
  cancelRef?: Ref<HTMLButtonElement>;
  /** The tenant gives notice on their indefinite monthly rental (« Donner congé »). */
  onGiveNotice?(booking: Booking): void;
  noticeRef?: Ref<HTMLButtonElement>;
  /** Its receipt or invoice, and its credit note, once issued (issue 15). */
  documents?: IssuedDocument[];
  /** A way to write about it ("Écrire à l'hôte"), among the card's actions. */
  contact?: ReactNode;
}) {
  // a dashboard's address may end in it: a notification leads there (useHashTarget)
  const headingId = bookingAnchor(booking.id);
  const status = displayStatus(booking, now);
  const besideBadge = besideBadgeText(booking, status, viewer, now);
  const showMonthly =
    booking.rentalType === 'monthly' && !booking.isIndefinite && booking.monthlyPrice;
  // an indefinite rental given its last day: what its months come to
  const endedTotal = endedRentalTotalText(booking);
  return (
    <article
      aria-labelledby={headingId}
      // its heading focused (a notification led here, useHashTarget): the card shows it
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm has-[h3:focus]:ring-2 has-[h3:focus]:ring-brand-600 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {booking.listingTitle}
          </h3>
          <StatusBadge status={status} />
          {besideBadge && <span className="text-xs font-medium text-slate-600">{besideBadge}</span>}
        </div>
        <p className="text-sm text-slate-600">
          {bookingAddressLine(booking.listingAddress, booking.listingCity)}
        </p>
        <p className="text-sm text-slate-800">
          <span className="font-medium">
            {booking.rentalType === 'daily' ? m.daily : m.monthly}
          </span>
          {' · '}
          {bookingDatesText(booking)}
        </p>
        {booking.places > 1 && (
          <p className="text-sm text-slate-800">
            {t(availabilityText.bookedPlaces, { n: booking.places })}
          </p>
        )}
        {viewer === 'host' && (
          <p className="text-sm text-slate-700">{t(d.tenant, { name: booking.tenantName })}</p>
        )}
        <p className="text-xs text-slate-600">
          {t(d.requestedOn, { date: formatDate(booking.createdAt) })}
        </p>
        {status === 'expired' && <p className="text-sm font-medium text-slate-800">{x.reason}</p>}
        {status === 'rejected' && booking.rejectionReason && (
          <p dir="auto" className="whitespace-pre-line text-sm text-slate-800">
            {t(d.rejectionReason, { reason: booking.rejectionReason })}
          </p>
        )}
        {status === 'cancelled' && booking.cancellationReason && (
          <p dir="auto" className="whitespace-pre-line text-sm text-slate-800">
            {t(d.cancellationReason, { reason: booking.cancellationReason })}
          </p>
        )}
        {status === 'confirmed' && <BookingContacts bookingId={booking.id} viewer={viewer} />}
        {viewer === 'tenant' && cancelsThroughSupport(booking, now) && (
          <p className="text-sm text-slate-700">
            {d.cancelConfirmedBefore}
            <Link
              to={paths.support()}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {d.cancelConfirmedLink}
            </Link>
            {d.cancelConfirmedAfter}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <p className="text-lg font-bold text-slate-900">{bookingPriceText(booking)}</p>
        {showMonthly && (
          <p className="text-xs text-slate-600">
            {t(d.perMonthPrice, { price: formatMad(booking.monthlyPrice!) })}
          </p>
        )}
        {endedTotal && <p className="text-xs text-slate-600">{endedTotal}</p>}
        <Link
          to={paths.listing(booking.listingId)}
          className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {d.viewListing}
          <span className="sr-only">{t(d.viewListingFor, { title: booking.listingTitle })}</span>
        </Link>
        {contact}
        <DocumentLinks bookingId={booking.id} title={booking.listingTitle} documents={documents} />
        {/* what did not happen, or no longer will: the tenant may choose other days */}
        {viewer === 'tenant' &&
          (status === 'expired' || status === 'rejected' || status === 'cancelled') && (
            <Link
              to={paths.listing(booking.listingId, { bookingPanel: true })}
              className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {x.rebook}
              <span className="sr-only">{t(x.rebookFor, { title: booking.listingTitle })}</span>
            </Link>
          )}
        {viewer === 'tenant' && onCancel && canTenantCancel(booking, now) && (
          <button
            ref={cancelRef}
            type="button"
            onClick={() => onCancel(booking)}
            className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {d.cancel}
            <span className="sr-only">{t(common.forListing, { title: booking.listingTitle })}</span>
          </button>
        )}
        {viewer === 'tenant' && onGiveNotice && canEndRental(booking) && (
          <button
            ref={noticeRef}
            type="button"
            onClick={() => onGiveNotice(booking)}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {d.giveNotice}
            <span className="sr-only">{t(common.forListing, { title: booking.listingTitle })}</span>
          </button>
        )}
      </div>
    </article>
  );
}
