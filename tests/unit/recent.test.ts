import { setRecent } from '@/lib/recent';

describe('setRecent', () => {
  it('keeps the most recent entries, the oldest dropped first', () => {
    const map = new Map<string, number>();
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) setRecent(map, k, i, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('a key set again becomes the most recent, with its new value', () => {
    const map = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    setRecent(map, 'a', 9, 3);
    setRecent(map, 'd', 3, 3);
    // b, the oldest once a was set again, went first
    expect([...map]).toEqual([
      ['c', 2],
      ['a', 9],
      ['d', 3],
    ]);
  });

  it('shrinks a map over its bound to it', () => {
    const map = new Map(['a', 'b', 'c', 'd', 'e'].map((k, i) => [k, i]));
    setRecent(map, 'f', 5, 2);
    expect([...map.keys()]).toEqual(['e', 'f']);
  });
});
