/** Issue 15: the amount in French words on receipts and invoices (traditional spelling). */
import { AMOUNT_IN_WORDS_LIMIT_DIRHAMS, amountInWords } from '@/domain/amountInWords';

const dh = (n: number) => amountInWords(n * 100);

describe('amountInWords: dirhams', () => {
  it.each([
    [0, 'zéro dirham'],
    [1, 'un dirham'],
    [2, 'deux dirhams'],
    [3, 'trois dirhams'],
    [4, 'quatre dirhams'],
    [5, 'cinq dirhams'],
    [6, 'six dirhams'],
    [7, 'sept dirhams'],
    [8, 'huit dirhams'],
    [9, 'neuf dirhams'],
    [10, 'dix dirhams'],
    [11, 'onze dirhams'],
    [12, 'douze dirhams'],
    [13, 'treize dirhams'],
    [14, 'quatorze dirhams'],
    [15, 'quinze dirhams'],
    [16, 'seize dirhams'],
    [17, 'dix-sept dirhams'],
    [18, 'dix-huit dirhams'],
    [19, 'dix-neuf dirhams'],
    [20, 'vingt dirhams'],
    [21, 'vingt et un dirhams'],
    [22, 'vingt-deux dirhams'],
    [30, 'trente dirhams'],
    [31, 'trente et un dirhams'],
    [34, 'trente-quatre dirhams'],
    [40, 'quarante dirhams'],
    [41, 'quarante et un dirhams'],
    [45, 'quarante-cinq dirhams'],
    [50, 'cinquante dirhams'],
    [51, 'cinquante et un dirhams'],
    [56, 'cinquante-six dirhams'],
    [60, 'soixante dirhams'],
    [61, 'soixante et un dirhams'],
    [67, 'soixante-sept dirhams'],
    [69, 'soixante-neuf dirhams'],
    [70, 'soixante-dix dirhams'],
    [71, 'soixante et onze dirhams'],
    [72, 'soixante-douze dirhams'],
    [77, 'soixante-dix-sept dirhams'],
    [79, 'soixante-dix-neuf dirhams'],
    [80, 'quatre-vingts dirhams'],
    [81, 'quatre-vingt-un dirhams'],
    [85, 'quatre-vingt-cinq dirhams'],
    [90, 'quatre-vingt-dix dirhams'],
    [91, 'quatre-vingt-onze dirhams'],
    [97, 'quatre-vingt-dix-sept dirhams'],
    [99, 'quatre-vingt-dix-neuf dirhams'],
    [100, 'cent dirhams'],
    [101, 'cent un dirhams'],
    [110, 'cent dix dirhams'],
    [121, 'cent vingt et un dirhams'],
    [171, 'cent soixante et onze dirhams'],
    [180, 'cent quatre-vingts dirhams'],
    [181, 'cent quatre-vingt-un dirhams'],
    [200, 'deux cents dirhams'],
    [201, 'deux cent un dirhams'],
    [280, 'deux cent quatre-vingts dirhams'],
    [300, 'trois cents dirhams'],
    [750, 'sept cent cinquante dirhams'],
    [999, 'neuf cent quatre-vingt-dix-neuf dirhams'],
    [1000, 'mille dirhams'],
    [1001, 'mille un dirhams'],
    [1100, 'mille cent dirhams'],
    [1200, 'mille deux cents dirhams'],
    [1234, 'mille deux cent trente-quatre dirhams'],
    [1980, 'mille neuf cent quatre-vingts dirhams'],
    [2000, 'deux mille dirhams'],
    [21_000, 'vingt et un mille dirhams'],
    [80_000, 'quatre-vingt mille dirhams'],
    [80_080, 'quatre-vingt mille quatre-vingts dirhams'],
    [100_000, 'cent mille dirhams'],
    [200_000, 'deux cent mille dirhams'],
    [280_000, 'deux cent quatre-vingt mille dirhams'],
    [999_999, 'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf dirhams'],
    [1_000_000, 'un million de dirhams'],
    [1_000_001, 'un million un dirhams'],
    [1_001_000, 'un million mille dirhams'],
    [1_200_000, 'un million deux cent mille dirhams'],
    [2_000_000, 'deux millions de dirhams'],
    [80_000_000, 'quatre-vingts millions de dirhams'],
    [200_000_000, 'deux cents millions de dirhams'],
    [201_000_000, 'deux cent un millions de dirhams'],
    [1_000_000_000, 'un milliard de dirhams'],
    [1_000_000_001, 'un milliard un dirhams'],
    [1_000_001_000, 'un milliard mille dirhams'],
    [1_001_000_000, 'un milliard un million de dirhams'],
    [2_000_000_000, 'deux milliards de dirhams'],
    [80_000_000_000, 'quatre-vingts milliards de dirhams'],
    [200_000_000_000, 'deux cents milliards de dirhams'],
    [
      999_999_999_999,
      'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions ' +
        'neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf dirhams',
    ],
  ])('%i MAD → %j', (n, words) => {
    expect(dh(n)).toBe(words);
  });
});

describe('amountInWords: centimes', () => {
  it.each([
    [1, 'un centime'],
    [2, 'deux centimes'],
    [21, 'vingt et un centimes'],
    [50, 'cinquante centimes'],
    [71, 'soixante et onze centimes'],
    [80, 'quatre-vingts centimes'],
    [99, 'quatre-vingt-dix-neuf centimes'],
    [101, 'un dirham et un centime'],
    [150, 'un dirham et cinquante centimes'],
    [280, 'deux dirhams et quatre-vingts centimes'],
    [123_450, 'mille deux cent trente-quatre dirhams et cinquante centimes'],
    [100_000_001, 'un million de dirhams et un centime'],
    [200_000_000_099, 'deux milliards de dirhams et quatre-vingt-dix-neuf centimes'],
  ])('%i centimes → %j', (centimes, words) => {
    expect(amountInWords(centimes)).toBe(words);
  });
});

describe('amountInWords: limits', () => {
  it('goes up to 999 999 999 999,99 MAD', () => {
    expect(AMOUNT_IN_WORDS_LIMIT_DIRHAMS).toBe(1_000_000_000_000);
    expect(amountInWords(99_999_999_999_999)).toMatch(
      /^neuf cent quatre-vingt-dix-neuf milliards .* dirhams et quatre-vingt-dix-neuf centimes$/,
    );
    expect(() => amountInWords(100_000_000_000_000)).toThrow(
      /amountInWords: 100000000000000 centimes is too large/,
    );
  });

  it('refuses negative, fractional and non-numbers', () => {
    expect(() => amountInWords(-1)).toThrow(/amountInWords: whole, non-negative centimes/);
    expect(() => amountInWords(1.5)).toThrow(/whole, non-negative/);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
