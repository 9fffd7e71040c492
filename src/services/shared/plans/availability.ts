/**
 * The host's blocked days (docs/decisions.md#availability-one-occupancy-document-per-day-and-place):
 * listings/{id}/blocks/{day} `{ createdAt }`, public, and its reason in
 * listings/{id}/blockNotes/{day} `{ reason }`, the host's (and the admin's) only. Both documents
 * of a day are written or deleted in one write. Each backend applies these plans
 * (firebase/calendar.ts, local/calendar.ts).
 */
import { MAX_BLOCK_REASON } from '@/domain/availability';
import { isDay } from '@/domain/days';
import { parseListing } from '../converters';
import {
  SERVER_TIMESTAMP,
  blockNotePath,
  blockPath,
  fail,
  listingPath,
  occupancyPath,
  read,
  write,
  type Plan,
  type PlanWrite,
} from './plan';

/**
 * Days per blocking write: each day costs the rules two document accesses (the day's place-0
 * slot, the block seen from its note) and Firestore allows 20 per write, the listing included.
 */
export const BLOCK_DAYS_PER_WRITE = 8;

export interface BlockDaysInput {
  listingId: string;
  /** The signed-in host. */
  uid: string;
  days: string[];
  reason: string;
  /** Days the caller found confirmed on any place (a query before this write), refused. */
  confirmedDays: ReadonlySet<string>;
  /** Today in Morocco (todayInMorocco): an earlier day is over, refused. */
  today: string;
}

/** The host's listing, or the refusal (not-found, permission-denied). */
function hostListing<T>(listingId: string, uid: string, next: () => Plan<T>): Plan<T> {
  return read<T>([listingPath(listingId)], ([raw]) => {
    if (!raw) return fail('not-found');
    if (parseListing(listingId, raw).hostId !== uid) return fail('permission-denied');
    return next();
  });
}

/**
 * Blocks `days` of the host's listing with a reason (1 to 200 characters, trimmed): refused
 * with calendar/day-past when a day is over (a block says the office cannot be booked: a day
 * gone needs none), and calendar/day-confirmed when a day holds a confirmed booking (on any
 * place). A day already blocked keeps its block and gets the new reason.
 */
export function planBlockDays({
  listingId,
  uid,
  days,
  reason,
  confirmedDays,
  today,
}: BlockDaysInput) {
  const text = reason.trim();
  if (text.length < 1 || text.length > MAX_BLOCK_REASON) return fail('invalid-argument', 'reason');
  if (days.length === 0 || !days.every((d) => isDay(d))) return fail('invalid-argument', 'days');
  if (days.some((d) => d < today)) return fail('calendar/day-past');
  if (days.some((d) => confirmedDays.has(d))) return fail('calendar/day-confirmed');
  return hostListing<void>(listingId, uid, () =>
    read(
      [
        ...days.map((d) => occupancyPath(listingId, d)),
        ...days.map((d) => blockPath(listingId, d)),
      ],
      (docs) => {
        const slots = docs.slice(0, days.length);
        const blocks = docs.slice(days.length);
        if (slots.some((s) => s?.status === 'confirmed')) {
          return fail('calendar/day-confirmed');
        }
        const writes: PlanWrite[] = [];
        days.forEach((d, i) => {
          if (blocks[i] === null) {
            writes.push({
              op: 'set',
              path: blockPath(listingId, d),
              data: { createdAt: SERVER_TIMESTAMP },
            });
          }
          writes.push({ op: 'set', path: blockNotePath(listingId, d), data: { reason: text } });
        });
        return write(writes, undefined);
      },
    ),
  );
}

/** Unblocks `days` of the host's listing: each day's block and its reason, in one write. */
export function planUnblockDays({
  listingId,
  uid,
  days,
}: {
  listingId: string;
  uid: string;
  days: string[];
}) {
  if (!days.every((d) => isDay(d))) return fail<void>('invalid-argument', 'days');
  return hostListing<void>(listingId, uid, () =>
    write(
      days.flatMap((d): PlanWrite[] => [
        { op: 'delete', path: blockPath(listingId, d) },
        { op: 'delete', path: blockNotePath(listingId, d) },
      ]),
      undefined,
    ),
  );
}
