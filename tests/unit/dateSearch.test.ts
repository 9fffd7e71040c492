/**
 * The search by dates (issue 13), src/domain/dateSearch.ts: which listing is bookable on every
 * day of a range for a number of places. Every expectation is written by hand.
 */
import {
  MAX_SEARCH_DAYS,
  MAX_SEARCH_PLACES,
  SHARED_SPACE_TYPES,
  capacityOf,
  checkDateRange,
  hasRoomFor,
  isBookable,
  isPlacesCount,
  isSearchableRange,
  isSharedSpace,
  parsePlaces,
  placesNeeded,
  slotDay,
  slotRangeEnd,
  takenByDay,
  type SlotDoc,
} from '@/domain/dateSearch';

const NOW = new Date('2026-12-01T12:00:00Z');
const LATER = new Date('2026-12-02T12:00:00Z'); // a hold made before NOW still holds until then
const EARLIER = new Date('2026-12-01T11:59:59.999Z');

const confirmed = (slot: string): SlotDoc => ({ slot, status: 'confirmed', heldUntil: EARLIER });
const held = (slot: string, heldUntil = LATER): SlotDoc => ({ slot, status: 'held', heldUntil });

const office = { spaceType: 'individual' as const, workstations: 4, minimumDuration: 1 };
const cowork = (places: number) => ({
  spaceType: 'coworking' as const,
  workstations: 40,
  minimumDuration: 1,
  places,
});

describe('limits', () => {
  it('searches 90 days and 50 places at most; coworking and open space are shared', () => {
    expect(MAX_SEARCH_DAYS).toBe(90);
    expect(MAX_SEARCH_PLACES).toBe(50);
    expect(SHARED_SPACE_TYPES).toEqual(['coworking', 'open-space']);
  });
});

describe('slot ids', () => {
  it('reads the day of place 0 and of place n', () => {
    expect(slotDay('2026-12-03')).toBe('2026-12-03');
    expect(slotDay('2026-12-03_1')).toBe('2026-12-03');
    expect(slotDay('2026-12-03_12')).toBe('2026-12-03');
  });

  it('refuses anything else: no place 0 written out, leading zeros, text around, unreal days', () => {
    for (const bad of [
      '2026-12-03_0',
      '2026-12-03_01',
      '2026-12-03_',
      '2026-12-03_x',
      'x2026-12-03',
      '2026-12-03x',
      '2026-12-3',
      '2026-02-30',
      '2026-02-30_1',
      '',
    ]) {
      expect(slotDay(bad), bad).toBeNull();
    }
  });

  it('ends a range of ids after every place of the last day, before the next day', () => {
    const end = slotRangeEnd('2026-12-07');
    expect(end).toBe('2026-12-07_\uf8ff');
    expect('2026-12-07' <= end).toBe(true);
    expect('2026-12-07_49' <= end).toBe(true);
    expect('2026-12-08' <= end).toBe(false);
  });
});

describe('places of a listing', () => {
  it('shares coworking and open space only', () => {
    expect(isSharedSpace('coworking')).toBe(true);
    expect(isSharedSpace('open-space')).toBe(true);
    for (const t of ['individual', 'closed-team', 'meeting-room', 'other'] as const) {
      expect(isSharedSpace(t)).toBe(false);
    }
  });

  it("takes the listing's places; without the field, 1, or the workstations of a shared space", () => {
    expect(capacityOf({ spaceType: 'coworking', workstations: 40, places: 12 })).toBe(12);
    expect(capacityOf({ spaceType: 'individual', workstations: 4, places: 1 })).toBe(1);
    expect(capacityOf({ spaceType: 'open-space', workstations: 30 })).toBe(30);
    expect(capacityOf({ spaceType: 'meeting-room', workstations: 10 })).toBe(1);
  });

  it('books a shared space by the place, any other space whole (1)', () => {
    expect(placesNeeded({ spaceType: 'coworking' }, 3)).toBe(3);
    expect(placesNeeded({ spaceType: 'individual' }, 3)).toBe(1);
  });

  it('has room when the places needed fit, the bound itself included', () => {
    expect(hasRoomFor(cowork(3), 3)).toBe(true);
    expect(hasRoomFor(cowork(3), 4)).toBe(false);
    // a space rented whole seats its workstations (4), whatever its places (1)
    expect(hasRoomFor(office, 4)).toBe(true);
    expect(hasRoomFor(office, 5)).toBe(false);
    expect(hasRoomFor({ ...office, places: 1 }, 4)).toBe(true);
    // a shared space sells its places, not its workstations (40)
    expect(hasRoomFor({ ...cowork(3), workstations: 2 }, 3)).toBe(true);
  });
});

