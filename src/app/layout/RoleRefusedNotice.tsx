import { useLocation } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { common } from '@/i18n/fr/common';

/** The history entry's state RequireAuth leaves on / when the account's role is not the page's. */
export interface RoleRefusedState {
  roleRefused: Role;
}

function refusedRole(state: unknown): Role | null {
  const role = (state as Partial<RoleRefusedState> | null)?.roleRefused;
  return role === 'host' || role === 'tenant' ? role : null;
}

/**
 * Spec §6 sends a signed-in user whose role is not a page's back to /; this says why, above the
 * page, for as long as the entry lasts (Back and Forward to it say it again, a reload of it too).
 * Until December 2026 the home page opened without a word, and a tenant following a host's
 * e-mail link, or a bookmark from another account, could only guess (QA in Chromium).
 */
export function RoleRefusedNotice() {
  const role = refusedRole(useLocation().state);
  if (!role) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <p
        role="status"
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        {common.roleRefused[role]}
      </p>
    </div>
  );
}
