import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMad } from '@/domain/format';
import { monthPrice, monthsInvoiced } from '@/domain/invoice';
import type { Booking } from '@/domain/types';
import { bookingDatesText, endedRentalTotalText } from '@/features/booking';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';
import { availabilityText } from '@/i18n/fr/availability';
import { labels } from '@/i18n/fr/common';
import { paths } from '@/config/paths';
import { userLinkProps } from '../useReturnFocus';

const text = adminText.booking;

/**
 * A title cut where the part held with the new-tab icon starts: its last word (after its last
 * space), none when that word is too long to hold without overflowing a phone's line.
 */
function heldApart(title: string): [free: string, held: string] {
  const start = title.lastIndexOf(' ') + 1;
  const from = title.length - start <= HELD_WORD_MAX ? start : title.length;
  return [title.slice(0, from), title.slice(from)];
}
const HELD_WORD_MAX = 20;

function NewTabIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="ml-1 inline h-3.5 w-3.5 align-baseline"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" />
    </svg>
  );
}

function HeldTitle({ id, parts: [free, held] }: { id?: string; parts: [string, string] }) {
  return (
    <span id={id}>
      {free}
      <span className="whitespace-nowrap">
        {held}
        <NewTabIcon />
      </span>
    </span>
  );
}

/**
 * A link to a public listing page. It opens in a new tab: leaving /admin would lock the session.
 * `textId` names the title alone, without the new-tab hint: what labels the row and describes
 * its buttons (« Valider », « Approuver »…), which open nothing.
 */
export function ListingLink({
  id,
  textId,
  children,
  className = '',
}: {
  id: string;
  textId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={paths.listing(id)}
      target="_blank"
      rel="noopener noreferrer"
      className={`rounded text-brand-800 underline-offset-2 hover:underline ${className}`}
    >
      {/* the icon holds to the title's last word: never alone on a line (a 390 px phone) */}
      {typeof children === 'string' ? (
        <HeldTitle id={textId} parts={heldApart(children)} />
      ) : (
        <>
          <span id={textId}>{children}</span>
          <NewTabIcon />
        </>
      )}
      <span className="sr-only"> {text.newTab}</span>
    </a>
  );
}

/**
 * The facts of a booking an administrator decides on: listing (link), tenant (link to the admin
 * user page), dates, rental type, price and creation time.
 */
export function BookingDetails({
  booking,
  titleId,
  from,
  headingLevel = 3,
}: {
  booking: Booking;
  /** Given to the listing's title alone (ListingLink's textId): the row's name. */
  titleId: string;
  /** The admin search string to come back to from the user page (e.g. "?tab=pending"). */
  from: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const endedDue = booking.status === 'confirmed' ? endedRentalTotalText(booking) : null;
  return (
    <div className="min-w-0 flex-1 wrap-anywhere">
      <Heading className="text-base font-semibold text-slate-900">
        <ListingLink id={booking.listingId} textId={titleId}>
          {booking.listingTitle}
        </ListingLink>
      </Heading>
      {booking.listingCity && <p className="text-sm text-slate-600">{booking.listingCity}</p>}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={text.tenant}>
          {booking.tenantId ? (
            <Link
              to={paths.adminUser(booking.tenantId)}
              {...userLinkProps(from, booking.id)}
              className="rounded font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {booking.tenantName || text.unknownTenant}
            </Link>
          ) : (
            text.unknownTenant
          )}
        </Fact>
        <Fact label={text.dates}>{bookingDatesText(booking)}</Fact>
        <Fact label={text.type}>{labels.rentalType[booking.rentalType]}</Fact>
        {booking.places > 1 && (
          <Fact label={availabilityText.bookedPlacesLabel}>
            {t(availabilityText.bookedPlaces, { n: booking.places })}
          </Fact>
        )}
        <Fact label={text.price}>
          {booking.rentalType === 'monthly' && booking.isIndefinite ? (
            // its total counts the months invoiced so far (docs/invoicing.md "Lines")
            <>
              {t(text.monthlyPrice, { price: formatMad(monthPrice(booking)) })}
              <span className="text-slate-600">
                {' '}
                ·{' '}
                {booking.status === 'confirmed'
                  ? t(text.invoicedSoFar, {
                      total: formatMad(booking.totalPrice),
                      n: monthsInvoiced(booking),
                    })
                  : // nothing is invoiced before the validation issues its first document
                    t(text.firstMonthDue, { total: formatMad(booking.totalPrice) })}
              </span>
              {/* given its last day: every month begun by then is due, as the tenant's card
                  and the end dialog say (src/domain/rentalEnd.ts endedRentalDue) */}
              {endedDue && <span className="block text-slate-600">{endedDue}</span>}
            </>
          ) : (
            <>
              {formatMad(booking.totalPrice)}
              {booking.rentalType === 'monthly' && booking.monthlyPrice !== null && (
                <span className="text-slate-600">
                  {' '}
                  · {t(text.monthlyPrice, { price: formatMad(booking.monthlyPrice) })}
                </span>
              )}
            </>
          )}
        </Fact>
        <Fact label={text.createdAt}>{formatDateTime(booking.createdAt)}</Fact>
        {/* a validated booking has its facture or reçu, and its avoir once cancelled; a
            request its tenant withdrew is cancelled too, and its page says it has none */}
        {(booking.status === 'confirmed' || booking.status === 'cancelled') && (
          <Fact label={adminText.documents.label}>
            <Link
              to={paths.adminDocuments(booking.id)}
              {...userLinkProps(from, documentsReturn(booking.id))}
              className="rounded font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {adminText.documents.link}
              <span className="sr-only">
                {t(adminText.documents.linkFor, { title: booking.listingTitle })}
              </span>
            </Link>
          </Fact>
        )}
        {booking.status === 'rejected' && booking.rejectionReason && (
          <Fact label={text.rejectionReason} wide>
            <span dir="auto" className="whitespace-pre-line">
              {booking.rejectionReason}
            </span>
          </Fact>
        )}
        {booking.status === 'cancelled' && booking.cancelledBy && (
          <Fact label={text.cancelledBy}>{text.cancelledByWho[booking.cancelledBy]}</Fact>
        )}
        {booking.status === 'cancelled' && booking.cancellationReason && (
          <Fact label={text.cancellationReason} wide>
            <span dir="auto" className="whitespace-pre-line">
              {booking.cancellationReason}
            </span>
          </Fact>
        )}
      </dl>
    </div>
  );
}

/** The documents link's mark in its row (the tenant's link is marked with the booking's id). */
const documentsReturn = (bookingId: string) => `${bookingId}:documents`;

function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** A whole line of the grid (a text, not a figure). */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-3' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
