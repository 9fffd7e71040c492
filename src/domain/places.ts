import { normalizeText } from './text';

/**
 * Offline place finder: Moroccan cities and their main districts / business areas, used by the
 * new-listing form when Google Maps (key or network) is unavailable. Coordinates are approximate
 * centres (WGS 84), good enough to place a listing pin and compute distances.
 */
export interface Place {
  id: string;
  /** What the suggestion list shows, e.g. "Maârif, Casablanca". */
  label: string;
  /** What is stored as the listing address, e.g. "Maârif, Casablanca, Maroc". */
  address: string;
  /** The city name, e.g. "Casablanca". */
  city: string;
  /** The district name, or null for the city itself. */
  district: string | null;
  coordinates: { lat: number; lng: number };
}

type DistrictRow = readonly [name: string, lat: number, lng: number, aliases?: readonly string[]];

interface CityRow {
  name: string;
  lat: number;
  lng: number;
  aliases?: readonly string[];
  districts?: readonly DistrictRow[];
}

/** Cities roughly by size / business weight; districts in order of importance. */
// Stryker disable all: data, not logic. Its shape is tested (tests/unit/places.test.ts: the
// required cities spelled exactly, unique ids, every coordinate in Morocco and near its city);
// mutating each name, sign and row made 343 static mutants, each running every unit test: a
// third of `npm run test:mutation` (stryker.config.mjs).
const CITY_ROWS: readonly CityRow[] = [
  {
    name: 'Casablanca',
    lat: 33.5731,
    lng: -7.5898,
    districts: [
      ['Maârif', 33.5855, -7.634],
      ['Gauthier', 33.59, -7.6265],
      ['Sidi Maârouf', 33.53, -7.64],
      ['Casablanca Finance City', 33.5605, -7.6625, ['cfc', 'anfa', 'casa anfa']],
      ['Aïn Diab', 33.5935, -7.685, ['corniche']],
      ['Racine', 33.5925, -7.6405],
      ['Bourgogne', 33.5975, -7.6365],
      ['Hay Hassani', 33.564, -7.677],
      ['Aïn Sebaâ', 33.603, -7.53],
      ['Centre-ville', 33.5935, -7.618],
      ['Oasis', 33.553, -7.628],
      ['Californie', 33.54, -7.623],
      ['Palmier', 33.58, -7.63],
    ],
  },
  {
    name: 'Rabat',
    lat: 34.0209,
    lng: -6.8416,
    districts: [
      ['Agdal', 33.995, -6.85],
      ['Hay Riad', 33.958, -6.868],
      ['Hassan', 34.021, -6.827],
      ['Souissi', 33.975, -6.828],
      ['Océan', 34.025, -6.854],
      ['Centre-ville', 34.017, -6.836],
      ['Médina', 34.026, -6.835],
    ],
  },
  {
    name: 'Marrakech',
    lat: 31.6295,
    lng: -7.9811,
    aliases: ['marrakesh'],
    districts: [
      ['Guéliz', 31.636, -8.01],
      ['Hivernage', 31.623, -8.013],
      ['Médina', 31.63, -7.989],
      ['Sidi Ghanem', 31.67, -8.035],
      ['Palmeraie', 31.67, -7.97],
      ['Targa', 31.652, -8.055],
      ['Daoudiate', 31.6505, -8.0045],
    ],
  },
  {
    name: 'Fès',
    lat: 34.0331,
    lng: -5.0003,
    aliases: ['fez'],
    districts: [
      ['Ville Nouvelle', 34.036, -5.002],
      ['Médina', 34.064, -4.974, ['fes el bali']],
      ["Route d'Imouzzer", 34.01, -4.995],
      ['Saïss', 34.0, -5.005],
      ['Atlas', 34.024, -4.987],
    ],
  },
  {
    name: 'Tanger',
    lat: 35.7595,
    lng: -5.834,
    aliases: ['tangiers'], // also finds "tangier", a prefix
    districts: [
      ['Centre-ville', 35.78, -5.813],
      ['Malabata', 35.774, -5.774],
      ['Tanger City Center', 35.772, -5.793],
      ['Iberia', 35.776, -5.826],
      ['Marshan', 35.788, -5.819],
      ['Médina', 35.786, -5.811],
      ['Zone Franche', 35.732, -5.903, ['tfz', 'free zone']],
    ],
  },
  {
    name: 'Agadir',
    lat: 30.4278,
    lng: -9.5981,
    districts: [
      ['Centre-ville', 30.42, -9.595],
      ['Talborjt', 30.426, -9.599],
      ['Secteur Touristique', 30.412, -9.601],
      ['Founty', 30.398, -9.596],
      ['Hay Dakhla', 30.406, -9.556],
      ['Marina', 30.429, -9.621],
    ],
  },
  {
    name: 'Meknès',
    lat: 33.8935,
    lng: -5.5473,
    districts: [
      ['Ville Nouvelle', 33.895, -5.542, ['hamria']],
      ['Médina', 33.894, -5.565],
      ['Marjane', 33.88, -5.518],
      ['Zitoune', 33.87, -5.576],
    ],
  },
  {
    name: 'Oujda',
    lat: 34.6814,
    lng: -1.9086,
    districts: [
      ['Centre-ville', 34.682, -1.91],
      ['Médina', 34.686, -1.906],
      ['Lazaret', 34.695, -1.915],
      ['Sidi Yahya', 34.655, -1.905],
      ['Hay Al Qods', 34.665, -1.93],
    ],
  },
  {
    name: 'Kénitra',
    lat: 34.261,
    lng: -6.5802,
    districts: [
      ['Centre-ville', 34.259, -6.579],
      ['Bir Rami', 34.247, -6.558],
      ['Val Fleuri', 34.268, -6.57],
      ['Les Mimosas', 34.265, -6.59],
    ],
  },
  {
    name: 'Tétouan',
    lat: 35.5785,
    lng: -5.3684,
    aliases: ['tetuan'],
    districts: [
      ['Centre-ville', 35.572, -5.373],
      // the Spanish-era centre around Avenue Mohammed V (« l'Ensanche »)
      ['Ensanche', 35.5725, -5.3705, ['el ensanche']],
      ['Médina', 35.5715, -5.364],
      ['Mhannech', 35.583, -5.382],
      ['Touabel', 35.564, -5.388],
      ['Route de Martil', 35.587, -5.345],
    ],
  },
  {
    name: 'Salé',
    lat: 34.0531,
    lng: -6.7985,
    districts: [
      ['Médina', 34.037, -6.815],
      ['Bettana', 34.044, -6.807],
      ['Tabriquet', 34.056, -6.796],
      ['Hay Karima', 34.038, -6.77],
      ['Sala Al Jadida', 34.003, -6.75],
      ['Technopolis', 33.997, -6.733],
    ],
  },
  {
    name: 'Temara',
    lat: 33.9287,
    lng: -6.9063,
    districts: [
      ['Centre-ville', 33.927, -6.909],
      ['Harhoura', 33.95, -6.942],
      ['Wifaq', 33.911, -6.923],
      ['Massira', 33.917, -6.895],
      ['Guich Oudaya', 33.958, -6.877],
    ],
  },
  { name: 'Mohammedia', lat: 33.6866, lng: -7.383 },
  {
    name: 'El Jadida',
    lat: 33.2316,
    lng: -8.5007,
    districts: [
      ['Centre-ville', 33.2535, -8.5055],
      ['Cité portugaise', 33.2565, -8.5025],
      ['Sidi Bouzid', 33.2265, -8.5515],
    ],
  },
  { name: 'Nador', lat: 35.1681, lng: -2.9335 },
  { name: 'Béni Mellal', lat: 32.3373, lng: -6.3498 },
  { name: 'Safi', lat: 32.2994, lng: -9.2372 },
  { name: 'Essaouira', lat: 31.5085, lng: -9.7595 },
  { name: 'Laâyoune', lat: 27.1253, lng: -13.1625 },
  { name: 'Ifrane', lat: 33.5228, lng: -5.1106 },
  { name: 'Bouskoura', lat: 33.4489, lng: -7.6486 },
  { name: 'Settat', lat: 33.001, lng: -7.6166 },
  { name: 'Berrechid', lat: 33.2655, lng: -7.5875 },
  { name: 'Khouribga', lat: 32.8811, lng: -6.9063 },
  { name: 'Khémisset', lat: 33.824, lng: -6.066 },
  { name: 'Taza', lat: 34.21, lng: -4.01 },
  { name: 'Larache', lat: 35.1932, lng: -6.1557 },
  { name: 'Al Hoceïma', lat: 35.2517, lng: -3.9372 },
  { name: 'Ouarzazate', lat: 30.9189, lng: -6.8934 },
  { name: 'Errachidia', lat: 31.9314, lng: -4.4246 },
  { name: 'Guelmim', lat: 28.987, lng: -10.0574 },
  { name: 'Dakhla', lat: 23.6848, lng: -15.958 },
];
// Stryker restore all

