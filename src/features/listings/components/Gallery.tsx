import { useState, type KeyboardEvent } from 'react';
import { StoredPhoto } from '@/components/StoredPhoto';
import { listingsText as tx } from '@/i18n/fr/listings';
import { t } from '../format';
import { ListingPhoto } from './ListingPhoto';
import { GALLERY_SIZES } from '@/domain/photoSizes';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** A thumbnail (w-24) from the photo's narrowest width that covers it. */
function Thumbnail({ entry }: { entry: string }) {
  return (
    <StoredPhoto
      entry={entry}
      sizes="96px"
      alt=""
      width={96}
      height={64}
      loading="lazy"
      decoding="async"
      className="h-16 w-24 object-cover"
    />
  );
}

/**
 * The listing's photos (spec §2): previous/next arrows, thumbnails (aria-current on the
 * active one) and the arrow keys anywhere in the gallery. Wraps around at both ends.
 */
export function Gallery({ photos, title }: { photos: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = Math.min(index, Math.max(0, count - 1));

  if (count === 0) {
    return (
      <ListingPhoto
        src={undefined}
        alt={tx.noPhoto}
        sizes={GALLERY_SIZES}
        className="aspect-[3/2] rounded-2xl sm:aspect-[2/1]"
      />
    );
  }

  const go = (delta: number) => setIndex((current + delta + count) % count);
  const alt = (i: number) => t(tx.photoAlt, { title, n: i + 1, count });

  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    }
  };

  const arrowClass =
    'absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md hover:bg-white';

  return (
    <section aria-label={tx.galleryLabel} aria-roledescription="carrousel" onKeyDown={onKeyDown}>
      <div className="relative">
        <ListingPhoto
          src={photos[current]}
          alt={alt(current)}
          sizes={GALLERY_SIZES}
          eager
          className="aspect-[3/2] rounded-2xl sm:aspect-[2/1]"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={tx.previousPhoto}
              onClick={() => go(-1)}
              className={`${arrowClass} left-3`}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              aria-label={tx.nextPhoto}
              onClick={() => go(1)}
              className={`${arrowClass} right-3`}
            >
              <Chevron direction="right" />
            </button>
            <p
              aria-live="polite"
              className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-3 py-1 text-sm font-medium text-white"
            >
              {t(tx.photoCounter, { n: current + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((src, i) => (
            <li key={`${i}-${src}`} className="shrink-0">
              <button
                type="button"
                aria-label={t(tx.showPhoto, { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={`block overflow-hidden rounded-lg border-2 ${i === current ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                <Thumbnail entry={src} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
