/**
 * The search filters of spec §5 ("Applied on the client after listings are loaded"), with
 * expectations written by hand: each case names the listings that must come out.
 */
import {
  amenityPreview,
  compareInOrder,
  FEATURED_COUNT,
  matchesCity,
  matchesFilters,
  sortValue,
} from '@/domain/search';
import type { Listing, SearchFilters } from '@/domain/types';

function listing(overrides: Partial<Listing>): Listing {
  return {
    id: 'l',
    hostId: 'h',
    hostName: 'Hôte',
    title: 'Bureau',
    description: 'Un bureau',
    location: { address: 'Maârif, Casablanca, Maroc', city: 'Casablanca', coordinates: null },
    photos: [],
    amenities: [],
    additionalEquipment: [],
    pricePerDay: 200,
    pricePerMonth: 4000,
    availableDates: [],
    isApproved: true,
    approvedOnce: true,
    isPaused: false,
    revision: null,
    refusal: null,
    previousRefusal: null,
    spaceType: 'individual',
    customSpaceType: null,
    area: 20,
    floor: 1,
    hasElevator: false,
    isAccessible: false,
    workstations: 2,
    places: 1,
    parking: { available: false },
    internetType: 'fiber',
    minimumDuration: 1,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ratingSum: 0,
    ratingCount: 0,
    ...overrides,
  };
}

// A small catalogue, one listing per interesting edge.
const CATALOGUE: Listing[] = [
  listing({
    id: 'a',
    spaceType: 'individual',
    area: 12,
    pricePerDay: 150,
    amenities: ['Wi-Fi haut débit', 'Parking'],
  }),
  listing({
    id: 'b',
    spaceType: 'open-space',
    area: 80,
    pricePerDay: 300,
    amenities: ['Wi-Fi haut débit'],
    additionalEquipment: ['Climatisation'],
  }),
  listing({
    id: 'c',
    spaceType: 'meeting-room',
    area: 30,
    pricePerDay: 500,
    amenities: ['Café/Thé', 'Salle de réunion'],
  }),
  listing({ id: 'd', spaceType: 'open-space', area: 30, pricePerDay: 200, amenities: [] }),
];

const ids = (filters: SearchFilters) =>
  CATALOGUE.filter((l) => matchesFilters(l, filters)).map((l) => l.id);

