/**
 * One source for the size limits (src/domain/limits.ts): firestore.rules enforce exactly these
 * numbers, the local rule mirror too, and every form schema refuses one character more, so a
 * value a form accepts is never refused by the rules (F1B item A: a 31-character phone passed
 * the sign-up form and was refused by the rules after the account was created).
 */
import { readFileSync } from 'node:fs';
import { ValidationError } from 'yup';
import { NUMBER_LIMITS, TEXT_LIMITS, type TextLimitField } from '@/domain/limits';
import { signupSchema, quickSignupSchema } from '@/features/auth/schemas';
import { listingSchema } from '@/features/host/listingSchema';
import { profileSchema } from '@/features/profile/schema';
import { validListing as validListingRule, validProfile } from '@/services/local/rules';
import type { RuleEnv } from '@/services/local/rules/helpers';
import { newListingDoc } from '@/services/shared/documents';
import { newListingInput } from '../contract/backendContract';

const RULES = readFileSync('firestore.rules', 'utf8');

/** The field of firestore.rules (`d.<path>`) that each text limit is about. */
const RULE_FIELD: Record<TextLimitField, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  fullName: 'fullName',
  email: 'email',
  phoneNumber: 'phoneNumber',
  profession: 'profession',
  bio: 'bio',
  title: 'title',
  description: 'description',
  address: 'location.address',
  city: 'location.city',
  customSpaceType: 'customSpaceType',
};

/** Every `str(d.x, min, max)`, `optStr(d, 'x', max)`, `num(d.x, min, max)` and `mad(d.x, max)` of the rules. */
function ruleBounds() {
  const text = new Map<string, number[]>();
  const numbers = new Map<string, { min: number; max: number }[]>();
  const push = <T>(m: Map<string, T[]>, k: string, v: T) => m.set(k, [...(m.get(k) ?? []), v]);
  for (const [, field, , max] of RULES.matchAll(/\bstr\(d\.([\w.]+),\s*(\d+),\s*(\d+)\)/g)) {
    push(text, field, Number(max));
  }
  for (const [, field, max] of RULES.matchAll(/\boptStr\(d,\s*'(\w+)',\s*(\d+)\)/g)) {
    push(text, field, Number(max));
  }
  for (const [, field, min, max] of RULES.matchAll(/\bnum\(d\.([\w.]+),\s*(-?\d+),\s*(-?\d+)\)/g)) {
    push(numbers, field, { min: Number(min), max: Number(max) });
  }
  // Prices: mad(d.x, max), whole MAD from 1 (`function mad(v, max) { … v >= 1 && v <= max }`).
  const madMin = /function mad\(v, max\) \{ return v is int && v >= (\d+) && v <= max; \}/.exec(
    RULES,
  );
  for (const [, field, max] of RULES.matchAll(/\bmad\(d\.([\w.]+),\s*(\d+)\)/g)) {
    if (field === 'monthlyPrice') continue; // a booking's copy of pricePerMonth, not a form field
    push(numbers, field, { min: Number(madMin?.[1]), max: Number(max) });
  }
  return { text, numbers };
}

describe('firestore.rules enforce the limits of src/domain/limits.ts', () => {
  const { text, numbers } = ruleBounds();

  it.each(Object.entries(TEXT_LIMITS))('%s: at most %i characters', (key, max) => {
    expect(text.get(RULE_FIELD[key as TextLimitField])).toEqual([max]);
  });

  it.each(Object.entries(NUMBER_LIMITS))('%s: %o', (key, bounds) => {
    expect(numbers.get(key)).toEqual([bounds]);
  });
});

describe('the local rule mirror enforces the same limits', () => {
  const profile = (patch: Record<string, unknown>) => ({
    uid: 'u1',
    firstName: 'Nadia',
    lastName: 'Kabbaj',
    fullName: 'Nadia Kabbaj',
    email: 'nadia@exemple.ma',
    phoneNumber: '+212 6 00 00 00 00',
    role: 'tenant',
    profession: '',
    bio: '',
    favorites: [],
    createdAt: '2026-06-15T09:00:00.000Z',
    ...patch,
  });
  const PROFILE_FIELDS = [
    'firstName',
    'lastName',
    'fullName',
    'phoneNumber',
    'profession',
    'bio',
  ] as const;

  it.each(PROFILE_FIELDS)('users.%s', (field) => {
    const max = TEXT_LIMITS[field];
    expect(validProfile(profile({ [field]: 'a'.repeat(max) }))).toBe(true);
    expect(validProfile(profile({ [field]: 'a'.repeat(max + 1) }))).toBe(false);
  });

  // No stored document or file: the listing's own fields are all that is checked.
  const env: RuleEnv = {
    auth: null,
    now: new Date('2026-06-15T09:00:00.000Z'),
    get: () => null,
    getAfter: () => null,
    filesUnder: () => [],
  };
  const validListing = (d: Record<string, unknown>) => validListingRule(env, 'lst-1', d);
  const listing = (patch: (d: Record<string, unknown>) => void) => {
    const d = {
      ...newListingDoc(newListingInput(), 'h1', 'Karim'),
      createdAt: '2026-06-15T09:00:00.000Z',
    } as Record<string, unknown>;
    patch(d);
    return d;
  };
  const setText = (field: TextLimitField, value: string) => (d: Record<string, unknown>) => {
    if (field === 'address' || field === 'city') {
      d.location = { ...(d.location as object), [field]: value };
    } else if (field === 'customSpaceType') {
      d.spaceType = 'other';
      d.customSpaceType = value;
    } else d[field] = value;
  };

  it.each(['title', 'description', 'address', 'city', 'customSpaceType'] as const)(
    'listings.%s',
    (field) => {
      const max = TEXT_LIMITS[field];
      expect(validListing(listing(setText(field, 'a'.repeat(max))))).toBe(true);
      expect(validListing(listing(setText(field, 'a'.repeat(max + 1))))).toBe(false);
    },
  );

  it.each(Object.entries(NUMBER_LIMITS))('listings.%s', (field, { min, max }) => {
    const at = (n: number) => listing((d) => (d[field] = n));
    expect(validListing(at(min))).toBe(true);
    expect(validListing(at(max))).toBe(true);
    expect(validListing(at(min - 1))).toBe(false);
    expect(validListing(at(max + 1))).toBe(false);
  });
});

