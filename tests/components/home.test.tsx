import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testBackend, widestPhoto, withListings } from '../utils';

const popular = () => screen.getByRole('region', { name: 'Bureaux populaires' });

describe('home page', () => {
  it('shows the hero, the three figures and a single h1', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Trouvez votre espace de travail au Maroc',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const stats = screen.getByRole('region', { name: 'Maktabi en chiffres' });
    for (const [value, label] of [
      ['500+', 'espaces'],
      ['50+', 'villes'],
      ['5000+', 'utilisateurs satisfaits'],
    ]) {
      expect(within(stats).getByText(value)).toBeInTheDocument();
      expect(within(stats).getByText(label)).toBeInTheDocument();
    }
  });

  it('shows skeleton placeholders while the listings load', async () => {
    const backend = await testBackend();
    renderApp({
      backend: withListings(backend, { listListings: () => new Promise(() => {}) }),
      route: '/',
    });
    expect(await screen.findByText('Chargement des bureaux…')).toBeInTheDocument();
    expect(within(popular()).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the 6 newest approved listings as cards, reading at most 6', async () => {
    const backend = await testBackend();
    const spy = vi.spyOn(backend.listings, 'listListings');
    renderApp({ backend, route: '/' });
    const expected = await backend.listings.listListings({ limit: 6 });
    spy.mockClear();
    await waitFor(() => expect(within(popular()).getAllByRole('article')).toHaveLength(6));
    const cards = within(popular()).getAllByRole('article');
    expected.forEach((listing, i) => {
      const card = within(cards[i]);
      expect(card.getByRole('link', { name: listing.title })).toHaveAttribute(
        'href',
        `/listing/${listing.id}`,
      );
      expect(card.getByText(listing.location.city)).toBeInTheDocument();
      expect(card.getByText(`À partir de ${listing.pricePerDay} MAD /jour`)).toBeInTheDocument();
      // (Testing Library collapses the narrow no-break space of French thousands.)
      const month = new Intl.NumberFormat('fr-FR')
        .format(listing.pricePerMonth)
        .replace(/\s/g, ' ');
      expect(card.getByText(`${month} MAD/mois`)).toBeInTheDocument();
      expect(card.getByRole('img', { name: listing.title })).toHaveAttribute(
        'src',
        widestPhoto(listing.photos[0]),
      );
    });
    expect(within(cards[0]).getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(within(cards[5]).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByText('Aucun bureau disponible')).not.toBeInTheDocument();
  });

  it('asks the backend for FEATURED_COUNT listings only', async () => {
    const backend = await testBackend();
    const listListings = vi.fn(backend.listings.listListings);
    renderApp({ backend: withListings(backend, { listListings }), route: '/' });
    await waitFor(() => expect(within(popular()).getAllByRole('article')).toHaveLength(6));
    expect(listListings).toHaveBeenCalledWith({ limit: 6 });
  });

  it('shows a placeholder for a listing without photo', async () => {
    const backend = await testBackend();
    const [first] = await backend.listings.listListings({ limit: 1 });
    const listListings = vi.fn().mockResolvedValue([{ ...first, photos: [] }]);
    renderApp({ backend: withListings(backend, { listListings }), route: '/' });
    const card = await within(
      await screen.findByRole('region', { name: 'Bureaux populaires' }),
    ).findByRole('article');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card).getByText('Photo à venir')).toBeInTheDocument();
  });

  it('shows the empty state when there is no listing', async () => {
    const backend = await testBackend();
    renderApp({
      backend: withListings(backend, { listListings: vi.fn().mockResolvedValue([]) }),
      route: '/',
    });
    expect(
      await screen.findByRole('heading', { name: 'Aucun bureau disponible' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Les premiers bureaux seront bientôt disponibles !'),
    ).toBeInTheDocument();
  });

  it('logs a failed load and shows the empty state', async () => {
    const backend = await testBackend();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('réseau');
    renderApp({
      backend: withListings(backend, { listListings: vi.fn().mockRejectedValue(failure) }),
      route: '/',
    });
    expect(
      await screen.findByRole('heading', { name: 'Aucun bureau disponible' }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('searches a trimmed city, or all listings when the box is empty', async () => {
    const backend = await testBackend();
    const { router } = renderApp({ backend, route: '/' });
    const box = await screen.findByRole('textbox', { name: 'Ville ou quartier' });
    await userEvent.type(box, '  Fès  ');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('Fès');
    await screen.findByRole('heading', { level: 1, name: 'Rechercher un bureau' });

    await act(() => router.navigate('/'));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Trouvez votre espace de travail au Maroc',
    });
    const again = await screen.findByRole('textbox', { name: 'Ville ou quartier' });
    await userEvent.type(again, '   {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('');
  });

  it('links to all listings and to the host sign-up and guide', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('link', { name: 'Voir tous les bureaux' });
    expect(within(main).getByRole('link', { name: 'Voir tous les bureaux' })).toHaveAttribute(
      'href',
      '/search',
    );
    const cta = screen.getByRole('region', {
      name: 'Vous avez un espace de travail à louer\u00a0?',
    });
    expect(within(cta).getByRole('link', { name: 'Devenir hôte' })).toHaveAttribute(
      'href',
      '/signup?role=host',
    );
    expect(within(cta).getByRole('link', { name: "Lire le guide de l'hôte" })).toHaveAttribute(
      'href',
      '/host/guide',
    );
  });
});
