/**
 * The offline map of Morocco (docs/decisions.md "Offline map"): the country with its southern
 * provinces as one shape and its neighbours, drawn from world-atlas at build time
 * (scripts/morocco-map.mjs, `virtual:morocco-map`), no tile fetched from anywhere. Markers and
 * clusters are real buttons over the drawing; the user pans with the pointer or the arrow
 * keys and zooms with the wheel, the + / − keys or the buttons.
 */
import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import geo from 'virtual:morocco-map';
import { clusterIndex, markerBox, type MapItem } from '@/domain/mapClusters';
import { MAP_CITIES, placeCityNames, type NamePlace } from '@/domain/mapCities';
import {
  FIT_PADDING,
  MAX_ZOOM,
  MIN_ZOOM,
  centreOn,
  fitView,
  panBy,
  project,
  sidesInUnits,
  toScreen,
  visibleBounds,
  webZoom,
  worldWidth,
  zoomAt,
  zoomForLevel,
  type Bounds,
  type MapView,
  type Mercator,
  type Point,
} from '@/domain/mapView';
import type { Coordinates } from '@/domain/types';
import { mapCityNames, mapText as mx } from '@/i18n/fr/map';
import { MapMarkerButton } from './MapMarkerButton';
import { pointerAt, unitsPerPixel, usePointerGestures } from './usePointerGestures';
import type { ListingsMapProps } from './types';

const SIZE = { width: geo.width, height: geo.height };
const MERCATOR: Mercator = { scale: geo.scale, translate: geo.translate };
const STEP = 1.6;
/** Share of the frame an arrow key moves the map by. */
const PAN = 0.15;

export interface OfflineMapProps extends ListingsMapProps {
  /** "Recentrer la carte": the view is framed again; the caller forgets its area. */
  onReset?: () => void;
  className?: string;
}

