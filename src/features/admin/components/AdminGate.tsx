import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { useBackend } from '@/hooks/useBackend';
import { Button, PasswordField } from '@/components/forms';
import { ErrorMessage } from '@/components/feedback';
import { adminText } from '@/i18n/fr/admin';
import { isServiceError, type AdminSession } from '@/services';
import { unlockErrorMessage } from '../errors';
import { reportError } from '@/lib/reportError';

const schema = yup.object({
  password: yup.string().required(adminText.gate.required),
});
type GateValues = yup.InferType<typeof schema>;

/**
 * The password box of /admin. The password goes to the backend (backend.admin.unlock), which
 * checks it; this code never compares it with anything.
 */
export function AdminGate({
  onUnlock,
  focusOnMount = false,
}: {
  onUnlock: (session: AdminSession) => void;
  /** Focus the password box (after "Verrouiller", so focus is not lost). */
  focusOnMount?: boolean;
}) {
  const backend = useBackend();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<GateValues>({ resolver: yupResolver(schema), defaultValues: { password: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus('password');
  }, [focusOnMount, setFocus]);

  const onSubmit = async ({ password }: GateValues) => {
    setFailure(null);
    try {
      const session = await backend.admin.unlock(password);
      onUnlock(session);
    } catch (e) {
      if (isServiceError(e, 'admin/wrong-password')) {
        resetField('password');
        setError('password', { message: unlockErrorMessage(e) }, { shouldFocus: true });
      } else {
        reportError(e);
        setFailure(unlockErrorMessage(e));
      }
    }
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div
          aria-hidden="true"
          className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
        </div>
        <h1 className="text-2xl font-bold text-slate-900">{adminText.gate.title}</h1>
        <p className="mt-2 text-slate-600">{adminText.gate.intro}</p>
        <form className="mt-6 space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
          <PasswordField
            label={adminText.gate.passwordLabel}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          {failure && <ErrorMessage message={failure} />}
          <Button type="submit" className="w-full" busy={isSubmitting}>
            {isSubmitting && (
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
              />
            )}
            {isSubmitting ? adminText.gate.submitting : adminText.gate.submit}
          </Button>
        </form>
        <p className="mt-4 text-xs text-slate-600">{adminText.gate.note}</p>
      </div>
    </div>
  );
}
