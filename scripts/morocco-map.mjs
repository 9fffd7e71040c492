/**
 * The offline map of Morocco, computed at build time from the npm packages world-atlas
 * (Natural Earth 1:10m countries, TopoJSON), topojson-simplify, topojson-client and d3-geo: Morocco drawn with
 * its southern provinces as one country (Natural Earth's "W. Sahara" merged into Morocco's
 * shape by topology, so no dividing line is left), the neighbouring countries for context,
 * simplified (topology-preserving: borders stay shared) and pre-projected (Mercator) to SVG paths. The browser gets these few kilobytes of paths and the
 * projection's parameters, never the data set nor d3-geo (docs/decisions.md "Offline map").
 *
 * vite.config.ts serves the result as the module `virtual:morocco-map`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoMercator, geoPath } from 'd3-geo';
import { feature, merge } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';

const require = createRequire(import.meta.url);

/** Natural Earth country ids (ISO 3166-1 numeric). */
const MOROCCO = ['504', '732']; // Morocco and its southern provinces, drawn as one
const NEIGHBOURS = ['012', '478', '724', '620', '466']; // Algeria, Mauritania, Spain, Portugal, Mali

/** Width of the drawing in SVG units; the height follows the country's shape. */
export const MAP_WIDTH = 600;
const PADDING = 24;
/** Share of the points dropped by simplification (the least significant ones). */
const SIMPLIFY_QUANTILE = 0.5;

/** The simplified world and Morocco's one shape (GeoJSON MultiPolygon, in degrees). */
export function moroccoShape() {
  const raw = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
  const weighted = presimplify(raw);
  const world = simplify(weighted, quantile(weighted, SIMPLIFY_QUANTILE));
  const countries = world.objects.countries.geometries;
  const morocco = merge(
    world,
    countries.filter((g) => MOROCCO.includes(g.id)),
  );
  return { world, countries, morocco };
}

export function moroccoMapData() {
  const { world, countries, morocco } = moroccoShape();
  // The height that fits the country at MAP_WIDTH.
  const probe = geoMercator().fitWidth(MAP_WIDTH - 2 * PADDING, morocco);
  const [[, y0], [, y1]] = geoPath(probe).bounds(morocco);
  const height = Math.ceil(y1 - y0 + 2 * PADDING);
  const projection = geoMercator().fitExtent(
    [
      [PADDING, PADDING],
      [MAP_WIDTH - PADDING, height - PADDING],
    ],
    morocco,
  );
  // Neighbours are cut to a margin around the drawing (the user can pan a little past it).
  const margin = MAP_WIDTH / 3;
  projection.clipExtent([
    [-margin, -margin],
    [MAP_WIDTH + margin, height + margin],
  ]);
  // Morocco to 0.01 unit (a few metres at the closest zoom), the neighbours to 0.1.
  const path = geoPath(projection).digits(2);
  const coarse = geoPath(projection).digits(1);
  const neighbours = countries
    .filter((g) => NEIGHBOURS.includes(g.id))
    .map((g) => coarse(feature(world, g)))
    .filter(Boolean)
    .join('');
  const [tx, ty] = projection.translate();
  return {
    width: MAP_WIDTH,
    height,
    scale: projection.scale(),
    translate: [tx, ty],
    morocco: path(morocco),
    neighbours,
  };
}

/** Vite plugin: `import moroccoMap from 'virtual:morocco-map'`. */
export function moroccoMapPlugin() {
  const id = 'virtual:morocco-map';
  const resolved = `\0${id}`;
  return {
    name: 'maktabi-morocco-map',
    resolveId: (source) => (source === id ? resolved : null),
    load: (source) =>
      source === resolved ? `export default ${JSON.stringify(moroccoMapData())};` : null,
  };
}
