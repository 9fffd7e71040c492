/** Issue 13, item 1: an undecided request older than 24 hours is shown as "Expirée". */
import {
  canTenantCancel,
  countBookings,
  displayStatus,
  DECISION_WINDOW_MS,
} from '@/domain/bookingRules';
import { isHistory, withExpired } from '@/domain/admin';
import { BOOKING_STATUSES } from '@/domain/types';
import { booking } from '../factories';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('displayStatus', () => {
  it('shows a pending_admin request as expired once its 24 hours are over, exactly at 24 h', () => {
    expect(
      displayStatus({ status: 'pending_admin', createdAt: ago(DECISION_WINDOW_MS) }, NOW),
    ).toBe('expired');
    expect(
      displayStatus({ status: 'pending_admin', createdAt: ago(DECISION_WINDOW_MS + 1) }, NOW),
    ).toBe('expired');
    expect(displayStatus({ status: 'pending_admin', createdAt: ago(30 * 3600 * 1000) }, NOW)).toBe(
      'expired',
    );
  });

  it('keeps pending_admin while the window is open, even one millisecond before its end', () => {
    expect(
      displayStatus({ status: 'pending_admin', createdAt: ago(DECISION_WINDOW_MS - 1) }, NOW),
    ).toBe('pending_admin');
    expect(displayStatus({ status: 'pending_admin', createdAt: NOW }, NOW)).toBe('pending_admin');
  });

  it('never changes any other status, however old', () => {
    for (const status of BOOKING_STATUSES.filter((s) => s !== 'pending_admin')) {
      expect(displayStatus({ status, createdAt: ago(100 * DECISION_WINDOW_MS) }, NOW)).toBe(status);
      expect(displayStatus({ status, createdAt: NOW }, NOW)).toBe(status);
    }
  });

  it('uses the `now` it is given, not the clock', () => {
    const created = new Date('2020-01-01T00:00:00Z');
    expect(displayStatus({ status: 'pending_admin', createdAt: created }, created)).toBe(
      'pending_admin',
    );
  });
});

describe('canTenantCancel with expiry', () => {
  it('refuses an expired request and accepts one still open', () => {
    expect(
      canTenantCancel({ status: 'pending_admin', createdAt: ago(DECISION_WINDOW_MS) }, NOW),
    ).toBe(false);
    expect(
      canTenantCancel({ status: 'pending_admin', createdAt: ago(DECISION_WINDOW_MS - 1) }, NOW),
    ).toBe(true);
  });

  it('reads the clock when no `now` is given', () => {
    expect(canTenantCancel({ status: 'pending_admin', createdAt: new Date() })).toBe(true);
    expect(
      canTenantCancel({
        status: 'pending_admin',
        createdAt: new Date(Date.now() - 2 * DECISION_WINDOW_MS),
      }),
    ).toBe(false);
  });
});

describe('countBookings with expiry', () => {
  it('does not count an expired request as pending, nor as confirmed', () => {
    expect(
      countBookings(
        [
          booking({ status: 'pending_admin', totalPrice: 100, createdAt: ago(DECISION_WINDOW_MS) }),
          booking({
            status: 'pending_admin',
            totalPrice: 200,
            createdAt: ago(DECISION_WINDOW_MS - 1),
          }),
          booking({ status: 'confirmed', totalPrice: 300, createdAt: ago(3 * DECISION_WINDOW_MS) }),
          booking({ status: 'pending', totalPrice: 50, createdAt: ago(3 * DECISION_WINDOW_MS) }),
        ],
        NOW,
      ),
    ).toEqual({ confirmed: 1, pending: 2, confirmedTotal: 300 });
  });

  it('reads the clock when no `now` is given', () => {
    const old = new Date(Date.now() - 2 * DECISION_WINDOW_MS);
    expect(countBookings([booking({ totalPrice: 1, createdAt: old })])).toEqual({
      confirmed: 0,
      pending: 0,
      confirmedTotal: 0,
    });
  });
});

describe('withExpired (admin dashboard breakdown)', () => {
  const stats = {
    users: 3,
    hosts: 1,
    tenants: 2,
    listingsApproved: 4,
    listingsWaiting: 1,
    revisionsWaiting: 0,
    listingsRefused: 0,
    bookingsByStatus: { pending: 1, pending_admin: 3, confirmed: 2, rejected: 1, cancelled: 0 },
    confirmedRevenue: 900,
    expiredRequests: 2,
  };

  it('moves the expired requests out of pending_admin into `expired`, the rest untouched', () => {
    expect(withExpired(stats)).toEqual({
      ...stats,
      bookingsByStatus: { pending: 1, pending_admin: 1, confirmed: 2, rejected: 1, cancelled: 0 },
      expired: 2,
    });
    expect(stats.bookingsByStatus.pending_admin).toBe(3); // not mutated
  });

  it('never goes below zero when the counts disagree (counted a moment apart)', () => {
    const out = withExpired({
      ...stats,
      bookingsByStatus: { ...stats.bookingsByStatus, pending_admin: 0 },
      expiredRequests: 1,
    });
    expect(out.bookingsByStatus.pending_admin).toBe(0);
    expect(out.expired).toBe(1);
  });

  it('counts nothing as expired without expired requests', () => {
    expect(withExpired({ ...stats, expiredRequests: 0 })).toEqual({
      ...stats,
      expiredRequests: 0,
      expired: 0,
    });
  });
});

describe('isHistory (admin history tab)', () => {
  it('holds confirmed, rejected, cancelled and expired bookings, not open or pending ones', () => {
    const old = ago(DECISION_WINDOW_MS);
    expect(isHistory({ status: 'confirmed', createdAt: NOW }, NOW)).toBe(true);
    expect(isHistory({ status: 'rejected', createdAt: NOW }, NOW)).toBe(true);
    expect(isHistory({ status: 'pending_admin', createdAt: old }, NOW)).toBe(true);
    expect(
      isHistory({ status: 'pending_admin', createdAt: ago(DECISION_WINDOW_MS - 1) }, NOW),
    ).toBe(false);
    expect(isHistory({ status: 'pending', createdAt: old }, NOW)).toBe(false);
    // a request the tenant withdrew, a booking the admin cancelled: otherwise in no tab
    expect(isHistory({ status: 'cancelled', createdAt: old }, NOW)).toBe(true);
    expect(isHistory({ status: 'cancelled', createdAt: NOW }, NOW)).toBe(true);
  });
});
