import {
  cancelsThroughSupport,
  canTenantCancel,
  countBookings,
  countedTotal,
  countdown,
  decisionDeadline,
  isDecisionOpen,
  newestFirst,
  stayPhase,
} from '@/domain/bookingRules';
import { BOOKING_STATUSES, type BookingStatus } from '@/domain/types';
import { booking } from '../factories';

describe('canTenantCancel', () => {
  it('lets the tenant cancel a request the administrator has not decided yet, and nothing else', () => {
    const allowed = BOOKING_STATUSES.filter((status) =>
      canTenantCancel({ status, createdAt: new Date() }),
    );
    expect(allowed).toEqual(['pending_admin']);
  });
});

describe('cancelsThroughSupport: a validated booking not begun, cancelled by the support', () => {
  // 1 February 2026, 23:30 UTC: already the 2nd in Morocco (UTC+1)
  const now = new Date('2026-02-01T23:30:00Z');
  const at = (status: BookingStatus, startDate: string) =>
    cancelsThroughSupport({ status, createdAt: new Date('2026-02-01T09:00:00Z'), startDate }, now);
  it("is true for a confirmed booking whose first day is after today in Morocco's calendar", () => {
    expect(at('confirmed', '2026-02-03')).toBe(true);
    expect(at('confirmed', '2026-02-02')).toBe(false);
  });
  it('is false for every other status', () => {
    const others = BOOKING_STATUSES.filter((s) => s !== 'confirmed');
    expect(others.filter((s) => at(s, '2026-03-01'))).toEqual([]);
  });
});

describe('countedTotal: what a booking comes to in the dashboards', () => {
  const rental = booking({
    status: 'confirmed',
    rentalType: 'monthly',
    isIndefinite: true,
    startDate: '2027-01-04',
    endDate: null,
    monthlyPrice: 9900,
    totalPrice: 9900, // its first month invoiced
  });

  it('is the total of a booking that is not an indefinite rental with an end', () => {
    expect(countedTotal(booking({ status: 'confirmed', totalPrice: 750 }))).toBe(750);
    expect(countedTotal({ ...rental, endDate: null })).toBe(9900);
    // a fixed rental's total is all its months already
    expect(countedTotal({ ...rental, isIndefinite: false, endDate: '2027-03-03' })).toBe(9900);
  });

  it("counts every month begun by an ended rental's last day, as its card says", () => {
    // notice to 3 March: January 4 to February 3, then to March 3: two months
    expect(countedTotal({ ...rental, endDate: '2027-03-03' })).toBe(19800);
    expect(countedTotal({ ...rental, endDate: '2027-03-04' })).toBe(29700);
    expect(countBookings([{ ...rental, endDate: '2027-03-03' }]).confirmedTotal).toBe(19800);
  });

  it('never counts less than what was invoiced, nor a rental it cannot price', () => {
    expect(countedTotal({ ...rental, endDate: '2027-03-03', totalPrice: 29700 })).toBe(29700);
    expect(countedTotal({ ...rental, endDate: '2027-03-03', monthlyPrice: null })).toBe(9900);
  });
});

describe('countBookings (dashboard counters, spec §2)', () => {
  const b = (status: BookingStatus, totalPrice: number) =>
    booking({ status, totalPrice, createdAt: new Date() });

  it('is all zeros without bookings', () => {
    expect(countBookings([])).toEqual({ confirmed: 0, pending: 0, confirmedTotal: 0 });
  });

  it('counts confirmed bookings and sums their prices only', () => {
    expect(
      countBookings([
        b('confirmed', 750),
        b('pending_admin', 4500),
        b('confirmed', 1250),
        b('pending', 300),
        b('rejected', 900),
        b('cancelled', 600),
      ]),
    ).toEqual({ confirmed: 2, pending: 2, confirmedTotal: 2000 });
  });

  it('counts pending and pending_admin as pending, and neither rejected nor cancelled', () => {
    expect(countBookings([b('pending', 100)])).toEqual({
      confirmed: 0,
      pending: 1,
      confirmedTotal: 0,
    });
    expect(countBookings([b('pending_admin', 100)])).toEqual({
      confirmed: 0,
      pending: 1,
      confirmedTotal: 0,
    });
    expect(countBookings([b('rejected', 100), b('cancelled', 100)])).toEqual({
      confirmed: 0,
      pending: 0,
      confirmedTotal: 0,
    });
  });
});

describe('newestFirst', () => {
  const item = (id: string, iso: string) => ({ id, createdAt: new Date(iso) });

  it('sorts by creation, the most recent first, without changing the list it was given', () => {
    const list = [
      item('middle', '2026-03-02T10:00:00Z'),
      item('oldest', '2026-03-01T10:00:00Z'),
      item('newest', '2026-03-02T10:00:01Z'),
    ];
    expect(newestFirst(list).map((x) => x.id)).toEqual(['newest', 'middle', 'oldest']);
    expect(list.map((x) => x.id)).toEqual(['middle', 'oldest', 'newest']);
  });

  it('keeps an empty list empty', () => {
    expect(newestFirst([])).toEqual([]);
  });
});

describe('decisionDeadline and isDecisionOpen (spec §4, §9: 24 hours from creation)', () => {
  const created = new Date('2026-03-01T10:30:00Z');

  it('the deadline is the same time the next day', () => {
    expect(decisionDeadline(created)).toEqual(new Date('2026-03-02T10:30:00Z'));
  });

  it('is open strictly before the deadline', () => {
    expect(isDecisionOpen(created, new Date('2026-03-01T10:30:00Z'))).toBe(true);
    expect(isDecisionOpen(created, new Date('2026-03-02T10:29:59.999Z'))).toBe(true);
    expect(isDecisionOpen(created, new Date('2026-03-02T10:30:00Z'))).toBe(false);
  });
});

describe('countdown once the window is over', () => {
  const created = new Date('2026-03-01T10:30:00Z');

  it('is expired and urgent, with no time left and no label', () => {
    const expired = {
      expired: true,
      urgent: true,
      hours: 0,
      minutes: 0,
      seconds: 0,
      label: null,
    };
    expect(countdown(created, new Date('2026-03-02T10:30:00Z'))).toEqual(expired);
    expect(countdown(created, new Date('2026-03-05T00:00:00Z'))).toEqual(expired);
  });
});

describe("stayPhase: where a booking's days stand on a day", () => {
  const stay = { startDate: '2026-02-02', endDate: '2026-02-04' };
  it('is upcoming before its first day, ongoing from its first to its last, ended after', () => {
    expect(stayPhase(stay, '2026-02-01')).toBe('upcoming');
    expect(stayPhase(stay, '2026-02-02')).toBe('ongoing');
    expect(stayPhase(stay, '2026-02-04')).toBe('ongoing');
    expect(stayPhase(stay, '2026-02-05')).toBe('ended');
    // one day
    const one = { startDate: '2026-02-02', endDate: '2026-02-02' };
    expect(stayPhase(one, '2026-02-02')).toBe('ongoing');
    expect(stayPhase(one, '2026-02-03')).toBe('ended');
  });

  it('never ends a rental without a last day', () => {
    const open = { startDate: '2026-02-02', endDate: null };
    expect(stayPhase(open, '2026-02-01')).toBe('upcoming');
    expect(stayPhase(open, '2026-02-02')).toBe('ongoing');
    expect(stayPhase(open, '2030-12-31')).toBe('ongoing');
  });
});
