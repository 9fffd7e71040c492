/**
 * Which expired requests are still to be told (src/services/shared/expiry.ts): read newest
 * first, down to the first one told; returned oldest first, at most a batch.
 */
import type { Booking } from '@/domain/types';
import { EXPIRY_BATCH, EXPIRY_PAGE, untoldExpired } from '@/services/shared/expiry';

/** `n` expired requests, newest first (r{n-1} … r0), the oldest `told` of them told. */
function requests(n: number, told: number) {
  const all = Array.from({ length: n }, (_, i) => ({ id: `r${n - 1 - i}` }) as Booking);
  const toldIds = new Set(Array.from({ length: told }, (_, i) => `r${i}`));
  const pages: (string | null)[] = [];
  const page = async (after: Booking | null) => {
    pages.push(after?.id ?? null);
    const from = after ? all.findIndex((b) => b.id === after.id) + 1 : 0;
    return all.slice(from, from + EXPIRY_PAGE);
  };
  const checked: string[] = [];
  const isTold = async (b: Booking) => {
    checked.push(b.id);
    return toldIds.has(b.id);
  };
  return { page, isTold, pages, checked };
}

const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `r${from + i}`);

describe('untoldExpired', () => {
  it('reads one page and one notice when the newest was told', async () => {
    const r = requests(500, 500);
    expect(await untoldExpired(r.page, r.isTold)).toEqual([]);
    expect(r.pages).toEqual([null]);
    expect(r.checked).toEqual(['r499']);
  });

  it('gives the untold ones above the first told, oldest first, across pages', async () => {
    const r = requests(300, 255);
    expect(await untoldExpired(r.page, r.isTold)).toEqual(ids(255, 299));
    expect(r.pages).toEqual([null, 'r280', 'r260']);
    expect(r.checked.at(-1)).toBe('r254');
  });

  it('tells at most a batch, the oldest, so the next run finds the rest above them', async () => {
    const r = requests(120, 0);
    const first = await untoldExpired(r.page, r.isTold);
    expect(first).toEqual(ids(0, EXPIRY_BATCH - 1));
    const next = requests(120, EXPIRY_BATCH);
    expect(await untoldExpired(next.page, next.isTold)).toEqual(ids(50, 99));
  });

  it('stops at the last page when none was told', async () => {
    const r = requests(EXPIRY_PAGE + 3, 0);
    expect(await untoldExpired(r.page, r.isTold)).toEqual(ids(0, EXPIRY_PAGE + 2));
    expect(r.pages).toHaveLength(2);
    const exact = requests(EXPIRY_PAGE, 0);
    expect(await untoldExpired(exact.page, exact.isTold)).toHaveLength(EXPIRY_PAGE);
    expect(exact.pages).toEqual([null, `r0`]);
  });
});
