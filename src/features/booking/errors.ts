import { MAX_REQUESTS_PER_WINDOW } from '@/domain/holdQuota';
import { bookingText } from '@/i18n/fr/booking';
import { t } from '@/i18n/t';
import { isServiceError } from '@/services';

const m = bookingText.errors;

/** The French message for a failed booking request (ServiceError codes of src/services). */
export function bookingErrorMessage(e: unknown): string {
  if (!isServiceError(e)) return m.generic;
  switch (e.code) {
    case 'booking/dates-taken':
      return m.datesTaken;
    case 'booking/too-many-requests':
      return t(m.tooManyRequests, { max: MAX_REQUESTS_PER_WINDOW });
    case 'booking/own-listing':
      return m.ownListing;
    case 'permission-denied':
      return m.notTenant;
    case 'not-found':
      return m.notFound;
    case 'invalid-argument':
      return m.invalid;
    case 'booking/invalid-state':
    case 'booking/expired':
      return m.invalidState;
    case 'unavailable':
      return m.network;
    default:
      return m.generic;
  }
}
