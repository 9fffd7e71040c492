/**
 * The admin's extension of monthly rentals reads the days a rental holds from the end of its
 * window back, in widening windows (src/services/shared/monthlyHolds.ts, heldPrefix): the
 * days it holds are a prefix of the window, so the last one says which others it does. What
 * each backend then writes is checked by the contract tests (tests/contract/admin.test.ts,
 * backendContract.ts "extends a confirmed indefinite rental").
 */
import { addDays, addMonths, eachDay, todayInMorocco } from '@/domain/days';
import type { Booking } from '@/domain/types';
import { buildSeed } from '@/services/seed/data';
import {
  FIRST_WINDOW_DAYS,
  extendMonthlyRentals,
  heldPrefix,
} from '@/services/shared/monthlyHolds';
import { monthlyExtensionDays } from '@/services/shared/plans';

const NOW = new Date('2026-11-29T10:00:00Z');
const TODAY = todayInMorocco(NOW);
/** A year of days from today, as monthlyExtensionDays gives a rental past its first year. */
const DAYS = eachDay(TODAY, addDays(addMonths(TODAY, 12), -1));
const rental = buildSeed(NOW).bookings.find((b) => b.id === 'bkg-14')!;

/** A port that holds `held` (any place), and records each window it was asked for. */
function port(held: readonly string[]) {
  const asked: [string, string][] = [];
  const heldDays = async (_: Booking, first: string, last: string) => {
    asked.push([first, last]);
    return held.filter((d) => d >= first && d <= last).reverse();
  };
  return { asked, heldDays };
}

describe('heldPrefix', () => {
  it('an admin who came yesterday: one read of the last 8 days', async () => {
    const { asked, heldDays } = port(DAYS.slice(0, -1));
    expect(await heldPrefix(rental, DAYS, heldDays)).toEqual(DAYS.slice(0, -1));
    expect(asked).toEqual([[DAYS.at(-FIRST_WINDOW_DAYS), DAYS.at(-1)]]);
    expect(FIRST_WINDOW_DAYS).toBe(8);
  });

  it('nothing held: windows of 8, 32, 128 then the rest, each day read once', async () => {
    const { asked, heldDays } = port([]);
    expect(await heldPrefix(rental, DAYS, heldDays)).toEqual([]);
    const n = DAYS.length;
    expect(n).toBe(365);
    expect(asked).toEqual([
      [DAYS[n - 8], DAYS[n - 1]],
      [DAYS[n - 40], DAYS[n - 9]],
      [DAYS[n - 168], DAYS[n - 41]],
      [DAYS[0], DAYS[n - 169]],
    ]);
  });

  it('finds the last day held wherever it is, and reads no further', async () => {
    for (const count of [1, 2, 100, 196, 197, 198, 324, 325, 326, 356, 357, 358, 364, 365]) {
      const held = DAYS.slice(0, count);
      const { asked, heldDays } = port(held);
      expect(await heldPrefix(rental, DAYS, heldDays), `${count}`).toEqual(held);
      // the window that held it is the last one read
      const [first, last] = asked.at(-1)!;
      expect(held.at(-1)! >= first && held.at(-1)! <= last, `${count}`).toBe(true);
      expect(asked.slice(0, -1).every(([f]) => f > held.at(-1)!)).toBe(true);
    }
  });

  it('a short window: one read', async () => {
    const days = DAYS.slice(0, 3);
    const { asked, heldDays } = port([]);
    expect(await heldPrefix(rental, days, heldDays)).toEqual([]);
    expect(asked).toEqual([[days[0], days[2]]]);
    expect(await heldPrefix(rental, [], heldDays)).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});

describe('extendMonthlyRentals', () => {
  it("reads the rental's last days, not its whole window, and plans the extension once", async () => {
    // bkg-14, a year on: its window is the year from today, held but for the newest day
    const later = new Date(addMonths(TODAY, 14) + 'T10:00:00Z');
    const days = monthlyExtensionDays(rental, later);
    expect(days.length).toBeGreaterThan(300);
    const { asked, heldDays } = port(days.slice(0, -1));
    let applied = 0;
    const report = await extendMonthlyRentals([rental], () => later, {
      heldDays,
      apply: async () => {
        applied += 1;
        return 1;
      },
    });
    expect(report).toEqual({ added: 1, failed: [] });
    expect(applied).toBe(1);
    expect(asked).toEqual([[days.at(-8), days.at(-1)]]);
  });
});
