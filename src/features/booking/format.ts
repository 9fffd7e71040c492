import { addressLine, formatDay, formatMad } from '@/domain/format';
import { endedRentalDue } from '@/domain/rentalEnd';
import type { Booking } from '@/domain/types';
import { t, tn } from '@/i18n/t';
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
 * What an ended indefinite rental's months come to, under its monthly price ("2 mois dus :
 * 25 200 MAD au total", src/domain/rentalEnd.ts endedRentalDue), or null for any other booking.
 */
export function endedRentalTotalText(
  booking: Pick<Booking, 'startDate' | 'endDate' | 'isIndefinite' | 'monthlyPrice'>,
): string | null {
  const cost = endedRentalDue(booking);
  if (!cost) return null;
  // « 1 mois dû », « 2 mois dus »
  return tn(cost.months, d.endedTotalOne, d.endedTotal, { total: formatMad(cost.total) });
}

/**
 * « depuis le 20 décembre 2026 » for a rental begun by `today`, « à partir du 20 décembre 2026 »
 * for one still to begin: how the end dialogs say when it started.
 */
export function rentalSinceText(startDate: string, today: string): string {
  const date = formatDay(startDate);
  return t(startDate <= today ? bookingText.rentalEnd.since : bookingText.rentalEnd.from, { date });
}

/**
 * The booked listing's address line from the booking's copy of it ("address, city", the city not
 * repeated): the same text as the listing page's (listings/format addressLine).
 */
export function bookingAddressLine(address: string, city: string): string {
  return addressLine({ address, city, coordinates: null });
}
