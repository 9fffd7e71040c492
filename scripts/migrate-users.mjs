#!/usr/bin/env node
/**
 * node scripts/migrate-users.mjs [--apply]
 *
 * One-off migration of the profiles written before the admin's search keys existed: the
 * "Utilisateurs" tab searches `searchKeys array-contains` (src/domain/userSearch.ts,
 * docs/decisions.md "The admin's reads do not grow with the marketplace"), so a profile without
 * them is found by no search until its owner signs in again (each sign-in writes them). This
 * writes them now, from the profile's name and e-mail, and rewrites keys that are not those of
 * its name and e-mail.
 * Without --apply it only counts what it would change (dry run). Idempotent.
 *
 * Credentials as for scripts/create-admin.mjs: GOOGLE_APPLICATION_CREDENTIALS or application
 * default credentials, project VITE_FIREBASE_PROJECT_ID (environment, else .env.local / .env);
 * on the emulator, FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080).
 */
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { loadSource, migrationApp, patchCollection } from './migration-app.mjs';

/**
 * What a stored profile needs: its search keys, when it has none or others (null: nothing).
 * @param {Record<string, unknown>} data
 * @param {(profile: { fullName: string; email: string }) => string[]} keysOf userSearchKeys of
 *   src/domain/userSearch.ts
 * @returns {{ searchKeys: string[] } | null}
 */
export function usersPatch(data, keysOf) {
  const text = (/** @type {unknown} */ v) => (typeof v === 'string' ? v : '');
  const keys = keysOf({ fullName: text(data.fullName), email: text(data.email) });
  const stored = data.searchKeys;
  const current =
    Array.isArray(stored) && stored.length === keys.length && keys.every((k, i) => stored[i] === k);
  return current ? null : { searchKeys: keys };
}

async function main() {
  const apply = process.argv.includes('--apply');
  const app = migrationApp();
  try {
    const keysOf = (await loadSource('/src/domain/userSearch.ts')).userSearchKeys;
    const { size, changed } = await patchCollection(
      getFirestore(app),
      'users',
      (data) => usersPatch(data, keysOf),
      apply,
    );
    console.log(
      `${size} profils, ${changed} ${apply ? 'mis à jour' : 'à mettre à jour (relancez avec --apply)'}.`,
    );
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
