/** The host calendar's pure logic (issue 13): weeks Monday first, day statuses, reasons, months. */
import type { HostCalendar } from '@/domain/availability';
import {
  BLOCK_REASON_MAX,
  CALENDAR_STATUSES,
  blockPeriods,
  blockReasonError,
  bookingCalendarStatus,
  calendarDays,
  coversDay,
  daysOfMonth,
  formatDayButtonName,
  formatLongDay,
  formatMonth,
  inRange,
  monthOf,
  monthWeeks,
  monthsCount,
  orderedRange,
  shiftMonth,
  weekdayIndex,
} from '@/domain/calendarMonth';
import { DECISION_WINDOW_MS } from '@/domain/bookingRules';
import { booking } from '../factories';

const NOW = new Date('2028-02-10T12:00:00Z');

describe('months and days', () => {
  it('monthOf and shiftMonth move across years, both ways', () => {
    expect(monthOf('2028-02-29')).toBe('2028-02');
    expect(shiftMonth('2028-02', 1)).toBe('2028-03');
    expect(shiftMonth('2028-12', 1)).toBe('2029-01');
    expect(shiftMonth('2028-01', -1)).toBe('2027-12');
    expect(shiftMonth('2028-05', 0)).toBe('2028-05');
    expect(shiftMonth('2028-05', 13)).toBe('2029-06');
  });

  it('daysOfMonth lists every day, leap February included', () => {
    const feb = daysOfMonth('2028-02');
    expect(feb).toHaveLength(29);
    expect(feb[0]).toBe('2028-02-01');
    expect(feb[28]).toBe('2028-02-29');
    expect(daysOfMonth('2027-02')).toHaveLength(28);
    expect(daysOfMonth('2026-12')).toHaveLength(31);
    expect(daysOfMonth('2026-12')[30]).toBe('2026-12-31');
    expect(daysOfMonth('2026-04')).toHaveLength(30);
  });

  it('weekdayIndex counts from Monday (0) to Sunday (6)', () => {
    expect(weekdayIndex('2026-06-01')).toBe(0); // Monday
    expect(weekdayIndex('2028-02-01')).toBe(1); // Tuesday
    expect(weekdayIndex('2026-06-06')).toBe(5); // Saturday
    expect(weekdayIndex('2026-02-01')).toBe(6); // Sunday
  });
});

