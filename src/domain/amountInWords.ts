/**
 * An amount of MAD written in French words, as an invoice or receipt states it ("Arrêté le
 * présent document à la somme de …"): 123 450 centimes → "mille deux cent trente-quatre
 * dirhams et cinquante centimes".
 *
 * Spelling: the traditional one (before the 1990 reform), still the usual one on cheques and
 * invoices: hyphens only between tens and units under one hundred ("trente-quatre",
 * "quatre-vingt-dix-neuf"), none around "et", "cent", "mille", "million", "milliard"
 * ("vingt et un", "deux cent un", "mille deux cents").
 * - "et" joins un and onze to the tens 20 to 60: "vingt et un", "soixante et onze", but
 *   "quatre-vingt-un", "quatre-vingt-onze";
 * - "vingt" (in quatre-vingts) and "cent" take an s when multiplied and last, or followed by
 *   million/milliard (nouns): "quatre-vingts", "deux cents", "deux cents millions", but
 *   "quatre-vingt-un", "deux cent un", "quatre-vingt mille", "deux cent mille";
 * - "mille" never varies and has no "un" before it; "million" and "milliard" are nouns:
 *   "un million", "deux millions", and "de" before the currency when the amount ends with one
 *   of them ("un million de dirhams");
 * - the currency agrees: "zéro dirham", "un dirham", "deux dirhams"; "un centime", "deux
 *   centimes"; no dirham part when there are only centimes ("cinquante centimes").
 *
 * The vocabulary lives here rather than in src/i18n: it is the French grammar of numbers, an
 * algorithm of its own, not a message that could be reworded.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];

/** The tens words for 20, 30 … 60 (index = tens digit − 2). */
const TENS = ['vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** The amount, in dirhams, from which the words are refused: a thousand milliards. */
export const AMOUNT_IN_WORDS_LIMIT_DIRHAMS = 1_000_000_000_000;

/** 1 to 99. `plural`: the number is last (or before million/milliard), "quatre-vingts". */
function underHundred(n: number, plural: boolean): string {
  if (n < 20) return UNITS[n];
  const tens = Math.floor(n / 10);
  const unit = n % 10;
  if (tens === 7 || tens === 9) {
    // soixante-dix … soixante-dix-neuf, quatre-vingt-dix … quatre-vingt-dix-neuf
    const base = tens === 7 ? 'soixante' : 'quatre-vingt';
    const rest = 10 + unit;
    if (tens === 7 && unit === 1) return 'soixante et onze';
    return `${base}-${UNITS[rest]}`;
  }
  if (tens === 8) {
    if (unit === 0) return plural ? 'quatre-vingts' : 'quatre-vingt';
    return `quatre-vingt-${UNITS[unit]}`;
  }
  const word = TENS[tens - 2];
  if (unit === 0) return word;
  if (unit === 1) return `${word} et un`;
  return `${word}-${UNITS[unit]}`;
}

/** 1 to 999. */
function underThousand(n: number, plural: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  else if (hundreds > 0) {
    parts.push(`${UNITS[hundreds]} ${rest === 0 && plural ? 'cents' : 'cent'}`);
  }
  if (rest > 0) parts.push(underHundred(rest, plural));
  return parts.join(' ');
}

/**
 * A whole number from 0 to 999 999 999 999 in words. Returns the words and whether it ends
 * with "million(s)" or "milliard(s)" (then "de" comes before a noun).
 */
function integerWords(n: number): { words: string; endsWithNoun: boolean } {
  if (n === 0) return { words: UNITS[0], endsWithNoun: false };
  const milliards = Math.floor(n / 1_000_000_000);
  const millions = Math.floor(n / 1_000_000) % 1000;
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (milliards > 0) {
    parts.push(`${underThousand(milliards, true)} ${milliards > 1 ? 'milliards' : 'milliard'}`);
  }
  if (millions > 0) {
    parts.push(`${underThousand(millions, true)} ${millions > 1 ? 'millions' : 'million'}`);
  }
  if (thousands === 1) parts.push('mille');
  else if (thousands > 0) parts.push(`${underThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(underThousand(rest, true));
  return { words: parts.join(' '), endsWithNoun: thousands === 0 && rest === 0 };
}

/** "un dirham", "deux dirhams", "un million de dirhams". */
function counted(n: number, singular: string, plural: string): string {
  const { words, endsWithNoun } = integerWords(n);
  if (endsWithNoun) return `${words} de ${plural}`;
  return `${words} ${n > 1 ? plural : singular}`;
}

/**
 * The amount in French words: dirhams, then "et" and the centimes when there are any.
 * For 0 to 99 999 999 999 999 centimes (under a thousand milliards of dirhams); anything else
 * (negative, fractional, larger) throws a RangeError.
 */
export function amountInWords(centimes: number): string {
  if (!Number.isSafeInteger(centimes) || centimes < 0) {
    throw new RangeError(`amountInWords: whole, non-negative centimes expected, got ${centimes}`);
  }
  const dirhams = Math.floor(centimes / 100);
  if (dirhams >= AMOUNT_IN_WORDS_LIMIT_DIRHAMS) {
    throw new RangeError(`amountInWords: ${centimes} centimes is too large`);
  }
  const cents = centimes % 100;
  if (cents === 0) return counted(dirhams, 'dirham', 'dirhams');
  const centWords = counted(cents, 'centime', 'centimes');
  if (dirhams === 0) return centWords;
  return `${counted(dirhams, 'dirham', 'dirhams')} et ${centWords}`;
}
