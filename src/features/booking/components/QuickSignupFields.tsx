import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField, TextField } from '@/components/forms';
import type { QuickSignupValues } from '@/features/auth';
import { authText as a } from '@/i18n/fr/auth';
import { bookingText as m } from '@/i18n/fr/booking';

/** The visitor's quick sign-up inside the booking panel (spec §2), validated on change. */
export function QuickSignupFields({
  register,
  errors,
}: {
  register: UseFormRegister<QuickSignupValues>;
  errors: FieldErrors<QuickSignupValues>;
}) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5">
      <legend className="float-left w-full text-base font-semibold text-slate-900">
        {m.quickSignupTitle}
      </legend>
      <p className="clear-left pt-1 text-sm text-slate-600">{m.quickSignupIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={a.firstName}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={a.lastName}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={a.email}
        type="email"
        autoComplete="email"
        placeholder={a.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={a.phone}
        type="tel"
        autoComplete="tel"
        placeholder={a.phonePlaceholder}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <PasswordField
        label={a.password}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </fieldset>
  );
}
