/** Strings of the admin feature (/admin and /admin/user/{userId}). */
export const adminText = {
  tabsScrollLeft: 'Onglets précédents',
  tabsScrollRight: 'Onglets suivants',
  pageTitle: 'Administration',
  userPageTitle: 'Fiche utilisateur – Administration',
  /** An admin page's back link, named by the tab it goes back to (useAdminBack: a user's
   * file, a booking's documents). */
  backTo: {
    dashboard: "Retour à l'administration",
    pending: 'Retour aux réservations à valider',
    history: "Retour à l'historique",
    listings: 'Retour aux bureaux',
    users: 'Retour aux utilisateurs',
    mail: 'Retour aux e-mails',
  },
  /** /admin/documents/{bookingId}: a booking's documents, as its tenant and host see them. */
  documents: {
    /** In a booking's facts (« Historique »): its documents' page. */
    label: 'Documents',
    link: 'Voir les documents',
    /** The page's <title>: its heading (« Reçu », « Facture et avoir »), for the admin. */
    pageTitle: '{title} – Administration',
    /** Under the page's heading: the booking's tenant and days, before its status. */
    about: '{tenant} · {dates}',
    notFoundTitle: 'Réservation introuvable',
    notFoundBody:
      "Aucune réservation ne correspond à cette adresse. Revenez à l'historique pour en choisir une.",
    linkFor: ' de la réservation « {title} »',
    emptyBody:
      "Le reçu ou la facture d'une réservation est émis quand Maktabi la valide, et son avoir quand Maktabi l'annule ensuite. Une demande pas encore validée, ou retirée par son locataire, n'en a pas, pas plus qu'une réservation validée avant que Maktabi n'émette de documents.",
  },

  gate: {
    title: 'Administration',
    intro:
      "Cet espace est réservé à l'administrateur de Maktabi. Saisissez le mot de passe pour le déverrouiller.",
    passwordLabel: 'Mot de passe administrateur',
    submit: 'Déverrouiller',
    submitting: 'Vérification…',
    required: 'Mot de passe requis',
    wrongPassword: 'Mot de passe incorrect',
    tooManyAttempts: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
    unavailable: 'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.',
    failed: "Impossible de déverrouiller l'administration pour le moment. Veuillez réessayer.",
    note: "La session se verrouille dès que vous rechargez la page ou quittez l'administration. Elle est indépendante de votre compte Maktabi.",
  },

  sessionLabel: 'Session administrateur ouverte',
  lock: 'Verrouiller',
  locked: 'Administration verrouillée',

  tabsLabel: "Sections de l'administration",
  tabs: {
    dashboard: 'Tableau de bord',
    pending: 'Réservations à valider',
    pendingCount: 'Réservations à valider ({n})',
    history: 'Historique',
    listings: 'Bureaux',
    listingsCount: 'Bureaux ({n})',
    users: 'Utilisateurs',
    /** Issue 14: the demo's outbox (the Trigger Email extension's mail documents). */
    mail: 'E-mails',
  },

  dashboard: {
    users: 'Utilisateurs',
    usersDetail: '{hosts} hôte(s) · {tenants} locataire(s)',
    listingsApproved: 'Bureaux validés',
    listingsWaiting: 'Bureaux en attente de validation',
    /** Online listings whose host's edit waits (not counted above: they stay approved). */
    revisionsWaiting: 'Et {n} modification(s) de bureau(x) en ligne à valider',
    /** Refused listings (not counted above: they wait for their host, not for the admin). */
    listingsRefused: "{n} bureau(x) refusé(s), à corriger par l'hôte",
    revenue: "Chiffre d'affaires confirmé",
    revenueHint: 'Somme des réservations confirmées, chaque mois facturé compris',
    bookingsTitle: 'Réservations par statut',
    bookingsTotal: '{n} réservation(s) au total',
  },

  booking: {
    /** After the hint of a decision's reason (BookingReasonField): red past the limit. */
    reasonCounter: '{count} / {max}',
    listing: 'Bureau',
    tenant: 'Locataire',
    dates: 'Dates',
    type: 'Type',
    price: 'Prix',
    /** A refused booking's reason, when the admin gave one. */
    rejectionReason: 'Motif du refus',
    /** A confirmed booking's reason, when the admin cancelled it and gave one. */
    cancellationReason: "Motif de l'annulation",
    /** Who cancelled a cancelled booking (Booking.cancelledBy), when it was written. */
    cancelledBy: 'Annulée par',
    cancelledByWho: {
      tenant: 'Son locataire, avant la validation',
      admin: 'Maktabi, après la validation',
    },
    createdAt: 'Créée le',
    /** Before a booking's status badge, for screen readers (never shown). */
    status: 'Statut : ',
    /** Written as the spec writes a monthly price ("{pricePerMonth} MAD/mois"). */
    monthlyPrice: '{price}/mois',
    /** An indefinite monthly rental: its total so far, a month per document issued. */
    invoicedSoFar: '{total} facturés ({n} mois)',
    /** An indefinite monthly rental not yet validated: what its first month will be invoiced. */
    firstMonthDue: 'premier mois {total}',
    unknownTenant: 'Locataire inconnu',
    timeLeft: 'Temps restant : {time}',
    urgent: 'Urgent',
    expired: 'Expiré',
    expiredHint:
      'Le délai de 24 heures est dépassé : cette réservation ne peut plus être validée ni refusée.',
    newTab: "(s'ouvre dans un nouvel onglet)",
  },

  pending: {
    intro:
      'Chaque demande doit être validée ou refusée dans les 24 heures qui suivent sa création. Les plus urgentes sont en tête de liste.',
    count: '{n} réservation(s) en attente de validation',
    /** {n} still open, {m} past their 24 hours (shown after them, « Expiré »). */
    countWithExpired: '{n} réservation(s) en attente de validation, {m} expirée(s)',
    /** While older expired requests remain to be read ("Voir plus"): {m} is the latest only. */
    countPartial:
      '{n} réservation(s) en attente de validation, {m} expirée(s) parmi les plus récentes',
    more: 'Voir plus',
    moreLoading: 'Chargement…',
    moreFailed:
      'Impossible de charger la suite des réservations à valider. Réessayez avec « Voir plus ».',
    emptyTitle: 'Aucune réservation à valider',
    emptyBody: 'Les nouvelles demandes de réservation apparaîtront ici.',
    confirm: 'Valider',
    reject: 'Refuser',
    confirmed: 'Réservation validée.',
    rejected: "Réservation refusée : les jours qu'elle retenait sont libérés.",
    rejectTitle: 'Refuser cette réservation ?',
    rejectBody:
      'La réservation demandée par {tenant} pour « {listing} » sera refusée et ses dates libérées. Cette décision est définitive.',
    rejectConfirm: 'Oui, refuser',
    /** Refuser's optional reason (docs/decisions.md "Refusing a booking"). */
    rejectReason: 'Motif du refus (facultatif)',
    rejectReasonHint:
      "Le locataire et l'hôte le liront dans leurs notifications et sur la réservation.",
    overlap: 'Impossible de valider : ces dates chevauchent une réservation déjà confirmée.',
    blocked: "Impossible de valider : l'hôte a bloqué un ou plusieurs de ces jours.",
    expired: 'Le délai de 24 heures est dépassé.',
    /** Decided (or gone) elsewhere meanwhile: another tab, another administrator. */
    alreadyDecided:
      'Cette réservation a déjà été traitée ailleurs (un autre onglet, un autre administrateur) : elle quitte la liste.',
    // the rolling horizon of monthly rentals (docs/decisions.md "Monthly rentals hold their days")
    holdsFailedTitle: "Des locations mensuelles n'ont pas pu être prolongées",
    holdsFailedBody:
      'Une autre demande ou réservation occupe déjà un jour que ces locations doivent garder pour les 12 prochains mois. Refusez ou annulez celle qui est en conflit, puis rouvrez cet onglet : la prolongation reprendra.',
    holdsFailedItem: '« {listing} », location mensuelle de {tenant} depuis le {start}',
  },

  history: {
    intro:
      'Réservations validées, refusées, annulées ou expirées (non validées dans les 24 heures), les plus récentes en premier.',
    filterLegend: 'Afficher',
    filters: {
      all: 'Toutes',
      confirmed: 'Confirmées',
      rejected: 'Refusées',
      cancelled: 'Annulées',
      expired: 'Expirées',
    },
    /** Under a filter, when none of the history's bookings has its status. */
    emptyFilteredTitle: 'Aucune réservation avec ce statut',
    emptyFilteredBody: "Choisissez « Toutes » pour voir tout l'historique.",
    count: '{n} réservation(s)',
    /** While older bookings remain to be read ("Voir plus"). */
    countPartial: '{n} réservation(s) parmi les plus récentes',
    more: 'Voir plus',
    moreLoading: 'Chargement…',
    moreFailed: "Impossible de charger la suite de l'historique. Réessayez avec « Voir plus ».",
    emptyTitle: "Aucune réservation dans l'historique",
    emptyBody: 'Les réservations validées, refusées, annulées ou expirées apparaîtront ici.',
    // issue 15: cancelling a confirmed booking before it starts
    cancel: 'Annuler la réservation',
    cancelTitle: 'Annuler cette réservation validée ?',
    cancelBody:
      "La réservation de « {title} » sera annulée et ses jours libérés. Son reçu ou sa facture sera annulé par un avoir, et le locataire comme l'hôte seront prévenus.",
    confirmCancel: 'Annuler la réservation',
    /** The cancellation's optional reason (docs/decisions.md "Refusing a booking"). */
    cancelReason: "Motif de l'annulation (facultatif)",
    cancelReasonHint:
      "Le locataire et l'hôte le liront dans leurs notifications et sur la réservation.",
    keep: 'Garder la réservation',
    cancelling: 'Annulation…',
    cancelled: 'Réservation annulée, avoir émis.',
    cancelStarted:
      "Cette réservation a déjà commencé ou n'est plus validée : elle ne peut pas être annulée.",
    // ending an indefinite monthly rental (src/domain/rentalEnd.ts)
    endRental: 'Mettre fin à la location',
    endTitle: 'Mettre fin à cette location ?',
    endBody:
      "La location mensuelle de « {title} » par {tenant}, sans durée fixe {since}, se terminera le jour choisi. Les jours suivants seront libérés pour d'autres réservations, et le locataire comme l'hôte seront prévenus.",
    endLastDay: 'Dernier jour de location',
    endLastDayHint:
      'Au plus tôt le {date} : un jour passé ne peut pas être choisi, et chaque mois commencé reste dû en entier (y compris le premier).',
    endRequired: 'Choisissez le dernier jour de la location.',
    endTooEarly: 'Choisissez le {date} ou un jour suivant.',
    confirmEnd: 'Mettre fin à la location',
    keepRental: 'Garder la location',
    ending: 'Enregistrement…',
    ended: 'Fin de location enregistrée.',
    endNotEndable:
      "Cette location a déjà une date de fin ou n'est plus validée : rechargez la page pour la voir.",
  },

  listings: {
    filterLegend: 'Afficher',
    filters: { all: 'Tous', waiting: 'En attente', approved: 'Validés', refused: 'Refusés' },
    count: '{n} bureau(x)',
    /** While older listings remain to be read ("Voir plus"). */
    countPartial: '{n} bureau(x) parmi les plus récents',
    more: 'Voir plus',
    moreLoading: 'Chargement…',
    moreFailed: 'Impossible de charger la suite des bureaux. Réessayez avec « Voir plus ».',
    host: 'Hôte',
    city: 'Ville',
    pricePerDay: '{price} /jour',
    photoAlt: 'Photo de « {title} »',
    statusApproved: 'Validé',
    statusWaiting: 'En attente de validation',
    /** Approved once, then suspended: not a new listing waiting for its first approval. */
    statusSuspended: 'Suspendu',
    /** Never approved, refused with a reason: it waits for its host's next save. */
    statusRefused: 'Refusé',
    /** Beside the status: the host paused it (out of the search whatever the admin decides). */
    pausedByHost: "Mis en pause par l'hôte",
    approve: 'Approuver',
    suspend: 'Suspendre',
    suspendTitle: 'Suspendre « {title} » ?',
    suspendBody:
      "Le bureau n'apparaîtra plus dans la recherche et sa page ne sera plus publique. Les réservations déjà faites ne sont pas annulées. L'hôte est prévenu par notification et par e-mail. Vous pourrez l'approuver de nouveau à tout moment.",
    suspendConfirm: 'Suspendre le bureau',
    suspendKeep: 'Garder en ligne',
    suspending: 'Suspension…',
    approved: 'Bureau approuvé : il est visible dans la recherche.',
    suspended: "Bureau suspendu : il n'apparaît plus dans la recherche.",
    emptyTitle: 'Aucun bureau',
    emptyBody: 'Aucun bureau ne correspond à ce filtre.',
    /** Disclosure that lets the admin review a listing, approved or not, before deciding. */
    review: "Examiner l'annonce",
    reviewAddress: 'Adresse',
    reviewType: "Type d'espace",
    reviewMonthly: '{price}/mois',
    reviewPhotos: 'Photos ({n})',
    reviewNoPhoto: 'Aucune photo',
    reviewPhotoAlt: 'Photo {n} de « {title} »',
  },

  users: {
    searchLabel: 'Rechercher par nom ou e-mail',
    searchPlaceholder: 'Nom ou e-mail',
    /** How the search matches (src/domain/userSearch.ts): the beginnings of words. */
    searchHint:
      "Début d'un prénom, d'un nom ou de l'adresse e-mail, sans tenir compte des accents.",
    roleLabel: 'Rôle',
    roles: { all: 'Tous', host: 'Hôtes', tenant: 'Locataires' },
    count: '{n} utilisateur(s)',
    /** While older users remain to be read ("Voir plus"). */
    countPartial: '{n} utilisateur(s) parmi les plus récents',
    more: 'Voir plus',
    moreLoading: 'Chargement…',
    moreFailed: 'Impossible de charger la suite des utilisateurs. Réessayez avec « Voir plus ».',
    registered: 'Inscription le {date}',
    emptyTitle: 'Aucun utilisateur trouvé',
    emptyBody: 'Essayez un autre nom, une autre adresse e-mail ou un autre rôle.',
  },

  user: {
    notFound: 'Utilisateur introuvable',
    notFoundBody: 'Aucun utilisateur ne correspond à cet identifiant.',
    contact: 'Coordonnées',
    account: 'Compte',
    about: 'À propos',
    email: 'E-mail',
    phone: 'Téléphone',
    notProvided: 'Non renseigné',
    fullName: 'Nom complet',
    registeredOn: "Date d'inscription",
    uid: 'Identifiant unique',
    role: 'Rôle',
    profession: 'Profession',
    bio: 'Bio',
    noBio: 'Aucune bio renseignée.',
    favorites: 'Favoris',
    favoritesCount: '{n} bureau(x) en favori',
  },

  errors: {
    generic: 'Une erreur est survenue. Veuillez réessayer.',
    load: 'Impossible de charger ces données. Veuillez réessayer.',
    unavailable: 'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.',
    permissionDenied:
      'La session administrateur a expiré. Verrouillez puis déverrouillez à nouveau.',
    notFound: "Cet élément n'existe plus. Rechargez la liste.",
  },
} as const;
