import { usePageMeta } from '@/hooks/usePageMeta';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SignupForm } from '@/features/auth/components/SignupForm';
import { authText as m } from '@/i18n/fr/auth';
import { SignupFooter } from './SignupPage';

export default function RegisterTenantPage() {
  usePageMeta({ title: m.tenantPageTitle, description: m.tenantPageSubtitle });
  return (
    <AuthCard title={m.tenantPageTitle} subtitle={m.tenantPageSubtitle}>
      <SignupForm defaultRole="tenant" showRoleChoice={false} />
      <SignupFooter />
    </AuthCard>
  );
}
