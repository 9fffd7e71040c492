import { useSyncExternalStore } from 'react';

/**
 * The unread conversations, as the Messages link's badge last read them
 * (src/features/messages/UnreadBadge.tsx, a lazy chunk): their count and its French words. The
 * nav bar's phone menu button reads them too: closed, the menu hides the link and its badge, so
 * the button shows a dot (the bell beside it counts notifications, not conversations). One value
 * in memory, no second query; the words come with it so that the first page's JavaScript does
 * not carry the formatting (docs/decisions.md "Fresh without listeners").
 */
export interface UnreadMessages {
  count: number;
  /** « 2 conversations non lues »: the button's description. */
  text: string;
}

const NONE: UnreadMessages = { count: 0, text: '' };
let unread = NONE;
const listeners = new Set<() => void>();

export function publishUnreadMessages(count: number, text: string): void {
  if (count === unread.count && text === unread.text) return;
  unread = count === 0 ? NONE : { count, text };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last published (none before the first, and once its badge is gone). */
export function useUnreadMessages(): UnreadMessages {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => NONE,
  );
}
