/**
 * The links to a conversation that other pages show (issue 14): « Contacter l'hôte » on a
 * listing, « Écrire à l'hôte » and « Écrire au locataire » on a booking, the host's inbox card.
 * Apart from ./messages.ts, so that a listing's page does not load the messages' pages' texts.
 */
export const messagesContact = {
  button: "Contacter l'hôte",
  fromBooking: "Écrire à l'hôte",
  /** After fromBooking, for screen readers: which listing, among a list of bookings. */
  fromBookingFor: '« {title} »',
  toTenant: 'Écrire au locataire',
  /** After toTenant, for screen readers: whom and which listing, among a list of bookings. */
  toTenantFor: '{name}, « {title} »',
  hostInbox: 'Vos messages',
  hostInboxBody:
    'Répondez aux questions des locataires sur vos bureaux. Pour écrire à un locataire qui a réservé, utilisez « Écrire au locataire » sur sa réservation.',
  hostInboxLink: 'Ouvrir la messagerie',
};
