import {
  formatDate,
  formatDay,
  formatMad,
  formatNumber,
  formatShortDay,
  formatShortDayYear,
} from '@/domain/format';

// French formats group thousands with a narrow no-break space (U+202F).
const NNBSP = '\u202f';

describe('French number formats', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatNumber(1250)).toBe(`1${NNBSP}250`);
    expect(formatNumber(1234567)).toBe(`1${NNBSP}234${NNBSP}567`);
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatNumber(2.345)).toBe('2,35');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes amounts in MAD', () => {
    // a no-break space before MAD: never alone on the next line
    expect(formatMad(1250)).toBe(`1${NNBSP}250\u00a0MAD`);
    expect(formatMad(99.5)).toBe('99,5\u00a0MAD');
  });
});

describe('French date formats', () => {
  it('writes a calendar day in full, whatever the local zone', () => {
    expect(formatDay('2026-03-03')).toBe('3 mars 2026');
    expect(formatDay('2026-12-31')).toBe('31 décembre 2026');
    expect(formatDay('2028-02-29')).toBe('29 février 2028');
    expect(formatDay('2026-12-01')).toBe('1er décembre 2026');
  });

  it('writes a calendar day with its month shortened, for a narrow field', () => {
    expect(formatShortDayYear('2027-09-28')).toBe('28 sept. 2027');
    expect(formatShortDayYear('2026-12-01')).toBe('1er déc. 2026');
    expect(formatShortDayYear('2028-02-29')).toBe('29 févr. 2028');
    expect(formatShortDayYear('2026-05-31')).toBe('31 mai 2026');
  });

  it('writes a short day without its year, the first of a month "1er"', () => {
    expect(formatShortDay('2026-12-01')).toBe('1er déc.');
    expect(formatShortDay('2027-01-01')).toBe('1er janv.');
    expect(formatShortDay('2027-01-03')).toBe('3 janv.');
  });

  it('writes a moment as its calendar day in Morocco', () => {
    // 23:30 UTC on 14 June is 00:30 on 15 June in Casablanca (UTC+1), 19:30 on 14 June here.
    expect(formatDate(new Date('2026-06-14T23:30:00Z'))).toBe('15 juin 2026');
    expect(formatDate(new Date('2026-01-05T10:00:00Z'))).toBe('5 janvier 2026');
    // 23:30 UTC on 31 May is 00:30 on 1 June in Casablanca
    expect(formatDate(new Date('2026-05-31T23:30:00Z'))).toBe('1er juin 2026');
  });
});
