/**
 * scripts/issue-documents.mjs: a booking confirmed before documents existed gets its document,
 * numbered after its host's counter, once (the script's plan runner over an in-memory store
 * shaped like the admin SDK's transaction).
 */
import { planIssueMissingDocument, withServerTimestamp } from '@/services/shared/plans';
import { buildSeed } from '@/services/seed/data';
import { runPlanIn } from '../../scripts/issue-documents.mjs';

const NOW = new Date('2026-11-24T10:00:00Z');

function memoryDb(docs: Record<string, Record<string, unknown>>) {
  const db = { doc: (path: string) => ({ path }) };
  const tx = {
    get: async (ref: { path: string }) => ({
      exists: ref.path in docs,
      data: () => docs[ref.path],
    }),
    set: (ref: { path: string }, data: Record<string, unknown>) => {
      docs[ref.path] = data;
    },
    update: (ref: { path: string }, data: Record<string, unknown>) => {
      docs[ref.path] = { ...docs[ref.path], ...data };
    },
    delete: (ref: { path: string }) => {
      delete docs[ref.path];
    },
  };
  return { db, tx };
}

describe('issue-documents: runPlanIn(planIssueMissingDocument)', () => {
  const seed = buildSeed(NOW);
  const booking = seed.bookings.find((b) => b.status === 'confirmed')!;
  const stored = (): Record<string, Record<string, unknown>> => {
    const docs: Record<string, Record<string, unknown>> = {};
    for (const u of seed.users) docs[`users/${u.uid}`] = { ...u };
    for (const b of seed.bookings) docs[`bookings/${b.id}`] = { ...b };
    for (const d of seed.documents) docs[d.path] = { ...d.data };
    return docs;
  };
  const run = (docs: Record<string, Record<string, unknown>>, id: string) => {
    const { db, tx } = memoryDb(docs);
    return runPlanIn(
      db,
      tx,
      planIssueMissingDocument({ bookingId: id, now: NOW }),
      withServerTimestamp,
      () => 'SERVER',
    );
  };

  it('issues the missing document after its host’s counter, once', async () => {
    const docs = stored();
    const before = docs[`documents/${booking.id}`];
    delete docs[`documents/${booking.id}`];
    const counterPath = `documentCounters/${booking.hostId}_${String(before.kind)}`;
    const last = docs[counterPath].last as number;
    expect(await run(docs, booking.id)).toBe(true);
    expect(docs[`documents/${booking.id}`]).toMatchObject({
      kind: before.kind,
      sequence: last + 1,
      bookingId: booking.id,
      total: booking.totalPrice * 100,
      issuedAt: 'SERVER',
    });
    expect(docs[counterPath]).toMatchObject({ last: last + 1, lastDocId: booking.id });
    expect(await run(docs, booking.id)).toBe(false);
    expect(docs[counterPath]).toMatchObject({ last: last + 1 });
  });

  it('leaves a booking that is not confirmed alone', async () => {
    const docs = stored();
    const pending = seed.bookings.find((b) => b.status === 'pending_admin')!;
    expect(await run(docs, pending.id)).toBe(false);
    expect(docs[`documents/${pending.id}`]).toBeUndefined();
    expect(await run(docs, 'nothing')).toBe(false);
  });
});