describe('takenByDay', () => {
  it('counts the non-expired slots of each day of the range, every place', () => {
    const taken = takenByDay(
      [
        confirmed('2026-12-03'),
        held('2026-12-03_1'),
        held('2026-12-03_2', NOW), // expired at exactly NOW: free
        held('2026-12-04', EARLIER), // expired: free
        confirmed('2026-12-05_3'),
      ],
      '2026-12-03',
      '2026-12-05',
      NOW,
    );
    expect([...taken.entries()]).toEqual([
      ['2026-12-03', 2],
      ['2026-12-05', 1],
    ]);
  });

  it('keeps to the range, both ends included, and skips ids that are not slots', () => {
    const taken = takenByDay(
      [
        confirmed('2026-12-02_1'),
        confirmed('2026-12-03'),
        confirmed('2026-12-07_4'),
        confirmed('2026-12-08'),
        confirmed('notes'),
      ],
      '2026-12-03',
      '2026-12-07',
      NOW,
    );
    expect([...taken.entries()]).toEqual([
      ['2026-12-03', 1],
      ['2026-12-07', 1],
    ]);
  });
});

describe('isBookable', () => {
  const range = (from: string, to: string, places = 1) => ({ from, to, places });

  it('is bookable with nothing taken nor blocked', () => {
    expect(isBookable(office, range('2026-12-03', '2026-12-07'), [], [], NOW)).toBe(true);
  });

  it('is not when a day of the range, first or last, is taken; days just outside do not count', () => {
    const r = range('2026-12-03', '2026-12-07');
    expect(isBookable(office, r, [confirmed('2026-12-03')], [], NOW)).toBe(false);
    expect(isBookable(office, r, [confirmed('2026-12-07')], [], NOW)).toBe(false);
    expect(isBookable(office, r, [held('2026-12-05')], [], NOW)).toBe(false);
    expect(isBookable(office, r, [confirmed('2026-12-02'), confirmed('2026-12-08')], [], NOW)).toBe(
      true,
    );
  });

  it('frees a hold older than 24 hours', () => {
    const r = range('2026-12-03', '2026-12-07');
    expect(isBookable(office, r, [held('2026-12-05', EARLIER)], [], NOW)).toBe(true);
    expect(isBookable(office, r, [held('2026-12-05', NOW)], [], NOW)).toBe(true);
  });

  it('is not when a day of the range is blocked, first or last; blocks outside do not count', () => {
    const r = range('2026-12-03', '2026-12-07');
    expect(isBookable(office, r, [], ['2026-12-03'], NOW)).toBe(false);
    expect(isBookable(office, r, [], ['2026-12-07'], NOW)).toBe(false);
    expect(isBookable(office, r, [], ['2026-12-02', '2026-12-08'], NOW)).toBe(true);
    // a blocked day counts for every place of a shared space
    expect(isBookable(cowork(40), r, [], ['2026-12-05'], NOW)).toBe(false);
  });

  it('counts places: free places of each day at least the places wanted', () => {
    const r = range('2026-12-03', '2026-12-04', 2);
    const two = [confirmed('2026-12-03'), held('2026-12-03_1')];
    expect(isBookable(cowork(4), r, two, [], NOW)).toBe(true); // 4 - 2 = 2
    expect(isBookable(cowork(3), r, two, [], NOW)).toBe(false); // 3 - 2 = 1
    expect(isBookable(cowork(2), r, [], [], NOW)).toBe(true);
    expect(isBookable(cowork(1), r, [], [], NOW)).toBe(false); // never enough places
    // an expired hold gives its place back
    expect(
      isBookable(cowork(3), r, [confirmed('2026-12-03'), held('2026-12-03_1', EARLIER)], [], NOW),
    ).toBe(true);
  });

  it('books a non-shared space whole, whatever places are asked', () => {
    const r = range('2026-12-03', '2026-12-03', 5);
    expect(isBookable({ ...office, places: 1 }, r, [], [], NOW)).toBe(true);
    expect(isBookable({ ...office, places: 1 }, r, [held('2026-12-03')], [], NOW)).toBe(false);
  });

  it('needs the range to last the minimum duration of a daily rental', () => {
    const twoDays = { ...office, minimumDuration: 2 };
    expect(isBookable(twoDays, range('2026-12-03', '2026-12-03'), [], [], NOW)).toBe(false);
    expect(isBookable(twoDays, range('2026-12-03', '2026-12-04'), [], [], NOW)).toBe(true);
  });

  it('crosses month and year ends, and the leap day', () => {
    const newYear = range('2026-12-30', '2027-01-02');
    expect(isBookable(office, newYear, [confirmed('2027-01-01')], [], NOW)).toBe(false);
    expect(isBookable(office, newYear, [], ['2026-12-31'], NOW)).toBe(false);
    expect(isBookable(office, newYear, [confirmed('2027-01-03')], [], NOW)).toBe(true);
    const leap = range('2028-02-28', '2028-03-01');
    expect(isBookable(office, leap, [confirmed('2028-02-29')], [], NOW)).toBe(false);
    expect(isBookable({ ...office, minimumDuration: 3 }, leap, [], [], NOW)).toBe(true);
    expect(isBookable({ ...office, minimumDuration: 4 }, leap, [], [], NOW)).toBe(false);
    const endOfMonth = range('2026-11-30', '2026-12-01');
    expect(isBookable(office, endOfMonth, [held('2026-11-30_1')], [], NOW)).toBe(false);
  });
});

