/**
 * A listing photo as stored in `photos` (docs/decisions.md, "Responsive photos"): one address,
 * or the same picture in a few widths, each address followed by `#<width>w` and the widths
 * joined by `|` — `…0_facade-480w.webp?alt=media&token=…#480w|…0_facade-960w.webp?…#960w`.
 * One string per photo keeps every rule on `photos` (at most 20, own folder, no spaces) and
 * every copy of `photos[0]` (a conversation's listingPhoto) as they were; an entry with one
 * plain address (the demo's illustrations, photos uploaded before widths) stays valid.
 */

/** The widths an uploaded photo is stored in (px, longest side at most 1600). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** The demo backend keeps files in localStorage (about 5 MB): two smaller widths there. */
export const LOCAL_PHOTO_WIDTHS = [480, 1280] as const;
/** At most this many widths in one entry (firestore.rules: photoRe). */
export const MAX_PHOTO_WIDTHS = 4;

export interface PhotoCandidate {
  url: string;
  /** Its width in pixels, or null for a plain address (any width: SVG, an old photo). */
  width: number | null;
}

const WIDTH_MARK = /#([1-9][0-9]{0,3})w$/;

/** The addresses of one entry, each with its width when it says one. */
export function photoCandidates(entry: string): PhotoCandidate[] {
  if (!entry) return [];
  return entry.split('|').map((part) => {
    const m = WIDTH_MARK.exec(part);
    return m ? { url: part.slice(0, m.index), width: Number(m[1]) } : { url: part, width: null };
  });
}

/** One entry from the addresses of a picture's widths (narrowest first). */
export function photoEntry(candidates: readonly PhotoCandidate[]): string {
  return [...candidates]
    .sort((a, b) => (a.width ?? Infinity) - (b.width ?? Infinity))
    .map((c) => (c.width === null ? c.url : `${c.url}#${c.width}w`))
    .join('|');
}

export interface PhotoSources {
  /** The address for `src`: the widest (a browser without srcset, an e-mail, a preview). */
  src: string;
  /** `srcset` when the entry has widths (`<url> 480w, <url> 960w, …`). */
  srcSet?: string;
}

type SizedCandidate = PhotoCandidate & { width: number };

/** The candidates that say their width, narrowest first (stable: equal widths keep their order). */
function sizedCandidates(all: readonly PhotoCandidate[]): SizedCandidate[] {
  return all.filter((c): c is SizedCandidate => c.width !== null).sort((a, b) => a.width - b.width);
}

/** What an `<img>` needs to let the browser pick the width the screen needs. */
export function photoSources(entry: string): PhotoSources {
  const all = photoCandidates(entry);
  if (all.length === 0) return { src: '' };
  const sized = sizedCandidates(all);
  if (sized.length === 0) return { src: all[0].url };
  const widest = sized.reduce((a, b) => (b.width > a.width ? b : a));
  return { src: widest.url, srcSet: sized.map((c) => `${c.url} ${c.width}w`).join(', ') };
}

/**
 * The smallest address of an entry at least `minWidth` wide (else the widest): a thumbnail or a
 * preview that needs no srcset.
 */
export function photoAtLeast(entry: string, minWidth: number): string {
  const all = photoCandidates(entry);
  if (all.length === 0) return '';
  const sized = sizedCandidates(all);
  if (sized.length === 0) return all[0].url;
  return (sized.find((c) => c.width >= minWidth) ?? sized[sized.length - 1]).url;
}

/** Every address of every entry (a listing's files, to delete them all). */
export function photoUrls(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => photoCandidates(entry).map((c) => c.url));
}

/**
 * The file name a width is stored under: `{index}_{base}-{width}w.{ext}` (storage.rules accept
 * `[0-9]{1,3}_[A-Za-z0-9._-]{1,80}`); the base is shortened so the whole name fits.
 */
export function photoFileNameFor(index: number, base: string, width: number, ext: string): string {
  const tail = `-${width}w.${ext}`;
  return `${index}_${base.slice(0, 80 - tail.length)}${tail}`;
}
