import { useEffect, useState } from 'react';
import { StoredPhoto } from '@/components/StoredPhoto';
import { common } from '@/i18n/fr/common';

export interface ListingPhotoProps {
  /** An entry of a listing's photos (one address, or its widths: src/domain/photos.ts). */
  src: string | undefined;
  /**
   * How wide the photo is drawn (the `sizes` attribute), so that the browser downloads the
   * narrowest stored width that fills it: a phone never gets the 1600 px file.
   */
  sizes: string;
  alt: string;
  /** Above the fold: load at once; otherwise lazily. */
  eager?: boolean;
  /** Aspect-ratio box and rounding, e.g. "aspect-[3/2] rounded-xl". */
  className?: string;
}

/** A listing photo in a fixed aspect-ratio box (no layout shift), or a placeholder. */
export function ListingPhoto({
  src,
  alt,
  sizes,
  eager = false,
  className = 'aspect-[3/2]',
}: ListingPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  /** Fresh <img> elements asked for: one more each time the network comes back after a failure. */
  const [attempt, setAttempt] = useState(0);
  const failed = Boolean(src) && failedSrc === src;
  // A photo that failed offline is asked for again when the network is back (QA: « Photo à
  // venir » stayed after the connection returned, on every photo of the gallery)
  useEffect(() => {
    if (!failed) return;
    const again = () => {
      setFailedSrc(null);
      setAttempt((n) => n + 1);
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed]);
  const showImage = Boolean(src) && !failed;
  return (
    <div className={`relative overflow-hidden bg-sand-100 ${className}`}>
      {showImage ? (
        <StoredPhoto
          key={attempt}
          entry={src ?? ''}
          sizes={sizes}
          alt={alt}
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          // The first visible photos are the page's largest paint: fetch them first.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding={eager ? 'auto' : 'async'}
          onError={() => setFailedSrc(src ?? null)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : (
        <PhotoPlaceholder label={failed ? common.photoNotLoaded : common.photoPlaceholder} />
      )}
    </div>
  );
}

/** The box where a photo is not: none yet (« Photo à venir »), or one that did not load. */
export function PhotoPlaceholder({ label = common.photoPlaceholder }: { label?: string }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-500">
      <svg
        aria-hidden="true"
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="10" r="1.8" />
        <path d="M21 16l-5-5-8 8" />
      </svg>
      <span className="text-sm">{label}</span>
    </div>
  );
}
