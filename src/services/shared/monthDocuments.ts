/**
 * One run of the admin's issue of monthly documents (docs/invoicing.md "Lines"): each month of
 * a confirmed indefinite monthly rental after its first gets its own facture or reçu,
 * documents/{bookingId}_m{n}, once the month has begun. The loop both backends share
 * (firebase/adminSession.ts, local/admin.ts): for each rental, the months begun
 * (monthsBegun), the months already issued (one range query of its month documents' ids, given
 * by the backend), then one planIssueMonthDocument per missing month, oldest first, each in its
 * own transaction (a host's counter moves by one per write: firestore.rules "documents"). Any
 * error stops the run: the next run issues what is still missing, and never twice.
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

export interface MonthDocumentsPorts {
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
  let issued = 0;
  for (const booking of rentals) {
    if (booking.status !== 'confirmed') continue;
    const due = monthsBegun(booking, todayInMorocco(now()));
    if (due < 2) continue;
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
