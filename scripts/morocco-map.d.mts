import type { Plugin } from 'vite';

export const MAP_WIDTH: number;
export function moroccoMapData(): {
  width: number;
  height: number;
  scale: number;
  translate: [number, number];
  morocco: string;
  neighbours: string;
};
export function moroccoShape(): {
  world: unknown;
  countries: { id: string }[];
  morocco: GeoJSON.MultiPolygon;
};
export function moroccoMapPlugin(): Plugin;
