/**
 * The firebase backend: Auth, Firestore Lite and (lazily) Storage. The only module, with
 * src/lib/firebase.ts, that imports firebase/*.
 */
import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile as updateAuthProfile,
  type User,
} from 'firebase/auth';
import {
  arrayRemove,
  arrayUnion,
  collection,
  doc,
  documentId,
  getAggregate,
  getCount,
  sum,
  getDoc,
  getDocs,
  limit as qLimit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { deleteApp } from 'firebase/app';
import { isDayHeld, newestFirst } from '@/domain/bookingRules';
import { eachDay, todayInMorocco } from '@/domain/days';
import { cityKey } from '@/domain/text';
import type { Booking, BookingStatus, Listing, ProfileUpdate, UserProfile } from '@/domain/types';
import {
  firebaseIsolatedApp,
  firebaseMain,
  firebaseStorage,
  type FirebaseHandles,
} from '@/lib/firebase';
import { buildBookingDraft } from '../shared/booking';
import { parseBooking, parseListing, parseOccupancy, parseProfile } from '../shared/converters';
import { decodeCursor, encodeCursor, scanPage } from '../shared/search';
import {
  ServiceError,
  type AdminSession,
  type AuthUser,
  type Backend,
  type PublicProfile,
} from '../types';
import { mapErrors } from './errors';

const toAuthUser = (u: User): AuthUser => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
});

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Firestore refuses undefined values at any depth (e.g. parking.type when there is no parking). */
function stripUndefinedDeep<T extends object>(o: T): Record<string, unknown> {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, clean(x)]),
      );
    }
    return v;
  };
  return clean(o) as Record<string, unknown>;
}

function publicProfileDoc(p: Pick<UserProfile, 'uid' | 'fullName' | 'role' | 'profilePhoto'>) {
  return {
    uid: p.uid,
    fullName: p.fullName,
    role: p.role,
    ...(p.profilePhoto ? { profilePhoto: p.profilePhoto } : {}),
  };
}