export default function OfflineMap({
  entries,
  label,
  fitKey,
  area = null,
  maxFitZoom = 64,
  selectedId = null,
  onSelect,
  onMove,
  onReset,
  className = '',
}: OfflineMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const hintId = useId();
  // Clusters and margins are computed in screen pixels: the drawing is SIZE.width units wide
  // but shown at the frame's width, about 360 px on a phone, where a radius of 40 units was
  // 24 px and a pin covered its neighbour (docs/decisions.md "Offline map").
  const pixelsPerUnit = usePixelsPerUnit(frame);
  // Framed with room for a pin above its place and for the controls (FIT_PADDING); an area
  // given back exactly as it was shown.
  const fit = (within: Bounds | null = area) =>
    within
      ? fitView(
          MERCATOR,
          [
            { lat: within.south, lng: within.west },
            { lat: within.north, lng: within.east },
          ],
          SIZE,
          { maxZoom: MAX_ZOOM, padding: 0 },
        )
      : fitView(
          MERCATOR,
          entries.map((e) => e.coordinates),
          SIZE,
          { maxZoom: maxFitZoom, padding: sidesInUnits(FIT_PADDING, pixelsPerUnit) },
        );
  const [view, setView] = useState<MapView>(fit);
  // The framing asked for (fitKey) at the frame's scale: framed again when either changes, the
  // scale only while the user has not moved the map (a measured frame, a phone turned).
  const [fitted, setFitted] = useState({ key: fitKey, scale: pixelsPerUnit, view });
  const refit = (within: Bounds | null = area) => {
    const next = fit(within);
    setFitted({ key: fitKey, scale: pixelsPerUnit, view: next });
    setView(next);
  };
  if (fitted.key !== fitKey || (fitted.scale !== pixelsPerUnit && view === fitted.view)) {
    refit();
  }

  const moveTo = (next: MapView) => {
    setView(next);
    onMove?.(visibleBounds(MERCATOR, next, SIZE));
  };
  // The wheel's listener (added once) moves from the latest view.
  const moveFrom = (next: (v: MapView) => MapView) => moveTo(next(view));
  const moveFromRef = useRef(moveFrom);
  useEffect(() => {
    moveFromRef.current = moveFrom;
  });

  // The wheel zooms under the pointer; React's wheel listener is passive, so this one is not.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const factor = Math.exp(-e.deltaY * 0.002);
      const anchor = pointerAt(el, SIZE, e.clientX, e.clientY);
      moveFromRef.current((v) => zoomAt(v, factor, anchor, SIZE));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const gestures = usePointerGestures(frame, SIZE, view, setView, () => moveTo(view));
  const centre = { x: SIZE.width / 2, y: SIZE.height / 2 };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const dx = SIZE.width * PAN;
    const dy = SIZE.height * PAN;
    const moves: Record<string, () => MapView> = {
      ArrowLeft: () => panBy(view, dx, 0, SIZE),
      ArrowRight: () => panBy(view, -dx, 0, SIZE),
      ArrowUp: () => panBy(view, 0, dy, SIZE),
      ArrowDown: () => panBy(view, 0, -dy, SIZE),
      '+': () => zoomAt(view, STEP, centre, SIZE),
      '=': () => zoomAt(view, STEP, centre, SIZE),
      '-': () => zoomAt(view, 1 / STEP, centre, SIZE),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    moveTo(move());
  };

  // At the closest zoom nothing is grouped any more.
  const clusterMax =
    Math.floor(webZoom(worldWidth(MERCATOR, { zoom: MAX_ZOOM, x: 0, y: 0 }) * pixelsPerUnit)) - 1;
  const index = useMemo(
    () =>
      clusterIndex(
        entries.map((e): MapItem => ({ id: e.id, coordinates: e.coordinates })),
        clusterMax,
      ),
    [entries, clusterMax],
  );
  const byId = useMemo(() => new Map(entries.map((e) => [e.id, e])), [entries]);
  const level = webZoom(worldWidth(MERCATOR, view) * pixelsPerUnit);
  // The markers of the places in the frame: the same the list shows once the map is moved.
  const markers = index.markers(visibleBounds(MERCATOR, view, SIZE), level);
  /** Where a place is drawn, in the frame's drawing units. */
  const at = (c: Coordinates) => toScreen(view, project(MERCATOR, c));
  const place = (p: Point) => ({
    left: `${(p.x / SIZE.width) * 100}%`,
    top: `${(p.y / SIZE.height) * 100}%`,
  });
  // The cities' names, clear of the frame's edges, the markers and the zoom controls (in CSS
  // pixels: the controls stand 8 px from the top right corner, three 36 px buttons and their
  // borders).
  const px = (p: Point) => ({ x: p.x * pixelsPerUnit, y: p.y * pixelsPerUnit });
  const frameWidth = SIZE.width * pixelsPerUnit;
  const controls = { left: frameWidth - 8 - 38, right: frameWidth, top: 0, bottom: 8 + 112 };
  const cityNames = placeCityNames(
    MAP_CITIES.map((c) => {
      const p = at(c);
      return { key: c.key, name: mapCityNames[c.key], p, ...px(p) };
    }),
    { width: frameWidth, height: SIZE.height * pixelsPerUnit },
    [
      controls,
      ...markers.map((m) => {
        const { x, y } = px(at(m.coordinates));
        const box = markerBox(m);
        return {
          left: x + box.left,
          right: x + box.right,
          top: y + box.top,
          bottom: y + box.bottom,
        };
      }),
    ],
  );

  return (
    <div className={`relative min-w-0 ${className}`}>
      <div
        ref={frame}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...gestures}
        className="relative w-full cursor-grab touch-none overflow-hidden rounded-2xl bg-sky-100 select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        style={{ aspectRatio: `${SIZE.width} / ${SIZE.height}` }}
      >
        <svg
          aria-hidden="true"
          viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
          className="absolute inset-0 h-full w-full"
        >
          <g transform={`translate(${view.x} ${view.y}) scale(${view.zoom})`}>
            <path
              d={geo.neighbours}
              fill="#e2e8f0"
              stroke="#94a3b8"
              strokeWidth={0.8}
              vectorEffect="non-scaling-stroke"
            />
            <path
              d={geo.morocco}
              fill="#fffbeb"
              stroke="#92400e"
              strokeWidth={1.2}
              vectorEffect="non-scaling-stroke"
            />
          </g>
        </svg>
        <div aria-hidden="true">
          {cityNames.map(({ key, name, p, side, offset }) => {
            const { left, top } = place(p);
            return (
              <Fragment key={key}>
                <span
                  className="pointer-events-none absolute h-1.5 w-1.5 -translate-1/2 rounded-full bg-slate-500"
                  style={{ left, top }}
                />
                <span
                  className="pointer-events-none absolute text-[11px] leading-[18px] font-medium whitespace-nowrap text-slate-600"
                  style={nameStyle(left, top, side, offset)}
                >
                  {name}
                </span>
              </Fragment>
            );
          })}
        </div>
        <ul aria-label={label} className="contents">
          {markers.map((m) => {
            const style = place(at(m.coordinates));
            if (m.kind === 'cluster') {
              return (
                <li key={m.id} className="contents">
                  <MapMarkerButton
                    cluster={m.count}
                    style={style}
                    onClick={() => {
                      moveTo(
                        centreOn(
                          MERCATOR,
                          m.coordinates,
                          (zoomForLevel(MERCATOR, m.expansionZoom) / pixelsPerUnit) * 1.001,
                          SIZE,
                        ),
                      );
                      // The disc gives way to its markers: the focus stays on the map (the next
                      // Tab reaches them), not on <body> (docs/decisions.md "Where the keyboard
                      // focus goes").
                      frame.current?.focus({ preventScroll: true });
                    }}
                  />
                </li>
              );
            }
            const entry = byId.get(m.id)!;
            return (
              <li key={m.id} className="contents">
                <MapMarkerButton
                  title={entry.title}
                  selected={selectedId === m.id}
                  style={style}
                  onClick={onSelect ? () => onSelect(m.id) : undefined}
                />
              </li>
            );
          })}
        </ul>
        <p id={hintId} className="sr-only">
          {mx.keyboardHint}
        </p>
      </div>
      <div className="absolute top-2 right-2 flex flex-col overflow-hidden rounded-lg border border-slate-300 bg-white shadow">
        <ZoomButton
          label={mx.zoomIn}
          limit={view.zoom >= MAX_ZOOM}
          onClick={() => moveTo(zoomAt(view, STEP, centre, SIZE))}
        >
          +
        </ZoomButton>
        <ZoomButton
          label={mx.zoomOut}
          limit={view.zoom <= MIN_ZOOM}
          onClick={() => moveTo(zoomAt(view, 1 / STEP, centre, SIZE))}
        >
          −
        </ZoomButton>
        <ZoomButton
          label={mx.reset}
          onClick={() => {
            // Back to the framing of the entries: not a move to an area of the user's choosing.
            refit(null);
            onReset?.();
          }}
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="12" cy="12" r="3" />
            <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
          </svg>
        </ZoomButton>
      </div>
      <p className="mt-1 text-xs text-slate-600">{mx.offlineNote}</p>
    </div>
  );
}

