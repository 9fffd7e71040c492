/**
 * Hand-written edges of domain helpers merged on 23 November, written to kill the mutants
 * `npm run test:mutation` left alive there (the other tests used the constants symbolically).
 */
import { addressLine } from '@/domain/format';
import { nextQuotaStep, QUOTA_WINDOW_MS } from '@/domain/holdQuota';
import { fullNameFits } from '@/domain/limits';

describe('holdQuota: the window lasts exactly 24 hours', () => {
  it('is 86 400 000 ms', () => {
    expect(QUOTA_WINDOW_MS).toBe(86_400_000);
  });

  it('counts a request 1 ms before the 24 hours in the same window, and starts anew at 24 hours', () => {
    const current = { windowStart: new Date('2026-06-01T10:00:00.000Z'), count: 2 };
    expect(nextQuotaStep(current, new Date('2026-06-02T09:59:59.999Z'))).toEqual({
      kind: 'same-window',
      count: 3,
    });
    expect(nextQuotaStep(current, new Date('2026-06-02T10:00:00.000Z'))).toEqual({
      kind: 'new-window',
    });
  });

  it('says until when a full window stays full', () => {
    const current = { windowStart: new Date('2026-06-01T10:00:00.000Z'), count: 5 };
    expect(nextQuotaStep(current, new Date('2026-06-01T12:00:00.000Z'))).toEqual({
      kind: 'full',
      until: new Date('2026-06-02T10:00:00.000Z'),
    });
  });
});

describe('fullNameFits: the name the plans write, trimmed, at most 200 characters', () => {
  it('trims each part before counting', () => {
    expect(fullNameFits(`${'A'.repeat(100)}   `, `   ${'B'.repeat(99)}`)).toBe(true);
    expect(fullNameFits(`   ${'A'.repeat(100)}`, `${'B'.repeat(99)}   `)).toBe(true);
    expect(fullNameFits('A'.repeat(100), 'B'.repeat(100))).toBe(false);
  });

  it('does not count the space before an empty last name', () => {
    expect(fullNameFits('A'.repeat(200), '')).toBe(true);
    expect(fullNameFits('A'.repeat(201), '')).toBe(false);
  });
});

describe('addressLine', () => {
  it('trims both parts', () => {
    expect(
      addressLine({ address: '  12 Rue Ibnou Majid  ', city: '  Rabat ', coordinates: null }),
    ).toBe('12 Rue Ibnou Majid, Rabat');
  });

  it('is the address alone when the city is blank, the city alone when the address is blank', () => {
    expect(addressLine({ address: '12 Rue Ibnou Majid', city: '   ', coordinates: null })).toBe(
      '12 Rue Ibnou Majid',
    );
    expect(addressLine({ address: '  ', city: 'Rabat', coordinates: null })).toBe('Rabat');
  });

  it('does not repeat a city that is the whole address or ends it', () => {
    expect(addressLine({ address: 'Rabat', city: 'rabat', coordinates: null })).toBe('Rabat');
    expect(addressLine({ address: 'Hay Riad, Rabat', city: 'Rabat', coordinates: null })).toBe(
      'Hay Riad, Rabat',
    );
    expect(addressLine({ address: 'Rue de Rabatville', city: 'Rabat', coordinates: null })).toBe(
      'Rue de Rabatville, Rabat',
    );
  });

  it('does not repeat a city the address names as one of its parts, postcode or not', () => {
    const casa = (address: string) =>
      addressLine({ address, city: 'Casablanca', coordinates: null });
    expect(casa('Hay Hassani, Casablanca, Maroc')).toBe('Hay Hassani, Casablanca, Maroc');
    expect(casa('12 Rue Jaber, Hay Hassani, Casablanca 20230, Maroc')).toBe(
      '12 Rue Jaber, Hay Hassani, Casablanca 20230, Maroc',
    );
    expect(casa('Maârif, CASABLANCA ,Maroc')).toBe('Maârif, CASABLANCA ,Maroc');
    expect(casa('Rue de Casablancaville, Maroc')).toBe('Rue de Casablancaville, Maroc, Casablanca');
    expect(casa('Casablanca-Anfa, Maroc')).toBe('Casablanca-Anfa, Maroc, Casablanca');
  });
});
