/**
 * The size limits of what users type, in one place: the forms' yup schemas
 * (src/features/*\/schema*.ts) check these numbers, and firestore.rules enforce the same ones
 * (tests/unit/limits.test.ts reads them out of firestore.rules, and checks the local rule
 * mirror against them), so a value the form accepts is never refused by the rules.
 */

/** Characters, at most (firestore.rules `str(d.field, min, max)` / `optStr(d, 'field', max)`). */
export const TEXT_LIMITS = {
  // users/{uid}
  firstName: 100,
  lastName: 100,
  /** "firstName lastName", written by the sign-up and profile plans. */
  fullName: 200,
  email: 320,
  phoneNumber: 30,
  profession: 100,
  bio: 500,
  // listings/{id}
  title: 120,
  description: 5000,
  /** location.address: the street typed before the chosen place, then the place's address. */
  address: 300,
  /** location.city */
  city: 100,
  customSpaceType: 100,
} as const;

/**
 * The optional street the host types before the chosen place: a limit of the form only, well
 * under TEXT_LIMITS.address so that the composed address still fits.
 */
export const STREET_MAX_LENGTH = 120;

/** Numbers of a listing, inclusive bounds (firestore.rules `num(d.field, min, max)`). */
export const NUMBER_LIMITS = {
  pricePerDay: { min: 1, max: 1_000_000 },
  pricePerMonth: { min: 1, max: 10_000_000 },
  area: { min: 1, max: 100_000 },
  floor: { min: 0, max: 200 },
  workstations: { min: 1, max: 10_000 },
  minimumDuration: { min: 1, max: 365 },
} as const;

export type TextLimitField = keyof typeof TEXT_LIMITS;
export type NumberLimitField = keyof typeof NUMBER_LIMITS;

/** "First Last" as the plans write it: fits TEXT_LIMITS.fullName. */
export function fullNameFits(firstName: string, lastName: string): boolean {
  return `${firstName.trim()} ${lastName.trim()}`.trim().length <= TEXT_LIMITS.fullName;
}
