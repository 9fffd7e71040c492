import type { Bounds } from '@/domain/mapView';
import type { Coordinates } from '@/domain/types';

/** A listing on a map: where it is and the name its marker reads out. */
export interface MapEntry {
  id: string;
  title: string;
  coordinates: Coordinates;
}

/** What a map of listings takes, Google's or the offline one. */
export interface ListingsMapProps {
  entries: readonly MapEntry[];
  label: string;
  /** Changes when the map should frame the entries again (new results, "show all"). */
  fitKey: string;
  /**
   * The area the user had moved the map to, given back by Back or a reload: framed instead of
   * the entries (exactly, without the framing's padding or closest zoom).
   */
  area?: Bounds | null;
  /** Closest zoom of that framing, in the map's own zoom unit. */
  maxFitZoom?: number;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** The bounds shown after each move by the user. */
  onMove?: (bounds: Bounds) => void;
}

/** One listing's place (the listing page's map). */
export interface ListingPlaceProps {
  coordinates: Coordinates;
  title: string;
  address: string;
}
