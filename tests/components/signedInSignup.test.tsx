/**
 * A sign-up page opened signed in (src/app/guards.tsx, SignUpGuard), and the links to create a
 * host account for a signed-in host (src/hooks/useSignedInLink.ts). An account has one role:
 * a tenant is told why a host account needs signing out, a host is taken to the host dashboard.
 * The footer offers no one signed in a tenant account (src/app/layout/Footer.tsx).
 * (The sign-in page still sends a signed-in visitor on without a word: tests/components/shell.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/services';
import { DEMO, renderApp, testBackend } from '../utils';

const TITLE = 'Vous êtes déjà connecté';

async function notice() {
  return screen.findByRole('heading', { level: 1, name: TITLE });
}

async function fillHostForm(email: string) {
  const values = {
    Prénom: 'Salma',
    Nom: 'Idrissi',
    'E-mail': email,
    Téléphone: '+212 6 11 22 33 44',
    'Mot de passe': 'secret1',
    'Confirmer le mot de passe': 'secret1',
  };
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
}

describe('a signed-in tenant on a page that creates a host account', () => {
  it('is told why on /signup?role=host, signs out there and finds the host sign-up form', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/signup?role=host' });
    const main = await screen.findByRole('main');
    await notice();
    expect(
      within(main).getByText(
        `Vous êtes connecté avec le compte locataire ${DEMO.tenant.email}. Un compte hôte est un compte distinct : déconnectez-vous pour le créer.`,
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Retour à mes réservations' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // not sent away
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?role=host');
    await waitFor(() => expect(document.title).toBe(`${TITLE} | Maktabi`));

    await userEvent.click(
      within(main).getByRole('button', { name: 'Se déconnecter et créer un compte hôte' }),
    );
    // signed out, on the host sign-up form, at the same address
    expect(await screen.findByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    expect(screen.getByLabelText('Je loue mon bureau')).toBeChecked();
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?role=host');
    // the button gone, the keyboard starts from the page, as after a change of page
    await waitFor(() => expect(main).toHaveFocus());

    // and the host account is created from there, leading to the host dashboard (spec §4)
    await fillHostForm('salma.hote@exemple.ma');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(JSON.parse(localStorage.getItem('userProfile')!)).toMatchObject({
      email: 'salma.hote@exemple.ma',
      role: 'host',
    });
  });

  it('following « Devenir hôte » in the footer, lands on that explanation, not on /dashboard', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/' });
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('link', { name: 'Devenir hôte' }));
    await notice();
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.search).toBe('?role=host');
    // « Retour à mes réservations » is where they were going before
    await userEvent.click(screen.getByRole('link', { name: 'Retour à mes réservations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('is told the same on /register-host, whose form shows once signed out', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/register-host' });
    await notice();
    await userEvent.click(
      screen.getByRole('button', { name: 'Se déconnecter et créer un compte hôte' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Devenir hôte sur Maktabi' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/register-host');
  });

  it('stays on the explanation, told what failed, when signing out fails', async () => {
    const signedIn = await testBackend({ as: 'tenant' });
    const backend: Backend = {
      ...signedIn,
      auth: { ...signedIn.auth, signOut: () => Promise.reject(new Error('réseau')) },
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ backend, route: '/signup?role=host' });
    await notice();
    const button = screen.getByRole('button', { name: 'Se déconnecter et créer un compte hôte' });
    await userEvent.click(button);
    expect(
      await screen.findByText('Une erreur est survenue. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: TITLE })).toBeVisible();
    expect(button).not.toHaveAttribute('aria-disabled');
    error.mockRestore();
  });
});

describe('a signed-in tenant on a tenant sign-up page', () => {
  it.each(['/signup', '/signup?role=tenant', '/register-tenant'])(
    'is told on %s that another account needs signing out',
    async (route) => {
      const backend = await testBackend({ as: 'tenant' });
      const { router } = renderApp({ backend, route });
      await notice();
      expect(
        screen.getByText(
          `Vous êtes connecté avec le compte locataire ${DEMO.tenant.email}. Pour créer un autre compte, déconnectez-vous d'abord.`,
        ),
      ).toBeInTheDocument();
      await userEvent.click(
        screen.getByRole('button', { name: 'Se déconnecter et créer un compte' }),
      );
      expect(await screen.findByLabelText('Prénom', { exact: true })).toBeInTheDocument();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(route);
    },
  );
});

describe('a signed-in host', () => {
  it('following « Devenir hôte » ends on the host dashboard, the links leading there', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: '/' });
    const cta = await screen.findByRole('region', {
      name: 'Vous avez un espace de travail à louer\u00a0?',
    });
    expect(within(cta).getByRole('link', { name: 'Devenir hôte' })).toHaveAttribute(
      'href',
      '/host/dashboard',
    );
    const footer = screen.getByRole('contentinfo');
    const becomeHost = within(footer).getByRole('link', { name: 'Devenir hôte' });
    expect(becomeHost).toHaveAttribute('href', '/host/dashboard');
    await userEvent.click(becomeHost);
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(screen.queryByRole('heading', { name: TITLE })).toBeNull();
  });

  it('following « Créer un compte hôte » on the host guide ends on the host dashboard', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: '/host/guide' });
    const link = await screen.findByRole('link', { name: 'Créer un compte hôte' });
    expect(link).toHaveAttribute('href', '/host/dashboard');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
  });

  it('is told on a tenant sign-up page why a tenant account needs signing out', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: '/register-tenant' });
    await notice();
    expect(
      screen.getByText(
        `Vous êtes connecté avec le compte hôte ${DEMO.host.email}. Un compte locataire est un compte distinct : déconnectez-vous pour le créer.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Se déconnecter et créer un compte locataire' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Retour au tableau de bord hôte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
  });
});

describe("the footer's second link for tenants", () => {
  const tenantLinks = async () => {
    const footer = await screen.findByRole('contentinfo');
    const column = within(footer).getByRole('heading', { name: 'Locataires' }).parentElement!;
    return within(column).getAllByRole('link');
  };

  it('offers a visitor to create a tenant account', async () => {
    renderApp({ backend: await testBackend(), route: '/' });
    const link = (await tenantLinks())[1]!;
    expect(link).toHaveTextContent('Créer un compte locataire');
    expect(link).toHaveAttribute('href', '/signup?role=tenant');
  });

  it.each(['tenant', 'host'] as const)(
    'leads a signed-in %s to their bookings instead, as the navigation bar does',
    async (as) => {
      const { router } = renderApp({ backend: await testBackend({ as }), route: '/' });
      await screen.findByRole('link', { name: 'Mon profil' });
      const links = await tenantLinks();
      expect(links.map((l) => l.textContent)).not.toContain('Créer un compte locataire');
      expect(links[1]).toHaveTextContent('Mes réservations');
      await userEvent.click(links[1]!);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    },
  );
});
