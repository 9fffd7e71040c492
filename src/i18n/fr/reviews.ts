/** Strings of reviews (issue 15): the listing's rating line, the review form, the host's answer. */
export const reviewsText = {
  /** The listing page's rating line once it has reviews ("4,6 ★ · 12 avis"). */
  average: '{average} ★ · {n} avis',
  // Form
  formTitle: 'Laisser un avis',
  rating: 'Note',
  ratingStars: '{n} sur 5',
  text: 'Votre avis',
  textPlaceholder: "Qu'avez-vous pensé de l'espace, de l'accueil, du calme, de la connexion… ?",
  /**
   * "12 / 2 000", like the other counters (messages, profile), with the minimum the form asks
   * for said before it is refused
   */
  textCounter: '{n} / {max} · {min} caractères minimum',
  /** The host's answer's counter (an answer of a word is an answer). */
  answerCounter: '{n} / {max}',
  submit: "Publier l'avis",
  submitting: 'Publication…',
  submitted: 'Merci ! Votre avis est publié.',
  edit: 'Modifier mon avis',
  editUntil: "Vous pouvez modifier votre avis jusqu'au {date}.",
  // Eligibility
  opensAt: 'Vous pourrez laisser un avis à partir du {date}.',
  closesAt: "Vous pouvez laisser un avis jusqu'au {date}.",
  refusal: {
    'not-confirmed': 'Seule une réservation confirmée peut recevoir un avis.',
    'already-reviewed': 'Vous avez déjà laissé un avis pour cette réservation.',
    'not-ended': 'Vous pourrez laisser un avis une fois la réservation terminée.',
    'window-closed': 'Le délai de 30 jours pour laisser un avis est dépassé.',
  },
  // Host's answer
  answer: 'Répondre',
  answerLabel: 'Votre réponse',
  answerTitle: "Réponse de l'hôte",
  answerAlready: 'Vous avez déjà répondu à cet avis.',
  /** The admin hid the review while its host was answering (or correcting their answer). */
  answerHidden:
    "Cet avis vient d'être masqué par l'administrateur : votre réponse n'a pas été publiée. Rechargez la page pour voir le motif.",
  // Correcting it, within 48 hours (docs/decisions.md "Correcting an answer to a review")
  answerEdit: 'Modifier ma réponse',
  answerEditUntil: "Vous pouvez modifier votre réponse jusqu'au {date}.",
  answerSave: 'Enregistrer la réponse',
  answerSaving: 'Enregistrement…',
  answerSaved: 'Votre réponse est modifiée.',
  answerEditFailed: "Votre réponse n'a pas pu être modifiée. Réessayez.",
  answerEditCancel: 'Annuler',
  answerEdited: 'modifiée',
  answerClosed: 'Une réponse ne peut plus être modifiée 48 heures après sa publication.',
  answerMissing: "Cet avis n'a pas encore de réponse.",
  // Validation
  ratingRequired: 'Choisissez une note de 1 à 5 étoiles',
  textRequired: 'Avis requis',
  textMin: 'Minimum {min} caractères',
  textMax: 'Maximum {max} caractères',
  answerRequired: 'Réponse requise',
  answerMax: 'Maximum {max} caractères',
  editClosed: 'Un avis ne peut plus être modifié 48 heures après sa publication.',
  // The listing page's list
  listTitle: 'Avis des locataires',
  listEmpty: "Pas encore d'avis sur cet espace.",
  listLoading: 'Chargement des avis…',
  listError: 'Impossible de charger les avis. Vérifiez votre connexion.',
  more: "Voir plus d'avis",
  moreLoading: 'Chargement des avis…',
  moreError: "Les avis suivants n'ont pas pu être chargés.",
  star: '{n} étoile sur 5',
  stars: '{n} étoiles sur 5',
  writtenOn: '{date}',
  edited: 'modifié',
  // The tenant's dashboard
  inviteTitle: 'Vos avis',
  /** Every review the tenant wrote, after their bookings (TenantReviewHistory.tsx). */
  writtenTitle: 'Les avis que vous avez laissés',
  invite: "Votre réservation à « {title} » est terminée : qu'en avez-vous pensé ?",
  /** A monthly rental still running: its review opens after its first month. */
  inviteOngoing: "Vous louez « {title} » depuis plus d'un mois : qu'en pensez-vous ?",
  yourRating: 'Votre avis : {n}/5',
  cancel: 'Annuler',
  saved: 'Votre avis est modifié.',
  // Errors
  failed: "Votre avis n'a pas pu être enregistré. Réessayez.",
  exists: 'Vous avez déjà laissé un avis pour cette réservation.',
  notEligible: "Cette réservation ne peut pas (ou plus) recevoir d'avis.",
  // The host's dashboard
  hostTitle: 'Avis sur vos espaces',
  hostEmpty: 'Aucun avis pour le moment.',
  hostEmptyBody: 'Les avis de vos locataires apparaîtront ici après leur séjour.',
  hostError: 'Impossible de charger les avis.',
  answerSubmit: 'Publier la réponse',
  answerSending: 'Publication…',
  answerSent: 'Votre réponse est publiée.',
  answerFailed: "Votre réponse n'a pas pu être publiée. Réessayez.",
  hiddenNote: 'Masqué par Maktabi : {reason}',
  onListing: 'Sur « {title} »',
  // The admin
  adminShow: 'Avis',
  adminTitle: 'Avis de « {title} »',
  adminEmpty: 'Aucun avis sur cette annonce.',
  adminError: 'Impossible de charger les avis de cette annonce.',
  hide: 'Masquer',
  hideReason: 'Raison du masquage',
  /** Under the reason: who reads it (the review-hidden notices). */
  hideReasonHint: "L'auteur de l'avis et l'hôte la liront dans leurs notifications.",
  hideReasonRequired: 'Raison requise',
  hideReasonMax: 'Maximum {max} caractères',
  hiding: 'Masquage…',
  hidden: "L'avis est masqué.",
} as const;
