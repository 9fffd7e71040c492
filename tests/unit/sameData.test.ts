/** src/domain/sameData.ts: equality of plain data (documents, listings' edited content). */
import { sameData } from '@/domain/sameData';

describe('sameData', () => {
  it('compares plain data deeply, whatever the key order', () => {
    expect(sameData({ a: 1, b: [1, { c: null }] }, { b: [1, { c: null }], a: 1 })).toBe(true);
    expect(sameData([], [])).toBe(true);
    expect(sameData({}, {})).toBe(true);
    expect(sameData('x', 'x')).toBe(true);
  });

  it('tells apart what differs, at any depth', () => {
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData({ 0: 1 }, [1])).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData({}, null)).toBe(false);
    expect(sameData({ lat: 1 }, { lat: 2 })).toBe(false);
    expect(sameData({ p: [{ q: 'a' }] }, { p: [{ q: 'b' }] })).toBe(false);
    expect(sameData(1, '1')).toBe(false);
    expect(sameData('a', { length: 1 })).toBe(false);
    // a value that only looks like the other: an array and a string or an array-like object
    expect(sameData('a', ['a'])).toBe(false);
    expect(sameData(['a'], 'a')).toBe(false);
    expect(sameData([1], { 0: 1, length: 1 })).toBe(false);
    expect(sameData({ 0: 1, length: 1 }, [1])).toBe(false);
    // an object and a value without keys
    expect(sameData(1, {})).toBe(false);
    expect(sameData({}, 1)).toBe(false);
    expect(sameData('', {})).toBe(false);
  });
});
