import { daysInclusive, monthsBetween } from './days';
import type { RentalType } from './types';

/** A daily rental covers at most this many days; longer stays are monthly rentals. */
export const MAX_DAILY_DAYS = 90;

export interface PriceQuote {
  rentalType: RentalType;
  /** Days (daily) or months (monthly fixed period); null for an indefinite monthly rental. */
  units: number | null;
  unitPrice: number;
  /** Total of the period; for an indefinite monthly rental, the first month. */
  total: number;
  monthlyPrice: number | null;
}

export interface PriceInput {
  rentalType: RentalType;
  startDate: string;
  endDate: string | null;
  isIndefinite: boolean;
  pricePerDay: number;
  pricePerMonth: number;
  /** Places per day (shared spaces, daily rentals): the price is places × days × pricePerDay. */
  places?: number;
}

/**
 * The price of a stay, computed from the listing's prices — never typed by the user.
 * Daily: number of days (inclusive) x pricePerDay.
 * Monthly fixed: months started x pricePerMonth. Indefinite: one month, billed monthly.
 * Returns null while the input is incomplete or inconsistent.
 */
export function quotePrice(input: PriceInput): PriceQuote | null {
  const { rentalType, startDate, endDate, isIndefinite, pricePerDay, pricePerMonth } = input;
  if (!startDate) return null;
  if (rentalType === 'daily') {
    if (!endDate || endDate < startDate) return null;
    const days = daysInclusive(startDate, endDate);
    return {
      rentalType,
      units: days,
      unitPrice: pricePerDay,
      total: days * pricePerDay * (input.places ?? 1),
      monthlyPrice: null,
    };
  }
  if (isIndefinite) {
    return {
      rentalType,
      units: null,
      unitPrice: pricePerMonth,
      total: pricePerMonth,
      monthlyPrice: pricePerMonth,
    };
  }
  if (!endDate || endDate < startDate) return null;
  const months = monthsBetween(startDate, endDate);
  return {
    rentalType,
    units: months,
    unitPrice: pricePerMonth,
    total: months * pricePerMonth,
    monthlyPrice: pricePerMonth,
  };
}
