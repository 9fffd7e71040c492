/** Listings and their occupancy days on Firestore. */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit as qLimit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { freePlaces } from '@/domain/availability';
import { newestFirst } from '@/domain/bookingRules';
import { slotRangeEnd } from '@/domain/dateSearch';
import { placeSearchKey } from '@/domain/placeKeys';
import { cityKey } from '@/domain/text';
import type { Listing, SearchSort } from '@/domain/types';
import { parseEach, parseListing } from '../shared/converters';
import { photoUrls } from '@/domain/photos';
import { listingPhotoStoragePath } from '../shared/documents';
import { listingPath } from '../shared/plans/plan';
import { createOrResumeListing } from '../shared/resumeListing';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  scanPage,
  type AvailabilityReader,
} from '../shared/search';
import { ServiceError, type ListingsService } from '../types';
import { applyPlan } from './applyPlan';
import { plans } from './plans';
import { createCalendarService } from './calendar';
import { mapErrors, type FirebaseContext } from './context';

/**
 * One batch of a listings query in the order `sort` asks (newest first by default), after
 * `cursor` (see ../shared/search.ts): `orderBy(field, dir)`, then the document id the same way,
 * as compareInOrder (src/domain/search.ts) and the indexes in firestore.indexes.json.
 */
async function listingsPage(
  db: Firestore,
  constraints: QueryConstraint[],
  cursor: string | null,
  size: number,
  sort: SearchSort = 'newest',
) {
  const c = cursor ? decodeSearchCursor(cursor) : null;
  const byPrice = sort !== 'newest';
  const direction = sort === 'priceAsc' ? 'asc' : 'desc';
  const q = query(
    collection(db, 'listings'),
    ...constraints,
    orderBy(byPrice ? 'pricePerDay' : 'createdAt', direction),
    orderBy(documentId(), direction),
    ...(c ? [startAfter(byPrice ? c.value : Timestamp.fromMillis(c.value), c.id)] : []),
    qLimit(size),
  );
  const snap = await getDocs(q);
  const items = parseEach(snap.docs, parseListing);
  const last = items[items.length - 1];
  return {
    items,
    // a full batch may have more after it, even when a bad document of it was left out
    next: snap.docs.length === size && last ? encodeSearchCursor(last, sort) : null,
  };
}

/** The two range reads of the search by dates (see ../shared/search.ts). */
function availabilityReader(db: Firestore): AvailabilityReader {
  return {
    async slots(listingId, from, to) {
      const snap = await getDocs(
        query(
          collection(db, 'listings', listingId, 'occupancy'),
          where(documentId(), '>=', from),
          where(documentId(), '<=', slotRangeEnd(to)),
        ),
      );
      return snap.docs;
    },
    async blocks(listingId, from, to) {
      const snap = await getDocs(
        query(
          collection(db, 'listings', listingId, 'blocks'),
          where(documentId(), '>=', from),
          where(documentId(), '<=', to),
          qLimit(1),
        ),
      );
      return snap.docs.map((d) => d.id);
    },
  };
}

