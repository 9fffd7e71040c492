/**
 * Browser tabs of one origin, for the local backend's tests: what Chromium does with
 * localStorage. Each tab reads its own copy (the renderer's cache); a tab's write goes to the
 * shared storage at once but reaches the other tabs' copies only `lagMs` later, with a
 * `storage` event there. Pass `tab.store` as the backend's storage and the origin's `locks`
 * (one lock manager for every tab, like navigator.locks).
 */
import type { KeyValueStore } from '@/services/local/db';
import { inProcessLocks, type LockManagerLike } from '@/services/local/locks';

export interface Origin {
  locks: LockManagerLike;
  /** A new tab: its own copy of the storage, as it is now. */
  tab(): KeyValueStore;
  /** The shared storage (what a tab opened now would read). */
  peek(key: string): string | null;
  /** Settles once every write has reached every tab. */
  settled(): Promise<void>;
}

export function origin(lagMs: number): Origin {
  const shared = new Map<string, string>();
  const tabs: { copy: Map<string, string>; listeners: Set<(key: string | null) => void> }[] = [];
  const inFlight = new Set<Promise<void>>();

  function propagate(from: (typeof tabs)[number], key: string, value: string | null) {
    for (const t of tabs) {
      if (t === from) continue;
      const delivered = new Promise<void>((resolve) =>
        setTimeout(() => {
          if (value === null) t.copy.delete(key);
          else t.copy.set(key, value);
          t.listeners.forEach((l) => l(key));
          resolve();
        }, lagMs),
      );
      inFlight.add(delivered);
      void delivered.then(() => inFlight.delete(delivered));
    }
  }

  return {
    locks: inProcessLocks(),
    tab() {
      const t = { copy: new Map(shared), listeners: new Set<(key: string | null) => void>() };
      tabs.push(t);
      return {
        getItem: (k) => t.copy.get(k) ?? null,
        setItem(k, v) {
          t.copy.set(k, v);
          shared.set(k, v);
          propagate(t, k, v);
        },
        removeItem(k) {
          t.copy.delete(k);
          shared.delete(k);
          propagate(t, k, null);
        },
        watch(listener) {
          t.listeners.add(listener);
          return () => t.listeners.delete(listener);
        },
      };
    },
    peek: (k) => shared.get(k) ?? null,
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}
