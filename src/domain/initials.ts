/**
 * The letters of an avatar without a photo: the first and last names' initials ("YB"), else
 * the first letter of `fallback` (a display name or an e-mail), else "?". The nav bar and the
 * profile page show the same. Its own module: the nav bar is in the app's entry, and the rest
 * of src/domain joins it only with its pages (vite.config.ts, startUpDomain).
 */
export function initialsOf(
  name: { firstName?: string | null; lastName?: string | null } | null,
  fallback = '',
): string {
  const letters = `${name?.firstName?.trim()[0] ?? ''}${name?.lastName?.trim()[0] ?? ''}`;
  return (letters || fallback.trim()[0] || '?').toUpperCase();
}
