/**
 * The e-mail typed on the sign-in page follows « Mot de passe oublié ? » to the reset form, and
 * back: in the history entry's state, not in the address (an address is kept in the history, in
 * logs, in a shared link). What is not a plausible e-mail's length is dropped.
 */
export interface TypedEmailState {
  email: string;
}

/** The state of a link that carries `email`. */
export function typedEmailState(email: string | undefined): TypedEmailState {
  return { email: (email ?? '').trim() };
}

/** The e-mail a link brought (a history entry's state), or ''. */
export function typedEmailOf(state: unknown): string {
  const email =
    state !== null && typeof state === 'object' ? (state as { email?: unknown }).email : null;
  return typeof email === 'string' && email.length <= 254 ? email : '';
}
