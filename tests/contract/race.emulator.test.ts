/**
 * Double booking is impossible in the database itself: 20 tenants, each signed up on their own
 * Firebase app instance (the product's firebase backend, real rules), book overlapping days of
 * one listing at the same instant. Exactly one booking exists afterwards; every other tenant
 * gets booking/dates-taken. Runs only in `npm run test:emulators` (Java 21); the same race runs
 * on the local backend in tests/security/race.local.test.ts.
 */
import { readFileSync } from 'node:fs';
import { deleteApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore/lite';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { addDays, todayInMorocco } from '@/domain/days';
import type { FirebaseHandles } from '@/lib/firebase';
import { firebaseIsolatedApp } from '@/lib/firebaseAuth';
import type { FirebaseEnv } from '@/lib/env';
import { createFirebaseBackend } from '@/services/firebase';
import { isServiceError } from '@/services/types';

const PROJECT = 'demo-maktabi';
const CLIENTS = 20;
const LISTING = 'lst-course';
const HOST = 'host-course';

const env: FirebaseEnv = {
  apiKey: 'demo-api-key-placeholder',
  authDomain: `${PROJECT}.firebaseapp.com`,
  projectId: PROJECT,
  storageBucket: `${PROJECT}.appspot.com`,
  appId: '1:000000000000:web:0000000000000000',
  adminEmail: 'admin@maktabi.ma',
  useEmulators: true,
};

function hostPort(envVar: string, fallbackPort: number) {
  const value = process.env[envVar];
  if (!value) return { host: '127.0.0.1', port: fallbackPort };
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

const FIRESTORE = hostPort('FIRESTORE_EMULATOR_HOST', 8080);
const AUTH = hostPort('FIREBASE_AUTH_EMULATOR_HOST', 9099);

// 19 of the 20 transactions fail by design: the SDK's log of each would bury the result.
setLogLevel('silent');

let testEnv: RulesTestEnvironment;
const apps: FirebaseHandles[] = [];

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { ...FIRESTORE, rules: readFileSync('firestore.rules', 'utf8') },
  });
});

afterAll(async () => {
  await Promise.all(apps.map((h) => deleteApp(h.app).catch(() => undefined)));
  await testEnv?.cleanup();
});

describe('20 tenants racing for the same days (firebase backend, emulators)', () => {
  it('ends with exactly one booking; the 19 others are told the dates are taken', async () => {
    await testEnv.clearFirestore();
    await fetch(`http://${AUTH.host}:${AUTH.port}/emulator/v1/projects/${PROJECT}/accounts`, {
      method: 'DELETE',
    });
    // One approved listing of a host, written with the rules disabled.
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const createdAt = firebase.firestore.Timestamp.fromMillis(Date.now() - 10 * 86_400_000);
      await db.doc(`users/${HOST}`).set({
        uid: HOST,
        firstName: 'Karim',
        lastName: 'El Amrani',
        fullName: 'Karim El Amrani',
        email: 'hote.course@exemple.ma',
        role: 'host',
        favorites: [],
        createdAt,
      });
      await db
        .doc(`publicProfiles/${HOST}`)
        .set({ uid: HOST, fullName: 'Karim El Amrani', role: 'host' });
      await db.doc(`listings/${LISTING}`).set({
        hostId: HOST,
        hostName: 'Karim El Amrani',
        title: 'Bureau disputé au Maârif',
        description: 'Très demandé.',
        location: {
          address: '12 Rue Ibnou Majid, Maârif, Casablanca',
          city: 'Casablanca',
          coordinates: null,
        },
        cityKey: 'casablanca',
        photos: [],
        amenities: ['Wi-Fi haut débit'],
        additionalEquipment: [],
        pricePerDay: 200,
        pricePerMonth: 4000,
        availableDates: [],
        isApproved: true,
        spaceType: 'individual',
        customSpaceType: null,
        area: 12,
        floor: 1,
        hasElevator: false,
        isAccessible: false,
        workstations: 1,
        parking: { available: false },
        internetType: 'fiber',
        minimumDuration: 1,
        createdAt,
      });
    });

    // 20 tenants, each signed up through the product on their own app instance (own session).
    const clients = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const handles = firebaseIsolatedApp('race', env);
      apps.push(handles);
      const backend = createFirebaseBackend(handles);
      await backend.auth.signUp({
        firstName: `Locataire${i}`,
        lastName: 'Course',
        email: `course.${i}.${Date.now()}@exemple.ma`,
        phoneNumber: '+212 6 00 00 00 00',
        password: 'secret123',
        role: 'tenant',
      });
      clients.push(backend);
    }

    const start = addDays(todayInMorocco(), 120);
    // Every range contains start + 2: they all overlap.
    const results = await Promise.allSettled(
      clients.map((c, i) =>
        c.bookings.createBooking({
          listingId: LISTING,
          rentalType: 'daily',
          startDate: addDays(start, i % 3),
          endDate: addDays(start, (i % 3) + 2),
          isIndefinite: false,
        }),
      ),
    );

    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      lost
        .filter((r) => !isServiceError(r.reason, 'booking/dates-taken'))
        .map((r) => String(r.reason)),
    ).toEqual([]);
    expect(won).toHaveLength(1);

    // In the database: one booking for the listing, and every held day is the winner's.
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const bookings = await db.collection('bookings').where('listingId', '==', LISTING).get();
      expect(bookings.size).toBe(1);
      const winner = bookings.docs[0];
      const days = await db.collection(`listings/${LISTING}/occupancy`).get();
      expect(days.size).toBe(3);
      expect(
        days.docs.every((d) => d.data().bookingId === winner.id && d.data().status === 'held'),
      ).toBe(true);
    });
  });
});

