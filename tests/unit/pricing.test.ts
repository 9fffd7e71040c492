import { MAX_DAILY_DAYS, quotePrice, type PriceInput } from '@/domain/pricing';

const listing = { pricePerDay: 250, pricePerMonth: 4500 };
const daily = (startDate: string, endDate: string | null): PriceInput => ({
  rentalType: 'daily',
  startDate,
  endDate,
  isIndefinite: false,
  ...listing,
});
const monthly = (startDate: string, endDate: string | null, isIndefinite = false): PriceInput => ({
  rentalType: 'monthly',
  startDate,
  endDate,
  isIndefinite,
  ...listing,
});

describe('quotePrice — daily', () => {
  it('charges each day of the period, both ends included', () => {
    expect(quotePrice(daily('2026-03-03', '2026-03-05'))).toEqual({
      rentalType: 'daily',
      units: 3,
      unitPrice: 250,
      total: 750,
      monthlyPrice: null,
    });
    expect(quotePrice(daily('2026-03-03', '2026-03-03'))?.total).toBe(250);
  });

  it('counts the leap day and crosses the year', () => {
    expect(quotePrice(daily('2028-02-28', '2028-03-01'))?.units).toBe(3);
    expect(quotePrice(daily('2026-12-31', '2027-01-01'))?.units).toBe(2);
  });

  it('prices the longest daily stay', () => {
    const quote = quotePrice(daily('2026-01-01', '2026-03-31'));
    expect(quote?.units).toBe(MAX_DAILY_DAYS);
    expect(quote?.total).toBe(MAX_DAILY_DAYS * 250);
  });

  it('gives nothing while the period is incomplete or reversed', () => {
    expect(quotePrice(daily('', '2026-03-05'))).toBeNull();
    expect(quotePrice(daily('2026-03-03', null))).toBeNull();
    expect(quotePrice(daily('2026-03-05', '2026-03-03'))).toBeNull();
  });

  it('ignores the indefinite flag', () => {
    expect(quotePrice({ ...daily('2026-03-03', null), isIndefinite: true })).toBeNull();
  });
});

describe('quotePrice — monthly', () => {
  it('charges the months started for a fixed period', () => {
    expect(quotePrice(monthly('2026-01-15', '2026-02-14'))).toEqual({
      rentalType: 'monthly',
      units: 1,
      unitPrice: 4500,
      total: 4500,
      monthlyPrice: 4500,
    });
    expect(quotePrice(monthly('2026-01-15', '2026-04-14'))?.total).toBe(3 * 4500);
    expect(quotePrice(monthly('2026-01-15', '2026-04-15'))?.total).toBe(4 * 4500);
  });

  it('ends a month from the 31st on the last day of a shorter month', () => {
    expect(quotePrice(monthly('2026-01-31', '2026-02-28'))?.units).toBe(1);
    expect(quotePrice(monthly('2026-01-31', '2026-03-01'))?.units).toBe(2);
    expect(quotePrice(monthly('2028-01-31', '2028-02-29'))?.units).toBe(1);
    expect(quotePrice(monthly('2028-01-31', '2028-03-01'))?.units).toBe(2);
    expect(quotePrice(monthly('2026-03-31', '2026-04-30'))?.units).toBe(1);
    expect(quotePrice(monthly('2026-03-31', '2026-05-01'))?.units).toBe(2);
  });

  it('prices an indefinite rental as one month, billed monthly', () => {
    expect(quotePrice(monthly('2026-03-03', null, true))).toEqual({
      rentalType: 'monthly',
      units: null,
      unitPrice: 4500,
      total: 4500,
      monthlyPrice: 4500,
    });
  });

  it('gives nothing without an end date or the indefinite flag', () => {
    expect(quotePrice(monthly('2026-03-03', null))).toBeNull();
    expect(quotePrice(monthly('', null, true))).toBeNull();
  });
});

describe('quotePrice — monthly periods that end too early', () => {
  it('gives nothing when a fixed period ends before it starts', () => {
    expect(quotePrice(monthly('2026-03-05', '2026-03-04'))).toBeNull();
    expect(quotePrice(monthly('2026-03-05', '2025-12-31'))).toBeNull();
  });

  it('charges one started month for a period of a single day', () => {
    // The booking rules refuse a monthly period under one month (endDateIssue, the backend);
    // the price itself counts the months started, and one is started.
    expect(quotePrice(monthly('2026-03-05', '2026-03-05'))).toEqual({
      rentalType: 'monthly',
      units: 1,
      unitPrice: 4500,
      total: 4500,
      monthlyPrice: 4500,
    });
  });

  it('gives nothing without an end date even when a start date is there', () => {
    expect(quotePrice(monthly('2026-03-05', null))).toBeNull();
    expect(quotePrice(monthly('2026-03-05', ''))).toBeNull();
  });
});
