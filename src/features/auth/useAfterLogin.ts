import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cachedProfileRole } from '@/hooks/AuthContext';

/** Redirect delay after login (spec §9). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** A booking's address (/bookings/{id}, nothing after it), which leads to its card. */
const BOOKING_LINK = new RegExp(`^${paths.booking('')}[^/?#]+$`);

/**
 * A host goes to their dashboard (spec §4): at the card or review the redirect names there
 * (a notification's e-mail opened signed out: /host/dashboard#review-…, or a booking's
 * /bookings/{id}, which goes on to its card there), else at its top.
 */
function hostTarget(redirect: string | null): string {
  const dashboard = paths.hostDashboard();
  return redirect !== null &&
    (redirect === dashboard || redirect.startsWith(`${dashboard}#`) || BOOKING_LINK.test(redirect))
    ? redirect
    : dashboard;
}

/**
 * Spec §4: after login or Google sign-in, wait 0.5 s, then go to /host/dashboard if the stored
 * profile role is host, otherwise to the redirect target (default /): a same-site path, as
 * readRedirect (src/config/paths.ts) reads it from the address.
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (redirect: string | null) => {
      window.setTimeout(() => {
        const role = cachedProfileRole();
        navigate(role === 'host' ? hostTarget(redirect) : (redirect ?? paths.home()), {
          replace: true,
        });
      }, LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
