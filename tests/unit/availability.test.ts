/**
 * The availability model (src/domain/availability.ts), by hand: slot ids, places, the days a
 * booking holds (month and year boundaries, leap day, the 12-month horizon and its roll-over),
 * counting a day's taken places, month ranges and the Monday-first grid.
 */
import {
  HOLD_HORIZON_MONTHS,
  MAX_SLOTS_PER_BOOKING,
  addMonthsToMonth,
  bookingTouches,
  busiestDay,
  countAvailability,
  daysToExtend,
  freePlaces,
  heldDays,
  horizonEnd,
  isMonth,
  isSharedSpace,
  monthGrid,
  monthOf,
  monthRange,
  parseSlotId,
  placesOf,
  slotId,
  type DayAvailability,
  type SlotDoc,
} from '@/domain/availability';
import { buildListingInput } from '@/domain/listingDraft';
import { quotePrice } from '@/domain/pricing';
import { todayInMorocco } from '@/domain/days';

const NOW = new Date('2026-06-15T10:00:00Z');
const HOUR = 3_600_000;

function slotDoc(slot: string, status: 'held' | 'confirmed', heldUntil: Date): SlotDoc {
  return { slot, day: slot.slice(0, 10), bookingId: 'b', status, heldUntil };
}

describe('slot ids: one occupancy document per day and place', () => {
  it('names place 0 by its day and place n by day_n', () => {
    expect(slotId('2026-06-15', 0)).toBe('2026-06-15');
    expect(slotId('2026-06-15', 1)).toBe('2026-06-15_1');
    expect(slotId('2026-06-15', 9999)).toBe('2026-06-15_9999');
  });

  it('reads the day and place back, and nothing else', () => {
    expect(parseSlotId('2026-06-15')).toEqual({ day: '2026-06-15', place: 0 });
    expect(parseSlotId('2026-06-15_3')).toEqual({ day: '2026-06-15', place: 3 });
    expect(parseSlotId('2026-06-15_9999')).toEqual({ day: '2026-06-15', place: 9999 });
    expect(parseSlotId('2026-06-15_0')).toBeNull();
    expect(parseSlotId('2026-06-15_01')).toBeNull();
    expect(parseSlotId('2026-06-15_10000')).toBeNull();
    expect(parseSlotId('2026-06-15_')).toBeNull();
    expect(parseSlotId('2026-02-30')).toBeNull();
    expect(parseSlotId('x2026-06-15')).toBeNull();
    expect(parseSlotId('2026-06-15-bis')).toBeNull();
    expect(parseSlotId('2028-02-29_2')).toEqual({ day: '2028-02-29', place: 2 });
  });
});

describe('places', () => {
  it('are sold one by one in coworking and open-space only', () => {
    expect(isSharedSpace('coworking')).toBe(true);
    expect(isSharedSpace('open-space')).toBe(true);
    expect(isSharedSpace('individual')).toBe(false);
    expect(isSharedSpace('meeting-room')).toBe(false);
    expect(placesOf({ spaceType: 'coworking', workstations: 40, places: 12 })).toBe(12);
    expect(placesOf({ spaceType: 'meeting-room', workstations: 12, places: 12 })).toBe(1);
  });

  it('free places: none on a blocked day, never negative', () => {
    expect(freePlaces({ day: 'd', capacity: 3, taken: 1, blocked: false })).toBe(2);
    expect(freePlaces({ day: 'd', capacity: 3, taken: 1, blocked: true })).toBe(0);
    expect(freePlaces({ day: 'd', capacity: 3, taken: 5, blocked: false })).toBe(0);
    expect(freePlaces({ day: 'd', capacity: 3, taken: 3, blocked: false })).toBe(0);
  });

  it('a host form defaults a shared space to its workstations, a private one to 1', () => {
    const base = {
      title: 'T',
      description: 'D',
      place: { address: 'Maârif, Casablanca', city: 'Casablanca', coordinates: null },
      area: 10,
      floor: 0,
      hasElevator: false,
      isAccessible: false,
      workstations: 8,
      internetType: 'fiber' as const,
      parkingAvailable: false,
      minimumDuration: 1,
      pricePerDay: 100,
      pricePerMonth: 2000,
    };
    expect(buildListingInput({ ...base, spaceType: 'coworking' }).places).toBe(8);
    expect(buildListingInput({ ...base, spaceType: 'open-space', places: 3 }).places).toBe(3);
    expect(buildListingInput({ ...base, spaceType: 'individual', places: 3 }).places).toBe(1);
  });

  it('a daily price is places × days × pricePerDay; a monthly one ignores places', () => {
    const daily = {
      rentalType: 'daily' as const,
      startDate: '2026-06-15',
      endDate: '2026-06-16',
      isIndefinite: false,
      pricePerDay: 150,
      pricePerMonth: 3000,
    };
    expect(quotePrice({ ...daily, places: 3 })?.total).toBe(900);
    expect(quotePrice(daily)?.total).toBe(300);
    expect(
      quotePrice({ ...daily, rentalType: 'monthly', endDate: '2026-07-14', places: 3 })?.total,
    ).toBe(3000);
  });

  it('a request fits one commit', () => {
    expect(MAX_SLOTS_PER_BOOKING).toBe(400);
    expect(HOLD_HORIZON_MONTHS).toBe(12);
  });
});

