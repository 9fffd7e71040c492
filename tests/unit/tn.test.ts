/** The count-dependent strings (src/i18n/t.ts tn): French singular for 0 and 1. */
import { common } from '@/i18n/fr/common';
import { tn } from '@/i18n/t';

describe('tn', () => {
  it('takes the singular for 0 and 1, the plural from 2', () => {
    expect(tn(0, common.dayCount, common.daysCount)).toBe('0 jour');
    expect(tn(1, common.dayCount, common.daysCount)).toBe('1 jour');
    expect(tn(2, common.dayCount, common.daysCount)).toBe('2 jours');
    expect(tn(31, '{n} mois', '{n} mois')).toBe('31 mois');
  });
});
