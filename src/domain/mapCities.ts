/**
 * The cities written on the offline map of Morocco, to find one's way (names in
 * src/i18n/fr/map.ts), the largest first: the first gets its name written where it fits best
 * (`placeCityNames`).
 */
export const MAP_CITIES = [
  { key: 'casablanca', lat: 33.5731, lng: -7.5898 },
  { key: 'rabat', lat: 34.0209, lng: -6.8416 },
  { key: 'marrakech', lat: 31.6295, lng: -7.9811 },
  { key: 'fes', lat: 34.0331, lng: -5.0003 },
  { key: 'tanger', lat: 35.7673, lng: -5.7998 },
  { key: 'agadir', lat: 30.4278, lng: -9.5981 },
  { key: 'oujda', lat: 34.6814, lng: -1.9086 },
  { key: 'laayoune', lat: 27.1253, lng: -13.1625 },
  { key: 'dakhla', lat: 23.6848, lng: -15.958 },
] as const;

export type MapCityKey = (typeof MAP_CITIES)[number]['key'];

/** A box on the screen, in CSS pixels. */
export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A city's name's width in CSS pixels: 11 px letters counted 7 px each (Chromium draws
 * « Casablanca » 63 px wide, « Oujda » 32 px).
 */
export const nameWidth = (name: string): number => 7 * name.length;
/** Half a city name's height (11 px letters on a 16.5 px line). */
export const NAME_HALF_HEIGHT = 9;
/** A city's dot's radius, and the gap between the dot and its name. */
export const DOT_RADIUS = 3;
export const NAME_GAP = 4;
/** How far a name may be moved along from its dot to clear a marker (a disc's width and more). */
export const MAX_SHIFT = 44;

/** Where a city's name is written: on which side of its dot, this many pixels from it. */
export interface NamePlace {
  side: 'right' | 'left' | 'below' | 'above';
  /** From the city to the name's near edge, in CSS pixels. */
  offset: number;
}

const SIDES: readonly NamePlace['side'][] = ['right', 'left', 'below', 'above'];

const crosses = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const within = (b: Box, frame: { width: number; height: number }) =>
  b.left >= 0 && b.right <= frame.width && b.top >= 0 && b.bottom <= frame.height;

/** The box of a city's name written at `place` (positions in CSS pixels). */
export function nameBox(
  c: { name: string; x: number; y: number },
  { side, offset }: NamePlace,
): Box {
  const width = nameWidth(c.name);
  const half = NAME_HALF_HEIGHT;
  switch (side) {
    case 'right':
      return {
        left: c.x + offset,
        right: c.x + offset + width,
        top: c.y - half,
        bottom: c.y + half,
      };
    case 'left':
      return {
        left: c.x - offset - width,
        right: c.x - offset,
        top: c.y - half,
        bottom: c.y + half,
      };
    case 'below':
      return {
        left: c.x - width / 2,
        right: c.x + width / 2,
        top: c.y + offset,
        bottom: c.y + offset + 2 * half,
      };
    case 'above':
      return {
        left: c.x - width / 2,
        right: c.x + width / 2,
        top: c.y - offset - 2 * half,
        bottom: c.y - offset,
      };
  }
}

/** The offset that takes a name on `side` of the city just past the box `b`. */
function past(c: { x: number; y: number }, side: NamePlace['side'], b: Box): number {
  switch (side) {
    case 'right':
      return b.right - c.x + 2;
    case 'left':
      return c.x - b.left + 2;
    case 'below':
      return b.bottom - c.y + 2;
    case 'above':
      return c.y - b.top + 2;
  }
}

/**
 * Where the cities' names are written on the offline map (positions in CSS pixels in the
 * frame), in the cities' order: beside its dot, on the right, else on the left, below or above,
 * moved along that side past a marker, the controls or a name already written that would cover
 * it (« Ca » of « Casablanca » stood under a disc), as long as it stays near its dot; left out,
 * with its dot, within half a line of the top or bottom edge, with its dot cut by the frame, or
 * where no side has room (docs/decisions.md "Offline map").
 */
export function placeCityNames<City extends { name: string; x: number; y: number }>(
  cities: readonly City[],
  frame: { width: number; height: number },
  obstacles: readonly Box[],
): (City & NamePlace)[] {
  const taken = [...obstacles];
  const placed: (City & NamePlace)[] = [];
  const near = DOT_RADIUS + NAME_GAP;
  for (const c of cities) {
    const dot = {
      left: c.x - DOT_RADIUS,
      right: c.x + DOT_RADIUS,
      top: c.y - DOT_RADIUS,
      bottom: c.y + DOT_RADIUS,
    };
    if (!within(dot, frame)) continue;
    const clear = (side: NamePlace['side']): NamePlace | null => {
      let at: NamePlace = { side, offset: near };
      for (let over = taken.find((b) => crosses(nameBox(c, at), b)); over;) {
        const offset = past(c, side, over);
        if (offset > near + MAX_SHIFT) return null;
        at = { side, offset };
        over = taken.find((b) => crosses(nameBox(c, at), b));
      }
      return within(nameBox(c, at), frame) ? at : null;
    };
    let name: NamePlace | null = null;
    for (const side of SIDES) name ??= clear(side);
    if (!name) continue;
    placed.push({ ...c, ...name });
    taken.push(dot, nameBox(c, name));
  }
  return placed;
}
