import { hasRoomFor } from './dateSearch';
import { placeKeysOf, placeSearchKey } from './placeKeys';
import type { Listing, SearchFilters, SearchSort } from './types';

/** Page size of a search (bounded reads per query). */
export const SEARCH_PAGE_SIZE = 20;
/** Featured listings on home (spec §9). */
export const FEATURED_COUNT = 6;

/**
 * The client-side filters of spec §5, applied to each page of listings the query returned:
 * space type equal; area >= min; min <= pricePerDay <= max; every selected amenity present;
 * room for the places wanted (src/domain/dateSearch). (City and approval are matched by the
 * query itself; the days of a search by dates by the services' reads.)
 */
export function matchesFilters(listing: Listing, filters: SearchFilters): boolean {
  if (filters.spaceType && listing.spaceType !== filters.spaceType) return false;
  if (!atLeast(listing.area, filters.minArea)) return false;
  if (!atLeast(listing.pricePerDay, filters.minPrice)) return false;
  if (!atMost(listing.pricePerDay, filters.maxPrice)) return false;
  if (filters.amenities) {
    // Standard amenities and additional equipment alike (Climatisation is equipment).
    const have = new Set([...listing.amenities, ...listing.additionalEquipment]);
    if (!filters.amenities.every((a) => have.has(a))) return false;
  }
  // Room for the places wanted (shared spaces); the days themselves are the services' reads.
  if (filters.places != null && !hasRoomFor(listing, filters.places)) return false;
  return true;
}

/** No bound (null or absent) lets every value through; a bound itself is within the range. */
function atLeast(value: number, min: number | null | undefined): boolean {
  return min == null || value >= min;
}

function atMost(value: number, max: number | null | undefined): boolean {
  return max == null || value <= max;
}

/**
 * Whether the search for the place `term` finds `listing` (what the services' array-contains
 * query on placeKeys asks, src/domain/placeKeys.ts): any listing when the term names no place.
 */
export function matchesCity(listing: Listing, term: string | undefined): boolean {
  const key = placeSearchKey(term);
  return key === null || placeKeysOf(listing.location).includes(key);
}

/** Card amenities: the first 3 plus a "+N" count (spec §9). */
export function amenityPreview(amenities: string[], shown = 3): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, shown), more: Math.max(0, amenities.length - shown) };
}

/**
 * The value a search orders its results by: the creation instant (ms) newest first, the price
 * per day for a price order (docs/decisions.md "Sorting the results by price").
 */
export function sortValue(
  listing: Pick<Listing, 'createdAt' | 'pricePerDay'>,
  sort: SearchSort,
): number {
  return sort === 'newest' ? listing.createdAt.getTime() : listing.pricePerDay;
}

/** A result as its order sees it: its sortValue, then its id, both in the same direction. */
export interface OrderedItem {
  value: number;
  id: string;
}

/**
 * The results' order as a comparison, the one the Firestore query gives (`orderBy(field, dir)`
 * then `orderBy(documentId(), dir)`): ascending for the lowest price first, descending for the
 * newest and the highest price first.
 */
export function compareInOrder(sort: SearchSort, a: OrderedItem, b: OrderedItem): number {
  const direction = sort === 'priceAsc' ? 1 : -1;
  if (a.value < b.value) return -direction;
  if (a.value > b.value) return direction;
  if (a.id < b.id) return -direction;
  if (a.id > b.id) return direction;
  return 0;
}
