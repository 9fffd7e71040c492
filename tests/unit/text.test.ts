import { initialsOf } from '@/domain/initials';
import { editDistance } from '@/domain/placeSuggestion';
import { cityKey, namesPlace, normalizeText } from '@/domain/text';

describe('normalizeText', () => {
  it('drops accents and case, trims and keeps single spaces', () => {
    expect(normalizeText('  Fès ')).toBe('fes');
    expect(normalizeText('Aïn   Sebaâ')).toBe('ain sebaa');
    expect(normalizeText('MEKNÈS')).toBe('meknes');
  });

  it('turns apostrophes (straight or curly) and punctuation into word breaks', () => {
    expect(normalizeText("Route d'Imouzzer")).toBe('route d imouzzer');
    expect(normalizeText('Route d’Imouzzer')).toBe('route d imouzzer');
    expect(normalizeText('Centre-ville, Rabat')).toBe('centre ville rabat');
  });

  it('gives the empty string for nothing but punctuation', () => {
    expect(normalizeText(' -, ')).toBe('');
  });
});

describe('cityKey', () => {
  it('stores and searches a city under one key', () => {
    expect(cityKey('Fès')).toBe('fes');
    expect(cityKey(' fes')).toBe('fes');
    expect(cityKey('Béni Mellal')).toBe('beni mellal');
  });
});

describe('namesPlace', () => {
  it('finds a place named as whole words, accents, case and apostrophes aside', () => {
    expect(namesPlace('Coworking convivial à Kénitra', 'Kénitra')).toBe(true);
    expect(namesPlace("Coworking face à la plage d'Agadir", 'Agadir')).toBe(true);
    expect(namesPlace('Open-space au centre d’Oujda', 'Oujda')).toBe(true);
    expect(namesPlace('Bureaux SIDI MAAROUF business', 'Sidi Maârouf')).toBe(true);
    expect(namesPlace('Fès', 'Fès')).toBe(true);
  });

  it('does not take a part of a word, or another place, for it', () => {
    expect(namesPlace('Bureau à Casablanca', 'Casa')).toBe(false);
    expect(namesPlace('Bureau calme', 'Rabat')).toBe(false);
    expect(namesPlace('Bureau à Rabat', '')).toBe(false);
    expect(namesPlace('Bureau à Rabat', ' - ')).toBe(false);
    expect(namesPlace('', '')).toBe(false);
  });
});

describe('initialsOf: an avatar without a photo', () => {
  it('takes the first and last names’ first letters, in capitals', () => {
    expect(initialsOf({ firstName: 'yasmine', lastName: 'Benali' })).toBe('YB');
    expect(initialsOf({ firstName: ' Aït', lastName: ' ouaâzzi' }, 'x@y.ma')).toBe('AO');
    expect(initialsOf({ firstName: 'Omar', lastName: '' })).toBe('O');
    expect(initialsOf({ firstName: 'Omar' })).toBe('O');
    expect(initialsOf({ firstName: null, lastName: 'Tazi' })).toBe('T');
  });
  it('falls back on the first letter of a display name or an e-mail, else "?"', () => {
    expect(initialsOf(null, ' sara.tazi@demo.ma')).toBe('S');
    expect(initialsOf({ firstName: ' ', lastName: '' }, 'karim')).toBe('K');
    expect(initialsOf(null)).toBe('?');
    expect(initialsOf({ firstName: '', lastName: '' }, '  ')).toBe('?');
  });
});

describe('editDistance', () => {
  it('counts a letter added, removed or replaced, and two neighbours swapped, as one edit', () => {
    expect(editDistance('casablanca', 'casablanca', 2)).toBe(0);
    expect(editDistance('casablnca', 'casablanca', 2)).toBe(1);
    expect(editDistance('casablancaa', 'casablanca', 2)).toBe(1);
    expect(editDistance('casablamca', 'casablanca', 2)).toBe(1);
    expect(editDistance('casalbanca', 'casablanca', 2)).toBe(1);
    expect(editDistance('acsablanca', 'casablanca', 2)).toBe(1);
    expect(editDistance('casablanac', 'casablanca', 2)).toBe(1);
    expect(editDistance('marakesh', 'marrakech', 2)).toBe(2);
    expect(editDistance('', 'abc', 3)).toBe(3);
    expect(editDistance('abc', '', 3)).toBe(3);
    // a swap is one edit, not two replacements; a swap and a replacement, two
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance('abc', 'bad', 2)).toBe(2);
    // a swap needs both letters to match crosswise, not one of them
    expect(editDistance('ac', 'ba', 2)).toBe(2);
    expect(editDistance('ca', 'ab', 2)).toBe(2);
  });

  it('says max + 1 as soon as the distance is known to be more than max', () => {
    expect(editDistance('marakesh', 'marrakech', 1)).toBe(2);
    expect(editDistance('rabat', 'casablanca', 2)).toBe(3);
    expect(editDistance('abcd', 'wxyz', 2)).toBe(3);
    expect(editDistance('abcd', 'wxyz', 4)).toBe(4);
    // the same length, every letter but the last different: stopped before the end
    expect(editDistance('xxxxa', 'yyyya', 1)).toBe(2);
  });
});
