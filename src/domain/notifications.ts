/**
 * Notifications in the app and by e-mail (issue 14, the contract shared by the two branches in
 * docs/decisions.md). A notification is users/{uid}/notifications/{id}; an e-mail is a
 * mail/{id} document of the "Trigger Email from Firestore" extension, its template named after
 * the notification's kind.
 */

export type NotificationKind =
  | 'booking-requested'
  | 'booking-confirmed'
  | 'booking-rejected'
  | 'booking-cancelled'
  | 'booking-expired'
  | 'listing-approved'
  | 'listing-suspended'
  | 'revision-approved'
  | 'revision-refused'
  | 'message';

/** One e-mail template per kind of notification, under the same names. */
export type MailTemplate = NotificationKind;

/** The kind 'message': one per conversation and recipient, id `message_${conversationId}`. */
export interface MessageNotification {
  kind: 'message';
  createdAt: Date;
  read: boolean;
  listingId: string;
  listingTitle: string;
  conversationId: string;
}

/** The id of the 'message' notification of a conversation (set again by every message). */
export const messageNotificationId = (conversationId: string) => `message_${conversationId}`;
