/**
 * The local backend: the whole product in the browser, persisted to localStorage and seeded
 * with the shared demo data. It enforces the same permissions as firestore.rules and
 * storage.rules (see ./rules.ts) and raises the same ServiceError codes as the firebase backend.
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
import {
  parseBooking,
  parseListing,
  parseOccupancy,
  parseProfile,
  toDate,
} from '../shared/converters';
import { decodeCursor, encodeCursor, scanPage } from '../shared/search';
import { buildSeed } from '../seed/data';
import {
  ServiceError,
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
  SESSION_KEY,
  hashPassword,
  memoryStore,
  stateFromSeed,
  type Doc,
  type KeyValueStore,
  type LocalDbState,
} from './db';
import * as rules from './rules';

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

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const GOOGLE_DEMO_ACCOUNT = { email: 'google.demo@gmail.com', displayName: 'Compte Google Démo' };

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

export async function createLocalBackend(options: LocalBackendOptions = {}): Promise<
  Backend & { resetDemoData(): Promise<void> }
> {
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

  function sessionUid(): string | null {
    const uid = sessionKv.getItem(SESSION_KEY);
    if (!uid) return null;
    const s = db.read();
    return Object.values(s.accounts).some((a) => a.uid === uid) ? uid : null;
  }

  function authUser(uid: string | null): AuthUser | null {
    if (!uid) return null;
    const s = db.read();
    const entry = Object.entries(s.accounts).find(([, a]) => a.uid === uid);
    if (!entry) return null;
    return { uid, email: entry[0], displayName: entry[1].displayName };
  }

  function setSession(uid: string | null) {
    if (uid) sessionKv.setItem(SESSION_KEY, uid);
    else sessionKv.removeItem(SESSION_KEY);
    const user = authUser(uid);
    listeners.forEach((l) => l(user));
  }

  function requireUid(): string {
    const uid = sessionUid();
    if (!uid) throw new ServiceError('permission-denied', 'Non connecté');
    return uid;
  }

  function writePublicProfile(s: LocalDbState, uid: string) {
    const p = s.users[uid];
    if (!p) return;
    const profile = parseProfile(uid, p);
    s.publicProfiles[uid] = {
      uid,
      fullName: profile.fullName,
      role: profile.role,
      ...(profile.profilePhoto ? { profilePhoto: profile.profilePhoto } : {}),
    };
  }

  // ---- helpers ----------------------------------------------------------------------------
  function listingOf(s: LocalDbState, id: string): Listing | null {
    const raw = s.listings[id];
    return raw ? parseListing(id, raw) : null;
  }

  function approvedNewestFirst(s: LocalDbState, city?: string): Listing[] {
    const key = city && city.trim() ? cityKey(city) : null;
    return Object.entries(s.listings)
      .filter(([, raw]) => raw.isApproved === true && (!key || raw.cityKey === key))
      .map(([id, raw]) => parseListing(id, raw))
      .sort(byNewest);
  }

  const byNewest = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

  function freeDays(s: LocalDbState, booking: Booking) {
    const days = s.occupancy[booking.listingId];
    if (!days || !booking.endDate) return;
    for (const d of eachDay(booking.startDate, booking.endDate)) {
      if (days[d] && days[d].bookingId === booking.id) delete days[d];
    }
  }

  // ---- services ---------------------------------------------------------------------------
  const backend: Backend & { resetDemoData(): Promise<void> } = {
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
          if (!s.users[finalUid]) {
            s.users[finalUid] = {
              uid: finalUid,
              fullName: GOOGLE_DEMO_ACCOUNT.displayName || 'Utilisateur',
              firstName: '',
              lastName: '',
              email,
              role: 'tenant',
              favorites: [],
              createdAt: now().toISOString(),
            };
            writePublicProfile(s, finalUid);
          }
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
        const profile: UserProfile = {
          uid,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          fullName: `${input.firstName.trim()} ${input.lastName.trim()}`.trim(),
          email,
          phoneNumber: input.phoneNumber.trim(),
          role: input.role,
          favorites: [],
          createdAt: now(),
        };
        db.transact((s) => {
          if (s.accounts[email]) throw new ServiceError('auth/email-already-in-use');
          s.accounts[email] = { uid, passwordHash: hash, displayName: profile.fullName };
          const doc = { ...profile, createdAt: profile.createdAt.toISOString() };
          rules.assertCreateProfile(uid, doc);
          s.users[uid] = doc;
          writePublicProfile(s, uid);
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
        const caller = sessionUid();
        if (caller !== uid) throw new ServiceError('permission-denied');
        const raw = db.read().users[uid];
        return raw ? parseProfile(uid, raw) : null;
      },

      async updateProfile(uid, patch: ProfileUpdate) {
        await wait();
        const caller = requireUid();
        db.transact((s) => {
          const current = s.users[uid];
          if (!current) throw new ServiceError('not-found');
          const next: Doc = { ...current, ...stripUndefined(patch) };
          const first = typeof next.firstName === 'string' ? next.firstName : '';
          const last = typeof next.lastName === 'string' ? next.lastName : '';
          if (patch.firstName !== undefined || patch.lastName !== undefined) {
            next.fullName = `${first} ${last}`.trim();
          }
          rules.assertUpdateProfile(caller, uid, current, next);
          s.users[uid] = next;
          writePublicProfile(s, uid);
        });
      },

      async getPublicProfile(uid): Promise<PublicProfile | null> {
        await wait();
        const raw = db.read().publicProfiles[uid];
        if (!raw) return null;
        const p = parseProfile(uid, raw);
        return { uid, fullName: p.fullName, role: p.role, profilePhoto: p.profilePhoto };
      },

      async setFavorite(uid, listingId, favorite) {
        await wait();
        const caller = requireUid();
        db.transact((s) => {
          const current = s.users[uid];
          if (!current) throw new ServiceError('not-found');
          const favs = new Set(parseProfile(uid, current).favorites);
          if (favorite) favs.add(listingId);
          else favs.delete(listingId);
          const next = { ...current, favorites: [...favs] };
          rules.assertUpdateProfile(caller, uid, current, next);
          s.users[uid] = next;
        });
      },
    },

    listings: {
      async getListing(id) {
        await wait();
        const s = db.read();
        const listing = listingOf(s, id);
        if (!listing) return null;
        if (!listing.isApproved && listing.hostId !== sessionUid()) {
          // Rules deny reading an unapproved listing to anyone but its host and the admin.
          return null;
        }
        return listing;
      },

      async listListings(opts: ListListingsOptions = {}) {
        await wait();
        const s = db.read();
        const caller = sessionUid();
        if (opts.hostId) {
          const own = opts.hostId === caller;
          const items = Object.entries(s.listings)
            .map(([id, raw]) => parseListing(id, raw))
            .filter((l) => l.hostId === opts.hostId)
            .filter((l) => l.isApproved || (own && opts.includeUnapproved))
            .filter((l) => !opts.city || cityKey(l.location.city) === cityKey(opts.city))
            .sort(byNewest);
          return opts.limit ? items.slice(0, opts.limit) : items;
        }
        if (opts.includeUnapproved) throw new ServiceError('permission-denied');
        const items = approvedNewestFirst(s, opts.city);
        return opts.limit ? items.slice(0, opts.limit) : items;
      },

      async searchListings({ filters, pageSize, cursor }: SearchOptions) {
        await wait();
        const s = db.read();
        // Same shape as the Firestore query: approved (+ city) ordered newest first,
        // read in batches after a cursor.
        const ordered = approvedNewestFirst(s, filters.city);
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
        const caller = sessionUid();
        return ids
          .map((id) => listingOf(s, id))
          .filter((l): l is Listing => l !== null && (l.isApproved || l.hostId === caller));
      },

      async createListing(input: ListingInput, hostId: string) {
        await wait();
        const caller = requireUid();
        const id = db.newId('lst');
        db.transact((s) => {
          const host = s.users[caller];
          const doc: Doc = {
            ...stripUndefined(input),
            customSpaceType: input.spaceType === 'other' ? input.customSpaceType : null,
            additionalEquipment: input.additionalEquipment ?? [],
            photos: input.photos ?? [],
            availableDates: [],
            isApproved: false,
            hostId,
            hostName: host ? parseProfile(caller, host).fullName : '',
            cityKey: cityKey(input.location.city),
            createdAt: now().toISOString(),
          };
          rules.assertCreateListing(caller, host, doc);
          s.listings[id] = doc;
        });
        return id;
      },

      async updateListing(id, patch) {
        await wait();
        const caller = requireUid();
        db.transact((s) => {
          const current = s.listings[id];
          if (!current) throw new ServiceError('not-found');
          const next: Doc = { ...current, ...stripUndefined(patch) };
          if (patch.location) next.cityKey = cityKey(patch.location.city);
          rules.assertHostUpdateListing(caller, current, next);
          s.listings[id] = next;
        });
      },

      async getUnavailableDays(listingId, from, to) {
        await wait();
        const days = db.read().occupancy[listingId] ?? {};
        const at = now();
        return Object.entries(days)
          .filter(([day]) => day >= from && day <= to)
          .filter(([day, raw]) => isDayHeld(parseOccupancy(day, raw), at))
          .map(([day]) => day)
          .sort();
      },
    },

    bookings: {
      async createBooking(request: BookingRequest) {
        await wait();
        const caller = requireUid();
        const id = db.newId('bkg');
        return db.transact((s) => {
          const listing = listingOf(s, request.listingId);
          if (!listing) throw new ServiceError('not-found');
          const tenantRaw = s.users[caller];
          if (!tenantRaw) throw new ServiceError('permission-denied');
          const tenant = parseProfile(caller, tenantRaw);
          if (tenant.role !== 'tenant') {
            throw new ServiceError(listing.hostId === caller ? 'booking/own-listing' : 'permission-denied');
          }
          const { draft, days } = buildBookingDraft(request, listing, tenant, todayInMorocco(now()));
          const createdAt = now();
          const heldUntil = new Date(createdAt.getTime() + 24 * 3600 * 1000).toISOString();
          const occ = s.occupancy[listing.id] ?? (s.occupancy[listing.id] = {});
          for (const day of days) {
            const existing = occ[day];
            if (existing && isDayHeld(parseOccupancy(day, existing), createdAt)) {
              throw new ServiceError('booking/dates-taken');
            }
          }
          for (const day of days) occ[day] = { bookingId: id, status: 'held', heldUntil };
          const doc = { ...draft, createdAt: createdAt.toISOString() };
          s.bookings[id] = doc;
          return parseBooking(id, doc);
        });
      },

      async listBookingsForUser(uid, role) {
        await wait();
        const caller = requireUid();
        if (caller !== uid) throw new ServiceError('permission-denied');
        const field = role === 'tenant' ? 'tenantId' : 'hostId';
        return Object.entries(db.read().bookings)
          .filter(([, raw]) => raw[field] === uid)
          .map(([id, raw]) => parseBooking(id, raw))
          .sort(byNewest);
      },

      async cancelBooking(bookingId) {
        await wait();
        const caller = requireUid();
        db.transact((s) => {
          const raw = s.bookings[bookingId];
          if (!raw) throw new ServiceError('not-found');
          const booking = parseBooking(bookingId, raw);
          if (booking.tenantId !== caller) throw new ServiceError('permission-denied');
          if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
          s.bookings[bookingId] = { ...raw, status: 'cancelled' };
          freeDays(s, booking);
        });
      },
    },

    storage: {
      async uploadListingImages(listingId, files, onProgress?: (p: UploadProgress) => void) {
        const caller = requireUid();
        const urls: string[] = [];
        for (let i = 0; i < files.length; i += 1) {
          const file = files[i];
          rules.assertUpload(file, maxUpload);
          const listing = db.read().listings[listingId];
          if (!listing || listing.hostId !== caller) throw new ServiceError('permission-denied');
          const dataUrl = await readAsDataUrl(file);
          await wait();
          const path = `listings/${listingId}/${i}_${safeName(file.name)}`;
          try {
            db.transact((s) => {
              s.files[path] = dataUrl;
            });
            assertPersisted(kv, path);
          } catch (e) {
            throw new ServiceError('upload/failed', file.name, { cause: e });
          }
          urls.push(dataUrl);
          onProgress?.({ fileIndex: i, fraction: (i + 1) / files.length });
        }
        return urls;
      },

      async uploadProfilePhoto(uid, file) {
        const caller = requireUid();
        if (caller !== uid) throw new ServiceError('permission-denied');
        rules.assertUpload(file, maxUpload);
        const dataUrl = await readAsDataUrl(file);
        await wait();
        const path = `users/${uid}/profile_${safeName(file.name)}`;
        try {
          db.transact((s) => {
            s.files[path] = dataUrl;
          });
          assertPersisted(kv, path);
        } catch (e) {
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
        const session: AdminSession = {
          async stats() {
            check();
            await wait();
            const s = db.read();
            const users = Object.entries(s.users).map(([id, raw]) => parseProfile(id, raw));
            const listings = Object.entries(s.listings).map(([id, raw]) => parseListing(id, raw));
            const bookings = Object.entries(s.bookings).map(([id, raw]) => parseBooking(id, raw));
            const byStatus = { pending: 0, pending_admin: 0, confirmed: 0, rejected: 0, cancelled: 0 };
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
            return Object.entries(db.read().bookings)
              .map(([id, raw]) => parseBooking(id, raw))
              .filter((b) => statuses.includes(b.status))
              .sort(byNewest);
          },
          async confirmBooking(bookingId) {
            check();
            await wait();
            db.transact((s) => {
              const raw = s.bookings[bookingId];
              if (!raw) throw new ServiceError('not-found');
              const booking = parseBooking(bookingId, raw);
              if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
              if (now().getTime() - booking.createdAt.getTime() >= 24 * 3600 * 1000) {
                throw new ServiceError('booking/expired');
              }
              if (booking.rentalType === 'daily' && booking.endDate) {
                const occ = s.occupancy[booking.listingId] ?? (s.occupancy[booking.listingId] = {});
                const days = eachDay(booking.startDate, booking.endDate);
                for (const d of days) {
                  const o = occ[d];
                  if (o && o.bookingId !== booking.id && isDayHeld(parseOccupancy(d, o), now())) {
                    throw new ServiceError('booking/overlap-confirmed');
                  }
                }
                const heldUntil = toDate(raw.createdAt).toISOString();
                for (const d of days) occ[d] = { bookingId: booking.id, status: 'confirmed', heldUntil };
              }
              s.bookings[bookingId] = { ...raw, status: 'confirmed' };
            });
          },
          async rejectBooking(bookingId) {
            check();
            await wait();
            db.transact((s) => {
              const raw = s.bookings[bookingId];
              if (!raw) throw new ServiceError('not-found');
              const booking = parseBooking(bookingId, raw);
              if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
              if (now().getTime() - booking.createdAt.getTime() >= 24 * 3600 * 1000) {
                throw new ServiceError('booking/expired');
              }
              s.bookings[bookingId] = { ...raw, status: 'rejected' };
              freeDays(s, booking);
            });
          },
          async listAllListings() {
            check();
            await wait();
            return Object.entries(db.read().listings)
              .map(([id, raw]) => parseListing(id, raw))
              .sort(byNewest);
          },
          async setListingApproval(listingId, approved) {
            check();
            await wait();
            db.transact((s) => {
              const raw = s.listings[listingId];
              if (!raw) throw new ServiceError('not-found');
              s.listings[listingId] = { ...raw, isApproved: approved };
            });
          },
          async listUsers(filter = {}) {
            check();
            await wait();
            const q = (filter.search ?? '').trim().toLowerCase();
            return Object.entries(db.read().users)
              .map(([id, raw]) => parseProfile(id, raw))
              .filter((u) => !filter.role || u.role === filter.role)
              .filter(
                (u) =>
                  !q || u.fullName.toLowerCase().includes(q) || u.email.toLowerCase().includes(q),
              )
              .sort(byNewestUser);
          },
          async getUser(uid) {
            check();
            await wait();
            const raw = db.read().users[uid];
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
  return backend;
}

const byNewestUser = (a: UserProfile, b: UserProfile) => b.createdAt.getTime() - a.createdAt.getTime();

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
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