describe('the days a booking holds', () => {
  it('daily: start to end, across a month and a year', () => {
    expect(
      heldDays({
        rentalType: 'daily',
        startDate: '2026-12-30',
        endDate: '2027-01-02',
        isIndefinite: false,
      }),
    ).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(
      heldDays({
        rentalType: 'daily',
        startDate: '2026-12-30',
        endDate: null,
        isIndefinite: false,
      }),
    ).toEqual([]);
  });

  it('the horizon: 12 months from the start, minus a day (leap day and month ends)', () => {
    expect(horizonEnd('2026-07-01')).toBe('2027-06-30');
    expect(horizonEnd('2026-12-15')).toBe('2027-12-14');
    expect(horizonEnd('2028-02-29')).toBe('2029-02-27');
    expect(horizonEnd('2027-02-28')).toBe('2028-02-27');
    expect(horizonEnd('2026-01-31')).toBe('2027-01-30');
  });

  it('monthly: to its end, or to the horizon when it ends later or never', () => {
    const fixed = heldDays({
      rentalType: 'monthly',
      startDate: '2026-07-01',
      endDate: '2026-09-30',
      isIndefinite: false,
    });
    expect(fixed[0]).toBe('2026-07-01');
    expect(fixed[fixed.length - 1]).toBe('2026-09-30');
    expect(fixed).toHaveLength(92);
    const long = heldDays({
      rentalType: 'monthly',
      startDate: '2026-07-01',
      endDate: '2028-06-30',
      isIndefinite: false,
    });
    expect(long[long.length - 1]).toBe('2027-06-30');
    const atHorizon = heldDays({
      rentalType: 'monthly',
      startDate: '2026-07-01',
      endDate: '2027-06-30',
      isIndefinite: false,
    });
    expect(atHorizon[atHorizon.length - 1]).toBe('2027-06-30');
    const open = heldDays({
      rentalType: 'monthly',
      startDate: '2028-02-29',
      endDate: null,
      isIndefinite: true,
    });
    expect(open[0]).toBe('2028-02-29');
    expect(open[open.length - 1]).toBe('2029-02-27');
    expect(open).toHaveLength(365);
  });

  it('starts on the Moroccan day, whatever UTC says', () => {
    const today = todayInMorocco(new Date('2026-06-14T23:30:00Z'));
    expect(today).toBe('2026-06-15');
    expect(
      heldDays({ rentalType: 'daily', startDate: today, endDate: today, isIndefinite: false }),
    ).toEqual(['2026-06-15']);
  });

  it('rolls the horizon over as time passes: the days from the last held day to today + 12 months', () => {
    const b = { rentalType: 'monthly' as const, startDate: '2026-01-10', endDate: null };
    // held to 2027-01-09; on 2026-03-01 it should hold to 2027-02-28
    const more = daysToExtend(b, '2027-01-09', '2026-03-01');
    expect(more[0]).toBe('2027-01-10');
    expect(more[more.length - 1]).toBe('2027-02-28');
    // nothing missing yet
    expect(daysToExtend(b, '2027-01-09', '2026-01-10')).toEqual([]);
    // before it starts: its own horizon
    expect(daysToExtend({ ...b, startDate: '2026-09-01' }, '2027-08-30', '2026-06-15')).toEqual([
      '2027-08-31',
    ]);
    // a fixed rental stops at its end
    expect(daysToExtend({ ...b, endDate: '2027-01-12' }, '2027-01-09', '2026-03-01')).toEqual([
      '2027-01-10',
      '2027-01-11',
      '2027-01-12',
    ]);
    expect(
      daysToExtend({ ...b, endDate: '2027-03-12' }, '2027-01-09', '2026-03-01').slice(-1),
    ).toEqual(['2027-02-28']);
    expect(daysToExtend({ ...b, rentalType: 'daily' }, '2027-01-09', '2026-03-01')).toEqual([]);
  });
});

describe("counting a day's places", () => {
  const days = ['2026-06-15', '2026-06-16', '2026-06-17'];
  const live = new Date(NOW.getTime() + HOUR);
  const expired = new Date(NOW.getTime() - HOUR);

  it('counts confirmed and live holds per day, not expired ones nor stray ids; caps at capacity', () => {
    const slots = [
      slotDoc('2026-06-15', 'confirmed', expired),
      slotDoc('2026-06-15_1', 'held', live),
      slotDoc('2026-06-15_2', 'held', expired),
      slotDoc('2026-06-16', 'held', live),
      slotDoc('2026-06-16_1', 'held', live),
      slotDoc('2026-06-16_2', 'confirmed', live),
      slotDoc('2026-06-16_7', 'confirmed', live),
      slotDoc('2026-06-17-bis', 'confirmed', live),
    ];
    expect(countAvailability(days, 3, slots, ['2026-06-17'], NOW)).toEqual([
      { day: '2026-06-15', capacity: 3, taken: 2, blocked: false },
      { day: '2026-06-16', capacity: 3, taken: 3, blocked: false },
      { day: '2026-06-17', capacity: 3, taken: 0, blocked: true },
    ]);
  });

  it('a hold ends exactly at its 24 hours', () => {
    expect(
      countAvailability(['2026-06-15'], 1, [slotDoc('2026-06-15', 'held', NOW)], [], NOW)[0].taken,
    ).toBe(0);
  });
});

