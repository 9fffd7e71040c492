/**
 * A guarded page whose session ended while it was open (signed out in another tab) sends its
 * visitor to the sign-in page with this history state (src/app/guards.tsx RequireAuth), and the
 * sign-in page says why they are there (src/pages/auth/LoginPage.tsx).
 */
export interface SessionEndedState {
  sessionEnded: true;
}

export const SESSION_ENDED: SessionEndedState = { sessionEnded: true };

/** Whether a location's state is SESSION_ENDED's. */
export function isSessionEnded(state: unknown): boolean {
  return (
    state !== null &&
    typeof state === 'object' &&
    (state as Partial<SessionEndedState>).sessionEnded === true
  );
}
