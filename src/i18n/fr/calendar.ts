/**
 * Strings of issue 13's screens: expired requests ("Expirée") on every dashboard, the host's
 * availability calendar (src/features/hostCalendar) and the booking panel kept in reach on the
 * listing page (phone bar, how months are counted).
 */
export const calendarText = {
  // ---- Expired requests (derived: src/domain/bookingRules displayStatus) ------------------
  expiry: {
    badge: 'Expirée',
    /** Under an expired request, on the tenant's and the host's dashboards. */
    reason: 'Non validée dans les 24 heures',
    rebook: 'Réserver à nouveau',
    /** Appended for screen readers to the repeated "Réserver à nouveau" links. */
    rebookFor: ' : {title}',
    /** The tenant tried to cancel a request that expired meanwhile (booking/expired). */
    cancelExpired:
      "Cette demande a expiré : elle n'a pas été validée dans les 24 heures. Il n'y a plus rien à annuler.",
    /** The admin dashboard's extra counter next to the statuses. */
    adminCounterHint: 'Demandes non validées dans les 24 heures',
  },

  // ---- Host calendar ----------------------------------------------------------------------
  host: {
    sectionTitle: 'Calendrier des disponibilités',
    sectionIntro:
      "Vos réservations jour par jour. Bloquez les jours où votre bureau n'est pas disponible : le motif reste visible de vous seul.",
    listingLabel: 'Bureau',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
    loading: 'Chargement du calendrier…',
    loadError: 'Impossible de charger le calendrier de ce mois.',
    emptyMonth: 'Aucune réservation ni jour bloqué ce mois-ci.',
    keyboardHint:
      "Flèches pour changer de jour, Entrée pour choisir le premier puis le dernier jour d'une période.",
    weekdays: [
      ['lun.', 'lundi'],
      ['mar.', 'mardi'],
      ['mer.', 'mercredi'],
      ['jeu.', 'jeudi'],
      ['ven.', 'vendredi'],
      ['sam.', 'samedi'],
      ['dim.', 'dimanche'],
    ] as const,
    legendTitle: 'Légende',
    status: {
      free: 'Libre',
      confirmed: 'Réservation confirmée',
      pending: 'Demande en attente',
      expired: 'Demande expirée',
      blocked: 'Bloqué',
    },
    /** Accessible name of a day: "mardi 3 mars 2026 : Libre". */
    dayName: '{date} : {status}',
    dayPlaces: '{taken} place(s) prise(s) sur {capacity}',
    /** A pending request under a blocked or confirmed day (CalendarDay.pendingUnder). */
    dayPendingUnder: 'demande en attente aussi',
    legendPendingUnder: 'Demande en attente sur un jour bloqué ou réservé',
    dayReason: 'Motif : {reason}',
    selected: 'sélectionné',
    today: "aujourd'hui",
    // Selection and actions
    selectionTitle: 'Jours choisis',
    selectionHint:
      'Choisissez un jour, puis le dernier jour de la période (ou le même jour), pour la bloquer ou la débloquer.',
    selectionSingle: 'Le {day}',
    selectionRange: 'Du {start} au {end}',
    pickEnd: 'Choisissez maintenant le dernier jour (ou le même jour pour un seul jour).',
    clearSelection: 'Annuler la sélection',
    reasonLabel: 'Motif (visible de vous seul)',
    reasonHint: 'Entre 1 et 200 caractères.',
    reasonRequired: 'Indiquez un motif.',
    reasonTooLong: 'Le motif ne peut pas dépasser 200 caractères.',
    block: 'Confirmer le blocage',
    blocking: 'Blocage…',
    blocked: 'Jours bloqués.',
    unblock: 'Débloquer {days}',
    unblocking: 'Déblocage…',
    unblocked: 'Jours débloqués.',
    blocksTitle: 'Jours bloqués ce mois-ci',
    /** Beside a blocked period (from today on): picks its days, which the panel then unblocks. */
    pickBlocked: 'Sélectionner pour débloquer',
    pickBlockedName: 'Sélectionner pour débloquer : {period}',
    /** Consecutive days blocked for one reason (blockPeriods). */
    blockPeriod: 'Du {from} au {to}',
    // Errors
    dayConfirmed:
      "Impossible de bloquer ces jours : au moins l'un d'eux a une réservation confirmée.",
    /** Said at once when the days picked hold a confirmed booking (BlockPanel): which ones. */
    dayConfirmedSingle: 'Impossible de bloquer ce jour : il a une réservation confirmée.',
    dayConfirmedOne: 'Impossible de bloquer ces jours : le {date} a une réservation confirmée.',
    dayConfirmedMany:
      "Impossible de bloquer ces jours : {n} d'entre eux ont une réservation confirmée, à commencer par le {date}.",
    /** Added for a shared space whose confirmed day still has free places. */
    dayConfirmedShared: 'Un blocage ferme toutes les places du jour, même celles encore libres.',
    dayPast: "Un jour passé ne peut pas être bloqué : choisissez aujourd'hui ou un jour à venir.",
    /** Appended to a past day's accessible name: it cannot be picked. */
    past: 'passé',
    /** Under the reason when the range holds days of a pending request (not refused). */
    pendingWarning:
      "Une demande en attente porte sur {days} de cette période : si vous bloquez cette période, l'administrateur ne pourra plus la valider.",
    blockFailed: 'Le blocage a échoué. Veuillez réessayer.',
    unblockFailed: 'Le déblocage a échoué. Veuillez réessayer.',
    forbidden: 'Vous ne pouvez modifier que le calendrier de vos propres bureaux.',
  },

  // ---- Booking panel in reach (listing page) ----------------------------------------------
  reach: {
    barLabel: 'Réserver ce bureau',
    barPrice: '{price} /jour',
    barButton: 'Réserver',
    /** Under the monthly summary: how monthsBetween counted the months. */
    monthsCounted: 'Mois commencés : du {start} au {end} = {n} mois (chaque mois entamé est dû).',
    monthsShorter: 'Pour {n} mois, choisissez une fin au {end} au plus tard.',
  },
} as const;
