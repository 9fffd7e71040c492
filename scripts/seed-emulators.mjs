#!/usr/bin/env node
/**
 * Imports the shared demo seed (src/services/seed/data.ts — the same source as the local
 * backend) into the running emulators with firebase-admin, plus the admin account
 * (admin@maktabi.ma / admin1234, claim admin: true) used by the /admin gate.
 * Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST (set by emulators:exec).
 */
import { createServer } from 'vite';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { ensureAdmin } from './admin-account.mjs';

export const EMULATOR_ADMIN = { email: 'admin@maktabi.ma', password: 'admin1234' };

export async function seedEmulators({ projectId = 'demo-maktabi', now = new Date() } = {}) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error(
      'Émulateurs introuvables : FIRESTORE_EMULATOR_HOST et FIREBASE_AUTH_EMULATOR_HOST requis.',
    );
  }
  const { buildSeed, placeFields, heldDays, reviewDoc, contactsWrite, userSearchKeys } =
    await seedModules();
  const seed = buildSeed(now);
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const ts = (d) => Timestamp.fromDate(d);
    let batch = db.batch();
    let n = 0;
    const write = async (ref, data) => {
      batch.set(ref, data);
      if (++n % 400 === 0) {
        await batch.commit();
        batch = db.batch();
      }
    };
    for (const u of seed.users) {
      const { password, ...profile } = u;
      await auth
        .createUser({ uid: u.uid, email: u.email, password, displayName: u.fullName })
        .catch((e) => {
          if (e.code !== 'auth/uid-already-exists' && e.code !== 'auth/email-already-exists')
            throw e;
        });
      await write(
        db.doc(`users/${u.uid}`),
        stripUndefined({
          ...profile,
          createdAt: ts(u.createdAt),
          searchKeys: userSearchKeys(u),
        }),
      );
      await write(
        db.doc(`publicProfiles/${u.uid}`),
        stripUndefined({
          uid: u.uid,
          fullName: u.fullName,
          role: u.role,
          profilePhoto: u.profilePhoto,
        }),
      );
    }
    for (const l of seed.listings) {
      const { id, ...rest } = l;
      await write(db.doc(`listings/${id}`), {
        ...rest,
        ...placeFields(l.location),
        createdAt: ts(l.createdAt),
        refusal: l.refusal && { ...l.refusal, at: ts(l.refusal.at) },
      });
    }
    for (const b of seed.bookings) {
      // no reason unless one was given (as the admin's refusal or cancellation writes it)
      const { id, rejectionReason, cancellationReason, cancelledBy, ...rest } = b;
      await write(db.doc(`bookings/${id}`), {
        ...rest,
        ...(rejectionReason === null ? {} : { rejectionReason }),
        ...(cancellationReason === null ? {} : { cancellationReason }),
        ...(cancelledBy === null ? {} : { cancelledBy }),
        createdAt: ts(b.createdAt),
      });
      const [tenant, host] = [b.tenantId, b.hostId].map((u) => seed.users.find((x) => x.uid === u));
      if (b.status === 'confirmed' && tenant && host) {
        // the contacts the admin's confirmation writes (issue 14), as the local seed has them
        const w = contactsWrite(b, tenant, host);
        await write(db.doc(w.path), w.data);
      }
      const occupying = ['confirmed', 'pending_admin', 'pending'].includes(b.status);
      if (occupying) {
        // place 0 of each day the booking holds (monthly rentals too: docs/decisions.md)
        for (const day of heldDays(b)) {
          await write(db.doc(`listings/${b.listingId}/occupancy/${day}`), {
            bookingId: id,
            status: b.status === 'confirmed' ? 'confirmed' : 'held',
            createdAt: ts(b.createdAt),
          });
        }
      }
    }
    // demo conversations (issue 14), their dates as Timestamps
    for (const d of seed.conversations) await write(db.doc(d.path), timestamps(d.data));
    // the refused listing's notification to its host
    for (const d of seed.notices) await write(db.doc(d.path), timestamps(d.data));
    // receipts and invoices of the confirmed bookings, and their counters (issue 15)
    for (const d of seed.documents) await write(db.doc(d.path), timestamps(d.data));
    // issue 15: reviews (their listings carry the aggregate: seed/reviews.ts)
    for (const r of seed.reviews) await write(db.doc(`reviews/${r.id}`), reviewDoc(r, ts));
    await batch.commit();
    await ensureAdmin(auth, EMULATOR_ADMIN.email, EMULATOR_ADMIN.password);
    return seed;
  } finally {
    await deleteApp(app);
  }
}

let loaded = null;

/**
 * The seed's TypeScript modules, loaded once through a short-lived vite server (the contract
 * suite reseeds before every test: one server per call cost about a second each).
 */
function seedModules() {
  loaded ??= (async () => {
    const vite = await createServer({
      mode: 'test',
      server: { middlewareMode: true },
      appType: 'custom',
      logLevel: 'error',
    });
    try {
      const { buildSeed } = await vite.ssrLoadModule('/src/services/seed/data.ts');
      const { placeFields, reviewDoc } = await vite.ssrLoadModule(
        '/src/services/shared/documents.ts',
      );
      const { heldDays } = await vite.ssrLoadModule('/src/domain/availability.ts');
      const { userSearchKeys } = await vite.ssrLoadModule('/src/domain/userSearch.ts');
      const { contactsWrite } = await vite.ssrLoadModule('/src/services/shared/plans/notices.ts');
      return { buildSeed, placeFields, heldDays, reviewDoc, contactsWrite, userSearchKeys };
    } finally {
      await vite.close();
    }
  })().catch((e) => {
    loaded = null;
    throw e;
  });
  return loaded;
}

function timestamps(v) {
  if (v instanceof Date) return Timestamp.fromDate(v);
  if (Array.isArray(v)) return v.map(timestamps);
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, timestamps(x)]));
  return v;
}

function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = await seedEmulators();
  console.log(
    `✔ Émulateurs alimentés : ${seed.users.length} comptes, ${seed.listings.length} bureaux, ${seed.bookings.length} réservations, compte admin ${EMULATOR_ADMIN.email}.`,
  );
  process.exit(0);
}