/** A city's name's position, `offset` px from its place (`left`, `top`) on `side` of it. */
function nameStyle(left: string, top: string, side: NamePlace['side'], offset: number) {
  switch (side) {
    case 'right':
      return { left: `calc(${left} + ${offset}px)`, top, transform: 'translateY(-50%)' };
    case 'left':
      return { left: `calc(${left} - ${offset}px)`, top, transform: 'translate(-100%, -50%)' };
    case 'below':
      return { left, top: `calc(${top} + ${offset}px)`, transform: 'translateX(-50%)' };
    case 'above':
      return { left, top: `calc(${top} - ${offset}px)`, transform: 'translate(-50%, -100%)' };
  }
}

/** The frame's CSS pixels per drawing unit, kept up to date as the frame is resized. */
function usePixelsPerUnit(frame: React.RefObject<HTMLDivElement | null>): number {
  const [ratio, setRatio] = useState(1);
  // Before the first paint: the markers are never drawn at the drawing's own scale first.
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setRatio(1 / unitsPerPixel(el, SIZE));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [frame]);
  return ratio;
}

/**
 * A control of the map. At its zoom limit it says so (aria-disabled) and does nothing, but
 * keeps the focus that pressed it there (docs/decisions.md "Where the keyboard focus goes").
 */
function ZoomButton({
  label,
  limit = false,
  onClick,
  children,
}: {
  label: string;
  limit?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={limit || undefined}
      onClick={limit ? undefined : onClick}
      className="flex h-9 w-9 items-center justify-center text-lg font-semibold text-slate-800 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&+&]:border-t [&+&]:border-slate-200"
    >
      {children}
    </button>
  );
}
