import { geoMercator } from 'd3-geo';
import { markerBox, type MapMarker } from '@/domain/mapClusters';
import {
  FIT_PADDING,
  MAX_ZOOM,
  MIN_ZOOM,
  centreOn,
  clampView,
  contains,
  fitView,
  fromScreen,
  googleMapsSearchUrl,
  inBounds,
  panBy,
  project,
  sidesInUnits,
  toScreen,
  unproject,
  visibleBounds,
  webZoom,
  worldWidth,
  zoomAt,
  zoomForLevel,
  type Mercator,
} from '@/domain/mapView';

const M: Mercator = { scale: 2000, translate: [600, 1350] };
const SIZE = { width: 600, height: 640 };
const CASA = { lat: 33.5731, lng: -7.5898 };
const RABAT = { lat: 34.0209, lng: -6.8416 };
const pin: MapMarker = { kind: 'item', id: 'p', coordinates: CASA };
const disc: MapMarker = {
  kind: 'cluster',
  id: 'c',
  coordinates: CASA,
  count: 12,
  expansionZoom: 9,
  itemIds: [],
};

it('zooms from 1 (the whole drawing) to 256', () => {
  expect(MIN_ZOOM).toBe(1);
  expect(MAX_ZOOM).toBe(256);
});

describe('project / unproject', () => {
  it('gives the same point as d3-geo geoMercator with the same scale and translate', () => {
    const d3 = geoMercator()
      .scale(M.scale)
      .translate([...M.translate]);
    for (const p of [CASA, RABAT, { lat: 23.68, lng: -15.95 }, { lat: 0, lng: 0 }]) {
      const [x, y] = d3([p.lng, p.lat])!;
      const ours = project(M, p);
      expect(ours.x).toBeCloseTo(x, 6);
      expect(ours.y).toBeCloseTo(y, 6);
    }
  });

  it('puts the equator and the meridian of Greenwich on the translate', () => {
    const p = project(M, { lat: 0, lng: 0 });
    expect(p.x).toBe(600);
    expect(p.y).toBeCloseTo(1350, 9);
  });

  it('goes north upwards and east rightwards', () => {
    const casa = project(M, CASA);
    const rabat = project(M, RABAT);
    expect(rabat.y).toBeLessThan(casa.y);
    expect(rabat.x).toBeGreaterThan(casa.x);
  });

  it('unproject is the inverse of project', () => {
    const back = unproject(M, project(M, CASA));
    expect(back.lat).toBeCloseTo(CASA.lat, 9);
    expect(back.lng).toBeCloseTo(CASA.lng, 9);
  });
});

