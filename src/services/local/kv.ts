/**
 * Where the local store keeps its bytes (localStorage, or memory in tests and private mode), and
 * the two small primitives it needs: password hashes and random ids.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /**
   * Calls `listener` when another tab changed `key` (null: everything was cleared), like the
   * `storage` event; returns the unsubscribe function. Absent: nobody else writes.
   */
  watch?(listener: (key: string | null) => void): () => void;
}

/** In-memory fallback when localStorage is unavailable (private mode, tests). */
export function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

/** The browser's localStorage, with the `storage` events other tabs' writes fire here. */
export function browserStore(storage: Storage): KeyValueStore {
  return {
    getItem: (k) => storage.getItem(k),
    setItem: (k, v) => storage.setItem(k, v),
    removeItem: (k) => storage.removeItem(k),
    watch(listener) {
      const onStorage = (e: StorageEvent) => {
        if (e.storageArea === storage) listener(e.key);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`maktabi-demo:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * `length` random characters of [A-Za-z0-9] from the browser's cryptographic generator (like a
 * Firestore auto-id: 20 characters, ~119 bits), never Date.now, Math.random or a counter.
 */
export function randomId(length = 20): string {
  const out: string[] = [];
  while (out.length < length) {
    // 248 = 4 × 62: bytes above it are dropped, so every character is equally likely.
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out.push(ID_ALPHABET[byte % 62]);
    }
  }
  return out.join('');
}
