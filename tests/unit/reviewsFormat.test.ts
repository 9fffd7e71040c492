/** The stars' accessible name (src/features/reviews/format.ts). */
import { starsLabel } from '@/features/reviews/format';

describe('starsLabel', () => {
  it('says "1 étoile sur 5", and "étoiles" from 2', () => {
    expect(starsLabel(1)).toBe('1 étoile sur 5');
    expect(starsLabel(2)).toBe('2 étoiles sur 5');
    expect(starsLabel(5)).toBe('5 étoiles sur 5');
  });
});
