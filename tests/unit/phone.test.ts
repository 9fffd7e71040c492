import { isMoroccanPhone, normalizeMoroccanPhone } from '@/domain/phone';

describe('Moroccan phone numbers', () => {
  it.each([
    ['+212 6 12 34 56 78', '+212 6 12 34 56 78'],
    ['+212612345678', '+212 6 12 34 56 78'],
    ['00212 7 12 34 56 78', '+212 7 12 34 56 78'],
    ['+212 (0)6 12 34 56 78', '+212 6 12 34 56 78'],
    ['06 12 34 56 78', '+212 6 12 34 56 78'],
    ['07.12.34.56.78', '+212 7 12 34 56 78'],
    ['05-22-33-44-55', '+212 5 22 33 44 55'],
    ['  0612345678  ', '+212 6 12 34 56 78'],
  ])('accepts %j and stores it as %j', (input, stored) => {
    expect(isMoroccanPhone(input)).toBe(true);
    expect(normalizeMoroccanPhone(input)).toBe(stored);
  });

  it.each([
    'abc',
    '',
    '0812345678', // 08: not a subscriber number
    '061234567', // 9 digits
    '06123456789', // 11 digits
    '+33 6 12 34 56 78', // another country
    '+2126123456789',
    '212612345678', // the country code without + or 00
    '+212 06 12 34 56 78 9',
    '06 12 34 56 7a',
    '99 06 12 34 56 78', // digits before a national number
    'Tél. 06 12 34 56 78', // words before it
  ])('refuses %j (and leaves it as typed, trimmed)', (input) => {
    expect(isMoroccanPhone(input)).toBe(false);
    expect(normalizeMoroccanPhone(` ${input} `)).toBe(input.trim());
  });
});
