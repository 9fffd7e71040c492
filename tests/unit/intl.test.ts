import { afterEach, describe, expect, it } from 'vitest';
import { lazyDateFormat, lazyFrenchDateFormat, lazyNumberFormat } from '@/domain/intl';

const real = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };
afterEach(() => Object.assign(Intl, real));

/** Counts the formatters built with `new Intl[kind](…)` from now on (their arguments). */
function built(kind: 'DateTimeFormat' | 'NumberFormat'): unknown[][] {
  const calls: unknown[][] = [];
  Object.assign(Intl, {
    [kind]: new Proxy(real[kind], {
      construct(target, args) {
        calls.push(args);
        return Reflect.construct(target, args) as object;
      },
    }),
  });
  return calls;
}

describe('lazy Intl formatters', () => {
  it('builds a date format on first use only, then keeps it', () => {
    const calls = built('DateTimeFormat');
    const format = lazyDateFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
    expect(calls).toEqual([]);
    const first = format();
    expect(calls).toEqual([['fr-FR', { month: 'long', timeZone: 'UTC' }]]);
    expect(format()).toBe(first);
    expect(calls).toHaveLength(1);
    expect(first.format(new Date(Date.UTC(2026, 2, 3)))).toBe('mars');
  });

  it('builds a number format on first use only, then keeps it', () => {
    const calls = built('NumberFormat');
    const format = lazyNumberFormat('fr-FR', { maximumFractionDigits: 2 });
    expect(calls).toEqual([]);
    const first = format();
    expect(format()).toBe(first);
    expect(calls).toHaveLength(1);
    expect(first.format(1250.456)).toBe('1\u202f250,46');
  });

  it('keeps one formatter per lazy format', () => {
    const a = lazyDateFormat('fr-FR', { day: 'numeric', timeZone: 'UTC' });
    const b = lazyDateFormat('fr-FR', { day: 'numeric', timeZone: 'UTC' });
    expect(a()).not.toBe(b());
  });
});

describe('French date formats', () => {
  const utc = (y: number, m: number, d: number, h = 12) => new Date(Date.UTC(y, m - 1, d, h));

  it('writes the first of the month "1er", in every shape of date', () => {
    const long = lazyFrenchDateFormat({
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(long().format(utc(2026, 12, 1))).toBe('1er décembre 2026');
    expect(long().format(utc(2026, 12, 11))).toBe('11 décembre 2026');
    expect(long().format(utc(2026, 12, 21))).toBe('21 décembre 2026');
    const weekday = lazyFrenchDateFormat({
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    expect(weekday().format(utc(2026, 12, 1))).toBe('mardi 1er décembre');
    const short = lazyFrenchDateFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' });
    expect(short().format(utc(2027, 1, 1))).toBe('1er janv.');
  });

  it('leaves a "1" that is not the day (a month) as it is', () => {
    const month = lazyFrenchDateFormat({ month: 'numeric', timeZone: 'UTC' });
    expect(month().format(utc(2026, 1, 5))).toBe('1');
  });

  it('builds its formatter on first use only, then keeps it', () => {
    const calls = built('DateTimeFormat');
    const format = lazyFrenchDateFormat({ day: 'numeric', timeZone: 'UTC' });
    expect(calls).toEqual([]);
    expect(format()).toBe(format());
    format().format(utc(2026, 3, 1));
    format().format(utc(2026, 3, 2));
    expect(calls).toEqual([['fr-FR', { day: 'numeric', timeZone: 'UTC' }]]);
  });
});
