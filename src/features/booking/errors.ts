import { formatDateTime } from '@/domain/format';
import { MAX_REQUESTS_PER_WINDOW } from '@/domain/holdQuota';
import { bookingText } from '@/i18n/fr/booking';
import { common } from '@/i18n/fr/common';
import { hostEditText } from '@/i18n/fr/hostEdit';
import { t } from '@/i18n/t';
import { isServiceError } from '@/services';

const m = bookingText.errors;

/**
 * The French message for a failed booking request (ServiceError codes of src/services): each
 * refusal the backend explains gets its own message; a bare refusal (permission-denied, the
 * rules said no without saying why) gets a general one, never a reason that may be wrong.
 */
export function bookingErrorMessage(e: unknown): string {
  if (!isServiceError(e)) return m.generic;
  switch (e.code) {
    case 'booking/dates-taken':
      return m.datesTaken;
    case 'booking/too-many-requests':
      return e.retryAt
        ? t(m.tooManyRequestsUntil, {
            max: MAX_REQUESTS_PER_WINDOW,
            date: formatDateTime(e.retryAt),
          })
        : t(m.tooManyRequests, { max: MAX_REQUESTS_PER_WINDOW });
    case 'booking/own-listing':
      return m.ownListing;
    case 'booking/listing-paused':
      return hostEditText.bookingPaused;
    case 'booking/price-changed':
      return m.priceChangedReload;
    case 'booking/not-tenant':
      return m.notTenant;
    case 'permission-denied':
      return m.refused;
    case 'not-found':
      return m.notFound;
    case 'invalid-argument':
      return m.invalid;
    case 'booking/overlap-confirmed':
    case 'booking/days-blocked':
      return m.datesTaken;
    case 'booking/invalid-state':
    case 'booking/expired':
      return m.stale;
    case 'unavailable':
      return m.network;
    case 'storage/full':
      return common.storageFull;
    default:
      return m.generic;
  }
}
