/** Strings of the notifications bell and panel, and of the contacts shown after confirmation. */
import type { NotificationKind } from '@/domain/notifications';

export const notificationsText = {
  bell: 'Notifications',
  /**
   * The bell's name with its count: the badge's text ({n}, « 9+ » past 9, a string t cannot
   * agree with) is a word of it; one and many apart.
   */
  bellUnreadOne: 'Notifications : 1 non lue',
  bellUnread: 'Notifications : {n} non lues',
  panelTitle: 'Notifications',
  close: 'Fermer',
  loading: 'Chargement des notifications…',
  empty: 'Aucune notification pour le moment.',
  loadFailed: 'Impossible de charger vos notifications.',
  more: 'Voir plus',
  moreLoading: 'Chargement…',
  moreFailed: 'Impossible de charger la suite.',
  /**
   * An item new when the panel opened: the opening marks it read and clears the badge, so it is
   * « Nouvelle », not « Non lue » (a QA pass saw « Non lue » beside an empty badge).
   */
  unread: 'Nouvelle',
  /** Shown while unread ones are left beyond the pages read (opening reads each page shown). */
  markAll: 'Tout marquer comme lu',
  markAllPending: 'Marquage…',
  markAllDone: 'Toutes vos notifications sont lues.',
  markAllFailed: 'Impossible de tout marquer comme lu. Réessayez.',
  /** Under a refusal, a cancellation or a hidden review: the admin's words. */
  reason: 'Motif : {reason}',
  /**
   * `{title}`: the listing's title; `{month}`: a rental's month (2, 3, …). Tenant's text, or the
   * host's where it differs.
   */
  kinds: {
    'booking-requested': 'Nouvelle demande de réservation pour « {title} ».',
    'booking-confirmed': 'Votre réservation de « {title} » a été validée.',
    'booking-rejected': 'Votre réservation de « {title} » a été refusée.',
    'booking-cancelled': 'Le locataire a annulé sa demande pour « {title} ».',
    'booking-expired': 'Votre demande pour « {title} » a expiré sans validation.',
    'booking-withdrawn': 'Votre réservation de « {title} » a été annulée par Maktabi.',
    'booking-ended': 'La date de fin de votre location de « {title} » a été enregistrée.',
    'booking-invoiced':
      'La facture ou le reçu du {month}e mois de votre location de « {title} » est disponible.',
    'listing-approved': 'Votre annonce « {title} » a été approuvée.',
    'listing-suspended': 'Votre annonce « {title} » a été suspendue.',
    'listing-refused': "Votre annonce « {title} » n'a pas été validée.",
    'revision-approved': 'Les modifications de « {title} » ont été approuvées.',
    'revision-refused': 'Les modifications de « {title} » ont été refusées.',
    'review-posted': 'Nouvel avis sur « {title} ».',
    'review-answered': "L'hôte a répondu à votre avis sur « {title} ».",
    'review-hidden': 'Votre avis sur « {title} » a été masqué par Maktabi.',
    message: 'Nouveau message au sujet de « {title} ».',
  } satisfies Record<NotificationKind, string>,
  /**
   * booking-withdrawn naming the avoir its cancellation issued (since 7 December 2026; without a
   * document to cancel, or before, it says the words above): the tenant's, then the host's.
   */
  withdrawnAvoir: {
    tenant: 'Votre réservation de « {title} » a été annulée par Maktabi. Avoir émis : {number}.',
    host: 'La réservation de « {title} » a été annulée par Maktabi. Avoir émis : {number}.',
  },
  /** A request for several places of a shared space (`{places}`: 2 or more). */
  requestedPlaces: 'Nouvelle demande de réservation pour « {title} » ({places} places).',
  /** A message naming its sender (`{name}`: as the conversation names them). */
  messageFrom: '{name} vous a écrit au sujet de « {title} ».',
  hostKinds: {
    'booking-confirmed': 'La réservation de « {title} » a été validée.',
    'booking-rejected': 'La réservation de « {title} » a été refusée.',
    'booking-withdrawn': 'La réservation de « {title} » a été annulée par Maktabi.',
    'booking-ended': 'La date de fin de la location de « {title} » a été enregistrée.',
    'booking-invoiced':
      'La facture ou le reçu du {month}e mois de la location de « {title} » a été émis.',
    'review-hidden': 'Un avis sur « {title} » a été masqué par Maktabi.',
  } satisfies Partial<Record<NotificationKind, string>>,
  /**
   * booking-invoiced naming its document (its number, issued since 2 December 2026; an older
   * notice says « La facture ou le reçu » above): the tenant's, then the host's wording.
   */
  invoiced: {
    tenantFacture:
      'La facture {number} du {month}e mois de votre location de « {title} » est disponible.',
    tenantRecu:
      'Le reçu {number} du {month}e mois de votre location de « {title} » est disponible.',
    hostFacture: 'La facture {number} du {month}e mois de la location de « {title} » a été émise.',
    hostRecu: 'Le reçu {number} du {month}e mois de la location de « {title} » a été émis.',
  },
} as const;

export const contactsText = {
  title: 'Coordonnées',
  hostTitle: "Coordonnées de l'hôte",
  tenantTitle: 'Coordonnées du locataire',
  email: 'E-mail',
  phone: 'Téléphone',
  noPhone: 'Non renseigné',
  loading: 'Chargement des coordonnées…',
  failed: 'Impossible de charger les coordonnées.',
  missing: 'Coordonnées indisponibles pour cette réservation.',
  retry: 'Réessayer',
} as const;

export const mailOutboxText = {
  tab: 'E-mails',
  intro:
    "Les e-mails que l'extension « Trigger Email » enverrait, du plus récent au plus ancien, rendus avec les modèles du dépôt.",
  empty: 'Aucun e-mail pour le moment.',
  failed: 'Impossible de charger les e-mails.',
  more: 'Voir plus',
  moreLoading: 'Chargement…',
  moreFailed: 'Impossible de charger les e-mails suivants. Réessayez avec « Voir plus ».',
  recipient: 'Destinataire',
  template: 'Modèle',
  createdAt: 'Créé le',
  subject: 'Objet',
  text: 'Texte',
  html: 'Aperçu HTML',
  unknownTemplate: 'Modèle inconnu : {name}',
  previewTitle: "Aperçu HTML de l'e-mail {id}",
} as const;
