import { useLocation } from 'react-router-dom';
import { parseAdminTab, type AdminTab } from '@/domain/admin';
import { paths } from '@/config/paths';
import { adminText } from '@/i18n/fr/admin';
import type { ReturnState, UserLinkState } from './useReturnFocus';

/** An admin page's « Retour »: where it goes, what it says, the link to focus there. */
export interface AdminBack {
  href: string;
  label: string;
  state?: ReturnState;
}

/**
 * Where an admin page's « Retour » goes (a user's file, a booking's documents), and its name:
 * the admin list the page was opened from (a booking's row in « Historique », with its filter,
 * or « Réservations à valider »: the link's state, userLinkProps), else the tab `fallback`.
 */
export function useAdminBack(fallback: AdminTab): AdminBack {
  const backTo = adminText.backTo;
  const { from, link } = (useLocation().state as Partial<UserLinkState> | null) ?? {};
  if (typeof from !== 'string' || !from.startsWith('?')) {
    return { href: paths.admin({ tab: fallback }), label: backTo[fallback] };
  }
  const tab = parseAdminTab(new URLSearchParams(from).get('tab'));
  return {
    href: paths.admin(from as `?${string}`),
    label: backTo[tab],
    // the list focuses the link followed again (useReturnFocus)
    state: typeof link === 'string' ? { returnTo: link } : undefined,
  };
}
