import { Inbox } from '@/features/messages';
import { useAuth } from '@/hooks/useAuth';
import { usePageMeta } from '@/hooks/usePageMeta';
import { messagesText } from '@/i18n/fr/messages';

const m = messagesText.inbox;

/** /messages (signed in): the user's conversations, tenants and hosts alike (issue 14). */
export default function MessagesPage() {
  usePageMeta({ title: m.title, description: m.metaDescription });
  const { user, profile } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{m.title}</h1>
      <p className="mt-2 mb-6 text-slate-600">{profile?.role === 'host' ? m.hostIntro : m.intro}</p>
      {user && <Inbox uid={user.uid} role={profile?.role} />}
    </div>
  );
}
