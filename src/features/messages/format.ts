/** Display helpers of the messages feature. */
import { isServiceError } from '@/services';
import { failureMessage } from '@/components/feedback';
import { messagesText } from '@/i18n/fr/messages';
import { lazyFrenchDateFormat } from '@/domain/intl';

const dateTime = lazyFrenchDateFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Casablanca',
});

/** "3 mars, 14:05" (Morocco's time). */
export function formatMessageTime(date: Date): string {
  return dateTime().format(date);
}

const c = messagesText.composer;

/** What a failed send says, in French (the text typed stays in the box). */
export function sendErrorMessage(e: unknown): string {
  if (isServiceError(e, 'invalid-argument')) return c.empty;
  if (isServiceError(e, 'message/own-listing')) return c.ownListing;
  if (isServiceError(e, 'message/not-tenant')) return c.notTenant;
  if (isServiceError(e, 'not-found')) return c.unavailable;
  if (isServiceError(e, 'permission-denied')) return c.denied;
  return failureMessage(e, c.failed);
}