const COUNTRY = 'Maroc';

/** A place's key: its normalized name, words joined by "-" ("Sidi Maârouf" → "sidi-maarouf"). */
export function slug(value: string): string {
  return normalizeText(value).replace(/ /g, '-');
}

interface IndexedPlace {
  place: Place;
  /** Normalized words of the label plus aliases. */
  words: readonly string[];
  /** Normalized words of the place's own name (district name, or city name) plus its aliases. */
  nameWords: readonly string[];
  /** Normalized label without spaces. */
  compact: string;
}

/** A place of the list with the other names it is known by (normalized or not). */
export interface NamedPlace {
  place: Place;
  /** The place's own name: the district's, or the city's for a city. */
  name: string;
  aliases: readonly string[];
}

/** A city of the list with its districts: the one table of Moroccan places (src/domain/placeKeys). */
export interface PlaceCity extends NamedPlace {
  districts: readonly NamedPlace[];
}

function buildPlaces(): { places: Place[]; index: IndexedPlace[]; cities: PlaceCity[] } {
  const places: Place[] = [];
  const index: IndexedPlace[] = [];
  const cities: PlaceCity[] = [];
  const add = (place: Place, nameAliases: readonly string[], cityAliases: readonly string[]) => {
    places.push(place);
    const ownName = place.district ?? place.city;
    const nameWords = [ownName, ...nameAliases].flatMap((w) => normalizeText(w).split(' '));
    // (For a city these repeat its name aliases: harmless.)
    const cityWords = cityAliases.flatMap((w) => normalizeText(w).split(' '));
    const text = normalizeText(place.label);
    index.push({
      place,
      words: [...text.split(' '), ...nameWords, ...cityWords],
      nameWords,
      compact: text.replace(/ /g, ''),
    });
  };
  for (const city of CITY_ROWS) {
    // No alias: [] (PLACE_CITIES shows them; tests/unit/placeKeys.test.ts checks them).
    const cityAliases = city.aliases ?? [];
    const cityPlace: Place = {
      id: slug(city.name),
      label: city.name,
      address: `${city.name}, ${COUNTRY}`,
      city: city.name,
      district: null,
      coordinates: { lat: city.lat, lng: city.lng },
    };
    add(cityPlace, cityAliases, cityAliases);
    const districts: NamedPlace[] = [];
    for (const [name, lat, lng, aliases = []] of city.districts ?? []) {
      const label = `${name}, ${city.name}`;
      const place: Place = {
        id: `${slug(city.name)}-${slug(name)}`,
        label,
        address: `${label}, ${COUNTRY}`,
        city: city.name,
        district: name,
        coordinates: { lat, lng },
      };
      add(place, aliases, cityAliases);
      districts.push({ place, name, aliases });
    }
    cities.push({ place: cityPlace, name: city.name, aliases: cityAliases, districts });
  }
  return { places, index, cities };
}

