import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../src/services/seed/data';
import emails from '../../src/i18n/fr/emails.json';
import { stringsModuleTexts, textsOf } from '../stringsModule';

/**
 * One apostrophe across the product: the straight one the spec writes (« S'inscrire », « Cette
 * date n'est pas disponible », « Veuillez préciser le type d'espace »), so that no card mixes it
 * with the curly one (docs/decisions.md "One apostrophe"). What users type is theirs: search
 * reads both alike (src/domain/text.ts).
 */

function curly(texts: string[]): string[] {
  return texts.filter((text) => text.includes('\u2019'));
}

describe('the apostrophe', () => {
  const texts = stringsModuleTexts();

  it('is straight in every text of the strings module', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((text) => /\w'\w/.test(text)).length).toBeGreaterThan(100);
    expect(curly(texts)).toEqual([]);
  });

  it('is straight in the e-mail templates', () => {
    const mails = textsOf(emails);
    expect(mails.some((text) => /\w'\w/.test(text))).toBe(true);
    expect(curly(mails)).toEqual([]);
  });

  it('is straight in the demo data: titles, descriptions, reviews, messages', () => {
    const seed = textsOf(buildSeed(new Date('2026-06-01T10:00:00Z')));
    expect(seed.filter((text) => /\w'\w/.test(text)).length).toBeGreaterThan(10);
    expect(curly(seed)).toEqual([]);
  });

  it('keeps the spec messages that carry one', () => {
    expect(texts).toEqual(
      expect.arrayContaining([
        "S'inscrire",
        "Cette date n'est pas disponible",
        "Veuillez préciser le type d'espace",
      ]),
    );
  });
});
