import { useParams } from 'react-router-dom';
import { ConversationView } from '@/features/messages';
import { useAuth } from '@/hooks/useAuth';
import { usePageMeta } from '@/hooks/usePageMeta';
import { messagesText } from '@/i18n/fr/messages';

/** /messages/:conversationId (signed in): one conversation, for its two participants. */
export default function ConversationPage() {
  usePageMeta({ title: messagesText.conversation.metaTitle });
  const { conversationId = '' } = useParams();
  const { user, profile } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      {user && (
        <ConversationView
          key={conversationId}
          conversationId={conversationId}
          uid={user.uid}
          role={profile?.role}
        />
      )}
    </div>
  );
}
