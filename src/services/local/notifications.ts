/**
 * Issue 14 in the local store: the signed-in user's notifications (list, unread count, mark
 * read), through the rule mirror (./rules/notifications.ts). ../firebase/notifications.ts
 * runs the same queries on Firestore.
 */
import { parseEach } from '../shared/converters';
import { parseNotification } from '../shared/notices';
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
