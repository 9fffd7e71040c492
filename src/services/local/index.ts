/**
 * The local backend: the whole product in the browser, persisted to localStorage and seeded
 * with the shared demo data. Every read and write goes through ./store.ts, which applies the
 * local copy of firestore.rules and storage.rules (./rules.ts) with Firestore's semantics, and
 * raises the same ServiceError codes as the firebase backend.
 */
import { isDayHeld } from '@/domain/bookingRules';
import { eachDay, todayInMorocco } from '@/domain/days';
import { cityKey } from '@/domain/text';
import type {
  Booking,
  BookingRequest,
  BookingStatus,
  Listing,
  ListingInput,
  ProfileUpdate,
  SignUpInput,
  UserProfile,
} from '@/domain/types';
import { buildBookingDraft } from '../shared/booking';
import { parseBooking, parseListing, parseOccupancy, parseProfile } from '../shared/converters';
import { decodeCursor, encodeCursor, scanPage } from '../shared/search';
import { buildSeed } from '../seed/data';
import {
  ServiceError,
  isServiceError,
  type AdminSession,
  type AuthUser,
  type Backend,
  type ListListingsOptions,
  type PublicProfile,
  type SearchOptions,
  type UploadProgress,
} from '../types';
import {
  DB_KEY,
  LocalDb,
  SERVER_TIME,
  SESSION_KEY,
  emptyState,
  hashPassword,
  memoryStore,
  readDoc,
  stateFromSeed,
  writeDoc,
  type Doc,
  type KeyValueStore,
  type LocalDbState,
} from './db';
import { MAX_UPLOAD_BYTES, type Caller, type FileMeta } from './rules';
import {
  assertUploadAllowed,
  commitWrites,
  guardedDeleteFile,
  guardedGet,
  guardedGetFile,
  guardedList,
  guardedUpload,
  type Where,
  type Write,
} from './store';

export { MAX_UPLOAD_BYTES } from './rules';
export type { Caller, FileMeta } from './rules';
export type { Where, Write } from './store';

export interface LocalBackendOptions {
  /** Where the data lives (default: localStorage). Share one between instances = two tabs. */
  storage?: KeyValueStore;
  /** Where the signed-in session lives (default: same as storage). */
  sessionStorage?: KeyValueStore;
  /** Simulated network latency in ms (default 0). */
  latencyMs?: number;
  now?: () => Date;
  adminPassword?: string;
  /** Largest upload accepted, in bytes (storage.rules: 5 MB). */
  maxUploadBytes?: number;
}

/**
 * TEST-ONLY entry point (`backend.__raw`), present only when Vite's mode is "test" (vitest):
 * the demo and production builds drop it with the rest of the dead branch, and the production
 * bundle never contains the local backend at all. It lets the permission matrix
 * (tests/security/matrix.ts) write fixtures with the rules disabled, like
 * @firebase/rules-unit-testing's withSecurityRulesDisabled, and attempt raw Firestore-like
 * calls the typed Backend API cannot express (unknown fields, a tampered price, one's own
 * role...) as any caller. Those calls go through exactly the same rule functions
 * (./store.ts -> ./rules.ts) as the backend's own code paths.
 */
export interface LocalRawAccess {
  /** Resolved to the request time by writes, like serverTimestamp(). */
  readonly serverTime: typeof SERVER_TIME;
  /** Empties the store: no account, document or file (like a fresh emulator). */
  clear(): void;
  /** Fixture documents (null deletes) and files, written with the rules disabled. */
  seed(docs: Record<string, Doc | null>, files?: Record<string, string>): void;
  /** A sign-in account for a fixture user. */
  addAccount(email: string, password: string, uid: string): Promise<void>;
  /** A document, read with the rules disabled. */
  peek(path: string): Doc | null;
  /** As `caller` (null: a visitor), through the rules. */
  get(caller: Caller | null, path: string): Doc | null;
  list(caller: Caller | null, collectionPath: string, where?: Where[]): { id: string; data: Doc }[];
  write(caller: Caller | null, writes: Write[]): void;
  upload(caller: Caller | null, path: string, file: FileMeta): void;
  getFile(caller: Caller | null, path: string): string | null;
  deleteFile(caller: Caller | null, path: string): void;
}

export type LocalBackend = Backend & {
  resetDemoData(): Promise<void>;
  /** Test builds only (see LocalRawAccess). */
  __raw?: LocalRawAccess;
};

