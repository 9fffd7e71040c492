/**
 * The search's typo suggestions (docs/decisions.md "Search by place: placeKeys"): the known
 * place a term that found nothing is probably a typo of. A module of its own, read by the
 * search page only: the backends, which write placeKeys, do not carry it (nor editDistance,
 * here rather than in ./text, whose module they load).
 */
import { KNOWN_NAMES, withoutCountry, type District } from './placeKeys';
import { normalizeText } from './text';

const { cities, districts, withCity } = KNOWN_NAMES;

/**
 * The number of single-letter edits (a letter added, removed or replaced, or two neighbours
 * swapped) that turn `a` into `b` (the optimal string alignment distance: "casablnca" →
 * "casablanca" 1, "casalbanca" → "casablanca" 1), or `max + 1` as soon as it is known to be
 * more than `max` (the typo suggestions below ask for 1 or 2 only).
 */
export function editDistance(a: string, b: string, max: number): number {
  // Stryker disable next-line ConditionalExpression: equivalent (a shortcut: the rows below
  // give max + 1 too)
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // three rows of the table: two rows back (for a swap), the previous one, the current one
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let before = previous;
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // two neighbours swapped (on the first row or column, a[-1] or b[-1] is undefined: no
      // letter equals it)
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    // Stryker disable next-line ConditionalExpression: equivalent (a shortcut: a row's best
    // never falls in the rows after it)
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** A known place close to a mistyped search term: what to search for instead. */
export interface PlaceSuggestion {
  /** The text to search for: resolvePlaceTerm(query) is this place. */
  query: string;
  /** The place's name as the list spells it ("Casablanca", "Maârif"). */
  name: string;
  /** A district's city ("Casablanca"); null for a city, or a name several cities share. */
  city: string | null;
}

/** How many typos a term may hold to be suggested a place: none under 4 letters, then 1, 2. */
function typosAllowed(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** The suggestion of one district, searched for so that it is that one only. */
function districtSuggestion(d: District): PlaceSuggestion {
  // (every district is listed under its own name)
  const own = districts.get(normalizeText(d.name))!.length === 1;
  return { query: own ? d.name : `${d.name}, ${d.city.name}`, name: d.name, city: d.city.name };
}

/**
 * The known place a search term is a typo of ("Casablnca" → Casablanca, "Marakech" →
 * Marrakech, "Maarf" → Maârif of Casablanca): the one at the fewest single-letter edits of any
 * of its names (editDistance), 1 edit at most for a term under 8 letters, 2 from 8, none under
 * 4 ("Fez" and "Sla" are names, "Fes" no typo of "Fez"). Null when the term is a known name
 * already, is close to none (a term without letters is close to none), or is as close to
 * several places (a single city among them is preferred: a city is what most people type). The
 * search suggests it when it finds nothing.
 */
export function suggestPlace(term: string): PlaceSuggestion | null {
  const normalized = withoutCountry(normalizeText(term));
  if (cities.has(normalized) || districts.has(normalized) || withCity.has(normalized)) {
    return null;
  }
  // (under 4 letters no typo is allowed: only a known name would be close enough, and a known
  // name is no typo, as checked above)
  let best = typosAllowed(normalized.length);
  /** The places at the fewest edits so far, by key, and whether each is a city. */
  const closest = new Map<string, { place: PlaceSuggestion; isCity: boolean }>();
  const consider = (name: string, key: string, isCity: boolean, place: () => PlaceSuggestion) => {
    const distance = editDistance(normalized, name, best);
    if (distance > best) return;
    if (distance < best) {
      best = distance;
      closest.clear();
    }
    closest.set(key, { place: place(), isCity });
  };
  for (const [name, city] of cities) {
    consider(name, city.key, true, () => ({ query: city.name, name: city.name, city: null }));
  }
  for (const [name, sharing] of districts) {
    const [first] = sharing as [District, ...District[]];
    if (sharing.length === 1) consider(name, first.key, false, () => districtSuggestion(first));
    else {
      // Stryker disable next-line BooleanLiteral: equivalent with today's table (no term is as
      // close to a shared name, « medina », « centre ville », « ville nouvelle », as to a city)
      consider(name, first.nameKey, false, () => ({
        query: first.name,
        name: first.name,
        city: null,
      }));
    }
  }
  // Stryker disable next-line BooleanLiteral: equivalent with today's table ("district city"
  // names are too long to be as close to a term as a city's name is)
  for (const [name, d] of withCity) consider(name, d.key, false, () => districtSuggestion(d));
  const found = [...closest.values()];
  const foundCities = found.filter((p) => p.isCity);
  return found.length === 1
    ? found[0]!.place
    : foundCities.length === 1
      ? foundCities[0]!.place
      : null;
}
