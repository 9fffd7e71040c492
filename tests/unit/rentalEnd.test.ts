import {
  NOTICE_MONTHS,
  canEndRental,
  earliestEndBy,
  earliestNoticeEnd,
  earliestRentalEnd,
  endedRentalDue,
  rentalEndCost,
  rentalEndIssue,
} from '@/domain/rentalEnd';

const rental = {
  status: 'confirmed' as const,
  rentalType: 'monthly' as const,
  isIndefinite: true,
  endDate: null,
  startDate: '2026-01-31',
};

describe('canEndRental: a confirmed indefinite monthly rental without a last day', () => {
  it('is true for one', () => {
    expect(canEndRental(rental)).toBe(true);
  });

  it('is false for anything else', () => {
    expect(canEndRental({ ...rental, status: 'pending_admin' })).toBe(false);
    expect(canEndRental({ ...rental, rentalType: 'daily' })).toBe(false);
    expect(canEndRental({ ...rental, isIndefinite: false })).toBe(false);
    expect(canEndRental({ ...rental, endDate: '2026-06-30' })).toBe(false);
  });
});

describe('earliestRentalEnd', () => {
  it('is the end of its first month while that month runs (31 January: 28 February)', () => {
    expect(earliestRentalEnd(rental, '2026-02-10')).toBe('2026-02-28');
    expect(earliestRentalEnd({ startDate: '2026-03-15' }, '2026-03-01')).toBe('2026-04-14');
  });

  it('is today once the first month is over, or on its last day', () => {
    expect(earliestRentalEnd(rental, '2026-05-20')).toBe('2026-05-20');
    expect(earliestRentalEnd(rental, '2026-02-28')).toBe('2026-02-28');
  });
});

describe('rentalEndIssue', () => {
  it('accepts the earliest day and any later one', () => {
    expect(rentalEndIssue(rental, '2026-05-20', '2026-05-20', 'admin')).toBeNull();
    expect(rentalEndIssue(rental, '2026-09-30', '2026-05-20', 'admin')).toBeNull();
    expect(rentalEndIssue(rental, '2026-02-28', '2026-02-01', 'admin')).toBeNull();
  });

  it('refuses a day before it: inside the first month, or already over', () => {
    expect(rentalEndIssue(rental, '2026-02-27', '2026-02-01', 'admin')).toBe('tooEarly');
    expect(rentalEndIssue(rental, '2026-05-19', '2026-05-20', 'admin')).toBe('tooEarly');
  });

  it('asks for a real day', () => {
    expect(rentalEndIssue(rental, '', '2026-05-20', 'admin')).toBe('required');
    expect(rentalEndIssue(rental, '2026-02-30', '2026-02-01', 'admin')).toBe('required');
  });

  it('refuses a rental that cannot be ended, whatever the day', () => {
    expect(
      rentalEndIssue({ ...rental, endDate: '2026-06-30' }, '2026-07-31', '2026-05-20', 'admin'),
    ).toBe('notEndable');
  });
});

