/**
 * The cross-tab lock of the local store. In a browser, the Web Locks API
 * (`navigator.locks`): one lock per origin, shared by every tab, so two tabs never run a
 * read-modify-write of the store at the same time. Without it (jsdom, Node, a very old
 * browser) an in-process lock with the same behaviour, shared by every backend over the same
 * KeyValueStore (two backends over one store are two "tabs" in the tests).
 */
import type { KeyValueStore } from './db';

/** The part of the Web Locks API the store uses: exclusive locks, and the held lock names. */
export interface LockManagerLike {
  /** Runs `callback` while holding the exclusive lock `name`; resolves with its result. */
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
  /** Names of the locks held right now (by any tab). */
  heldNames(): Promise<string[]>;
}

/** The Web Locks API, as a LockManagerLike. */
export function webLocks(locks: LockManager): LockManagerLike {
  return {
    async request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
      const box = await locks.request(name, async () => ({ value: await callback() }));
      return box.value;
    },
    async heldNames() {
      const snapshot = await locks.query();
      return (snapshot.held ?? []).map((l) => l.name ?? '');
    },
  };
}

/** An in-process lock manager: callbacks of one name run one after the other, in request order. */
export function inProcessLocks(): LockManagerLike {
  const queues = new Map<string, Promise<unknown>>();
  const held = new Map<string, number>();
  return {
    request<T>(name: string, callback: () => Promise<T> | T): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(async () => {
        held.set(name, (held.get(name) ?? 0) + 1);
        try {
          return await callback();
        } finally {
          const n = (held.get(name) ?? 1) - 1;
          if (n > 0) held.set(name, n);
          else held.delete(name);
        }
      });
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      queues.set(name, settled);
      // forget an idle name (announcement locks are unique names)
      void settled.then(() => {
        if (queues.get(name) === settled) queues.delete(name);
      });
      return run;
    },
    heldNames: async () => [...held.keys()],
  };
}

const byStore = new WeakMap<KeyValueStore, LockManagerLike>();

/**
 * The lock manager for `kv`: Web Locks when `kv` is the browser's localStorage (shared by the
 * tabs of the origin) and the browser has them, else one in-process manager per store.
 */
export function defaultLocks(kv: KeyValueStore, browserStorage: boolean): LockManagerLike {
  if (browserStorage && typeof navigator !== 'undefined' && navigator.locks) {
    return webLocks(navigator.locks);
  }
  let locks = byStore.get(kv);
  if (!locks) byStore.set(kv, (locks = inProcessLocks()));
  return locks;
}
