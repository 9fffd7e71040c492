import {
  MOROCCAN_PLACES,
  findPlaceByLabel,
  isPlaceAddressOf,
  searchPlaces,
  type Place,
} from '@/domain/places';
import { MAX_PLACE_KEYS } from '@/domain/placeKeys';

const REQUIRED_CITIES = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Fès',
  'Tanger',
  'Agadir',
  'Meknès',
  'Oujda',
  'Kénitra',
  'Tétouan',
  'Salé',
  'Temara',
  'El Jadida',
  'Nador',
  'Mohammedia',
  'Béni Mellal',
  'Safi',
  'Essaouira',
  'Laâyoune',
  'Ifrane',
];

const cities = MOROCCAN_PLACES.filter((p) => p.district === null);
const districtsOf = (city: string): Place[] =>
  MOROCCAN_PLACES.filter((p) => p.city === city && p.district !== null);
const labels = (places: Place[]): string[] => places.map((p) => p.label);

describe('MOROCCAN_PLACES data', () => {
  it('contains every required city, spelled exactly, once', () => {
    for (const name of REQUIRED_CITIES) {
      expect(cities.filter((c) => c.city === name)).toHaveLength(1);
    }
  });

  it('has at least 12 cities with at least 4 districts each', () => {
    const withDistricts = cities.filter((c) => districtsOf(c.city).length >= 4);
    expect(withDistricts.length).toBeGreaterThanOrEqual(12);
    for (const name of ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir']) {
      expect(districtsOf(name).length).toBeGreaterThanOrEqual(4);
      // each district named in an address adds two keys to the city's (placeKeysOf)
      expect(districtsOf(name).length).toBeLessThanOrEqual((MAX_PLACE_KEYS - 1) / 2);
    }
  });

  it('includes the well-known business districts', () => {
    const expected = [
      'Maârif, Casablanca',
      'Sidi Maârouf, Casablanca',
      'Casablanca Finance City, Casablanca',
      'Agdal, Rabat',
      'Hay Riad, Rabat',
      'Guéliz, Marrakech',
      'Sidi Ghanem, Marrakech',
      'Tanger City Center, Tanger',
      "Route d'Imouzzer, Fès",
    ];
    for (const label of expected) {
      expect(MOROCCAN_PLACES.some((p) => p.label === label)).toBe(true);
    }
  });

  it('has unique kebab-case ids and unique labels', () => {
    const ids = MOROCCAN_PLACES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const all = labels([...MOROCCAN_PLACES]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds label and address consistently from city and district', () => {
    for (const p of MOROCCAN_PLACES) {
      const expectedLabel = p.district === null ? p.city : `${p.district}, ${p.city}`;
      expect(p.label).toBe(expectedLabel);
      expect(p.address).toBe(`${expectedLabel}, Maroc`);
    }
    const maarif = MOROCCAN_PLACES.find((p) => p.id === 'casablanca-maarif');
    expect(maarif).toMatchObject({
      label: 'Maârif, Casablanca',
      address: 'Maârif, Casablanca, Maroc',
      city: 'Casablanca',
      district: 'Maârif',
    });
  });

  it('places every coordinate inside Morocco', () => {
    for (const { coordinates, label } of MOROCCAN_PLACES) {
      expect(Number.isFinite(coordinates.lat), label).toBe(true);
      expect(coordinates.lat, label).toBeGreaterThanOrEqual(20);
      expect(coordinates.lat, label).toBeLessThanOrEqual(36.5);
      expect(coordinates.lng, label).toBeGreaterThanOrEqual(-17.5);
      expect(coordinates.lng, label).toBeLessThanOrEqual(-0.9);
    }
    const laayoune = cities.find((c) => c.city === 'Laâyoune')!;
    expect(laayoune.coordinates.lat).toBeCloseTo(27.1, 0);
    expect(laayoune.coordinates.lng).toBeCloseTo(-13.2, 0);
  });

  it('keeps districts close to their city centre (< 0.25°)', () => {
    const centre = new Map(cities.map((c) => [c.city, c.coordinates]));
    for (const p of MOROCCAN_PLACES) {
      if (p.district === null) continue;
      const c = centre.get(p.city)!;
      expect(Math.abs(p.coordinates.lat - c.lat), p.label).toBeLessThan(0.25);
      expect(Math.abs(p.coordinates.lng - c.lng), p.label).toBeLessThan(0.25);
    }
  });

  it('puts the big cities in their real place (north/south, east/west)', () => {
    const at = (city: string) => cities.find((c) => c.city === city)!.coordinates;
    expect(at('Tanger').lat).toBeGreaterThan(at('Rabat').lat);
    expect(at('Rabat').lat).toBeGreaterThan(at('Casablanca').lat);
    expect(at('Casablanca').lat).toBeGreaterThan(at('Marrakech').lat);
    expect(at('Marrakech').lat).toBeGreaterThan(at('Agadir').lat);
    expect(at('Oujda').lng).toBeGreaterThan(at('Fès').lng);
    expect(at('Fès').lng).toBeGreaterThan(at('Rabat').lng);
  });
});

describe('searchPlaces', () => {
  it('returns [] for an empty or blank query', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces(' , ')).toEqual([]);
  });

  it('is accent- and case-insensitive', () => {
    expect(searchPlaces('fes')[0]?.label).toBe('Fès');
    expect(searchPlaces('FÈS')[0]?.label).toBe('Fès');
    expect(searchPlaces('meknes')[0]?.label).toBe('Meknès');
    expect(searchPlaces('laayoune')[0]?.label).toBe('Laâyoune');
    expect(searchPlaces('maarif')[0]?.label).toBe('Maârif, Casablanca');
    expect(searchPlaces('gueliz')[0]?.label).toBe('Guéliz, Marrakech');
    expect(searchPlaces('Sidi Maarouf')[0]?.label).toBe('Sidi Maârouf, Casablanca');
  });

  it('returns the city first, then its districts', () => {
    const casa = searchPlaces('casa', 20);
    expect(casa[0]?.label).toBe('Casablanca');
    expect(casa.length).toBeGreaterThan(4);
    expect(casa.every((p) => p.city === 'Casablanca')).toBe(true);
    expect(casa.slice(1).every((p) => p.district !== null)).toBe(true);

    const rabat = searchPlaces('rabat');
    expect(rabat[0]?.label).toBe('Rabat');
    expect(rabat.slice(1).every((p) => p.city === 'Rabat' && p.district !== null)).toBe(true);
    expect(labels(rabat)).toContain('Agdal, Rabat');

    const fes = searchPlaces('Fès');
    expect(fes[0]?.label).toBe('Fès');
    expect(labels(fes)).toContain('Médina, Fès');
  });

  it('ranks label-word prefix matches before substring matches', () => {
    // "ville" prefixes "Ville Nouvelle" and "Centre-ville"; "blanca" is only inside "Casablanca".
    const ville = searchPlaces('ville', 50);
    expect(ville.length).toBeGreaterThan(0);
    expect(ville.every((p) => /ville/i.test(p.label))).toBe(true);
    const blanca = searchPlaces('blanca');
    expect(blanca[0]?.label).toBe('Casablanca');
    expect(blanca.every((p) => p.city === 'Casablanca')).toBe(true);

    const res = searchPlaces('sa', 50);
    const firstSubstring = res.findIndex(
      (p) => !normalizedWords(p.label).some((w) => w.startsWith('sa')),
    );
    const lastPrefix = res
      .map((p) => normalizedWords(p.label).some((w) => w.startsWith('sa')))
      .lastIndexOf(true);
    if (firstSubstring !== -1) expect(lastPrefix).toBeLessThan(firstSubstring);
  });

  it('supports multi-word queries (each word prefixes a label word)', () => {
    expect(labels(searchPlaces('Maarif Casablanca'))).toEqual(['Maârif, Casablanca']);
    expect(labels(searchPlaces('agdal, rabat'))).toEqual(['Agdal, Rabat']);
    expect(searchPlaces('centre ville tanger')[0]?.label).toBe('Centre-ville, Tanger');
    expect(searchPlaces('med marr')[0]?.label).toBe('Médina, Marrakech');
    expect(searchPlaces("route d'imouzzer")[0]?.label).toBe("Route d'Imouzzer, Fès");
    expect(searchPlaces('agdal casablanca')).toEqual([]);
  });

  it('lists every city for a district name shared by several cities', () => {
    const medinas = searchPlaces('medina', 20);
    expect(medinas.length).toBeGreaterThanOrEqual(5);
    expect(medinas.every((p) => p.district === 'Médina')).toBe(true);
    expect(new Set(medinas.map((p) => p.city)).size).toBe(medinas.length);
  });

  it('never returns more than the limit', () => {
    expect(searchPlaces('casa')).toHaveLength(8);
    expect(searchPlaces('a', 3)).toHaveLength(3);
    expect(searchPlaces('casa', 1)).toHaveLength(1);
    expect(searchPlaces('casa', 0)).toEqual([]);
    expect(searchPlaces('a', 1000).length).toBeLessThanOrEqual(MOROCCAN_PLACES.length);
  });

  it('returns [] when nothing matches', () => {
    expect(searchPlaces('paris')).toEqual([]);
    expect(searchPlaces('zzz')).toEqual([]);
  });

  it('returns places carrying address, city and coordinates', () => {
    const [place] = searchPlaces('hay riad');
    expect(place).toMatchObject({
      city: 'Rabat',
      district: 'Hay Riad',
      address: 'Hay Riad, Rabat, Maroc',
    });
    expect(typeof place?.coordinates.lat).toBe('number');
  });
});

