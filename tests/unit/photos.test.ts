import {
  MAX_PHOTO_WIDTHS,
  photoAtLeast,
  photoCandidates,
  photoEntry,
  photoFileNameFor,
  photoSources,
  photoUrls,
} from '@/domain/photos';
import { photoPattern } from '@/services/local/rules/listings';

const url = (name: string, id = 'lst-1') =>
  `https://firebasestorage.googleapis.com/v0/b/maktabi.appspot.com/o/listings%2F${id}%2F${name}?alt=media&token=abc-1`;
const entry = photoEntry([
  { url: url('0_a-1600w.webp'), width: 1600 },
  { url: url('0_a-480w.webp'), width: 480 },
  { url: url('0_a-960w.webp'), width: 960 },
]);

describe('a photo entry', () => {
  it('joins its widths narrowest first, each address marked with its width', () => {
    expect(entry).toBe(
      `${url('0_a-480w.webp')}#480w|${url('0_a-960w.webp')}#960w|${url('0_a-1600w.webp')}#1600w`,
    );
    expect(photoCandidates(entry)).toEqual([
      { url: url('0_a-480w.webp'), width: 480 },
      { url: url('0_a-960w.webp'), width: 960 },
      { url: url('0_a-1600w.webp'), width: 1600 },
    ]);
  });

  it('is one plain address for an illustration or a photo stored before widths', () => {
    expect(photoCandidates('/seed/office-01.svg')).toEqual([
      { url: '/seed/office-01.svg', width: null },
    ]);
    expect(photoEntry([{ url: '/seed/office-01.svg', width: null }])).toBe('/seed/office-01.svg');
    expect(photoCandidates('')).toEqual([]);
  });

  it("matches the rules' photo pattern (firestore.rules photoRe), in its own folder only", () => {
    const re = new RegExp(`^(${photoPattern('lst-1')})$`);
    expect(re.test(entry)).toBe(true);
    expect(re.test(photoEntry([{ url: url('0_a-480w.webp'), width: 480 }]))).toBe(true);
    expect(new RegExp(`^(${photoPattern('lst-2')})$`).test(entry)).toBe(false);
    const five = photoEntry(
      [320, 480, 960, 1280, 1600].map((w) => ({ url: url(`0_a-${w}w.webp`), width: w })),
    );
    expect(MAX_PHOTO_WIDTHS).toBe(4);
    expect(re.test(five)).toBe(false);
    // a tiny photo is as wide as it is (4 px); a width is a number, not 0 nor 0480
    expect(re.test(`${url('0_a-4w.png')}#4w`)).toBe(true);
    expect(re.test(`${url('0_a-0w.png')}#0w`)).toBe(false);
    expect(re.test(`${url('0_a-480w.png')}#0480w`)).toBe(false);
    expect(re.test(`${url('0_a-480w.png')}#12345w`)).toBe(false);
    expect(photoCandidates('data:image/png;base64,AA#4w')).toEqual([
      { url: 'data:image/png;base64,AA', width: 4 },
    ]);
    // no space, so that `strings()` in the rules keeps one entry one element
    expect(entry).not.toMatch(/\s/);
  });
});

describe('photoSources', () => {
  it('gives srcset from every width and the widest as src', () => {
    expect(photoSources(entry)).toEqual({
      src: url('0_a-1600w.webp'),
      srcSet: `${url('0_a-480w.webp')} 480w, ${url('0_a-960w.webp')} 960w, ${url('0_a-1600w.webp')} 1600w`,
    });
  });

  it('gives a plain address as src, without srcset', () => {
    expect(photoSources('/seed/office-02.svg')).toEqual({ src: '/seed/office-02.svg' });
    expect(photoSources('')).toEqual({ src: '' });
  });
});

describe('an entry written in any order (by hand, or by another client)', () => {
  const mixed = `${url('0_a-1600w.webp')}#1600w|${url('0_a-480w.webp')}#480w|${url('0_a-960w.webp')}#960w`;

  it('still gives the widest as src and srcset narrowest first', () => {
    expect(photoSources(mixed)).toEqual({
      src: url('0_a-1600w.webp'),
      srcSet: `${url('0_a-480w.webp')} 480w, ${url('0_a-960w.webp')} 960w, ${url('0_a-1600w.webp')} 1600w`,
    });
  });

  it('keeps the first of two addresses of the same width', () => {
    const twice = `${url('0_a-960w.webp')}#960w|${url('1_b-960w.webp')}#960w`;
    expect(photoSources(twice).src).toBe(url('0_a-960w.webp'));
  });

  it("picks the narrowest that covers the box, the box's own width included", () => {
    expect(photoAtLeast(mixed, 160)).toBe(url('0_a-480w.webp'));
    expect(photoAtLeast(mixed, 480)).toBe(url('0_a-480w.webp'));
    expect(photoAtLeast(mixed, 481)).toBe(url('0_a-960w.webp'));
    // an address without a width among widths is not taken for one
    expect(photoAtLeast(`${url('0_a-960w.webp')}#960w|/seed/office-01.svg`, 0)).toBe(
      url('0_a-960w.webp'),
    );
    expect(photoAtLeast(`${url('0_a-960w.webp')}#960w|/seed/office-01.svg`, 100)).toBe(
      url('0_a-960w.webp'),
    );
  });

  it('reads a width only at the very end of an address', () => {
    expect(photoCandidates('/seed/office-01.svg#480wx')).toEqual([
      { url: '/seed/office-01.svg#480wx', width: null },
    ]);
  });
});

describe('photoAtLeast', () => {
  it('is the narrowest width that covers the box, else the widest', () => {
    expect(photoAtLeast(entry, 160)).toBe(url('0_a-480w.webp'));
    expect(photoAtLeast(entry, 600)).toBe(url('0_a-960w.webp'));
    expect(photoAtLeast(entry, 3000)).toBe(url('0_a-1600w.webp'));
    expect(photoAtLeast('/seed/office-02.svg', 600)).toBe('/seed/office-02.svg');
    expect(photoAtLeast('', 600)).toBe('');
  });
});

describe('photoUrls', () => {
  it('lists every address of every photo (to delete their files)', () => {
    expect(photoUrls([entry, '/seed/office-01.svg'])).toEqual([
      url('0_a-480w.webp'),
      url('0_a-960w.webp'),
      url('0_a-1600w.webp'),
      '/seed/office-01.svg',
    ]);
  });
});

describe('photoFileNameFor', () => {
  it('names a width {index}_{base}-{width}w.{ext}, within the 80 characters storage.rules allow', () => {
    expect(photoFileNameFor(3, 'facade', 960, 'webp')).toBe('3_facade-960w.webp');
    const long = photoFileNameFor(12, 'x'.repeat(200), 1600, 'webp');
    const rest = long.slice(long.indexOf('_') + 1);
    expect(rest).toHaveLength(80);
    expect(long).toMatch(/^[0-9]{1,3}_[A-Za-z0-9._-]{1,80}$/);
    expect(long.endsWith('-1600w.webp')).toBe(true);
  });
});
