/**
 * Issue 14 on Firestore: the signed-in user's notifications, newest first in pages, the
 * unread count (a server-side count, bounded) and marking read (one batch).
 * ../local/notifications.ts runs the same queries on the local store.
 */
import {
  Timestamp,
  collection,
  doc,
  documentId,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  writeBatch,
  type QueryCompositeFilterConstraint,
} from 'firebase/firestore/lite';
import { parseEach } from '../shared/converters';
import { MARK_ALL_BATCH, MARK_ALL_ROUNDS, parseNotification } from '../shared/notices';
import { notificationPath } from '../shared/plans';
import { decodeCursor, encodeCursor } from '../shared/search';
import type { NotificationsService } from '../types';
import { mapErrors, type FirebaseContext } from './context';

/**
 * One page of `path`, newest first (createdAt, then id), after `cursor`: one more document
 * than the page is read to know whether another page follows. `filter` narrows the query (the
 * admin's history, ./adminSession.ts; its index is bookings status + createdAt descending).
 */
export async function newestPage<T extends { createdAt: Date; id: string }>(
  db: FirebaseContext['db'],
  path: string,
  parse: (id: string, raw: unknown) => T,
  pageSize: number,
  cursor: string | null | undefined,
  filter?: QueryCompositeFilterConstraint,
) {
  const c = cursor ? decodeCursor(cursor) : null;
  const order = [
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(c ? [startAfter(Timestamp.fromMillis(c.createdAtMs), c.id)] : []),
    limit(pageSize + 1),
  ];
  const snap = await getDocs(
    filter ? query(collection(db, path), filter, ...order) : query(collection(db, path), ...order),
  );
  const items = parseEach(snap.docs.slice(0, pageSize), parse);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: snap.docs.length > pageSize && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export function createNotificationsService(ctx: FirebaseContext): NotificationsService {
  const { db } = ctx;
  return {
    listNotifications: (uid, { pageSize, cursor }) =>
      mapErrors(() =>
        newestPage(db, `users/${uid}/notifications`, parseNotification, pageSize, cursor),
      ),
    countUnread: (uid, max = 100) =>
      mapErrors(async () => {
        const snap = await getCount(
          query(
            collection(db, `users/${uid}/notifications`),
            where('read', '==', false),
            limit(max),
          ),
        );
        return snap.data().count;
      }),
    markAllRead: (uid) =>
      mapErrors(async () => {
        let marked = 0;
        for (let round = 0; round < MARK_ALL_ROUNDS; round++) {
          const snap = await getDocs(
            query(
              collection(db, `users/${uid}/notifications`),
              where('read', '==', false),
              limit(MARK_ALL_BATCH),
            ),
          );
          if (snap.empty) break;
          const batch = writeBatch(db);
          for (const d of snap.docs) batch.update(d.ref, { read: true });
          await batch.commit();
          marked += snap.size;
          if (snap.size < MARK_ALL_BATCH) break;
        }
        return marked;
      }),
    markRead: (uid, ids) =>
      mapErrors(async () => {
        if (ids.length === 0) return;
        const batch = writeBatch(db);
        for (const id of ids) batch.update(doc(db, notificationPath(uid, id)), { read: true });
        await batch.commit();
      }),
  };
}