describe('screen and view', () => {
  const v = { zoom: 2, x: -100, y: 50 };

  it('toScreen scales then moves; fromScreen undoes it', () => {
    expect(toScreen(v, { x: 10, y: 20 })).toEqual({ x: -80, y: 90 });
    expect(fromScreen(v, { x: -80, y: 90 })).toEqual({ x: 10, y: 20 });
  });

  it('clampView keeps the zoom within limits', () => {
    expect(clampView({ zoom: 0.5, x: 0, y: 0 }, SIZE).zoom).toBe(MIN_ZOOM);
    expect(clampView({ zoom: MAX_ZOOM * 2, x: 0, y: 0 }, SIZE).zoom).toBe(MAX_ZOOM);
    expect(clampView({ zoom: 3, x: 0, y: 0 }, SIZE).zoom).toBe(3);
  });

  it('clampView fits the drawing to the frame at the widest zoom', () => {
    expect(clampView({ zoom: 1, x: 400, y: -400 }, SIZE)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampView({ zoom: 0.5, x: -10, y: 10 }, SIZE)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('clampView lets up to half the frame show beyond the drawing as the zoom grows', () => {
    // zoom 2: a quarter of the frame (150 × 160) beyond each edge
    expect(clampView({ zoom: 2, x: 150, y: 160 }, SIZE)).toEqual({ zoom: 2, x: 150, y: 160 });
    expect(clampView({ zoom: 2, x: 151, y: 161 }, SIZE)).toEqual({ zoom: 2, x: 150, y: 160 });
    expect(clampView({ zoom: 2, x: -750, y: -800 }, SIZE)).toEqual({ zoom: 2, x: -750, y: -800 });
    expect(clampView({ zoom: 2, x: -751, y: -801 }, SIZE)).toEqual({ zoom: 2, x: -750, y: -800 });
    // zoom 4: three eighths of the frame
    expect(clampView({ zoom: 4, x: 1000, y: 1000 }, SIZE)).toEqual({ zoom: 4, x: 225, y: 240 });
  });

  it('zoomAt keeps the anchor over the same place', () => {
    const start = { zoom: 2, x: -200, y: -100 };
    const anchor = { x: 150, y: 260 };
    const under = fromScreen(start, anchor);
    const next = zoomAt(start, 1.5, anchor, SIZE);
    expect(next.zoom).toBe(3);
    const after = fromScreen(next, anchor);
    expect(after.x).toBeCloseTo(under.x, 9);
    expect(after.y).toBeCloseTo(under.y, 9);
  });

  it('zoomAt stops at the limits, and then does not move', () => {
    expect(zoomAt({ zoom: MAX_ZOOM, x: -1000, y: -2000 }, 2, { x: 100, y: 100 }, SIZE)).toEqual({
      zoom: MAX_ZOOM,
      x: -1000,
      y: -2000,
    });
    expect(zoomAt({ zoom: 1, x: 0, y: 0 }, 0.5, { x: 0, y: 0 }, SIZE).zoom).toBe(MIN_ZOOM);
    expect(zoomAt({ zoom: MAX_ZOOM, x: 0, y: 0 }, 2, { x: 0, y: 0 }, SIZE).zoom).toBe(MAX_ZOOM);
  });

  it('panBy moves by screen units, within the limits', () => {
    expect(panBy({ zoom: 2, x: -100, y: -100 }, 30, -40, SIZE)).toEqual({
      zoom: 2,
      x: -70,
      y: -140,
    });
    expect(panBy({ zoom: 2, x: 0, y: 0 }, 1000, 0, SIZE).x).toBe(150);
    expect(panBy({ zoom: 1, x: 0, y: 0 }, 1000, 0, SIZE).x).toBe(0);
  });
});

describe('bounds', () => {
  it('visibleBounds are the places at the corners of the frame', () => {
    const v = { zoom: 4, x: -1000, y: -2000 };
    const b = visibleBounds(M, v, SIZE);
    const nw = unproject(M, fromScreen(v, { x: 0, y: 0 }));
    const se = unproject(M, fromScreen(v, { x: 600, y: 640 }));
    expect(b).toEqual({ west: nw.lng, north: nw.lat, east: se.lng, south: se.lat });
    expect(b.west).toBeLessThan(b.east);
    expect(b.south).toBeLessThan(b.north);
  });

  it('contains includes the edges and nothing beyond them', () => {
    const b = { west: -8, south: 33, east: -7, north: 34 };
    expect(contains(b, { lat: 33.5, lng: -7.5 })).toBe(true);
    expect(contains(b, { lat: 33, lng: -8 })).toBe(true);
    expect(contains(b, { lat: 34, lng: -7 })).toBe(true);
    expect(contains(b, { lat: 32.99, lng: -7.5 })).toBe(false);
    expect(contains(b, { lat: 34.01, lng: -7.5 })).toBe(false);
    expect(contains(b, { lat: 33.5, lng: -8.01 })).toBe(false);
    expect(contains(b, { lat: 33.5, lng: -6.99 })).toBe(false);
  });

  it('inBounds keeps the items inside, in order, and drops those without coordinates', () => {
    const b = { west: -8, south: 33, east: -6, north: 35 };
    const at = (id: string, coordinates: { lat: number; lng: number } | null) => ({
      id,
      location: { coordinates },
    });
    const items = [
      at('rabat', RABAT),
      at('none', null),
      at('agadir', { lat: 30.4, lng: -9.6 }),
      at('casa', CASA),
    ];
    expect(inBounds(items, b).map((i) => i.id)).toEqual(['rabat', 'casa']);
  });
});

describe('fitView', () => {
  it('shows the whole drawing when there is nothing to show', () => {
    expect(fitView(M, [], SIZE)).toEqual({ zoom: 1, x: 0, y: 0 });
  });

  it('frames every point inside the padding', () => {
    const v = fitView(M, [CASA, RABAT], SIZE, { padding: 40, maxZoom: 1000 });
    for (const p of [CASA, RABAT]) {
      const s = toScreen(v, project(M, p));
      expect(s.x).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(s.x).toBeLessThanOrEqual(560 + 1e-6);
      expect(s.y).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(s.y).toBeLessThanOrEqual(600 + 1e-6);
    }
    // The wider side of the two points touches the padding.
    const a = toScreen(v, project(M, CASA));
    const b = toScreen(v, project(M, RABAT));
    expect(Math.max(Math.abs(a.x - b.x) - 520, Math.abs(a.y - b.y) - 560)).toBeCloseTo(0, 6);
    // Centred.
    expect((a.x + b.x) / 2).toBeCloseTo(300, 6);
    expect((a.y + b.y) / 2).toBeCloseTo(320, 6);
  });

  it('fits points one above the other to the height, inside the padding', () => {
    // Same longitude: only the height limits the zoom.
    const north = { lat: 35.2, lng: -6 };
    const south = { lat: 31.4, lng: -6 };
    const v = fitView(M, [north, south], SIZE, { padding: 40, maxZoom: 1000 });
    const n = toScreen(v, project(M, north));
    const s = toScreen(v, project(M, south));
    expect(n.y).toBeCloseTo(40, 6);
    expect(s.y).toBeCloseTo(600, 6);
    expect(n.x).toBeCloseTo(300, 6);
    expect(s.x).toBeCloseTo(300, 6);
  });

  it('zooms no closer than MAX_ZOOM whatever maxZoom says', () => {
    expect(fitView(M, [CASA], SIZE, { maxZoom: MAX_ZOOM * 2 }).zoom).toBe(MAX_ZOOM);
  });

  it('zooms one point no closer than maxZoom, centred', () => {
    const v = fitView(M, [CASA], SIZE, { maxZoom: 32 });
    expect(v.zoom).toBe(32);
    const s = toScreen(v, project(M, CASA));
    expect(s.x).toBeCloseTo(300, 6);
    expect(s.y).toBeCloseTo(320, 6);
  });

  it('uses the default padding and a closest zoom of 64', () => {
    expect(fitView(M, [CASA], SIZE).zoom).toBe(64);
    const v = fitView(M, [CASA, RABAT], SIZE);
    const a = toScreen(v, project(M, CASA));
    const b = toScreen(v, project(M, RABAT));
    expect(Math.min(a.x, b.x)).toBeCloseTo(40, 6);
  });

  it('frames inside a margin per side, centred in what the margin leaves', () => {
    const pad = { top: 50, right: 70, bottom: 10, left: 20 };
    const v = fitView(M, [CASA, RABAT], SIZE, { padding: pad, maxZoom: 1000 });
    const a = toScreen(v, project(M, CASA));
    const b = toScreen(v, project(M, RABAT));
    // Casablanca is south-west of Rabat: its corner meets the left or the bottom margin,
    // Rabat's the right or the top one, and the wider side of the two touches both of its.
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThanOrEqual(20 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(530 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(50 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(630 + 1e-6);
    }
    expect(Math.max(b.x - a.x - 510, a.y - b.y - 580)).toBeCloseTo(0, 6);
    expect((a.x + b.x) / 2).toBeCloseTo(20 + 510 / 2, 6);
    expect((a.y + b.y) / 2).toBeCloseTo(50 + 580 / 2, 6);
    // One point alone stands at the centre of the same inner box.
    const one = toScreen(fitView(M, [CASA], SIZE, { padding: pad, maxZoom: 32 }), project(M, CASA));
    expect(one.x).toBeCloseTo(275, 6);
    expect(one.y).toBeCloseTo(340, 6);
  });

  it('FIT_PADDING leaves room for a pin above its place and for the controls on the right', () => {
    // A pin is 38 px tall and a disc 36 px wide (markerBox); the controls are 36 px wide, 8 px
    // from the edge.
    expect(FIT_PADDING.top).toBeGreaterThanOrEqual(-markerBox(pin).top);
    expect(FIT_PADDING.right).toBeGreaterThanOrEqual(8 + 36 + markerBox(disc).right);
    expect(markerBox(disc).right).toBeGreaterThan(markerBox(pin).right);
    expect(FIT_PADDING.left).toBeGreaterThanOrEqual(-markerBox(pin).left);
    expect(FIT_PADDING.bottom).toBeGreaterThanOrEqual(markerBox(disc).bottom);
  });

  it('sidesInUnits turns CSS pixels into the drawing units of a frame shown at a scale', () => {
    expect(sidesInUnits({ top: 46, right: 56, bottom: 24, left: 12 }, 0.5)).toEqual({
      top: 92,
      right: 112,
      bottom: 48,
      left: 24,
    });
    expect(sidesInUnits({ top: 46, right: 56, bottom: 24, left: 12 }, 2)).toEqual({
      top: 23,
      right: 28,
      bottom: 12,
      left: 6,
    });
  });

  it('never zooms out past the whole drawing', () => {
    const far = [
      { lat: 60, lng: -170 },
      { lat: -60, lng: 170 },
    ];
    expect(fitView(M, far, SIZE).zoom).toBe(MIN_ZOOM);
  });
});

describe('zoom levels', () => {
  it('webZoom counts 256-unit tiles as Google does', () => {
    expect(webZoom(256)).toBe(0);
    expect(webZoom(1024)).toBe(2);
  });

  it('worldWidth is 2π × scale × zoom', () => {
    expect(worldWidth(M, { zoom: 3, x: 0, y: 0 })).toBeCloseTo(2 * Math.PI * 2000 * 3, 9);
  });

  it('zoomForLevel is the view zoom that reaches a level', () => {
    const k = zoomForLevel(M, 8);
    expect(webZoom(worldWidth(M, { zoom: k, x: 0, y: 0 }))).toBeCloseTo(8, 9);
  });

  it('centreOn puts the place at the centre of the frame, within the zoom limits', () => {
    const v = centreOn(M, CASA, 20, SIZE);
    expect(v.zoom).toBe(20);
    const s = toScreen(v, project(M, CASA));
    expect(s.x).toBeCloseTo(300, 6);
    expect(s.y).toBeCloseTo(320, 6);
    const closest = centreOn(M, CASA, MAX_ZOOM * 4, SIZE);
    expect(closest.zoom).toBe(MAX_ZOOM);
    expect(toScreen(closest, project(M, CASA)).x).toBeCloseTo(300, 6);
    expect(centreOn(M, CASA, 0.1, SIZE).zoom).toBe(MIN_ZOOM);
  });
});

it('googleMapsSearchUrl searches the coordinates', () => {
  expect(googleMapsSearchUrl({ lat: 33.5868, lng: -7.6358 })).toBe(
    'https://www.google.com/maps/search/?api=1&query=33.5868,-7.6358',
  );
});
