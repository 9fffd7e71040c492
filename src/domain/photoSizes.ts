/**
 * How wide listing photos are drawn (the `sizes` attribute of their `<img>`), per layout. One
 * module, with no React in it: the components draw with these, and the early reads
 * (src/app/earlyReads.ts) preload the first photo with the very same `sizes`, so that the
 * browser picks the same width and the `<img>` uses the file already on its way.
 */

/** A search result: the card's width on a phone (page px-4, card p-3), then sm:w-64 / lg:w-72. */
export const SEARCH_RESULT_SIZES =
  '(min-width: 1024px) 288px, (min-width: 640px) 256px, calc(100vw - 3.5rem)';

/** The home and favourites grid: one, two or three columns in max-w-7xl, px-4, gap-6. */
export const GRID_PHOTO_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 5rem) / 3), (min-width: 640px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)';

/** The listing page's main photo: the page's max-w-7xl content (1248 px), else the screen less px-4. */
export const GALLERY_SIZES = '(min-width: 1280px) 1248px, calc(100vw - 2rem)';
