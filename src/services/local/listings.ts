/** Listings and their occupancy days in the local store, queried like the Firestore ones. */
import { freePlaces } from '@/domain/availability';
import { slotRangeEnd } from '@/domain/dateSearch';
import { placeSearchKey } from '@/domain/placeKeys';
import { cityKey } from '@/domain/text';
import type { Listing, SearchSort } from '@/domain/types';
import { parseEach, parseListing } from '../shared/converters';
import {
  listingPath,
  planCreateListing,
  planDeleteListing,
  planEditListing,
  planSetListingPaused,
  planSubmitRevision,
  planUpdateListing,
} from '../shared/plans';
import { createOrResumeListing } from '../shared/resumeListing';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  scanPage,
  type AvailabilityReader,
} from '../shared/search';
import { ServiceError, isServiceError, type ListingsService } from '../types';
import { applyPlan, applyPlanIn } from './applyPlan';
import { createCalendarService } from './calendar';
import { byNewest, type LocalContext } from './context';
import {
  buildListingIndex,
  startAfter,
  type IndexRow,
  type ListingIndex,
  type PlaceCondition,
  PUBLIC_LISTING,
} from './listingIndex';
import { listDocs, type LocalDbState } from './db';
import type { Caller } from './rules';
import {
  filePathsUnder,
  guardedDeleteFile,
  guardedGet,
  guardedList,
  guardedRows,
  listed,
  type Where,
} from './store';