const GOOGLE_DEMO_ACCOUNT = { email: 'google.demo@gmail.com', displayName: 'Compte Google Démo' };
/** Who the unlocked admin gate acts as: the custom claim admin == true, no profile. */
const LOCAL_ADMIN: Caller = { uid: 'local-admin', email: null, admin: true };
const HOLD_MS = 24 * 3600 * 1000;

function defaultStore(): KeyValueStore {
  try {
    const probe = '__maktabi_probe__';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}

function publicProfileDoc(uid: string, profile: Doc): Doc {
  const p = parseProfile(uid, profile);
  return {
    uid,
    fullName: typeof profile.fullName === 'string' ? profile.fullName : p.fullName,
    role: profile.role,
    ...(p.profilePhoto ? { profilePhoto: p.profilePhoto } : {}),
  };
}

export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const kv = options.storage ?? defaultStore();
  const sessionKv = options.sessionStorage ?? kv;
  const now = options.now ?? (() => new Date());
  const latency = options.latencyMs ?? 0;
  const maxUpload = options.maxUploadBytes ?? MAX_UPLOAD_BYTES;
  const adminPassword = options.adminPassword ?? import.meta.env.VITE_DEMO_ADMIN_PASSWORD;
  const db = new LocalDb(kv, () => stateFromSeed(buildSeed(now())));
  await db.init();

  const wait = () => (latency > 0 ? new Promise((r) => setTimeout(r, latency)) : Promise.resolve());

  // ---- auth -------------------------------------------------------------------------------
  type Listener = (user: AuthUser | null) => void;
  const listeners = new Set<Listener>();

  function accountOf(
    s: LocalDbState,
    uid: string,
  ): [string, LocalDbState['accounts'][string]] | undefined {
    return Object.entries(s.accounts).find(([, a]) => a.uid === uid);
  }

  function sessionUid(): string | null {
    const uid = sessionKv.getItem(SESSION_KEY);
    if (!uid) return null;
    return accountOf(db.read(), uid) ? uid : null;
  }

  /** request.auth of the signed-in user (null: a visitor). */
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
    return { uid, email: entry[0], displayName: entry[1].displayName };
  }

  function setSession(uid: string | null) {
    if (uid) sessionKv.setItem(SESSION_KEY, uid);
    else sessionKv.removeItem(SESSION_KEY);
    const user = authUser(uid);
    listeners.forEach((l) => l(user));
  }

  function requireCaller(): Caller {
    const c = caller();
    if (!c) throw new ServiceError('permission-denied', 'Non connecté');
    return c;
  }

  // ---- helpers ----------------------------------------------------------------------------
  const byNewest = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

  /** The Firestore query of public listings: isApproved == true (+ cityKey), newest first. */
  // Approved listings are public: the same for every caller, so the ordered list is kept per
  // stored state (a write makes a new state object) and city, like a database index.
  const approvedIndex = new WeakMap<LocalDbState, Map<string, Listing[]>>();

  function approvedNewestFirst(s: LocalDbState, who: Caller | null, city?: string): Listing[] {
    const key = city && city.trim() ? cityKey(city) : '';
    let byCity = approvedIndex.get(s);
    if (!byCity) approvedIndex.set(s, (byCity = new Map()));
    const hit = byCity.get(key);
    if (hit) return hit;
    const where: Where[] = [{ field: 'isApproved', op: '==', value: true }];
    if (key) where.push({ field: 'cityKey', op: '==', value: key });
    const items = guardedList(s, who, now(), 'listings', where)
      .map(([id, raw]) => parseListing(id, raw))
      .sort(byNewest);
    byCity.set(key, items);
    return items;
  }

  /** A listing as `who` may see it; null when missing or not readable (like the firebase backend). */
  function readableListing(s: LocalDbState, who: Caller | null, id: string): Listing | null {
    try {
      const raw = guardedGet(s, who, now(), `listings/${id}`);
      return raw ? parseListing(id, raw) : null;
    } catch (e) {
      if (isServiceError(e, 'permission-denied')) return null;
      throw e;
    }
  }

  /** The occupancy days that still belong to a booking (its cancel or reject frees them). */
  function ownedDays(s: LocalDbState, booking: Booking): string[] {
    if (booking.rentalType !== 'daily' || !booking.endDate) return [];
    return eachDay(booking.startDate, booking.endDate).filter(
      (d) => readDoc(s, `listings/${booking.listingId}/occupancy/${d}`)?.bookingId === booking.id,
    );
  }

  const occupancyPath = (listingId: string, day: string) =>
    `listings/${listingId}/occupancy/${day}`;

  // ---- services ---------------------------------------------------------------------------
  const backend: LocalBackend = {
    kind: 'local',

    async resetDemoData() {
      await db.reset();
      setSession(null);
    },

    auth: {
      onAuthChange(callback) {
        listeners.add(callback);
        const initial = authUser(sessionUid());
        const timer = setTimeout(() => callback(initial), 0);
        return () => {
          clearTimeout(timer);
          listeners.delete(callback);
        };
      },

      async signIn(email, password) {
        await wait();
        const hash = await hashPassword(password);
        const account = db.read().accounts[email.trim().toLowerCase()];
        if (!account || account.passwordHash !== hash) {
          throw new ServiceError('auth/invalid-credentials');
        }
        setSession(account.uid);
        return authUser(account.uid)!;
      },

      async signInWithGoogle() {
        await wait();
        const email = GOOGLE_DEMO_ACCOUNT.email;
        let uid = db.read().accounts[email]?.uid;
        if (!uid) {
          const newUid = db.newId('google');
          db.transact((s) => {
            s.accounts[email] = {
              uid: newUid,
              passwordHash: '',
              displayName: GOOGLE_DEMO_ACCOUNT.displayName,
            };
          });
          uid = newUid;
        }
        const finalUid = uid;
        db.transact((s) => {
          if (readDoc(s, `users/${finalUid}`)) return;
          const who: Caller = { uid: finalUid, email, admin: false };
          const profile: Doc = {
            uid: finalUid,
            fullName: GOOGLE_DEMO_ACCOUNT.displayName || 'Utilisateur',
            firstName: '',
            lastName: '',
            email,
            role: 'tenant',
            favorites: [],
            createdAt: SERVER_TIME,
          };
          commitWrites(s, who, now(), [
            { type: 'set', path: `users/${finalUid}`, data: profile },
            {
              type: 'set',
              path: `publicProfiles/${finalUid}`,
              data: publicProfileDoc(finalUid, profile),
            },
          ]);
        });
        setSession(finalUid);
        return authUser(finalUid)!;
      },

      async signUp(input: SignUpInput) {
        await wait();
        if (input.password.length < 6) throw new ServiceError('auth/weak-password');
        const hash = await hashPassword(input.password);
        const email = input.email.trim().toLowerCase();
        const uid = db.newId('user');
        const at = now();
        const profile: UserProfile = {
          uid,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          fullName: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
          email,
          phoneNumber: input.phoneNumber.trim(),
          role: input.role,
          favorites: [],
          createdAt: at,
        };
        db.transact((s) => {
          if (s.accounts[email]) throw new ServiceError('auth/email-already-in-use');
          s.accounts[email] = { uid, passwordHash: hash, displayName: profile.fullName };
          const doc: Doc = { ...profile, createdAt: SERVER_TIME };
          commitWrites(s, { uid, email, admin: false }, at, [
            { type: 'set', path: `users/${uid}`, data: doc },
            { type: 'set', path: `publicProfiles/${uid}`, data: publicProfileDoc(uid, doc) },
          ]);
        });
        setSession(uid);
        return profile;
      },

      async signOut() {
        await wait();
        setSession(null);
      },

      async sendPasswordReset(email) {
        await wait();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
          throw new ServiceError('invalid-argument');
        }
        // The demo sends no e-mail; like Firebase, it does not reveal whether the account exists.
      },
    },

    users: {
      async getProfile(uid) {
        await wait();
        const raw = guardedGet(db.read(), caller(), now(), `users/${uid}`);
        return raw ? parseProfile(uid, raw) : null;
      },

      async updateProfile(uid, patch: ProfileUpdate) {
        await wait();
        const who = requireCaller();
        db.transact((s) => {
          const current = guardedGet(s, who, now(), `users/${uid}`);
          if (!current) throw new ServiceError('not-found');
          const data: Doc = stripUndefined(patch);
          const merged: Doc = { ...current, ...data };
          if (patch.firstName !== undefined || patch.lastName !== undefined) {
            const first = typeof merged.firstName === 'string' ? merged.firstName : '';
            const last = typeof merged.lastName === 'string' ? merged.lastName : '';
            data.fullName = `${first} ${last}`.trim();
            merged.fullName = data.fullName;
          }
          commitWrites(s, who, now(), [
            { type: 'update', path: `users/${uid}`, data },
            { type: 'set', path: `publicProfiles/${uid}`, data: publicProfileDoc(uid, merged) },
          ]);
        });
      },

      async getPublicProfile(uid): Promise<PublicProfile | null> {
        await wait();
        const raw = guardedGet(db.read(), caller(), now(), `publicProfiles/${uid}`);
        if (!raw) return null;
        const p = parseProfile(uid, raw);
        return { uid, fullName: p.fullName, role: p.role, profilePhoto: p.profilePhoto };
      },

      async setFavorite(uid, listingId, favorite) {
        await wait();
        const who = requireCaller();
        db.transact((s) => {
          const current = guardedGet(s, who, now(), `users/${uid}`);
          if (!current) throw new ServiceError('not-found');
          const favs = new Set(parseProfile(uid, current).favorites);
          if (favorite) favs.add(listingId);
          else favs.delete(listingId);
          commitWrites(s, who, now(), [
            { type: 'update', path: `users/${uid}`, data: { favorites: [...favs] } },
          ]);
        });
      },
    },

    listings: {
      async getListing(id) {
        await wait();
        // Rules deny an unapproved listing to anyone but its host and the admin: same as missing.
        return readableListing(db.read(), caller(), id);
      },

      async listListings(opts: ListListingsOptions = {}) {
        await wait();
        const s = db.read();
        const who = caller();
        if (opts.hostId) {
          const where: Where[] = [{ field: 'hostId', op: '==', value: opts.hostId }];
          const own = opts.hostId === who?.uid;
          if (!(own && opts.includeUnapproved))
            where.push({ field: 'isApproved', op: '==', value: true });
          if (opts.city) where.push({ field: 'cityKey', op: '==', value: cityKey(opts.city) });
          const items = guardedList(s, who, now(), 'listings', where)
            .map(([id, raw]) => parseListing(id, raw))
            .sort(byNewest);
          return opts.limit ? items.slice(0, opts.limit) : items;
        }
        if (opts.includeUnapproved) throw new ServiceError('permission-denied');
        const items = approvedNewestFirst(s, who, opts.city);
        // a copy: the ordered list is shared (see approvedIndex)
        return items.slice(0, opts.limit ?? items.length);
      },

      async searchListings({ filters, pageSize, cursor }: SearchOptions) {
        await wait();
        // Same shape as the Firestore query: approved (+ city) ordered newest first,
        // read in batches after a cursor.
        const ordered = approvedNewestFirst(db.read(), caller(), filters.city);
        return scanPage(
          async (cur, size) => {
            let start = 0;
            if (cur) {
              const c = decodeCursor(cur);
              if (c) {
                start = ordered.findIndex(
                  (l) => byNewest(l, { createdAt: new Date(c.createdAtMs), id: c.id }) > 0,
                );
                if (start < 0) start = ordered.length;
              }
            }
            const items = ordered.slice(start, start + size);
            const last = items[items.length - 1];
            const more = start + size < ordered.length;
            return { items, next: more && last ? encodeCursor(last.createdAt, last.id) : null };
          },
          filters,
          pageSize,
          cursor ?? null,
        );
      },

      async getListingsByIds(ids) {
        await wait();
        const s = db.read();
        const who = caller();
        return ids.map((id) => readableListing(s, who, id)).filter((l): l is Listing => l !== null);
      },

      async createListing(input: ListingInput, hostId: string) {
        await wait();
        const who = requireCaller();
        const id = db.newId('lst');
        db.transact((s) => {
          // Like the firebase backend: the host's name comes from their own profile.
          const host = guardedGet(s, who, now(), `users/${hostId}`);
          const doc: Doc = {
            ...stripUndefinedDeep(input),
            customSpaceType: input.spaceType === 'other' ? (input.customSpaceType ?? null) : null,
            additionalEquipment: input.additionalEquipment ?? [],
            photos: input.photos ?? [],
            availableDates: [],
            isApproved: false,
            hostId,
            hostName: typeof host?.fullName === 'string' ? host.fullName : '',
            cityKey: cityKey(input.location.city),
            createdAt: SERVER_TIME,
          };
          commitWrites(s, who, now(), [{ type: 'set', path: `listings/${id}`, data: doc }]);
        });
        return id;
      },

      async updateListing(id, patch) {
        await wait();
        const who = requireCaller();
        db.transact((s) => {
          if (!readDoc(s, `listings/${id}`)) throw new ServiceError('not-found');
          const data: Doc = stripUndefinedDeep(patch);
          if (patch.location) data.cityKey = cityKey(patch.location.city);
          commitWrites(s, who, now(), [{ type: 'update', path: `listings/${id}`, data }]);
        });
      },

      async getUnavailableDays(listingId, from, to) {
        await wait();
        const at = now();
        return guardedList(db.read(), caller(), at, `listings/${listingId}/occupancy`)
          .filter(([day]) => day >= from && day <= to)
          .filter(([day, raw]) => isDayHeld(parseOccupancy(day, raw), at))
          .map(([day]) => day)
          .sort();
      },
    },

    bookings: {
      async createBooking(request: BookingRequest) {
        await wait();
        const who = requireCaller();
        const id = db.newId('bkg');
        return db.transact((s) => {
          const at = now();
          // The same reads, in the same order, as the firebase transaction.
          const listingRaw = guardedGet(s, who, at, `listings/${request.listingId}`);
          if (!listingRaw) throw new ServiceError('not-found');
          const listing = parseListing(request.listingId, listingRaw);
          const tenantRaw = guardedGet(s, who, at, `users/${who.uid}`);
          if (!tenantRaw) throw new ServiceError('permission-denied');
          const tenant = parseProfile(who.uid, tenantRaw);
          if (tenant.role !== 'tenant') {
            throw new ServiceError(
              listing.hostId === who.uid ? 'booking/own-listing' : 'permission-denied',
            );
          }
          const { draft, days } = buildBookingDraft(request, listing, tenant, todayInMorocco(at));
          for (const day of days) {
            const existing = guardedGet(s, who, at, occupancyPath(listing.id, day));
            if (existing && isDayHeld(parseOccupancy(day, existing), at)) {
              throw new ServiceError('booking/dates-taken');
            }
          }
          const writes: Write[] = [
            { type: 'set', path: `bookings/${id}`, data: { ...draft, createdAt: SERVER_TIME } },
          ];
          for (const day of days) {
            writes.push({
              type: 'set',
              path: occupancyPath(listing.id, day),
              data: { bookingId: id, status: 'held', createdAt: SERVER_TIME },
            });
          }
          commitWrites(s, who, at, writes);
          return parseBooking(id, readDoc(s, `bookings/${id}`));
        });
      },

      async listBookingsForUser(uid, role) {
        await wait();
        const who = requireCaller();
        // Firestore refuses a query it cannot prove readable: another user's list is refused
        // even when it would come back empty.
        if (who.uid !== uid) throw new ServiceError('permission-denied');
        const field = role === 'tenant' ? 'tenantId' : 'hostId';
        return guardedList(db.read(), who, now(), 'bookings', [{ field, op: '==', value: uid }])
          .map(([id, raw]) => parseBooking(id, raw))
          .sort(byNewest);
      },

      async cancelBooking(bookingId) {
        await wait();
        const who = requireCaller();
        db.transact((s) => {
          const raw = guardedGet(s, who, now(), `bookings/${bookingId}`);
          if (!raw) throw new ServiceError('not-found');
          const booking = parseBooking(bookingId, raw);
          if (booking.tenantId !== who.uid) throw new ServiceError('permission-denied');
          if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
          commitWrites(s, who, now(), [
            { type: 'update', path: `bookings/${bookingId}`, data: { status: 'cancelled' } },
            ...ownedDays(s, booking).map((d): Write => ({
              type: 'delete',
              path: occupancyPath(booking.listingId, d),
            })),
          ]);
        });
      },
    },

    storage: {
      async uploadListingImages(listingId, files, onProgress?: (p: UploadProgress) => void) {
        const who = requireCaller();
        const urls: string[] = [];
        for (let i = 0; i < files.length; i += 1) {
          const file = files[i];
          const path = `listings/${listingId}/${i}_${safeName(file.name)}`;
          const meta = { contentType: file.type, size: file.size };
          // Refused before the file is even read, as Storage refuses before storing it.
          assertUploadAllowed(db.read(), who, now(), path, meta, maxUpload);
          const dataUrl = await readAsDataUrl(file);
          await wait();
          store(path, meta, dataUrl, file.name);
          urls.push(dataUrl);
          onProgress?.({ fileIndex: i, fraction: (i + 1) / files.length });
        }
        return urls;

        function store(path: string, meta: FileMeta, dataUrl: string, name: string) {
          try {
            db.transact((s) => guardedUpload(s, who, now(), path, meta, dataUrl, maxUpload));
            assertPersisted(kv, path);
          } catch (e) {
            if (isServiceError(e, 'permission-denied')) throw e;
            throw new ServiceError('upload/failed', name, { cause: e });
          }
        }
      },

      async uploadProfilePhoto(uid, file) {
        const who = requireCaller();
        const path = `users/${uid}/profile_${safeName(file.name)}`;
        const meta = { contentType: file.type, size: file.size };
        assertUploadAllowed(db.read(), who, now(), path, meta, maxUpload);
        const dataUrl = await readAsDataUrl(file);
        await wait();
        try {
          db.transact((s) => guardedUpload(s, who, now(), path, meta, dataUrl, maxUpload));
          assertPersisted(kv, path);
        } catch (e) {
          if (isServiceError(e, 'permission-denied')) throw e;
          throw new ServiceError('upload/failed', file.name, { cause: e });
        }
        return dataUrl;
      },
    },

    admin: {
      async unlock(password) {
        await wait();
        if (!adminPassword || password !== adminPassword) {
          throw new ServiceError('admin/wrong-password');
        }
        let locked = false;
        const check = () => {
          if (locked) throw new ServiceError('permission-denied');
        };
        const all = (collection: string, where: Where[] = []) =>
          guardedList(db.read(), LOCAL_ADMIN, now(), collection, where);

        /** Valider / Refuser, within 24 hours of the request (same checks as the firebase backend). */
        const decide = (bookingId: string, status: 'confirmed' | 'rejected') =>
          db.transact((s) => {
            const at = now();
            const raw = guardedGet(s, LOCAL_ADMIN, at, `bookings/${bookingId}`);
            if (!raw) throw new ServiceError('not-found');
            const booking = parseBooking(bookingId, raw);
            if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
            if (at.getTime() - booking.createdAt.getTime() >= HOLD_MS)
              throw new ServiceError('booking/expired');
            const writes: Write[] = [
              { type: 'update', path: `bookings/${bookingId}`, data: { status } },
            ];
            if (booking.rentalType === 'daily' && booking.endDate) {
              const days = eachDay(booking.startDate, booking.endDate);
              if (status === 'confirmed') {
                for (const d of days) {
                  const o = guardedGet(s, LOCAL_ADMIN, at, occupancyPath(booking.listingId, d));
                  if (o && o.bookingId !== booking.id && isDayHeld(parseOccupancy(d, o), at)) {
                    throw new ServiceError('booking/overlap-confirmed');
                  }
                }
                for (const d of days) {
                  writes.push({
                    type: 'set',
                    path: occupancyPath(booking.listingId, d),
                    data: { bookingId: booking.id, status: 'confirmed', createdAt: SERVER_TIME },
                  });
                }
              } else {
                for (const d of ownedDays(s, booking)) {
                  writes.push({ type: 'delete', path: occupancyPath(booking.listingId, d) });
                }
              }
            }
            commitWrites(s, LOCAL_ADMIN, at, writes);
          });

        const session: AdminSession = {
          async stats() {
            check();
            await wait();
            const users = all('users').map(([id, raw]) => parseProfile(id, raw));
            const listings = all('listings').map(([id, raw]) => parseListing(id, raw));
            const bookings = all('bookings').map(([id, raw]) => parseBooking(id, raw));
            const byStatus = {
              pending: 0,
              pending_admin: 0,
              confirmed: 0,
              rejected: 0,
              cancelled: 0,
            };
            let revenue = 0;
            for (const b of bookings) {
              byStatus[b.status] += 1;
              if (b.status === 'confirmed') revenue += b.totalPrice;
            }
            return {
              users: users.length,
              hosts: users.filter((u) => u.role === 'host').length,
              tenants: users.filter((u) => u.role === 'tenant').length,
              listingsApproved: listings.filter((l) => l.isApproved).length,
              listingsWaiting: listings.filter((l) => !l.isApproved).length,
              bookingsByStatus: byStatus,
              confirmedRevenue: revenue,
            };
          },
          async listBookings(statuses: BookingStatus[]) {
            check();
            await wait();
            return all('bookings', [{ field: 'status', op: 'in', value: statuses }])
              .map(([id, raw]) => parseBooking(id, raw))
              .sort(byNewest);
          },
          async confirmBooking(bookingId) {
            check();
            await wait();
            decide(bookingId, 'confirmed');
          },
          async rejectBooking(bookingId) {
            check();
            await wait();
            decide(bookingId, 'rejected');
          },
          async listAllListings() {
            check();
            await wait();
            return all('listings')
              .map(([id, raw]) => parseListing(id, raw))
              .sort(byNewest);
          },
          async setListingApproval(listingId, approved) {
            check();
            await wait();
            db.transact((s) => {
              if (!guardedGet(s, LOCAL_ADMIN, now(), `listings/${listingId}`))
                throw new ServiceError('not-found');
              commitWrites(s, LOCAL_ADMIN, now(), [
                { type: 'update', path: `listings/${listingId}`, data: { isApproved: approved } },
              ]);
            });
          },
          async listUsers(filter = {}) {
            check();
            await wait();
            const q = (filter.search ?? '').trim().toLowerCase();
            const where: Where[] = filter.role
              ? [{ field: 'role', op: '==', value: filter.role }]
              : [];
            return all('users', where)
              .map(([id, raw]) => parseProfile(id, raw))
              .filter(
                (u) =>
                  !q || u.fullName.toLowerCase().includes(q) || u.email.toLowerCase().includes(q),
              )
              .sort(byNewestUser);
          },
          async getUser(uid) {
            check();
            await wait();
            const raw = guardedGet(db.read(), LOCAL_ADMIN, now(), `users/${uid}`);
            return raw ? parseProfile(uid, raw) : null;
          },
          async lock() {
            locked = true;
          },
        };
        return session;
      },
    },
  };

  // Test builds only: dead code (and tree-shaken) in the demo and production bundles.
  if (import.meta.env.MODE === 'test') {
    backend.__raw = createRawAccess(db, now, maxUpload);
  }
  return backend;
}

