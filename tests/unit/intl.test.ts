import { afterEach, describe, expect, it } from 'vitest';
import { lazyDateFormat, lazyNumberFormat } from '@/domain/intl';

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
