/**
 * scripts/issue-documents.mjs: a booking confirmed before documents existed gets its document,
 * numbered after its host's counter, once (the script's plan runner over an in-memory store
 * shaped like the admin SDK's transaction).
 */
import { addDays, addMonths, todayInMorocco } from '@/domain/days';
import { monthDocumentId } from '@/domain/invoice';
import {
  planIssueMissingDocument,
  planTotalFromMonths,
  withServerTimestamp,
} from '@/services/shared/plans';
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

  it("issues the missing document after its host's counter, once", async () => {
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

describe('issue-documents: runPlanIn(planTotalFromMonths)', () => {
  const seed = buildSeed(NOW);
  const base = seed.bookings.find((b) => b.id === 'bkg-14')!;
  const price = base.monthlyPrice!;
  // begun 4 months and 3 days ago: months 1 to 5 have begun
  const rental = { ...base, startDate: addDays(addMonths(todayInMorocco(NOW), -4), -3) };
  const path = `bookings/${rental.id}`;
  const withMonths = (months: number[], extra: Record<string, unknown> = {}) => {
    const docs: Record<string, Record<string, unknown>> = {
      [path]: { ...rental, totalPrice: price, ...extra },
    };
    for (const m of months) docs[`documents/${monthDocumentId(rental.id, m)}`] = { month: m };
    return docs;
  };
  const run = (docs: Record<string, Record<string, unknown>>, id = rental.id) => {
    const { db, tx } = memoryDb(docs);
    return runPlanIn(db, tx, planTotalFromMonths({ bookingId: id, now: NOW }), withServerTimestamp);
  };

  it('sets the total to the months its documents say, once', async () => {
    const docs = withMonths([2, 3, 4]);
    expect(await run(docs)).toBe(true);
    expect(docs[path]!.totalPrice).toBe(4 * price);
    expect(await run(docs)).toBe(false);
    expect(docs[path]!.totalPrice).toBe(4 * price);
  });

  it('counts the months issued in a row from month 2 only', async () => {
    const docs = withMonths([2, 4]);
    expect(await run(docs)).toBe(true);
    expect(docs[path]!.totalPrice).toBe(2 * price);
  });

  it('leaves alone a rental with no later month, or whose total already counts them', async () => {
    const none = withMonths([]);
    expect(await run(none)).toBe(false);
    expect(none[path]!.totalPrice).toBe(price);
    const right = withMonths([2, 3, 4, 5], { totalPrice: 5 * price });
    expect(await run(right)).toBe(false);
  });

  it('leaves alone any booking but a confirmed indefinite monthly rental, or a missing one', async () => {
    const cancelled = withMonths([2, 3], { status: 'cancelled' });
    expect(await run(cancelled)).toBe(false);
    expect(cancelled[path]!.totalPrice).toBe(price);
    const fixed = withMonths([2, 3], {
      isIndefinite: false,
      endDate: addDays(rental.startDate, 200),
    });
    expect(await run(fixed)).toBe(false);
    expect(await run(withMonths([2]), 'nothing')).toBe(false);
  });
});
