/** A favourite put back where it was in the saved list (src/domain/favorites.ts). */
import { withFavoriteAt } from '@/domain/favorites';

describe('withFavoriteAt', () => {
  it('puts the listing back at its index, the others in their order', () => {
    expect(withFavoriteAt(['a', 'c', 'd'], 'b', 1)).toEqual(['a', 'b', 'c', 'd']);
    expect(withFavoriteAt(['b', 'c'], 'a', 0)).toEqual(['a', 'b', 'c']);
    expect(withFavoriteAt(['a', 'b'], 'c', 2)).toEqual(['a', 'b', 'c']);
    expect(withFavoriteAt([], 'a', 0)).toEqual(['a']);
  });

  it('puts back several in the order of their places as they were', () => {
    const saved = ['a', 'b', 'c', 'd', 'e'];
    let list = ['a', 'c', 'e'];
    list = withFavoriteAt(list, 'b', saved.indexOf('b'));
    list = withFavoriteAt(list, 'd', saved.indexOf('d'));
    expect(list).toEqual(saved);
  });

  it('keeps an index out of the list within it, and a fraction whole', () => {
    expect(withFavoriteAt(['a', 'b'], 'c', 9)).toEqual(['a', 'b', 'c']);
    expect(withFavoriteAt(['a', 'b'], 'c', -3)).toEqual(['c', 'a', 'b']);
    expect(withFavoriteAt(['a', 'b'], 'c', 1.7)).toEqual(['a', 'c', 'b']);
  });

  it('leaves a list that holds it already as it is, in a new array', () => {
    const current = ['a', 'b', 'c'];
    const out = withFavoriteAt(current, 'b', 0);
    expect(out).toEqual(['a', 'b', 'c']);
    expect(out).not.toBe(current);
  });
});
