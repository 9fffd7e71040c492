import {
  buildListingInput,
  cityFromAddressComponents,
  composeAddress,
  isMonthBelowDay,
  pickInOrder,
  type ListingDraft,
} from '@/domain/listingDraft';
import { STANDARD_AMENITIES } from '@/domain/types';

describe('composeAddress', () => {
  it('drops every comma and space the host left after the street', () => {
    expect(composeAddress("27 Boulevard d'Anfa, , ", 'Maârif, Casablanca, Maroc')).toBe(
      "27 Boulevard d'Anfa, Maârif, Casablanca, Maroc",
    );
  });

  it('trims the place address', () => {
    expect(composeAddress('', '  Agdal, Rabat, Maroc ')).toBe('Agdal, Rabat, Maroc');
    expect(composeAddress('14 Avenue de France', ' Agdal, Rabat, Maroc ')).toBe(
      '14 Avenue de France, Agdal, Rabat, Maroc',
    );
  });

  it('does not repeat a district typed again, whatever its case', () => {
    expect(composeAddress('agdal', 'Agdal, Rabat, Maroc')).toBe('Agdal, Rabat, Maroc');
  });
});

describe('pickInOrder', () => {
  it('picks nothing when nothing is selected', () => {
    expect(pickInOrder(STANDARD_AMENITIES, null)).toEqual([]);
    expect(pickInOrder(STANDARD_AMENITIES, undefined)).toEqual([]);
  });
});

describe('buildListingInput', () => {
  const draft: ListingDraft = {
    title: 'Studio',
    description: 'Lumineux',
    spaceType: 'other',
    customSpaceType: null,
    place: { address: 'Agdal, Rabat, Maroc', city: 'Rabat', coordinates: null },
    area: 30,
    floor: 0,
    hasElevator: false,
    isAccessible: true,
    workstations: 4,
    internetType: '4g',
    parkingAvailable: true,
    parkingType: null,
    minimumDuration: 1,
    pricePerDay: 200,
    pricePerMonth: 3000,
    amenities: null,
    additionalEquipment: ['Douche', 'Climatisation'],
  };

  it('stores no custom type when the host gave none, no parking type when none was chosen', () => {
    expect(buildListingInput(draft)).toEqual({
      title: 'Studio',
      description: 'Lumineux',
      location: { address: 'Agdal, Rabat, Maroc', city: 'Rabat', coordinates: null },
      amenities: [],
      additionalEquipment: ['Climatisation', 'Douche'],
      pricePerDay: 200,
      pricePerMonth: 3000,
      spaceType: 'other',
      customSpaceType: null,
      area: 30,
      floor: 0,
      hasElevator: false,
      isAccessible: true,
      workstations: 4,
      places: 1,
      parking: { available: false },
      internetType: '4g',
      minimumDuration: 1,
    });
    expect(buildListingInput({ ...draft, customSpaceType: '  ' }).customSpaceType).toBeNull();
  });
});

describe('cityFromAddressComponents', () => {
  it('falls back to the postal town when there is no locality', () => {
    expect(
      cityFromAddressComponents([
        { long_name: 'Maroc', types: ['country'] },
        { long_name: 'Bouskoura', types: ['postal_town'] },
      ]),
    ).toBe('Bouskoura');
  });

  it('skips a blank locality and trims the name it keeps', () => {
    expect(
      cityFromAddressComponents([
        { long_name: '  ', types: ['locality'] },
        { long_name: ' Salé ', types: ['postal_town'] },
      ]),
    ).toBe('Salé');
    expect(cityFromAddressComponents([{ long_name: ' Rabat ', types: ['locality'] }])).toBe(
      'Rabat',
    );
  });

  it('gives null for an empty list', () => {
    expect(cityFromAddressComponents([])).toBeNull();
  });
});

describe('isMonthBelowDay', () => {
  it('warns of a month cheaper than a day', () => {
    expect(isMonthBelowDay(500, 100)).toBe(true);
    expect(isMonthBelowDay(500, 499)).toBe(true);
  });

  it('accepts a month at the price of a day or more', () => {
    expect(isMonthBelowDay(500, 500)).toBe(false);
    expect(isMonthBelowDay(500, 9000)).toBe(false);
  });

  it('says nothing while a price is missing, zero or not a number (the schema speaks then)', () => {
    expect(isMonthBelowDay(500, 0)).toBe(false);
    expect(isMonthBelowDay(500, -1)).toBe(false);
    expect(isMonthBelowDay(500, Number.NaN)).toBe(false);
    expect(isMonthBelowDay(Number.NaN, 100)).toBe(false);
    expect(isMonthBelowDay(undefined, 100)).toBe(false);
    expect(isMonthBelowDay('500', 100)).toBe(false);
    expect(isMonthBelowDay(500, '100')).toBe(false);
  });
});
