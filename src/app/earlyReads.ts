/**
 * The early reads of the public pages (src/services/earlyReads.ts): for an address, the reads
 * its page makes first, with the very arguments the page passes. Part of the start-up entry
 * (./startUp.ts), which runs without the app's code: no router here (src/lib/matchRoutePath.ts).
 *  - the home page: the featured listings (HomePage, FEATURED_COUNT newest);
 *  - the search page: the first results page of the address's search (useSearchResults);
 *  - a listing page: the listing (ListingPage).
 * As soon as the search's first page or the listing is read, its first photo (the page's
 * largest paint) is preloaded, while the page's code and render are still on their way.
 *
 * `today` is asked for only by a search with a range of days (src/domain/dateSearch.ts, Today):
 * working it out builds the first Intl formatter, which public/intl-warmup.js initialises off
 * the main thread, but which this code, run first thing, would otherwise build on it.
 */
import { ROUTES } from '@/config/paths';
import type { Today } from '@/domain/dateSearch';
import { todayInMorocco } from '@/domain/days';
import { FEATURED_COUNT } from '@/domain/search';
import { searchKeyOfParams, searchRequestOf } from '@/domain/searchQuery';
import type { EarlyRead } from '@/services';
import { GALLERY_SIZES, SEARCH_RESULT_SIZES } from '@/domain/photoSizes';
import { matchRoutePath } from '@/lib/matchRoutePath';
import { preloadPhoto } from '@/lib/preloadPhoto';

export function earlyReadsFor(
  pathname: string,
  search: string,
  today: Today,
  preload: typeof preloadPhoto = preloadPhoto,
): EarlyRead[] {
  if (matchRoutePath(ROUTES.home.path, pathname)) {
    return [{ method: 'listListings', args: [{ limit: FEATURED_COUNT }] }];
  }
  if (matchRoutePath(ROUTES.search.path, pathname)) {
    const key = searchKeyOfParams(new URLSearchParams(search), today);
    return [
      {
        method: 'searchListings',
        args: [searchRequestOf(key, today)],
        onRead: (page) => preload(page.items[0]?.photos[0], SEARCH_RESULT_SIZES),
      },
    ];
  }
  const listing = matchRoutePath(ROUTES.listing.path, pathname);
  if (listing?.id) {
    return [
      {
        method: 'getListing',
        args: [listing.id],
        onRead: (found) => preload(found?.photos[0], GALLERY_SIZES),
      },
    ];
  }
  return [];
}

/** The early reads of the current address. */
export function earlyReadsHere(): EarlyRead[] {
  return earlyReadsFor(window.location.pathname, window.location.search, () => todayInMorocco());
}
