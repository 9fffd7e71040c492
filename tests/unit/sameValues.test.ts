/** Deep sameness of plain values (src/domain/sameValues.ts): forms' values, documents' fields. */
import { sameValues } from '@/domain/sameValues';

describe('sameValues', () => {
  it('holds for the same scalars and nothing else', () => {
    expect(sameValues('a', 'a')).toBe(true);
    expect(sameValues(0, 0)).toBe(true);
    expect(sameValues(null, null)).toBe(true);
    expect(sameValues('1', 1)).toBe(false);
    expect(sameValues(false, '')).toBe(false);
    expect(sameValues(null, {})).toBe(false);
    expect(sameValues({}, null)).toBe(false);
    expect(sameValues(undefined, null)).toBe(false);
  });

  it('compares arrays item by item, in order', () => {
    expect(sameValues(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValues([], [])).toBe(true);
    expect(sameValues(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValues(['a'], ['a', 'b'])).toBe(false);
    expect(sameValues(['a', 'b'], ['a'])).toBe(false);
    expect(sameValues([['a']], [['b']])).toBe(false);
  });

  it('compares records by their own keys, deeply, whatever their order', () => {
    expect(sameValues({ a: 1, b: { c: 'x' } }, { b: { c: 'x' }, a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: { c: 'x' } }, { a: 1, b: { c: 'y' } })).toBe(false);
    expect(sameValues({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValues({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    // the same number of keys, not the same keys
    expect(sameValues({ a: undefined }, { b: undefined })).toBe(false);
    // a key inherited is not the record's own
    expect(sameValues({ a: 1 }, Object.assign(Object.create({ a: 1 }), { z: 1 }))).toBe(false);
  });

  it('never takes an array for a record', () => {
    expect(sameValues([], {})).toBe(false);
    expect(sameValues({}, [])).toBe(false);
    expect(sameValues({ 0: 'a' }, ['a'])).toBe(false);
    expect(sameValues(['a'], { 0: 'a' })).toBe(false);
    // nor a string, whose length and indices look alike
    expect(sameValues('a', ['a'])).toBe(false);
    expect(sameValues({ length: 1 }, ['a'])).toBe(false);
  });
});
