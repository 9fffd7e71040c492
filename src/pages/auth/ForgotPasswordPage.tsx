import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import { Button } from '@/components/forms';
import { EmailField } from '@/features/auth/components/AccountFields';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { forgotSchema, type ForgotValues } from '@/features/auth/schemas';
import { useAuth } from '@/hooks/useAuth';
import { authText as m } from '@/i18n/fr/auth';
import { common } from '@/i18n/fr/common';
import { isServiceError } from '@/services';
import { paths } from '@/config/paths';
import { typedEmailOf, typedEmailState } from '@/features/auth/typedEmail';
import { useEntryDraft } from '@/hooks/useEntryDraft';

/** What Back gives back of the form once left (src/hooks/useEntryDraft.ts). */
const FORGOT_KEPT = ['email'] as const;

export default function ForgotPasswordPage() {
  usePageMeta({ title: m.forgotTitle, description: m.forgotIntro });
  const { resetPassword } = useAuth();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The confirmation replaces the form, which had the focus: the focus goes to it, not the body.
  const sentRef = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  // the e-mail typed on the sign-in page, and back to it (src/features/auth/typedEmail.ts)
  const { state } = useLocation();
  // or the one typed here before a link was followed, when Back returns
  const draft = useEntryDraft('forgot', FORGOT_KEPT);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: yupResolver(forgotSchema),
    mode: 'onChange',
    defaultValues: { email: draft.values?.email ?? typedEmailOf(state) },
  });
  const email = useWatch({ control, name: 'email' });
  draft.keepFrom(getValues);

  const onSubmit = async ({ email }: ForgotValues) => {
    setFailure(null);
    try {
      await resetPassword(email);
      draft.forget();
      setSent(true);
    } catch (e) {
      if (isServiceError(e, 'auth/too-many-requests')) setFailure(m.tooManyRequests);
      else if (
        isServiceError(e, 'invalid-argument') ||
        isServiceError(e, 'auth/invalid-credentials')
      )
        setFailure(m.emailInvalid);
      else setFailure(common.genericError);
    }
  };

  return (
    <AuthCard title={m.forgotTitle}>
      {sent ? (
        <p
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-brand-50 p-4 text-brand-800 focus:outline-none"
        >
          {m.forgotSent}
        </p>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
          <p className="text-slate-700">{m.forgotIntro}</p>
          <EmailField error={errors.email?.message} {...register('email')} />
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full" busy={isSubmitting}>
            {isSubmitting ? m.forgotSending : m.forgotSubmit}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={paths.login()}
          state={typedEmailState(email)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {m.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
