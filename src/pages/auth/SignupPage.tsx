import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SignupForm } from '@/features/auth/components/SignupForm';
import type { Role } from '@/domain/types';
import { authText as m } from '@/i18n/fr/auth';
import { paths } from '@/config/paths';

export function SignupFooter() {
  return (
    <div className="mt-6 space-y-2 text-center text-sm text-slate-700">
      <p>
        {m.haveAccount}{' '}
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {m.loginLink}
        </Link>
      </p>
      <p>
        {m.specialisedPrompt}{' '}
        <Link to={paths.registerTenant()} className="font-medium text-brand-700 hover:underline">
          {m.registerTenantLink}
        </Link>{' '}
        ·{' '}
        <Link to={paths.registerHost()} className="font-medium text-brand-700 hover:underline">
          {m.registerHostLink}
        </Link>
      </p>
    </div>
  );
}

export default function SignupPage() {
  usePageMeta({ title: m.signupTitle, description: m.signupSubtitle });
  const [params] = useSearchParams();
  const role: Role = params.get('role') === 'host' ? 'host' : 'tenant';
  return (
    <AuthCard title={m.signupTitle} subtitle={m.signupSubtitle}>
      {/* key: a new ?role= in the address resets the default choice */}
      <SignupForm key={role} defaultRole={role} showRoleChoice />
      <SignupFooter />
    </AuthCard>
  );
}
