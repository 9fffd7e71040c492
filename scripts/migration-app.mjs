/**
 * What the one-off production migrations share (scripts/migrate-listings.mjs,
 * scripts/migrate-users.mjs, scripts/issue-documents.mjs): the admin SDK app of the configured
 * project, a module of src/ loaded from its TypeScript source, so a migration runs the
 * product's own code, and the batched patch of a collection's documents.
 *
 * Credentials as for scripts/create-admin.mjs: GOOGLE_APPLICATION_CREDENTIALS or application
 * default credentials, project VITE_FIREBASE_PROJECT_ID (environment, else .env.local / .env);
 * on the emulator, FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { createServer } from 'vite';
import { loadEnv } from './admin-account.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The admin SDK app of VITE_FIREBASE_PROJECT_ID; exits 2 with a message when it is not set. */
export function migrationApp() {
  const env = { ...loadEnv(ROOT), ...process.env };
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    console.error('VITE_FIREBASE_PROJECT_ID manquant / missing.');
    process.exit(2);
  }
  return initializeApp(
    process.env.FIRESTORE_EMULATOR_HOST
      ? { projectId }
      : { projectId, credential: applicationDefault() },
  );
}

/** A module of src/ (e.g. '/src/services/shared/plans/index.ts'), through a short-lived vite server. */
export async function loadSource(path) {
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    return await vite.ssrLoadModule(path);
  } finally {
    await vite.close();
  }
}

/**
 * Patches each document of `collection` that `patchOf(data)` says lacks something (null:
 * nothing), in batches of 400; with `apply` false it only counts them (dry run).
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} collection
 * @param {(data: Record<string, unknown>) => Record<string, unknown> | null} patchOf
 * @param {boolean} apply
 * @returns {Promise<{ size: number; changed: number }>}
 */
export async function patchCollection(db, collection, patchOf, apply) {
  const snap = await db.collection(collection).get();
  let changed = 0;
  let batch = db.batch();
  let inBatch = 0;
  for (const doc of snap.docs) {
    const patch = patchOf(doc.data());
    if (!patch) continue;
    changed += 1;
    if (!apply) continue;
    batch.update(doc.ref, patch);
    inBatch += 1;
    if (inBatch === 400) {
      await batch.commit();
      batch = db.batch();
      inBatch = 0;
    }
  }
  if (apply && inBatch > 0) await batch.commit();
  return { size: snap.size, changed };
}
