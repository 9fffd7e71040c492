import { bookingText } from '@/i18n/fr/booking';
import { common } from '@/i18n/fr/common';
import { isServiceError } from '@/services';

const m = bookingText.errors;

/** The French message for a failed booking request (ServiceError codes of src/services). */
export function bookingErrorMessage(e: unknown): string {
  if (!isServiceError(e)) return m.generic;
  switch (e.code) {
    case 'booking/dates-taken':
      return m.datesTaken;
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
    case 'storage/full':
      return common.storageFull;
    default:
      return m.generic;
  }
}
