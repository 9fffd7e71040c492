/**
 * The local store's first state: the shared demo seed (../seed/data.ts) as stored documents,
 * shaped like the Firestore ones (dates as ISO strings, like stored JSON).
 */
import { heldDays } from '@/domain/availability';
import { userSearchKeys } from '@/domain/userSearch';
import { placeFields, publicProfileDoc, reviewDoc } from '../shared/documents';
import { contactsWrite } from '../shared/plans';
import type { SeedData } from '../seed/types';
import { emptyState, hashPassword, writeDoc, type Doc, type LocalDbState } from './db';

function iso(d: Date): string {
  return d.toISOString();
}

/** Builds a fresh store from the shared seed (dates as ISO strings, like stored JSON). */
export async function stateFromSeed(seed: SeedData): Promise<LocalDbState> {
  const state = emptyState();
  for (const u of seed.users) {
    const { password, ...profile } = u;
    state.accounts[u.email.toLowerCase()] = {
      uid: u.uid,
      passwordHash: await hashPassword(password),
      displayName: u.fullName,
    };
    state.users[u.uid] = {
      ...profile,
      createdAt: iso(u.createdAt),
      searchKeys: userSearchKeys(u),
    };
    state.publicProfiles[u.uid] = publicProfileDoc(u.uid, state.users[u.uid]);
  }
  for (const l of seed.listings) {
    const { id, ...rest } = l;
    state.listings[id] = {
      ...rest,
      ...placeFields(l.location),
      createdAt: iso(l.createdAt),
      refusal: l.refusal && { ...l.refusal, at: iso(l.refusal.at) },
    };
  }
  for (const b of seed.bookings) {
    // no reason unless one was given (as the admin's refusal or cancellation writes it)
    const { id, rejectionReason, cancellationReason, cancelledBy, ...rest } = b;
    state.bookings[id] = {
      ...rest,
      ...(rejectionReason === null ? {} : { rejectionReason }),
      ...(cancellationReason === null ? {} : { cancellationReason }),
      ...(cancelledBy === null ? {} : { cancelledBy }),
      createdAt: iso(b.createdAt),
    };
    const [tenant, host] = [state.users[b.tenantId], state.users[b.hostId]];
    if (b.status === 'confirmed' && tenant && host) {
      // as the admin's confirmation writes them (issue 14): the two participants' contacts
      const w = contactsWrite(b, tenant, host);
      if (w.op === 'set') (state.bookingContacts ??= {})[id] = w.data;
    }
    const occupying =
      b.status === 'confirmed' || b.status === 'pending_admin' || b.status === 'pending';
    if (occupying) {
      // Same shape as Firestore's listings/{id}/occupancy/{day}: place 0 of each day the
      // booking holds (monthly rentals too); the hold lasts 24 h from createdAt.
      const days = state.occupancy[b.listingId] ?? (state.occupancy[b.listingId] = {});
      for (const d of heldDays(b)) {
        days[d] = {
          bookingId: id,
          status: b.status === 'confirmed' ? 'confirmed' : 'held',
          createdAt: iso(b.createdAt),
        };
      }
    }
  }
  // demo conversations (issue 14): dates as ISO strings
  for (const d of seed.conversations) writeDoc(state, d.path, isoDates(d.data) as Doc);
  for (const d of seed.notices) writeDoc(state, d.path, isoDates(d.data) as Doc);
  // receipts and invoices of the confirmed bookings, and their counters (issue 15)
  for (const d of seed.documents) writeDoc(state, d.path, isoDates(d.data) as Doc);
  // reviews (issue 15)
  state.reviews = Object.fromEntries(seed.reviews.map((r) => [r.id, reviewDoc(r, (d) => iso(d))]));
  return state;
}

/** A document's Date values (at any depth) as ISO strings, the store's timestamps. */
function isoDates(v: unknown): unknown {
  if (v instanceof Date) return iso(v);
  if (Array.isArray(v)) return v.map(isoDates);
  if (v !== null && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, isoDates(x)]));
  return v;
}
