/**
 * The one place the app logs a failure (docs/decisions.md#quiet-console). An expected business
 * refusal — dates taken, e-mail in use, wrong password… — is a normal outcome the screen
 * already explains in French: it is not logged. Anything else (a refusal by the rules, the
 * network, a bug, an error that is not a ServiceError) goes to console.error with its stack.
 */
import { isServiceError, type ServiceErrorCode } from '@/services';

/** The families of codes that are business outcomes (src/services/types.ts ServiceErrorCode). */
const EXPECTED_FAMILIES = [
  'auth/',
  'booking/',
  'calendar/',
  'listing/',
  'admin/',
  'message/',
  'review/',
] as const;

/**
 * Codes outside those families that are expected too: the input was refused, the document is
 * gone, the demo's storage is full. Still logged: permission-denied (the rules said no: a bug
 * or an attack), unavailable, upload/failed and unknown.
 */
const EXPECTED_CODES: ReadonlySet<ServiceErrorCode> = new Set<ServiceErrorCode>([
  'invalid-argument',
  'not-found',
  'storage/full',
]);

/** Whether `e` is a business refusal the screen explains (and the console need not show). */
export function isExpectedError(e: unknown): boolean {
  if (!isServiceError(e)) return false;
  return EXPECTED_CODES.has(e.code) || EXPECTED_FAMILIES.some((f) => e.code.startsWith(f));
}

/** Logs `e` (with what was being done, when given) unless it is an expected refusal. */
export function reportError(e: unknown, context?: string): void {
  if (isExpectedError(e)) return;
  if (context === undefined) console.error(e);
  else console.error(context, e);
}