describe('matchesFilters (spec §5 search filters)', () => {
  it('keeps every listing when no filter is set', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(
      ids({ spaceType: '', minArea: null, minPrice: null, maxPrice: null, amenities: [] }),
    ).toEqual(['a', 'b', 'c', 'd']);
  });

  it('space type must equal the chosen one', () => {
    expect(ids({ spaceType: 'open-space' })).toEqual(['b', 'd']);
    expect(ids({ spaceType: 'individual' })).toEqual(['a']);
    expect(ids({ spaceType: 'coworking' })).toEqual([]);
  });

  it('area must be at least the minimum (the minimum itself is kept)', () => {
    expect(ids({ minArea: 30 })).toEqual(['b', 'c', 'd']);
    expect(ids({ minArea: 31 })).toEqual(['b']);
    expect(ids({ minArea: 0 })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('price per day must be at least the minimum (the minimum itself is kept)', () => {
    expect(ids({ minPrice: 200 })).toEqual(['b', 'c', 'd']);
    expect(ids({ minPrice: 201 })).toEqual(['b', 'c']);
  });

  it('price per day must be at most the maximum (the maximum itself is kept)', () => {
    expect(ids({ maxPrice: 300 })).toEqual(['a', 'b', 'd']);
    expect(ids({ maxPrice: 299 })).toEqual(['a', 'd']);
    // 0 is a real maximum, not "no filter".
    expect(ids({ maxPrice: 0 })).toEqual([]);
  });

  it('a price range keeps the listings between both bounds', () => {
    expect(ids({ minPrice: 150, maxPrice: 300 })).toEqual(['a', 'b', 'd']);
    expect(ids({ minPrice: 200, maxPrice: 200 })).toEqual(['d']);
  });

  it('every selected amenity must be present (standard amenity or additional equipment)', () => {
    expect(ids({ amenities: ['Wi-Fi haut débit'] })).toEqual(['a', 'b']);
    expect(ids({ amenities: ['Wi-Fi haut débit', 'Parking'] })).toEqual(['a']);
    // Climatisation is additional equipment on the listing form, an amenity in the search.
    expect(ids({ amenities: ['Climatisation'] })).toEqual(['b']);
    expect(ids({ amenities: ['Wi-Fi haut débit', 'Climatisation'] })).toEqual(['b']);
    expect(ids({ amenities: ['Accès handicapés'] })).toEqual([]);
  });

  it('all filters apply together', () => {
    expect(ids({ spaceType: 'open-space', minArea: 30, maxPrice: 250, amenities: [] })).toEqual([
      'd',
    ]);
    expect(
      ids({ spaceType: 'open-space', minArea: 30, minPrice: 250, amenities: ['Climatisation'] }),
    ).toEqual(['b']);
    expect(ids({ spaceType: 'meeting-room', amenities: ['Parking'] })).toEqual([]);
  });

  it('ignores the city (the query matches it)', () => {
    expect(ids({ city: 'Rabat' })).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('matchesCity', () => {
  const fes = listing({ location: { address: 'x', city: 'Fès', coordinates: null } });

  it('matches every listing when no city is typed', () => {
    expect(matchesCity(fes, undefined)).toBe(true);
    expect(matchesCity(fes, '')).toBe(true);
    expect(matchesCity(fes, '   ')).toBe(true);
  });

  it('matches the city whatever the accents, case and spaces', () => {
    expect(matchesCity(fes, 'Fès')).toBe(true);
    expect(matchesCity(fes, '  fes ')).toBe(true);
    expect(matchesCity(fes, 'FES')).toBe(true);
  });

  it('does not match another city, nor a part of the name', () => {
    expect(matchesCity(fes, 'Rabat')).toBe(false);
    expect(matchesCity(fes, 'Fe')).toBe(false);
  });

  it('matches every listing for a term without letters (issue 16)', () => {
    expect(matchesCity(fes, '!!!')).toBe(true);
    expect(matchesCity(fes, '🙂')).toBe(true);
  });

  it('matches a city by its everyday name, and the neighbourhood its address names', () => {
    const medina = listing({
      location: { address: 'Talaa Kebira, Médina', city: 'Fès', coordinates: null },
    });
    expect(matchesCity(fes, 'fez')).toBe(true);
    expect(matchesCity(medina, 'Medina')).toBe(true);
    expect(matchesCity(medina, 'Médina, Fès')).toBe(true);
    expect(matchesCity(fes, 'Médina')).toBe(false);
    expect(matchesCity(medina, 'Médina, Marrakech')).toBe(false);
  });
});

describe('amenityPreview (spec §9: the first 3 plus a "+N" count)', () => {
  it('shows the first three and counts the rest', () => {
    expect(amenityPreview(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 });
  });

  it('has nothing more to count with three or fewer', () => {
    expect(amenityPreview(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: 0 });
    expect(amenityPreview(['A'])).toEqual({ shown: ['A'], more: 0 });
    expect(amenityPreview([])).toEqual({ shown: [], more: 0 });
  });

  it('takes another count when asked', () => {
    expect(amenityPreview(['A', 'B', 'C'], 1)).toEqual({ shown: ['A'], more: 2 });
  });
});

describe('FEATURED_COUNT', () => {
  it('is 6 listings on home (spec §9)', () => {
    expect(FEATURED_COUNT).toBe(6);
  });
});

describe('the order of the results', () => {
  const at = (iso: string) => new Date(iso);
  const row = { createdAt: at('2026-03-01T10:00:00.000Z'), pricePerDay: 250 };

  it('orders by the creation instant newest first, by the price per day otherwise', () => {
    expect(sortValue(row, 'newest')).toBe(Date.parse('2026-03-01T10:00:00.000Z'));
    expect(sortValue(row, 'priceAsc')).toBe(250);
    expect(sortValue(row, 'priceDesc')).toBe(250);
  });

  it('compares the value, then the id, lowest first for priceAsc and highest first otherwise', () => {
    const cheap = { value: 100, id: 'b' };
    const dear = { value: 300, id: 'a' };
    const cheapToo = { value: 100, id: 'c' };
    expect(compareInOrder('priceAsc', cheap, dear)).toBeLessThan(0);
    expect(compareInOrder('priceAsc', dear, cheap)).toBeGreaterThan(0);
    expect(compareInOrder('priceAsc', cheap, cheapToo)).toBeLessThan(0);
    expect(compareInOrder('priceAsc', cheapToo, cheap)).toBeGreaterThan(0);
    expect(compareInOrder('priceAsc', cheap, { ...cheap })).toBe(0);
    for (const sort of ['priceDesc', 'newest'] as const) {
      expect(compareInOrder(sort, cheap, dear)).toBeGreaterThan(0);
      expect(compareInOrder(sort, dear, cheap)).toBeLessThan(0);
      expect(compareInOrder(sort, cheap, cheapToo)).toBeGreaterThan(0);
      expect(compareInOrder(sort, cheapToo, cheap)).toBeLessThan(0);
      expect(compareInOrder(sort, dear, { ...dear })).toBe(0);
    }
    const items = [cheapToo, dear, cheap, { value: 300, id: 'd' }];
    const ids = (sort: 'priceAsc' | 'priceDesc') =>
      [...items].sort((x, y) => compareInOrder(sort, x, y)).map((x) => x.id);
    expect(ids('priceAsc')).toEqual(['b', 'c', 'a', 'd']);
    expect(ids('priceDesc')).toEqual(['d', 'a', 'c', 'b']);
  });
});
