/** Issue 15: the review, answer and hide schemas (French messages) and how reviewers are named. */
import { answerSchema, hideSchema, reviewSchema } from '@/features/reviews/schema';
import { reviewerName } from '@/features/reviews/format';

async function errors(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  v: unknown,
) {
  try {
    await schema.validate(v, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

const TEXT = 'Très bon accueil, espace calme.';

describe('reviewSchema', () => {
  it('asks for a star (none chosen: null) and a text, in French', async () => {
    expect(await errors(reviewSchema, { rating: null, text: '' })).toEqual([
      'Choisissez une note de 1 à 5 étoiles',
      'Avis requis',
      'Minimum 20 caractères',
    ]);
    expect(await errors(reviewSchema, { rating: '6', text: TEXT })).toEqual([
      'Choisissez une note de 1 à 5 étoiles',
    ]);
  });

  it('counts the trimmed text: 20 to 2,000 characters', async () => {
    expect(await errors(reviewSchema, { rating: '3', text: `  ${'a'.repeat(19)}  ` })).toEqual([
      'Minimum 20 caractères',
    ]);
    expect(await errors(reviewSchema, { rating: '3', text: 'a'.repeat(20) })).toEqual([]);
    expect(await errors(reviewSchema, { rating: '5', text: 'a'.repeat(2000) })).toEqual([]);
    expect(await errors(reviewSchema, { rating: '1', text: 'a'.repeat(2001) })).toEqual([
      'Maximum 2\u202f000 caractères',
    ]);
  });
});

describe('answerSchema and hideSchema', () => {
  it('require a text, within their bounds', async () => {
    expect(await errors(answerSchema, { text: '   ' })).toEqual(['Réponse requise']);
    expect(await errors(answerSchema, { text: 'Merci' })).toEqual([]);
    expect(await errors(answerSchema, { text: 'a'.repeat(2001) })).toEqual([
      'Maximum 2\u202f000 caractères',
    ]);
    expect(await errors(hideSchema, { reason: '' })).toEqual(['Raison requise']);
    expect(await errors(hideSchema, { reason: 'a'.repeat(501) })).toEqual([
      'Maximum 500 caractères',
    ]);
    expect(await errors(hideSchema, { reason: 'Spam' })).toEqual([]);
  });
});

describe('reviewerName', () => {
  it('shows a first name and the initial of the last one', () => {
    expect(reviewerName('Yasmine Benali')).toBe('Yasmine B.');
    expect(reviewerName('  Omar  el Chraibi ')).toBe('Omar C.');
    expect(reviewerName('Salma')).toBe('Salma');
    expect(reviewerName('')).toBe('');
  });
});
