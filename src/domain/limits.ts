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

/**
 * Minimum password length (spec §9): the sign-up and password-change forms
 * (src/features/auth/schemas.ts) and the local backend's accounts, as Firebase Auth's own minimum.
 */
export const MIN_PASSWORD_LENGTH = 6;

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

/**
 * Issue 15, a host's legal identity and a tenant's billing details (characters, at most). Not in
 * TEXT_LIMITS: no rule stores them yet; the rules that will store them take these numbers.
 */
export const LEGAL_LIMITS = {
  raisonSociale: 200,
  fullName: TEXT_LIMITS.fullName,
  address: TEXT_LIMITS.address,
  /** The city of the tribunal that keeps the trade register (RC). */
  rcCourt: 100,
  /** A tenant's company name on a receipt or invoice. */
  companyName: 200,
} as const;

/**
 * Issue 15, reviews: a rating of 1 to 5 stars and a text of 20 to 2,000 characters (trimmed),
 * written within 30 days of the review window opening, editable 48 hours; the host's answer
 * (once) at most 2,000 characters too, which its host may correct for 48 hours as well.
 */
export const REVIEW_LIMITS = {
  rating: { min: 1, max: 5 },
  text: { min: 20, max: 2000 },
  answer: { min: 1, max: 2000 },
  windowDays: 30,
  editHours: 48,
  /** The admin's reason for hiding a review. */
  hideReasonMax: 500,
} as const;
