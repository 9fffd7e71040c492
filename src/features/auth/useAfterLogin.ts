import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { cachedProfileRole } from '@/hooks/AuthContext';

/** Redirect delay after login (spec §9). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Only same-site paths are accepted as redirect targets. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/';
  return target;
}

/**
 * Spec §4: after login or Google sign-in, wait 0.5 s, then go to /host/dashboard if the stored
 * profile role is host, otherwise to the redirect target (default /).
 */
export function useAfterLogin() {
  const navigate = useNavigate();
  return useCallback(
    (redirect: string | null) => {
      window.setTimeout(() => {
        const role = cachedProfileRole();
        navigate(role === 'host' ? '/host/dashboard' : safeRedirect(redirect), { replace: true });
      }, LOGIN_REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
