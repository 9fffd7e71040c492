import { usePageMeta } from '@/hooks/usePageMeta';
import { AuthCard } from '@/features/auth/components/AuthCard';
import { SignupForm } from '@/features/auth/components/SignupForm';
import { authText as m } from '@/i18n/fr/auth';
import { SignupFooter } from './SignupPage';

export default function RegisterHostPage() {
  usePageMeta({ title: m.hostPageTitle, description: m.hostPageSubtitle });
  return (
    <AuthCard title={m.hostPageTitle} subtitle={m.hostPageSubtitle}>
      <SignupForm defaultRole="host" showRoleChoice={false} />
      <SignupFooter />
    </AuthCard>
  );
}
