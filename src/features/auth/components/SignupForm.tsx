import { failureMessage } from '@/components/feedback';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { Button, PasswordField, TextField } from '@/components/forms';
import type { Role } from '@/domain/types';
import { authText as m } from '@/i18n/fr/auth';
import { paths } from '@/config/paths';
import { signupFieldError } from '../errors';
import { signupSchema, type SignupValues } from '../schemas';
import { useAuth } from '@/hooks/useAuth';

interface SignupFormProps {
  defaultRole: Role;
  /** The main page lets the user choose; the specialised pages fix the role. */
  showRoleChoice: boolean;
}

export function SignupForm({ defaultRole, showRoleChoice }: SignupFormProps) {
  const { signup } = useAuth();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: yupResolver(signupSchema),
    mode: 'onChange',
    defaultValues: { role: defaultRole },
  });

  const onSubmit = async ({ confirmPassword: _confirm, ...values }: SignupValues) => {
    try {
      const profile = await signup(values);
      toast.success(m.signupSuccess);
      // Spec §4: after sign-up, hosts go to /host/dashboard and others to /.
      navigate(profile.role === 'host' ? paths.hostDashboard() : paths.home(), { replace: true });
    } catch (e) {
      toast.error(failureMessage(e, m.signupFailed));
      const fieldError = signupFieldError(e);
      if (fieldError) setError('email', { message: fieldError });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      {showRoleChoice ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{m.roleLegend}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                ['tenant', m.roleTenant],
                ['host', m.roleHost],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  type="radio"
                  value={value}
                  className="accent-brand-700"
                  {...register('role')}
                />
                {label}
              </label>
            ))}
          </div>
          {errors.role?.message && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.role.message}
            </p>
          )}
        </fieldset>
      ) : (
        <input type="hidden" {...register('role')} />
      )}
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
      <TextField
        label={m.email}
        type="email"
        autoComplete="email"
        placeholder={m.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
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
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? m.signingUp : m.signupSubmit}
      </Button>
    </form>
  );
}
