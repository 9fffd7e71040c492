/** Strings of the booking feature: the booking panel, the date fields and the tenant dashboard. */
export const bookingText = {
  // ---- Booking panel ----------------------------------------------------------------------
  panelTitle: 'Réserver cet espace',
  /** A dashboard opened at a booking (an e-mail's or notification's link) that is not there. */
  linkedBookingMissing:
    'La réservation de ce lien ne figure pas parmi les vôtres : elle a peut-être été faite avec un autre compte.',
  perDay: '/jour',
  perMonth: '/mois',
  rentalTypeLegend: 'Type de location',
  daily: 'Location journalière',
  monthly: 'Location mensuelle',
  startDate: 'Date de début',
  endDate: 'Date de fin',
  indefinite: 'Durée indéterminée',
  datePlaceholder: 'Choisir une date',
  /** Button next to a date field; {label} is the field's label in lower case. */
  openCalendar: 'Choisir la {label}',
  clearDate: 'Effacer la {label}',
  calendarClose: 'Fermer le calendrier',
  unavailableHint: 'Les dates grisées ne sont pas disponibles',
  /** Under the calendar of a shared space: what the small number under each day is. */
  placesUnderDays: 'Sous chaque jour : les places encore libres',
  dateUnavailable: "Cette date n'est pas disponible",
  /**
   * Why the days between today and the first end allowed cannot be chosen: under the panel's
   * dates and in the calendar's footer (monthly), and in those days' names (QA, 7 December 2026:
   * a space with 10 free places named them « indisponible », with nothing saying why).
   */
  monthlyEndFrom: 'Une location mensuelle dure au moins un mois : fin au plus tôt le {date}.',
  dayBelowOneMonth: "moins d'un mois après le début",
  dailyEndFrom: 'La date de fin est le jour du début ou un jour suivant.',
  dayBeforeStart: 'avant la date de début',
  availabilityError: 'Impossible de charger les disponibilités de ce bureau.',
  // Accessible names of the calendar
  dayUnavailable: 'indisponible',
  dayToday: "aujourd'hui",
  daySelected: 'sélectionnée',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  calendarNav: 'Navigation du calendrier',

  // Price summary
  summaryTitle: 'Récapitulatif',
  summaryEmpty: 'Choisissez vos dates pour voir le prix total.',
  /** The dates are chosen, but the choice is refused (its message says why, above). */
  summaryInvalid: 'Corrigez votre choix ci-dessus pour voir le prix total.',
  // a no-break space before MAD, as formatMad (src/domain/format.ts)
  summaryDaily: '{days} × {pricePerDay}\u00a0MAD',
  summaryMonthly: '{n} mois × {pricePerMonth}\u00a0MAD',
  summaryIndefinite: '{pricePerMonth}\u00a0MAD/mois, sans date de fin',
  summaryIndefiniteNote: 'Facturé chaque mois, à partir du {date}.',
  total: 'Total',
  firstMonth: 'Premier mois',

  submit: 'Réserver',
  submitting: 'Envoi de la demande…',
  submitNote:
    "Votre demande est validée par notre équipe sous 24 heures. Aucun paiement n'est demandé maintenant.",
  success: 'Votre demande de réservation a été envoyée ! Elle sera validée sous 24 heures.',

  // Who may book
  ownListing: 'Vous ne pouvez pas réserver votre propre bureau',
  hostsCannotBook: 'Seuls les comptes locataires peuvent réserver un bureau',

  // Signed-out visitors: quick sign-up
  quickSignupTitle: 'Créez votre compte pour réserver',
  quickSignupIntro: 'Votre demande sera envoyée dès la création de votre compte locataire.',
  haveAccount: 'Déjà un compte ? Se connecter',

  // Incomplete profile
  incompleteTitle: 'Complétez votre profil',
  incompleteBody:
    "Ajoutez votre nom et votre numéro de téléphone pour que l'hôte puisse vous contacter au sujet de votre réservation.",
  /** Only the phone is missing (profileGaps). */
  incompleteBodyPhone:
    "Ajoutez votre numéro de téléphone pour que l'hôte puisse vous contacter au sujet de votre réservation.",
  /** Only the name is missing. */
  incompleteBodyName:
    "Ajoutez votre prénom et votre nom pour que l'hôte sache qui le contacte au sujet de votre réservation.",
  incompleteLink: 'Compléter mon profil',

  // ---- Validation (spec §5 first three, exact) ---------------------------------------------
  startRequired: 'Veuillez sélectionner une date de début',
  endRequiredDaily: 'Veuillez sélectionner une date de fin pour la location journalière',
  endOrIndefiniteRequired: 'Veuillez sélectionner une date de fin ou cocher « Durée indéterminée »',
  startInPast: 'La date de début ne peut pas être dans le passé',
  endBeforeStart: 'La date de fin doit être identique ou postérieure à la date de début',
  belowMinimumDuration: 'La durée minimale de location est de {days}',
  aboveMaximumDays:
    'Une location journalière ne peut pas dépasser {max} jours. Choisissez la location mensuelle pour une période plus longue.',
  belowOneMonth:
    'Une location mensuelle dure au moins un mois : choisissez une date de fin à partir du {date}',
  rangeUnavailable: 'Certaines dates de cette période ne sont pas disponibles',
  /** The same, naming the days (src/domain/bookingForm unavailableAmong): one, two, more. */
  rangeUnavailableOne: "Une date de cette période n'est pas disponible : le {date}.",
  rangeUnavailableTwo:
    'Certaines dates de cette période ne sont pas disponibles : le {first} et le {second}.',
  rangeUnavailableMore:
    'Certaines dates de cette période ne sont pas disponibles : le {first}, le {second} et {n} autre(s) jour(s).',
  /** Days that still have places, fewer than asked (src/domain/bookingForm placesShortfall) */
  placesShortOne:
    "Il ne reste qu'une place le {date} : réduisez le nombre de places ou choisissez d'autres dates.",
  placesShortMany:
    "Il ne reste que {n} places le {date} : réduisez le nombre de places ou choisissez d'autres dates.",
  /**
   * A day picked in the calendar that has places left, fewer than asked: instead of « Cette date
   * n'est pas disponible » (features/booking/schema.ts dayRefusalMessage).
   */
  dayPlacesShortOne:
    "Il ne reste qu'une place le {date} : réduisez le nombre de places ou choisissez une autre date.",
  dayPlacesShortMany:
    'Il ne reste que {n} places le {date} : réduisez le nombre de places ou choisissez une autre date.',
  holdUnavailable:
    'Une location sans date de fin retient les 12 mois qui suivent son début, et certains de ces jours ne sont pas disponibles : choisissez une date de fin ou une autre date de début.',

  // ---- Service errors ----------------------------------------------------------------------
  errors: {
    datesTaken: "Ces dates ne sont plus disponibles. Veuillez choisir d'autres dates.",
    ownListing: 'Vous ne pouvez pas réserver votre propre bureau',
    notTenant: 'Seuls les comptes locataires peuvent réserver un bureau',
    /** A refusal the app cannot explain more precisely (never a wrong reason). */
    refused: "Votre demande n'a pas pu être enregistrée. Vérifiez les dates et réessayez.",
    /** The office's calendar changed meanwhile (confirmed elsewhere, request too old...). */
    stale:
      'Ce bureau a changé entre-temps. Actualisez la page, puis choisissez vos dates à nouveau.',
    notFound: "Ce bureau n'est plus proposé à la réservation.",
    invalid: 'Votre demande de réservation est invalide. Vérifiez les dates choisies et réessayez.',
    /** Cancelling a request the admin decided meanwhile: the dashboard reads it again. */
    invalidState:
      "Cette réservation ne peut plus être annulée : elle vient d'être validée ou refusée. Son statut à jour est affiché.",
    network: 'Connexion au serveur impossible. Vérifiez votre connexion et réessayez.',
    generic: 'La réservation a échoué. Veuillez réessayer.',
    /** The host changed a price since the page loaded: the summary now shows the new one. */
    priceChanged:
      'Le tarif de ce bureau vient de changer : le récapitulatif affiche maintenant le nouveau prix. Vérifiez-le, puis envoyez de nouveau votre demande.',
    /**
     * The host changed the minimum duration or the places per day since the page loaded: the
     * form now checks the choice against them ({changes}: the new terms, below).
     */
    termsChanged:
      'Ce bureau vient de changer ({changes}) : le formulaire en tient compte maintenant. Vérifiez votre choix, puis envoyez de nouveau votre demande.',
    termsPrice: 'nouveau tarif',
    termsMinimum: 'au moins {days}',
    termsPlacesOne: 'une place par jour au plus',
    termsPlacesMany: '{n} places par jour au plus',
    /** The same, when the new prices could not be read. */
    priceChangedReload:
      "Le tarif de ce bureau vient de changer. Actualisez la page pour voir le nouveau prix avant d'envoyer votre demande.",
    tooManyRequests:
      'Vous avez atteint la limite de {max} demandes de réservation en 24 heures. Réessayez plus tard : le compteur repart 24 heures après votre première demande.',
    /** The same, when the service says when the 24 hours end (ServiceError.retryAt). */
    tooManyRequestsUntil:
      'Vous avez atteint la limite de {max} demandes de réservation en 24 heures. Vous pourrez en envoyer une nouvelle à partir du {date}.',
  },

  // ---- Ending an indefinite monthly rental (the tenant's notice, the admin's end) ----------
  rentalEnd: {
    /** Where the dialog's text says it began, or will begin. */
    since: 'depuis le {date}',
    from: 'à partir du {date}',
    /** The cost of the last day chosen (src/domain/rentalEnd.ts rentalEndCost). */
    cost: "Jusqu'à ce jour : {n} mois dus, soit {total} au total ({price} par mois, chaque mois commencé est dû).",
    /** One month: « dû » agrees with it. */
    costOne:
      "Jusqu'à ce jour : {n} mois dû, soit {total} au total ({price} par mois, chaque mois commencé est dû).",
    lastMonth: "Ce dernier mois court jusqu'au {date} : finir ce jour-là ne coûte rien de plus.",
  },

  // ---- Dashboard ---------------------------------------------------------------------------
  dashboard: {
    title: 'Mes réservations',
    metaDescription:
      'Suivez vos demandes de réservation de bureaux sur Maktabi : statut, dates et prix.',
    welcome: 'Bonjour {name} !',
    intro: 'Retrouvez ici toutes vos demandes de réservation et leur statut.',
    hostIntro: "En tant qu'hôte, vous voyez ici les réservations reçues pour vos bureaux.",
    hostDashboardLink: 'Ouvrir le tableau de bord hôte',
    countersLabel: 'Résumé de vos réservations',
    confirmed: 'Réservations confirmées',
    pending: 'Réservations en attente',
    totalSpent: 'Total dépensé',
    // under the total: it sums the confirmed bookings, those still to come too (nothing is
    // paid on the site: docs/decisions.md "What « Total dépensé » sums")
    totalHint: 'Réservations confirmées, à venir comprises',
    // a host's revenue, on /dashboard and /host/dashboard alike (spec §2: over confirmed bookings)
    hostRevenue: 'Revenus',
    listTitle: 'Historique des réservations',
    emptyTitle: 'Aucune réservation pour le moment',
    emptyBody:
      "Trouvez l'espace de travail idéal et envoyez votre première demande de réservation.",
    hostEmptyTitle: 'Aucune réservation reçue pour le moment',
    hostEmptyBody: 'Les demandes des locataires pour vos bureaux apparaîtront ici.',
    searchLink: 'Rechercher un bureau',
    hostEmptyAction: 'Ajouter un bureau',
    loadError: 'Impossible de charger vos réservations.',
    datesRange: 'Du {start} au {end}',
    datesSingle: 'Le {start}',
    datesIndefinite: 'À partir du {start} (durée indéterminée)',
    /**
     * Beside « Confirmée », once its days have begun (stayPhase): a day booking's stay, a monthly
     * rental's months.
     */
    phase: {
      daily: { ongoing: 'Séjour en cours', ended: 'Séjour terminé' },
      monthly: { ongoing: 'Location en cours', ended: 'Location terminée' },
    },
    /** Beside « Annulée »: who cancelled it (its tenant's request withdrawn, or Maktabi). */
    cancelledBy: {
      tenant: { tenant: 'Par vous', host: 'Par le locataire' },
      admin: { tenant: 'Par Maktabi', host: 'Par Maktabi' },
    },
    /** An indefinite rental the admin gave its last day. */
    datesEnded: 'Du {start} au {end} (fin de location enregistrée)',
    /** Under the monthly price of such a rental: what its months come to. */
    endedTotal: '{n} mois dus : {total} au total',
    endedTotalOne: '{n} mois dû : {total} au total',
    requestedOn: 'Demandée le {date}',
    /** A refused booking: the admin's reason, when they gave one. */
    rejectionReason: 'Motif du refus : {reason}',
    /** A confirmed booking the admin cancelled: their reason, when they gave one. */
    cancellationReason: "Motif de l'annulation : {reason}",
    tenant: 'Locataire : {name}',
    perMonthPrice: '{price}/mois',
    viewListing: 'Voir le bureau',
    /** Appended for screen readers to the repeated "Voir le bureau" links. */
    viewListingFor: ' : {title}',
    cancel: 'Annuler la réservation',
    cancelTitle: 'Annuler cette réservation ?',
    cancelBody:
      'Votre demande pour « {title} » sera annulée et les dates seront libérées. Cette action est définitive.',
    confirmCancel: "Confirmer l'annulation",
    keepBooking: 'Garder la réservation',
    cancelling: 'Annulation…',
    cancelled: 'Votre réservation a été annulée.',
    cancelFailed: "L'annulation a échoué. Veuillez réessayer.",
    /** A validated booking not begun yet (cancelsThroughSupport): « Pour l'annuler, contactez le support. » */
    cancelConfirmedBefore: "Pour l'annuler, ",
    cancelConfirmedLink: 'contactez le support',
    cancelConfirmedAfter: ' en indiquant cette réservation.',
    // the tenant gives notice on an indefinite monthly rental (src/domain/rentalEnd.ts)
    giveNotice: 'Donner congé',
    notice: {
      title: 'Donner congé pour cette location ?',
      body: "Votre location mensuelle de « {title} », sans durée fixe {since}, se terminera le jour choisi. Le préavis est d'un mois ; l'hôte sera prévenu et les jours suivants seront libérés. Un congé enregistré ne peut plus être modifié.",
      lastDay: 'Dernier jour de location',
      lastDayHint:
        'Au plus tôt le {date} : un mois de préavis, et le premier mois commencé est dû.',
      required: 'Choisissez le dernier jour de la location.',
      tooEarly: "Choisissez le {date} ou un jour suivant : le préavis est d'un mois.",
      notEndable:
        "Cette location a déjà une date de fin ou n'est plus validée : rechargez la page pour la voir.",
      confirm: 'Confirmer le congé',
      keep: 'Garder ma location',
      busy: 'Enregistrement…',
      given: 'Congé enregistré : votre location prendra fin le {date}.',
      failed: "Le congé n'a pas pu être enregistré. Veuillez réessayer.",
    },
  },
} as const;
