import { failureMessage } from '@/components/feedback';
import { authText } from '@/i18n/fr/auth';
import { isServiceError } from '@/services';

/**
 * The toast of a failed sign-in (`fallback`: the spec's message for the method used): the
 * administrator's account is refused on the main app and told where it may sign in; a full
 * browser storage (demo backend) says so.
 */
export function loginErrorMessage(e: unknown, fallback: string): string {
  return isServiceError(e, 'auth/admin-account')
    ? authText.adminAccount
    : failureMessage(e, fallback);
}

/** A field-level explanation for a failed sign-up, shown under the e-mail field. */
export function signupFieldError(e: unknown): string | null {
  return isServiceError(e, 'auth/email-already-in-use') ? authText.emailInUse : null;
}
