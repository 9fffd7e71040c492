/**
 * Markers and clusters of the results map, the same for Google's map and the offline one
 * (docs/decisions.md "Offline map"): supercluster groups the listings that would pile up at
 * the map's zoom level.
 */
import Supercluster from 'supercluster';
import type { Bounds } from './mapView';
import type { Coordinates } from './types';

export interface MapItem {
  id: string;
  coordinates: Coordinates;
}

export type MapMarker =
  | { kind: 'item'; id: string; coordinates: Coordinates }
  | {
      kind: 'cluster';
      /** Stable for one index: supercluster's cluster id. */
      id: string;
      coordinates: Coordinates;
      count: number;
      /** The zoom level at which the cluster splits. */
      expansionZoom: number;
      /** The ids of the items it holds. */
      itemIds: string[];
    };

/**
 * Cluster radius, in units of a 512-wide tile: about 40 screen pixels on the map (a 256 px
 * tile), more than a marker is wide (a pin 32 × 38 px, a cluster's disc 36 px:
 * MapMarkerButton), so two kept apart no longer overlap; at 60 (30 px) two pins 31 px apart
 * covered each other.
 */
export const CLUSTER_RADIUS = 80;
/** Above this zoom level nothing is grouped (listings in one building stay apart). */
export const CLUSTER_MAX_ZOOM = 16;

type Props = { id: string };

export interface MapClusters {
  markers(bounds: Bounds, zoom: number): MapMarker[];
}

/** Indexes the items once; `markers()` then answers for any view. */
export function clusterIndex(
  items: readonly MapItem[],
  maxZoom: number = CLUSTER_MAX_ZOOM,
): MapClusters {
  const index = new Supercluster<Props, Props>({ radius: CLUSTER_RADIUS, maxZoom });
  index.load(
    items.map((i) => ({
      // Stryker disable next-line StringLiteral: equivalent (supercluster reads only the coordinates and properties)
      type: 'Feature' as const,
      properties: { id: i.id },
      // Stryker disable next-line StringLiteral: equivalent, as above
      geometry: { type: 'Point' as const, coordinates: [i.coordinates.lng, i.coordinates.lat] },
    })),
  );
  return {
    // supercluster takes the whole zoom level below a fraction, and 0 below zero.
    markers(bounds, zoom) {
      return index
        .getClusters([bounds.west, bounds.south, bounds.east, bounds.north], zoom)
        .map((f): MapMarker => {
          const [lng, lat] = f.geometry.coordinates as [number, number];
          const coordinates = { lat, lng };
          if (!('cluster' in f.properties))
            return { kind: 'item', id: f.properties.id, coordinates };
          const clusterId = f.properties.cluster_id;
          return {
            kind: 'cluster',
            id: `cluster-${clusterId}`,
            coordinates,
            count: f.properties.point_count,
            expansionZoom: index.getClusterExpansionZoom(clusterId),
            itemIds: index.getLeaves(clusterId, Infinity).map((l) => l.properties.id),
          };
        });
    },
  };
}
