/**
 * The arithmetic of the results map (docs/decisions.md "Offline map"): the Mercator projection
 * the offline map of Morocco was drawn with (scripts/morocco-map.mjs, d3-geo's geoMercator),
 * the view (zoom and offset) the user pans and zooms, the geographic bounds it shows, and the
 * listings inside them.
 */
import type { Coordinates } from './types';

/** d3-geo's geoMercator as the map was drawn: scale (px per radian) and translate. */
export interface Mercator {
  scale: number;
  translate: readonly [number, number];
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Geographic bounds, in degrees. */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** What the user sees: the drawing scaled by `zoom`, then moved by (x, y), in drawing units. */
export interface MapView {
  zoom: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 256;

const RAD = Math.PI / 180;

/** A point of the earth on the drawing (the same numbers as d3-geo's geoMercator). */
export function project(m: Mercator, { lat, lng }: Coordinates): Point {
  return {
    x: m.translate[0] + m.scale * lng * RAD,
    y: m.translate[1] - m.scale * Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2)),
  };
}

/** The earth's point under a point of the drawing. */
export function unproject(m: Mercator, { x, y }: Point): Coordinates {
  const lng = (x - m.translate[0]) / m.scale / RAD;
  const lat = (2 * Math.atan(Math.exp((m.translate[1] - y) / m.scale)) - Math.PI / 2) / RAD;
  return { lat, lng };
}

/** Where a point of the drawing shows on the screen under a view. */
export const toScreen = (v: MapView, p: Point): Point => ({
  x: v.x + v.zoom * p.x,
  y: v.y + v.zoom * p.y,
});

/** The point of the drawing under a point of the screen. */
export const fromScreen = (v: MapView, p: Point): Point => ({
  x: (p.x - v.x) / v.zoom,
  y: (p.y - v.y) / v.zoom,
});

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * Keeps the view within limits: the zoom between MIN_ZOOM and MAX_ZOOM, and the drawing in the
 * frame: at the widest zoom it fills the frame exactly; zoomed in, up to half the frame may
 * show beyond its edges (so a place near the edge can still come to the centre).
 */
export function clampView(v: MapView, size: Size): MapView {
  const zoom = clamp(v.zoom, MIN_ZOOM, MAX_ZOOM);
  const slack = (1 - 1 / zoom) / 2;
  const slackW = size.width * slack;
  const slackH = size.height * slack;
  return {
    zoom,
    x: clamp(v.x, size.width - zoom * size.width - slackW, slackW),
    y: clamp(v.y, size.height - zoom * size.height - slackH, slackH),
  };
}

/** Zooms by `factor`, keeping the screen point `anchor` over the same place. */
export function zoomAt(v: MapView, factor: number, anchor: Point, size: Size): MapView {
  const zoom = clamp(v.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const under = fromScreen(v, anchor);
  return clampView({ zoom, x: anchor.x - zoom * under.x, y: anchor.y - zoom * under.y }, size);
}

/** Moves the view by (dx, dy) screen units. */
export const panBy = (v: MapView, dx: number, dy: number, size: Size): MapView =>
  clampView({ zoom: v.zoom, x: v.x + dx, y: v.y + dy }, size);

/** The geographic bounds the frame shows under a view. */
export function visibleBounds(m: Mercator, v: MapView, size: Size): Bounds {
  const nw = unproject(m, fromScreen(v, { x: 0, y: 0 }));
  const se = unproject(m, fromScreen(v, { x: size.width, y: size.height }));
  return { west: nw.lng, north: nw.lat, east: se.lng, south: se.lat };
}

export const contains = (b: Bounds, { lat, lng }: Coordinates): boolean =>
  lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;

/** A margin on each side of the frame, in screen units. */
export interface Sides {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The margin a framed marker needs on a results map, in CSS pixels: a pin rises 38 px above its
 * place and a disc reaches 18 px around its own (mapClusters.ts `markerBox`); the zoom controls
 * stand 8 px from the right edge, 36 px wide (OfflineMap). Framed inside it, no pin is cut by the
 * frame or lies under the controls (Google's zoom control is on the right too).
 */
export const FIT_PADDING: Sides = { top: 46, right: 64, bottom: 24, left: 24 };

/** `sides` in screen units of a frame showing `pixelsPerUnit` CSS pixels per unit. */
export const sidesInUnits = (sides: Sides, pixelsPerUnit: number): Sides => ({
  top: sides.top / pixelsPerUnit,
  right: sides.right / pixelsPerUnit,
  bottom: sides.bottom / pixelsPerUnit,
  left: sides.left / pixelsPerUnit,
});

/**
 * The view that shows every point with a margin (`padding` screen units, the same on each
 * side or one per side), centred in the frame inside that margin, zoomed no closer than
 * `maxZoom` (one listing alone shows its neighbourhood, not a single street); the whole drawing
 * when there is no point.
 */
export function fitView(
  m: Mercator,
  points: readonly Coordinates[],
  size: Size,
  { padding = 40 as number | Sides, maxZoom = 64 } = {},
): MapView {
  if (points.length === 0) return { zoom: MIN_ZOOM, x: 0, y: 0 };
  const pad =
    typeof padding === 'number'
      ? { top: padding, right: padding, bottom: padding, left: padding }
      : padding;
  const xy = points.map((p) => project(m, p));
  const xs = xy.map((p) => p.x);
  const ys = xy.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const inner = {
    width: size.width - pad.left - pad.right,
    height: size.height - pad.top - pad.bottom,
  };
  // One point alone (a span of 0) fits at any zoom: Infinity, then maxZoom.
  const fit = Math.min(inner.width / (x1 - x0), inner.height / (y1 - y0));
  const zoom = clamp(fit, MIN_ZOOM, maxZoom);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return clampView(
    {
      zoom,
      x: pad.left + inner.width / 2 - zoom * cx,
      y: pad.top + inner.height / 2 - zoom * cy,
    },
    size,
  );
}

/**
 * The Web Mercator zoom level (256-unit tiles, as Google Maps counts) that matches a drawing
 * of the whole world `worldWidth` units wide: what the clusters are computed at.
 */
export const webZoom = (worldWidth: number): number => Math.log2(worldWidth / 256);

/** The world's width on the drawing under a view (a Mercator maps 2π radians of longitude). */
export const worldWidth = (m: Mercator, v: MapView): number => 2 * Math.PI * m.scale * v.zoom;

/** The items that have coordinates inside the bounds, in their order. */
export function inBounds<T extends { location: { coordinates: Coordinates | null } }>(
  items: readonly T[],
  b: Bounds,
): T[] {
  return items.filter(
    (i) => i.location.coordinates !== null && contains(b, i.location.coordinates),
  );
}

/** The view zoom at which the map reaches the Web Mercator zoom level `level`. */
export const zoomForLevel = (m: Mercator, level: number): number =>
  (256 * 2 ** level) / (2 * Math.PI * m.scale);

/** The view that shows `place` at the centre of the frame, at `zoom` (within limits). */
export function centreOn(m: Mercator, place: Coordinates, zoom: number, size: Size): MapView {
  const k = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const p = project(m, place);
  return clampView({ zoom: k, x: size.width / 2 - k * p.x, y: size.height / 2 - k * p.y }, size);
}

/** The place on Google Maps, as a plain link (opening it loads nothing into our page). */
export const googleMapsSearchUrl = ({ lat, lng }: Coordinates): string =>
  `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
