/** The order a booking's documents are shown and printed in (DocumentsPage). */
import type { IssuedDocument } from '@/domain/types';
import { bySequence } from '@/services/shared/saleDocuments';

const doc = (id: string, kind: IssuedDocument['kind'], start: string) =>
  ({ id, kind, period: { start, end: start } }) as IssuedDocument;

describe('bySequence', () => {
  it("puts the booking's document first, then each month by its period, the avoir last", () => {
    const docs = [
      doc('b_avoir', 'avoir', '2026-01-15'),
      doc('b_m10', 'recu', '2026-10-15'),
      doc('b', 'recu', '2026-01-15'),
      doc('b_m2', 'recu', '2026-02-15'),
      doc('b_m9', 'recu', '2026-09-15'),
    ];
    expect(bySequence(docs).map((d) => d.id)).toEqual(['b', 'b_m2', 'b_m9', 'b_m10', 'b_avoir']);
    // the input is left as it was
    expect(docs[0]!.id).toBe('b_avoir');
  });

  it('keeps a facture before its avoir whatever the order read', () => {
    expect(
      bySequence([doc('b_avoir', 'avoir', '2026-01-15'), doc('b', 'facture', '2026-01-15')]).map(
        (d) => d.id,
      ),
    ).toEqual(['b', 'b_avoir']);
  });
});
