import {
  amenitiesFollowingFields,
  buildListingInput,
  fieldOfAmenity,
  cityFromAddressComponents,
  composeAddress,
  isMonthBelowDay,
  pickInOrder,
  splitAddress,
  type ListingDraft,
} from '@/domain/listingDraft';
import { STREET_MAX_LENGTH } from '@/domain/limits';
import { MOROCCAN_PLACES, type Place } from '@/domain/places';
import { STANDARD_AMENITIES, type ListingLocation } from '@/domain/types';
import { buildSeed } from '@/services/seed/data';

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
      // accessible: « Accès handicapés » goes with it; no parking saved: no « Parking »
      amenities: ['Accès handicapés'],
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

  it('saves « Parking » and « Accès handicapés » as their fields say, the others as ticked', () => {
    const ticked = ['Parking', 'Tableau blanc', 'Accès handicapés', 'Wi-Fi haut débit'];
    expect(
      buildListingInput({ ...draft, amenities: ticked, parkingType: 'paid' }).amenities,
    ).toEqual(['Wi-Fi haut débit', 'Parking', 'Tableau blanc', 'Accès handicapés']);
    expect(
      buildListingInput({
        ...draft,
        amenities: ticked,
        isAccessible: false,
        parkingAvailable: false,
        parkingType: 'paid',
      }).amenities,
    ).toEqual(['Wi-Fi haut débit', 'Tableau blanc']);
    expect(
      buildListingInput({ ...draft, amenities: ['Terrasse'], parkingType: 'free' }).amenities,
    ).toEqual(['Parking', 'Accès handicapés', 'Terrasse']);
  });
});

