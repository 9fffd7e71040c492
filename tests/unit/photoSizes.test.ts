/**
 * The `sizes` of listing photos (src/domain/photoSizes.ts), read as a browser reads them: the
 * slot width on a given screen, which decides the stored width downloaded. The expected widths
 * are the layouts' own, by hand: a phone's search card is the screen less the page's px-4 and
 * the card's p-3 (3.5rem), the grid has gap-6 between its columns, max-w-7xl caps at 1280 px.
 */
import { GALLERY_SIZES, GRID_PHOTO_SIZES, SEARCH_RESULT_SIZES } from '@/domain/photoSizes';

const REM = 16;

/** A length of `sizes`: px, or calc() over 100vw, rem and px with - and /. */
function length(text: string, vw: number): number {
  const expr = text
    .replace(/^calc/, '')
    .replace(/(\d+(?:\.\d+)?)vw/g, (_, n: string) => String((Number(n) / 100) * vw))
    .replace(/(\d+(?:\.\d+)?)rem/g, (_, n: string) => String(Number(n) * REM))
    .replace(/(\d+(?:\.\d+)?)px/g, '$1');
  if (!/^[\d\s.()+\-*/]+$/.test(expr)) throw new Error(`not a length: ${text}`);
  return Number(new Function(`return (${expr});`)());
}

/** The slot width `sizes` gives on a screen `vw` px wide (the first condition met). */
function slot(sizes: string, vw: number): number {
  for (const part of sizes.split(/,(?![^(]*\))/).map((p) => p.trim())) {
    const m = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(part);
    if (!m) return length(part, vw);
    if (vw >= Number(m[1])) return length(m[2], vw);
  }
  throw new Error(`no default length in ${sizes}`);
}

describe('how wide listing photos are drawn', () => {
  it('a search result: the card on a phone, then 256 px, then 288 px', () => {
    expect(slot(SEARCH_RESULT_SIZES, 390)).toBe(334);
    expect(slot(SEARCH_RESULT_SIZES, 639)).toBe(583);
    expect(slot(SEARCH_RESULT_SIZES, 640)).toBe(256);
    expect(slot(SEARCH_RESULT_SIZES, 1023)).toBe(256);
    expect(slot(SEARCH_RESULT_SIZES, 1024)).toBe(288);
    expect(slot(SEARCH_RESULT_SIZES, 1920)).toBe(288);
  });

  it('the grid: one, two, then three columns, at most 400 px', () => {
    expect(slot(GRID_PHOTO_SIZES, 390)).toBe(358);
    expect(slot(GRID_PHOTO_SIZES, 800)).toBe(372);
    expect(slot(GRID_PHOTO_SIZES, 1100)).toBe(340);
    expect(slot(GRID_PHOTO_SIZES, 1280)).toBe(400);
    expect(slot(GRID_PHOTO_SIZES, 1920)).toBe(400);
  });

  it("the listing's main photo: the screen less the page's padding, at most 1248 px", () => {
    expect(slot(GALLERY_SIZES, 390)).toBe(358);
    expect(slot(GALLERY_SIZES, 1279)).toBe(1247);
    expect(slot(GALLERY_SIZES, 1280)).toBe(1248);
    expect(slot(GALLERY_SIZES, 2560)).toBe(1248);
  });
});