/** The messages of a validation, by path. */
async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Record<string, string[]> = {};
    for (const inner of e.inner) (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

describe('every form refuses one character more than the rules accept', () => {
  const signup = {
    firstName: 'Nadia',
    lastName: 'Kabbaj',
    email: 'nadia@exemple.ma',
    phoneNumber: '+212 6 00 00 00 00',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'host',
  };

  it.each([
    ['sign-up', signupSchema],
    ['quick sign-up', quickSignupSchema],
  ] as const)('%s: the phone, the names and the e-mail', async (_, schema) => {
    // A valid Moroccan number (src/domain/phone.ts) written with n characters.
    const phone = (n: number) => `+212${' '.repeat(n - 17)}6 00 00 00 00`;
    expect(await errorsOf(schema, { ...signup, phoneNumber: phone(30) })).toEqual({});
    expect(await errorsOf(schema, { ...signup, phoneNumber: phone(31) })).toEqual({
      phoneNumber: ['Maximum 30 caractères'],
    });
    expect(await errorsOf(schema, { ...signup, firstName: 'a'.repeat(101) })).toEqual({
      firstName: ['Maximum 100 caractères'],
    });
    expect(
      await errorsOf(schema, { ...signup, firstName: 'a'.repeat(100), lastName: 'b'.repeat(100) }),
    ).toEqual({ lastName: ['Prénom et nom\u00a0: 200 caractères maximum au total'] });
    expect(
      await errorsOf(schema, { ...signup, firstName: 'a'.repeat(100), lastName: 'b'.repeat(99) }),
    ).toEqual({});
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.ma`;
    expect(longEmail.length).toBeGreaterThan(320);
    expect((await errorsOf(schema, { ...signup, email: longEmail })).email).toContain(
      'Maximum 320 caractères',
    );
  });

  it('profile: names, phone, profession, bio', async () => {
    const base = {
      firstName: 'Nadia',
      lastName: 'Kabbaj',
      phoneNumber: '',
      profession: '',
      bio: '',
    };
    // The phone must also be a Moroccan number (src/domain/phone.ts): one written with n characters.
    const text = (field: string, n: number) =>
      field === 'phoneNumber' ? `+212${' '.repeat(n - 17)}6 00 00 00 00` : 'a'.repeat(n);
    for (const field of ['phoneNumber', 'profession', 'bio'] as const) {
      const max = TEXT_LIMITS[field];
      expect(await errorsOf(profileSchema, { ...base, [field]: text(field, max) })).toEqual({});
      expect(await errorsOf(profileSchema, { ...base, [field]: text(field, max + 1) })).toEqual({
        [field]: [`Maximum ${max} caractères`],
      });
    }
    expect(
      await errorsOf(profileSchema, {
        ...base,
        firstName: 'a'.repeat(100),
        lastName: 'b'.repeat(100),
      }),
    ).toEqual({ lastName: ['Prénom et nom\u00a0: 200 caractères maximum au total'] });
  });

  it('listing: title, description, custom space type and the composed address', async () => {
    const valid = {
      title: 'Bureau',
      description: 'Un bureau.',
      spaceType: 'other',
      customSpaceType: 'Atelier',
      place: { address: 'Maârif, Casablanca, Maroc', city: 'Casablanca', coordinates: null },
      street: '',
      area: 20,
      floor: 0,
      hasElevator: false,
      isAccessible: false,
      workstations: 1,
      internetType: 'fiber',
      parkingAvailable: false,
      minimumDuration: 1,
      pricePerDay: 150,
      pricePerMonth: 2500,
      amenities: [],
      additionalEquipment: [],
    };
    expect(await errorsOf(listingSchema, valid)).toEqual({});
    for (const field of ['title', 'description', 'customSpaceType'] as const) {
      const max = TEXT_LIMITS[field];
      expect(await errorsOf(listingSchema, { ...valid, [field]: 'a'.repeat(max) })).toEqual({});
      expect(
        Object.keys(await errorsOf(listingSchema, { ...valid, [field]: 'a'.repeat(max + 1) })),
      ).toEqual([field]);
    }
    // A long place address plus a street: together over location.address's 300 characters.
    const place = { ...valid.place, address: `${'a'.repeat(250)}, Casablanca` };
    expect(await errorsOf(listingSchema, { ...valid, place, street: '12 Rue' })).toEqual({});
    expect(await errorsOf(listingSchema, { ...valid, place, street: 'b'.repeat(60) })).toEqual({
      street: ['Adresse complète\u00a0: 300 caractères maximum'],
    });
  });
});
