import { useLocation } from 'react-router-dom';
import { bookingOfHash } from '@/config/paths';
import type { Booking } from '@/domain/types';
import { bookingText } from '@/i18n/fr/booking';

/**
 * A dashboard opened at a booking it does not list (a link from an e-mail or a notification,
 * opened with another account, or a booking gone): says so, instead of leaving the reader at
 * the top of the page wondering where it is. `bookings`: the dashboard's list once read.
 */
export function MissingBookingNotice({ bookings }: { bookings: readonly Booking[] | null }) {
  const { hash } = useLocation();
  const named = bookingOfHash(hash);
  if (bookings === null || named === null || bookings.some((b) => b.id === named)) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 wrap-anywhere"
    >
      {bookingText.linkedBookingMissing}
    </p>
  );
}
