import { photoSources } from '@/domain/photos';

/**
 * Starts downloading a listing photo before the page draws it: a `<link rel="preload">` with
 * the photo's `srcset` and the `sizes` its `<img>` will have, so that the browser picks the
 * same width and the `<img>` finds the file already on its way (the early reads,
 * src/app/earlyReads.ts; docs/decisions.md "Early reads"). High priority: it is the page's
 * largest paint. Nothing for a listing without photos; once per photo.
 */
export function preloadPhoto(entry: string | undefined, sizes: string): void {
  if (!entry) return;
  const { src, srcSet } = photoSources(entry);
  if (!src) return;
  const head = document.head;
  for (const link of head.querySelectorAll('link[rel="preload"][as="image"]')) {
    if (link.getAttribute('href') === src) return;
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  link.href = src;
  head.append(link);
}