const BUILT = buildPlaces();
const INDEX: readonly IndexedPlace[] = BUILT.index;

export const MOROCCAN_PLACES: readonly Place[] = Object.freeze(BUILT.places);

/** The cities of the list, each with its districts and the other names of both. */
export const PLACE_CITIES: readonly PlaceCity[] = Object.freeze(BUILT.cities);

/** The country part of an address: the offline finder's « Maroc », Google's in French or English. */
const COUNTRY_NAMES: readonly string[] = ['maroc', 'morocco'];

/** A place's own name and other names, normalized. */
const namesOf = (p: NamedPlace): string[] => [p.name, ...p.aliases].map(normalizeText);

/**
 * Whether `text` is the address of a place of `city` and nothing more: "[district, ]city[,
 * country]" as the offline finder writes it ("Guéliz, Marrakech, Maroc"), the seed writes it
 * ("Guéliz, Marrakech") or Google does ("Gueliz, Marrakesh 40000, Morocco": a postal code beside
 * the city). Accents, case and the places' other names aside; a district must be one of the
 * city's (a city off the list, as Google may give, has none here).
 */
export function isPlaceAddressOf(text: string, city: string): boolean {
  const parts = text.split(',').map(normalizeText);
  if (parts.length > 1 && COUNTRY_NAMES.includes(parts[parts.length - 1]!)) parts.pop();
  if (parts.length > 2) return false;
  const cityKey = normalizeText(city);
  const known = PLACE_CITIES.find((c) => namesOf(c).includes(cityKey));
  // "marrakech 40000" → "marrakech"
  const cityPart = parts[parts.length - 1]!.split(' ')
    .filter((w) => !/^[0-9]+$/.test(w))
    .join(' ');
  const cityNames = known ? namesOf(known) : [cityKey];
  if (!cityPart || !cityNames.includes(cityPart)) return false;
  if (parts.length === 1) return true;
  return !!known && known.districts.some((d) => namesOf(d).includes(parts[0]!));
}

