/**
 * Issue 14 in the local store: the signed-in user's notifications (list, unread count, mark
 * read), through the rule mirror (./rules/notifications.ts). ../firebase/notifications.ts
 * runs the same queries on Firestore.
 */
import { parseEach } from '../shared/converters';
import { MARK_ALL_BATCH, MARK_ALL_ROUNDS, parseNotification } from '../shared/notices';
import { pageOf } from '../shared/paging';
import { notificationPath } from '../shared/plans';
import { ServiceError, type NotificationsService } from '../types';
import { byNewest, type LocalContext } from './context';
import { commitWrites, guardedList, listed } from './store';

export function createNotificationsService(ctx: LocalContext): NotificationsService {
  const { db, wait } = ctx;
  const mine = (uid: string) => {
    const who = ctx.requireCaller();
    if (who.uid !== uid) throw new ServiceError('permission-denied');
    return who;
  };
  return {
    async listNotifications(uid, { pageSize, cursor }) {
      await wait();
      const who = mine(uid);
      const rows = guardedList(db.read(), who, ctx.now(), `users/${uid}/notifications`);
      const ordered = parseEach(listed(rows), parseNotification).sort(byNewest);
      return pageOf(ordered, cursor, pageSize);
    },
    async countUnread(uid, max = 100) {
      await wait();
      const who = mine(uid);
      const rows = guardedList(db.read(), who, ctx.now(), `users/${uid}/notifications`, [
        { field: 'read', op: '==', value: false },
      ]);
      return Math.min(rows.length, max);
    },
    async markAllRead(uid) {
      await wait();
      const who = mine(uid);
      // the same rounds as Firestore's (../firebase/notifications.ts), each batch in one write
      let marked = 0;
      for (let round = 0; round < MARK_ALL_ROUNDS; round++) {
        const unread = guardedList(db.read(), who, ctx.now(), `users/${uid}/notifications`, [
          { field: 'read', op: '==', value: false },
        ]).slice(0, MARK_ALL_BATCH);
        if (unread.length === 0) break;
        await db.transact((s) =>
          commitWrites(
            s,
            who,
            ctx.now(),
            unread.map(([id]) => ({
              type: 'update',
              path: notificationPath(uid, id),
              data: { read: true },
            })),
          ),
        );
        marked += unread.length;
        if (unread.length < MARK_ALL_BATCH) break;
      }
      return marked;
    },
    async markRead(uid, ids) {
      await wait();
      const who = mine(uid);
      if (ids.length === 0) return;
      await db.transact((s) =>
        commitWrites(
          s,
          who,
          ctx.now(),
          ids.map((id) => ({
            type: 'update',
            path: notificationPath(uid, id),
            data: { read: true },
          })),
        ),
      );
    },
  };
}