describe('checkDateRange', () => {
  const today = '2026-12-01';

  it('accepts no dates at all, one day, today, and exactly 90 days', () => {
    expect(checkDateRange('', '', today)).toBeNull();
    expect(checkDateRange('2026-12-03', '2026-12-03', today)).toBeNull();
    expect(checkDateRange(today, '2026-12-07', today)).toBeNull();
    expect(checkDateRange(today, '2027-02-28', today)).toBeNull(); // 90 days
  });

  it('asks for the other day when one is missing', () => {
    expect(checkDateRange('', '2026-12-07', today)).toBe('missingFrom');
    expect(checkDateRange('2026-12-03', '', today)).toBe('missingTo');
  });

  it('refuses unreal days, a start in the past, an end before the start, more than 90 days', () => {
    expect(checkDateRange('2026-02-30', '2026-12-07', today)).toBe('invalidDay');
    expect(checkDateRange('2026-12-03', '2026-12-32', today)).toBe('invalidDay');
    expect(checkDateRange('2026-11-30', '2026-12-07', today)).toBe('past');
    expect(checkDateRange('2026-12-07', '2026-12-06', today)).toBe('toBeforeFrom');
    expect(checkDateRange(today, '2027-03-01', today)).toBe('tooLong'); // 91 days
  });

  it('says "past" before "toBeforeFrom" when both are wrong', () => {
    expect(checkDateRange('2026-11-20', '2026-11-10', today)).toBe('past');
  });

  it('asks a lazy today only to compare a range of two real days with it', () => {
    const lazy = vi.fn(() => today);
    expect(checkDateRange('', '', lazy)).toBeNull();
    expect(checkDateRange('', '2026-12-07', lazy)).toBe('missingFrom');
    expect(checkDateRange('2026-12-03', '', lazy)).toBe('missingTo');
    expect(checkDateRange('2026-02-30', '2026-12-07', lazy)).toBe('invalidDay');
    expect(lazy).not.toHaveBeenCalled();
    expect(checkDateRange('2026-11-30', '2026-12-07', lazy)).toBe('past');
    expect(lazy).toHaveBeenCalledTimes(1);
    expect(checkDateRange(today, '2026-12-07', lazy)).toBeNull();
    expect(checkDateRange('2026-12-07', '2026-12-06', lazy)).toBe('toBeforeFrom');
  });
});

describe("isSearchableRange (the services' guard)", () => {
  it('takes real days in order within 90 days, past ones too', () => {
    expect(isSearchableRange('2026-12-03', '2026-12-03')).toBe(true);
    expect(isSearchableRange('2020-01-01', '2020-03-30')).toBe(true); // 90 days, leap year
    expect(isSearchableRange('2020-01-01', '2020-03-31')).toBe(false);
    expect(isSearchableRange('2026-12-04', '2026-12-03')).toBe(false);
    expect(isSearchableRange('2026-12-xx', '2026-12-03')).toBe(false);
    expect(isSearchableRange('2026-12-03', '2026-13-03')).toBe(false);
  });
});

describe('places typed', () => {
  it('reads "" as 1 and whole numbers 1..50', () => {
    expect(parsePlaces('')).toEqual({ value: 1, invalid: false });
    expect(parsePlaces('  ')).toEqual({ value: 1, invalid: false });
    expect(parsePlaces('1')).toEqual({ value: 1, invalid: false });
    expect(parsePlaces(' 3 ')).toEqual({ value: 3, invalid: false });
    expect(parsePlaces('50')).toEqual({ value: 50, invalid: false });
  });

  it('refuses 0, 51, negatives, decimals and text (counted as 1)', () => {
    for (const bad of ['0', '51', '-2', '2.5', '2,5', '3.0', '1e1', '0x10', 'deux', '3a', '+3']) {
      expect(parsePlaces(bad), bad).toEqual({ value: 1, invalid: true });
    }
  });

  it('bounds a count to whole numbers 1..50', () => {
    expect(isPlacesCount(1)).toBe(true);
    expect(isPlacesCount(50)).toBe(true);
    expect(isPlacesCount(0)).toBe(false);
    expect(isPlacesCount(51)).toBe(false);
    expect(isPlacesCount(2.5)).toBe(false);
  });
});
