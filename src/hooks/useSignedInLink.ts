import { useCallback, useContext } from 'react';
import { paths } from '@/config/paths';
import { AuthContext } from './AuthContext';

/** The addresses of a link to create a host account (« Devenir hôte », « Créer un compte hôte »). */
const HOST_SIGNUP = new Set<string>([paths.signup({ role: 'host' }), paths.registerHost()]);

/**
 * Where a link leads the person signed in: a link to create a host account takes a signed-in
 * host, who has one, where hosting happens (their dashboard) instead of to a sign-up page they
 * cannot use. Every other address, and every address for anyone else, is left as it is (a
 * signed-in tenant is told on the sign-up page why a host account is another account:
 * src/app/guards.tsx). Outside the auth provider (a page rendered on its own in a test), or at
 * build time (src/prerender/render.tsx), the reader is a visitor.
 */
export function useSignedInLink(): (to: string) => string {
  const auth = useContext(AuthContext);
  const host = auth?.user != null && auth.profile?.role === 'host';
  return useCallback(
    (to: string) => (host && HOST_SIGNUP.has(to) ? paths.hostDashboard() : to),
    [host],
  );
}
