/**
 * Which expired requests are still to be told (docs/decisions.md "Notifications and e-mails
 * written with their event"): both backends read the expired requests newest first, a page at a
 * time, and stop at the first one already told. Every older one was told before it, because each
 * run tells its requests oldest first (and a run cut short has told the oldest of its list):
 * the told ones are always the oldest. An admin visit with nothing new reads one page of
 * requests and one notice, however many requests expired over the months.
 */
import type { Booking } from '@/domain/types';

/** Expired requests read per page, newest first. */
export const EXPIRY_PAGE = 20;
/** Expired requests told per run, the oldest first (the next run tells the rest). */
export const EXPIRY_BATCH = 50;

/**
 * The ids of the expired requests still to be told, oldest first, at most EXPIRY_BATCH.
 * `page(after)`: the next EXPIRY_PAGE expired requests, newest first, after `after` (null: from
 * the newest). `isTold(b)`: whether its tenant already has the expiry notice.
 */
export async function untoldExpired(
  page: (after: Booking | null) => Promise<Booking[]>,
  isTold: (b: Booking) => Promise<boolean>,
): Promise<string[]> {
  const untold: string[] = [];
  let after: Booking | null = null;
  for (;;) {
    const items = await page(after);
    for (const b of items) {
      if (await isTold(b)) return untold.reverse().slice(0, EXPIRY_BATCH);
      untold.push(b.id);
    }
    if (items.length < EXPIRY_PAGE) return untold.reverse().slice(0, EXPIRY_BATCH);
    after = items[items.length - 1]!;
  }
}