describe('monthWeeks (Monday first)', () => {
  it('February 2028 (leap year) starts on a Tuesday: one blank, 29 days, 5 weeks', () => {
    const weeks = monthWeeks('2028-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2028-02-01',
      '2028-02-02',
      '2028-02-03',
      '2028-02-04',
      '2028-02-05',
      '2028-02-06',
    ]);
    expect(weeks[4]).toEqual(['2028-02-28', '2028-02-29', null, null, null, null, null]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('a month starting on a Sunday (March 2026) has six blanks first and six weeks', () => {
    const weeks = monthWeeks('2026-03');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  it('February 2027 starts on a Monday and fills exactly four weeks', () => {
    const weeks = monthWeeks('2027-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0][0]).toBe('2027-02-01');
    expect(weeks[3][6]).toBe('2027-02-28');
  });
});

describe('coversDay', () => {
  const b = { startDate: '2028-02-10', endDate: '2028-02-12', isIndefinite: false };
  it('covers start..end inclusive only', () => {
    expect(coversDay(b, '2028-02-09')).toBe(false);
    expect(coversDay(b, '2028-02-10')).toBe(true);
    expect(coversDay(b, '2028-02-12')).toBe(true);
    expect(coversDay(b, '2028-02-13')).toBe(false);
  });
  it('an indefinite rental covers every day from its start; no end and not indefinite covers none', () => {
    expect(coversDay({ ...b, endDate: null, isIndefinite: true }, '2030-01-01')).toBe(true);
    expect(coversDay({ ...b, endDate: null, isIndefinite: true }, '2028-02-09')).toBe(false);
    expect(coversDay({ ...b, endDate: null, isIndefinite: false }, '2028-02-10')).toBe(false);
  });
});

describe('bookingCalendarStatus', () => {
  it('maps each status, an undecided request past 24 h being expired', () => {
    const at = (status: Parameters<typeof bookingCalendarStatus>[0]['status'], ms = 0) =>
      bookingCalendarStatus({ status, createdAt: new Date(NOW.getTime() - ms) }, NOW);
    expect(at('confirmed')).toBe('confirmed');
    expect(at('pending_admin')).toBe('pending');
    expect(at('pending_admin', DECISION_WINDOW_MS)).toBe('expired');
    expect(at('pending')).toBe('pending');
    expect(at('rejected')).toBeNull();
    expect(at('cancelled')).toBeNull();
  });
});

describe('calendarDays', () => {
  const base: HostCalendar = { month: '2028-02', days: [], bookings: [], blocks: [] };

  it('every day is free with one place when nothing is booked or blocked', () => {
    const days = calendarDays(base, NOW);
    expect(days).toHaveLength(29);
    expect(days[0]).toEqual({
      day: '2028-02-01',
      status: 'free',
      capacity: 1,
      taken: 0,
      reason: null,
      pendingUnder: false,
    });
    expect(days.every((d) => d.status === 'free')).toBe(true);
  });

  it('shows bookings, blocks and places, the strongest status first', () => {
    const calendar: HostCalendar = {
      month: '2028-02',
      days: [
        { day: '2028-02-03', capacity: 5, taken: 2, blocked: false },
        { day: '2028-02-20', capacity: 1, taken: 0, blocked: true },
      ],
      bookings: [
        booking({ id: 'c', status: 'confirmed', startDate: '2028-02-03', endDate: '2028-02-04' }),
        booking({
          id: 'p',
          status: 'pending_admin',
          startDate: '2028-02-04',
          endDate: '2028-02-06',
          createdAt: NOW,
        }),
        booking({
          id: 'e',
          status: 'pending_admin',
          startDate: '2028-02-06',
          endDate: '2028-02-08',
          createdAt: new Date(NOW.getTime() - DECISION_WINDOW_MS),
        }),
        booking({ id: 'r', status: 'rejected', startDate: '2028-02-10', endDate: '2028-02-10' }),
        booking({ id: 'x', status: 'cancelled', startDate: '2028-02-11', endDate: '2028-02-11' }),
      ],
      blocks: [
        { day: '2028-02-15', reason: 'Travaux' },
        { day: '2028-02-04', reason: 'Peinture' },
      ],
    };
    const byDay = Object.fromEntries(calendarDays(calendar, NOW).map((d) => [d.day, d]));
    expect(byDay['2028-02-03']).toEqual({
      day: '2028-02-03',
      status: 'confirmed',
      capacity: 5,
      taken: 2,
      reason: null,
      pendingUnder: false,
    });
    expect(byDay['2028-02-04'].status).toBe('blocked'); // blocked beats confirmed and pending
    expect(byDay['2028-02-04'].reason).toBe('Peinture');
    // the request under the block is still said
    expect(byDay['2028-02-04'].pendingUnder).toBe(true);
    expect(byDay['2028-02-05']).toMatchObject({ status: 'pending', pendingUnder: false });
    expect(byDay['2028-02-06']).toMatchObject({ status: 'pending', pendingUnder: false }); // pending beats expired
    expect(byDay['2028-02-07']).toMatchObject({ status: 'expired', pendingUnder: false });
    expect(byDay['2028-02-10'].status).toBe('free');
    expect(byDay['2028-02-11'].status).toBe('free');
    expect(byDay['2028-02-15']).toMatchObject({
      status: 'blocked',
      reason: 'Travaux',
      pendingUnder: false,
    });
    expect(byDay['2028-02-20']).toMatchObject({ status: 'blocked', reason: null });
    expect(byDay['2028-02-21'].status).toBe('free');
  });

  it('confirmed beats pending and expired on the same day', () => {
    const calendar: HostCalendar = {
      ...base,
      bookings: [
        booking({
          id: 'e',
          status: 'pending_admin',
          startDate: '2028-02-01',
          endDate: '2028-02-01',
          createdAt: new Date(0),
        }),
        booking({ id: 'c', status: 'confirmed', startDate: '2028-02-01', endDate: '2028-02-01' }),
        booking({ id: 'p', status: 'pending', startDate: '2028-02-01', endDate: '2028-02-02' }),
      ],
    };
    const days = calendarDays(calendar, NOW);
    expect(days[0]).toMatchObject({ status: 'confirmed', pendingUnder: true });
    expect(days[1]).toMatchObject({ status: 'pending', pendingUnder: false });
  });

  it('says no request under a confirmed day when the only other one has expired', () => {
    const calendar: HostCalendar = {
      ...base,
      bookings: [
        booking({ id: 'c', status: 'confirmed', startDate: '2028-02-01', endDate: '2028-02-01' }),
        booking({
          id: 'e',
          status: 'pending_admin',
          startDate: '2028-02-01',
          endDate: '2028-02-01',
          createdAt: new Date(0),
        }),
      ],
    };
    expect(calendarDays(calendar, NOW)[0]).toMatchObject({
      status: 'confirmed',
      pendingUnder: false,
    });
  });

  it('lists the statuses strongest first', () => {
    expect(CALENDAR_STATUSES).toEqual(['blocked', 'confirmed', 'pending', 'expired', 'free']);
  });
});

describe('ranges and reasons', () => {
  it('orderedRange puts the earlier day first; inRange is inclusive', () => {
    expect(orderedRange('2028-02-10', '2028-02-03')).toEqual(['2028-02-03', '2028-02-10']);
    expect(orderedRange('2028-02-03', '2028-02-10')).toEqual(['2028-02-03', '2028-02-10']);
    expect(orderedRange('2028-02-03', '2028-02-03')).toEqual(['2028-02-03', '2028-02-03']);
    expect(inRange('2028-02-03', '2028-02-03', '2028-02-05')).toBe(true);
    expect(inRange('2028-02-05', '2028-02-03', '2028-02-05')).toBe(true);
    expect(inRange('2028-02-02', '2028-02-03', '2028-02-05')).toBe(false);
    expect(inRange('2028-02-06', '2028-02-03', '2028-02-05')).toBe(false);
  });

  it('a reason is 1 to 200 characters once trimmed', () => {
    expect(BLOCK_REASON_MAX).toBe(200);
    expect(blockReasonError('')).toBe('required');
    expect(blockReasonError('   ')).toBe('required');
    expect(blockReasonError('x')).toBeNull();
    expect(blockReasonError(' x '.repeat(1))).toBeNull();
    expect(blockReasonError('a'.repeat(200))).toBeNull();
    expect(blockReasonError(`  ${'a'.repeat(200)}  `)).toBeNull();
    expect(blockReasonError('a'.repeat(201))).toBe('tooLong');
  });
});

describe('monthsCount (the monthly summary note)', () => {
  it('1 Dec → 1 Jan is two months started; ending on 31 Dec would be one', () => {
    expect(monthsCount('2026-12-01', '2027-01-01')).toEqual({
      months: 2,
      shorterEnd: '2026-12-31',
    });
  });
  it('whole months need no hint', () => {
    expect(monthsCount('2026-12-01', '2026-12-31')).toEqual({ months: 1, shorterEnd: null });
    expect(monthsCount('2026-12-01', '2027-02-28')).toEqual({ months: 3, shorterEnd: null });
    expect(monthsCount('2026-12-15', '2027-01-14')).toEqual({ months: 1, shorterEnd: null });
  });
  it('a partial last month names the end of the previous one', () => {
    expect(monthsCount('2026-12-15', '2027-02-20')).toEqual({
      months: 3,
      shorterEnd: '2027-02-14',
    });
    expect(monthsCount('2026-12-15', '2027-01-15')).toEqual({
      months: 2,
      shorterEnd: '2027-01-14',
    });
  });
  it('one partial month has nothing shorter', () => {
    expect(monthsCount('2026-12-01', '2026-12-10')).toEqual({ months: 1, shorterEnd: null });
  });
});

describe('French formats', () => {
  it('formats months and long days', () => {
    expect(formatMonth('2028-02')).toBe('Février 2028');
    expect(formatMonth('2026-12')).toBe('Décembre 2026');
    expect(formatLongDay('2028-02-29')).toBe('mardi 29 février 2028');
  });

  it('writes the first of a month "1er" in prose, "1" in a day button\'s name (what it shows)', () => {
    expect(formatLongDay('2028-02-01')).toBe('mardi 1er février 2028');
    expect(formatDayButtonName('2028-02-01')).toBe('mardi 1 février 2028');
    expect(formatDayButtonName('2028-02-29')).toBe('mardi 29 février 2028');
  });
});

describe('blockPeriods', () => {
  it("lists consecutive days blocked for one reason as one period, in the days' order", () => {
    expect(
      blockPeriods([
        { day: '2026-12-21', reason: 'Travaux' },
        { day: '2026-12-19', reason: 'Travaux' },
        { day: '2026-12-20', reason: 'Travaux' },
        // the next day, another reason: another period
        { day: '2026-12-22', reason: 'Congés' },
        // the same reason after a free day: another period
        { day: '2026-12-24', reason: 'Congés' },
        // across the end of the month
        { day: '2026-12-31', reason: 'Fêtes' },
        { day: '2027-01-01', reason: 'Fêtes' },
      ]),
    ).toEqual([
      { from: '2026-12-19', to: '2026-12-21', reason: 'Travaux' },
      { from: '2026-12-22', to: '2026-12-22', reason: 'Congés' },
      { from: '2026-12-24', to: '2026-12-24', reason: 'Congés' },
      { from: '2026-12-31', to: '2027-01-01', reason: 'Fêtes' },
    ]);
    expect(blockPeriods([])).toEqual([]);
  });
});
