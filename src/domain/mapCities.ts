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
