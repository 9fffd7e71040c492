/**
 * Whether two plain values (strings, numbers, booleans, null, arrays and records of them) are the
 * same, deeply: a form's values against those it opened with (src/features/profile/ProfileForm.tsx,
 * whose leave guard asks only when something differs), a document's field against the stored one
 * (the local backend's rules: src/services/local/rules/helpers.ts `deepEqual`). Records compare
 * by their own keys; an array is never the same as a record.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameValues(x, b[i]))
    );
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((k) => Object.hasOwn(b, k) && sameValues(a[k], b[k]))
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object';
}
