import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { DEMO, mockWideScreen, renderApp, testBackend } from '../utils';

describe('navigation bar', () => {
  it('shows the visitor links', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/login' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Maktabi' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Rechercher' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(within(nav).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: "S'inscrire" })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(nav).queryByRole('link', { name: 'Mes réservations' })).not.toBeInTheDocument();
  });

  it('« Connexion » brings the visitor back to the page they were on', async () => {
    const backend = await testBackend();
    const route = '/listing/lst-casa-01?du=2030-01-07&au=2030-01-09';
    const { router, unmount } = renderApp({ backend, route });
    let nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const login = within(nav).getByRole('link', { name: 'Connexion' });
    expect(login).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(route)}`);
    const user = userEvent.setup();
    await user.click(login);
    await user.type(await screen.findByLabelText('E-mail'), DEMO.tenant.email);
    await user.type(screen.getByLabelText('Mot de passe', { exact: true }), DEMO.tenant.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(route),
    );
    unmount();

    // from the home page, the plain login (home is where it goes anyway); from a sign-in page,
    // that page's own way back
    for (const [from, href] of [
      ['/', '/login'],
      ['/signup?redirect=%2Fsearch%3Fcity%3DRabat', '/login?redirect=%2Fsearch%3Fcity%3DRabat'],
      ['/Forgot-Password/', '/login'],
      ['/register-tenant?redirect=%2Fhelp', '/login?redirect=%2Fhelp'],
      ['/register-host', '/login'],
    ]) {
      const app = renderApp({ backend: await testBackend(), route: from });
      nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
      expect(within(nav).getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', href);
      app.unmount();
    }
  });

  it('shows the tenant links, Favoris, and the user menu with name and e-mail', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/login' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Mes réservations' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Mon profil' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(nav).getByRole('link', { name: 'Favoris' })).toHaveAttribute(
      'href',
      '/favorites',
    );
    expect(
      within(nav).queryByRole('link', { name: 'Tableau de bord hôte' }),
    ).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Ajouter' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Connexion' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
    const menu = document.getElementById('user-menu')!;
    expect(within(menu).getByText('Yasmine Benali')).toBeInTheDocument();
    expect(within(menu).getByText('locataire@demo.ma')).toBeInTheDocument();
  });

  it('shows the host links and the Ajouter button', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Tableau de bord hôte' })).toHaveAttribute(
      'href',
      '/host/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Ajouter' })).toHaveAttribute(
      'href',
      '/host/listings/new',
    );
    expect(within(nav).queryByRole('link', { name: 'Favoris' })).not.toBeInTheDocument();
  });

  it('logs out to / and closes the menu', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    await userEvent.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(document.getElementById('user-menu')).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
    expect(localStorage.getItem('userProfile')).toBeNull();
  });
});

describe("the bell in the keyboard's order", () => {
  afterEach(() => vi.restoreAllMocks());

  /** The nav bar's links and buttons in the page's order (the order Tab reaches them). */
  const tabOrder = (nav: HTMLElement) =>
    [...nav.querySelectorAll<HTMLElement>('a[href], button')].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
    );

  it('comes after the user menu from 1024 px, where it shows last', async () => {
    mockWideScreen();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    await within(nav).findByRole('button', { name: /^Notifications/ });
    const order = tabOrder(nav);
    const bell = order.findIndex((name) => name.startsWith('Notifications'));
    expect(bell).toBe(order.length - 1);
    expect(order.findIndex((name) => name === 'Rechercher')).toBeLessThan(bell);
    expect(order.findIndex((name) => name.includes('Menu utilisateur'))).toBeLessThan(bell);
  });

  it('comes before the menu button on a phone, where it shows beside it', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const bellButton = await within(nav).findByRole('button', { name: /^Notifications/ });
    const menuButton = within(nav).getByRole('button', { name: 'Menu' });
    expect(bellButton.compareDocumentPosition(menuButton)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('the user menu', () => {
  it('is a disclosure, not a menu popup, and closes when the focus leaves it', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const button = within(nav).getByRole('button', { name: /Menu utilisateur/ });
    // its popup is a plain list of content and a button, not role="menu"
    expect(button).not.toHaveAttribute('aria-haspopup');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'user-menu');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    // still open while the focus is inside it
    expect(document.getElementById('user-menu')).not.toBeNull();
    await user.tab();
    expect(document.getElementById('user-menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).not.toBe(document.body);
    // and its button still opens it
    await user.click(button);
    expect(document.getElementById('user-menu')).not.toBeNull();
  });
});

describe('the user menu and Escape', () => {
  it('gives the focus back to its button when Escape closes it from inside', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const button = within(nav).getByRole('button', { name: /Menu utilisateur/ });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(document.getElementById('user-menu')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('the phone menu', () => {
  const toggle = () => screen.getByRole('button', { name: 'Menu' });

  it('closes with Escape (the user menu in it first), the focus back on its button', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
    expect(document.getElementById('user-menu')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(document.getElementById('user-menu')).toBeNull();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when the focus moves on past its last item, not while it moves inside it', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    await user.click(toggle());
    const links = document.getElementById('nav-links')!;
    // a panel that scrolls within the window's height (a phone held sideways)
    expect(links.className).toContain('max-h-[calc(100dvh-4rem)]');
    expect(links.className).toContain('overflow-y-auto');
    // back to its button and into it again: still open
    await user.tab();
    expect(within(links).getByRole('link', { name: 'Rechercher' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle()).toHaveFocus();
    await user.tab();
    const userMenu = within(nav).getByRole('button', { name: /Menu utilisateur/ });
    while (document.activeElement !== userMenu) await user.tab();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // its user menu opens in its flow, under its button (the panel scrolls to it)
    await user.click(userMenu);
    expect(document.getElementById('user-menu')!.className).not.toMatch(/(^| )absolute/);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    // past it: the page's content, with both menus closed
    await user.tab();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('user-menu')).toBeNull();
    expect(links.contains(document.activeElement)).toBe(false);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('closes on a press outside it, not inside it', async () => {
    const user = userEvent.setup();
    const backend = await testBackend();
    renderApp({ backend, route: '/help' });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    await user.click(toggle());
    await user.click(document.getElementById('nav-links')!);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('main'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    // and its button still toggles it
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toBeInTheDocument();
  });

  it('shows a dot while it hides an unread conversation, read out as its description', async () => {
    const user = userEvent.setup();
    // the seeded tenant has one unread conversation (lst-casa-01_demo-tenant)
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/help' });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    await waitFor(() => expect(toggle()).toHaveAccessibleDescription('1 conversation non lue'));
    expect(screen.getByTestId('menu-unread-dot')).toBeInTheDocument();
    // its name stays the button's (the count is not a word of it)
    expect(toggle()).toHaveAccessibleName('Menu');
    // open, the menu shows the link and its count: no dot
    await user.click(toggle());
    expect(screen.queryByTestId('menu-unread-dot')).toBeNull();
    expect(toggle()).toHaveAccessibleDescription('');
    expect(screen.getByRole('link', { name: /^Messages/ })).toHaveAccessibleName(
      /1 conversation non lue\b/,
    );
    await user.click(toggle());
    expect(screen.getByTestId('menu-unread-dot')).toBeInTheDocument();
    // the conversation read, the dot goes without waiting for a poll
    await act(() => router.navigate('/messages/lst-casa-01_demo-tenant'));
    await screen.findByRole('heading', { name: 'Avec Karim El Amrani' });
    await waitFor(() => expect(screen.queryByTestId('menu-unread-dot')).toBeNull(), {
      timeout: 3000,
    });
    expect(toggle()).not.toHaveAttribute('aria-describedby');
  });

  it("and the bell's panel open where a toast stands: the toast makes way", async () => {
    const user = userEvent.setup();
    const backend = await testBackend();
    renderApp({ backend, route: '/login' });
    await user.type(await screen.findByLabelText('E-mail'), DEMO.tenant.email);
    await user.type(screen.getByLabelText('Mot de passe', { exact: true }), DEMO.tenant.password);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText('Connexion réussie !');
    await user.click(toggle());
    await waitFor(() => expect(screen.queryByText('Connexion réussie !')).toBeNull(), {
      timeout: 3000,
    });
    await user.click(toggle());

    act(() => {
      toast('Bureau ajouté à vos favoris.');
    });
    await screen.findByText('Bureau ajouté à vos favoris.');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await waitFor(() => expect(screen.queryByText('Bureau ajouté à vos favoris.')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('shows no dot to a visitor, nor once its user signs out', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/help' });
    await waitFor(() => expect(screen.getByTestId('menu-unread-dot')).toBeInTheDocument());
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /Menu utilisateur/ }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByRole('link', { name: 'Connexion' });
    await user.click(toggle());
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-unread-dot')).toBeNull();
    expect(toggle()).not.toHaveAttribute('aria-describedby');
  });
});

describe('footer and 404', () => {
  it('renders the 404 page with a link home and the footer year 2025', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/nulle-part' });
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© 2025 Maktabi/)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Locataires' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Hôtes' })).toBeInTheDocument();
  });
});

describe('route guards', () => {
  it('sends a visitor to /login?redirect= the current path', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/dashboard')}`);
  });

  it('sends a user with the wrong role to /', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/host/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a host into a host route', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: '/host/listings/new' });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(router.state.location.pathname).toBe('/host/listings/new');
  });
});