/** Rank of a match (lower is better), or null when the place does not match the query. */
function rank(entry: IndexedPlace, queryWords: readonly string[], query: string): number | null {
  const prefixes = (words: readonly string[], q: string) => words.some((w) => w.startsWith(q));
  if (queryWords.every((q) => prefixes(entry.words, q))) {
    // The place's own name answers the first query word ("casa" → Casablanca, Casablanca
    // Finance City) before places matched only through their city ("casa" → Maârif, Casablanca).
    // Cities come before districts at the same level.
    const ownName = prefixes(entry.nameWords, queryWords[0]!) ? 0 : 2;
    return ownName + (entry.place.district === null ? 0 : 1);
  }
  const compactQuery = query.replace(/ /g, '');
  if (
    queryWords.every((q) => entry.words.some((w) => w.includes(q))) ||
    entry.compact.includes(compactQuery)
  ) {
    return 4 + (entry.place.district === null ? 0 : 1);
  }
  return null;
}

/**
 * Suggestions for a typed query, accent- and case-insensitive: places whose label words are
 * prefixed by every query word first (a matching city before its districts), then substring
 * matches. Empty query → [].
 */
export function searchPlaces(query: string, limit = 8): Place[] {
  const normalized = normalizeText(query);
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (!normalized) return [];
  const queryWords = normalized.split(' ');
  const matches: { entry: IndexedPlace; rank: number }[] = [];
  for (const entry of INDEX) {
    const r = rank(entry, queryWords, normalized);
    if (r !== null) matches.push({ entry, rank: r });
  }
  // A stable sort: places of the same rank keep the order of the list.
  matches.sort((a, b) => a.rank - b.rank);
  return matches.slice(0, max).map((m) => m.entry.place);
}

/** The place whose label or address equals `label` (accent-, case- and punctuation-insensitive). */
export function findPlaceByLabel(label: string): Place | undefined {
  const key = normalizeText(label); // "" matches no place: every label has letters
  return MOROCCAN_PLACES.find(
    (p) => normalizeText(p.label) === key || normalizeText(p.address) === key,
  );
}
