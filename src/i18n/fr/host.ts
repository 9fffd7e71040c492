/** Strings of the host feature: the host dashboard and the new-listing form. */
export const hostText = {
  // ---- Host dashboard (/host/dashboard) -------------------------------------------------
  dashboardTitle: 'Tableau de bord hôte',
  dashboardDescription: 'Vos bureaux publiés, les réservations reçues et vos revenus.',
  welcome: "Bonjour {name}, voici l'activité de vos espaces.",
  welcomeAnonymous: "Voici l'activité de vos espaces.",
  /** A host without a legal identity: their reçus name them and nothing else (issue 15). */
  billingMissing:
    "Vos reçus n'indiquent que votre nom : ajoutez votre adresse et, selon votre cas, votre CIN ou les identifiants de votre société dans la section « Facturation » de votre profil.",
  billingMissingAction: 'Compléter ma facturation',
  addListing: 'Ajouter un bureau',
  countersTitle: 'Vos chiffres',
  counterListings: 'Annonces',
  counterConfirmed: 'Réservations confirmées',
  counterPending: 'Réservations en attente',
  // the revenue counter's label and line are bookingText.dashboard's, which /dashboard shows too
  listingsTitle: 'Mes annonces',
  // The links under the counters to the page's sections (a phone scrolls a long way to them)
  jumpTitle: 'Sur cette page',
  jumpBookingsPending: 'Réservations reçues · {n} en attente',
  listingsLoadError: 'Impossible de charger vos annonces. Vérifiez votre connexion et réessayez.',
  listingsEmptyTitle: "Vous n'avez encore publié aucun bureau",
  listingsEmptyBody:
    "Publiez votre premier bureau en quelques minutes : il sera visible par les locataires dès sa validation par l'administrateur.",
  listingsEmptyAction: 'Publier mon premier bureau',
  pendingApproval: 'En attente de validation',
  approved: 'En ligne',
  pricePerDay: '{price} /jour',
  pricePerMonth: '{price}/mois',
  viewListing: 'Voir',
  // Deleting a listing that was never approved (the host dashboard)
  deleteListing: 'Supprimer',
  deleteTitle: 'Supprimer cette annonce ?',
  deleteBody:
    "« {title} » n'a jamais été validée : elle sera supprimée définitivement, avec ses photos.",
  deleteConfirm: 'Supprimer définitivement',
  deleteCancel: 'Conserver',
  deleteBusy: 'Suppression…',
  deleteSuccess: 'Annonce supprimée',
  deleteError: 'La suppression a échoué. Vérifiez votre connexion et réessayez.',
  deleteApprovedOnce:
    "Cette annonce a déjà été validée par l'administrateur : elle ne peut plus être supprimée.",
  listingPhotoAlt: 'Photo du bureau « {title} »',
  bookingsTitle: 'Réservations reçues',
  bookingsLoadError:
    'Impossible de charger vos réservations. Vérifiez votre connexion et réessayez.',
  bookingsEmptyTitle: 'Aucune réservation reçue pour le moment',
  bookingsEmptyBody:
    'Les demandes de réservation de vos bureaux apparaîtront ici, avec leur statut et leur montant.',
  bookingsEmptyNoListingBody: 'Publiez un premier bureau pour recevoir vos premières réservations.',

  // ---- New listing form (/host/listings/new) ------------------------------------------
  newListingTitle: 'Publier un bureau',
  newListingDescription:
    "Décrivez votre espace, indiquez son adresse et ajoutez des photos : votre annonce sera visible après validation par l'administrateur.",
  newListingIntro:
    'Tous les champs sont obligatoires, sauf les équipements, les photos et ceux marqués « facultatif ».',

  sectionBasics: 'Informations de base',
  sectionLocation: 'Localisation',
  sectionDetails: 'Détails techniques',
  sectionPricing: 'Tarifs',
  sectionAmenities: 'Équipements',
  sectionEquipment: 'Équipements supplémentaires',
  sectionPhotos: 'Photos',

  fieldTitle: "Titre de l'annonce",
  /** Under the title and the description: what was typed against the limit. */
  lengthCounter: '{n} / {max} caractères',
  fieldTitlePlaceholder: 'Ex. : Bureau lumineux pour 4 personnes au Maârif',
  fieldDescription: 'Description',
  fieldDescriptionPlaceholder: "Décrivez l'espace, l'ambiance, l'accès, les services inclus…",
  fieldSpaceType: "Type d'espace",
  fieldSpaceTypePlaceholder: "Choisissez un type d'espace",
  fieldCustomSpaceType: "Précisez le type d'espace",
  fieldCustomSpaceTypePlaceholder: 'Ex. : Studio photo, atelier…',

  fieldArea: 'Superficie (m²)',
  fieldFloor: 'Étage',
  fieldFloorHint: '0 pour le rez-de-chaussée',
  fieldWorkstations: 'Nombre de postes de travail',
  fieldInternetType: 'Type de connexion internet',
  fieldInternetTypePlaceholder: 'Choisissez une connexion',
  fieldMinimumDuration: 'Durée minimum de location (jours)',
  fieldHasElevator: 'Ascenseur',
  fieldIsAccessible: 'Accessible aux personnes à mobilité réduite',
  fieldParkingAvailable: 'Parking disponible',
  fieldParkingType: 'Type de parking',

  fieldPricePerDay: 'Prix par jour (MAD)',
  fieldPricePerMonth: 'Prix par mois (MAD)',
  pricingHint: 'Les prix sont affichés en dirhams marocains (MAD).',
  /** Under the monthly price when it is below the daily one (isMonthBelowDay): a warning only. */
  monthBelowDay:
    "Le prix par mois est inférieur au prix par jour : vérifiez-le avant d'enregistrer.",

  amenitiesHint: 'Cochez tout ce que votre espace propose.',

  // ---- Place finder ----------------------------------------------------------------------
  placeLabel: 'Quartier ou ville',
  placeLabelGoogle: 'Adresse du bureau',
  placeHint: 'Tapez un quartier ou une ville du Maroc, puis choisissez une suggestion.',
  placeHintGoogle: "Tapez l'adresse, puis choisissez une suggestion.",
  placePlaceholder: 'Ex. : Maârif, Agdal, Guéliz…',
  placeSuggestions: "Suggestions d'adresses",
  placeNoResult: 'Aucun lieu trouvé. Essayez un quartier ou une ville du Maroc.',
  placeResultsCount: '{n} suggestion(s). Flèches haut et bas pour parcourir, Entrée pour choisir.',
  placeLoading: 'Recherche…',
  placeChosen: 'Adresse sélectionnée',
  placeChosenAddress: 'Adresse',
  placeChosenCity: 'Ville',
  placeGeocodeError:
    'Impossible de récupérer cette adresse. Réessayez ou choisissez une autre suggestion.',
  placeNoCity: 'Ville introuvable pour cette adresse : choisissez une adresse plus précise.',
  fieldStreet: 'Adresse (rue, numéro)',
  fieldStreetHint:
    "Facultatif. Elle est ajoutée devant le lieu choisi, par ex. « 27 Boulevard d'Anfa ».",
  fieldStreetPlaceholder: "Ex. : 27 Boulevard d'Anfa",

  // ---- Photos ----------------------------------------------------------------------------
  photosInput: 'Ajouter des photos',
  photosHint:
    "JPEG, PNG ou WebP, {max} photos au maximum. Elles sont redimensionnées et compressées avant l'envoi. La première photo est la photo principale.",
  photosCount: '{n} / {max} photos',
  photosListLabel: 'Photos sélectionnées',
  photoAlt: 'Aperçu de la photo {n} : {name}',
  photoMain: 'Photo principale',
  photoRemove: 'Retirer la photo {n}',
  photosPreparing: 'Préparation des photos…',
  photoNotImage:
    "Le fichier « {name} » n'est pas une image JPEG, PNG ou WebP : il n'a pas été ajouté.",
  photoTooMany: '{n} photo(s) non ajoutée(s), limite de {max} atteinte : {names}.',
  /** One of photoTooMany's {names}. */
  photoName: '« {name} »',
  photoPrepareFailed:
    "La photo « {name} » n'a pas pu être préparée (fichier illisible ou endommagé) : elle n'a pas été ajoutée.",
  /** Not the file's fault: the image tool did not load (offline), or the browser failed. */
  photoPrepareOffline:
    "La photo « {name} » n'a pas pu être préparée : l'outil de préparation des photos ne s'est pas chargé. Vérifiez votre connexion, puis ajoutez-la de nouveau.",
  /** The tool answers again but the browser kept its first failure (ReloadNeededError). */
  photoPrepareReload:
    "La photo « {name} » n'a pas pu être préparée : la connexion est rétablie, mais votre navigateur garde l'échec du premier chargement de l'outil de préparation des photos. Rechargez la page, puis ajoutez-la de nouveau.",
  photoPrepareError:
    "La photo « {name} » n'a pas pu être préparée à cause d'une erreur du navigateur : elle n'a pas été ajoutée. Ajoutez-la de nouveau.",
  photoTooLarge:
    "La photo « {name} » reste trop lourde après compression : elle n'a pas été ajoutée.",
  photosEmpty: "Aucune photo pour l'instant. Les annonces avec photos sont davantage consultées.",

  // ---- Submission ------------------------------------------------------------------------
  cancel: 'Annuler',
  // Leaving a form with unsaved changes (issue 16)
  leaveBody: 'Les informations saisies dans ce formulaire seront perdues.',
  submit: 'Publier le bureau',
  submitting: 'Publication en cours…',
  stepCreating: "Création de l'annonce…",
  stepUploading: 'Envoi des photos',
  stepUploadingValue: '{pct} %',
  stepSaving: "Enregistrement des photos dans l'annonce…",
  failCreate:
    "La publication de l'annonce a échoué. Vos informations sont conservées : vérifiez votre connexion puis réessayez.",
  failUpload:
    "Votre annonce est enregistrée, mais l'envoi des photos a échoué. Vos informations et vos photos sont conservées : réessayez l'envoi.",
  failSave:
    "Les photos ont été envoyées, mais leur enregistrement dans l'annonce a échoué. Vos informations et vos photos sont conservées : réessayez.",
  failPermission:
    "Vous n'avez pas l'autorisation de publier cette annonce. Reconnectez-vous puis réessayez.",
  retryCreate: 'Réessayer la publication',
  draftRestored:
    "Votre dernière publication n'a pas abouti. Nous avons conservé les informations saisies, mais pas les photos : choisissez-les à nouveau, puis publiez. L'annonce déjà commencée sera complétée, sans doublon.",
  /** A new listing's draft, found again (src/features/host/newListingDraft.ts). */
  typedDraftRestored:
    "Nous avons repris l'annonce que vous aviez commencée dans cet onglet. Les photos ne sont pas conservées : ajoutez-les avant de publier.",
  /** Over the photos of a form found again: the notice at the top may be off screen. */
  photosNotKept: 'Les photos ne sont pas conservées avec le brouillon : ajoutez-les à nouveau.',
  clearDraft: 'Effacer le brouillon',
  draftCleared: 'Brouillon effacé : le formulaire est vide.',
  retryUpload: "Réessayer l'envoi des photos",
  formHasErrors: 'Certains champs sont à corriger : {n} erreur(s).',
  published:
    "Votre bureau a été envoyé pour validation. Il sera visible dès que l'administrateur l'aura validé.",

  // ---- Validation (spec §5, character for character) ------------------------------------
  errors: {
    titleRequired: 'Titre requis',
    descriptionRequired: 'Description requise',
    priceMin: 'Prix minimum 1€',
    spaceTypeRequired: "Type d'espace requis",
    customSpaceTypeRequired: "Veuillez préciser le type d'espace",
    areaMin: 'Superficie minimum 1 m²',
    floorMin: 'Étage minimum 0',
    workstationsMin: 'Minimum 1 poste',
    parkingTypeRequired: 'Type de parking requis',
    internetTypeRequired: 'Type de connexion requis',
    minimumDurationMin: 'Durée minimum 1 jour',
    addressRequired: 'Veuillez sélectionner une adresse',
    // Limits of the backend's rules, so that the host hears about them before publishing.
    titleMax: 'Titre : {max} caractères maximum',
    descriptionMax: 'Description : {max} caractères maximum',
    customSpaceTypeMax: "Type d'espace : {max} caractères maximum",
    streetMax: 'Adresse : {max} caractères maximum',
    addressMax: 'Adresse complète : {max} caractères maximum',
    pricePerDayMax: 'Prix par jour maximum : 1 000 000 MAD',
    pricePerMonthMax: 'Prix par mois maximum : 10 000 000 MAD',
    areaMax: 'Superficie maximum 100 000 m²',
    floorMax: 'Étage maximum 200',
    workstationsMax: 'Maximum 10 000 postes',
    minimumDurationMax: 'Durée maximum 365 jours',
    integer: 'Veuillez saisir un nombre entier',
    priceWhole: 'Le prix doit être un nombre entier de MAD',
  },
} as const;
