import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { paths } from '@/config/paths';

/**
 * Spec §6: a signed-in user is required, otherwise /login?redirect={current path};
 * with a required role and a different profile role, back to /.
 */
export function RequireAuth({ role, children }: { role?: Role; children: ReactNode }) {
  const { user, profile } = useAuth();
  const location = useLocation();
  if (!user) {
    const current = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login({ redirect: current })} replace />;
  }
  if (role && profile?.role !== role) return <Navigate to={paths.home()} replace />;
  return <>{children}</>;
}
