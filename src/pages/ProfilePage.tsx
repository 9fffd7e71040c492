/** /profile (spec §2): the signed-in user edits their profile, and changes their password. */
import { useState } from 'react';
import { usePageMeta } from '@/hooks/usePageMeta';
import { ErrorMessage } from '@/components/feedback';
import { Spinner } from '@/components/Spinner';
import { useAuth } from '@/hooks/useAuth';
import { ProfileForm } from '@/features/profile/ProfileForm';
import { PasswordForm } from '@/features/profile/PasswordForm';
import { profileText as m } from '@/i18n/fr/profile';

export default function ProfilePage() {
  usePageMeta({ title: m.title, description: m.metaDescription });
  const { profile, refreshProfile } = useAuth();
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    setRetrying(true);
    void refreshProfile().finally(() => setRetrying(false));
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{m.title}</h1>
      <p className="mt-2 mb-8 text-slate-600">{profile?.role === 'host' ? m.introHost : m.intro}</p>
      {profile ? (
        <ProfileForm key={profile.uid} profile={profile} />
      ) : retrying ? (
        <Spinner />
      ) : (
        <ErrorMessage message={m.loadFailed} onRetry={retry} />
      )}
      <PasswordForm />
    </div>
  );
}
