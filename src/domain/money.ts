/**
 * Amounts in MAD as whole centimes (issue 15, receipts and invoices): integers only, so that no
 * sum or split of a document can drift by a fraction of a centime. The listings and bookings
 * store whole MAD (`pricePerDay`, `totalPrice`); `madToCentimes` brings them here.
 *
 * VAT (TVA) choice: a listing's price is what the tenant pays. When the host is VAT-registered,
 * that price is read as TTC (taxes included): TVA = round(TTC × rate / (100 + rate)), half-up
 * to the centime, and HT = TTC − TVA, so HT + TVA = TTC exactly and the tenant pays what the
 * listing showed. `pricesInclude: 'HT'` (TVA = round(HT × rate / 100), TTC = HT + TVA) exists
 * for a host who would one day quote prices before tax. See docs/invoicing.md.
 */
import { formatNumber } from './format';

/** Morocco's standard VAT rate, in percent. */
export const STANDARD_VAT_RATE = 20;

function assertCentimes(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what}: a whole number of centimes is expected, got ${value}`);
  }
}

/** Whole MAD (as stored on listings and bookings) to centimes. */
export function madToCentimes(mad: number): number {
  const centimes = mad * 100;
  assertCentimes(centimes, 'madToCentimes');
  return centimes;
}

/**
 * "1 234,50 MAD": always two decimals (a document's amounts line up, "1 250,00 MAD"), the
 * thousands separated the way the app formats every number (src/domain/format.ts, Intl fr-FR:
 * a narrow no-break space), a minus sign before a negative amount.
 *
 * Named apart from format.ts's `formatMad(mad)`, which takes whole MAD: passing one unit to the
 * other would be off by a factor of 100.
 */
export function formatMadCentimes(centimes: number): string {
  assertCentimes(centimes, 'formatMadCentimes');
  const sign = centimes < 0 ? '-' : '';
  const abs = Math.abs(centimes);
  const mad = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  // a no-break space before the currency, as formatMad (src/domain/format.ts)
  return `${sign}${formatNumber(mad)},${cents}\u00a0MAD`;
}

export interface VatBreakdown {
  /** Hors taxes, centimes. */
  ht: number;
  /** TVA, centimes. */
  tva: number;
  /** Toutes taxes comprises, centimes: always ht + tva. */
  ttc: number;
  /** Percent. */
  rate: number;
}

export interface VatOptions {
  /** Whether the amount given already includes the VAT. */
  pricesInclude: 'TTC' | 'HT';
  /** Percent, a whole number from 0 to 100 (Morocco: 20, 14, 10, 7). */
  rate: number;
}

/** n × num / den rounded half-up, for n ≥ 0, in integers (no floating-point tie). */
function mulDivHalfUp(n: number, num: number, den: number): number {
  const scaled = n * num;
  assertCentimes(scaled * 2 + den, 'vatBreakdown');
  return Math.floor((scaled * 2 + den) / (den * 2));
}

/**
 * HT, TVA and TTC of a non-negative amount of centimes, with ht + tva === ttc exactly.
 * From a TTC amount: TVA = round(TTC × rate / (100 + rate)), HT = TTC − TVA.
 * From an HT amount: TVA = round(HT × rate / 100), TTC = HT + TVA.
 * Rounding is half-up to the centime.
 */
export function vatBreakdown(amount: number, { pricesInclude, rate }: VatOptions): VatBreakdown {
  assertCentimes(amount, 'vatBreakdown');
  if (amount < 0) throw new RangeError(`vatBreakdown: a negative amount, ${amount}`);
  if (!Number.isInteger(rate) || rate < 0 || rate > 100) {
    throw new RangeError(`vatBreakdown: a rate from 0 to 100 percent is expected, got ${rate}`);
  }
  if (pricesInclude === 'TTC') {
    const tva = mulDivHalfUp(amount, rate, 100 + rate);
    return { ht: amount - tva, tva, ttc: amount, rate };
  }
  const tva = mulDivHalfUp(amount, rate, 100);
  return { ht: amount, tva, ttc: amount + tva, rate };
}

/** quantity × unit price in centimes, for a whole quantity of at least 1. */
export function lineAmount(quantity: number, unitPriceCentimes: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`lineAmount: a whole quantity of at least 1 is expected, got ${quantity}`);
  }
  assertCentimes(unitPriceCentimes, 'lineAmount');
  const amount = quantity * unitPriceCentimes;
  assertCentimes(amount, 'lineAmount');
  return amount;
}

/** The sum of amounts in centimes. */
export function sumCentimes(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    assertCentimes(a, 'sumCentimes');
    total += a;
  }
  assertCentimes(total, 'sumCentimes');
  return total;
}
