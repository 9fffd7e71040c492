/** Types of scripts/migrate-listings.mjs, for the tests (tests/unit/migrateListings.test.ts). */
export function migrationPatch(
  data: Record<string, unknown>,
  placeKeysOf: (raw: unknown) => string[],
): Record<string, unknown> | null;
