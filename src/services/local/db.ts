/**
 * The local backend's store: plain JSON documents, shaped like the Firestore ones, persisted
 * to localStorage. Every operation re-reads the store and writes it back synchronously, so a
 * check-then-write is atomic (JavaScript runs one task at a time, even across awaits that
 * happen before it) — the same guarantee a Firestore transaction gives.
 */

export type Doc = Record<string, unknown>;

export interface LocalDbState {
  version: number;
  /** Auth accounts by lower-cased e-mail. */
  accounts: Record<string, { uid: string; passwordHash: string; displayName: string | null }>;
  users: Record<string, Doc>;
  publicProfiles: Record<string, Doc>;
  listings: Record<string, Doc>;
  bookings: Record<string, Doc>;
  /** holdQuotas[uid]: the tenant's booking requests of the current 24-hour window. */
  holdQuotas: Record<string, Doc>;
  /** occupancy[listingId][YYYY-MM-DD] */
  occupancy: Record<string, Record<string, Doc>>;
  /** Uploaded files by storage path (data: URLs). */
  files: Record<string, string>;
  counter: number;
}

/**
 * 2: occupancy days store createdAt (like Firestore) instead of heldUntil.
 * 3: holdQuotas; listings carry approvedOnce; whole-MAD prices.
 */
export const DB_VERSION = 3;
export const DB_KEY = 'maktabi.demo.db';
/** Changes on every write of DB_KEY: readers re-parse the store only when it moved. */
export const DB_REV_KEY = 'maktabi.demo.db.rev';
export const SESSION_KEY = 'maktabi.demo.session';

/** An empty store (test fixtures start from it). */
export function emptyState(): LocalDbState {
  return {
    version: DB_VERSION,
    accounts: {},
    users: {},
    publicProfiles: {},
    listings: {},
    bookings: {},
    holdQuotas: {},
    occupancy: {},
    files: {},
    counter: 0,
  };
}

// ---- documents by path, like Firestore ------------------------------------------------------

/** Where a document path lives in the store; null for any path outside the data model. */
export type DocAddress =
  | { kind: 'users' | 'publicProfiles' | 'listings' | 'bookings' | 'holdQuotas'; id: string }
  | { kind: 'occupancy'; listingId: string; day: string };

const TOP_LEVEL = ['users', 'publicProfiles', 'listings', 'bookings', 'holdQuotas'] as const;

export function parseDocPath(path: string): DocAddress | null {
  const s = path.split('/');
  if (s.some((part) => part === '')) return null;
  if (s.length === 2 && (TOP_LEVEL as readonly string[]).includes(s[0])) {
    return { kind: s[0] as (typeof TOP_LEVEL)[number], id: s[1] };
  }
  if (s.length === 4 && s[0] === 'listings' && s[2] === 'occupancy') {
    return { kind: 'occupancy', listingId: s[1], day: s[3] };
  }
  return null;
}

export function readDoc(state: LocalDbState, path: string): Doc | null {
  const a = parseDocPath(path);
  if (!a) return null;
  if (a.kind === 'occupancy') return state.occupancy[a.listingId]?.[a.day] ?? null;
  return state[a.kind][a.id] ?? null;
}

export function writeDoc(state: LocalDbState, path: string, doc: Doc | null): void {
  const a = parseDocPath(path);
  if (!a) throw new Error(`chemin de document inconnu : ${path}`);
  if (a.kind === 'occupancy') {
    const days = state.occupancy[a.listingId] ?? (state.occupancy[a.listingId] = {});
    if (doc) days[a.day] = doc;
    else {
      delete days[a.day];
      if (Object.keys(days).length === 0) delete state.occupancy[a.listingId];
    }
    return;
  }
  if (doc) state[a.kind][a.id] = doc;
  else delete state[a.kind][a.id];
}

/** The documents of a collection path ("bookings", "listings/{id}/occupancy"), by id. */
export function listDocs(state: LocalDbState, collectionPath: string): [string, Doc][] {
  const s = collectionPath.split('/');
  if (s.length === 1 && (TOP_LEVEL as readonly string[]).includes(s[0])) {
    return Object.entries(state[s[0] as (typeof TOP_LEVEL)[number]]);
  }
  if (s.length === 3 && s[0] === 'listings' && s[1] && s[2] === 'occupancy') {
    return Object.entries(state.occupancy[s[1]] ?? {});
  }
  throw new Error(`collection inconnue : ${collectionPath}`);
}

/**
 * serverTimestamp() of the local backend: replaced by the request time (an ISO string, the
 * store's timestamp format) when the write is committed, so rules can compare it to
 * request.time exactly as Firestore does.
 */
export const SERVER_TIME: unique symbol = Symbol('maktabi.serverTime');

/** Copies a document, replacing SERVER_TIME by `at` (ISO), at any depth. */
export function resolveServerTime(value: unknown, at: string): unknown {
  if (value === SERVER_TIME) return at;
  if (Array.isArray(value)) return value.map((v) => resolveServerTime(v, at));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveServerTime(v, at)]));
  }
  return value;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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

export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(`maktabi-demo:${password}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class LocalDb {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly seedState: () => Promise<LocalDbState>,
  ) {}

  private cache: LocalDbState | null = null;
  /** Revision of the stored state that `cache` holds (see DB_REV_KEY). */
  private cacheRev: string | null = null;

  /** Loads the store, seeding it the first time (or after a version change). */
  async init(): Promise<void> {
    const raw = this.kv.getItem(DB_KEY);
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as LocalDbState;
        if (parsed.version === DB_VERSION) {
          this.cache = parsed;
          this.cacheRev = this.kv.getItem(DB_REV_KEY);
          return;
        }
      } catch {
        // corrupted store: reseed below
      }
    }
    await this.reset();
  }

  async reset(): Promise<void> {
    this.cache = await this.seedState();
    this.persist();
  }

  /**
   * Reads the latest state (another tab may have written). The store is parsed again only
   * when its revision changed, so a read costs the same whatever the catalogue's size.
   */
  read(): LocalDbState {
    const rev = this.kv.getItem(DB_REV_KEY);
    if (this.cache && rev !== null && rev === this.cacheRev) return this.cache;
    const raw = this.kv.getItem(DB_KEY);
    if (raw) {
      try {
        this.cache = JSON.parse(raw) as LocalDbState;
        this.cacheRev = rev;
      } catch {
        // keep the cached state
      }
    }
    if (!this.cache) throw new Error('LocalDb used before init()');
    return this.cache;
  }

  /** Runs a synchronous read-modify-write; nothing is saved if `fn` throws. */
  transact<T>(fn: (state: LocalDbState) => T): T {
    const state = structuredClone(this.read());
    const result = fn(state);
    this.cache = state;
    this.persist();
    return result;
  }

  /** Replaces the whole store (test fixtures: src/services/local/testAccess.ts `__raw`). */
  replace(state: LocalDbState): void {
    this.cache = state;
    this.persist();
  }

  newId(prefix: string): string {
    return this.transact((s) => {
      s.counter += 1;
      return `${prefix}-${Date.now().toString(36)}-${s.counter.toString(36)}`;
    });
  }

  private persist(): void {
    if (!this.cache) return;
    try {
      this.kv.setItem(DB_KEY, JSON.stringify(this.cache));
      const rev = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
      this.kv.setItem(DB_REV_KEY, rev);
      this.cacheRev = rev;
    } catch (e) {
      // Quota exceeded: keep working in memory for this tab.
      console.warn('Stockage local plein : les données de démo ne seront pas conservées.', e);
    }
  }
}
