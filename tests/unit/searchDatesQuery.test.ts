/**
 * Dates and places of the search page <-> its URL (?du=&au=&places=), src/domain/searchQuery.ts.
 */
import {
  EMPTY_DATES,
  EMPTY_FILTERS,
  DATE_PARAMS,
  datesFromParams,
  datesQuery,
  draftFromDates,
  draftFromParams,
  filtersFromParams,
  paramsFromSearch,
  readDates,
  searchKey,
  syncDatesDraft,
  toSearchFiltersWithDates,
  type DateFilters,
} from '@/domain/searchQuery';

const q = (s: string) => new URLSearchParams(s);
const TODAY = '2026-12-01';

describe('datesFromParams', () => {
  it('uses du, au and places', () => {
    expect(DATE_PARAMS).toEqual({ from: 'du', to: 'au', places: 'places' });
    expect(datesFromParams(q('du=2026-12-03&au=2026-12-07&places=3'), TODAY)).toEqual({
      from: '2026-12-03',
      to: '2026-12-07',
      places: 3,
    });
  });

  it('trims the days', () => {
    expect(datesFromParams(q('du=%202026-12-03%20&au=2026-12-07%20'), TODAY)).toEqual({
      from: '2026-12-03',
      to: '2026-12-07',
      places: 1,
    });
  });

  it('gives no dates and 1 place for an empty query', () => {
    expect(datesFromParams(q(''), TODAY)).toEqual(EMPTY_DATES);
    expect(EMPTY_DATES).toEqual({ from: '', to: '', places: 1 });
  });

  it('drops a range that cannot be searched, whole: one day, Au before Du, past, too long', () => {
    for (const bad of [
      'du=2026-12-03',
      'au=2026-12-07',
      'du=2026-12-07&au=2026-12-03',
      'du=2026-11-30&au=2026-12-03',
      'du=2026-12-01&au=2027-03-01',
      'du=2026-12-03&au=demain',
    ]) {
      const d = datesFromParams(q(bad), TODAY);
      expect([d.from, d.to], bad).toEqual(['', '']);
    }
  });

  it('counts places that are not 1..50 as 1, and keeps the dates', () => {
    expect(datesFromParams(q('du=2026-12-03&au=2026-12-03&places=0'), TODAY)).toEqual({
      from: '2026-12-03',
      to: '2026-12-03',
      places: 1,
    });
    expect(datesFromParams(q('places=51'), TODAY).places).toBe(1);
    expect(datesFromParams(q('places=50'), TODAY).places).toBe(50);
  });
});

describe('paramsFromSearch and searchKey', () => {
  it('writes the filters, then du, au and places (1 left out)', () => {
    const dates: DateFilters = { from: '2026-12-03', to: '2026-12-07', places: 2 };
    const p = paramsFromSearch({ ...EMPTY_FILTERS, city: 'Rabat' }, dates);
    expect(p.toString()).toBe('city=Rabat&du=2026-12-03&au=2026-12-07&places=2');
    expect(searchKey(EMPTY_FILTERS, { ...dates, places: 1 })).toBe('du=2026-12-03&au=2026-12-07');
    expect(searchKey(EMPTY_FILTERS, EMPTY_DATES)).toBe('');
    expect(searchKey(EMPTY_FILTERS, { from: '', to: '', places: 4 })).toBe('places=4');
  });

  it('never writes half a range', () => {
    expect(searchKey(EMPTY_FILTERS, { from: '2026-12-03', to: '', places: 1 })).toBe('');
    expect(searchKey(EMPTY_FILTERS, { from: '', to: '2026-12-03', places: 1 })).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { ...EMPTY_FILTERS, city: 'Fès', spaceType: 'coworking' as const };
    const dates: DateFilters = { from: '2026-12-30', to: '2027-01-02', places: 7 };
    const back = q(paramsFromSearch(filters, dates).toString());
    expect(filtersFromParams(back)).toEqual(filters);
    expect(datesFromParams(back, TODAY)).toEqual(dates);
  });
});

describe('datesQuery (what a result carries to its listing)', () => {
  it('is the dates and places alone, as a query string, or nothing', () => {
    expect(datesQuery({ from: '2026-12-03', to: '2026-12-07', places: 2 })).toBe(
      '?du=2026-12-03&au=2026-12-07&places=2',
    );
    expect(datesQuery({ from: '2026-12-03', to: '2026-12-07', places: 1 })).toBe(
      '?du=2026-12-03&au=2026-12-07',
    );
    expect(datesQuery({ from: '', to: '', places: 3 })).toBe('?places=3');
    expect(datesQuery(EMPTY_DATES)).toBe('');
  });

  it('is read back by datesFromParams as the same dates', () => {
    const dates: DateFilters = { from: '2026-12-30', to: '2027-01-02', places: 7 };
    expect(datesFromParams(q(datesQuery(dates)), TODAY)).toEqual(dates);
  });
});

