import { cityKey } from './text';
import type { Listing, SearchFilters } from './types';

/** Page size of a search (bounded reads per query). */
export const SEARCH_PAGE_SIZE = 20;
/** Featured listings on home (spec §9). */
export const FEATURED_COUNT = 6;

/**
 * The client-side filters of spec §5, applied to each page of listings the query returned:
 * space type equal; area >= min; min <= pricePerDay <= max; every selected amenity present.
 * (City and approval are matched by the query itself.)
 */
export function matchesFilters(listing: Listing, filters: SearchFilters): boolean {
  if (filters.spaceType && listing.spaceType !== filters.spaceType) return false;
  if (filters.minArea != null && listing.area < filters.minArea) return false;
  if (filters.minPrice != null && listing.pricePerDay < filters.minPrice) return false;
  if (filters.maxPrice != null && listing.pricePerDay > filters.maxPrice) return false;
  if (filters.amenities && filters.amenities.length > 0) {
    const have = new Set([...listing.amenities, ...listing.additionalEquipment]);
    if (!filters.amenities.every((a) => have.has(a))) return false;
  }
  return true;
}

export function matchesCity(listing: Listing, city: string | undefined): boolean {
  if (!city || !city.trim()) return true;
  return cityKey(listing.location.city) === cityKey(city);
}

/** Whether any filter beyond the city is active. */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.spaceType ||
    filters.minArea != null ||
    filters.minPrice != null ||
    filters.maxPrice != null ||
    (filters.amenities && filters.amenities.length > 0),
  );
}

/** Card amenities: the first 3 plus a "+N" count (spec §9). */
export function amenityPreview(amenities: string[], shown = 3): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, shown), more: Math.max(0, amenities.length - shown) };
}