export function createListingsService(ctx: FirebaseContext): ListingsService {
  const { db } = ctx;
  /** A listing as the caller may see it: rules deny unapproved ones to all but their host. */
  async function readListing(id: string): Promise<Listing | null> {
    try {
      const snap = await getDoc(doc(db, listingPath(id)));
      return snap.exists() ? parseListing(id, snap.data()) : null;
    } catch (e) {
      // Denied is the same as missing.
      if ((e as { code?: string }).code === 'permission-denied') return null;
      throw e;
    }
  }
  const calendar = createCalendarService(ctx, readListing);

  const service: ListingsService = {
    getListing: (id) => mapErrors(() => readListing(id)),
    listListings: (opts = {}) =>
      mapErrors(async () => {
        const constraints: QueryConstraint[] = [];
        if (opts.hostId) {
          constraints.push(where('hostId', '==', opts.hostId));
          const own = opts.hostId === ctx.currentUid();
          if (!(own && opts.includeUnapproved)) {
            // rules are not filters: approved, and not paused by its host
            constraints.push(where('isApproved', '==', true), where('isPaused', '==', false));
          }
          if (opts.city) constraints.push(where('cityKey', '==', cityKey(opts.city)));
          if (opts.limit) constraints.push(qLimit(opts.limit));
          const snap = await getDocs(query(collection(db, 'listings'), ...constraints));
          // spec §7: with hostId, sorted newest first on the client
          return newestFirst(parseEach(snap.docs, parseListing));
        }
        if (opts.includeUnapproved) throw new ServiceError('permission-denied');
        constraints.push(where('isApproved', '==', true), where('isPaused', '==', false));
        if (opts.city) constraints.push(where('cityKey', '==', cityKey(opts.city)));
        const { items } = await listingsPage(db, constraints, null, opts.limit ?? 20);
        return items;
      }),
    searchListings: ({ filters, pageSize, cursor }) =>
      mapErrors(() => {
        const constraints: QueryConstraint[] = [
          where('isApproved', '==', true),
          where('isPaused', '==', false),
        ];
        // The place the term names (docs/decisions.md#search-by-place-placekeys); none for a
        // term without letters.
        const place = placeSearchKey(filters.city);
        if (place !== null) constraints.push(where('placeKeys', 'array-contains', place));
        const sort = filters.sort ?? 'newest';
        // Ordered by price, the query itself keeps to the price range (a range on the field it
        // orders by needs no other index): no batch is read only to be filtered out.
        if (sort !== 'newest') {
          if (filters.minPrice != null)
            constraints.push(where('pricePerDay', '>=', filters.minPrice));
          if (filters.maxPrice != null)
            constraints.push(where('pricePerDay', '<=', filters.maxPrice));
        }
        return scanPage(
          (cur, size) => listingsPage(db, constraints, cur, size, sort),
          filters,
          pageSize,
          cursor ?? null,
          { reader: availabilityReader(db), now: ctx.now() },
        );
      }),
    getListingsByIds: (ids) =>
      mapErrors(async () => {
        const results = await Promise.all(ids.map((id) => service.getListing(id)));
        return results.filter((l): l is Listing => l !== null);
      }),
    newListingId: () => doc(collection(db, 'listings')).id,
    createListing: (input, hostId, listingId) =>
      mapErrors(async () => {
        const { planCreateListing, planUpdateListing } = await plans();
        const create = (id: string) =>
          applyPlan(db, planCreateListing({ input, hostId, listingId: id }));
        if (!listingId) return create(service.newListingId());
        return createOrResumeListing(listingId, input, hostId, {
          get: service.getListing,
          create,
          update: (id, patch) => applyPlan(db, planUpdateListing({ id, patch })),
        });
      }),
    updateListing: (id, patch) =>
      mapErrors(async () => {
        const { planUpdateListing } = await plans();
        return applyPlan(db, planUpdateListing({ id, patch }));
      }),
    // The practical fields (and a withdrawn revision), then a new revision alone (its rule).
    editListing: (id, edit, base) =>
      mapErrors(async () => {
        const { planEditListing, planSubmitRevision } = await plans();
        const { revisionPending, submit } = await applyPlan(
          db,
          planEditListing({ id, uid: ctx.requireUid(), edit, base }),
        );
        if (submit) await applyPlan(db, planSubmitRevision({ id, content: submit }));
        return { revisionPending };
      }),
    setListingPaused: (id, paused) =>
      mapErrors(async () => {
        const { planSetListingPaused } = await plans();
        return applyPlan(db, planSetListingPaused({ id, paused }));
      }),

    // The photos first (storage.rules let the host delete them while the listing exists), then
    // the document, whose plan checks again in a transaction.
    deleteListing: (id) =>
      mapErrors(async () => {
        const uid = ctx.requireUid();
        const { listingDeletionRefusal, planDeleteListing } = await plans();
        const snap = await getDoc(doc(db, listingPath(id)));
        const raw = snap.exists() ? snap.data() : null;
        const refused = listingDeletionRefusal(id, uid, raw);
        if (refused) throw new ServiceError(refused);
        // every width of every photo (src/domain/photos.ts)
        const paths = photoUrls(parseListing(id, raw).photos)
          .map((url) => listingPhotoStoragePath(url, id))
          .filter((p): p is string => p !== null);
        if (paths.length > 0) {
          const { storage, instance } = await ctx.storage();
          for (const path of paths) {
            try {
              await storage.deleteObject(storage.ref(instance, path));
            } catch (e) {
              // already gone: nothing left to delete
              if ((e as { code?: string } | null)?.code !== 'storage/object-not-found') throw e;
            }
          }
        }
        await applyPlan(db, planDeleteListing({ id, uid }));
      }),
    // Days with no free place left (or blocked), from getAvailability.
    getUnavailableDays: async (listingId, from, to) =>
      (await calendar.getAvailability(listingId, from, to))
        .filter((d) => freePlaces(d) === 0)
        .map((d) => d.day),
    ...calendar,
  };
  return service;
}
