import { describe, expect, it } from 'vitest';
import { moveBy } from '@/domain/listOrder';

describe('moveBy', () => {
  const list = ['a', 'b', 'c', 'd'] as const;

  it('swaps an item with the one before it', () => {
    expect(moveBy(list, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveBy(list, 1, -1)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('swaps an item with the one after it', () => {
    expect(moveBy(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveBy(list, 2, 1)).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the list it is given as it was', () => {
    const given = ['a', 'b'];
    const moved = moveBy(given, 0, 1);
    expect(given).toEqual(['a', 'b']);
    expect(moved).not.toBe(given);
  });

  it('moves neither the first item earlier nor the last one later', () => {
    expect(moveBy(list, 0, -1)).toBeNull();
    expect(moveBy(list, 3, 1)).toBeNull();
    expect(moveBy(['a'], 0, 1)).toBeNull();
    expect(moveBy(['a'], 0, -1)).toBeNull();
  });

  it('moves nothing that is not in the list', () => {
    expect(moveBy(list, -1, 1)).toBeNull();
    expect(moveBy(list, 4, -1)).toBeNull();
    expect(moveBy(list, 5, -1)).toBeNull();
    expect(moveBy([], -1, 1)).toBeNull();
  });

  it('keeps items that are undefined in their new places', () => {
    expect(moveBy([undefined, 'b'], 0, 1)).toEqual(['b', undefined]);
  });
});
