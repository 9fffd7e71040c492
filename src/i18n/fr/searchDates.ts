/** Strings of the search by dates and places (issue 13): the search form's boxes and count line. */
export const searchDatesText = {
  fromLabel: 'Du',
  toLabel: 'Au',
  placesLabel: 'Places',
  placesHint:
    "Places par jour d'un espace partagé ; un bureau privé se loue entier, pour au moins ce nombre de postes.",
  datesGroup: 'Dates de location',
  problemMissingFrom:
    'Choisissez aussi la date de début (« Du ») : les dates sont ignorées en attendant.',
  problemMissingTo:
    'Choisissez aussi la date de fin (« Au ») : les dates sont ignorées en attendant.',
  problemInvalidDay: 'Saisissez une date valide : les dates sont ignorées en attendant.',
  problemPast: "La date de début est passée : choisissez aujourd'hui ou plus tard.",
  problemToBeforeFrom:
    'La date de fin (« Au ») est avant la date de début (« Du ») : les dates sont ignorées.',
  problemTooLong: 'Cherchez sur {max} jours au plus : les dates sont ignorées.',
  problemPlaces:
    'Saisissez un nombre entier de places entre 1 et {max} : cette valeur est ignorée.',
  /** Appended to the count line: "3 bureaux trouvés à Rabat, disponibles du 3 au 7 déc." */
  availableOne: ', disponible du {from} au {to}',
  availableMany: ', disponibles du {from} au {to}',
  /** A search of one day (« Du » and « Au » the same). */
  availableOneDay: ', disponible le {day}',
  availableManyOneDay: ', disponibles le {day}',
  /** Appended after the dates when more than one place is wanted. */
  forPlaces: ' pour {n} places',
} as const;
