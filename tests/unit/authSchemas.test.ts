import { ValidationError } from 'yup';
import {
  forgotSchema,
  loginSchema,
  passwordChangeSchema,
  quickSignupSchema,
  signupSchema,
} from '@/features/auth/schemas';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as ValidationError).inner)
      (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

const validSignup = {
  firstName: 'Yasmine',
  lastName: 'Benali',
  email: 'yasmine@exemple.ma',
  phoneNumber: '+212 6 12 34 56 78',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'tenant',
};

describe('login schema (spec §5)', () => {
  it('requires an e-mail and a password', async () => {
    expect(await errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: ['Email requis'],
      password: ['Mot de passe requis'],
    });
  });
  it('rejects an invalid e-mail', async () => {
    expect(await errorsOf(loginSchema, { email: 'yasmine@', password: 'x' })).toEqual({
      email: ['Email invalide'],
    });
  });
  it('accepts valid credentials', async () => {
    expect(await errorsOf(loginSchema, { email: 'a@b.ma', password: 'x' })).toEqual({});
  });
});

describe('sign-up schema (spec §5)', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(signupSchema, validSignup)).toEqual({});
  });
  it('gives every required message exactly', async () => {
    const errors = await errorsOf(signupSchema, {
      firstName: '  ',
      lastName: '',
      email: '',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
      role: 'tenant',
    });
    expect(errors).toEqual({
      firstName: ['Prénom requis'],
      lastName: ['Nom requis'],
      email: ['Email requis'],
      phoneNumber: ['Numéro de téléphone requis'],
      // the form shows the first message of a field
      password: ['Mot de passe requis', 'Minimum 6 caractères'],
      confirmPassword: ['Confirmation requise'],
    });
  });
  it.each([
    ['sign-up', () => signupSchema],
    ['quick sign-up', () => quickSignupSchema],
  ])('%s: accepts Moroccan phone numbers only, with a French message', async (_, schema) => {
    const base = {
      firstName: 'Nadia',
      lastName: 'Kabbaj',
      email: 'nadia@exemple.ma',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'tenant',
    };
    for (const ok of ['+212 6 12 34 56 78', '06 12 34 56 78', '0522334455', '00212712345678']) {
      expect(await errorsOf(schema(), { ...base, phoneNumber: ok })).toEqual({});
    }
    for (const bad of ['abc', '0812345678', '+33 6 12 34 56 78', '06 12 34']) {
      expect(await errorsOf(schema(), { ...base, phoneNumber: bad })).toEqual({
        phoneNumber: ['Numéro marocain attendu, par exemple +212 6 12 34 56 78 ou 06 12 34 56 78'],
      });
    }
  });

  it('requires at least 6 characters', async () => {
    expect(
      (
        await errorsOf(signupSchema, {
          ...validSignup,
          password: '12345',
          confirmPassword: '12345',
        })
      ).password,
    ).toEqual(['Minimum 6 caractères']);
    expect(
      await errorsOf(signupSchema, {
        ...validSignup,
        password: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
  });
  it('requires matching passwords', async () => {
    expect(await errorsOf(signupSchema, { ...validSignup, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ['Les mots de passe ne correspondent pas'],
    });
  });
  it('requires the role to be host or tenant', async () => {
    expect(await errorsOf(signupSchema, { ...validSignup, role: 'admin' })).toEqual({
      role: ['Rôle requis'],
    });
    expect(await errorsOf(signupSchema, { ...validSignup, role: undefined })).toEqual({
      role: ['Rôle requis'],
    });
    expect(await errorsOf(signupSchema, { ...validSignup, role: 'host' })).toEqual({});
  });
  it('rejects an invalid e-mail', async () => {
    expect(await errorsOf(signupSchema, { ...validSignup, email: 'yasmine.ma' })).toEqual({
      email: ['Email invalide'],
    });
  });
  it('rejects an address whose domain mail cannot reach, once', async () => {
    for (const email of ['yasmine@maktabi', 'yasmine@localhost', 'yasmine@maktabi.', 'y@.ma']) {
      expect(await errorsOf(signupSchema, { ...validSignup, email })).toEqual({
        email: ['Email invalide'],
      });
    }
    for (const email of ['yasmine@maktabi.ma', 'y.b+devis@mail.maktabi.co.ma', '  a@b.ma ']) {
      expect(await errorsOf(signupSchema, { ...validSignup, email })).toEqual({});
    }
  });
});

describe('quick sign-up schema', () => {
  it('uses the same messages without confirmation or role', async () => {
    expect(await errorsOf(quickSignupSchema, {})).toEqual({
      firstName: ['Prénom requis'],
      lastName: ['Nom requis'],
      email: ['Email requis'],
      phoneNumber: ['Numéro de téléphone requis'],
      password: ['Mot de passe requis'],
    });
  });
});

describe('forgot-password schema', () => {
  it('validates the e-mail', async () => {
    expect(await errorsOf(forgotSchema, { email: '' })).toEqual({ email: ['Email requis'] });
    expect(await errorsOf(forgotSchema, { email: 'x' })).toEqual({ email: ['Email invalide'] });
  });
});

describe('passwordChangeSchema', () => {
  const valid = {
    currentPassword: 'ancien1',
    newPassword: 'nouveau1',
    confirmPassword: 'nouveau1',
  };

  it('accepts a new password of 6 characters or more, confirmed', async () => {
    expect(await errorsOf(passwordChangeSchema, valid)).toEqual({});
    expect(
      await errorsOf(passwordChangeSchema, {
        ...valid,
        newPassword: 'abcdef',
        confirmPassword: 'abcdef',
      }),
    ).toEqual({});
  });

  it("says what is missing with the spec's words, and nothing else for an empty field", async () => {
    expect(
      await errorsOf(passwordChangeSchema, {
        currentPassword: '',
        newPassword: '',
        confirmPassword: '',
      }),
    ).toEqual({
      currentPassword: ['Mot de passe requis'],
      newPassword: ['Mot de passe requis', 'Minimum 6 caractères'],
      confirmPassword: ['Confirmation requise'],
    });
  });

  it('refuses a short password, the current one again, and a confirmation that differs', async () => {
    expect(
      await errorsOf(passwordChangeSchema, {
        ...valid,
        newPassword: 'abcde',
        confirmPassword: 'abcde',
      }),
    ).toEqual({ newPassword: ['Minimum 6 caractères'] });
    expect(
      await errorsOf(passwordChangeSchema, {
        ...valid,
        newPassword: 'ancien1',
        confirmPassword: 'ancien1',
      }),
    ).toEqual({ newPassword: ["Choisissez un mot de passe différent de l'actuel"] });
    expect(await errorsOf(passwordChangeSchema, { ...valid, confirmPassword: 'nouveau2' })).toEqual(
      {
        confirmPassword: ['Les mots de passe ne correspondent pas'],
      },
    );
  });
});
