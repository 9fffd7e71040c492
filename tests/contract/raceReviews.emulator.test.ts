/**
 * Reviews of one listing written at the same instant keep its aggregate exact on the real rules
 * and database (issue 15; docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing):
 * 4 tenants, each signed up on their own Firebase app instance (the product's firebase
 * backend), review their own finished booking of one listing at once. Every review is written
 * (a transaction that lost the listing's version runs again) and the listing's sum and count
 * are those of the four. The same race on the local backend: tests/security/raceReviews.local.test.ts.
 */
import { readFileSync } from 'node:fs';
import { deleteApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore/lite';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { addDays, todayInMorocco } from '@/domain/days';
import { firebaseIsolatedApp, type FirebaseHandles } from '@/lib/firebase';
import type { FirebaseEnv } from '@/lib/env';
import { createFirebaseBackend } from '@/services/firebase';

const PROJECT = 'demo-maktabi';
const CLIENTS = 4;
const LISTING = 'lst-avis-course';
const HOST = 'host-avis-course';
const TEXT = 'Espace calme, très bon accueil et connexion rapide.';

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

setLogLevel('silent');

let testEnv: RulesTestEnvironment;
const apps: FirebaseHandles[] = [];

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT,
    firestore: {
      ...hostPort('FIRESTORE_EMULATOR_HOST', 8080),
      rules: readFileSync('firestore.rules', 'utf8'),
    },
  });
});

afterAll(async () => {
  await Promise.all(apps.map((h) => deleteApp(h.app).catch(() => undefined)));
  await testEnv?.cleanup();
});

describe('4 tenants reviewing one listing at the same instant (firebase backend, emulators)', () => {
  it('writes every review and keeps the sum and count exact', async () => {
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
