/** Strings of the availability model (issue 13): places of shared spaces, blocked days. */
export const availabilityText = {
  // ---- Booking panel ------------------------------------------------------------------------
  placesLabel: 'Nombre de places',
  placesHelp: 'Places réservées chaque jour (maximum {max}).',
  /** Under the places, once the dates are chosen: the fewest places free on one of them. */
  placesFreeOne: 'Il reste 1 place sur ces dates (maximum {max}).',
  placesFreeMany: 'Il reste {n} places sur ces dates (maximum {max}).',
  placesFreeNone: "Plus aucune place sur ces dates : choisissez d'autres dates.",
  /** Opened from a search (or a link) for more places than the space has. */
  placesBeyondSearch:
    'Votre recherche portait sur {n} places : cet espace en compte {max}, la demande est ramenée à {max}.',
  /** Calendar hint of a day of a shared space. */
  placesLeftOne: '1 place restante',
  placesLeftMany: '{n} places restantes',
  /** The short form shown under the day number. */
  placesLeftShort: '{n}',
  /** Places first, as the receipt's and invoice's line says them (legal.ts quantityPlaces). */
  summaryDailyPlaces: '{places} places × {days} × {pricePerDay}\u00a0MAD',
  tooManySlots:
    'Cette demande réserve trop de places-jours à la fois ({total}, maximum {max}) : réduisez le nombre de places ou de jours.',
  placesInvalid: 'Choisissez entre 1 et {max} place(s).',
  /** A shared space in monthly mode: a monthly rental takes one place (docs/decisions.md). */
  monthlyOnePlace:
    'Une location mensuelle porte sur une seule place. Pour plusieurs places, réservez à la journée.',
  monthlyOnePlaceOf:
    'Une location mensuelle porte sur une seule place, pas sur les {n} choisies. Pour plusieurs places, réservez à la journée.',

  // ---- A booking of several places (dashboards, the admin's booking details) ------------------
  bookedPlaces: '{n} places par jour',
  bookedPlacesLabel: 'Places',

  // ---- Listing form (host) --------------------------------------------------------------------
  placesField: 'Places réservables par jour',
  placesFieldHelp:
    'Combien de personnes peuvent réserver le même jour (par défaut : le nombre de postes).',
  placesMin: 'Minimum 1 place',
  placesInteger: 'Le nombre de places doit être un nombre entier',
  placesOverWorkstations: 'Pas plus de places que de postes de travail',

  // ---- Errors -------------------------------------------------------------------------------------
  dayConfirmed:
    "Impossible de bloquer un jour déjà réservé et confirmé. Choisissez d'autres dates.",
  /** Admin: before deciding on a request. */
  conflictLine:
    "Conflit : jours déjà pris ou bloqués par l'hôte ({days}). Cette demande ne peut pas être validée : refusez-la pour prévenir le locataire.",
  extendDone: '{n} jour(s) ajouté(s) aux locations mensuelles confirmées.',
  extendButton: 'Prolonger les locations mensuelles',
};
