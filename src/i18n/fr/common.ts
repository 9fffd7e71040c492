import type { BookingStatus, InternetType, ParkingType, SpaceType } from '@/domain/types';

export const common = {
  appName: 'Maktabi',
  /** A number of days, by daysText() (./days.ts): "1 jour", "3 jours". */
  dayCount: '{n} jour',
  daysCount: '{n} jours',
  tagline: 'Bureaux, salles de réunion et espaces de coworking au Maroc',
  loading: 'Chargement…',
  /** The next page is on its way, the one before still shown (PageLoadBar). */
  pageLoading: 'Chargement de la page…',
  retry: 'Réessayer',
  cancel: 'Annuler',
  save: 'Enregistrer',
  close: 'Fermer',
  back: 'Retour',
  yes: 'Oui',
  no: 'Non',
  genericError: 'Une erreur est survenue. Veuillez réessayer.',
  networkError: 'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.',
  permissionDenied: "Vous n'avez pas l'autorisation d'effectuer cette action.",
  storageFull:
    "Le stockage du navigateur est plein : l'action n'a pas été enregistrée. Libérez de l'espace ou réinitialisez les données de démo.",
  skipToContent: 'Aller au contenu',
  /**
   * Said on the home page when a page of the other role's account sent the user there (spec §6:
   * back to /, src/app/guards.tsx RequireAuth): a link from an e-mail or a bookmark of another
   * account no longer lands without a word.
   */
  roleRefused: {
    host: 'Cette page est réservée aux comptes hôtes : vous êtes connecté avec un compte locataire.',
    tenant:
      'Cette page est réservée aux comptes locataires : vous êtes connecté avec un compte hôte.',
  },
  /**
   * Screen-reader text after a button repeated on each row of a list (« Annuler la
   * réservation », « Donner congé », « Mettre fin à la location »): names it by its listing.
   */
  forListing: ' « {title} »',
  /** A page, or a part of one, that could not be shown (src/components/ErrorBoundary.tsx). */
  pageLoadFailedTitle: "Cette page n'a pas pu se charger",
  pageCrashedTitle: "Cette page n'a pas pu s'afficher",
  loadFailedBody: 'Vérifiez votre connexion, puis réessayez.',
  crashedBody: "Une erreur inattendue l'en a empêchée. Réessayez, ou rechargez la page.",
  partLoadFailed:
    "Cette partie de la page n'a pas pu se charger. Vérifiez votre connexion, puis réessayez.",
  partCrashed: "Cette partie de la page n'a pas pu s'afficher à la suite d'une erreur.",
  /**
   * « Réessayer » pressed once the connection is back, when the browser keeps the failure of
   * the first try until the page is reloaded (src/lib/chunkError.ts ReloadNeededError).
   */
  pageReloadNeeded:
    "La connexion est rétablie, mais votre navigateur garde l'échec du premier essai : rechargez la page pour l'afficher.",
  partReloadNeeded:
    "La connexion est rétablie, mais votre navigateur garde l'échec du premier essai : rechargez la page pour afficher cette partie.",
  reloadPage: 'Recharger la page',
  photoPlaceholder: 'Photo à venir',
  /** A photo that did not load (offline): asked for again when the network is back. */
  photoNotLoaded: 'Photo non chargée',
  configErrorTitle: 'Configuration incomplète',
  /** The start-up error when the app's code or backend could not be loaded (offline). */
  startupOfflineTitle: 'Connexion impossible',
  configErrorBody:
    "L'application ne peut pas démarrer : des variables de configuration manquent ou sont invalides.",
  resetDemo: 'Réinitialiser les données de démo',
  resetDemoDone: 'Les données de démo ont été réinitialisées.',
  resetDemoConfirm:
    'Réinitialiser les données de démo ? Les comptes, annonces et réservations créés seront effacés.',
  storageEmulatorOff:
    "Mode émulateur : l'envoi de photos est désactivé (émulateur Storage indisponible).",
} as const;

export const nav = {
  home: 'Accueil',
  search: 'Rechercher',
  login: 'Connexion',
  signup: "S'inscrire",
  dashboard: 'Mes réservations',
  profile: 'Mon profil',
  favorites: 'Favoris',
  hostDashboard: 'Tableau de bord hôte',
  addListing: 'Ajouter',
  userMenu: 'Menu utilisateur',
  logout: 'Se déconnecter',
  mainNav: 'Navigation principale',
  /**
   * The phone's menu button: one name, open or closed, its aria-expanded saying which (a QA pass
   * heard « Ouvrir le menu, développé » on the open menu, whose button closes it).
   */
  menu: 'Menu',
} as const;

export const footer = {
  blurb:
    'Maktabi met en relation les professionnels et les propriétaires de bureaux, salles de réunion et espaces de coworking partout au Maroc, à la journée ou au mois.',
  tenantsTitle: 'Locataires',
  hostsTitle: 'Hôtes',
  searchOffices: 'Rechercher un bureau',
  signupTenant: 'Créer un compte locataire',
  help: "Centre d'aide",
  support: 'Support',
  becomeHost: 'Devenir hôte',
  hostGuide: "Guide de l'hôte",
  hostResources: 'Ressources pour les hôtes',
  terms: "Conditions d'utilisation",
  privacy: 'Politique de confidentialité',
  year: '2025',
  rights: 'Tous droits réservés.',
} as const;

export const notFound = {
  title: 'Page non trouvée',
  body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  backHome: "Retour à l'accueil",
} as const;

export const labels = {
  spaceType: {
    individual: 'Bureau individuel',
    'closed-team': 'Bureau fermé (équipe)',
    'open-space': 'Open-space',
    'meeting-room': 'Salle de réunion',
    coworking: 'Espace de coworking',
    other: 'Autre',
  } satisfies Record<SpaceType, string>,
  internetType: {
    fiber: 'Fibre optique',
    adsl: 'ADSL',
    '4g': '4G/5G',
  } satisfies Record<InternetType, string>,
  parkingType: {
    free: 'Gratuit',
    paid: 'Payant',
  } satisfies Record<ParkingType, string>,
  noParking: 'Aucun',
  bookingStatus: {
    pending: 'En attente',
    pending_admin: 'En attente admin',
    confirmed: 'Confirmée',
    rejected: 'Refusée',
    cancelled: 'Annulée',
  } satisfies Record<BookingStatus, string>,
  role: { host: 'Hôte', tenant: 'Locataire' },
  rentalType: { daily: 'Journalière', monthly: 'Mensuelle' },
} as const;