describe("the tenant's notice", () => {
  it('is one month', () => {
    expect(NOTICE_MONTHS).toBe(1);
  });

  it('ends a month after the day it is given, at the earliest', () => {
    expect(earliestNoticeEnd(rental, '2026-11-28')).toBe('2026-12-27');
    // the 31st: a month's notice runs to the last day of a shorter month
    expect(earliestNoticeEnd(rental, '2026-03-31')).toBe('2026-04-30');
    expect(earliestNoticeEnd(rental, '2027-01-30')).toBe('2027-02-28');
    expect(earliestNoticeEnd(rental, '2026-12-15')).toBe('2027-01-14');
  });

  it('never ends the rental inside its first month', () => {
    // started on 15 March, notice given on 1 March: its first month ends on 14 April
    expect(earliestNoticeEnd({ startDate: '2026-03-15' }, '2026-03-01')).toBe('2026-04-14');
    expect(earliestNoticeEnd({ startDate: '2026-03-15' }, '2026-03-16')).toBe('2026-04-15');
  });

  it("is what earliestEndBy gives the tenant; the admin's is earlier", () => {
    expect(earliestEndBy(rental, '2026-05-20', 'tenant')).toBe('2026-06-19');
    expect(earliestEndBy(rental, '2026-05-20', 'admin')).toBe('2026-05-20');
  });

  it('is checked by rentalEndIssue for the tenant', () => {
    expect(rentalEndIssue(rental, '2026-06-19', '2026-05-20', 'tenant')).toBeNull();
    expect(rentalEndIssue(rental, '2026-06-18', '2026-05-20', 'tenant')).toBe('tooEarly');
    expect(rentalEndIssue(rental, '2026-06-18', '2026-05-20', 'admin')).toBeNull();
    expect(rentalEndIssue(rental, '', '2026-05-20', 'tenant')).toBe('required');
    expect(
      rentalEndIssue({ ...rental, status: 'cancelled' }, '2026-09-30', '2026-05-20', 'tenant'),
    ).toBe('notEndable');
  });
});

describe('rentalEndCost', () => {
  const rental = { startDate: '2026-12-20', monthlyPrice: 12_600 };

  it('counts every month begun, at the monthly price, and says where the last one ends', () => {
    expect(rentalEndCost(rental, '2027-01-19')).toEqual({
      months: 1,
      total: 12_600,
      lastMonthEnd: '2027-01-19',
    });
    // 25 January begins the second month (20 January – 19 February): due in full
    expect(rentalEndCost(rental, '2027-01-20')).toEqual({
      months: 2,
      total: 25_200,
      lastMonthEnd: '2027-02-19',
    });
    expect(rentalEndCost(rental, '2027-01-25')).toEqual({
      months: 2,
      total: 25_200,
      lastMonthEnd: '2027-02-19',
    });
    expect(rentalEndCost(rental, '2027-02-19')!.months).toBe(2);
    expect(rentalEndCost(rental, '2027-02-20')!.months).toBe(3);
    expect(rentalEndCost(rental, '2026-12-20')).toEqual({
      months: 1,
      total: 12_600,
      lastMonthEnd: '2027-01-19',
    });
  });

  it('counts the months of a rental begun on the 31st as its documents do', () => {
    const fromThe31st = { startDate: '2027-01-31', monthlyPrice: 1_000 };
    expect(rentalEndCost(fromThe31st, '2027-02-28')).toEqual({
      months: 1,
      total: 1_000,
      lastMonthEnd: '2027-02-28',
    });
    expect(rentalEndCost(fromThe31st, '2027-03-01')).toEqual({
      months: 2,
      total: 2_000,
      lastMonthEnd: '2027-03-30',
    });
  });

  it('gives nothing without a monthly price, a real day, or a day before the start', () => {
    expect(rentalEndCost({ ...rental, monthlyPrice: null }, '2027-01-25')).toBeNull();
    expect(rentalEndCost(rental, '')).toBeNull();
    expect(rentalEndCost(rental, '2027-02-30')).toBeNull();
    expect(rentalEndCost(rental, '2026-12-19')).toBeNull();
  });
});

describe('endedRentalDue', () => {
  const rental = {
    isIndefinite: true,
    startDate: '2026-12-20',
    endDate: '2027-01-25',
    monthlyPrice: 12_600,
  };

  it("is what an indefinite rental's last day costs", () => {
    expect(endedRentalDue(rental)).toEqual(rentalEndCost(rental, '2027-01-25'));
    expect(endedRentalDue(rental)!.total).toBe(25_200);
  });

  it('is nothing for a rental without a last day, a fixed one, or one without a monthly price', () => {
    expect(endedRentalDue({ ...rental, endDate: null })).toBeNull();
    expect(endedRentalDue({ ...rental, isIndefinite: false })).toBeNull();
    expect(endedRentalDue({ ...rental, monthlyPrice: null })).toBeNull();
  });
});
