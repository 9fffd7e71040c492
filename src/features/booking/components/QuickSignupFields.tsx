import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { IdentityFields, type QuickSignupValues } from '@/features/auth';
import { bookingText as m } from '@/i18n/fr/booking';

/** The visitor's quick sign-up inside the booking panel (spec §2), validated on change. */
export function QuickSignupFields({
  register,
  errors,
  emailAction,
}: {
  register: UseFormRegister<QuickSignupValues>;
  errors: FieldErrors<QuickSignupValues>;
  /** Under the e-mail's error: « Se connecter avec cet e-mail » when it has an account. */
  emailAction?: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-slate-200 pt-5">
      <legend className="float-left w-full text-base font-semibold text-slate-900">
        {m.quickSignupTitle}
      </legend>
      <p className="clear-left pt-1 text-sm text-slate-600">{m.quickSignupIntro}</p>
      <IdentityFields register={register} errors={errors} emailAction={emailAction} />
    </fieldset>
  );
}
