import { addressLine, formatDay, formatMad } from '@/domain/format';
import type { Booking } from '@/domain/types';
import { t } from '@/i18n/t';
import { bookingText } from '@/i18n/fr/booking';

const d = bookingText.dashboard;

/**
 * "Du 3 mars 2026 au 5 mars 2026", "Le 3 mars 2026", "À partir du 3 mars 2026 (durée
 * indéterminée)", and for an indefinite rental the admin ended (src/domain/rentalEnd.ts) "Du 3
 * mars 2026 au 30 juin 2026 (fin de location enregistrée)".
 */
export function bookingDatesText(
  booking: Pick<Booking, 'startDate' | 'endDate' | 'isIndefinite'>,
): string {
  const start = formatDay(booking.startDate);
  if (!booking.endDate) return t(d.datesIndefinite, { start });
  if (booking.isIndefinite) return t(d.datesEnded, { start, end: formatDay(booking.endDate) });
  if (booking.endDate === booking.startDate) return t(d.datesSingle, { start });
  return t(d.datesRange, { start, end: formatDay(booking.endDate) });
}

/** The booking's price: its total, or the monthly price of an open-ended monthly rental. */
export function bookingPriceText(
  booking: Pick<Booking, 'totalPrice' | 'monthlyPrice' | 'isIndefinite' | 'rentalType'>,
): string {
  if (booking.rentalType === 'monthly' && booking.isIndefinite) {
    return t(d.perMonthPrice, { price: formatMad(booking.monthlyPrice ?? booking.totalPrice) });
  }
  return formatMad(booking.totalPrice);
}

/**
 * The booked listing's address line from the booking's copy of it ("address, city", the city not
 * repeated): the same text as the listing page's (listings/format addressLine).
 */
export function bookingAddressLine(address: string, city: string): string {
  return addressLine({ address, city, coordinates: null });
}
