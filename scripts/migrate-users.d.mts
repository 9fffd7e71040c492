/** Types of scripts/migrate-users.mjs, for the tests (tests/unit/migrateUsers.test.ts). */
export function usersPatch(
  data: Record<string, unknown>,
  keysOf: (profile: { fullName: string; email: string }) => string[],
): { searchKeys: string[] } | null;
