import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { paths, readRedirect } from '@/config/paths';

/**
 * Spec §6: a signed-in user is required, otherwise /login?redirect={current path};
 * with a required role and a different profile role, back to /.
 */
export function RequireAuth({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, profile, signedOut } = useAuth();
  const location = useLocation();
  // Logging out from a guarded page returns to / (spec §6), not to the login page.
  if (!user && signedOut) return <Navigate to={paths.home()} replace />;
  if (!user) {
    // (with its anchor: a notification's e-mail leads to a card, /host/dashboard#booking-…)
    const current = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login({ redirect: current })} replace />;
  }
  if (role && profile?.role !== role) return <Navigate to={paths.home()} replace />;
  return <>{children}</>;
}

/**
 * The sign-in and sign-up pages are for signed-out visitors: someone who arrives there signed
 * in is sent on (to the page named by ?redirect=, otherwise their dashboard) instead of
 * creating a second account. Whoever signs in ON the page stays until the page itself moves on
 * (spec §4's half-second redirect): only the user present when the page opened counts.
 */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { user, profile } = useAuth();
  const location = useLocation();
  const arrivedSignedIn = useRef(user !== null).current;
  if (arrivedSignedIn && user) {
    const target =
      readRedirect(location.search) ??
      (profile?.role === 'host' ? paths.hostDashboard() : paths.dashboard());
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}
