/** The cities written on the offline map of Morocco, to find one's way (names in src/i18n/fr/map.ts). */
export const MAP_CITIES = [
  { key: 'tanger', lat: 35.7673, lng: -5.7998 },
  { key: 'rabat', lat: 34.0209, lng: -6.8416 },
  { key: 'casablanca', lat: 33.5731, lng: -7.5898 },
  { key: 'fes', lat: 34.0331, lng: -5.0003 },
  { key: 'oujda', lat: 34.6814, lng: -1.9086 },
  { key: 'marrakech', lat: 31.6295, lng: -7.9811 },
  { key: 'agadir', lat: 30.4278, lng: -9.5981 },
  { key: 'laayoune', lat: 27.1253, lng: -13.1625 },
  { key: 'dakhla', lat: 23.6848, lng: -15.958 },
] as const;

export type MapCityKey = (typeof MAP_CITIES)[number]['key'];

/**
 * A city label's width in CSS pixels, from src/features/listings/map/OfflineMap.tsx: its dot and
 * gap (10 px) and 11 px letters, counted 7 px each (Chromium draws the « Casablanca » label 73 px
 * wide, « Oujda » 42 px).
 */
export const cityLabelWidth = (name: string): number => 10 + 7 * name.length;
/** Half a city label's height (11 px letters on a 16.5 px line). */
export const LABEL_HALF_HEIGHT = 9;
/** How far a city's dot reaches left of the city (the label is moved 4 px left). */
export const DOT_REACH = 4;

/**
 * The side of its dot a city's name is written on, or null where it would be cut by the frame
 * (the city's position and the frame in CSS pixels): on the right, or on the left where the
 * right has no room for it (« • Ca » was cut at the right edge); not drawn within half a line of
 * the top or bottom edge, nor where neither side has room.
 */
export function labelSide(
  name: string,
  city: { x: number; y: number },
  frame: { width: number; height: number },
): 'right' | 'left' | null {
  if (city.y < LABEL_HALF_HEIGHT || city.y > frame.height - LABEL_HALF_HEIGHT) return null;
  const width = cityLabelWidth(name);
  if (city.x >= DOT_REACH && city.x + width - DOT_REACH <= frame.width) return 'right';
  if (city.x - width + DOT_REACH >= 0 && city.x + DOT_REACH <= frame.width) return 'left';
  return null;
}
