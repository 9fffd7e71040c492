import * as yup from 'yup';
import { authText as m } from '@/i18n/fr/auth';
import type { Role } from '@/domain/types';

/** Minimum password length (spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

const email = yup.string().trim().required(m.emailRequired).email(m.emailInvalid);

export const loginSchema = yup.object({
  email,
  password: yup.string().required(m.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

const identity = {
  firstName: yup.string().trim().required(m.firstNameRequired),
  lastName: yup.string().trim().required(m.lastNameRequired),
  email,
  phoneNumber: yup.string().trim().required(m.phoneRequired),
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
