#!/usr/bin/env node
/**
 * node scripts/migrate-listings.mjs [--apply]
 *
 * One-off migration of the listings written before three fields existed (SECURITY.md, issues 13
 * and 16):
 *  - `isPaused: false`: the public queries filter `isPaused == false` (rules are not filters,
 *    and Firestore's equality filter skips a document without the field), so a listing without
 *    it would vanish from the search and the home page;
 *  - `approvedOnce`: the rules read a missing one as true ("approved once": never deletable by
 *    its host); written as true so that every document says what the rules assume;
 *  - `placeKeys` (and those of a pending revision): the search by place asks
 *    `placeKeys array-contains`, so a listing without them is found only by a search without a
 *    place (docs/decisions.md#search-by-place-placekeys); an old pending revision cannot be
 *    approved until it has them.
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
 * The fields a stored listing lacks, with their value (null: nothing to write).
 * @param {Record<string, unknown>} data
 * @param {(raw: unknown) => string[]} placeKeysOf the keys of a stored listing or revision
 *   (parsePlaceKeys of src/services/shared/converters.ts: derived from its location)
 * @returns {Record<string, unknown> | null}
 */
export function migrationPatch(data, placeKeysOf) {
  /** @type {Record<string, unknown>} */
  const patch = {};
  if (!('isPaused' in data)) patch.isPaused = false;
  if (!('approvedOnce' in data)) patch.approvedOnce = true;
  if (!('placeKeys' in data)) patch.placeKeys = placeKeysOf(data);
  const revision = data.revision;
  if (revision && typeof revision === 'object' && !('placeKeys' in revision)) {
    patch['revision.placeKeys'] = placeKeysOf(revision);
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

async function main() {
  const apply = process.argv.includes('--apply');
  const app = migrationApp();
  try {
    const placeKeysOf = (await loadSource('/src/services/shared/converters.ts')).parsePlaceKeys;
    const { size, changed } = await patchCollection(
      getFirestore(app),
      'listings',
      (data) => migrationPatch(data, placeKeysOf),
      apply,
    );
    console.log(
      `${size} annonces, ${changed} ${apply ? 'mises à jour' : 'à mettre à jour (relancez avec --apply)'}.`,
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
