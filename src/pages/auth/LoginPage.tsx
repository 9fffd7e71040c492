import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths, readRedirect } from '@/config/paths';
import { usePageMeta } from '@/hooks/usePageMeta';
import { Button, PasswordField } from '@/components/forms';
import { EmailField } from '@/features/auth/components/AccountFields';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { loginErrorMessage } from '@/features/auth/errors';
import { GoogleButton } from '@/features/auth/components/GoogleButton';
import { loginSchema, type LoginValues } from '@/features/auth/schemas';
import { useAfterLogin } from '@/features/auth/useAfterLogin';
import { useAuth } from '@/hooks/useAuth';
import { authText as m } from '@/i18n/fr/auth';
import { hasPendingFavorite } from '@/features/favorites';
import { typedEmailOf, typedEmailState } from '@/features/auth/typedEmail';
import { useEntryDraft } from '@/hooks/useEntryDraft';
import { isSessionEnded } from '@/features/auth/sessionEnded';
import { reportError } from '@/lib/reportError';

/**
 * The one toast of a sign-in's outcome: each attempt replaces the last one's (a refusal is not
 * left beside the success that follows it).
 */
const OUTCOME = { id: 'login-outcome' } as const;
/** What Back gives back of the form once left (src/hooks/useEntryDraft.ts): not the password. */
const LOGIN_KEPT = ['email'] as const;

export default function LoginPage() {
  usePageMeta({ title: m.loginTitle, description: m.loginSubtitle });
  const { user, login, loginWithGoogle } = useAuth();
  const [params] = useSearchParams();
  const redirect = readRedirect(params);
  const afterLogin = useAfterLogin();
  const [googleBusy, setGoogleBusy] = useState(false);
  // a visitor's heart, added once signed in (src/features/favorites/pendingFavorite.ts)
  const [favoriteWaits] = useState(() => hasPendingFavorite());
  // the e-mail typed before « Mot de passe oublié ? », back from it (./ForgotPasswordPage.tsx)
  const { state } = useLocation();
  // sent here from a page whose session ended while it was open (src/app/guards.tsx)
  const sessionEnded = isSessionEnded(state);
  // Signed in here (the form, Google): the page moves on itself, after its toast. Signed in
  // elsewhere meanwhile (another tab): it moves on too, quietly, as it would for a visitor who
  // arrived signed in (RequireSignedOut), rather than show a sign-in form to a signed-in user.
  const signingIn = useRef(false);
  useEffect(() => {
    if (user && !signingIn.current) afterLogin(redirect);
  }, [user, afterLogin, redirect]);
  // or the one typed here before another link was followed, when Back returns (never the password)
  const draft = useEntryDraft('login', LOGIN_KEPT);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: draft.values?.email ?? typedEmailOf(state), password: '' },
  });
  draft.keepFrom(getValues);
  const email = useWatch({ control, name: 'email' });

  const onSubmit = async (values: LoginValues) => {
    signingIn.current = true;
    try {
      await login(values.email, values.password);
      draft.forget();
      toast.success(m.loginSuccess, OUTCOME);
      afterLogin(redirect);
    } catch (e) {
      signingIn.current = false;
      reportError(e);
      toast.error(loginErrorMessage(e, m.loginFailed), OUTCOME);
    }
  };

  const onGoogle = async () => {
    setGoogleBusy(true);
    signingIn.current = true;
    try {
      await loginWithGoogle();
      draft.forget();
      toast.success(m.loginSuccess, OUTCOME);
      afterLogin(redirect);
    } catch (e) {
      signingIn.current = false;
      reportError(e);
      toast.error(loginErrorMessage(e, m.googleFailed), OUTCOME);
    } finally {
      setGoogleBusy(false);
    }
  };

  const signupHref = paths.signup({ redirect });

  return (
    <AuthCard title={m.loginTitle} subtitle={m.loginSubtitle}>
      {sessionEnded && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {m.sessionEnded}
        </p>
      )}
      {favoriteWaits && (
        <p role="note" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
          {m.favoriteSignInNote}
        </p>
      )}
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={m.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="text-right">
          <Link
            to={paths.forgotPassword()}
            state={typedEmailState(email)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {m.forgotLink}
          </Link>
        </div>
        <Button type="submit" className="w-full" busy={isSubmitting}>
          {isSubmitting ? m.loggingIn : m.loginSubmit}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {m.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton onClick={onGoogle} busy={googleBusy} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {m.noAccount}{' '}
        <Link to={signupHref} className="font-semibold text-brand-700 hover:underline">
          {m.signupLink}
        </Link>
      </p>
    </AuthCard>
  );
}