/** See LocalRawAccess. */
function createRawAccess(db: LocalDb, now: () => Date, maxUpload: number): LocalRawAccess {
  return {
    serverTime: SERVER_TIME,
    clear() {
      db.replace(emptyState());
    },
    seed(docs, files = {}) {
      db.transact((s) => {
        for (const [path, doc] of Object.entries(docs)) writeDoc(s, path, doc);
        Object.assign(s.files, files);
      });
    },
    async addAccount(email, password, uid) {
      const passwordHash = await hashPassword(password);
      db.transact((s) => {
        s.accounts[email.trim().toLowerCase()] = { uid, passwordHash, displayName: null };
      });
    },
    peek: (path) => readDoc(db.read(), path),
    get: (who, path) => guardedGet(db.read(), who, now(), path),
    list: (who, collectionPath, where) =>
      guardedList(db.read(), who, now(), collectionPath, where).map(([id, data]) => ({ id, data })),
    write(who, writes) {
      db.transact((s) => commitWrites(s, who, now(), writes));
    },
    upload(who, path, file) {
      db.transact((s) =>
        guardedUpload(s, who, now(), path, file, `data:${file.contentType};base64,`, maxUpload),
      );
    },
    getFile: (_who, path) => guardedGetFile(db.read(), path),
    deleteFile(who, path) {
      db.transact((s) => guardedDeleteFile(s, who, now(), path));
    },
  };
}

const byNewestUser = (a: UserProfile, b: UserProfile) =>
  b.createdAt.getTime() - a.createdAt.getTime();

function stripUndefined<T extends object>(o: T): Doc {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** Like Firestore (which refuses undefined), at any depth: drops undefined fields. */
function stripUndefinedDeep<T extends object>(o: T): Doc {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, clean(x)]),
      );
    }
    return v;
  };
  return clean(o) as Doc;
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'image';
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ServiceError('upload/failed'));
    reader.readAsDataURL(file);
  });
}

/** A quota error is swallowed by LocalDb.persist; an upload must not pretend it was saved. */
function assertPersisted(kv: KeyValueStore, path: string) {
  const raw = kv.getItem(DB_KEY);
  if (!raw || !raw.includes(JSON.stringify(path))) throw new ServiceError('upload/failed');
}
