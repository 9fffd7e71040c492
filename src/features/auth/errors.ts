import { authText } from '@/i18n/fr/auth';
import { isServiceError } from '@/services';

/** A field-level explanation for a failed sign-up, shown under the e-mail field. */
export function signupFieldError(e: unknown): string | null {
  return isServiceError(e, 'auth/email-already-in-use') ? authText.emailInUse : null;
}
