/** The count line of a search by dates, and the places filter without dates. */
import { matchesFilters } from '@/domain/search';
import { dateRangeParts, formatDatedResultCount } from '@/features/listings/format';
import { listing } from '../factories';

const TODAY = '2026-11-23';

describe('dateRangeParts', () => {
  it('names the month once within a month, "1er" for the first', () => {
    expect(dateRangeParts('2026-12-03', '2026-12-07', TODAY)).toEqual({ from: '3', to: '7 déc.' });
    expect(dateRangeParts('2026-12-01', '2026-12-01', TODAY)).toEqual({
      from: '1er',
      to: '1er déc.',
    });
  });

  it('names both months across months, and the years across years or in another year', () => {
    expect(dateRangeParts('2026-11-28', '2026-12-03', TODAY)).toEqual({
      from: '28 nov.',
      to: '3 déc.',
    });
    expect(dateRangeParts('2026-12-30', '2027-01-02', TODAY)).toEqual({
      from: '30 déc. 2026',
      to: '2 janv. 2027',
    });
    expect(dateRangeParts('2027-01-04', '2027-01-08', TODAY)).toEqual({
      from: '4 janv. 2027',
      to: '8 janv. 2027',
    });
  });
});

describe('formatDatedResultCount', () => {
  const dates = { from: '2026-12-03', to: '2026-12-07', places: 1, today: TODAY };

  it('says the listings are available for the dates, in the singular or the plural', () => {
    expect(formatDatedResultCount(1, dates)).toBe('1 bureau trouvé, disponible du 3 au 7 déc.');
    expect(formatDatedResultCount(3, { ...dates, city: 'Rabat' })).toBe(
      '3 bureaux trouvés à Rabat, disponibles du 3 au 7 déc.',
    );
    expect(formatDatedResultCount(20, { ...dates, hasMore: true })).toBe(
      '20+ bureaux trouvés, disponibles du 3 au 7 déc.',
    );
  });

  it('says a search of one day as that day, in the singular or the plural', () => {
    const oneDay = { ...dates, to: dates.from };
    expect(formatDatedResultCount(1, oneDay)).toBe('1 bureau trouvé, disponible le 3 déc.');
    expect(formatDatedResultCount(0, oneDay)).toBe('0 bureau trouvé, disponible le 3 déc.');
    expect(formatDatedResultCount(2, { ...oneDay, places: 3 })).toBe(
      '2 bureaux trouvés, disponibles le 3 déc. pour 3 places',
    );
    expect(
      formatDatedResultCount(20, {
        ...oneDay,
        from: '2027-01-20',
        to: '2027-01-20',
        hasMore: true,
      }),
    ).toBe('20+ bureaux trouvés, disponibles le 20 janv. 2027');
  });

  it('adds the places when more than one is wanted, with or without dates', () => {
    expect(formatDatedResultCount(2, { ...dates, places: 4 })).toBe(
      '2 bureaux trouvés, disponibles du 3 au 7 déc. pour 4 places',
    );
    expect(formatDatedResultCount(2, { ...dates, from: '', to: '', places: 4 })).toBe(
      '2 bureaux trouvés pour 4 places',
    );
  });
});

describe('matchesFilters with places', () => {
  it('keeps shared spaces with room for the places, and other spaces seating that many', () => {
    const cowork = listing({ spaceType: 'coworking', workstations: 10, places: 10 });
    const office = listing({ spaceType: 'individual', workstations: 2 });
    expect(matchesFilters(cowork, { places: 10 })).toBe(true);
    expect(matchesFilters(cowork, { places: 11 })).toBe(false);
    expect(matchesFilters(office, { places: 2 })).toBe(true);
    expect(matchesFilters(office, { places: 3 })).toBe(false);
    expect(matchesFilters(cowork, { places: null })).toBe(true);
  });
});