async function listingsPage(
  db: Firestore,
  constraints: QueryConstraint[],
  cursor: string | null,
  size: number,
) {
  const c = cursor ? decodeCursor(cursor) : null;
  const q = query(
    collection(db, 'listings'),
    ...constraints,
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(c ? [startAfter(Timestamp.fromMillis(c.createdAtMs), c.id)] : []),
    qLimit(size),
  );
  const snap = await getDocs(q);
  const items = snap.docs.map((d) => parseListing(d.id, d.data()));
  const last = items[items.length - 1];
  return {
    items,
    next: items.length === size && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export function createFirebaseBackend(handles: FirebaseHandles = firebaseMain()): Backend {
  const { app, auth, db, env } = handles;
  let storageHandle: ReturnType<typeof firebaseStorage> | null = null;
  const getStorageHandle = () => (storageHandle ??= firebaseStorage(app, env.useEmulators));

  const requireUid = () => {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new ServiceError('permission-denied', 'Non connecté');
    return uid;
  };

  async function occupiedDays(fs: Firestore, listingId: string, from: string, to: string) {
    const snap = await getDocs(
      query(
        collection(fs, 'listings', listingId, 'occupancy'),
        where(documentId(), '>=', from),
        where(documentId(), '<=', to),
      ),
    );
    const now = new Date();
    return snap.docs
      .map((d) => parseOccupancy(d.id, d.data()))
      .filter((o) => isDayHeld(o, now))
      .map((o) => o.day)
      .sort();
  }

  const backend: Backend = {
    kind: 'firebase',

    auth: {
      onAuthChange(callback) {
        return onAuthStateChanged(auth, (u) => callback(u ? toAuthUser(u) : null));
      },
      signIn: (email, password) =>
        mapErrors(async () =>
          toAuthUser((await signInWithEmailAndPassword(auth, email.trim(), password)).user),
        ),
      signInWithGoogle: () =>
        mapErrors(async () => {
          const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
          const ref = doc(db, 'users', user.uid);
          const existing = await getDoc(ref);
          if (!existing.exists()) {
            const fullName = user.displayName || 'Utilisateur';
            const batch = writeBatch(db);
            batch.set(ref, {
              uid: user.uid,
              firstName: '',
              lastName: '',
              fullName,
              email: user.email ?? '',
              role: 'tenant',
              favorites: [],
              createdAt: serverTimestamp(),
            });
            batch.set(
              doc(db, 'publicProfiles', user.uid),
              publicProfileDoc({ uid: user.uid, fullName, role: 'tenant' }),
            );
            await batch.commit();
          }
          return toAuthUser(user);
        }, 'auth/popup-failed'),
      signUp: (input) =>
        mapErrors(async () => {
          const { user } = await createUserWithEmailAndPassword(
            auth,
            input.email.trim(),
            input.password,
          );
          const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
          const profile: UserProfile = {
            uid: user.uid,
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            fullName,
            email: user.email ?? input.email.trim(),
            phoneNumber: input.phoneNumber.trim(),
            role: input.role,
            favorites: [],
            createdAt: new Date(),
          };
          const batch = writeBatch(db);
          batch.set(doc(db, 'users', user.uid), { ...profile, createdAt: serverTimestamp() });
          batch.set(doc(db, 'publicProfiles', user.uid), publicProfileDoc(profile));
          await batch.commit();
          await updateAuthProfile(user, { displayName: fullName }).catch(() => undefined);
          return profile;
        }),
      signOut: () => mapErrors(() => signOut(auth)),
      sendPasswordReset: (email) =>
        mapErrors(async () => {
          try {
            await sendPasswordResetEmail(auth, email.trim());
          } catch (e) {
            // Do not reveal whether an account exists for this address.
            if ((e as { code?: string }).code === 'auth/user-not-found') return;
            throw e;
          }
        }),
    },

    users: {
      getProfile: (uid) =>
        mapErrors(async () => {
          const snap = await getDoc(doc(db, 'users', uid));
          return snap.exists() ? parseProfile(uid, snap.data()) : null;
        }),
      updateProfile: (uid, patch: ProfileUpdate) =>
        mapErrors(async () => {
          const data: Record<string, unknown> = stripUndefined(patch);
          const current = await getDoc(doc(db, 'users', uid));
          if (!current.exists()) throw new ServiceError('not-found');
          const merged = parseProfile(uid, { ...current.data(), ...data });
          if (patch.firstName !== undefined || patch.lastName !== undefined) {
            data.fullName = `${merged.firstName} ${merged.lastName}`.trim();
          }
          const batch = writeBatch(db);
          batch.update(doc(db, 'users', uid), data);
          batch.set(
            doc(db, 'publicProfiles', uid),
            publicProfileDoc({ ...merged, fullName: (data.fullName as string) ?? merged.fullName }),
          );
          await batch.commit();
        }),
      getPublicProfile: (uid) =>
        mapErrors(async (): Promise<PublicProfile | null> => {
          const snap = await getDoc(doc(db, 'publicProfiles', uid));
          if (!snap.exists()) return null;
          const p = parseProfile(uid, snap.data());
          return { uid, fullName: p.fullName, role: p.role, profilePhoto: p.profilePhoto };
        }),
      setFavorite: (uid, listingId, favorite) =>
        mapErrors(() =>
          updateDoc(doc(db, 'users', uid), {
            favorites: favorite ? arrayUnion(listingId) : arrayRemove(listingId),
          }),
        ),
    },

    listings: {
      getListing: (id) =>
        mapErrors(async () => {
          try {
            const snap = await getDoc(doc(db, 'listings', id));
            return snap.exists() ? parseListing(id, snap.data()) : null;
          } catch (e) {
            // Rules deny unapproved listings to everyone but their host: same as missing.
            if ((e as { code?: string }).code === 'permission-denied') return null;
            throw e;
          }
        }),
      listListings: (opts = {}) =>
        mapErrors(async () => {
          const constraints: QueryConstraint[] = [];
          if (opts.hostId) {
            constraints.push(where('hostId', '==', opts.hostId));
            const own = opts.hostId === auth.currentUser?.uid;
            if (!(own && opts.includeUnapproved)) constraints.push(where('isApproved', '==', true));
            if (opts.city) constraints.push(where('cityKey', '==', cityKey(opts.city)));
            if (opts.limit) constraints.push(qLimit(opts.limit));
            const snap = await getDocs(query(collection(db, 'listings'), ...constraints));
            // spec §7: with hostId, sorted newest first on the client
            return newestFirst(snap.docs.map((d) => parseListing(d.id, d.data())));
          }
          if (opts.includeUnapproved) throw new ServiceError('permission-denied');
          constraints.push(where('isApproved', '==', true));
          if (opts.city) constraints.push(where('cityKey', '==', cityKey(opts.city)));
          const { items } = await listingsPage(db, constraints, null, opts.limit ?? 20);
          return items;
        }),
      searchListings: ({ filters, pageSize, cursor }) =>
        mapErrors(() => {
          const constraints: QueryConstraint[] = [where('isApproved', '==', true)];
          if (filters.city && filters.city.trim()) {
            constraints.push(where('cityKey', '==', cityKey(filters.city)));
          }
          return scanPage(
            (cur, size) => listingsPage(db, constraints, cur, size),
            filters,
            pageSize,
            cursor ?? null,
          );
        }),
      getListingsByIds: (ids) =>
        mapErrors(async () => {
          const results = await Promise.all(ids.map((id) => backend.listings.getListing(id)));
          return results.filter((l): l is Listing => l !== null);
        }),
      createListing: (input, hostId) =>
        mapErrors(async () => {
          // The rules require hostName == the host's own profile fullName (no impersonation).
          const host = await getDoc(doc(db, 'users', hostId));
          const hostName = host.exists() ? host.data().fullName : '';
          const ref = doc(collection(db, 'listings'));
          await setDoc(ref, {
            ...stripUndefinedDeep(input),
            customSpaceType: input.spaceType === 'other' ? (input.customSpaceType ?? null) : null,
            additionalEquipment: input.additionalEquipment ?? [],
            photos: input.photos ?? [],
            availableDates: [],
            isApproved: false,
            hostId,
            hostName: typeof hostName === 'string' ? hostName : '',
            cityKey: cityKey(input.location.city),
            createdAt: serverTimestamp(),
          });
          return ref.id;
        }),
      updateListing: (id, patch) =>
        mapErrors(async () => {
          const data: Record<string, unknown> = stripUndefinedDeep(patch);
          if (patch.location) data.cityKey = cityKey(patch.location.city);
          await updateDoc(doc(db, 'listings', id), data);
        }),
      getUnavailableDays: (listingId, from, to) =>
        mapErrors(() => occupiedDays(db, listingId, from, to)),
    },

    bookings: {
      createBooking: (request) =>
        mapErrors(async () => {
          const uid = requireUid();
          const bookingRef = doc(collection(db, 'bookings'));
          const booking = await runTransaction(db, async (tx) => {
            const listingSnap = await tx.get(doc(db, 'listings', request.listingId));
            if (!listingSnap.exists()) throw new ServiceError('not-found');
            const listing = parseListing(listingSnap.id, listingSnap.data());
            const tenantSnap = await tx.get(doc(db, 'users', uid));
            if (!tenantSnap.exists()) throw new ServiceError('permission-denied');
            const tenant = parseProfile(uid, tenantSnap.data());
            if (tenant.role !== 'tenant') {
              throw new ServiceError(
                listing.hostId === uid ? 'booking/own-listing' : 'permission-denied',
              );
            }
            const { draft, days } = buildBookingDraft(request, listing, tenant, todayInMorocco());
            const now = new Date();
            const occRefs = days.map((d) => doc(db, 'listings', listing.id, 'occupancy', d));
            const occSnaps = await Promise.all(occRefs.map((r) => tx.get(r)));
            for (const s of occSnaps) {
              if (s.exists() && isDayHeld(parseOccupancy(s.id, s.data()), now)) {
                throw new ServiceError('booking/dates-taken');
              }
            }
            tx.set(bookingRef, { ...draft, createdAt: serverTimestamp() });
            for (const r of occRefs) {
              tx.set(r, { bookingId: bookingRef.id, status: 'held', createdAt: serverTimestamp() });
            }
            return parseBooking(bookingRef.id, { ...draft, createdAt: now });
          });
          return booking;
        }),
      listBookingsForUser: (uid, role) =>
        mapErrors(async () => {
          const field = role === 'tenant' ? 'tenantId' : 'hostId';
          const snap = await getDocs(query(collection(db, 'bookings'), where(field, '==', uid)));
          return newestFirst(snap.docs.map((d) => parseBooking(d.id, d.data())));
        }),
      cancelBooking: (bookingId) =>
        mapErrors(async () => {
          const uid = requireUid();
          await runTransaction(db, async (tx) => {
            const ref = doc(db, 'bookings', bookingId);
            const snap = await tx.get(ref);
            if (!snap.exists()) throw new ServiceError('not-found');
            const booking = parseBooking(snap.id, snap.data());
            if (booking.tenantId !== uid) throw new ServiceError('permission-denied');
            if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
            const occ = await ownedOccupancy(tx, db, booking);
            tx.update(ref, { status: 'cancelled' });
            occ.forEach((r) => tx.delete(r));
          });
        }),
    },

    storage: {
      uploadListingImages: (listingId, files, onProgress) =>
        mapErrors(async () => {
          const { storage, instance } = await getStorageHandle();
          const urls: string[] = [];
          const total = files.reduce((n, f) => n + f.size, 0) || 1;
          let done = 0;
          for (let i = 0; i < files.length; i += 1) {
            const file = files[i];
            const ref = storage.ref(instance, `listings/${listingId}/${i}_${safeName(file.name)}`);
            const task = storage.uploadBytesResumable(ref, file, { contentType: file.type });
            await new Promise<void>((resolve, reject) => {
              task.on(
                'state_changed',
                (s) =>
                  onProgress?.({ fileIndex: i, fraction: (done + s.bytesTransferred) / total }),
                reject,
                () => resolve(),
              );
            });
            done += file.size;
            urls.push(await storage.getDownloadURL(ref));
          }
          return urls;
        }, 'upload/failed'),
      uploadProfilePhoto: (uid, file) =>
        mapErrors(async () => {
          const { storage, instance } = await getStorageHandle();
          const ref = storage.ref(instance, `users/${uid}/profile_${safeName(file.name)}`);
          await storage.uploadBytes(ref, file, { contentType: file.type });
          return storage.getDownloadURL(ref);
        }, 'upload/failed'),
    },

    admin: {
      unlock: (password) =>
        mapErrors(async () => {
          const adminHandles = firebaseIsolatedApp('admin', env);
          try {
            const cred = await signInWithEmailAndPassword(
              adminHandles.auth,
              adminHandles.env.adminEmail,
              password,
            );
            const token = await cred.user.getIdTokenResult();
            if (token.claims.admin !== true) throw new ServiceError('admin/wrong-password');
          } catch (e) {
            await deleteApp(adminHandles.app).catch(() => undefined);
            const code = (e as { code?: string }).code ?? '';
            if (
              e instanceof ServiceError ||
              code.startsWith('auth/invalid') ||
              code === 'auth/wrong-password' ||
              code === 'auth/user-not-found'
            ) {
              throw new ServiceError('admin/wrong-password');
            }
            throw e;
          }
          return createAdminSession(adminHandles.db, async () => {
            await signOut(adminHandles.auth).catch(() => undefined);
            await deleteApp(adminHandles.app).catch(() => undefined);
          });
        }),
    },
  };
  return backend;
}

type Tx = Parameters<Parameters<typeof runTransaction>[1]>[0];

/** The occupancy documents that still belong to a booking (read inside the transaction). */
async function ownedOccupancy(tx: Tx, db: Firestore, booking: Booking) {
  if (booking.rentalType !== 'daily' || !booking.endDate) return [];
  const refs = eachDay(booking.startDate, booking.endDate).map((d) =>
    doc(db, 'listings', booking.listingId, 'occupancy', d),
  );
  const snaps = await Promise.all(refs.map((r) => tx.get(r)));
  return refs.filter((_, i) => snaps[i].exists() && snaps[i].data()?.bookingId === booking.id);
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80) || 'image';
}

function createAdminSession(db: Firestore, close: () => Promise<void>): AdminSession {
  const decide = (bookingId: string, status: 'confirmed' | 'rejected') =>
    mapErrors(() =>
      runTransaction(db, async (tx) => {
        const ref = doc(db, 'bookings', bookingId);
        const snap = await tx.get(ref);
        if (!snap.exists()) throw new ServiceError('not-found');
        const booking = parseBooking(snap.id, snap.data());
        if (booking.status !== 'pending_admin') throw new ServiceError('booking/invalid-state');
        if (Date.now() - booking.createdAt.getTime() >= 24 * 3600 * 1000) {
          throw new ServiceError('booking/expired');
        }
        if (booking.rentalType === 'daily' && booking.endDate) {
          const refs = eachDay(booking.startDate, booking.endDate).map((d) =>
            doc(db, 'listings', booking.listingId, 'occupancy', d),
          );
          const snaps = await Promise.all(refs.map((r) => tx.get(r)));
          if (status === 'confirmed') {
            const now = new Date();
            for (const s of snaps) {
              if (
                s.exists() &&
                s.data().bookingId !== booking.id &&
                isDayHeld(parseOccupancy(s.id, s.data()), now)
              ) {
                throw new ServiceError('booking/overlap-confirmed');
              }
            }
            // Every day becomes confirmed for this booking (firestore.rules: occupancy
            // create/update by the admin, in the same write as the booking's status).
            refs.forEach((r) =>
              tx.set(r, {
                bookingId: booking.id,
                status: 'confirmed',
                createdAt: serverTimestamp(),
              }),
            );
          } else {
            refs.forEach((r, i) => {
              if (snaps[i].exists() && snaps[i].data()?.bookingId === booking.id) tx.delete(r);
            });
          }
        }
        tx.update(ref, { status });
      }),
    );

  return {
    stats: () =>
      mapErrors(async () => {
        // Server-side aggregations: the dashboard never downloads whole collections.
        const count = async (name: string, ...c: QueryConstraint[]) =>
          (await getCount(query(collection(db, name), ...c))).data().count;
        const statuses: BookingStatus[] = [
          'pending',
          'pending_admin',
          'confirmed',
          'rejected',
          'cancelled',
        ];
        const [users, hosts, tenants, approved, waiting, revenueSnap, ...perStatus] =
          await Promise.all([
            count('users'),
            count('users', where('role', '==', 'host')),
            count('users', where('role', '==', 'tenant')),
            count('listings', where('isApproved', '==', true)),
            count('listings', where('isApproved', '==', false)),
            getAggregate(query(collection(db, 'bookings'), where('status', '==', 'confirmed')), {
              total: sum('totalPrice'),
            }),
            ...statuses.map((st) => count('bookings', where('status', '==', st))),
          ]);
        const byStatus = Object.fromEntries(statuses.map((st, i) => [st, perStatus[i]])) as Record<
          BookingStatus,
          number
        >;
        return {
          users,
          hosts,
          tenants,
          listingsApproved: approved,
          listingsWaiting: waiting,
          bookingsByStatus: byStatus,
          confirmedRevenue: revenueSnap.data().total ?? 0,
        };
      }),
    listBookings: (statuses) =>
      mapErrors(async () => {
        const snap = await getDocs(
          query(collection(db, 'bookings'), where('status', 'in', statuses)),
        );
        return newestFirst(snap.docs.map((d) => parseBooking(d.id, d.data())));
      }),
    confirmBooking: (id) => decide(id, 'confirmed'),
    rejectBooking: (id) => decide(id, 'rejected'),
    listAllListings: () =>
      mapErrors(async () => {
        const snap = await getDocs(query(collection(db, 'listings'), orderBy('createdAt', 'desc')));
        return snap.docs.map((d) => parseListing(d.id, d.data()));
      }),
    setListingApproval: (id, approved) =>
      mapErrors(() => updateDoc(doc(db, 'listings', id), { isApproved: approved })),
    listUsers: (filter = {}) =>
      mapErrors(async () => {
        const constraints: QueryConstraint[] = filter.role
          ? [where('role', '==', filter.role)]
          : [];
        const snap = await getDocs(query(collection(db, 'users'), ...constraints));
        const q = (filter.search ?? '').trim().toLowerCase();
        return newestFirst(
          snap.docs
            .map((d) => parseProfile(d.id, d.data()))
            .filter(
              (u) =>
                !q || u.fullName.toLowerCase().includes(q) || u.email.toLowerCase().includes(q),
            ),
        );
      }),
    getUser: (uid) =>
      mapErrors(async () => {
        const snap = await getDoc(doc(db, 'users', uid));
        return snap.exists() ? parseProfile(uid, snap.data()) : null;
      }),
    lock: close,
  };
}
