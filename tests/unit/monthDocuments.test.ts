/**
 * The admin's run over indefinite monthly rentals (src/services/shared/monthDocuments.ts): it
 * asks whether each rental's latest month begun has its document, 30 rentals per query, and
 * reads the month documents of those whose latest has none only. What each backend then writes
 * is checked by the contract tests (tests/contract/documentsContract.ts, on both backends and
 * the emulator).
 */
import { addDays, addMonths, todayInMorocco } from '@/domain/days';
import { monthDocumentId } from '@/domain/invoice';
import type { Booking } from '@/domain/types';
import { buildSeed } from '@/services/seed/data';
import { IDS_PER_QUERY, issueMonthDocuments } from '@/services/shared/monthDocuments';

const NOW = new Date('2026-11-29T10:00:00Z');
const TODAY = todayInMorocco(NOW);
const base = buildSeed(NOW).bookings.find((b) => b.id === 'bkg-14')!;
/** A confirmed indefinite rental begun 5 months and a few days ago: its months 2 to 6 are due. */
const rental = (id: string, over: Partial<Booking> = {}): Booking => ({
  ...base,
  id,
  startDate: addDays(addMonths(TODAY, -5), -3),
  endDate: null,
  ...over,
});

/** Ports over the document ids `issued`; records what the run asked. */
function ports(issued: Iterable<string>) {
  const have = new Set(issued);
  const asked = { existing: [] as string[][], ranges: [] as string[], applied: 0 };
  return {
    asked,
    ports: {
      existingIds: async (ids: readonly string[]) => {
        asked.existing.push([...ids]);
        return ids.filter((id) => have.has(id));
      },
      monthDocumentIds: async (booking: Booking) => {
        asked.ranges.push(booking.id);
        return [...have].filter((id) => id.startsWith(`${booking.id}_m`));
      },
      apply: async () => {
        asked.applied += 1;
        return true;
      },
    },
  };
}

const months = (id: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => monthDocumentId(id, from + i));

describe('issueMonthDocuments', () => {
  it('asks for each rental’s latest month, 30 per query; reads the months of the others only', async () => {
    const rentals = Array.from({ length: 65 }, (_, i) => rental(`r${i}`));
    // r0..r59 have every month; r60..r64 lack their months 5 and 6
    const issued = rentals.flatMap((r, i) => months(r.id, 2, i < 60 ? 6 : 4));
    const { asked, ports: p } = ports(issued);
    expect(await issueMonthDocuments(rentals, () => NOW, p)).toBe(10);
    expect(IDS_PER_QUERY).toBe(30);
    expect(asked.existing.map((ids) => ids.length)).toEqual([30, 30, 5]);
    expect(asked.existing.flat()).toEqual(rentals.map((r) => monthDocumentId(r.id, 6)));
    expect(asked.ranges).toEqual(['r60', 'r61', 'r62', 'r63', 'r64']);
    expect(asked.applied).toBe(10);
  });

  it('reads nothing when no rental has a month after its first', async () => {
    const young = rental('young', { startDate: addDays(TODAY, -10) });
    const pending = rental('pending', { status: 'pending_admin' });
    const { asked, ports: p } = ports([]);
    expect(await issueMonthDocuments([young, pending], () => NOW, p)).toBe(0);
    expect(asked).toEqual({ existing: [], ranges: [], applied: 0 });
  });

  it('an ended rental: its last month is the latest, and once issued it costs one id', async () => {
    // ended in its 3rd month: months 2 and 3 are due, never more
    const ended = rental('ended', { endDate: addDays(addMonths(TODAY, -3), 0) });
    const first = ports(months('ended', 2, 2));
    expect(await issueMonthDocuments([ended], () => NOW, first.ports)).toBe(1);
    expect(first.asked.existing).toEqual([[monthDocumentId('ended', 3)]]);
    expect(first.asked.ranges).toEqual(['ended']);
    const then = ports(months('ended', 2, 3));
    expect(await issueMonthDocuments([ended], () => NOW, then.ports)).toBe(0);
    expect(then.asked).toEqual({
      existing: [[monthDocumentId('ended', 3)]],
      ranges: [],
      applied: 0,
    });
  });
});
