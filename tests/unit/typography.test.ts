import { describe, expect, it } from 'vitest';
import emails from '../../src/i18n/fr/emails.json';
import { stringsModuleTexts, textsOf } from '../stringsModule';

/**
 * French puts a space before « : ; ? ! », and that space must not break: on a 390 px phone an
 * ordinary one let a line start with « : » (docs/decisions.md "A space that holds"). Every text
 * of the strings module and of the e-mail templates uses a no-break space there, but the three
 * spec messages, matched character for character as the spec writes them.
 */

const SPEC_MESSAGES = [
  'Connexion réussie !',
  'Compte créé avec succès !',
  'Les premiers bureaux seront bientôt disponibles !',
];

/** An ordinary space before a mark that ends a clause (not « a ?b », a URL's query). */
const breakable = (text: string) => / [:;?!](\s|$)/.test(text);
/** A no-break space (U+00A0) or a narrow one (U+202F) before the same marks. */
const held = (text: string) => /[\u00a0\u202f][:;?!](\s|$)/.test(text);

describe('the space before « : ; ? ! »', () => {
  const texts = stringsModuleTexts();

  it('holds in every text of the strings module', () => {
    expect(texts.length).toBeGreaterThan(1000);
    // the check reads what it should: many texts have such a mark
    expect(texts.filter(held).length).toBeGreaterThan(100);
    expect(texts.filter((text) => breakable(text) && !SPEC_MESSAGES.includes(text))).toEqual([]);
  });

  it('holds in the e-mail templates', () => {
    const mails = textsOf(emails);
    expect(mails.filter(held).length).toBeGreaterThan(10);
    expect(mails.filter(breakable)).toEqual([]);
  });

  it('keeps the spec messages as the spec writes them', () => {
    expect(texts).toEqual(expect.arrayContaining(SPEC_MESSAGES));
  });

  it('tells a breakable space from a held one', () => {
    expect(breakable('Prix : 300 MAD')).toBe(true);
    expect(breakable('Vraiment ?')).toBe(true);
    expect(breakable('Prix\u00a0: 300 MAD')).toBe(false);
    expect(held('Prix\u00a0: 300 MAD')).toBe(true);
    expect(held('Vraiment\u202f?')).toBe(true);
    expect(breakable('/search?city=Fès')).toBe(false);
  });
});
