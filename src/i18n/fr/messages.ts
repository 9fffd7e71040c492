/**
 * Strings of the messages feature (issue 14): the inbox, a conversation. Only its pages load
 * them; the nav link's are in ./messagesNav.ts, the links to a conversation from a listing, a
 * booking and the host's dashboard in ./messagesContact.ts.
 */

export const messagesText = {
  inbox: {
    title: 'Messages',
    metaDescription: 'Vos conversations avec les hôtes et les locataires de Maktabi.',
    /** Said to a tenant; a host reads hostIntro (their correspondents are tenants). */
    intro: 'Vos échanges avec les hôtes, du plus récent au plus ancien.',
    hostIntro: 'Vos échanges avec les locataires, du plus récent au plus ancien.',
    emptyTitle: 'Aucune conversation pour le moment',
    emptyBody: "Posez une question à un hôte depuis la page d'un bureau avec « Contacter l'hôte ».",
    hostEmptyBody:
      'Les questions des locataires sur vos bureaux apparaîtront ici. Pour écrire à un locataire qui a réservé, utilisez « Écrire au locataire » sur sa réservation.',
    searchLink: 'Rechercher un bureau',
    loadError: 'Impossible de charger vos conversations.',
    loadMore: 'Voir plus',
    loadingMore: 'Chargement…',
    loadMoreError: 'Impossible de charger la suite. Réessayez.',
    unread: 'Non lu',
    you: 'Vous : ',
    with: 'Avec {name}',
  },
  conversation: {
    back: 'Tous les messages',
    metaTitle: 'Conversation',
    with: 'Avec {name}',
    /** Before the listing's title (a link): "de" would need an elision before a vowel. */
    about: 'Annonce :',
    bookingStatus: 'Votre réservation :',
    hostBookingStatus: 'Réservation de ce locataire :',
    loadError: 'Impossible de charger cette conversation.',
    notFoundTitle: 'Conversation introuvable',
    notFoundBody: "Cette conversation n'existe pas ou ne vous concerne pas.",
    listingUnavailable: 'Ce bureau ne peut pas être contacté pour le moment.',
    newConversation: "Écrivez votre premier message à l'hôte.",
    newHostConversation:
      'Écrivez votre premier message au locataire : il le recevra dans ses messages, avec une notification.',
    older: 'Messages précédents',
    olderError: 'Impossible de charger les messages précédents. Réessayez.',
    messagesLabel: 'Messages de la conversation',
    /** Before each of the reader's own messages, for screen readers (never shown). */
    you: 'Vous : ',
    /** Said by screen readers when the polling brings messages (never shown). */
    received: 'Nouveau message de {name} : {text}',
    receivedMany: '{n} nouveaux messages de {name}. Le dernier : {text}',
    sent: 'Message envoyé.',
  },
  composer: {
    label: 'Votre message',
    placeholder: 'Écrivez votre message…',
    hint: 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
    /** On a touch screen, whose keyboard has no Maj + Entrée: the return key goes to the line. */
    hintTouch: 'Touchez « Envoyer » pour envoyer ; la touche Entrée va à la ligne.',
    /** "12 / 2 000" */
    counter: '{count} / {max}',
    send: 'Envoyer',
    sending: 'Envoi…',
    empty: "Écrivez un message avant d'envoyer.",
    tooLong: 'Votre message dépasse {max} caractères.',
    failed: "Votre message n'a pas pu être envoyé. Il est conservé : réessayez.",
    denied: 'Vous ne pouvez pas écrire dans cette conversation.',
    ownListing: 'Vous ne pouvez pas vous écrire à vous-même.',
    notTenant: 'Seul un compte locataire peut contacter un hôte.',
    unavailable: 'Ce bureau ne peut pas être contacté pour le moment.',
  },
};
