import * as yup from 'yup';
import { isMoroccanPhone } from '@/domain/phone';
import { fullNameFits, TEXT_LIMITS as L } from '@/domain/limits';
import type { Role } from '@/domain/types';
import { t } from '@/i18n/t';
import { authText as m } from '@/i18n/fr/auth';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

/** A field at most `n` characters long, as firestore.rules accept it (src/domain/limits.ts). */
const tooLong = (n: number) => t(m.fieldMax, { max: n });

const email = yup
  .string()
  .trim()
  .required(m.emailRequired)
  .email(m.emailInvalid)
  .max(L.email, tooLong(L.email));

export const loginSchema = yup.object({
  email,
  password: yup.string().required(m.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

const identity = {
  firstName: yup
    .string()
    .trim()
    .required(m.firstNameRequired)
    .max(L.firstName, tooLong(L.firstName)),
  lastName: yup
    .string()
    .trim()
    .required(m.lastNameRequired)
    .max(L.lastName, tooLong(L.lastName))
    .test('full-name-max', t(m.fullNameMax, { max: L.fullName }), function fits(last) {
      const first = (this.parent as { firstName?: string }).firstName ?? '';
      return fullNameFits(first, last ?? '');
    }),
  email,
  phoneNumber: yup
    .string()
    .trim()
    .required(m.phoneRequired)
    .max(L.phoneNumber, tooLong(L.phoneNumber))
    .test('moroccan-phone', m.phoneInvalid, (v) => !v || isMoroccanPhone(v)),
  password: yup.string().required(m.passwordRequired).min(MIN_PASSWORD_LENGTH, m.passwordMin),
};

/** The booking panel's quick sign-up: no confirmation, tenant role. */
export const quickSignupSchema = yup.object(identity);
export type QuickSignupValues = yup.InferType<typeof quickSignupSchema>;

/** The main, host and tenant sign-up pages. */
export const signupSchema = yup.object({
  ...identity,
  confirmPassword: yup
    .string()
    .required(m.confirmRequired)
    .oneOf([yup.ref('password')], m.passwordsMismatch),
  role: yup.mixed<Role>().oneOf(['host', 'tenant'], m.roleRequired).required(m.roleRequired),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const forgotSchema = yup.object({ email });
export type ForgotValues = yup.InferType<typeof forgotSchema>;

/** The profile's password change: the current one, then the new one twice (spec §9 length). */
export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(m.passwordRequired),
  newPassword: yup
    .string()
    .required(m.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, m.passwordMin)
    .test('changed', m.passwordUnchanged, function changed(next) {
      return !next || next !== (this.parent as { currentPassword?: string }).currentPassword;
    }),
  confirmPassword: yup
    .string()
    .required(m.confirmRequired)
    .oneOf([yup.ref('newPassword')], m.passwordsMismatch),
});
export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
