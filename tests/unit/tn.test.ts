/** The count-dependent strings (src/i18n/t.ts tn, t): French singular for 0 and 1. */
import { common } from '@/i18n/fr/common';
import { t, tn } from '@/i18n/t';

describe('tn', () => {
  it('takes the singular for 0 and 1, the plural from 2', () => {
    expect(tn(0, common.dayCount, common.daysCount)).toBe('0 jour');
    expect(tn(1, common.dayCount, common.daysCount)).toBe('1 jour');
    expect(tn(2, common.dayCount, common.daysCount)).toBe('2 jours');
    expect(tn(31, '{n} mois', '{n} mois')).toBe('31 mois');
  });

  it('puts the other values in beside the count, which it always owns', () => {
    const one = '{n} mois dû : {total}';
    const many = '{n} mois dus : {total}';
    expect(tn(1, one, many, { total: '12 600 MAD' })).toBe('1 mois dû : 12 600 MAD');
    expect(tn(3, one, many, { total: '37 800 MAD' })).toBe('3 mois dus : 37 800 MAD');
    // a stray n among the values never replaces the count the template was chosen by
    expect(tn(2, one, many, { n: 1, total: 'x' })).toBe('2 mois dus : x');
  });
});

describe('t', () => {
  it('replaces the placeholders it is given, and leaves the others', () => {
    expect(t('{a} et {b}', { a: 'x', b: 2 })).toBe('x et 2');
    expect(t('{a} et {c}', { a: 'x' })).toBe('x et {c}');
    expect(t('{a}{a}', { a: 0 })).toBe('00');
  });

  it('makes each « (s) » and « (x) » agree with the number put in before it', () => {
    const total = '{n} réservation(s) au total';
    expect(t(total, { n: 0 })).toBe('0 réservation au total');
    expect(t(total, { n: 1 })).toBe('1 réservation au total');
    expect(t(total, { n: 2 })).toBe('2 réservations au total');
    expect(t('{n} bureau(x) en favori', { n: 3 })).toBe('3 bureaux en favori');
    expect(t('{n} bureau(x) en favori', { n: 1 })).toBe('1 bureau en favori');
    // each with its own number, however many words apart
    const detail = '{hosts} hôte(s) · {tenants} locataire(s)';
    expect(t(detail, { hosts: 1, tenants: 5 })).toBe('1 hôte · 5 locataires');
    expect(t(detail, { hosts: 4, tenants: 0 })).toBe('4 hôtes · 0 locataire');
    expect(t('{taken} place(s) prise(s) sur {capacity}', { taken: 2, capacity: 3 })).toBe(
      '2 places prises sur 3',
    );
    expect(t('{taken} place(s) prise(s) sur {capacity}', { taken: 1, capacity: 3 })).toBe(
      '1 place prise sur 3',
    );
  });

  it('leaves « (s) » after a text, a placeholder not given, or nothing', () => {
    expect(t('{n} conversation(s)', { n: '9+' })).toBe('9+ conversation(s)');
    expect(t('{n} réservation(s)', {})).toBe('{n} réservation(s)');
    expect(t('Fichier(s)', {})).toBe('Fichier(s)');
    expect(t('{n} photo(s) de {who} choisie(s)', { n: 2, who: 'Ali' })).toBe(
      '2 photos de Ali choisie(s)',
    );
  });
});
