/**
 * One run of the admin's issue of monthly documents (docs/invoicing.md "Lines"): each month of
 * a confirmed indefinite monthly rental after its first gets its own facture or reçu,
 * documents/{bookingId}_m{n}, once the month has begun. The loop both backends share
 * (firebase/adminSession.ts, local/admin.ts): for each rental, the months begun (monthsBegun)
 * and the months invoiced, which its total says (monthsInvoiced: each month's document adds
 * the month's price to it, in the same write); then one planIssueMonthDocument per month begun
 * and not invoiced, oldest first, each in its own transaction (a host's counter moves by one
 * per write: firestore.rules "documents"). Any error stops the run: the next run issues what
 * is still missing, and never twice.
 *
 * So a visit reads nothing beyond the rentals themselves: not a document per rental, nor every
 * month a rental ever had (a rental in its third year: 24 and more).
 */
import { todayInMorocco } from '@/domain/days';
import { monthsBegun, monthsInvoiced } from '@/domain/invoice';
import type { Booking } from '@/domain/types';
import { planIssueMonthDocument, type Plan } from './plans';

export interface MonthDocumentsPorts {
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
  let issued = 0;
  for (const booking of rentals) {
    if (booking.status !== 'confirmed') continue;
    const due = monthsBegun(booking, today);
    for (let month = monthsInvoiced(booking) + 1; month <= due; month += 1) {
      // (false: another run issued it meanwhile; the next month is then this run's to try)
      if (await ports.apply(planIssueMonthDocument({ bookingId: booking.id, month, now: now() }))) {
        issued += 1;
      }
    }
  }
  return issued;
}
