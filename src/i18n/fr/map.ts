/** Strings of the results map and the listing's offline map (issue 16). */
export const mapText = {
  // The search page's view switch (phones) and the map's frame
  viewSwitch: 'Affichage des résultats',
  viewList: 'Liste',
  viewMap: 'Carte',
  resultsMapLabel: 'Carte des résultats',
  offlineNote: 'Carte simplifiée du Maroc',
  keyboardHint: 'Flèches pour déplacer la carte, + et − pour zoomer.',

  // Controls
  zoomIn: 'Zoomer',
  zoomOut: 'Dézoomer',
  reset: 'Recentrer la carte',

  // Markers and clusters
  clusterLabel: '{n} espaces ici : zoomer',
  selectedCard: 'Espace sélectionné',
  closeCard: 'Fermer',
  seeListing: "Voir l'espace",
  seeListingLabel: "Voir l'espace : {title}",

  // The list following the map
  inAreaOne: '{n} espace dans la zone affichée',
  inAreaMany: '{n} espaces dans la zone affichée',
  inAreaNone:
    'Aucun espace dans la zone affichée : déplacez la carte ou revenez à tous les résultats.',
  showAll: 'Voir tous les résultats',
  noCoordinates: "Aucun de ces espaces n'a de position sur la carte.",

  // Listing page
  openInGoogleMaps: 'Voir sur Google Maps',
  openInGoogleMapsLabel: 'Voir sur Google Maps (nouvel onglet)',
} as const;

/** Names of the cities written on the offline map, by key of MAP_CITIES (src/domain/mapCities.ts). */
export const mapCityNames = {
  tanger: 'Tanger',
  rabat: 'Rabat',
  casablanca: 'Casablanca',
  fes: 'Fès',
  oujda: 'Oujda',
  marrakech: 'Marrakech',
  agadir: 'Agadir',
  laayoune: 'Laâyoune',
  dakhla: 'Dakhla',
} as const;
