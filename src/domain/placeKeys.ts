/**
 * Search by place (docs/decisions.md#search-by-place-placekeys): the keys a listing is found
 * under, and what a typed search term means. A listing stores `placeKeys`, the keys of its city
 * and of the districts its address names; the search reads the listings whose placeKeys contain
 * the key of the term (one `array-contains`: a bounded query, never a scan).
 *
 * The cities and districts are those of the offline place finder (./places): a key is a place
 * finder id ("casablanca", "casablanca-maarif"), or a district's own name for a name several
 * cities share ("medina", "centre-ville"). The everyday names of cities the finder does not
 * suggest ("Casa", "Jdida"…) are in CITY_ALIASES below.
 */
import { PLACE_CITIES, slug, type NamedPlace, type PlaceCity } from './places';
import { cityKey, normalizeText } from './text';

/** At most this many keys per listing (firestore.rules: strings(d.placeKeys, …, 30)). */
export const MAX_PLACE_KEYS = 30;

/** What a search term was understood as. */
export interface PlaceTerm {
  /** The key the search asks for (array-contains on placeKeys). */
  key: string;
  kind: 'city' | 'neighbourhood';
  /** The place's name as the list spells it ("Casablanca", "Maârif"), or the term as typed. */
  name: string;
  /** A neighbourhood's city ("Casablanca"); null for a city, or a name several cities share. */
  city: string | null;
}

/** Everyday names of cities, beyond the aliases of the place finder (normalized or not). */
// Stryker disable all: data, not logic (50 static mutants, each running every unit test); the
// lookups that use it are tested in tests/unit/placeKeys.test.ts.
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Casablanca: ['casa', 'dar el beida', 'dar beida'],
  Rabat: ['rabat sale'],
  Marrakech: ['marrakesh', 'marrakch'],
  Fès: ['fez', 'fas'],
  Tanger: ['tangier', 'tangiers', 'tanja'],
  'El Jadida': ['jadida', 'jdida', 'mazagan'],
  Meknès: ['meknassa', 'miknas'],
  Tétouan: ['tetuan', 'tetouane', 'titwan'],
  Salé: ['sla'],
  Kénitra: ['knitra'],
  Mohammedia: ['mohammadia', 'fedala'],
  Essaouira: ['mogador'],
  Laâyoune: ['layoune', 'el aaiun', 'laayoun'],
  'Al Hoceïma': ['hoceima', 'el hoceima', 'alhucemas'],
  'Béni Mellal': ['beni mallal'],
  Oujda: ['wajda'],
  Temara: ['tmara'],
};
// Stryker restore all

/** A known district of a known city. */
export interface District {
  /** The place finder's id: the city's key, then the district's ("casablanca-maarif"). */
  key: string;
  /** Its own name, as a key ("maarif"): written too, for names several cities share. */
  nameKey: string;
  name: string;
  city: City;
  /** Its name, normalized, padded with spaces (found in an address as whole words). */
  padded: string;
  /** Its aliases, normalized (found in an address as a whole part between commas). */
  aliases: readonly string[];
}

export interface City {
  key: string;
  name: string;
  districts: readonly District[];
}

/** Known cities by each of their names, normalized ("casablanca", "casa"…). */
const CITIES = new Map<string, City>();
/** Known districts by each of their names, normalized (a name several cities share: several). */
const DISTRICTS = new Map<string, District[]>();
/** Known districts by a name and a name of their city, either way round ("maarif casa"). */
const WITH_CITY = new Map<string, District>();

function namesOf(p: NamedPlace, extra: readonly string[]): string[] {
  return [p.name, ...p.aliases, ...extra].map(normalizeText);
}

function indexCity(row: PlaceCity): void {
  const districts: District[] = [];
  const city: City = { key: row.place.id, name: row.name, districts };
  const cityNames = namesOf(row, CITY_ALIASES[row.name] ?? []);
  for (const name of cityNames) CITIES.set(name, city);
  for (const d of row.districts) {
    const district: District = {
      key: d.place.id,
      nameKey: slug(d.name),
      name: d.name,
      city,
      padded: ` ${normalizeText(d.name)} `,
      aliases: d.aliases.map(normalizeText),
    };
    districts.push(district);
    for (const n of namesOf(d, [])) {
      DISTRICTS.set(n, [...(DISTRICTS.get(n) ?? []), district]);
      for (const c of cityNames) {
        WITH_CITY.set(`${n} ${c}`, district);
        WITH_CITY.set(`${c} ${n}`, district);
      }
    }
  }
}

