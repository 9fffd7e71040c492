import type { Plugin } from 'vite';

export const MAP_WIDTH: number;
/** The offline map as the app imports it (`virtual:morocco-map`). */
export interface MoroccoMapData {
  width: number;
  height: number;
  scale: number;
  translate: [number, number];
  /** Morocco with its southern provinces, one shape (SVG path). */
  morocco: string;
  /** The neighbouring countries (SVG path). */
  neighbours: string;
}
export function moroccoMapData(): MoroccoMapData;
export function moroccoShape(): {
  world: unknown;
  countries: { id: string }[];
  morocco: GeoJSON.MultiPolygon;
};
export function moroccoMapPlugin(): Plugin;
