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
 *    approved until it has them. Keys written before a district joined the place table
 *    (src/domain/places.ts: Ensanche, Sidi Bouzid… in December 2026) are written again, so that
 *    the listing is found under it: the keys its location gives today, whatever they were.
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

/** Whether `stored` holds exactly the keys `wanted`, in any order. */
function sameKeys(stored, wanted) {
  return (
    Array.isArray(stored) &&
    stored.length === wanted.length &&
    wanted.every((k) => stored.includes(k))
  );
}

/**
 * The fields a stored listing lacks or holds out of date, with their value (null: nothing to
 * write).
 * @param {Record<string, unknown>} data
 * @param {(raw: unknown) => string[]} placeKeysOf the keys a stored listing or revision gets
 *   from its location today (derivedPlaceKeys of src/services/shared/converters.ts)
 * @returns {Record<string, unknown> | null}
 */
export function migrationPatch(data, placeKeysOf) {
  /** @type {Record<string, unknown>} */
  const patch = {};
  if (!('isPaused' in data)) patch.isPaused = false;
  if (!('approvedOnce' in data)) patch.approvedOnce = true;
  const keys = placeKeysOf(data);
  if (!sameKeys(data.placeKeys, keys)) patch.placeKeys = keys;
  const revision = data.revision;
  if (revision && typeof revision === 'object') {
    const revisionKeys = placeKeysOf(revision);
    if (!sameKeys(/** @type {{ placeKeys?: unknown }} */ (revision).placeKeys, revisionKeys)) {
      patch['revision.placeKeys'] = revisionKeys;
    }
  }
  return Object.keys(patch).length > 0 ? patch : null;
}

async function main() {
  const apply = process.argv.includes('--apply');
  const app = migrationApp();
  try {
    const placeKeysOf = (await loadSource('/src/services/shared/converters.ts')).derivedPlaceKeys;
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
