import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackend } from '@/hooks/useBackend';
import { useVisiblePolling } from '@/hooks/useVisiblePolling';
import { messagesNav } from '@/i18n/fr/messagesNav';
import { t } from '@/i18n/t';
import { onConversationRead } from '@/lib/conversationRead';
import { publishUnreadMessages } from '@/lib/unreadMessages';

/**
 * The number of the user's conversations with an unread message: one count query, asked again
 * every 20 s while the page is visible, on each navigation and when a conversation has just been
 * read (src/lib/conversationRead.ts; docs/decisions.md "Fresh without listeners"). Nothing shows at 0 or when
 * the count cannot be read.
 */
export default function UnreadBadge() {
  const backend = useBackend();
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const poll = useCallback(() => {
    backend.messages.unreadCount().then(setCount, () => undefined);
  }, [backend]);
  useEffect(poll, [poll, pathname]);
  // a conversation just read (the page opened marks it read after the navigation's poll)
  useEffect(() => onConversationRead(poll), [poll]);
  useVisiblePolling(poll);
  // the phone menu's button shows it while the menu hides this badge; 0 once it is gone (signed out)
  const text = t(messagesNav.unread, { n: count });
  useEffect(() => publishUnreadMessages(count, text), [count, text]);
  useEffect(() => () => publishUnreadMessages(0, ''), []);
  if (count === 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{` (${text})`}</span>
    </span>
  );
}