describe('logging out from a guarded page (spec §6: back to /)', () => {
  it.each([
    ['tenant', '/dashboard'],
    ['tenant', '/profile'],
    ['tenant', '/favorites'],
    ['host', '/host/dashboard'],
  ] as const)('as %s from %s lands on /, not on the login page', async (as, route) => {
    const backend = await testBackend({ as });
    const { router } = renderApp({ backend, route });
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    await userEvent.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(await within(nav).findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('still sends a visitor who was never signed in to /login?redirect=', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/profile')}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Vous avez été déconnecté/)).toBeNull();
  });
});

describe('a session that ends or starts in another tab', () => {
  it('says on the sign-in page why a page open to its user went there', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/profile' });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    await screen.findByRole('heading', { level: 1 });
    // signed out elsewhere: not through this page's menu
    await act(() => backend.auth.signOut());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/profile')}`);
    expect(await screen.findByText(/^Vous avez été déconnecté/)).toHaveTextContent(
      'Vous avez été déconnecté, peut-être depuis un autre onglet. Connectez-vous pour revenir à la page.',
    );
  });

  it('moves the sign-in page on when its visitor signs in elsewhere', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/login?redirect=%2Ffavorites' });
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    await act(() => backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password));
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
    // quietly: no « Connexion réussie » for a sign-in this page did not make
    expect(screen.queryByText('Connexion réussie !')).toBeNull();
  });
});

