import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Backend } from '@/services';
import { DEMO_PASSWORD } from '../factories';
import { plainSpaces } from '../french';
import { DEMO, renderApp, testBackend, twoClients, withListings, withUsers } from '../utils';

// The first pages of the file load their chunks cold: leave room for a busy test machine (the
// first test took 1.1 to 1.8 s here, over the default 1 s).
const TITLE = 'Espace de coworking lumineux au cœur du Maârif'; // lst-casa-01, not a favourite of the tenant
/** A card's heart, named by its listing. */
const add = (title: string) => `Ajouter aux favoris\u00a0: ${title}`;
const remove = (title: string) => `Retirer des favoris\u00a0: ${title}`;

/** The titles of the cards shown, in their order. */
const cardTitles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

/** « Mes favoris » of the demo tenant with three cards (lst-casa-01 saved besides the seed's). */
async function threeFavorites() {
  const user = userEvent.setup();
  const backend = await testBackend({ as: 'tenant' });
  await backend.users.setFavorite(DEMO.tenant.uid, 'lst-casa-01', true);
  renderApp({ backend, route: '/favorites' });
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  return { user, backend };
}

async function favoritesOf(backend: Backend, uid: string) {
  return (await backend.users.getProfile(uid))!.favorites;
}

describe('favourite toggle', () => {
  it('lets a tenant add and remove a listing from the listing page', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const heart = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    // its name says what a press does: no aria-pressed besides, which would contradict it
    expect(heart).not.toHaveAttribute('aria-pressed');

    await userEvent.click(heart);
    expect(heart).toHaveAccessibleName('Retirer des favoris');
    expect(heart).not.toHaveAttribute('aria-pressed');
    await waitFor(async () =>
      expect(await favoritesOf(backend, DEMO.tenant.uid)).toContain('lst-casa-01'),
    );

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAccessibleName('Ajouter aux favoris'));
    expect(await favoritesOf(backend, DEMO.tenant.uid)).not.toContain('lst-casa-01');
  });

  it('shows the saved state on the cards of the search page', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/search?city=Casablanca' });
    const saved = await screen.findByRole('link', { name: "Open-space face à l'océan à Aïn Diab" });
    const card = within(saved.closest('article')!);
    // each card's heart is named by its listing: the list's hearts are told apart
    expect(
      card.getByRole('button', { name: remove("Open-space face à l'océan à Aïn Diab") }),
    ).toBeInTheDocument();
    const other = within(screen.getByRole('link', { name: TITLE }).closest('article')!);
    await userEvent.click(other.getByRole('button', { name: add(TITLE) }));
    await waitFor(async () =>
      expect(await favoritesOf(backend, DEMO.tenant.uid)).toContain('lst-casa-01'),
    );
    expect(other.getByRole('button', { name: remove(TITLE) })).toBeInTheDocument();
  });

  it('toggles from a home card', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/' });
    const popular = await screen.findByRole('region', { name: 'Bureaux populaires' });
    const cards = await within(popular).findAllByRole('article');
    const first = within(cards[0]);
    const title = first.getByRole('heading').textContent!;
    const listing = (await backend.listings.listListings({ limit: 1 }))[0];
    expect(title).toBe(listing.title);
    const wasSaved = (await favoritesOf(backend, DEMO.tenant.uid)).includes(listing.id);
    await userEvent.click(
      first.getByRole('button', { name: wasSaved ? remove(title) : add(title) }),
    );
    await waitFor(async () =>
      expect((await favoritesOf(backend, DEMO.tenant.uid)).includes(listing.id)).toBe(!wasSaved),
    );
  });

  it('reverts and says so in French when saving fails', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail: (e: Error) => void = () => {};
    const setFavorite = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    renderApp({ backend: withUsers(backend, { setFavorite }), route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const heart = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    await userEvent.click(heart);
    // Optimistic: saved at once.
    expect(heart).toHaveAccessibleName('Retirer des favoris');
    expect(setFavorite).toHaveBeenCalledWith(DEMO.tenant.uid, 'lst-casa-01', true);
    fail(new Error('permission-denied'));
    expect(
      await screen.findByText('Impossible de mettre à jour vos favoris. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(heart).toHaveAccessibleName('Ajouter aux favoris');
    error.mockRestore();
  });

  it('sends a visitor to the login page, back to where they were', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const heart = screen.getByRole('button', { name: 'Ajouter aux favoris' });
    await userEvent.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/listing/lst-casa-01')}`,
    );
  });

  it('adds the heart a visitor pressed once they have signed in, back on the listing', async () => {
    const user = userEvent.setup();
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await user.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(
      await screen.findByText('Connectez-vous pour ajouter ce bureau à vos favoris.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), DEMO.tenant.email);
    await user.type(screen.getByLabelText('Mot de passe', { exact: true }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/lst-casa-01'));
    expect(await screen.findByText('Bureau ajouté à vos favoris.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toBeInTheDocument(),
    );
    expect(await favoritesOf(backend, DEMO.tenant.uid)).toContain('lst-casa-01');
    // taken once: the login page no longer says it
    await router.navigate('/');
    expect(sessionStorage.length).toBe(0);
  });

  it('drops the heart of a visitor who signs in as a host (and says so), and one left too long', async () => {
    const { rememberFavorite, takePendingFavorite, PENDING_FAVORITE_TTL_MS } =
      await import('@/features/favorites/pendingFavorite');
    rememberFavorite('lst-casa-01', 1_000);
    expect(takePendingFavorite(1_000 + PENDING_FAVORITE_TTL_MS + 1)).toBeNull();
    rememberFavorite('lst-casa-01', 1_000);
    expect(takePendingFavorite(1_000 + PENDING_FAVORITE_TTL_MS)).toBe('lst-casa-01');
    expect(takePendingFavorite(1_000)).toBeNull(); // once

    rememberFavorite('lst-casa-01');
    const backend = await testBackend({ as: 'host' });
    const setFavorite = vi.spyOn(backend.users, 'setFavorite');
    renderApp({ backend, route: '/host/dashboard' });
    await waitFor(() => expect(sessionStorage.length).toBe(0));
    expect(
      await screen.findByText(
        "Les favoris sont réservés aux locataires : ce bureau n'a pas été ajouté.",
      ),
    ).toBeInTheDocument();
    expect(setFavorite).not.toHaveBeenCalled();
  });

  it('keeps the search query in the redirect of a visitor', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/search?city=Oujda' });
    await screen.findByText('1 bureau trouvé à Oujda');
    await userEvent.click(screen.getByRole('button', { name: /^Ajouter aux favoris\u00a0: / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/search?city=Oujda',
    );
  });

  it('is not shown to hosts', async () => {
    const backend = await testBackend({ as: 'host' });
    renderApp({ backend, route: '/listing/lst-casa-02' });
    await screen.findByRole('heading', {
      level: 1,
      name: "Bureau fermé pour 6 personnes – Boulevard d'Anfa",
    });
    expect(screen.queryByRole('button', { name: /favoris/ })).not.toBeInTheDocument();
  });
});

describe('/favorites', () => {
  it('lists the saved listings, most recently saved first', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/favorites' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes favoris' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const titles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Open-space face à l'océan à Aïn Diab",
      "Coworking avec jardin et piscine à l'Hivernage",
    ]);
    for (const card of screen.getAllByRole('article')) {
      const title = within(card).getByRole('heading').textContent!;
      expect(within(card).getByRole('button', { name: remove(title) })).toBeInTheDocument();
      expect(within(card).getByText(/^À partir de \d+ MAD \/jour$/)).toBeInTheDocument();
    }
  });

  it('says on its card that a favourite is paused by its host, and keeps it', async () => {
    const [host, tenant] = await twoClients();
    await host.auth.signIn('sara.tazi@demo.ma', DEMO_PASSWORD);
    await host.listings.setListingPaused('lst-casa-05', true);
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend: tenant, route: '/favorites' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [paused, open] = screen.getAllByRole('article');
    expect(within(paused!).getByRole('heading')).toHaveTextContent("Open-space face à l'océan");
    expect(paused).toHaveTextContent(
      plainSpaces('En pause : son hôte ne prend pas de réservation pour le moment.'),
    );
    expect(open).not.toHaveTextContent(/En pause/);

    // reactivated, the card is as any other
    await host.listings.setListingPaused('lst-casa-05', false);
    cleanup();
    renderApp({ backend: tenant, route: '/favorites' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByText(/En pause/)).not.toBeInTheDocument();
  });

  it('removes a card when it is un-saved', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({ backend, route: '/favorites' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [first] = screen.getAllByRole('article');
    await userEvent.click(
      within(first).getByRole('button', { name: /^Retirer des favoris\u00a0: / }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(await favoritesOf(backend, DEMO.tenant.uid)).toEqual(['lst-marrakech-03']);
  });

  it('moves the focus to the next heart, then the previous one, then the title, and says so', async () => {
    const user = userEvent.setup();
    const backend = await testBackend({ as: 'tenant' });
    // a third favourite, saved last: the cards are Agadir, Aïn Diab, Hivernage
    await backend.users.setFavorite(DEMO.tenant.uid, 'lst-casa-01', true);
    renderApp({ backend, route: '/favorites' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    const status = within(screen.getByRole('main'))
      .getAllByRole('status')
      .find((s) => !s.closest('[aria-busy]'))!;
    const cards = () => screen.getAllByRole('article');
    const titleOf = (card: HTMLElement) => within(card).getByRole('heading').textContent!;
    const heartOf = (card: HTMLElement) =>
      within(card).getByRole('button', { name: remove(titleOf(card)) });
    const [first, middle, last] = cards().map(titleOf);
    expect(first).toBe(TITLE);

    // the first card: the focus goes to the next card's heart
    heartOf(cards()[0]).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(heartOf(cards()[0])).toHaveFocus();
    expect(titleOf(cards()[0])).toBe(middle);
    expect(status).toHaveTextContent(`« ${first} » retiré de vos favoris.`);

    // the last card: to the previous one's
    heartOf(cards()[1]).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(heartOf(cards()[0])).toHaveFocus();
    expect(status).toHaveTextContent(`« ${last} » retiré de vos favoris.`);

    // none left: to the page's title, above the empty state
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: "Vous n'avez pas encore de favoris" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes favoris' })).toHaveFocus();
    expect(status).toHaveTextContent(`« ${middle} » retiré de vos favoris.`);
    expect(await favoritesOf(backend, DEMO.tenant.uid)).toEqual([]);
  });

  it('puts a card removed back in its place with « Annuler », its heart focused', async () => {
    const { user, backend } = await threeFavorites();
    const before = cardTitles();
    const before2 = await favoritesOf(backend, DEMO.tenant.uid);
    await user.click(screen.getByRole('button', { name: remove(before[1]!) }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const undo = screen.getByRole('button', { name: 'Annuler' });
    expect(undo).toHaveAccessibleDescription(`«\u00a0${before[1]}\u00a0» retiré de vos favoris.`);

    // it fails once: said in French, nothing put back, « Annuler » still there
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend.users, 'setFavorite').mockRejectedValueOnce(new Error('réseau'));
    await user.click(undo);
    expect(
      await screen.findByText('Impossible de mettre à jour vos favoris. Veuillez réessayer.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    error.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(cardTitles()).toEqual(before));
    expect(screen.getByRole('button', { name: remove(before[1]!) })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    expect(
      screen.getByText(plainSpaces(`« ${before[1]} » remis dans vos favoris.`)),
    ).toHaveAttribute('role', 'status');
    // in its place in the saved list too: a reload shows the same order (it went last before)
    expect(await favoritesOf(backend, DEMO.tenant.uid)).toEqual(before2);
  });

  it('puts back every card removed since the last « Annuler », each in its place', async () => {
    const { user, backend } = await threeFavorites();
    const [first, second, third] = cardTitles() as [string, string, string];
    const saved = await favoritesOf(backend, DEMO.tenant.uid);
    // the middle card, then the first (the list's last saved, whose place moved meanwhile)
    await user.click(screen.getByRole('button', { name: remove(second) }));
    await waitFor(() => expect(cardTitles()).toEqual([first, third]));
    await user.click(screen.getByRole('button', { name: remove(first) }));
    await waitFor(() => expect(cardTitles()).toEqual([third]));
    // the line names both, and « Annuler » puts both back
    const undo = screen.getByRole('button', { name: 'Annuler' });
    expect(undo).toHaveAccessibleDescription(
      `«\u00a0${second}\u00a0» retiré de vos favoris. «\u00a0${first}\u00a0» retiré de vos favoris.`,
    );
    await user.click(undo);
    await waitFor(() => expect(cardTitles()).toEqual([first, second, third]));
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    expect(await favoritesOf(backend, DEMO.tenant.uid)).toEqual(saved);

    // put back, they start a new line: the next removal alone is offered
    await user.click(screen.getByRole('button', { name: remove(third) }));
    await waitFor(() => expect(cardTitles()).toEqual([first, second]));
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveAccessibleDescription(
      `«\u00a0${third}\u00a0» retiré de vos favoris.`,
    );
  });

  it('draws back what « Annuler » put back when a later card of the same line fails', async () => {
    const { user, backend } = await threeFavorites();
    const [first, second, third] = cardTitles() as [string, string, string];
    const saved = await favoritesOf(backend, DEMO.tenant.uid);
    const idOf = async (title: string) =>
      (
        await backend.listings.getListingsByIds([...(await favoritesOf(backend, DEMO.tenant.uid))])
      ).find((l) => l.title === title)!.id;
    // one card un-saved in another tab, the next here: both leave with the profile read again
    await backend.users.setFavorite(DEMO.tenant.uid, await idOf(first), false);
    await user.click(screen.getByRole('button', { name: remove(second) }));
    await waitFor(() => expect(cardTitles()).toEqual([third]));

    // put back in the order of their places in the saved list (the page shows it newest
    // first): the second card goes back, the first's write fails
    const real = backend.users.setFavorite.bind(backend.users);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend.users, 'setFavorite')
      .mockImplementationOnce(real)
      .mockRejectedValueOnce(new Error('réseau'));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(
      await screen.findByText('Impossible de mettre à jour vos favoris. Veuillez réessayer.'),
    ).toBeInTheDocument();
    error.mockRestore();
    // drawn back at once, said, and « Annuler » is left for the other one only
    await waitFor(() => expect(cardTitles()).toEqual([second, third]));
    const undo = screen.getByRole('button', { name: 'Annuler' });
    expect(undo).toHaveAccessibleDescription(`«\u00a0${second}\u00a0» remis dans vos favoris.`);
    await user.click(undo);
    await waitFor(() => expect(cardTitles()).toEqual([first, second, third]));
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    expect(await favoritesOf(backend, DEMO.tenant.uid)).toEqual(saved);
  });

  it('shows skeletons while loading', async () => {
    const backend = await testBackend({ as: 'tenant' });
    renderApp({
      backend: withListings(backend, { getListingsByIds: () => new Promise(() => {}) }),
      route: '/favorites',
    });
    expect(await screen.findByText('Chargement de vos favoris…')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows an empty state pointing to the search', async () => {
    const backend = await testBackend();
    await backend.auth.signIn('salma.idrissi@demo.ma', DEMO_PASSWORD);
    const getListingsByIds = vi.fn(backend.listings.getListingsByIds);
    renderApp({ backend: withListings(backend, { getListingsByIds }), route: '/favorites' });
    expect(
      await screen.findByRole('heading', { name: "Vous n'avez pas encore de favoris" }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Rechercher un bureau' }),
    ).toHaveAttribute('href', '/search');
    expect(getListingsByIds).not.toHaveBeenCalled();
  });

  it('shows a French error with a retry', async () => {
    const backend = await testBackend({ as: 'tenant' });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getListingsByIds = vi
      .fn(backend.listings.getListingsByIds)
      .mockRejectedValueOnce(new Error('réseau'));
    renderApp({ backend: withListings(backend, { getListingsByIds }), route: '/favorites' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger vos favoris.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    error.mockRestore();
  });
});

describe('favourites saved while the page opens', () => {
  it('shows a favourite whose save was still on its way when Favoris opened', async () => {
    const { screen, within } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const { renderApp } = await import('../utils');
    const { createLocalBackend } = await import('@/services/local');
    const { memoryStore } = await import('@/services/local/db');
    // a slow backend: the save is still in flight when the tenant opens Favoris
    const backend = await createLocalBackend({ storage: memoryStore(), latencyMs: 150 });
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend, route: '/search?city=agadir' });
    const first = (await screen.findAllByRole('article', {}, { timeout: 4000 }))[0];
    const title = within(first).getAllByRole('heading')[0].textContent!.trim();
    const heart = within(first).queryByRole('button', {
      name: `Ajouter aux favoris\u00a0: ${title}`,
    });
    expect(heart).not.toBeNull();
    await userEvent.click(heart!);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Favoris' }));
    expect(await screen.findByText(title, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
