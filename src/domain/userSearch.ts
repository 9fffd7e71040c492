/**
 * The admin's search of users (the "Utilisateurs" tab) on the server: Firestore cannot match
 * part of a text, so each profile stores its search keys, the beginnings of every word of its
 * name and e-mail, and a search asks for the profiles holding one key
 * (`searchKeys array-contains`). See docs/decisions.md "The admin's reads do not grow with the
 * marketplace".
 *
 * A word is a run of letters and digits, without accents or case: "Élodie Ben-Ali" and
 * "elodie.benali@mail.ma" give the words elodie, ben, ali and elodie, benali, mail, ma. A
 * search finds a user when each of its words begins a word of the name or the e-mail.
 */

/** The longest key: a word's first 20 characters (firestore.rules, validProfile). */
export const SEARCH_KEY_MAX = 20;
/**
 * At most this many keys: a name (200 characters) and an e-mail (320) give at most one key per
 * character (firestore.rules, validProfile).
 */
export const MAX_SEARCH_KEYS = 600;

/** What separates words: anything but letters and digits. */
// Stryker disable next-line Regex: one separator at a time is the same: the empty words go
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/**
 * The words of a text, lower case and without accents. Letters outside the Basic Multilingual
 * Plane are left out, so that a key's length is the same in code units and code points (the
 * rules count points, the local backend units).
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u{10000}-\u{10FFFF}]/gu, '')
    .split(SEPARATORS)
    .filter(Boolean);
}

/** A profile's search keys: the 1- to 20-character beginnings of its words, each once. */
export function userSearchKeys(profile: { fullName: string; email: string }): string[] {
  const keys = new Set<string>();
  for (const word of [...searchWords(profile.fullName), ...searchWords(profile.email)]) {
    const end = Math.min(word.length, SEARCH_KEY_MAX);
    for (let n = 1; n <= end; n++) keys.add(word.slice(0, n));
  }
  return [...keys].sort();
}

/** What a search asks: its words, each cut to a key's length, each once; none for blank text. */
export function searchTerms(query: string): string[] {
  return [...new Set(searchWords(query).map((w) => w.slice(0, SEARCH_KEY_MAX)))];
}

/**
 * The key the server is asked for (one `array-contains` per query): the longest term, which
 * matches the fewest profiles; the other terms are checked on what it returns.
 */
export function queryKey(terms: readonly string[]): string | null {
  let best: string | null = null;
  for (const term of terms) if (best === null || term.length > best.length) best = term;
  return best;
}

/** Whether each term begins a word of the profile's name or e-mail. */
export function matchesUserSearch(
  terms: readonly string[],
  profile: { fullName: string; email: string },
): boolean {
  const words = [...searchWords(profile.fullName), ...searchWords(profile.email)];
  return terms.every((term) => words.some((w) => w.startsWith(term)));
}