describe('sign-in and sign-up pages for a signed-in user', () => {
  // the sign-up pages tell a signed-in tenant why instead: tests/components/signedInSignup.test.tsx
  it('send a signed-in tenant from /login to their dashboard, without a word', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({ backend, route: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('heading', { name: 'Vous êtes déjà connecté' })).toBeNull();
  });

  it('send a signed-in host to the host dashboard', async () => {
    const backend = await testBackend({ as: 'host' });
    const { router } = renderApp({ backend, route: '/signup' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
  });

  it('follow the redirect parameter of /login', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const { router } = renderApp({
      backend,
      route: `/login?redirect=${encodeURIComponent('/favorites')}`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/favorites'));
  });

  it('stay open for a visitor', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/signup' });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('a change of page (ScrollToTop)', () => {
  it("moves the focus from the link followed to the new page's main, not on the first page", async () => {
    const user = userEvent.setup();
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/' });
    const footer = await screen.findByRole('contentinfo');
    expect(screen.getByRole('main')).not.toHaveFocus();
    const help = within(footer).getByRole('link', { name: "Centre d'aide" });
    help.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenu');
  });

  it('leaves the focus where the new page put it', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/help' });
    await screen.findByRole('contentinfo');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    act(() => void router.navigate('/support'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'));
    expect(field).toHaveFocus();
    field.remove();
  });
});
