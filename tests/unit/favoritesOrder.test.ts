/** A favourite put back where it was in the saved list (src/domain/favorites.ts). */
import { withFavorite, withFavoriteAt } from '@/domain/favorites';

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

describe('withFavorite', () => {
  it('saves at the end, or at its place with `at`', () => {
    expect(withFavorite(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withFavorite(['a', 'b'], 'c', true, 0)).toEqual(['c', 'a', 'b']);
    expect(withFavorite(['a', 'b'], 'c', true, 1)).toEqual(['a', 'c', 'b']);
  });

  it('saves once: a heart pressed on a saved listing moves nothing', () => {
    expect(withFavorite(['a', 'b', 'c'], 'a', true)).toEqual(['a', 'b', 'c']);
    expect(withFavorite(['a', 'b', 'c'], 'c', true, 0)).toEqual(['a', 'b', 'c']);
  });

  it('takes a listing out, and leaves the list as it is when it was not there', () => {
    expect(withFavorite(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
    expect(withFavorite(['a', 'c'], 'b', false)).toEqual(['a', 'c']);
    expect(withFavorite(['a', 'b'], 'a', false, 1)).toEqual(['b']);
  });

  it('gives back a list read with a repeat without it, and never the array it was given', () => {
    const current = ['a', 'b', 'a', 'c'];
    expect(withFavorite(current, 'd', true)).toEqual(['a', 'b', 'c', 'd']);
    expect(withFavorite(current, 'a', false)).toEqual(['b', 'c']);
    expect(withFavorite(current, 'b', true)).not.toBe(current);
  });
});
