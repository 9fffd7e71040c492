import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { Button, PasswordField, RadioCards } from '@/components/forms';
import type { Role } from '@/domain/types';
import { authText as m } from '@/i18n/fr/auth';
import { paths, readRedirect } from '@/config/paths';
import { EMAIL_IN_USE, SIGNUP_OUTCOME, signupFailure } from '../errors';
import { IdentityFields, SignInInsteadLink } from './AccountFields';
import { signupSchema, type SignupValues } from '../schemas';
import { useAuth } from '@/hooks/useAuth';
import { submitInPageOrder } from '@/lib/focusFirstError';
import { useRecheckOnChange } from '@/lib/useRecheckOnChange';
import { useEntryDraft } from '@/hooks/useEntryDraft';
import { reportError } from '@/lib/reportError';

/** What Back gives back of the form once left (the passwords never: src/hooks/useEntryDraft.ts). */
const KEPT_FIELDS = ['role', 'firstName', 'lastName', 'email', 'phoneNumber'] as const;
const isRole = (v: unknown): v is Role => v === 'host' || v === 'tenant';

interface SignupFormProps {
  defaultRole: Role;
  /** The main page lets the user choose; the specialised pages fix the role. */
  showRoleChoice: boolean;
}

export function SignupForm({ defaultRole, showRoleChoice }: SignupFormProps) {
  const { signup } = useAuth();
  const navigate = useNavigate();
  // the page a visitor was sent to sign in from, kept by « S'inscrire » (LoginPage's signupHref)
  const [params] = useSearchParams();
  const redirect = readRedirect(params);
  const draft = useEntryDraft('signup', KEPT_FIELDS);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: yupResolver(signupSchema),
    mode: 'onChange',
    // the first invalid field in page order (src/lib/focusFirstError.ts)
    shouldFocusError: false,
    defaultValues: {
      ...draft.values,
      // a page that fixes the role keeps it; a role left on the main page comes back
      role: showRoleChoice && isRole(draft.values?.role) ? draft.values.role : defaultRole,
    },
  });
  draft.keepFrom(getValues);
  useRecheckOnChange({ control, getValues, trigger }, 'password', 'confirmPassword');
  const email = useWatch({ control, name: 'email' });

  const onSubmit = async ({ confirmPassword: _confirm, ...values }: SignupValues) => {
    try {
      const profile = await signup(values);
      draft.forget();
      toast.success(m.signupSuccess, SIGNUP_OUTCOME);
      // Spec §4: after sign-up, hosts go to /host/dashboard and others to /; a tenant sent to
      // sign in from a page (a heart, a guarded page) goes back to it, as a sign-in does
      // (docs/decisions.md "Back to where you were").
      const next = profile.role === 'host' ? paths.hostDashboard() : (redirect ?? paths.home());
      navigate(next, { replace: true });
    } catch (e) {
      reportError(e);
      // one message (./errors.ts): an e-mail in use is said under it, with the way to sign in
      const failure = signupFailure(e);
      toast.error(failure.toast, SIGNUP_OUTCOME);
      if (failure.emailError) {
        setError(
          'email',
          { type: EMAIL_IN_USE, message: failure.emailError },
          { shouldFocus: true },
        );
      }
    }
  };

  return (
    <form onSubmit={submitInPageOrder(handleSubmit, onSubmit)} noValidate className="space-y-4">
      {showRoleChoice ? (
        <RadioCards
          legend={m.roleLegend}
          options={[
            ['tenant', m.roleTenant],
            ['host', m.roleHost],
          ]}
          input={register('role')}
          error={errors.role?.message}
        />
      ) : (
        <input type="hidden" {...register('role')} />
      )}
      <IdentityFields
        register={register}
        errors={errors}
        emailAction={
          errors.email?.type === EMAIL_IN_USE && (
            // back where a sign-in would have gone (the page the visitor was sent from)
            <SignInInsteadLink to={paths.login({ redirect })} email={email ?? ''} />
          )
        }
      />
      <PasswordField
        label={m.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-sm text-slate-600">
        {m.acceptPrefix}{' '}
        <Link to={paths.terms()} className="font-medium text-brand-700 underline">
          {m.termsLink}
        </Link>{' '}
        {m.and}{' '}
        <Link to={paths.privacy()} className="font-medium text-brand-700 underline">
          {m.privacyLink}
        </Link>
        .
      </p>
      <Button type="submit" className="w-full" busy={isSubmitting}>
        {isSubmitting ? m.signingUp : m.signupSubmit}
      </Button>
    </form>
  );
}
