/**
 * The shared search page with dates (src/services/shared/search.ts): two range reads per
 * candidate, unbookable listings left out, the work per page bounded by the page size.
 */
import type { Listing } from '@/domain/types';
import type { ListedDoc } from '@/services/shared/converters';
import { scanPage, type AvailabilityReader, type Batch } from '@/services/shared/search';
import { isServiceError } from '@/services/types';
import { listing } from '../factories';

const NOW = new Date('2026-12-01T12:00:00Z');
const CATALOGUE: Listing[] = Array.from({ length: 100 }, (_, i) =>
  listing({ id: `l${String(i).padStart(3, '0')}`, pricePerDay: i % 2 === 0 ? 100 : 900 }),
);

/** Batches of CATALOGUE in order, counting the listings read. */
function batches() {
  const read = { listings: 0 };
  const fetch = async (cursor: string | null, size: number): Promise<Batch> => {
    const start = cursor ? Number(cursor) : 0;
    const items = CATALOGUE.slice(start, start + size);
    read.listings += items.length;
    const end = start + items.length;
    return { items, next: end < CATALOGUE.length ? String(end) : null };
  };
  return { fetch, read };
}

/** Occupancy and blocks by listing id; counts each range read and its arguments. */
function reader(occupied: Record<string, string[]>, blocked: Record<string, string[]> = {}) {
  const calls: string[] = [];
  const r: AvailabilityReader = {
    async slots(id, from, to) {
      calls.push(`slots ${id} ${from} ${to}`);
      return (occupied[id] ?? [])
        .filter((s) => s >= from && s <= `${to}_\uf8ff`)
        .map((slot): ListedDoc => ({
          id: slot,
          data: () => ({ bookingId: 'b', status: 'confirmed', createdAt: NOW.toISOString() }),
        }));
    },
    async blocks(id, from, to) {
      calls.push(`blocks ${id} ${from} ${to}`);
      return (blocked[id] ?? []).filter((d) => d >= from && d <= to).slice(0, 1);
    },
  };
  return { r, calls };
}

const dates = { from: '2026-12-03', to: '2026-12-07' };

describe('scanPage with dates', () => {
  it('reads slots and blocks of each candidate only, and leaves out the unbookable', async () => {
    const { fetch } = batches();
    const { r, calls } = reader(
      { l000: ['2026-12-05'], l004: ['2026-12-08'] },
      { l002: ['2026-12-07'] },
    );
    const page = await scanPage(fetch, { maxPrice: 200, dates }, 3, null, { reader: r, now: NOW });
    // candidates l000, l002, l004 of the first batch (odd ones cost 900): l000 taken, l002
    // blocked, l004 free (its slot is the day after) → then l006, l008 from the next batch
    expect(page.items.map((l) => l.id)).toEqual(['l004', 'l006', 'l008']);
    expect(calls).toContain('slots l000 2026-12-03 2026-12-07');
    expect(calls).toContain('blocks l000 2026-12-03 2026-12-07');
    expect(calls.some((c) => c.includes('l001'))).toBe(false);
    expect(page.nextCursor).toBe('9');
  });

  it('stops after 3 batches when nothing is bookable, with a cursor to go on', async () => {
    const { fetch, read } = batches();
    const everything = Object.fromEntries(CATALOGUE.map((l) => [l.id, ['2026-12-04_3']]));
    const taken = reader(everything);
    const page = await scanPage(fetch, { dates }, 5, null, { reader: taken.r, now: NOW });
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toBe('15');
    expect(read.listings).toBe(15);
    expect(taken.calls).toHaveLength(30); // 15 candidates x 2 range reads
  });

  it('reads nothing more without dates', async () => {
    const { fetch } = batches();
    const { r, calls } = reader({ l000: ['2026-12-05'] });
    const page = await scanPage(fetch, {}, 4, null, { reader: r, now: NOW });
    expect(page.items.map((l) => l.id)).toEqual(['l000', 'l001', 'l002', 'l003']);
    expect(calls).toEqual([]);
  });

  it('refuses a range the bound does not cover, and places outside 1..50', async () => {
    const { fetch } = batches();
    const { r } = reader({});
    const refused = async (filters: Parameters<typeof scanPage>[1]) => {
      const e = await scanPage(fetch, filters, 5, null, { reader: r, now: NOW }).catch(
        (x: unknown) => x,
      );
      return isServiceError(e, 'invalid-argument');
    };
    expect(await refused({ dates: { from: '2026-12-01', to: '2027-03-01' } })).toBe(true);
    expect(await refused({ dates: { from: '2026-12-07', to: '2026-12-03' } })).toBe(true);
    expect(await refused({ dates: { from: '2026-12-0', to: '2026-12-03' } })).toBe(true);
    expect(await refused({ places: 0 })).toBe(true);
    expect(await refused({ dates, places: 51 })).toBe(true);
    expect(await refused({ dates: { from: '2026-12-01', to: '2027-02-28' }, places: 50 })).toBe(
      false,
    );
  });
});