PLACE_CITIES.forEach(indexCity);

/**
 * Every name the search knows, read-only, by kind: cities (and their everyday names), districts
 * (a name several cities share: several), and "district city" either way round. For the typo
 * suggestions (./placeSuggestion.ts), a module of their own that only the search page loads.
 */
export const KNOWN_NAMES: {
  readonly cities: ReadonlyMap<string, City>;
  readonly districts: ReadonlyMap<string, readonly District[]>;
  readonly withCity: ReadonlyMap<string, District>;
} = { cities: CITIES, districts: DISTRICTS, withCity: WITH_CITY };

/** The normalized term without a trailing country name ("Casablanca, Maroc" → "casablanca"). */
export function withoutCountry(normalized: string): string {
  return normalized.replace(/ (maroc|morocco)$/, '');
}

/** Whether `text` has a letter of any alphabet ("!!!", "-", "2024" and emoji have none). */
export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}

function cityTerm(city: City): PlaceTerm {
  return { key: city.key, kind: 'city', name: city.name, city: null };
}

function districtTerm(d: District): PlaceTerm {
  return { key: d.key, kind: 'neighbourhood', name: d.name, city: d.city.name };
}

/**
 * What a typed search term means: a known city (or one of its everyday names), a known
 * district (with its city when only one city has it), a district and its city, accent- and
 * case-insensitive; any other word is taken as a city name ("Bouznika": the key of its
 * normalized text, which finds the listings whose city is spelled so). Null for a term with
 * no letter (blank, "!!!", "-", emoji): no place filter at all.
 */
export function resolvePlaceTerm(term: string): PlaceTerm | null {
  if (!hasLetter(term)) return null;
  const normalized = withoutCountry(normalizeText(term));
  const city = CITIES.get(normalized);
  if (city) return cityTerm(city);
  const districts = DISTRICTS.get(normalized);
  if (districts) {
    const [first] = districts as [District, ...District[]];
    return districts.length === 1
      ? districtTerm(first)
      : { key: first.nameKey, kind: 'neighbourhood', name: first.name, city: null };
  }
  const withCity = WITH_CITY.get(normalized);
  if (withCity) return districtTerm(withCity);
  return { key: slug(normalized), kind: 'city', name: term.trim(), city: null };
}

/** The key a search term asks for; null: no place filter (see resolvePlaceTerm). */
export function placeSearchKey(term: string | undefined): string | null {
  return resolvePlaceTerm(term ?? '')?.key ?? null;
}

/** The key of a listing's own city, as typed by its host: its cityKey, words joined by "-". */
export function ownCityKey(city: string): string {
  return slug(city);
}

/**
 * The keys a listing is found under: its own city as typed (ownCityKey, always first), the
 * known city that name stands for ("Casa" → "casablanca"), and each district of that city its
 * address names: by name in whole words ("12 rue X, Maârif" → "casablanca-maarif" and
 * "maarif"), or by alias as a whole part between commas ("Avenue des FAR, Hamria": Ville
 * Nouvelle of Meknès; "Boulevard d'Anfa" is a street, not the district "Anfa"). Without
 * duplicates; at most 2 + 2 × the districts of a city (< MAX_PLACE_KEYS).
 */
export function placeKeysOf(location: { address: string; city: string }): string[] {
  const keys = new Set([ownCityKey(location.city)]);
  const city = CITIES.get(withoutCountry(cityKey(location.city)));
  if (city) {
    keys.add(city.key);
    const address = ` ${normalizeText(location.address)} `;
    const parts = location.address.split(',').map(normalizeText);
    for (const d of city.districts) {
      if (address.includes(d.padded) || d.aliases.some((a) => parts.includes(a))) {
        keys.add(d.key);
        keys.add(d.nameKey);
      }
    }
  }
  return [...keys];
}
