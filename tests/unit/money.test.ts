/** Issue 15: amounts in centimes, their French formatting and the VAT split (hand-computed). */
import {
  formatMadCentimes,
  lineAmount,
  madToCentimes,
  STANDARD_VAT_RATE,
  sumCentimes,
  vatBreakdown,
} from '@/domain/money';

const NNBSP = '\u202f';
/** Before the currency: a no-break space (src/domain/format.ts formatMad). */
const NBSP = '\u00a0';

describe('madToCentimes', () => {
  it('turns whole MAD into centimes', () => {
    expect(madToCentimes(1250)).toBe(125_000);
    expect(madToCentimes(0)).toBe(0);
    expect(madToCentimes(0.5)).toBe(50);
  });

  it('refuses what is not a whole number of centimes', () => {
    expect(() => madToCentimes(0.125)).toThrow(/madToCentimes: a whole number of centimes/);
    expect(() => madToCentimes(Number.NaN)).toThrow(RangeError);
    expect(() => madToCentimes(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('formatMadCentimes: "1 234,50 MAD", like the app formats numbers', () => {
  it.each([
    [123_450, `1${NNBSP}234,50${NBSP}MAD`],
    [0, `0,00${NBSP}MAD`],
    [5, `0,05${NBSP}MAD`],
    [50, `0,50${NBSP}MAD`],
    [100, `1,00${NBSP}MAD`],
    [125_000, `1${NNBSP}250,00${NBSP}MAD`],
    [123_456_789, `1${NNBSP}234${NNBSP}567,89${NBSP}MAD`],
    [-123_450, `-1${NNBSP}234,50${NBSP}MAD`],
    [-5, `-0,05${NBSP}MAD`],
  ])('%i centimes → %j', (centimes, text) => {
    expect(formatMadCentimes(centimes)).toBe(text);
  });

  it('refuses a fraction of a centime', () => {
    expect(() => formatMadCentimes(1.5)).toThrow(/formatMadCentimes: a whole number of centimes/);
    expect(() => formatMadCentimes(Number.NaN)).toThrow(RangeError);
  });
});

describe('vatBreakdown', () => {
  it("Morocco's standard rate is 20 %", () => {
    expect(STANDARD_VAT_RATE).toBe(20);
  });

  const ttc20 = (ttc: number) => vatBreakdown(ttc, { pricesInclude: 'TTC', rate: 20 });

  it.each([
    // ttc, tva, ht
    [12_000, 2000, 10_000],
    [0, 0, 0],
    [1, 0, 1], // 0,1667 → 0
    [2, 0, 2], // 0,333 → 0
    [3, 1, 2], // 0,5 exactly → up
    [9, 2, 7], // 1,5 → 2
    [15, 3, 12], // 2,5 → 3
    [100, 17, 83], // 16,67 → 17
    [12_344, 2057, 10_287], // 2057,33
    [12_345, 2058, 10_287], // 2057,5 → up
    [12_347, 2058, 10_289], // 2057,83
    [75_000, 12_500, 62_500],
    [15_000_000, 2_500_000, 12_500_000],
  ])('from TTC %i: TVA %i, HT %i', (ttc, tva, ht) => {
    expect(ttc20(ttc)).toEqual({ ht, tva, ttc, rate: 20 });
  });

  it('always gives HT + TVA = TTC to the centime', () => {
    for (let ttc = 0; ttc <= 5000; ttc += 1) {
      const { ht, tva } = ttc20(ttc);
      expect(ht + tva).toBe(ttc);
      // TVA is within half a centime of TTC × 20/120
      expect(Math.abs(tva - ttc / 6)).toBeLessThanOrEqual(0.5);
    }
  });

  it.each([
    // ht, rate, tva, ttc
    [10_000, 20, 2000, 12_000],
    [12, 20, 2, 14], // 2,4 → 2
    [13, 20, 3, 16], // 2,6 → 3
    [5, 10, 1, 6], // 0,5 → up
    [15, 10, 2, 17], // 1,5 → up
    [14, 10, 1, 15], // 1,4 → 1
    [10_000, 14, 1400, 11_400],
    [10_000, 0, 0, 10_000],
    [10_000, 100, 10_000, 20_000],
  ])('from HT %i at %i %%: TVA %i, TTC %i', (ht, rate, tva, ttc) => {
    expect(vatBreakdown(ht, { pricesInclude: 'HT', rate })).toEqual({ ht, tva, ttc, rate });
  });

  it('takes other rates from TTC too, 0 and 100 % included', () => {
    expect(vatBreakdown(11_400, { pricesInclude: 'TTC', rate: 14 })).toEqual({
      ht: 10_000,
      tva: 1400,
      ttc: 11_400,
      rate: 14,
    });
    expect(vatBreakdown(999, { pricesInclude: 'TTC', rate: 0 })).toEqual({
      ht: 999,
      tva: 0,
      ttc: 999,
      rate: 0,
    });
    expect(vatBreakdown(200, { pricesInclude: 'TTC', rate: 100 })).toEqual({
      ht: 100,
      tva: 100,
      ttc: 200,
      rate: 100,
    });
  });

  it('refuses a rate outside 0 to 100 or not whole', () => {
    for (const rate of [-1, 101, 20.5, Number.NaN]) {
      expect(() => vatBreakdown(100, { pricesInclude: 'TTC', rate })).toThrow(
        /vatBreakdown: a rate from 0 to 100 percent/,
      );
    }
  });

  it('refuses negative, fractional or too large amounts', () => {
    expect(() => ttc20(-1)).toThrow(/vatBreakdown: a negative amount/);
    expect(() => ttc20(1.5)).toThrow(/vatBreakdown: a whole number of centimes/);
    expect(() => ttc20(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    // 2 × amount × rate must stay exact: just over the limit is refused, not rounded
    expect(() => ttc20(Math.ceil(Number.MAX_SAFE_INTEGER / 40))).toThrow(
      /vatBreakdown: a whole number of centimes/,
    );
  });
});

describe('lineAmount and sumCentimes', () => {
  it('multiplies a whole quantity by a unit price', () => {
    expect(lineAmount(3, 15_000)).toBe(45_000);
    expect(lineAmount(1, 0)).toBe(0);
    expect(lineAmount(1, 7)).toBe(7);
  });

  it('refuses a quantity under 1 or not whole, a fractional unit price, an overflow', () => {
    expect(() => lineAmount(0, 100)).toThrow(/lineAmount: a whole quantity of at least 1/);
    expect(() => lineAmount(-1, 100)).toThrow(RangeError);
    expect(() => lineAmount(1.5, 100)).toThrow(/whole quantity/);
    expect(() => lineAmount(2, 1.5)).toThrow(/lineAmount: a whole number of centimes/);
    expect(() => lineAmount(2, Number.MAX_SAFE_INTEGER)).toThrow(/lineAmount/);
  });

  it('sums centimes', () => {
    expect(sumCentimes([])).toBe(0);
    expect(sumCentimes([1, 2, 3])).toBe(6);
    expect(sumCentimes([75_000, -75_000])).toBe(0);
  });

  it('refuses fractions and an overflowing sum', () => {
    expect(() => sumCentimes([1, 1.5])).toThrow(/sumCentimes: a whole number of centimes/);
    expect(() => sumCentimes([Number.MAX_SAFE_INTEGER, 1])).toThrow(/sumCentimes/);
  });
});
