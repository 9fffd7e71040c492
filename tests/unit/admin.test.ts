import {
  HISTORY_FILTERS,
  inHistory,
  parseAdminTab,
  parseApprovalFilter,
  parseHistoryFilter,
  parseRoleFilter,
} from '@/domain/admin';
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import { BOOKING_STATUSES } from '@/domain/types';

describe('admin URL parameters', () => {
  it('reads every tab, and the dashboard for anything else', () => {
    for (const tab of ['dashboard', 'pending', 'history', 'listings', 'users', 'mail']) {
      expect(parseAdminTab(tab)).toBe(tab);
    }
    expect(parseAdminTab(undefined)).toBe('dashboard');
    expect(parseAdminTab('')).toBe('dashboard');
    expect(parseAdminTab('Users')).toBe('dashboard');
  });

  it('reads every approval filter, and all for anything else', () => {
    expect(parseApprovalFilter('all')).toBe('all');
    expect(parseApprovalFilter('waiting')).toBe('waiting');
    expect(parseApprovalFilter('approved')).toBe('approved');
    expect(parseApprovalFilter(null)).toBe('all');
    expect(parseApprovalFilter(undefined)).toBe('all');
    expect(parseApprovalFilter('')).toBe('all');
  });

  it('reads every history filter, and all for anything else', () => {
    expect(HISTORY_FILTERS).toEqual(['all', 'confirmed', 'rejected', 'cancelled', 'expired']);
    for (const filter of HISTORY_FILTERS) expect(parseHistoryFilter(filter)).toBe(filter);
    expect(parseHistoryFilter(null)).toBe('all');
    expect(parseHistoryFilter('pending_admin')).toBe('all');
    expect(parseHistoryFilter('Confirmed')).toBe('all');
  });

  it('reads both roles, and no role for anything else', () => {
    expect(parseRoleFilter('host')).toBe('host');
    expect(parseRoleFilter('tenant')).toBe('tenant');
    expect(parseRoleFilter('')).toBe('');
    expect(parseRoleFilter(null)).toBe('');
    expect(parseRoleFilter('Tenant')).toBe('');
  });
});

describe('inHistory: the bookings under each filter of the history', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const open = { status: 'pending_admin' as const, createdAt: new Date(now.getTime() - 1000) };
  const expired = {
    status: 'pending_admin' as const,
    createdAt: new Date(now.getTime() - DECISION_WINDOW_MS),
  };
  const of = (status: (typeof BOOKING_STATUSES)[number]) => ({ status, createdAt: now });

  it('« Toutes » is the whole history: decided, cancelled and expired, not what still waits', () => {
    const shown = BOOKING_STATUSES.filter((st) => inHistory(of(st), 'all', now));
    expect(shown).toEqual(['confirmed', 'rejected', 'cancelled']);
    expect(inHistory(expired, 'all', now)).toBe(true);
    expect(inHistory(open, 'all', now)).toBe(false);
  });

  it('each other filter is one status as shown, an undecided request 24 hours old « Expirée »', () => {
    for (const filter of ['confirmed', 'rejected', 'cancelled'] as const) {
      expect(BOOKING_STATUSES.filter((st) => inHistory(of(st), filter, now))).toEqual([filter]);
      expect(inHistory(expired, filter, now)).toBe(false);
    }
    expect(inHistory(expired, 'expired', now)).toBe(true);
    expect(inHistory(open, 'expired', now)).toBe(false);
    expect(BOOKING_STATUSES.filter((st) => inHistory(of(st), 'expired', now))).toEqual([]);
  });
});