export function createListingsService(ctx: LocalContext): ListingsService {
  const { db, now, wait } = ctx;
  const calendar = createCalendarService(ctx, readableListing);

  /**
   * The Firestore query of public listings: isApproved == true, isPaused == false (+ cityKey ==,
   * or placeKeys array-contains for the search), newest first, answered from the index of the
   * stored state (./listingIndex.ts): rows in order, read (rules, converter) only for the page
   * returned. Approved listings are public, the same for every caller.
   */
  const indexes = new WeakMap<LocalDbState, ListingIndex>();
  function publicRows(
    s: LocalDbState,
    place: PlaceCondition | null,
    sort: SearchSort = 'newest',
  ): readonly IndexRow[] {
    let index = indexes.get(s);
    if (!index) indexes.set(s, (index = buildListingIndex(listDocs(s, 'listings'))));
    return index.rows(place, sort);
  }

  /** Rows of the index as the query returns them to `who`: checked by the rules, then parsed. */
  function readRows(s: LocalDbState, who: Caller | null, rows: readonly IndexRow[]): Listing[] {
    const docs = guardedRows(
      s,
      who,
      now(),
      'listings',
      rows.map((r) => [r.id, r.doc]),
    );
    return parseEach(listed(docs), parseListing);
  }

  /** A listing as `who` may see it; null when missing or not readable (like the firebase backend). */
  function readableListing(s: LocalDbState, who: Caller | null, id: string): Listing | null {
    try {
      const raw = guardedGet(s, who, now(), listingPath(id));
      return raw ? parseListing(id, raw) : null;
    } catch (e) {
      if (isServiceError(e, 'permission-denied')) return null;
      throw e;
    }
  }

  /** The two range reads of the search by dates, over one stored state (../shared/search.ts). */
  function availabilityReader(s: LocalDbState, who: Caller | null, at: Date): AvailabilityReader {
    return {
      async slots(listingId, from, to) {
        const end = slotRangeEnd(to);
        const rows = guardedList(s, who, at, `listings/${listingId}/occupancy`);
        return listed(rows.filter(([slot]) => slot >= from && slot <= end));
      },
      async blocks(listingId, from, to) {
        const days = guardedList(s, who, at, `listings/${listingId}/blocks`)
          .map(([day]) => day)
          .filter((day) => day >= from && day <= to);
        return days.slice(0, 1); // limit(1), as on Firestore
      },
    };
  }

  const service: ListingsService = {
    async getListing(id) {
      await wait();
      // Rules deny an unapproved listing to anyone but its host and the admin: same as missing.
      return readableListing(db.read(), ctx.caller(), id);
    },

    async listListings(opts = {}) {
      await wait();
      const s = db.read();
      const who = ctx.caller();
      if (opts.hostId) {
        const where: Where[] = [{ field: 'hostId', op: '==', value: opts.hostId }];
        const own = opts.hostId === who?.uid;
        if (!(own && opts.includeUnapproved)) {
          // rules are not filters: approved, and not paused by its host
          where.push(...PUBLIC_LISTING);
        }
        if (opts.city) where.push({ field: 'cityKey', op: '==', value: cityKey(opts.city) });
        const rows = guardedList(s, who, now(), 'listings', where);
        const items = parseEach(listed(rows), parseListing).sort(byNewest);
        return opts.limit ? items.slice(0, opts.limit) : items;
      }
      if (opts.includeUnapproved) throw new ServiceError('permission-denied');
      const city =
        opts.city && opts.city.trim()
          ? ({ field: 'cityKey', op: '==', value: cityKey(opts.city) } as const)
          : null;
      const rows = publicRows(s, city);
      return readRows(s, who, rows.slice(0, opts.limit ?? rows.length));
    },

    async searchListings({ filters, pageSize, cursor }) {
      await wait();
      // Same shape as the Firestore query: approved (+ place) ordered newest first or by
      // price, read in batches after a cursor.
      const s = db.read();
      const who = ctx.caller();
      const at = now();
      const key = placeSearchKey(filters.city);
      const place =
        key === null ? null : ({ field: 'placeKeys', op: 'array-contains', value: key } as const);
      const sort = filters.sort ?? 'newest';
      const ordered = publicRows(s, place, sort);
      return scanPage(
        async (cur, size) => {
          const c = cur ? decodeSearchCursor(cur) : null;
          const start = c ? startAfter(ordered, c, sort) : 0;
          const batch = ordered.slice(start, start + size);
          const items = readRows(s, who, batch);
          const last = batch[batch.length - 1];
          const more = start + size < ordered.length;
          return {
            items,
            next: more && last ? encodeSearchCursor(last, sort) : null,
          };
        },
        filters,
        pageSize,
        cursor ?? null,
        { reader: availabilityReader(s, who, at), now: at },
      );
    },

    async getListingsByIds(ids) {
      await wait();
      const s = db.read();
      const who = ctx.caller();
      return ids.map((id) => readableListing(s, who, id)).filter((l): l is Listing => l !== null);
    },

    newListingId: () => db.newId('lst'),

    async createListing(input, hostId, listingId) {
      await wait();
      const who = ctx.requireCaller();
      const create = async (id: string) =>
        applyPlan(ctx, who, now(), planCreateListing({ input, hostId, listingId: id }));
      if (!listingId) return create(db.newId('lst'));
      return createOrResumeListing(listingId, input, hostId, {
        get: async (id) => readableListing(db.read(), who, id),
        create,
        update: async (id, patch) => applyPlan(ctx, who, now(), planUpdateListing({ id, patch })),
      });
    },

    async updateListing(id, patch) {
      await wait();
      const who = ctx.requireCaller();
      await applyPlan(ctx, who, now(), planUpdateListing({ id, patch }));
    },

    async editListing(id, edit, base) {
      await wait();
      const who = ctx.requireCaller();
      // The practical fields (and a withdrawn revision), then a new revision alone (its rule).
      const { revisionPending, submit } = await applyPlan(
        ctx,
        who,
        now(),
        planEditListing({ id, uid: who.uid, edit, base }),
      );
      if (submit) await applyPlan(ctx, who, now(), planSubmitRevision({ id, content: submit }));
      return { revisionPending };
    },

    async setListingPaused(id, paused) {
      await wait();
      const who = ctx.requireCaller();
      await applyPlan(ctx, who, now(), planSetListingPaused({ id, paused }));
    },

    async deleteListing(id) {
      await wait();
      const who = ctx.requireCaller();
      const at = now();
      // One store transaction: the photos (through storage.rules), then the document (through
      // firestore.rules); any refusal discards both, as if nothing was asked.
      await db.transact((s) => {
        for (const path of filePathsUnder(s, `listings/${id}/`))
          guardedDeleteFile(s, who, at, path);
        applyPlanIn(s, who, at, planDeleteListing({ id, uid: who.uid }));
      });
    },

    // Days with no free place left (or blocked), from getAvailability.
    async getUnavailableDays(listingId, from, to) {
      return (await calendar.getAvailability(listingId, from, to))
        .filter((d) => freePlaces(d) === 0)
        .map((d) => d.day);
    },
    ...calendar,
  };
  return service;
}
