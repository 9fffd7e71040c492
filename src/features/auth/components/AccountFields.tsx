import { forwardRef, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PasswordField, TextField, type TextFieldProps } from '@/components/forms';
import { authText as m } from '@/i18n/fr/auth';
import type { QuickSignupValues } from '../schemas';
import { typedEmailState } from '../typedEmail';

/** The account's e-mail box (log-in, sign-up, forgotten password). */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(
  function EmailField(props, ref) {
    return (
      <TextField
        ref={ref}
        label={m.email}
        type="email"
        autoComplete="email"
        placeholder={m.emailPlaceholder}
        {...props}
      />
    );
  },
);

type IdentityName = keyof QuickSignupValues;
type NameField = 'firstName' | 'lastName';

/** First and last name side by side (sign-up, quick sign-up, profile). */
export function NameFields({
  register,
  errors,
}: {
  /** The form's register: any form with these two fields. */
  register: <N extends NameField>(name: N) => UseFormRegisterReturn<N>;
  errors: Partial<Record<NameField, { message?: string }>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={m.firstName}
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={m.lastName}
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
    </div>
  );
}

/**
 * Who signs up: first and last name, e-mail, phone and a new password (the sign-up pages and
 * the booking panel's quick sign-up). Fragments, so they follow the parent's spacing.
 */
export function IdentityFields({
  register,
  errors,
  emailAction,
}: {
  /** The form's register (the sign-up form's has more fields: its own fit too). */
  register: <N extends IdentityName>(name: N) => UseFormRegisterReturn<N>;
  errors: Partial<Record<IdentityName, { message?: string }>>;
  /** Under the e-mail's error, what to do about it (SignInInsteadLink), when there is one. */
  emailAction?: ReactNode;
}) {
  return (
    <>
      <NameFields register={register} errors={errors} />
      {/* one wrapper whether or not an action shows: the box is not mounted anew (its focus) */}
      <div>
        <EmailField error={errors.email?.message} {...register('email')} />
        {emailAction}
      </div>
      <TextField
        label={m.phone}
        type="tel"
        autoComplete="tel"
        placeholder={m.phonePlaceholder}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <PasswordField
        label={m.password}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}

/**
 * Under an e-mail that already has an account (a sign-up refused): sign in with it instead. The
 * sign-in form opens with the e-mail typed (./typedEmail.ts); `to` keeps where to come back to,
 * `onClick` what the page keeps for then (the booking panel's choices).
 */
export function SignInInsteadLink({
  to,
  email,
  onClick,
}: {
  to: string;
  email: string;
  onClick?: () => void;
}) {
  return (
    <p className="mt-1 text-sm">
      <Link
        to={to}
        state={typedEmailState(email)}
        onClick={onClick}
        className="font-semibold text-brand-700 underline"
      >
        {m.signInInstead}
      </Link>
    </p>
  );
}
