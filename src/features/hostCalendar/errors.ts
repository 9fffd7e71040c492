import { failureMessage } from '@/components/feedback';
import { calendarText } from '@/i18n/fr/calendar';
import { isServiceError } from '@/services';

const c = calendarText.host;

/** The French message for a failed block or unblock (ServiceError codes of src/services). */
export function calendarErrorMessage(e: unknown, action: 'block' | 'unblock'): string {
  if (isServiceError(e, 'calendar/day-confirmed')) return c.dayConfirmed;
  if (isServiceError(e, 'calendar/day-past')) return c.dayPast;
  if (isServiceError(e, 'permission-denied')) return c.forbidden;
  return failureMessage(e, action === 'block' ? c.blockFailed : c.unblockFailed);
}
