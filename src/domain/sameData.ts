/**
 * Whether two plain data values are equal: objects key by key, arrays in order, at any depth.
 * Documents (a listing's edited content; `==` in the local backend's rules,
 * src/services/local/rules/helpers.ts) and forms' values (the profile's leave guard).
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameData(x, b[i]))
    );
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const ka = Object.keys(ra);
    return (
      ka.length === Object.keys(rb).length && ka.every((k) => k in rb && sameData(ra[k], rb[k]))
    );
  }
  return false;
}
