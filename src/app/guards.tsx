import { useEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { paths, readRedirect } from '@/config/paths';
import { lazyRetry } from '@/lib/lazyRetry';
import { MAIN_ID } from './layout/ScrollRestoration';
import type { RoleRefusedState } from './layout/RoleRefusedNotice';
import { SESSION_ENDED } from '@/features/auth/sessionEnded';

/**
 * Spec §6: a signed-in user is required, otherwise /login?redirect={current path};
 * with a required role and a different profile role, back to /.
 */
export function RequireAuth({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, profile, signedOut } = useAuth();
  const location = useLocation();
  // whether this page was open to a signed-in user: its session ending elsewhere (another tab
  // signed out) is then said on the sign-in page it goes to
  const [hadUser, setHadUser] = useState(user !== null);
  if (user && !hadUser) setHadUser(true);
  // Logging out from a guarded page returns to / (spec §6), not to the login page.
  if (!user && signedOut) return <Navigate to={paths.home()} replace />;
  if (!user) {
    // (with its anchor: a notification's e-mail leads to a card, /host/dashboard#booking-…)
    const current = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate
        to={paths.login({ redirect: current })}
        replace
        state={hadUser ? SESSION_ENDED : undefined}
      />
    );
  }
  if (role && profile?.role !== role) {
    // said there by RoleRefusedNotice (./layout/RoleRefusedNotice.tsx)
    const state: RoleRefusedState = { roleRefused: role };
    return <Navigate to={paths.home()} replace state={state} />;
  }
  return <>{children}</>;
}

/**
 * The sign-in page is for signed-out visitors: someone who arrives there signed in is sent on,
 * without a word (what they came to do is done), to the page named by ?redirect=, otherwise
 * their dashboard. (The sign-up pages have their own guard: SignUpGuard below.) Whoever signs
 * in ON the page stays until the page itself moves on (spec §4's half-second redirect): only
 * the user present when the page opened counts.
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

/** The notice of a sign-up page opened signed in: its own chunk, few people ever see it. */
const SignedInNotice = lazyRetry(() => import('@/features/auth/components/SignedInNotice'));

/** The role of the account a sign-up page creates: null where the visitor chooses (/signup). */
function signUpRole({ pathname, search }: { pathname: string; search: string }): Role | null {
  if (matchPath(paths.registerHost(), pathname)) return 'host';
  if (matchPath(paths.registerTenant(), pathname)) return 'tenant';
  const role = new URLSearchParams(search).get('role');
  return role === 'host' || role === 'tenant' ? role : null;
}

/**
 * The sign-up pages (/signup, /register-host, /register-tenant) are for signed-out visitors too,
 * but someone who arrives signed in is not sent away without a word. An account has one role,
 * and no switching it:
 * - with a `?redirect=`, they go on to it, as from the sign-in page (they are signed in);
 * - a host asking for a host account, or for any (/signup), has one: to the host dashboard,
 *   where hosting happens (the links « Devenir hôte » already lead a host there:
 *   src/hooks/useSignedInLink.ts);
 * - anyone else (a tenant, a host asking for a tenant account) is told with which account they
 *   are signed in and that another account is created signed out: a button signs them out, and
 *   the page's own form then shows at the same address (the keyboard focus on the page, as a
 *   change of page puts it), or a link takes them back to their dashboard.
 * As for the sign-in page, whoever signs up ON the page stays until the page moves on.
 */
export function SignUpGuard({ children }: { children: ReactNode }) {
  const { user, profile } = useAuth();
  const location = useLocation();
  const [arrival, setArrival] = useState<'signedIn' | 'signedOutHere' | 'signedOut'>(
    user === null ? 'signedOut' : 'signedIn',
  );
  // signed out on the notice: from now on the page is a visitor's (their sign-up stays on it)
  if (arrival === 'signedIn' && user === null) setArrival('signedOutHere');
  useEffect(() => {
    // the notice's button is gone with it: the focus goes to the page, not to <body>
    if (arrival === 'signedOutHere')
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [arrival]);
  if (arrival === 'signedIn' && user) {
    const redirect = readRedirect(location.search);
    if (redirect) return <Navigate to={redirect} replace />;
    const account: Role = profile?.role === 'host' ? 'host' : 'tenant';
    const wanted = signUpRole(location);
    if (account === 'host' && wanted !== 'tenant')
      return <Navigate to={paths.hostDashboard()} replace />;
    return <SignedInNotice account={account} wanted={wanted} />;
  }
  return <>{children}</>;
}