describe('toSearchFiltersWithDates', () => {
  it('adds the range and the places to the backend filters', () => {
    expect(
      toSearchFiltersWithDates(EMPTY_FILTERS, { from: '2026-12-03', to: '2026-12-04', places: 2 }),
    ).toMatchObject({ dates: { from: '2026-12-03', to: '2026-12-04' }, places: 2 });
    expect(toSearchFiltersWithDates(EMPTY_FILTERS, EMPTY_DATES)).toMatchObject({
      dates: null,
      places: 1,
    });
    // half a range is no range
    for (const half of [
      { from: '2026-12-03', to: '', places: 1 },
      { from: '', to: '2026-12-03', places: 1 },
    ]) {
      expect(toSearchFiltersWithDates(EMPTY_FILTERS, half).dates).toBeNull();
    }
  });
});

describe('readDates', () => {
  it('searches a valid range and places', () => {
    expect(readDates({ from: '2026-12-03', to: '2026-12-07', places: '3' }, TODAY)).toEqual({
      values: { from: '2026-12-03', to: '2026-12-07', places: 3 },
      range: null,
      placesInvalid: false,
    });
  });

  it('ignores an invalid range and invalid places, and says why', () => {
    expect(readDates({ from: '2026-12-07', to: '2026-12-03', places: '0' }, TODAY)).toEqual({
      values: { from: '', to: '', places: 1 },
      range: 'toBeforeFrom',
      placesInvalid: true,
    });
    expect(readDates({ from: '2026-12-07', to: '', places: '' }, TODAY).range).toBe('missingTo');
  });
});

describe('draftFromParams', () => {
  it("puts the address's dates and places in the boxes as written, a value unusable included", () => {
    expect(draftFromParams(q(''))).toEqual({ from: '', to: '', places: '' });
    expect(draftFromParams(q('du=2026-12-20&au=2026-12-18&places=999'))).toEqual({
      from: '2026-12-20',
      to: '2026-12-18',
      places: '999',
    });
    expect(draftFromParams(q('du=%202026-12-03%20&places=%203%20'))).toEqual({
      from: '2026-12-03',
      to: '',
      places: '3',
    });
    // one place is the empty box, as draftFromDates has it
    expect(draftFromParams(q('places=1'))).toEqual({ from: '', to: '', places: '' });
    expect(draftFromParams(q('places=1'))).toEqual(draftFromDates(EMPTY_DATES));
    // what readDates then says of them
    expect(readDates(draftFromParams(q('places=999')), '2026-12-01').placesInvalid).toBe(true);
    expect(readDates(draftFromParams(q('du=2026-12-20&au=2026-12-18')), '2026-12-01').range).toBe(
      'toBeforeFrom',
    );
  });
});

describe('draftFromDates and syncDatesDraft', () => {
  it('shows 1 place as an empty box', () => {
    expect(draftFromDates(EMPTY_DATES)).toEqual({ from: '', to: '', places: '' });
    expect(draftFromDates({ from: '2026-12-03', to: '2026-12-04', places: 2 })).toEqual({
      from: '2026-12-03',
      to: '2026-12-04',
      places: '2',
    });
  });

  it('follows dates and places the URL changed', () => {
    const next: DateFilters = { from: '2026-12-03', to: '2026-12-04', places: 2 };
    expect(syncDatesDraft(draftFromDates(EMPTY_DATES), EMPTY_DATES, next, TODAY)).toEqual({
      from: '2026-12-03',
      to: '2026-12-04',
      places: '2',
    });
    // back to no dates
    expect(syncDatesDraft(draftFromDates(next), next, EMPTY_DATES, TODAY)).toEqual({
      from: '',
      to: '',
      places: '',
    });
  });

  it('keeps dates typed but ignored when the URL drops the range they replaced', () => {
    const prev: DateFilters = { from: '2026-12-03', to: '2026-12-04', places: 3 };
    const typed = { from: '2026-12-09', to: '2026-12-05', places: '0' };
    expect(syncDatesDraft(typed, prev, EMPTY_DATES, TODAY)).toEqual(typed);
    // ...but follows the URL to other dates (back/forward)
    const other: DateFilters = { from: '2026-12-10', to: '2026-12-11', places: 2 };
    expect(syncDatesDraft(draftFromDates(prev), prev, other, TODAY)).toEqual({
      from: '2026-12-10',
      to: '2026-12-11',
      places: '2',
    });
  });

  it('keeps what is typed when the URL changed something else, or already says it', () => {
    const typed = { from: '2026-12-07', to: '2026-12-03', places: 'x' };
    expect(syncDatesDraft(typed, EMPTY_DATES, EMPTY_DATES, TODAY)).toEqual(typed);
    // valid dates typed, not searched yet: the URL changed something else (the city)
    const applied: DateFilters = { from: '2026-12-03', to: '2026-12-04', places: 1 };
    const pending = { from: '2026-12-10', to: '2026-12-12', places: '' };
    expect(syncDatesDraft(pending, applied, applied, TODAY)).toEqual(pending);
    const notSearched = { from: '', to: '', places: '5' };
    expect(syncDatesDraft(notSearched, EMPTY_DATES, EMPTY_DATES, TODAY)).toEqual(notSearched);
    const same = { from: '2026-12-03', to: '2026-12-04', places: '02' };
    const next: DateFilters = { from: '2026-12-03', to: '2026-12-04', places: 2 };
    expect(syncDatesDraft(same, EMPTY_DATES, next, TODAY)).toEqual(same);
  });
});
