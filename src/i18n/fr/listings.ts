/** Strings of the discovery features: home, search, listing detail and favourites. */
export const listingsText = {
  // ---- Home (spec §1, §2) --------------------------------------------------------------------
  homeDescription:
    'Louez un bureau, une salle de réunion ou un espace de coworking au Maroc, à la journée ou au mois. Prix en MAD.',
  heroTitle: 'Trouvez votre espace de travail au Maroc',
  heroSubtitle:
    'Bureaux, salles de réunion et espaces de coworking à louer à la journée ou au mois, partout au Maroc.',
  heroSearchLabel: 'Ville ou quartier',
  heroSearchPlaceholder: 'Casablanca, Maârif, Guéliz…',
  heroSearchSubmit: 'Rechercher',
  statsTitle: 'Maktabi en chiffres',
  stats: [
    { value: '500+', label: 'espaces' },
    { value: '50+', label: 'villes' },
    { value: '5000+', label: 'utilisateurs satisfaits' },
  ],
  popularTitle: 'Bureaux populaires',
  popularSubtitle: 'Les derniers espaces publiés par nos hôtes.',
  popularLoading: 'Chargement des bureaux…',
  popularEmptyTitle: 'Aucun bureau disponible',
  popularEmptyBody: 'Les premiers bureaux seront bientôt disponibles !',
  seeAll: 'Voir tous les bureaux',
  hostCtaTitle: 'Vous avez un espace de travail à louer ?',
  hostCtaBody:
    'Publiez gratuitement vos bureaux, salles de réunion ou postes de coworking et recevez des réservations de professionnels partout au Maroc.',
  hostCtaSignup: 'Devenir hôte',
  hostCtaGuide: "Lire le guide de l'hôte",

  // ---- Cards (spec §2) -----------------------------------------------------------------------
  fromPerDay: 'À partir de {price} MAD /jour',
  perMonth: '{price} MAD/mois',
  perDay: '{price} MAD /jour',
  moreAmenities: '+{n}',
  moreAmenitiesLabel: '{n} autres équipements',
  moreAmenitiesLabelOne: '1 autre équipement',
  photoAlt: '{title} – photo {n} sur {count}',

  // ---- Search (spec §2, §5) ------------------------------------------------------------------
  searchTitle: 'Rechercher un bureau',
  searchTitleCity: 'Bureaux à {city}',
  /** A listing page's title, when its own title does not already name its city. */
  listingTitleCity: '{title} à {city}',
  /** The same, when the title already places itself with « à » (« … à Aïn Diab »). */
  listingTitleInCity: '{title} ({city})',
  searchDescription:
    'Cherchez un bureau, une salle de réunion ou un espace de coworking par ville, type, superficie, prix et équipements.',
  cityLabel: 'Ville ou quartier',
  cityPlaceholder: 'Ex. : Casablanca, Maârif, Guéliz…',
  searchSubmit: 'Rechercher',
  filtersToggle: 'Filtres',
  filtersRegion: 'Filtres de recherche',
  spaceTypeLabel: "Type d'espace",
  spaceTypeAll: 'Tous les types',
  minAreaLabel: 'Superficie minimale (m²)',
  minPriceLabel: 'Prix minimum par jour (MAD)',
  maxPriceLabel: 'Prix maximum par jour (MAD)',
  amenitiesLegend: 'Équipements',
  resetFilters: 'Réinitialiser',
  /** The results' order (docs/decisions.md "Sorting the results by price"). */
  sortLabel: 'Trier par',
  sortOptions: {
    newest: 'Les plus récents',
    priceAsc: 'Prix par jour croissant',
    priceDesc: 'Prix par jour décroissant',
  },
  problemNotANumber: 'Saisissez un nombre (par exemple 150). Cette valeur est ignorée.',
  problemNegative: 'Saisissez un nombre positif ou nul. Cette valeur est ignorée.',
  problemMinAboveMax:
    "Le prix minimum dépasse le prix maximum : ces deux prix sont ignorés tant que ce n'est pas corrigé.",
  countOne: '{n} bureau trouvé',
  countMany: '{n} bureaux trouvés',
  countMore: '{n}+ bureaux trouvés',
  countCity: ' à {city}',
  /** The place a search understood, when it is a neighbourhood of a city (issue 16). */
  placeInCity: '{place} ({city})',
  resultsLoading: 'Recherche des bureaux…',
  noMatchYet: 'Aucun bureau correspondant parmi les premières annonces parcourues.',
  searchEmptyTitle: 'Aucun bureau trouvé',
  searchEmptyBody: 'Essayez de modifier vos critères de recherche',
  /**
   * Around the known place a search that found nothing was probably a typo of, a link to that
   * search: « Vouliez-vous dire Casablanca ? » (src/domain/placeSuggestion.ts).
   */
  didYouMeanBefore: 'Vouliez-vous dire ',
  didYouMeanAfter: ' ?',
  loadMore: 'Afficher plus de bureaux',
  loadingMore: 'Chargement…',
  searchError: 'Impossible de charger les bureaux. Vérifiez votre connexion et réessayez.',
  loadMoreError: "Impossible d'afficher plus de bureaux. Réessayez.",

  // ---- Listing detail (spec §2) --------------------------------------------------------------
  listingLoading: 'Chargement du bureau…',
  listingErrorTitle: 'Bureau momentanément indisponible',
  listingError: 'Impossible de charger ce bureau. Vérifiez votre connexion et réessayez.',
  notFoundTitle: 'Bureau non trouvé',
  notFoundBody: "Ce bureau n'existe pas ou n'est plus proposé à la location.",
  backToSearch: 'Retour à la recherche',
  /** An unapproved listing, seen by the only ones who can open it: its host (or the admin). */
  notApprovedTitle: 'En attente de validation',
  notApprovedBody:
    "Cette annonce n'est pas validée par l'administrateur : elle n'apparaît pas dans la recherche, et les visiteurs ne peuvent pas l'ouvrir.",
  /** The same listing refused by the admin (never approved): their reason, what to do. */
  refusedTitle: "Refusé par l'administrateur",
  refusedEdit: "Modifier l'annonce",
  refusedBody:
    "Cette annonce n'apparaît pas dans la recherche. Modifiez-la puis enregistrez : elle sera de nouveau soumise à validation.",
  ratingLine: "★ Nouveau sur Maktabi · pas encore d'avis",
  hostedBy: 'Proposé par {name}',
  galleryLabel: 'Photos du bureau',
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  showPhoto: 'Afficher la photo {n}',
  photoCounter: '{n} / {count}',
  noPhoto: 'Aucune photo pour ce bureau',
  descriptionTitle: 'Description',
  detailsTitle: 'Caractéristiques',
  areaLabel: 'Superficie',
  areaValue: '{n} m²',
  workstationsLabel: 'Postes de travail',
  floorLabel: 'Étage',
  floorValue: 'Étage {n}',
  groundFloor: 'Rez-de-chaussée',
  withElevator: 'avec ascenseur',
  withoutElevator: 'sans ascenseur',
  internetLabel: 'Connexion internet',
  minimumDurationLabel: 'Durée minimale',
  dayOne: '{n} jour',
  dayMany: '{n} jours',
  parkingLabel: 'Parking',
  parkingAvailable: 'Disponible',
  accessible: 'Accessible aux personnes à mobilité réduite',
  amenitiesTitle: 'Équipements et services',
  noAmenities: 'Aucun équipement renseigné.',
  equipmentTitle: 'Équipements supplémentaires',
  locationTitle: 'Localisation',
  locationUnavailable: 'Localisation non disponible',
  mapLabel: 'Carte : {address}',
  mapLoading: 'Chargement de la carte…',

  // ---- Favourites ----------------------------------------------------------------------------
  addFavorite: 'Ajouter aux favoris',
  removeFavorite: 'Retirer des favoris',
  /** Appended to a card's heart: the cards of a list are told apart by their listing. */
  favoriteFor: ' : {title}',
  favoriteError: 'Impossible de mettre à jour vos favoris. Veuillez réessayer.',
  /** The heart a visitor pressed, added once they signed in. */
  favoriteAddedAfterSignIn: 'Bureau ajouté à vos favoris.',
  /** A visitor's heart, then a sign-in as a host: hosts keep no favourites. */
  favoriteHostNone: "Les favoris sont réservés aux locataires : ce bureau n'a pas été ajouté.",
  favoriteLimit:
    'Vous avez atteint la limite de {max} favoris. Retirez-en un pour en ajouter un autre.',
  favoritesTitle: 'Mes favoris',
  favoritesDescription: 'Les bureaux que vous avez enregistrés sur Maktabi.',
  favoritesIntro:
    'Les espaces que vous avez mis de côté, pour les retrouver et les réserver facilement.',
  favoritesLoading: 'Chargement de vos favoris…',
  favoritesError: 'Impossible de charger vos favoris. Vérifiez votre connexion et réessayez.',
  favoritesEmptyTitle: "Vous n'avez pas encore de favoris",
  favoritesEmptyBody:
    "Touchez le cœur d'un bureau pour l'enregistrer ici et le retrouver facilement.",
  favoritesEmptyAction: 'Rechercher un bureau',
  /** Said (a polite status) when a card leaves /favorites: its heart was un-pressed. */
  favoriteRemoved: '« {title} » retiré de vos favoris.',
  /** Puts back the favourites just removed on /favorites. */
  favoriteUndo: 'Annuler',
  favoriteRestored: '« {title} » remis dans vos favoris.',
  /**
   * On the card of a listing its host has paused (only favourites show one: the search and the
   * home page leave them out), before its prices.
   */
  cardPaused: 'En pause : son hôte ne prend pas de réservation pour le moment.',
} as const;