describe('months', () => {
  it('knows a month', () => {
    expect(isMonth('2026-02')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-2')).toBe(false);
    expect(isMonth('x2026-02')).toBe(false);
    expect(isMonth('2026-02x')).toBe(false);
    expect(isMonth('2026-02-01')).toBe(false);
    expect(isMonth('')).toBe(false);
  });

  it('ranges: February of a leap year, December', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthOf('2026-12-31')).toBe('2026-12');
    expect(addMonthsToMonth('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToMonth('2027-01', -1)).toBe('2026-12');
  });

  it('a Monday-first grid of whole weeks', () => {
    // November 2026 starts on a Sunday
    const nov = monthGrid('2026-11');
    expect(nov[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(nov[nov.length - 1]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(nov).toHaveLength(6);
    // February 2027 starts on a Monday and has exactly 4 weeks
    const feb = monthGrid('2027-02');
    expect(feb).toHaveLength(4);
    expect(feb[0][0]).toBe('2027-02-01');
    expect(feb[3][6]).toBe('2027-02-28');
  });

  it('a booking touches a range when their days meet (an indefinite one never ends)', () => {
    expect(
      bookingTouches(
        { startDate: '2026-06-01', endDate: '2026-06-30' },
        '2026-06-30',
        '2026-07-31',
      ),
    ).toBe(true);
    expect(
      bookingTouches(
        { startDate: '2026-06-01', endDate: '2026-06-29' },
        '2026-06-30',
        '2026-07-31',
      ),
    ).toBe(false);
    expect(
      bookingTouches({ startDate: '2026-08-01', endDate: null }, '2026-06-30', '2026-07-31'),
    ).toBe(false);
    expect(
      bookingTouches({ startDate: '2026-07-31', endDate: null }, '2026-06-30', '2026-07-31'),
    ).toBe(true);
    expect(
      bookingTouches({ startDate: '2026-01-01', endDate: null }, '2026-06-30', '2026-07-31'),
    ).toBe(true);
  });
});

describe('stored documents without places', () => {
  it('a coworking offers its workstations, a private office 1; a booking takes 1', async () => {
    const { parseBooking, parseListing } = await import('@/services/shared/converters');
    expect(parseListing('l', { spaceType: 'coworking', workstations: 12 }).places).toBe(12);
    expect(parseListing('l', { spaceType: 'open-space', workstations: 12, places: 4 }).places).toBe(
      4,
    );
    expect(parseListing('l', { spaceType: 'open-space', workstations: 12, places: 0 }).places).toBe(
      12,
    );
    expect(parseListing('l', { spaceType: 'individual', workstations: 4, places: 4 }).places).toBe(
      1,
    );
    expect(parseBooking('b', {}).places).toBe(1);
    expect(parseBooking('b', { places: 3 }).places).toBe(3);
    expect(parseBooking('b', { places: 2.5 }).places).toBe(1);
  });
});

describe("busiestDay: the most places taken on one day of a listing's coming days", () => {
  const day = (d: string, taken: number, capacity = 10): DayAvailability => ({
    day: d,
    capacity,
    taken,
    blocked: false,
  });

  it('is null when no day is taken', () => {
    expect(busiestDay([])).toBeNull();
    expect(busiestDay([day('2026-06-20', 0), day('2026-06-21', 0)])).toBeNull();
    // a blocked day holds no booking
    expect(busiestDay([{ ...day('2026-06-20', 0), blocked: true }])).toBeNull();
  });

  it('gives the day with the most places taken, and how many', () => {
    const days = [day('2026-06-20', 3), day('2026-06-21', 5), day('2026-06-22', 2)];
    expect(busiestDay(days)).toEqual({ day: '2026-06-21', places: 5 });
    expect(busiestDay([day('2026-06-20', 1)])).toEqual({ day: '2026-06-20', places: 1 });
    // an earlier day with fewer places does not take its place
    expect(busiestDay([day('2026-06-25', 5), day('2026-06-22', 2)])).toEqual({
      day: '2026-06-25',
      places: 5,
    });
  });

  it('gives the earliest of equal days, whatever their order', () => {
    const days = [day('2026-06-25', 4), day('2026-06-22', 4), day('2026-06-23', 1)];
    expect(busiestDay(days)).toEqual({ day: '2026-06-22', places: 4 });
    expect(busiestDay([...days].reverse())).toEqual({ day: '2026-06-22', places: 4 });
    expect(busiestDay([day('2026-06-22', 4), day('2026-06-25', 4)])).toEqual({
      day: '2026-06-22',
      places: 4,
    });
  });
});
