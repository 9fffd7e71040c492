import { useCallback, useEffect, useRef, useState } from 'react';
import { unreadIds, type AppNotification } from '@/domain/notifications';
import { useBackend } from '@/hooks/useBackend';

/** Notifications shown per page of the panel ("Voir plus" reads the next one). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export type PagesState =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      items: AppNotification[];
      next: string | null;
      more: 'idle' | 'loading' | 'error';
    };

/**
 * The panel's notifications, newest first, a page at a time. Each page that loads is marked
 * read (opening the panel reads them); the items keep showing which were unread when opened.
 * `onRead(n)` says how many were marked.
 */
export function useNotificationPages(uid: string, onRead: (count: number) => void) {
  const backend = useBackend();
  const [state, setState] = useState<PagesState>({ status: 'loading' });
  const live = useRef(0);
  const latestOnRead = useRef(onRead);
  useEffect(() => {
    latestOnRead.current = onRead;
  }, [onRead]);

  const markRead = useCallback(
    (items: AppNotification[]) => {
      const ids = unreadIds(items);
      if (ids.length === 0) return;
      backend.notifications.markRead(uid, ids).then(
        () => latestOnRead.current(ids.length),
        (e: unknown) => console.warn('Notifications non marquées lues :', e),
      );
    },
    [backend, uid],
  );

  const load = useCallback(() => {
    const run = ++live.current;
    setState({ status: 'loading' });
    backend.notifications.listNotifications(uid, { pageSize: NOTIFICATIONS_PAGE_SIZE }).then(
      (page) => {
        if (run !== live.current) return;
        setState({ status: 'ready', items: page.items, next: page.nextCursor, more: 'idle' });
        markRead(page.items);
      },
      (e: unknown) => {
        if (run !== live.current) return;
        console.error(e);
        setState({ status: 'error' });
      },
    );
  }, [backend, uid, markRead]);

  useEffect(() => {
    load();
    return () => {
      live.current += 1;
    };
  }, [load]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.next || state.more === 'loading') return;
    const run = live.current;
    const base = state;
    setState({ ...base, more: 'loading' });
    backend.notifications
      .listNotifications(uid, { pageSize: NOTIFICATIONS_PAGE_SIZE, cursor: base.next })
      .then(
        (page) => {
          if (run !== live.current) return;
          setState({
            status: 'ready',
            items: [...base.items, ...page.items],
            next: page.nextCursor,
            more: 'idle',
          });
          markRead(page.items);
        },
        (e: unknown) => {
          if (run !== live.current) return;
          console.error(e);
          setState({ ...base, more: 'error' });
        },
      );
  }, [backend, uid, state, markRead]);

  return { state, reload: load, loadMore };
}
