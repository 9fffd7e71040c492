import type { CSSProperties } from 'react';
import { mapText as mx } from '@/i18n/fr/map';
import { t } from '../format';

/**
 * A marker of the offline map: a pin named by the listing's title, or a cluster's disc with its
 * count ("12 espaces ici : zoomer"). Positioned by `style` (left/top of the place). A cluster is
 * drawn over the pins (z-[5]): a pin stands above its place, so one just south of a cluster
 * covered the disc and took its taps on a phone; zooming in on the cluster then sets them apart.
 * A selected pin (z-10) stays on top.
 */
export function MapMarkerButton({
  title,
  cluster,
  selected = false,
  style,
  onClick,
}: {
  title?: string;
  cluster?: number;
  selected?: boolean;
  style: CSSProperties;
  onClick?: () => void;
}) {
  const focus =
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  if (cluster !== undefined) {
    return (
      <button
        type="button"
        aria-label={t(mx.clusterLabel, { n: cluster })}
        onClick={onClick}
        style={style}
        className={`absolute z-[5] flex h-9 min-w-9 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-brand-700 px-1.5 text-sm font-bold text-white shadow-md hover:bg-brand-800 ${focus}`}
      >
        {cluster}
      </button>
    );
  }
  const pin = 'absolute -translate-x-1/2 -translate-y-full p-0.5 drop-shadow';
  // A marker with nothing to open (the listing page's) is a picture, not a button.
  if (!onClick) {
    return (
      <span role="img" aria-label={title} style={style} className={`${pin} text-brand-700`}>
        {PIN}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-label={title}
      aria-pressed={selected}
      onClick={onClick}
      style={style}
      className={`${pin} ${focus} ${
        selected ? 'z-10 text-slate-900' : 'text-brand-700 hover:text-brand-800'
      }`}
    >
      {PIN}
    </button>
  );
}

const PIN = (
  <svg aria-hidden="true" width="28" height="34" viewBox="0 0 24 30">
    <path
      d="M12 29s-10-9.2-10-16.5a10 10 0 0 1 20 0C22 19.8 12 29 12 29z"
      fill="currentColor"
      stroke="#fff"
      strokeWidth="1.5"
    />
    <circle cx="12" cy="12.5" r="3.8" fill="#fff" />
  </svg>
);
