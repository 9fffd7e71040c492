/**
 * The admin's run over indefinite monthly rentals (src/services/shared/monthDocuments.ts): the
 * months each rental's total says are invoiced are skipped without a read; every month begun
 * after them is tried, oldest first, one plan each. What each backend then writes is checked
 * by the contract tests (tests/contract/documentsContract.ts, on both backends and the
 * emulator).
 */
import { addDays, addMonths, todayInMorocco } from '@/domain/days';
import type { Booking } from '@/domain/types';
import { buildSeed } from '@/services/seed/data';
import { issueMonthDocuments } from '@/services/shared/monthDocuments';
import type { Plan } from '@/services/shared/plans';

const NOW = new Date('2026-11-29T10:00:00Z');
const TODAY = todayInMorocco(NOW);
const base = buildSeed(NOW).bookings.find((b) => b.id === 'bkg-14')!;
const PRICE = base.monthlyPrice!;
/** A confirmed indefinite rental begun 5 months and a few days ago: months 1 to 6 have begun. */
const rental = (id: string, invoiced: number, over: Partial<Booking> = {}): Booking => ({
  ...base,
  id,
  startDate: addDays(addMonths(TODAY, -5), -3),
  endDate: null,
  totalPrice: PRICE * invoiced,
  ...over,
});

/** The month each applied plan is about, read off its first read (the booking, its document). */
function recorder(result: (month: number) => boolean = () => true) {
  const tried: string[] = [];
  return {
    tried,
    ports: {
      apply: async (plan: Plan<boolean>) => {
        if (plan.kind !== 'read') throw new Error("a month's plan reads first");
        const doc = plan.paths[1]!;
        tried.push(doc.slice('documents/'.length));
        return result(Number(doc.slice(doc.lastIndexOf('_m') + 2)));
      },
    },
  };
}

describe('issueMonthDocuments', () => {
  it('tries each month begun after those its total counts, oldest first', async () => {
    const { tried, ports } = recorder();
    const rentals = [rental('a', 1), rental('b', 4), rental('c', 6)];
    expect(await issueMonthDocuments(rentals, () => NOW, ports)).toBe(7);
    expect(tried).toEqual(['a_m2', 'a_m3', 'a_m4', 'a_m5', 'a_m6', 'b_m5', 'b_m6']);
  });

  it('counts only the months it issued (another run may have issued one meanwhile)', async () => {
    const { tried, ports } = recorder((month) => month !== 3);
    expect(await issueMonthDocuments([rental('a', 1)], () => NOW, ports)).toBe(4);
    expect(tried).toHaveLength(5);
  });

  it('tries nothing for a young, pending, ended or fixed-term rental with nothing due', async () => {
    const { tried, ports } = recorder();
    const rentals = [
      rental('young', 1, { startDate: addDays(TODAY, -10) }),
      rental('pending', 1, { status: 'pending_admin' }),
      // ended in its 3rd month, both later months invoiced
      rental('ended', 3, { endDate: addMonths(TODAY, -3) }),
      rental('fixed', 6, { isIndefinite: false, endDate: addDays(TODAY, 20) }),
    ];
    expect(await issueMonthDocuments(rentals, () => NOW, ports)).toBe(0);
    expect(tried).toEqual([]);
  });

  it('an ended rental: never a month after its last day', async () => {
    const { tried, ports } = recorder();
    const ended = rental('ended', 1, { endDate: addMonths(TODAY, -3) });
    expect(await issueMonthDocuments([ended], () => NOW, ports)).toBe(2);
    expect(tried).toEqual(['ended_m2', 'ended_m3']);
  });
});