describe('findPlaceByLabel', () => {
  it('finds a place by its exact label or address, normalized', () => {
    expect(findPlaceByLabel('Maârif, Casablanca')?.id).toBe('casablanca-maarif');
    expect(findPlaceByLabel('maarif casablanca')?.id).toBe('casablanca-maarif');
    expect(findPlaceByLabel('Maârif, Casablanca, Maroc')?.id).toBe('casablanca-maarif');
    expect(findPlaceByLabel('  FES ')?.label).toBe('Fès');
    expect(findPlaceByLabel('Fès, Maroc')?.label).toBe('Fès');
  });

  it('does not match partial labels or empty input', () => {
    expect(findPlaceByLabel('Maârif')).toBeUndefined();
    expect(findPlaceByLabel('casa')).toBeUndefined();
    expect(findPlaceByLabel('')).toBeUndefined();
    expect(findPlaceByLabel('Paris, France')).toBeUndefined();
  });

  it('round-trips every place', () => {
    for (const p of MOROCCAN_PLACES) {
      expect(findPlaceByLabel(p.label)).toBe(p);
      expect(findPlaceByLabel(p.address)).toBe(p);
    }
  });
});

describe('isPlaceAddressOf', () => {
  it('reads the addresses of the offline finder and of the seed', () => {
    for (const p of MOROCCAN_PLACES) {
      expect(isPlaceAddressOf(p.address, p.city)).toBe(true);
      expect(isPlaceAddressOf(p.label, p.city)).toBe(true);
    }
  });

  it("reads Google's: a postal code beside the city, other names, the country in English", () => {
    expect(isPlaceAddressOf('Marrakech 40000, Maroc', 'Marrakech')).toBe(true);
    expect(isPlaceAddressOf('Gueliz, Marrakesh 40000, Morocco', 'Marrakech')).toBe(true);
    expect(isPlaceAddressOf('Guéliz, Marrakech', 'Marrakesh')).toBe(true);
    expect(isPlaceAddressOf('Fès el-Bali, Fès', 'Fès')).toBe(true);
    expect(isPlaceAddressOf('CASABLANCA', 'casablanca')).toBe(true);
    // a city off the list: the city alone
    expect(isPlaceAddressOf('Tamesna, Maroc', 'Tamesna')).toBe(true);
    expect(isPlaceAddressOf('Tamesna 12000', 'Tamesna')).toBe(true);
    expect(isPlaceAddressOf('Hay Nahda, Tamesna, Maroc', 'Tamesna')).toBe(false);
  });

  it('refuses more than a district and its city, or another city', () => {
    expect(isPlaceAddressOf('12 Rue X, Guéliz, Marrakech, Maroc', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Rue X, Marrakech 40000, Maroc', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Agdal, Marrakech', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Guéliz, Marrakech, Maroc', 'Rabat')).toBe(false);
    expect(isPlaceAddressOf('Marrakech, Maroc, Maroc', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Maroc, Marrakech', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Guéliz', 'Marrakech')).toBe(false);
    // the country alone, a postal code alone, nothing
    expect(isPlaceAddressOf('Maroc', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Maroc', 'Maroc')).toBe(true);
    expect(isPlaceAddressOf('40000, Maroc', '')).toBe(false);
    // only a word of digits is a postal code
    expect(isPlaceAddressOf('Marrakech A1', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('Marrakech 1A', 'Marrakech')).toBe(false);
    expect(isPlaceAddressOf('', '')).toBe(false);
  });
});

function normalizedWords(label: string): string[] {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
