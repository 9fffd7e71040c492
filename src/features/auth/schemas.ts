import * as yup from 'yup';
import { hasInternetDomain } from '@/domain/email';
import { isMoroccanPhone } from '@/domain/phone';
import { fullNameFits, MIN_PASSWORD_LENGTH, TEXT_LIMITS as L } from '@/domain/limits';
import type { Role } from '@/domain/types';
import { t } from '@/i18n/t';
import { authText as m } from '@/i18n/fr/auth';

/** A field at most `n` characters long, as firestore.rules accept it (src/domain/limits.ts). */
const tooLong = (n: number) => t(m.fieldMax, { max: n });

/** The form of an address (WHATWG's, as a browser's `type="email"` checks it). */
const emailForm = yup.string().email();

const email = yup
  .string()
  .trim()
  .required(m.emailRequired)
  .email(m.emailInvalid)
  // …and a domain mail can reach ("x@y" has the form): said once, for an address of that form
  .test(
    'internet-domain',
    m.emailInvalid,
    (value) => !value || !emailForm.isValidSync(value) || hasInternetDomain(value),
  )
  .max(L.email, tooLong(L.email));

export const loginSchema = yup.object({
  email,
  password: yup.string().required(m.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/** A password being chosen (sign-up, change): spec §9's minimum length. */
const newPassword = () =>
  yup.string().required(m.passwordRequired).min(MIN_PASSWORD_LENGTH, m.passwordMin);

/** The same password typed again, in the field `of`. */
const confirmation = (of: string) =>
  yup
    .string()
    .required(m.confirmRequired)
    .oneOf([yup.ref(of)], m.passwordsMismatch);

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
  password: newPassword(),
};

/** The booking panel's quick sign-up: no confirmation, tenant role. */
export const quickSignupSchema = yup.object(identity);
export type QuickSignupValues = yup.InferType<typeof quickSignupSchema>;

/** The main, host and tenant sign-up pages. */
export const signupSchema = yup.object({
  ...identity,
  confirmPassword: confirmation('password'),
  role: yup.mixed<Role>().oneOf(['host', 'tenant'], m.roleRequired).required(m.roleRequired),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

export const forgotSchema = yup.object({ email });
export type ForgotValues = yup.InferType<typeof forgotSchema>;

/** The profile's password change: the current one, then the new one twice (spec §9 length). */
export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(m.passwordRequired),
  newPassword: newPassword().test('changed', m.passwordUnchanged, function changed(next) {
    return !next || next !== (this.parent as { currentPassword?: string }).currentPassword;
  }),
  confirmPassword: confirmation('newPassword'),
});
export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
