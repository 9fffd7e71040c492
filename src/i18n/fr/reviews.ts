/** Strings of reviews (issue 15): the listing's rating line, the review form, the host's answer. */
export const reviewsText = {
  /** The listing page's rating line once it has reviews ("4,6 ★ · 12 avis"). */
  average: '{average} ★ · {n} avis',
  // Form
  formTitle: 'Laisser un avis',
  rating: 'Note',
  ratingStars: '{n} sur 5',
  text: 'Votre avis',
  textPlaceholder: 'Qu’avez-vous pensé de l’espace, de l’accueil, du calme, de la connexion… ?',
  textCounter: '{n}/{max}',
  submit: 'Publier l’avis',
  submitting: 'Publication…',
  submitted: 'Merci ! Votre avis est publié.',
  edit: 'Modifier mon avis',
  editUntil: 'Vous pouvez modifier votre avis jusqu’au {date}.',
  // Eligibility
  opensAt: 'Vous pourrez laisser un avis à partir du {date}.',
  closesAt: 'Vous pouvez laisser un avis jusqu’au {date}.',
  refusal: {
    'not-confirmed': 'Seule une réservation confirmée peut recevoir un avis.',
    'already-reviewed': 'Vous avez déjà laissé un avis pour cette réservation.',
    'not-ended': 'Vous pourrez laisser un avis une fois la réservation terminée.',
    'window-closed': 'Le délai de 30 jours pour laisser un avis est dépassé.',
  },
  // Host's answer
  answer: 'Répondre',
  answerLabel: 'Votre réponse',
  answerTitle: 'Réponse de l’hôte',
  answerAlready: 'Vous avez déjà répondu à cet avis.',
  // Validation
  ratingRequired: 'Choisissez une note de 1 à 5 étoiles',
  textRequired: 'Avis requis',
  textMin: 'Minimum {min} caractères',
  textMax: 'Maximum {max} caractères',
  answerRequired: 'Réponse requise',
  answerMax: 'Maximum {max} caractères',
  editClosed: 'Un avis ne peut plus être modifié 48 heures après sa publication.',
} as const;
