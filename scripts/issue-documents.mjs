#!/usr/bin/env node
/**
 * node scripts/issue-documents.mjs [--apply]
 *
 * One-off migration for issue 15: bookings confirmed before receipts and invoices existed get
 * the facture or reçu their confirmation would have issued, dated today, numbered in their
 * host's series (the plan planIssueMissingDocument of src/services/shared/plans/documents.ts,
 * the very code the admin's confirmation runs). Each booking is one Firestore transaction
 * (document and counter together), so the numbering stays gap-free even if the admin confirms
 * bookings of the same host meanwhile. Then each confirmed indefinite monthly rental gets the
 * total its month documents say (planTotalFromMonths: months issued before 1 December 2026 did
 * not move it; docs/decisions.md "An indefinite rental's total counts the months invoiced").
 * Without --apply it only counts (dry run). Idempotent: a booking that has its document, a
 * rental whose total is right, is left alone.
 *
 * Credentials as for scripts/create-admin.mjs: GOOGLE_APPLICATION_CREDENTIALS or application
 * default credentials, project VITE_FIREBASE_PROJECT_ID (environment, else .env.local / .env);
 * on the emulator, FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080). The admin SDK bypasses the
 * rules: the plan is what keeps the documents right.
 */
import { pathToFileURL } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { loadSource, migrationApp } from './migration-app.mjs';

/**
 * Runs a write plan (src/services/shared/plans/plan.ts) in `tx`, a transaction of the admin SDK
 * (or any object with get(ref) → snapshot, set, update): reads, then writes; its result.
 * @param {{ doc(path: string): unknown }} db
 * @param {{ get(ref: unknown): Promise<{ exists: boolean, data(): Record<string, unknown> }>, set(ref: unknown, data: unknown): unknown, update(ref: unknown, data: unknown): unknown, delete(ref: unknown): unknown }} tx
 * @param {any} plan
 * @param {(value: unknown, stamp: () => unknown) => unknown} withServerTimestamp
 */
export async function runPlanIn(
  db,
  tx,
  plan,
  withServerTimestamp,
  stamp = () => FieldValue.serverTimestamp(),
) {
  let step = plan;
  while (step.kind === 'read') {
    const snaps = await Promise.all(step.paths.map((p) => tx.get(db.doc(p))));
    step = step.next(snaps.map((s) => (s.exists ? s.data() : null)));
  }
  if (step.kind === 'fail') throw step.error;
  for (const w of step.writes) {
    const ref = db.doc(w.path);
    if (w.op === 'delete') tx.delete(ref);
    else tx[w.op](ref, withServerTimestamp(w.data, stamp));
  }
  return step.result;
}

/** `tx` whose writes are dropped (a dry run reads what a plan would write, and writes nothing). */
function readOnly(tx) {
  return { get: (ref) => tx.get(ref), set() {}, update() {}, delete() {} };
}

async function main() {
  const apply = process.argv.includes('--apply');
  const app = migrationApp();
  try {
    const { planIssueMissingDocument, planTotalFromMonths, withServerTimestamp } = await loadSource(
      '/src/services/shared/plans/index.ts',
    );
    const db = getFirestore(app);
    const confirmed = await db.collection('bookings').where('status', '==', 'confirmed').get();
    let missing = 0;
    let issued = 0;
    for (const b of confirmed.docs) {
      if ((await db.doc(`documents/${b.id}`).get()).exists) continue;
      missing += 1;
      if (!apply) continue;
      const done = await db.runTransaction((tx) =>
        runPlanIn(
          db,
          tx,
          planIssueMissingDocument({ bookingId: b.id, now: new Date() }),
          withServerTimestamp,
        ),
      );
      if (done) issued += 1;
    }
    console.log(
      apply
        ? `${confirmed.size} réservations confirmées, ${issued} documents émis.`
        : `${confirmed.size} réservations confirmées, ${missing} sans document (relancez avec --apply).`,
    );
    // (a dry run applies the plan to nothing: its transaction is read-only)
    const rentals = confirmed.docs.filter((b) => b.get('isIndefinite') === true);
    let totals = 0;
    for (const b of rentals) {
      const plan = planTotalFromMonths({ bookingId: b.id, now: new Date() });
      const changed = await db.runTransaction(
        (tx) => runPlanIn(db, apply ? tx : readOnly(tx), plan, withServerTimestamp),
        apply ? undefined : { readOnly: true },
      );
      if (changed) totals += 1;
    }
    console.log(
      apply
        ? `${rentals.length} locations sans durée fixe, ${totals} totaux corrigés.`
        : `${rentals.length} locations sans durée fixe, ${totals} totaux à corriger (relancez avec --apply).`,
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
