/**
 * The search results on a map (docs/decisions.md "Results map"): Google's map with a Maps key,
 * else (or when Google's script cannot load) the offline map of Morocco; the same markers and
 * clusters; a marker opens the listing's card over the map. Loaded lazily by the search page.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Bounds } from '@/domain/mapView';
import type { Listing } from '@/domain/types';
import { mapText as mx } from '@/i18n/fr/map';
import { hasMapsKey } from '@/lib/maps';
import GoogleResultsMap from './GoogleResultsMap';
import { MapListingCard } from './MapListingCard';
import OfflineMap from './OfflineMap';
import type { MapEntry } from './types';

/**
 * Closest zoom of the offline map when framing the results: the city around them. Closer, the drawing's coast
 * (Natural Earth 1:10m) is too coarse; the clusters take the user closer.
 */
const RESULTS_FIT_ZOOM = 32;

export function mapEntries(listings: readonly Listing[]): MapEntry[] {
  return listings.flatMap((l) =>
    l.location.coordinates
      ? [{ id: l.id, title: l.title, coordinates: l.location.coordinates }]
      : [],
  );
}

export default function ResultsMap({
  listings,
  fitKey,
  area,
  onMove,
  onReset,
  listingQuery = '',
}: {
  listings: readonly Listing[];
  fitKey: string;
  /** The area the user moved the map to (framed instead of the listings when given back). */
  area: Bounds | null;
  onMove: (bounds: Bounds) => void;
  onReset: () => void;
  /** What a listing's link carries: the search's dates and places (datesQuery). */
  listingQuery?: string;
}) {
  const entries = useMemo(() => mapEntries(listings), [listings]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [googleFailed, setGoogleFailed] = useState(false);
  const selected = listings.find((l) => l.id === selectedId) ?? null;
  const root = useRef<HTMLDivElement>(null);
  /**
   * Closes the card; the focus, when it was in the card (its ✕, its link), goes back to the
   * marker that opened it (the pressed one), else to the map, not to <body>.
   */
  const closeCard = useCallback(() => {
    const box = root.current;
    const inside = box?.contains(document.activeElement) ?? false;
    const marker = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    setSelectedId(null);
    if (inside) (marker ?? box?.querySelector<HTMLElement>('[role="region"]'))?.focus();
  }, []);
  // Escape closes the card, as it closes the other things that open over a page
  useEffect(() => {
    if (!selected) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      closeCard();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [selected, closeCard]);
  const props = {
    entries,
    label: mx.resultsMapLabel,
    fitKey,
    area,
    selectedId,
    onSelect: setSelectedId,
    onMove,
  };
  return (
    <div ref={root} className="relative min-w-0">
      {hasMapsKey() && !googleFailed ? (
        <GoogleResultsMap {...props} onFail={() => setGoogleFailed(true)} />
      ) : (
        <OfflineMap {...props} maxFitZoom={RESULTS_FIT_ZOOM} onReset={onReset} />
      )}
      {entries.length === 0 && <p className="mt-2 text-sm text-slate-600">{mx.noCoordinates}</p>}
      {selected && <MapListingCard listing={selected} query={listingQuery} onClose={closeCard} />}
    </div>
  );
}
