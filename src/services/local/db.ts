/**
 * The local backend's store: plain JSON documents, shaped like the Firestore ones, persisted
 * to localStorage. Every operation re-reads the store and writes it back synchronously, so a
 * check-then-write is atomic (JavaScript runs one task at a time, even across awaits that
 * happen before it) — the same guarantee a Firestore transaction gives.
 */
import { cityKey } from '@/domain/text';
import type { SeedData } from '../seed/types';

export type Doc = Record<string, unknown>;

export interface LocalDbState {
  version: number;
  /** Auth accounts by lower-cased e-mail. */
  accounts: Record<string, { uid: string; passwordHash: string; displayName: string | null }>;
  users: Record<string, Doc>;
  publicProfiles: Record<string, Doc>;
  listings: Record<string, Doc>;
  bookings: Record<string, Doc>;
  /** occupancy[listingId][YYYY-MM-DD] */
  occupancy: Record<string, Record<string, Doc>>;
  /** Uploaded files by storage path (data: URLs). */
  files: Record<string, string>;
  counter: number;
}

export const DB_VERSION = 1;
export const DB_KEY = 'maktabi.demo.db';
export const SESSION_KEY = 'maktabi.demo.session';

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

function iso(d: Date): string {
  return d.toISOString();
}

/** Builds a fresh store from the shared seed (dates as ISO strings, like stored JSON). */
export async function stateFromSeed(seed: SeedData): Promise<LocalDbState> {
  const state: LocalDbState = {
    version: DB_VERSION,
    accounts: {},
    users: {},
    publicProfiles: {},
    listings: {},
    bookings: {},
    occupancy: {},
    files: {},
    counter: 0,
  };
  for (const u of seed.users) {
    const { password, ...profile } = u;
    state.accounts[u.email.toLowerCase()] = {
      uid: u.uid,
      passwordHash: await hashPassword(password),
      displayName: u.fullName,
    };
    state.users[u.uid] = { ...profile, createdAt: iso(u.createdAt) };
    state.publicProfiles[u.uid] = {
      uid: u.uid,
      fullName: u.fullName,
      role: u.role,
      ...(u.profilePhoto ? { profilePhoto: u.profilePhoto } : {}),
    };
  }
  for (const l of seed.listings) {
    const { id, ...rest } = l;
    state.listings[id] = { ...rest, cityKey: cityKey(l.location.city), createdAt: iso(l.createdAt) };
  }
  for (const b of seed.bookings) {
    const { id, ...rest } = b;
    state.bookings[id] = { ...rest, createdAt: iso(b.createdAt) };
    const occupying = b.status === 'confirmed' || b.status === 'pending_admin' || b.status === 'pending';
    if (b.rentalType === 'daily' && occupying && b.endDate) {
      const heldUntil = new Date(b.createdAt.getTime() + 24 * 3600 * 1000);
      const days = state.occupancy[b.listingId] ?? (state.occupancy[b.listingId] = {});
      for (let d = b.startDate; d <= b.endDate; d = nextDay(d)) {
        days[d] = {
          bookingId: id,
          status: b.status === 'confirmed' ? 'confirmed' : 'held',
          heldUntil: iso(heldUntil),
        };
      }
    }
  }
  return state;
}

function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export class LocalDb {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly seedState: () => Promise<LocalDbState>,
  ) {}

  private cache: LocalDbState | null = null;

  /** Loads the store, seeding it the first time (or after a version change). */
  async init(): Promise<void> {
    const raw = this.kv.getItem(DB_KEY);
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as LocalDbState;
        if (parsed.version === DB_VERSION) {
          this.cache = parsed;
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

  /** Reads the latest state (another tab may have written). */
  read(): LocalDbState {
    const raw = this.kv.getItem(DB_KEY);
    if (raw) {
      try {
        this.cache = JSON.parse(raw) as LocalDbState;
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
    } catch (e) {
      // Quota exceeded: keep working in memory for this tab.
      console.warn('Stockage local plein : les données de démo ne seront pas conservées.', e);
    }
  }
}
