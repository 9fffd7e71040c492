import { useCallback } from 'react';
import { unreadIds, type AppNotification } from '@/domain/notifications';
import { useBackend } from '@/hooks/useBackend';
import { usePagedList } from '@/hooks/usePagedList';

/** Notifications shown per page of the panel ("Voir plus" reads the next one). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/**
 * The panel's notifications, newest first, a page at a time. Each page that loads is marked
 * read (opening the panel reads them); the items keep showing which were unread when opened.
 * `onRead(n)` says how many were marked.
 */
export function useNotificationPages(uid: string, onRead: (count: number) => void) {
  const backend = useBackend();
  const markRead = useCallback(
    (items: AppNotification[]) => {
      const ids = unreadIds(items);
      if (ids.length === 0) return;
      backend.notifications.markRead(uid, ids).then(
        () => onRead(ids.length),
        (e: unknown) => console.warn('Notifications non marquées lues :', e),
      );
    },
    [backend, uid, onRead],
  );
  return usePagedList(
    (cursor) =>
      backend.notifications.listNotifications(uid, { pageSize: NOTIFICATIONS_PAGE_SIZE, cursor }),
    [backend, uid],
    markRead,
  );
}
