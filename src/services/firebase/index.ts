/**
 * The firebase backend: Firestore Lite, and (lazily) Auth and Storage. With src/lib/firebase*.ts,
 * the only code that imports firebase/*. One module per service; the multi-document writes are
 * the shared plans of ../shared/plans, run by ./applyPlan.ts.
 */
import { firebaseMain, type FirebaseHandles } from '@/lib/firebase';
import type { Backend } from '../types';
import { createAdminService } from './admin';
import { createAuthService } from './auth';
import { createBookingsService } from './bookings';
import { createFirebaseContext } from './context';
import { createListingsService } from './listings';
import { lazyService } from './lazyService';
import { createReviewsService } from './reviews';
import { createStorageService } from './storage';
import { createUsersService } from './users';

/**
 * The backend of the app. When a session may be persisted in this browser, Auth loads first, so
 * that every read is made as that person; a visitor's reads start at once, and Auth follows
 * after the first screen (./auth.ts; docs/decisions.md "Auth after the first screen").
 */
export async function loadFirebaseBackend(
  handles: FirebaseHandles = firebaseMain(),
): Promise<Backend> {
  // Auth's two chunks; the entry fetches the same two beside this one (loadFirebase in
  // src/services/index.ts): a chunk added here goes there too.
  if (!(await handles.visitor)) await Promise.all([handles.loadAuth(), import('./authSession')]);
  return createFirebaseBackend(handles);
}

export function createFirebaseBackend(handles: FirebaseHandles = firebaseMain()): Backend {
  const ctx = createFirebaseContext(handles);
  return {
    kind: 'firebase',
    auth: createAuthService(ctx),
    users: createUsersService(ctx),
    listings: createListingsService(ctx),
    bookings: createBookingsService(ctx),
    reviews: createReviewsService(ctx),
    storage: createStorageService(ctx),
    admin: createAdminService(ctx),
    // a signed-in person's bell and inbox: their code comes with the first count, never for a
    // visitor (one chunk, ./inbox.ts)
    notifications: lazyService(
      () => import('./inbox').then((m) => m.createNotificationsService(ctx)),
      { listNotifications: true, countUnread: true, markRead: true, markAllRead: true },
    ),
    messages: lazyService(() => import('./inbox').then((m) => m.createMessagesService(ctx)), {
      startConversation: true,
      listConversations: true,
      getConversation: true,
      listMessages: true,
      sendMessage: true,
      markRead: true,
      unreadCount: true,
    }),
  };
}
