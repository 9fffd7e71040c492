/** Lower-case, accent-free, trimmed, single-spaced: "  Fès " and "fes" give the same key. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The key a listing's city is stored and searched under. */
export function cityKey(city: string): string {
  return normalizeText(city);
}

/**
 * Whether `text` already names `place` as whole words, accents, case and apostrophes aside:
 * "Coworking face à la plage d'Agadir" names "Agadir", "Bureau à Casablanca" does not name
 * "Casa".
 */
export function namesPlace(text: string, place: string): boolean {
  const p = normalizeText(place);
  return p !== '' && ` ${normalizeText(text)} `.includes(` ${p} `);
}
