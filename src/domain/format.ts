/** French number and date formatting (narrow no-break spaces as thousand separators). */
import { dayToUtcMs } from './days';
import { normalizeText } from './text';
import type { ListingLocation } from './types';
import { lazyFrenchDateFormat, lazyNumberFormat } from './intl';

const numberFormat = lazyNumberFormat('fr-FR', { maximumFractionDigits: 2 });

export function formatNumber(n: number): string {
  return numberFormat().format(n);
}

/**
 * "1 250 MAD": the currency held to its amount by a no-break space (French typography, and a
 * narrow column, e.g. a price summary at 390 px, never puts "MAD" alone on the next line).
 */
export function formatMad(n: number): string {
  return `${formatNumber(n)}\u00a0MAD`;
}

const dayFormat = lazyFrenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDayFormat = lazyFrenchDateFormat({
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const shortDayYearFormat = lazyFrenchDateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The instant a calendar day "2026-03-03" starts, in UTC, which the formats above read. */
function utcDay(day: string): Date {
  return new Date(dayToUtcMs(day));
}

/** "3 mars 2026" for a calendar day "2026-03-03", "1er mars 2026" for "2026-03-01". */
export function formatDay(day: string): string {
  return dayFormat().format(utcDay(day));
}

/** "1er déc." for '2026-12-01', "3 déc." for '2026-12-03': a day of this year, or of a range's. */
export function formatShortDay(day: string): string {
  return shortDayFormat().format(utcDay(day));
}

/**
 * "28 sept. 2027": formatDay with the month shortened, for a field too narrow for
 * « 28 septembre 2027 » (a date field on a 320 px phone: src/features/booking/components/DateField.tsx).
 */
export function formatShortDayYear(day: string): string {
  return shortDayYearFormat().format(utcDay(day));
}

const dateTimeFormat = lazyFrenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Casablanca',
});

/** A moment shown as its calendar day in Morocco. */
export function formatDate(date: Date): string {
  return dateTimeFormat().format(date);
}

const momentFormat = lazyFrenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Casablanca',
});

/** A moment in Moroccan time: "15 mars 2025 à 10:30". */
export function formatDateTime(date: Date): string {
  return momentFormat().format(date);
}

/**
 * "Address, City", without repeating the city when the address already names it: as its
 * whole, at its end, or as one of its comma-separated parts, with or without a postcode
 * ("Hay Hassani, Casablanca, Maroc" from the place finder, "…, Casablanca 20230, Maroc" from
 * Google's).
 */
export function addressLine(location: ListingLocation): string {
  const address = location.address.trim();
  const city = location.city.trim();
  if (!city) return address;
  if (!address) return city;
  const c = normalizeText(city);
  const names = (part: string) => {
    const p = normalizeText(part)
      .replace(/\s*\d+\s*/g, ' ')
      .trim();
    return p === c || p.endsWith(` ${c}`);
  };
  return names(address) || address.split(',').some(names) ? address : `${address}, ${city}`;
}
