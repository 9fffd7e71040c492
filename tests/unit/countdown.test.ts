import {
  countdown,
  DECISION_WINDOW_MS,
  decisionDeadline,
  isDecisionOpen,
  URGENT_MS,
} from '@/domain/bookingRules';
import { formatDateTime } from '@/domain/format';
import {
  filterByApproval,
  parseAdminTab,
  parseApprovalFilter,
  parseRoleFilter,
  reviewOrder,
  statsAfterApproval,
  statsAfterRefusal,
  statsAfterRevision,
  statsAfterCancellation,
  statsAfterDecision,
} from '@/domain/admin';
import type { AdminStats } from '@/domain/types';

const CREATED = new Date('2025-03-15T10:30:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const at = (msAfterCreation: number) => new Date(CREATED.getTime() + msAfterCreation);
/** The instant when `left` ms remain in the 24-hour window. */
const withLeft = (left: number) => at(DECISION_WINDOW_MS - left);

describe('the decision window constants (spec §9)', () => {
  it('is 24 hours, urgent under 2 hours', () => {
    expect(DECISION_WINDOW_MS).toBe(24 * HOUR);
    expect(URGENT_MS).toBe(2 * HOUR);
    expect(decisionDeadline(CREATED).toISOString()).toBe('2025-03-16T10:30:00.000Z');
  });
});

describe('countdown(createdAt, now)', () => {
  it('shows the full 24 hours at creation', () => {
    expect(countdown(CREATED, CREATED)).toEqual({
      expired: false,
      urgent: false,
      hours: 24,
      minutes: 0,
      seconds: 0,
      label: '24:00:00',
    });
  });

  it('formats hours, minutes and seconds on two digits', () => {
    const c = countdown(CREATED, withLeft(5 * HOUR + 4 * MINUTE + 3 * SECOND));
    expect(c).toMatchObject({
      hours: 5,
      minutes: 4,
      seconds: 3,
      label: '05:04:03',
      expired: false,
    });
    expect(countdown(CREATED, withLeft(23 * HOUR + 59 * MINUTE + 59 * SECOND)).label).toBe(
      '23:59:59',
    );
    expect(countdown(CREATED, withLeft(10 * SECOND)).label).toBe('00:00:10');
  });

  it('rounds partial seconds down (never shows more time than is left)', () => {
    expect(countdown(CREATED, withLeft(3 * SECOND + 999)).label).toBe('00:00:03');
    expect(countdown(CREATED, withLeft(999)).label).toBe('00:00:00');
    expect(countdown(CREATED, withLeft(999)).expired).toBe(false);
  });

  it('is not urgent with exactly 2 hours left, and urgent one millisecond later', () => {
    const twoHours = countdown(CREATED, withLeft(2 * HOUR));
    expect(twoHours.urgent).toBe(false);
    expect(twoHours.label).toBe('02:00:00');
    const under = countdown(CREATED, withLeft(2 * HOUR - 1));
    expect(under.urgent).toBe(true);
    expect(under.label).toBe('01:59:59');
    expect(countdown(CREATED, withLeft(2 * HOUR + 1)).urgent).toBe(false);
  });

  it('expires at exactly 24 hours, with no label', () => {
    const justBefore = countdown(CREATED, withLeft(1));
    expect(justBefore.expired).toBe(false);
    expect(justBefore.urgent).toBe(true);
    const atDeadline = countdown(CREATED, at(24 * HOUR));
    expect(atDeadline).toMatchObject({
      expired: true,
      label: null,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdown(CREATED, at(30 * HOUR)).expired).toBe(true);
  });

  it('agrees with isDecisionOpen on both sides of the deadline', () => {
    for (const ms of [0, HOUR, 24 * HOUR - 1, 24 * HOUR, 24 * HOUR + 1, 48 * HOUR]) {
      expect(countdown(CREATED, at(ms)).expired).toBe(!isDecisionOpen(CREATED, at(ms)));
    }
    expect(isDecisionOpen(CREATED, at(24 * HOUR - 1))).toBe(true);
    expect(isDecisionOpen(CREATED, at(24 * HOUR))).toBe(false);
  });
});

describe('admin review helpers (src/domain/admin.ts)', () => {
  const now = new Date('2025-03-15T10:30:00Z');
  const made = (id: string, hoursAgo: number) => ({
    id,
    createdAt: new Date(now.getTime() - hoursAgo * HOUR),
  });

  it('puts open bookings first, closest deadline first, then expired ones newest first', () => {
    const order = reviewOrder(
      [made('a', 1), made('b', 30), made('c', 23), made('d', 5), made('e', 26)],
      now,
    );
    expect(order.map((b) => b.id)).toEqual(['c', 'd', 'a', 'e', 'b']);
  });

  it('treats a booking made exactly 24 hours ago as expired', () => {
    expect(reviewOrder([made('x', 24), made('y', 23.99)], now).map((b) => b.id)).toEqual([
      'y',
      'x',
    ]);
  });

  const stats: AdminStats = {
    users: 8,
    hosts: 4,
    tenants: 4,
    listingsApproved: 29,
    listingsWaiting: 4,
    revisionsWaiting: 0,
    listingsRefused: 0,
    bookingsByStatus: { pending: 1, pending_admin: 5, confirmed: 8, rejected: 3, cancelled: 2 },
    confirmedRevenue: 10_000,
    expiredRequests: 1,
  };

  it('moves a confirmed booking out of pending_admin and adds its price to the revenue', () => {
    const next = statsAfterDecision(stats, 'confirmed', 900);
    expect(next.bookingsByStatus).toEqual({
      pending: 1,
      pending_admin: 4,
      confirmed: 9,
      rejected: 3,
      cancelled: 2,
    });
    expect(next.confirmedRevenue).toBe(10_900);
    expect(stats.bookingsByStatus.pending_admin).toBe(5); // not mutated
  });

  it('moves a rejected booking out of pending_admin without touching the revenue', () => {
    const next = statsAfterDecision(stats, 'rejected', 900);
    expect(next.bookingsByStatus.pending_admin).toBe(4);
    expect(next.bookingsByStatus.rejected).toBe(4);
    expect(next.confirmedRevenue).toBe(10_000);
  });

  it('moves a cancelled booking from confirmed to cancelled and takes its price off the revenue', () => {
    const next = statsAfterCancellation(stats, 900);
    expect(next.bookingsByStatus).toEqual({
      pending: 1,
      pending_admin: 5,
      confirmed: 7,
      rejected: 3,
      cancelled: 3,
    });
    expect(next.confirmedRevenue).toBe(9_100);
    expect(stats.bookingsByStatus.confirmed).toBe(8); // not mutated
    // never below zero, whatever the counters loaded
    const none = { ...stats, bookingsByStatus: { ...stats.bookingsByStatus, confirmed: 0 } };
    expect(statsAfterCancellation({ ...none, confirmedRevenue: 500 }, 900)).toMatchObject({
      bookingsByStatus: { confirmed: 0, cancelled: 3 },
      confirmedRevenue: 0,
    });
  });

  it('moves listings between approved and waiting, and ignores a no-op', () => {
    expect(statsAfterApproval(stats, false, true)).toMatchObject({
      listingsApproved: 30,
      listingsWaiting: 3,
    });
    expect(statsAfterApproval(stats, true, false)).toMatchObject({
      listingsApproved: 28,
      listingsWaiting: 5,
    });
    expect(statsAfterApproval(stats, true, true)).toBe(stats);
    // its edit waiting: it leaves the edits to decide with its approval, and comes back with it
    const edits = { ...stats, revisionsWaiting: 2 };
    expect(statsAfterApproval(edits, true, false, true)).toMatchObject({
      listingsWaiting: 5,
      revisionsWaiting: 1,
    });
    expect(statsAfterApproval(edits, false, true, true).revisionsWaiting).toBe(3);
    expect(statsAfterApproval(edits, false, true).revisionsWaiting).toBe(2);
    expect(statsAfterApproval(edits, true, false).revisionsWaiting).toBe(2);
    expect(statsAfterApproval(stats, true, false, true).revisionsWaiting).toBe(0);
  });

  it('counts a refused listing apart from those waiting, and an approval of one off the refused', () => {
    const refused = statsAfterRefusal(stats);
    expect(refused).toMatchObject({ listingsWaiting: 3, listingsRefused: 1, listingsApproved: 29 });
    expect(statsAfterRefusal({ ...stats, listingsWaiting: 0 }).listingsWaiting).toBe(0);
    expect(statsAfterApproval(refused, false, true, false, true)).toMatchObject({
      listingsApproved: 30,
      listingsWaiting: 3,
      listingsRefused: 0,
    });
    expect(statsAfterApproval(stats, false, true, false, true).listingsRefused).toBe(0);
    expect(stats.listingsRefused).toBe(0); // not mutated
  });

  it('takes a decided edit off the edits to decide, never below zero', () => {
    const edits = { ...stats, revisionsWaiting: 2 };
    expect(statsAfterRevision(edits)).toEqual({ ...edits, revisionsWaiting: 1 });
    expect(statsAfterRevision(stats).revisionsWaiting).toBe(0);
    expect(edits.revisionsWaiting).toBe(2); // not mutated
  });

  it('filters listings by approval', () => {
    const ls = [{ isApproved: true }, { isApproved: false }, { isApproved: true }];
    expect(filterByApproval(ls, 'all')).toHaveLength(3);
    expect(filterByApproval(ls, 'approved')).toHaveLength(2);
    expect(filterByApproval(ls, 'waiting')).toEqual([{ isApproved: false }]);
    // an approved listing whose edit awaits a decision waits too (and stays approved)
    const edited = { isApproved: true, revision: { title: 'Nouveau titre' } };
    const plain = { isApproved: true, revision: null };
    const unedited = { isApproved: true };
    expect(filterByApproval([plain, edited, unedited, ...ls], 'waiting')).toEqual([
      edited,
      { isApproved: false },
    ]);
    expect(filterByApproval([plain, edited], 'approved')).toEqual([plain, edited]);
  });

  it('reads tab, filter and role from the URL, with safe defaults', () => {
    expect(parseAdminTab('users')).toBe('users');
    expect(parseAdminTab('pending')).toBe('pending');
    expect(parseAdminTab(null)).toBe('dashboard');
    expect(parseAdminTab('constructor')).toBe('dashboard');
    expect(parseApprovalFilter('waiting')).toBe('waiting');
    expect(parseApprovalFilter('x')).toBe('all');
    expect(parseRoleFilter('host')).toBe('host');
    expect(parseRoleFilter('admin')).toBe('');
  });

  it('formats a moment in Moroccan time', () => {
    expect(formatDateTime(new Date('2025-03-15T10:30:00Z'))).toBe('15 mars 2025 à 10:30');
  });
});
