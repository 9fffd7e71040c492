/**
 * What every local service shares: the store, the clock, the simulated latency, the signed-in
 * session (request.auth of each call) and its listeners. Other tabs' writes reach this one
 * through the store's `watch` (the `storage` event): the cached state is dropped, and a
 * session change (sign-in or sign-out in another tab) is told to the auth listeners.
 */
import { buildSeed } from '../seed/data';
import { ServiceError, type AuthUser } from '../types';
import {
  DB_KEY,
  DB_REV_KEY,
  LocalDb,
  SESSION_KEY,
  browserStore,
  memoryStore,
  type KeyValueStore,
  type LocalDbState,
} from './db';
import { defaultLocks, type LockManagerLike } from './locks';
import { MAX_UPLOAD_BYTES, type Caller } from './rules';
import { stateFromSeed } from './seedState';

export interface LocalBackendOptions {
  /** Where the data lives (default: localStorage). Share one between instances = two tabs. */
  storage?: KeyValueStore;
  /** Where the signed-in session lives (default: same as storage). */
  sessionStorage?: KeyValueStore;
  /**
   * The cross-tab lock (default: Web Locks over the browser's localStorage, else one
   * in-process lock per store). Backends standing for tabs of one origin share it.
   */
  locks?: LockManagerLike;
  /** Simulated network latency in ms (default 0). */
  latencyMs?: number;
  now?: () => Date;
  adminPassword?: string;
  /**
   * The administrator's e-mail (default VITE_ADMIN_EMAIL). As on Firebase, where it is the
   * account of the /admin gate (its password is the admin password), it is no regular account:
   * the main app's sign-in refuses it (auth/admin-account) and sign-up finds it taken.
   */
  adminEmail?: string;
  /** Largest upload accepted, in bytes (storage.rules: 5 MB). */
  maxUploadBytes?: number;
}

export interface LocalContext {
  db: LocalDb;
  /** Where the store is persisted (an upload checks that it really was). */
  kv: KeyValueStore;
  now(): Date;
  /** The simulated network latency. */
  wait(): Promise<void>;
  maxUpload: number;
  adminPassword: string | undefined;
  /** The administrator's e-mail, lower case ('' when none is configured). */
  adminEmail: string;
  /** request.auth of the signed-in user (null: a visitor). */
  caller(): Caller | null;
  /** The signed-in caller; ServiceError('permission-denied') for a visitor. */
  requireCaller(): Caller;
  /** The signed-in user's uid, or null. */
  sessionUid(): string | null;
  authUser(uid: string | null): AuthUser | null;
  /**
   * Signs `uid` in (null: out) and tells the listeners; ServiceError('storage/full') when the
   * browser cannot store the session.
   */
  setSession(uid: string | null): void;
  readonly authListeners: Set<(user: AuthUser | null) => void>;
}

/** The browser's localStorage when it works (shared by the tabs), else memory (this tab only). */
function defaultStore(): { kv: KeyValueStore; browser: boolean } {
  try {
    const probe = '__maktabi_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return { kv: browserStore(window.localStorage), browser: true };
  } catch {
    return { kv: memoryStore(), browser: false };
  }
}

function accountOf(
  s: LocalDbState,
  uid: string,
): [string, LocalDbState['accounts'][string]] | undefined {
  return Object.entries(s.accounts).find(([, a]) => a.uid === uid);
}

export async function createLocalContext(options: LocalBackendOptions): Promise<LocalContext> {
  const { kv, browser } = options.storage
    ? { kv: options.storage, browser: false }
    : defaultStore();
  const sessionKv = options.sessionStorage ?? kv;
  const now = options.now ?? (() => new Date());
  const latency = options.latencyMs ?? 0;
  const locks = options.locks ?? defaultLocks(kv, browser);
  const db = new LocalDb(kv, () => stateFromSeed(buildSeed(now())), locks);
  await db.init();

  const authListeners = new Set<(user: AuthUser | null) => void>();
  const notifyAuth = () => {
    const user = authUser(sessionUid());
    authListeners.forEach((l) => l(user));
  };

  // Another tab wrote: drop the cached state; it signed in or out: so does this tab.
  kv.watch?.((key) => {
    if (key === null || key === DB_KEY || key === DB_REV_KEY) db.invalidate();
    if (sessionKv === kv && (key === null || key === SESSION_KEY)) notifyAuth();
  });
  if (sessionKv !== kv) {
    sessionKv.watch?.((key) => {
      if (key === null || key === SESSION_KEY) notifyAuth();
    });
  }

  function sessionUid(): string | null {
    const uid = sessionKv.getItem(SESSION_KEY);
    if (!uid) return null;
    return accountOf(db.read(), uid) ? uid : null;
  }

  function caller(): Caller | null {
    const uid = sessionUid();
    if (!uid) return null;
    const entry = accountOf(db.read(), uid);
    return { uid, email: entry ? entry[0] : null, admin: false };
  }

  function authUser(uid: string | null): AuthUser | null {
    if (!uid) return null;
    const entry = accountOf(db.read(), uid);
    if (!entry) return null;
    // A Google account of the demo has no password (src/services/local/auth.ts).
    return {
      uid,
      email: entry[0],
      displayName: entry[1].displayName,
      password: !!entry[1].passwordHash,
    };
  }

  return {
    db,
    kv,
    now,
    wait: () => (latency > 0 ? new Promise((r) => setTimeout(r, latency)) : Promise.resolve()),
    maxUpload: options.maxUploadBytes ?? MAX_UPLOAD_BYTES,
    adminPassword: options.adminPassword ?? import.meta.env.VITE_DEMO_ADMIN_PASSWORD,
    adminEmail: (options.adminEmail ?? import.meta.env.VITE_ADMIN_EMAIL ?? '').trim().toLowerCase(),
    caller,
    requireCaller() {
      const c = caller();
      if (!c) throw new ServiceError('permission-denied', 'Non connecté');
      return c;
    },
    sessionUid,
    authUser,
    setSession(uid) {
      if (uid) {
        try {
          sessionKv.setItem(SESSION_KEY, uid);
        } catch (e) {
          throw new ServiceError('storage/full', 'session not stored', { cause: e });
        }
      } else sessionKv.removeItem(SESSION_KEY);
      notifyAuth();
    },
    authListeners,
  };
}

/** Newest first, then by id (the order of the Firestore queries: createdAt desc, id desc). */
export const byNewest = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
