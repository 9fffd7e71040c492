/**
 * Runs a write plan (../shared/plans) on Firestore: its reads and writes in one transaction,
 * or a batch when it reads nothing. SERVER_TIMESTAMP becomes serverTimestamp().
 */
import {
  doc,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { withServerTimestamp, type Plan, type PlanWrite } from '../shared/plans/plan';

const toFirestore = (data: Record<string, unknown>) =>
  withServerTimestamp(data, serverTimestamp) as DocumentData;

interface Writer {
  set(ref: ReturnType<typeof doc>, data: DocumentData): unknown;
  update(ref: ReturnType<typeof doc>, data: DocumentData): unknown;
  delete(ref: ReturnType<typeof doc>): unknown;
}

function applyWrites(db: Firestore, writer: Writer, writes: PlanWrite[]) {
  for (const w of writes) {
    const ref = doc(db, w.path);
    if (w.op === 'set') writer.set(ref, toFirestore(w.data));
    else if (w.op === 'update') writer.update(ref, toFirestore(w.data));
    else writer.delete(ref);
  }
}

export async function applyPlan<T>(db: Firestore, plan: Plan<T>): Promise<T> {
  if (plan.kind === 'fail') throw plan.error;
  if (plan.kind === 'write') {
    const batch = writeBatch(db);
    applyWrites(db, batch, plan.writes);
    await batch.commit();
    return plan.result;
  }
  // A transaction may run its function again: the plan restarts from its first read.
  return runTransaction(db, async (tx) => {
    let step: Plan<T> = plan;
    while (step.kind === 'read') {
      const snaps = await Promise.all(step.paths.map((p) => tx.get(doc(db, p))));
      step = step.next(snaps.map((s) => (s.exists() ? s.data() : null)));
    }
    if (step.kind === 'fail') throw step.error;
    applyWrites(db, tx, step.writes);
    return step.result;
  });
}
