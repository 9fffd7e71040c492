import { gzipSync } from 'node:zlib';
import { geoContains } from 'd3-geo';
import { moroccoMapData, moroccoShape } from '../../scripts/morocco-map.mjs';
import { project } from '@/domain/mapView';
import { MAP_CITIES } from '@/domain/mapCities';
import { mapCityNames } from '@/i18n/fr/map';

/**
 * The offline map's data, built from world-atlas at build time (docs/decisions.md
 * "Offline map"): Morocco is one country with its southern provinces.
 */
const { morocco } = moroccoShape();
const data = moroccoMapData();
const at = (lat: number, lng: number): [number, number] => [lng, lat];

describe('the map of Morocco', () => {
  it("holds the southern provinces in Morocco's shape", () => {
    for (const [lat, lng] of [
      [34.02, -6.84], // Rabat
      [31.63, -7.98], // Marrakech
      [27.13, -13.16], // Laâyoune
      [26.74, -11.68], // Smara
      [23.7, -15.94], // Dakhla
      [21.5, -16.5], // Lagouira's hinterland
    ])
      expect(geoContains(morocco, at(lat!, lng!))).toBe(true);
    for (const [lat, lng] of [
      [36.7, 3.06], // Algiers
      [18.08, -15.98], // Nouakchott
      [40.42, -3.7], // Madrid
      [33.5, -9.5], // the Atlantic
    ])
      expect(geoContains(morocco, at(lat!, lng!))).toBe(false);
  });

  it('draws the mainland as one outline, with no line between north and south', () => {
    // One polygon of the shape holds both Tanger and Dakhla, with no hole in it.
    const mainland = morocco.coordinates.filter(
      (polygon) =>
        geoContains({ type: 'Polygon', coordinates: polygon }, at(35.77, -5.8)) &&
        geoContains({ type: 'Polygon', coordinates: polygon }, at(23.7, -15.94)),
    );
    expect(mainland).toHaveLength(1);
    expect(mainland[0]).toHaveLength(1);
  });

  it('is drawn with the projection the app places the markers with', () => {
    expect(data.width).toBe(600);
    expect(data.height).toBeGreaterThan(500);
    expect(data.height).toBeLessThan(800);
    // Every city written on the map falls inside the drawing.
    const m = { scale: data.scale, translate: data.translate };
    for (const c of MAP_CITIES) {
      const p = project(m, c);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(data.width);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(data.height);
    }
    // Dakhla near the bottom, Tanger near the top.
    expect(project(m, { lat: 23.68, lng: -15.96 }).y).toBeGreaterThan(data.height * 0.75);
    expect(project(m, { lat: 35.77, lng: -5.8 }).y).toBeLessThan(data.height * 0.1);
  });

  it('writes the main cities, each with its French name, the largest first', () => {
    expect(MAP_CITIES.map((c) => c.key)).toEqual([
      'casablanca',
      'rabat',
      'marrakech',
      'fes',
      'tanger',
      'agadir',
      'oujda',
      'laayoune',
      'dakhla',
    ]);
    expect(MAP_CITIES.map((c) => mapCityNames[c.key])).toEqual([
      'Casablanca',
      'Rabat',
      'Marrakech',
      'Fès',
      'Tanger',
      'Agadir',
      'Oujda',
      'Laâyoune',
      'Dakhla',
    ]);
    for (const c of MAP_CITIES) expect(geoContains(morocco, at(c.lat, c.lng))).toBe(true);
  });

  it('stays small: SVG paths of a few kilobytes', () => {
    expect(data.morocco).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(data.neighbours.length).toBeGreaterThan(1000);
    const gz = gzipSync(JSON.stringify(data)).length;
    expect(gz).toBeLessThan(16_000);
  });
});