describe('4 tenants racing for a day of a coworking with 3 places (firebase backend, emulators)', () => {
  it('ends with exactly 3 bookings, one per place; the fourth is told the dates are taken', async () => {
    const shared = 'lst-course-partage';
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const createdAt = firebase.firestore.Timestamp.fromMillis(Date.now() - 10 * 86_400_000);
      await db.doc(`users/${HOST}`).set({
        uid: HOST,
        firstName: 'Karim',
        lastName: 'El Amrani',
        fullName: 'Karim El Amrani',
        email: 'hote.course@exemple.ma',
        role: 'host',
        favorites: [],
        createdAt,
      });
      await db.doc(`listings/${shared}`).set({
        hostId: HOST,
        hostName: 'Karim El Amrani',
        title: 'Coworking disputé au Maârif',
        description: 'Trois places seulement.',
        location: {
          address: '12 Rue Ibnou Majid, Maârif, Casablanca',
          city: 'Casablanca',
          coordinates: null,
        },
        cityKey: 'casablanca',
        photos: [],
        amenities: ['Wi-Fi haut débit'],
        additionalEquipment: [],
        pricePerDay: 120,
        pricePerMonth: 2400,
        availableDates: [],
        isApproved: true,
        approvedOnce: true,
        spaceType: 'coworking',
        customSpaceType: null,
        area: 40,
        floor: 1,
        hasElevator: false,
        isAccessible: false,
        workstations: 3,
        places: 3,
        parking: { available: false },
        internetType: 'fiber',
        minimumDuration: 1,
        createdAt,
      });
    });
    const clients = [];
    for (let i = 0; i < 4; i += 1) {
      const handles = firebaseIsolatedApp('race-places', env);
      apps.push(handles);
      const backend = createFirebaseBackend(handles);
      await backend.auth.signUp({
        firstName: `Coworker${i}`,
        lastName: 'Course',
        email: `places.${i}.${Date.now()}@exemple.ma`,
        phoneNumber: '+212 6 00 00 00 00',
        password: 'secret123',
        role: 'tenant',
      });
      clients.push(backend);
    }
    const day = addDays(todayInMorocco(), 150);
    const results = await Promise.allSettled(
      clients.map((c) =>
        c.bookings.createBooking({
          listingId: shared,
          rentalType: 'daily',
          startDate: day,
          endDate: day,
          isIndefinite: false,
        }),
      ),
    );
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost.map((r) => isServiceError(r.reason, 'booking/dates-taken'))).toEqual([true]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [availability] = await clients[0].listings.getAvailability(shared, day, day);
    expect(availability).toEqual({ day, capacity: 3, taken: 3, blocked: false });

    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const bookings = await db.collection('bookings').where('listingId', '==', shared).get();
      expect(bookings.size).toBe(3);
      const slots = await db.collection(`listings/${shared}/occupancy`).get();
      expect(slots.docs.map((d) => d.id).sort()).toEqual([day, `${day}_1`, `${day}_2`]);
      expect(new Set(slots.docs.map((d) => d.data().bookingId)).size).toBe(3);
    });
  });
});

