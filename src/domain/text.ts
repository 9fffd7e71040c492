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
