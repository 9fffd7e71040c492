/**
 * Moroccan phone numbers (issue 16): what the forms accept and the one form they are stored in.
 *
 * Accepted: a national number of 10 digits starting with 05, 06 or 07 ("06 12 34 56 78"), or
 * the same without its 0 after +212 or 00212 ("+212 6 12 34 56 78", "00212612345678"), with
 * spaces, dots, dashes or brackets anywhere, and an optional "(0)" after the country code.
 * Stored as "+212 6 12 34 56 78" (the spec's placeholder format).
 */

/** The 9 national digits (without the leading 0) of a Moroccan number, or null. */
function nationalDigits(input: string): string | null {
  const compact = input.replace(/[\s.()-]/g, '');
  const m = /^(?:(?:\+|00)212(?:0)?|0)([5-7]\d{8})$/.exec(compact);
  return m ? m[1] : null;
}

/** Whether `input` is a Moroccan fixed (05) or mobile (06, 07) number. */
export function isMoroccanPhone(input: string): boolean {
  return nationalDigits(input) !== null;
}

/**
 * "+212 6 12 34 56 78" for any accepted writing of the number; anything else is returned
 * trimmed, unchanged (the forms refuse it before; the rules bound its length).
 */
export function normalizeMoroccanPhone(input: string): string {
  const digits = nationalDigits(input);
  if (!digits) return input.trim();
  const pairs = digits.slice(1).match(/\d\d/g)!;
  return `+212 ${digits[0]} ${pairs.join(' ')}`;
}
