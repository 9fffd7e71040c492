/**
 * Strings of listing edits (issue 13): the edit page (/host/listings/{id}/edit), the host
 * dashboard's Modifier / Mettre en pause / Réactiver, the paused listing page, and the
 * admin's review of a revision (before / after) in the Bureaux tab.
 */
import type { ListingEdit } from '@/domain/types';

export const hostEditText = {
  // ---- Edit page -----------------------------------------------------------------------------
  title: 'Modifier mon bureau',
  description: 'Modifiez les informations de votre bureau.',
  intro:
    "Les prix, détails, équipements et la durée minimale changent dès l'enregistrement. Pour un bureau en ligne, le titre, la description, les photos et l'adresse sont d'abord vérifiés par l'administrateur : la version actuelle reste visible en attendant.",
  introUnapproved:
    "Ce bureau n'est pas en ligne : toutes vos modifications sont enregistrées telles quelles et seront vérifiées avec le reste de l'annonce.",
  submit: 'Enregistrer les modifications',
  submitting: 'Enregistrement…',
  saved: 'Modifications enregistrées',
  savedRevision:
    "Modifications enregistrées. Le nouveau titre, la description, les photos ou l'adresse attendent la validation de l'administrateur.",
  // The admin refused this listing (never approved): why, and how to submit it again
  refusedTitle: "L'administrateur n'a pas validé ce bureau",
  refusedOn: 'Refusé le {date}',
  refusedReason: 'Motif : {reason}',
  refusedBody:
    'Corrigez ce qui est demandé puis enregistrez : votre bureau sera de nouveau soumis à validation.',
  savedResubmitted:
    "Modifications enregistrées : votre bureau est de nouveau soumis à validation. Il sera visible dès que l'administrateur l'aura validé.",
  revisionPendingTitle: 'Modification en attente de validation',
  revisionPendingBody:
    "Vous avez proposé le {date} un nouveau contenu public (titre, description, photos ou adresse). Le formulaire le montre ; les locataires voient la version validée jusqu'à la décision de l'administrateur. Vous pouvez encore modifier les autres champs, ou remplacer votre proposition.",
  loading: 'Chargement du bureau…',
  loadError: 'Impossible de charger ce bureau. Vérifiez votre connexion et réessayez.',
  notFoundTitle: 'Bureau introuvable',
  notFoundBody:
    "Ce bureau n'existe pas ou ne vous appartient pas : seul son hôte peut le modifier.",
  backToDashboard: 'Retour au tableau de bord',
  failSave: "L'enregistrement des modifications a échoué. Vos saisies sont conservées : réessayez.",
  failPermission:
    'Ces modifications ont été refusées. Vérifiez que vous êtes connecté avec le compte hôte de ce bureau.',
  stepUploading: 'Envoi des nouvelles photos',
  stepSaving: 'Enregistrement des modifications…',
  failUpload:
    "L'envoi des nouvelles photos a échoué. Rien n'a été modifié ; vos saisies et vos photos sont conservées : réessayez.",
  retry: "Réessayer l'enregistrement",
  // Saved elsewhere since the form was opened (src/domain/listingEdit editedFields)
  conflictTitle: 'Ce bureau a changé depuis que vous avez ouvert ce formulaire',
  conflictBody:
    "Il a été enregistré ailleurs entre-temps (dans un autre onglet ou sur un autre appareil), ou l'administrateur a refusé votre bureau ou votre modification en attente. Vos modifications n'ont pas été enregistrées, mais elles restent dans le formulaire.",
  conflictFields: 'Changé depuis : {fields}.',
  conflictKeepMine: 'Enregistrer ma version quand même',
  conflictReload: 'Abandonner mes modifications et charger la dernière version',
  conflictReloaded: 'Dernière version chargée : vous pouvez reprendre vos modifications.',
  /** The fields a save from elsewhere changed, named as the form does, in its order. */
  conflictFieldNames: {
    title: 'titre',
    description: 'description',
    spaceType: "type d'espace",
    customSpaceType: "type d'espace précisé",
    location: 'adresse',
    area: 'superficie',
    floor: 'étage',
    workstations: 'postes de travail',
    places: 'places par jour',
    internetType: 'connexion internet',
    minimumDuration: 'durée minimum',
    hasElevator: 'ascenseur',
    isAccessible: 'accessibilité',
    parking: 'parking',
    pricePerDay: 'prix par jour',
    pricePerMonth: 'prix par mois',
    amenities: 'équipements',
    additionalEquipment: 'équipements supplémentaires',
    photos: 'photos',
  } satisfies Record<keyof ListingEdit, string>,
  // Fewer places than already booked (src/domain/availability busiestDay)
  placesBelowBooked:
    '{n} places sont déjà réservées le {date} : gardez au moins {n} places tant que ces réservations courent.',
  privateBelowBooked:
    '{n} places sont déjà réservées le {date} : cet espace ne peut pas devenir privé (1 place par jour) tant que ces réservations courent.',
  bookingsCheckFailed:
    'Impossible de vérifier les réservations de ce bureau avant de réduire ses places. Vérifiez votre connexion et réessayez.',
  // Photos: order (the first one is the cover)
  photoMoveEarlier: 'Avancer la photo {n}',
  photoMoveLater: 'Reculer la photo {n}',
  /** Said (politely) once a photo has moved: the focus stays on its arrow, whose name changes. */
  photoMoved: 'Photo déplacée en position {n} sur {total}.',
  photoMovedFirst: "Photo déplacée en position 1 sur {total} : c'est la photo principale.",
  photoStoredName: 'photo enregistrée',
  /** Under the photos hint, which already says the first is the cover. */
  photosOrderHint: "Changez l'ordre des photos avec les flèches.",

  // ---- Host dashboard --------------------------------------------------------------------------
  edit: 'Modifier',
  pause: 'Mettre en pause',
  resume: 'Réactiver',
  paused: 'En pause',
  revisionBadge: 'Modification en attente de validation',
  refusedBadge: 'Refusé',
  refusedCardHint: 'Modifiez-la puis enregistrez pour la soumettre de nouveau.',
  pausedToast: "Annonce mise en pause : elle n'apparaît plus dans la recherche.",
  resumedToast: 'Annonce réactivée : elle apparaît de nouveau dans la recherche.',
  /** The same, for a listing not validated (waiting, refused or suspended): not in search yet. */
  pausedWaitingToast:
    "Annonce mise en pause : même validée, elle n'apparaîtra pas dans la recherche avant que vous la réactiviez.",
  resumedWaitingToast: 'Annonce réactivée : elle apparaîtra dans la recherche dès sa validation.',
  /** The same, for a listing the admin refused: to be corrected first. */
  pausedRefusedToast:
    "Annonce mise en pause : une fois corrigée et validée, elle n'apparaîtra pas dans la recherche avant que vous la réactiviez.",
  resumedRefusedToast:
    'Annonce réactivée : elle apparaîtra dans la recherche une fois corrigée et validée.',
  pauseError: "Le changement n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.",

  // ---- Listing page ----------------------------------------------------------------------------
  listingPausedTitle: 'Bureau en pause',
  listingPausedBody:
    "Son hôte ne prend pas de nouvelle réservation pour le moment. Revenez plus tard ou découvrez d'autres bureaux.",
  bookingPaused:
    'Ce bureau est en pause : son hôte ne prend pas de nouvelle réservation pour le moment.',
  /**
   * Its host on the page of their own listing, above its title: what others do not see of it
   * (a QA pass found nothing there said a pause or an edit waiting).
   */
  ownerPausedTitle: 'Votre annonce est en pause',
  ownerPausedBody:
    "Elle n'apparaît pas dans la recherche et ne prend pas de nouvelle réservation. Réactivez-la depuis votre tableau de bord.",
  ownerRevisionTitle: 'Modification en attente de validation',
  ownerRevisionBody:
    "Cette page montre la version en ligne. Votre nouveau titre, la description, les photos ou l'adresse y paraîtront une fois validés par l'administrateur.",
  ownerDashboardLink: 'Gérer mes annonces',

  // ---- Admin: Bureaux tab ----------------------------------------------------------------------
  adminRevisionBadge: 'Modification à valider',
  adminRevisionTitle: 'Modification proposée le {date}',
  adminRevisionIntro:
    "La version actuelle reste en ligne jusqu'à votre décision. Seuls les champs modifiés sont listés.",
  adminBefore: 'Actuellement en ligne',
  adminAfter: "Proposé par l'hôte",
  adminFieldTitle: 'Titre',
  adminFieldDescription: 'Description',
  adminFieldAddress: 'Adresse',
  adminFieldPhotos: 'Photos',
  adminPhotosCount: '{n} photo(s)',
  adminPhotoAlt: 'Photo {n} ({which})',
  adminUnchanged: 'Aucun changement visible (même contenu).',
  adminApproveRevision: 'Valider la modification',
  adminRefuseRevision: 'Refuser la modification',
  adminRevisionApproved: 'Modification validée : le nouveau contenu est en ligne.',
  adminRevisionRefused: 'Modification refusée : la version actuelle reste en ligne.',
  adminRevisionGone: "Cette modification a déjà été traitée ou retirée par l'hôte.",
  // Refusing a new listing (never approved): a reason is required, its host reads it
  adminRefuseListing: 'Refuser',
  adminListingRefusalReason: 'Motif du refus',
  adminListingRefusalHint:
    "L'hôte le lira sur son tableau de bord et dans ses notifications. {count} / {max}",
  adminListingRefusalRequired: "Indiquez le motif du refus : l'hôte saura quoi corriger.",
  adminListingRefused: "Bureau refusé : l'hôte est prévenu, avec votre motif.",
  adminListingRefusedOn: 'Refusé le {date}',
  /** A listing waiting again after its host saved it: the refusal it answered. */
  adminListingResubmitted: "Refusé le {date}, puis modifié et soumis de nouveau par l'hôte",
  adminListingPreviousReason: 'Motif donné : {reason}',
  /** A decision refused because the host edited the listing while the admin read it. */
  adminListingChanged:
    'Son hôte vient de modifier ce bureau : sa version à jour est affichée. Relisez-la avant de décider.',
  adminListingNotWaiting:
    "Ce bureau n'attend plus de décision : il a été validé ou refusé entre-temps, dans un autre onglet.",
  // Refusing with a reason (its host reads it in the notification)
  adminRefusalReason: 'Motif du refus (facultatif)',
  adminRefusalHint: "L'hôte le lira dans ses notifications. {count} / {max}",
  adminRefusalTooLong: 'Le motif ne doit pas dépasser {max} caractères.',
  adminRefusalConfirm: 'Confirmer le refus',
  adminRefusalCancel: 'Annuler',
} as const;
