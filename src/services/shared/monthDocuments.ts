/**
 * One run of the admin's issue of monthly documents (docs/invoicing.md "Lines"): each month of
 * a confirmed indefinite monthly rental after its first gets its own facture or reçu,
 * documents/{bookingId}_m{n}, once the month has begun. The loop both backends share
 * (firebase/adminSession.ts, local/admin.ts): for each rental, the months begun
 * (monthsBegun); whether its latest month has its document (queries of 30 ids, for all the
 * rentals at once); for those whose latest has none, the months already issued (one range query
 * of its month documents' ids, given by the backend), then one planIssueMonthDocument per
 * missing month, oldest first, each in its own transaction (a host's counter moves by one per
 * write: firestore.rules "documents"). Any error stops the run: the next run issues what is
 * still missing, and never twice.
 *
 * Only this loop issues a month's document (the rules: the admin), oldest month first, and no
 * document is ever deleted: a rental whose latest month begun has its document has all of them.
 * So a visit reads one document per rental that has nothing to issue, not every month it ever
 * had (a rental in its third year: 24 and more).
 */
import { todayInMorocco } from '@/domain/days';
import { monthDocumentId, monthsBegun } from '@/domain/invoice';
import type { Booking } from '@/domain/types';
import { planIssueMonthDocument, type Plan } from './plans';

/** The ids of `bookingId`'s month documents lie in [from, to] (a range query of ids). */
export function monthDocumentRange(bookingId: string): { from: string; to: string } {
  const prefix = monthDocumentId(bookingId, 0).slice(0, -1);
  return { from: prefix, to: `${prefix}\uf8ff` };
}

/** The months (2, 3, …) that `ids` (from monthDocumentRange) name for `bookingId`. */
export function monthsOfIds(bookingId: string, ids: readonly string[]): number[] {
  const prefix = monthDocumentRange(bookingId).from;
  return ids
    .filter((id) => id.startsWith(prefix) && /^[1-9][0-9]*$/.test(id.slice(prefix.length)))
    .map((id) => Number(id.slice(prefix.length)));
}

/** Ids per `in` query (Firestore takes at most 30 values in one). */
export const IDS_PER_QUERY = 30;

export interface MonthDocumentsPorts {
  /** Those of `ids` (1 to IDS_PER_QUERY ids in `documents`) that exist. */
  existingIds(ids: readonly string[]): Promise<string[]>;
  /** The ids of the documents of `booking` in monthDocumentRange(booking.id). */
  monthDocumentIds(booking: Booking): Promise<string[]>;
  /** Applies the plan in one transaction; true when it issued the document. */
  apply(plan: Plan<boolean>): Promise<boolean>;
}

/** Issues every missing month document of `rentals`; returns how many it issued. */
export async function issueMonthDocuments(
  rentals: readonly Booking[],
  now: () => Date,
  ports: MonthDocumentsPorts,
): Promise<number> {
  const today = todayInMorocco(now());
  const open = rentals
    .filter((booking) => booking.status === 'confirmed')
    .map((booking) => ({ booking, due: monthsBegun(booking, today) }))
    .filter(({ due }) => due >= 2)
    .map((r) => ({ ...r, latest: monthDocumentId(r.booking.id, r.due) }));
  const complete = new Set<string>();
  for (let i = 0; i < open.length; i += IDS_PER_QUERY) {
    const batch = open.slice(i, i + IDS_PER_QUERY).map((r) => r.latest);
    for (const id of await ports.existingIds(batch)) complete.add(id);
  }
  let issued = 0;
  for (const { booking, due, latest } of open) {
    if (complete.has(latest)) continue;
    const have = new Set(monthsOfIds(booking.id, await ports.monthDocumentIds(booking)));
    for (let month = 2; month <= due; month += 1) {
      if (have.has(month)) continue;
      if (await ports.apply(planIssueMonthDocument({ bookingId: booking.id, month, now: now() }))) {
        issued += 1;
      }
    }
  }
  return issued;
}
