/**
 * The profile's password change (docs/decisions.md "Changing one's password"): the current
 * password, then the new one twice. A wrong current password is said under its field; every
 * failure keeps what was typed; success empties the three fields. An account that signs in with
 * Google only has no password here: it is told where it is managed.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import toast from 'react-hot-toast';
import { Button, PasswordField } from '@/components/forms';
import { failureMessage } from '@/components/feedback';
import { passwordChangeSchema, type PasswordChangeValues } from '@/features/auth';
import { useBackend } from '@/hooks/useBackend';
import { useAuth } from '@/hooks/useAuth';
import { authText } from '@/i18n/fr/auth';
import { profileText as m } from '@/i18n/fr/profile';
import { isServiceError } from '@/services';
import { useRecheckOnChange } from '@/lib/useRecheckOnChange';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const backend = useBackend();
  const { user } = useAuth();
  const titleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: yupResolver(passwordChangeSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  useRecheckOnChange({ control, getValues, trigger }, 'newPassword', 'confirmPassword');

  const onSubmit = async ({ currentPassword, newPassword }: PasswordChangeValues) => {
    try {
      await backend.auth.changePassword(currentPassword, newPassword);
    } catch (e) {
      if (isServiceError(e, 'auth/invalid-credentials')) {
        setError('currentPassword', { message: m.currentPasswordWrong }, { shouldFocus: true });
      } else if (isServiceError(e, 'auth/weak-password')) {
        setError('newPassword', { message: authText.passwordMin }, { shouldFocus: true });
      } else if (isServiceError(e, 'auth/too-many-requests')) {
        toast.error(authText.tooManyRequests);
      } else {
        toast.error(failureMessage(e, m.passwordChangeFailed));
      }
      return;
    }
    reset(EMPTY);
    toast.success(m.passwordChanged);
  };

  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {m.passwordTitle}
      </h2>
      {user?.password === false ? (
        <p className="mt-2 text-slate-600">{m.passwordGoogle}</p>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-2 space-y-4">
          <p className="text-slate-600">{m.passwordIntro}</p>
          <PasswordField
            label={m.currentPassword}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label={m.newPassword}
              autoComplete="new-password"
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <PasswordField
              label={m.confirmNewPassword}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </div>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? m.changingPassword : m.changePassword}
          </Button>
        </form>
      )}
    </section>
  );
}