describe('amenities that say what a field says (FIELD_AMENITIES)', () => {
  it('names the field an amenity follows, or none', () => {
    expect(fieldOfAmenity('Parking')).toBe('parkingAvailable');
    expect(fieldOfAmenity('Accès handicapés')).toBe('isAccessible');
    expect(fieldOfAmenity('Terrasse')).toBeNull();
    expect(fieldOfAmenity('parking')).toBeNull();
  });

  it("puts each field's amenity in when it is true and out when it is false", () => {
    expect(
      amenitiesFollowingFields(['Terrasse', 'Parking'], {
        parkingAvailable: false,
        isAccessible: true,
      }),
    ).toEqual(['Terrasse', 'Accès handicapés']);
    expect(
      amenitiesFollowingFields(['Accès handicapés', 'Parking', 'Casiers'], {
        parkingAvailable: true,
        isAccessible: false,
      }),
    ).toEqual(['Casiers', 'Parking']);
    expect(
      amenitiesFollowingFields(null, { parkingAvailable: false, isAccessible: false }),
    ).toEqual([]);
    expect(
      amenitiesFollowingFields(undefined, { parkingAvailable: true, isAccessible: true }),
    ).toEqual(['Parking', 'Accès handicapés']);
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

describe('splitAddress', () => {
  const place = (id: string) => MOROCCAN_PLACES.find((p) => p.id === id)!;
  const GUELIZ = place('marrakech-gueliz');
  const QA_STREET = '12 Rue de la Liberté, Résidence « Al Andalous », 3ème étage';
  /** What buildListingInput stores for a place of the offline finder and a street. */
  const stored = (p: Place, street: string): ListingLocation => ({
    address: composeAddress(street, p.address),
    city: p.city,
    coordinates: { lat: p.coordinates.lat, lng: p.coordinates.lng },
  });

  it('gives back the place and the street the host entered with the offline finder (QA)', () => {
    const location = stored(GUELIZ, QA_STREET);
    expect(location.address).toBe(
      '12 Rue de la Liberté, Résidence « Al Andalous », 3ème étage, Guéliz, Marrakech, Maroc',
    );
    expect(splitAddress(location)).toEqual({
      street: QA_STREET,
      place: {
        address: 'Guéliz, Marrakech, Maroc',
        city: 'Marrakech',
        coordinates: { lat: 31.636, lng: -8.01 },
      },
    });
  });

  it('is exact for every place of the offline finder, with or without a street', () => {
    const streets = ['', '7 Rue Ibn Sina', QA_STREET, 'Immeuble Nour, 2ème étage, Hay Riad'];
    for (const p of MOROCCAN_PLACES) {
      for (const street of streets) {
        expect(splitAddress(stored(p, street))).toEqual({
          street,
          place: { address: p.address, city: p.city, coordinates: p.coordinates },
        });
      }
    }
  });

  it("knows the chosen place by its coordinates when the street ends with one of the city's districts", () => {
    // the host chose the city, and wrote the district in the street
    const city = place('marrakech');
    expect(splitAddress(stored(city, 'Avenue Mohammed V, Guéliz'))).toEqual({
      street: 'Avenue Mohammed V, Guéliz',
      place: { address: 'Marrakech, Maroc', city: 'Marrakech', coordinates: city.coordinates },
    });
    // other coordinates, or another city: not that place, the district ends the street
    const { lat, lng } = city.coordinates;
    for (const coordinates of [
      { lat: lat + 0.001, lng },
      { lat, lng: lng + 0.001 },
    ]) {
      const moved = { ...stored(city, 'Avenue Mohammed V, Guéliz'), coordinates };
      expect(splitAddress(moved)).toEqual({
        street: 'Avenue Mohammed V',
        place: { address: 'Guéliz, Marrakech, Maroc', city: 'Marrakech', coordinates },
      });
    }
    const elsewhere = { ...stored(city, 'Avenue Mohammed V, Guéliz'), city: 'Casablanca' };
    expect(splitAddress(elsewhere)).toEqual({
      street: '',
      place: { address: elsewhere.address, city: 'Casablanca', coordinates: city.coordinates },
    });
  });

  it('splits a Google address where its city starts: its own street goes with the street', () => {
    const coordinates = { lat: 31.64, lng: -8.01 };
    expect(
      splitAddress({
        address: '12, Rue Mohammed El Beqal, Marrakech 40000, Maroc',
        city: 'Marrakech',
        coordinates,
      }),
    ).toEqual({
      street: '12, Rue Mohammed El Beqal',
      place: { address: 'Marrakech 40000, Maroc', city: 'Marrakech', coordinates },
    });
    // a district Google names, under other names than the list's
    expect(
      splitAddress({
        address: 'Résidence Nour, Gueliz, Marrakesh, Morocco',
        city: 'Marrakech',
        coordinates,
      }),
    ).toEqual({
      street: 'Résidence Nour',
      place: { address: 'Gueliz, Marrakesh, Morocco', city: 'Marrakech', coordinates },
    });
    // a city off the list
    expect(
      splitAddress({ address: 'Lot 5, Tamesna, Maroc', city: 'Tamesna', coordinates: null }),
    ).toEqual({
      street: 'Lot 5',
      place: { address: 'Tamesna, Maroc', city: 'Tamesna', coordinates: null },
    });
  });

  it('splits the seed listings at their district, each written back as stored', () => {
    const listings = buildSeed(new Date()).listings;
    for (const { location } of listings) {
      const { street, place: p } = splitAddress(location);
      expect(street).not.toBe('');
      expect(street.length).toBeLessThanOrEqual(STREET_MAX_LENGTH);
      expect(composeAddress(street, p.address)).toBe(location.address);
      expect(p).toEqual({ ...location, address: p.address });
    }
    const gueliz = listings.find((l) => l.id === 'lst-marrakech-01')!;
    expect(splitAddress(gueliz.location)).toMatchObject({
      street: 'Avenue Mohammed V',
      place: { address: 'Guéliz, Marrakech' },
    });
    const anfa = listings.find((l) => l.id === 'lst-casa-03')!;
    expect(splitAddress(anfa.location)).toMatchObject({
      street: 'Boulevard Al Qods',
      place: { address: 'Casa Anfa, Casablanca' },
    });
  });

  it('keeps the whole address as the place when no end of it is a place of its city', () => {
    const location: ListingLocation = {
      address: "27 Boulevard d'Anfa, Maârif",
      city: 'Casablanca',
      coordinates: { lat: 33.5899, lng: -7.6336 },
    };
    expect(splitAddress(location)).toEqual({ street: '', place: location });
    // of another city
    expect(
      splitAddress({ ...location, address: '14 Avenue de France, Agdal, Rabat, Maroc' }).street,
    ).toBe('');
    // the place alone
    expect(splitAddress({ ...location, address: 'Maârif, Casablanca, Maroc' }).street).toBe('');
  });

  it('keeps the whole address when the street would not come back as stored', () => {
    const whole = (location: ListingLocation) =>
      expect(splitAddress(location)).toEqual({ street: '', place: location });
    // longer than the form takes
    whole(stored(GUELIZ, 'x'.repeat(STREET_MAX_LENGTH + 1)));
    expect(splitAddress(stored(GUELIZ, 'x'.repeat(STREET_MAX_LENGTH))).street).toHaveLength(
      STREET_MAX_LENGTH,
    );
    // not as composeAddress writes it: a comma left at the end, a space at the start
    whole({ ...stored(GUELIZ, ''), address: '12 Rue X,, Guéliz, Marrakech, Maroc' });
    whole({ ...stored(GUELIZ, ''), address: ' 12 Rue X, Guéliz, Marrakech, Maroc' });
    // the street again at the start of the place: composeAddress would drop it
    whole({ address: 'Guéliz, Guéliz, Marrakech', city: 'Marrakech', coordinates: null });
  });

  it('copies the coordinates', () => {
    const location = stored(GUELIZ, QA_STREET);
    expect(splitAddress(location).place.coordinates).not.toBe(location.coordinates);
    expect(splitAddress({ ...location, coordinates: null }).place.coordinates).toBeNull();
    const far = { ...location, address: 'Marrakech' };
    expect(splitAddress(far).place.coordinates).not.toBe(far.coordinates);
  });
});
