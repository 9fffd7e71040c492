/** How a receipt, invoice or credit note writes its period and quantities (src/features/documents). */
import { periodText } from '@/features/documents/format';

describe('periodText', () => {
  it('writes a range of days "du … au …"', () => {
    expect(periodText({ start: '2026-12-04', end: '2026-12-06' })).toBe(
      'Période\u00a0: du 4 décembre 2026 au 6 décembre 2026',
    );
    expect(periodText({ start: '2026-11-30', end: '2026-12-01' })).toBe(
      'Période\u00a0: du 30 novembre 2026 au 1er décembre 2026',
    );
  });

  it('writes one day "le …", not "du X au X"', () => {
    expect(periodText({ start: '2026-12-28', end: '2026-12-28' })).toBe(
      'Période\u00a0: le 28 décembre 2026',
    );
  });
});