// Issue 15: reviews of one listing written at the same instant keep its aggregate exact
// (docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing); the same race on the
// local backend: tests/security/raceReviews.local.test.ts.
describe('4 tenants reviewing one listing at the same instant (firebase backend, emulators)', () => {
  it('writes every review and keeps the sum and count exact', async () => {
    const CLIENTS = 4;
    const LISTING = 'lst-avis-course';
    const TEXT = 'Espace calme, très bon accueil et connexion rapide.';
    const clients = [];
    const uids: string[] = [];
    for (let i = 0; i < CLIENTS; i += 1) {
      const handles = firebaseIsolatedApp('race-reviews', env);
      apps.push(handles);
      const backend = createFirebaseBackend(handles);
      const profile = await backend.auth.signUp({
        firstName: `Avis${i}`,
        lastName: 'Course',
        email: `avis.${i}.${Date.now()}@exemple.ma`,
        phoneNumber: '+212 6 00 00 00 00',
        password: 'secret123',
        role: 'tenant',
      });
      uids.push(profile.uid);
      clients.push(backend);
    }
    const end = addDays(todayInMorocco(), -3);
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const createdAt = firebase.firestore.Timestamp.fromMillis(Date.now() - 20 * 86_400_000);
      await db.doc(`listings/${LISTING}`).set({
        hostId: HOST,
        hostName: 'Karim El Amrani',
        title: 'Bureau très commenté',
        description: 'Tout le monde en parle.',
        location: {
          address: '12 Rue Ibnou Majid, Casablanca',
          city: 'Casablanca',
          coordinates: null,
        },
        cityKey: 'casablanca',
        photos: [],
        amenities: [],
        additionalEquipment: [],
        pricePerDay: 200,
        pricePerMonth: 4000,
        availableDates: [],
        isApproved: true,
        approvedOnce: true,
        spaceType: 'individual',
        customSpaceType: null,
        area: 12,
        floor: 1,
        hasElevator: false,
        isAccessible: false,
        workstations: 1,
        parking: { available: false },
        internetType: 'fiber',
        minimumDuration: 1,
        createdAt,
      });
      for (const [i, uid] of uids.entries()) {
        await db.doc(`bookings/avis-${i}`).set({
          listingId: LISTING,
          tenantId: uid,
          hostId: HOST,
          rentalType: 'daily',
          startDate: end,
          endDate: end,
          totalPrice: 200,
          places: 1,
          slots: [end],
          isIndefinite: false,
          monthlyPrice: null,
          monthlyEndDate: null,
          status: 'confirmed',
          createdAt,
          listingTitle: 'Bureau très commenté',
          listingAddress: '12 Rue Ibnou Majid, Casablanca',
          listingCity: 'Casablanca',
          tenantName: `Avis${i} Course`,
        });
      }
    });

    const ratings = uids.map((_, i) => (i % 5) + 1);
    const results = await Promise.allSettled(
      clients.map((c, i) =>
        c.reviews.createReview(`avis-${i}`, { rating: ratings[i], text: TEXT }),
      ),
    );
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .map((r) => {
          const e = (r as PromiseRejectedResult).reason as { cause?: { message?: string } };
          return `${String(e)} ${e.cause?.message ?? ''}`;
        }),
    ).toEqual([]);
    const listing = await clients[0].listings.getListing(LISTING);
    expect([listing!.ratingSum, listing!.ratingCount]).toEqual([
      ratings.reduce((a, b) => a + b, 0),
      CLIENTS,
    ]);
    const page = await clients[0].reviews.listListingReviews(LISTING, null, 10);
    expect(page.items.map((r) => r.id).sort()).toEqual(uids.map((_, i) => `avis-${i}`));
  });
});
