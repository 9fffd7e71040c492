/**
 * The local backend's store: plain JSON documents, shaped like the Firestore ones, persisted
 * to localStorage, which every tab of the origin shares.
 *
 * A write (LocalDb.transact) is a transaction across tabs: it takes the origin's lock (Web
 * Locks, ./locks.ts), re-reads the persisted state inside it (another tab may have written),
 * makes sure that state is the latest committed one (the revision stored with the data must
 * have reached the revision the last writer announced: see `announce`), applies the change to
 * a copy, bumps the revision and persists it — or, when the browser's storage is full, keeps
 * nothing and throws ServiceError('storage/full'). Reads use a cached parse of the state, kept
 * as long as the stored revision is the same.
 */
import { ServiceError } from '../types';
import type { LockManagerLike } from './locks';
import { randomId, type KeyValueStore } from './kv';
import { DB_KEY, DB_LOCK, DB_REV_KEY, DB_VERSION, isDoc, type LocalDbState } from './state';

export * from './kv';
export * from './state';

/** How long a write waits for the previous writer's data to reach this tab's localStorage. */
const CATCH_UP_MS = 3000;
const ANNOUNCE_PREFIX = `${DB_LOCK}:revision:`;

function revisionOf(token: string | null): number | null {
  if (!token) return null;
  const n = Number.parseInt(token, 10);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LocalDb {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly seedState: () => Promise<LocalDbState>,
    private readonly locks: LockManagerLike,
  ) {}

  private cache: LocalDbState | null = null;
  /** The DB_REV_KEY token of the stored state that `cache` holds. */
  private cacheRev: string | null = null;
  /** Releases this tab's announcement of the last revision it committed. */
  private releaseAnnouncement: (() => void) | null = null;

  /** Loads the store, seeding it the first time (or after a version change). */
  async init(): Promise<void> {
    await this.locks.request(DB_LOCK, async () => {
      if ((await this.latestAnnounced()) > 0) {
        // Another tab is open and has written: its state, once it has reached this tab.
        try {
          await this.latestInLock();
          return;
        } catch {
          // its data never arrived (site data cleared meanwhile): start again from the seed
        }
      }
      const stored = this.readStored();
      if (stored) {
        this.adopt(stored.state, stored.token);
        return;
      }
      // First visit (or an unreadable store): the demo data, kept in memory even when the
      // browser refuses to store it (browsing works; a write will say the storage is full).
      const seeded = await this.seedState();
      seeded.revision = (await this.latestAnnounced()) + 1;
      try {
        this.commit(seeded);
        await this.announce(seeded.revision);
      } catch (e) {
        console.warn('Stockage local plein : les données de démo ne seront pas conservées.', e);
        this.cache = seeded;
        this.cacheRev = null;
      }
    });
  }

  /** Puts the demo data back (throws ServiceError('storage/full') when it cannot be stored). */
  async reset(): Promise<void> {
    await this.locks.request(DB_LOCK, async () => {
      const base = await this.latestInLock();
      const seeded = await this.seedState();
      seeded.revision = base.revision + 1;
      this.commit(seeded);
      await this.announce(seeded.revision);
    });
  }

  /**
   * Reads the latest state this tab knows (another tab may have written). The store is parsed
   * again only when its revision token changed, so a read costs the same whatever the
   * catalogue's size. Never modify what it returns: writes go through `transact`.
   */
  read(): LocalDbState {
    const token = this.kv.getItem(DB_REV_KEY);
    if (this.cache && token !== null && token === this.cacheRev) return this.cache;
    const stored = this.readStored();
    if (stored) this.adopt(stored.state, stored.token);
    if (!this.cache) throw new Error('LocalDb used before init()');
    return this.cache;
  }

  /** Forgets the cached parse (another tab wrote): the next read parses the store again. */
  invalidate(): void {
    this.cacheRev = null;
  }

  /**
   * One read-modify-write of the store, atomic across tabs: under the origin's lock, on the
   * latest committed state, all or nothing. `fn` changes the state it is given in place, or
   * throws (nothing is saved). Throws ServiceError('storage/full') when the browser refuses
   * to store the result (nothing is saved either).
   */
  async transact<T>(fn: (state: LocalDbState) => T): Promise<T> {
    return this.locks.request(DB_LOCK, async () => {
      const base = await this.latestInLock();
      const next = structuredClone(base);
      const result = fn(next);
      next.revision = base.revision + 1;
      this.commit(next);
      await this.announce(next.revision);
      return result;
    });
  }

  /**
   * The same read-modify-write without the cross-tab lock, for test fixtures only
   * (./testAccess.ts), which run in one process on a store no other tab writes.
   */
  transactSync<T>(fn: (state: LocalDbState) => T): T {
    const base = this.read();
    const next = structuredClone(base);
    const result = fn(next);
    next.revision = (base.revision ?? 0) + 1;
    this.commit(next);
    return result;
  }

  /** Replaces the whole store (test fixtures: src/services/local/testAccess.ts `__raw`). */
  replace(state: LocalDbState): void {
    const current = Math.max(
      this.cache?.revision ?? 0,
      revisionOf(this.kv.getItem(DB_REV_KEY)) ?? 0,
    );
    this.commit({ ...state, revision: current + 1 });
  }

  /** A new document id: `prefix-` and 20 random characters (crypto). */
  newId(prefix: string): string {
    return `${prefix}-${randomId()}`;
  }

  /** The persisted state, parsed, or null when missing, unreadable or of another version. */
  private readStored(): { state: LocalDbState; token: string | null } | null {
    const token = this.kv.getItem(DB_REV_KEY);
    const raw = this.kv.getItem(DB_KEY);
    if (!raw) return null;
    try {
      const parsed = JSON.parse(raw) as LocalDbState;
      if (!isDoc(parsed) || parsed.version !== DB_VERSION) return null;
      if (typeof parsed.revision !== 'number') parsed.revision = 0;
      return { state: parsed, token };
    } catch {
      return null;
    }
  }

  private adopt(state: LocalDbState, token: string | null): void {
    this.cache = state;
    this.cacheRev = token;
  }

  /**
   * Inside the lock: the latest committed state. The last writer announced its revision
   * (`announce`) before releasing the lock, but its data reaches this tab's copy of
   * localStorage a little later (browsers copy it between tabs asynchronously), so until the
   * stored revision has caught up, wait for it instead of writing over a stale state.
   */
  private async latestInLock(): Promise<LocalDbState> {
    const latest = await this.latestAnnounced();
    const deadline = Date.now() + CATCH_UP_MS;
    for (;;) {
      const token = this.kv.getItem(DB_REV_KEY);
      const cached = this.cache;
      if (cached && token !== null && token === this.cacheRev && cached.revision >= latest) {
        return cached;
      }
      const storedRev = revisionOf(token);
      if (storedRev === null || storedRev >= latest) {
        const stored = this.readStored();
        if (stored && stored.state.revision >= latest) {
          this.adopt(stored.state, stored.token);
          return stored.state;
        }
        // Nothing stored (cleared, or never storable): this tab's state is all there is.
        if (!stored && cached && this.kv.getItem(DB_KEY) === null && cached.revision >= latest) {
          return cached;
        }
      }
      if (Date.now() > deadline) {
        throw new ServiceError('unavailable', 'stockage local en retard sur la dernière écriture');
      }
      await sleep(5);
    }
  }

  /**
   * Persists `state` as the new committed state: DB_KEY, then DB_REV_KEY. When the browser
   * refuses (QuotaExceededError), nothing changed: the cache still holds the previous state.
   */
  private commit(state: LocalDbState): void {
    const json = JSON.stringify(state);
    try {
      this.kv.setItem(DB_KEY, json);
    } catch (e) {
      throw new ServiceError('storage/full', 'localStorage refused the write', { cause: e });
    }
    const token = `${state.revision}:${randomId(8)}`;
    try {
      this.kv.setItem(DB_REV_KEY, token);
      this.adopt(state, token);
    } catch {
      // The data is stored; without a token every reader parses it again.
      this.kv.removeItem(DB_REV_KEY);
      this.adopt(state, null);
    }
  }

  /** The highest revision a writer announced and still holds (0 when none). */
  private async latestAnnounced(): Promise<number> {
    const names = await this.locks.heldNames();
    let latest = 0;
    for (const name of names) {
      if (!name.startsWith(ANNOUNCE_PREFIX)) continue;
      const n = revisionOf(name.slice(ANNOUNCE_PREFIX.length));
      if (n !== null && n > latest) latest = n;
    }
    return latest;
  }

  /**
   * Announces `revision` to the other tabs through the lock manager, which tells every tab the
   * same thing at once (unlike localStorage): a lock named after it, held until this tab
   * commits again (or closes). Taken before the store's lock is released.
   */
  private announce(revision: number): Promise<void> {
    return new Promise<void>((announced) => {
      void this.locks.request(
        // unique even if two commits ever carried one revision (then neither waits forever)
        `${ANNOUNCE_PREFIX}${revision}:${randomId(8)}`,
        () =>
          new Promise<void>((release) => {
            const previous = this.releaseAnnouncement;
            this.releaseAnnouncement = release;
            previous?.();
            announced();
          }),
      );
    });
  }
}
