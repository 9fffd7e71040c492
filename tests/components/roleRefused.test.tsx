/**
 * A signed-in user at a page of the other role's account is sent to / (spec §6), and the home
 * page says why (src/app/layout/RoleRefusedNotice.tsx); / opened on its own says nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderApp, testBackend } from '../utils';

const HOSTS_ONLY =
  'Cette page est réservée aux comptes hôtes\u00a0: vous êtes connecté avec un compte locataire.';
const TENANTS_ONLY =
  'Cette page est réservée aux comptes locataires\u00a0: vous êtes connecté avec un compte hôte.';

/** The notice, found by its exact text (no-break space included). */
const notice = (text: string) =>
  screen.queryByText((_, el) => el?.getAttribute('role') === 'status' && el.textContent === text);

describe('a page of the other role', () => {
  it.each([
    ['/host/dashboard', 'tenant', HOSTS_ONLY],
    ['/host/listings/new', 'tenant', HOSTS_ONLY],
    ['/favorites', 'host', TENANTS_ONLY],
  ] as const)('%s as a %s: sent to /, which says why', async (route, as, text) => {
    const backend = await testBackend({ as });
    const { router } = renderApp({ backend, route });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(notice(text)).toBeInTheDocument());
    expect(notice(text)).toBeVisible();
  });

  it('says nothing on / opened on its own, nor to the role the page is for', async () => {
    const tenant = await testBackend({ as: 'tenant' });
    const home = renderApp({ backend: tenant, route: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(notice(HOSTS_ONLY)).toBeNull();
    expect(notice(TENANTS_ONLY)).toBeNull();
    home.unmount();

    const host = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend: host, route: '/host/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Tableau de bord hôte' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/host/dashboard');
    expect(notice(HOSTS_ONLY)).toBeNull();
  });
});
