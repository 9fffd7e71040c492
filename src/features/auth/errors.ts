import { failureMessage } from '@/components/feedback';
import { authText } from '@/i18n/fr/auth';
import { isServiceError } from '@/services';

/**
 * The toast of a failed sign-in (`fallback`: the spec's message for the method used): the
 * administrator's account is refused on the main app and told where it may sign in; a full
 * browser storage (demo backend) says so; so do too many attempts, and a network that does not
 * answer (Firebase's auth/network-request-failed): « Email ou mot de passe incorrect » told an
 * offline user their password was wrong (QA, 7 December 2026).
 */
export function loginErrorMessage(e: unknown, fallback: string): string {
  if (isServiceError(e, 'auth/admin-account')) return authText.adminAccount;
  if (isServiceError(e, 'auth/too-many-requests')) return authText.tooManyRequests;
  if (isServiceError(e, 'unavailable')) return authText.unavailable;
  return failureMessage(e, fallback);
}

/** A field-level explanation for a failed sign-up, shown under the e-mail field. */
export function signupFieldError(e: unknown): string | null {
  return isServiceError(e, 'auth/email-already-in-use') ? authText.emailInUse : null;
}

/**
 * The type of the e-mail field's error when the e-mail already has an account: the form then
 * offers to sign in with it instead (SignInInsteadLink).
 */
export const EMAIL_IN_USE = 'emailInUse';

/**
 * The one toast of a sign-up's outcome (the sign-up pages, the booking panel's quick sign-up):
 * each attempt replaces the last one's, as the sign-in page does.
 */
export const SIGNUP_OUTCOME = { id: 'signup-outcome' } as const;

/**
 * What a failed sign-up says: one toast, the spec's « Erreur lors de la création du compte »
 * (§8) unless the app knows better (too many attempts, the demo's full storage), each attempt's
 * replacing the last (SIGNUP_OUTCOME); and for an e-mail that already has an account, the reason
 * under the e-mail field, where the form offers to sign in with it instead (SignInInsteadLink):
 * the QA pass saw the two messages and no way to go on.
 */
export function signupFailure(e: unknown): { toast: string; emailError: string | null } {
  const emailError = signupFieldError(e);
  if (emailError) return { toast: authText.signupFailed, emailError };
  if (isServiceError(e, 'auth/too-many-requests')) {
    return { toast: authText.tooManyRequests, emailError: null };
  }
  return { toast: failureMessage(e, authText.signupFailed), emailError: null };
}
