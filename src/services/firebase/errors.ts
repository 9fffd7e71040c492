import { ServiceError, type ServiceErrorCode } from '../types';

const AUTH_CODES: Record<string, ServiceErrorCode> = {
  'auth/invalid-credential': 'auth/invalid-credentials',
  'auth/invalid-login-credentials': 'auth/invalid-credentials',
  'auth/wrong-password': 'auth/invalid-credentials',
  'auth/user-not-found': 'auth/invalid-credentials',
  'auth/invalid-email': 'auth/invalid-credentials',
  'auth/email-already-in-use': 'auth/email-already-in-use',
  'auth/weak-password': 'auth/weak-password',
  'auth/popup-closed-by-user': 'auth/popup-failed',
  'auth/popup-blocked': 'auth/popup-failed',
  'auth/cancelled-popup-request': 'auth/popup-failed',
  'auth/too-many-requests': 'auth/too-many-requests',
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  unavailable: 'unavailable',
  'auth/network-request-failed': 'unavailable',
  'storage/unauthorized': 'permission-denied',
  'storage/canceled': 'upload/failed',
  'storage/unknown': 'upload/failed',
  'storage/retry-limit-exceeded': 'upload/failed',
};

/** Firebase errors -> the shared ServiceError codes (ServiceErrors pass through). */
export function toServiceError(e: unknown, fallback: ServiceErrorCode = 'unknown'): ServiceError {
  if (e instanceof ServiceError) return e;
  const code = (e as { code?: string } | null)?.code ?? '';
  return new ServiceError(AUTH_CODES[code] ?? fallback, code || String(e), { cause: e });
}

export async function mapErrors<T>(fn: () => Promise<T>, fallback?: ServiceErrorCode): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw toServiceError(e, fallback);
  }
}
