/**
 * The demo's receipts and invoices (issue 15): every confirmed seed booking has the document
 * its confirmation would have issued (two hours after the request), numbered in its host's
 * series in the order they were issued, and each host's counters end at its last number, as
 * the confirmation plan (src/services/shared/plans/documents.ts) leaves them.
 */
import { todayInMorocco } from '@/domain/days';
import { documentYear, nextSequence, type DocumentCounter } from '@/domain/invoice';
import type { Booking } from '@/domain/types';
import { counterPath, documentData, documentPath, saleDocumentOf } from '../shared/plans';
import type { SeedDoc, SeedUser } from './types';

const CONFIRMED_AFTER_MS = 2 * 3_600_000;

export function buildDocuments(users: SeedUser[], bookings: Booking[]): SeedDoc[] {
  const profile = (uid: string) => {
    const u = users.find((x) => x.uid === uid);
    return u ? { ...u } : null;
  };
  const counters = new Map<
    string,
    { hostId: string; kind: string; counter: DocumentCounter; lastDocId: string }
  >();
  const docs: SeedDoc[] = [];
  const confirmed = bookings
    .filter((b) => b.status === 'confirmed')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const booking of confirmed) {
    const issuedAt = new Date(booking.createdAt.getTime() + CONFIRMED_AFTER_MS);
    const issueDate = todayInMorocco(issuedAt);
    const profiles = { tenant: profile(booking.tenantId), host: profile(booking.hostId) };
    const kind = saleDocumentOf(booking, profiles, issueDate, 1).kind;
    const key = counterPath(booking.hostId, kind);
    const next = nextSequence(counters.get(key)?.counter ?? null, documentYear(issueDate));
    counters.set(key, {
      hostId: booking.hostId,
      kind,
      counter: next.counter,
      lastDocId: booking.id,
    });
    const document = saleDocumentOf(booking, profiles, issueDate, next.sequence);
    docs.push({
      path: documentPath(booking.id),
      data: { ...documentData(document, booking, next.sequence), issuedAt },
    });
  }
  for (const [path, c] of counters) {
    docs.push({
      path,
      data: { hostId: c.hostId, kind: c.kind, ...c.counter, lastDocId: c.lastDocId },
    });
  }
  return docs;
}
