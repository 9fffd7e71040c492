import { failureMessage } from '@/components/feedback';
import { adminText } from '@/i18n/fr/admin';
import { hostEditText } from '@/i18n/fr/hostEdit';
import { t } from '@/i18n/t';
import { isServiceError, type ServiceErrorCode } from '@/services';

/** French text for a failed unlock. */
export function unlockErrorMessage(e: unknown): string {
  if (isServiceError(e, 'admin/wrong-password')) return adminText.gate.wrongPassword;
  if (isServiceError(e, 'auth/too-many-requests')) return adminText.gate.tooManyAttempts;
  if (isServiceError(e, 'unavailable')) return adminText.gate.unavailable;
  return adminText.gate.failed;
}

/** French text for a failed "Valider" / "Refuser". */
export function decisionErrorMessage(e: unknown): string {
  if (isServiceError(e, 'booking/overlap-confirmed')) return adminText.pending.overlap;
  if (isServiceError(e, 'booking/days-blocked')) return adminText.pending.blocked;
  if (isServiceError(e, 'booking/expired')) return adminText.pending.expired;
  if (isServiceError(e, 'booking/invalid-state')) return adminText.pending.alreadyDecided;
  return adminErrorMessage(e);
}

/** French text for a failed cancellation of a confirmed booking (issue 15). */
export function cancelErrorMessage(e: unknown): string {
  if (isServiceError(e, 'booking/invalid-state')) return adminText.history.cancelStarted;
  return adminErrorMessage(e);
}

/**
 * French text for a refused end of a monthly rental: the day became too early (the page was
 * open past midnight: `earliest` is the first day it accepts), or the rental has an end already.
 */
export function endRentalErrorMessage(e: unknown, earliest: string): string {
  if (isServiceError(e, 'booking/end-too-early')) {
    return t(adminText.history.endTooEarly, { date: earliest });
  }
  if (isServiceError(e, 'booking/invalid-state')) return adminText.history.endNotEndable;
  return adminErrorMessage(e);
}

/**
 * A refused decision on a listing (« Approuver », « Suspendre », « Refuser », a revision's
 * « Valider » or « Refuser la modification »): its French text, and whether the tab must read
 * its list again — the host edited the listing since the tab drew it (listing/changed,
 * docs/decisions.md "The admin decides on what they read"). `own` is the call's own refusal.
 */
export function listingDecisionFailure(
  e: unknown,
  own?: { code: ServiceErrorCode; message: string },
): { message: string; stale: boolean } {
  if (isServiceError(e, 'listing/changed')) {
    return { message: hostEditText.adminListingChanged, stale: true };
  }
  if (own && isServiceError(e, own.code)) return { message: own.message, stale: false };
  return { message: adminErrorMessage(e), stale: false };
}

/** French text for any other failed admin call. */
export function adminErrorMessage(e: unknown): string {
  if (isServiceError(e, 'unavailable')) return adminText.errors.unavailable;
  if (isServiceError(e, 'permission-denied')) return adminText.errors.permissionDenied;
  if (isServiceError(e, 'not-found')) return adminText.errors.notFound;
  return failureMessage(e, adminText.errors.generic);
}
