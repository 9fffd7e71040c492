/**
 * The first photo's preload (src/lib/preloadPhoto.ts): a `<link rel="preload" as="image">` the
 * browser matches with the page's `<img>` (same srcset and sizes), once per photo.
 */
import { photoEntry } from '@/domain/photos';
import { preloadPhoto } from '@/lib/preloadPhoto';

const url = (name: string) =>
  `https://firebasestorage.googleapis.com/v0/b/maktabi.appspot.com/o/listings%2Flst-1%2F${name}?alt=media&token=abc-1`;
const sized = photoEntry([
  { url: url('0_a-480w.webp'), width: 480 },
  { url: url('0_a-960w.webp'), width: 960 },
  { url: url('0_a-1600w.webp'), width: 1600 },
]);
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('preloadPhoto', () => {
  it('preloads a photo stored in widths with its srcset and the sizes given, first', () => {
    preloadPhoto(sized, '(min-width: 1024px) 288px, 100vw');
    const [link] = preloads();
    expect(preloads()).toHaveLength(1);
    expect(link.getAttribute('href')).toBe(url('0_a-1600w.webp'));
    expect(link.getAttribute('imagesrcset')).toBe(
      `${url('0_a-480w.webp')} 480w, ${url('0_a-960w.webp')} 960w, ${url('0_a-1600w.webp')} 1600w`,
    );
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 1024px) 288px, 100vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads a plain address as it is, without srcset', () => {
    preloadPhoto('/seed/casa-1.svg', '100vw');
    const [link] = preloads();
    expect(link.getAttribute('href')).toBe('/seed/casa-1.svg');
    expect(link.hasAttribute('imagesrcset')).toBe(false);
    expect(link.hasAttribute('imagesizes')).toBe(false);
  });

  it('preloads a photo once, and nothing for a listing without photos', () => {
    preloadPhoto(sized, '100vw');
    preloadPhoto(sized, '100vw');
    preloadPhoto(undefined, '100vw');
    preloadPhoto('', '100vw');
    expect(preloads()).toHaveLength(1);
  });
});
