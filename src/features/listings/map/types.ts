import type { Coordinates } from '@/domain/types';

/** A listing on a map: where it is and the name its marker reads out. */
export interface MapEntry {
  id: string;
  title: string;
  coordinates: Coordinates;
}
