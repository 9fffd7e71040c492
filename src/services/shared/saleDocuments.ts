/** Reading receipts, invoices and credit notes (issue 15), shared by both backends. */
import type { IssuedDocument } from '@/domain/types';

/**
 * A booking's documents in the order they were issued: the facture or reçu, each later month's
 * of an indefinite rental by its period (their ids, `_m2` … `_m10`, do not sort so), then the
 * avoir.
 */
export function bySequence(documents: IssuedDocument[]): IssuedDocument[] {
  const rank = (d: IssuedDocument) => (d.kind === 'avoir' ? 1 : 0);
  return [...documents].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.period.start < b.period.start ? -1 : a.period.start > b.period.start ? 1 : 0),
  );
}
