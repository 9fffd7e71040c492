import { useSyncExternalStore } from 'react';

/**
 * The count of unread conversations, as the Messages link's badge last read it
 * (src/features/messages/UnreadBadge.tsx, a lazy chunk). The nav bar's phone menu button reads
 * it too: closed, the menu hides the link and its badge, so the button shows a dot (the bell
 * beside it counts notifications, not conversations). One value in memory, no second query.
 */
let unread = 0;
const listeners = new Set<() => void>();

export function publishUnreadMessages(count: number): void {
  if (count === unread) return;
  unread = count;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last count published (0 before the first, and once its badge is gone). */
export function useUnreadMessages(): number {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
}
