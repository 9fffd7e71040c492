import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testBackend, withListings, widestPhoto } from '../utils';

// The Maps loader, switchable per test: no key by default (as in the demo and CI).
const maps = vi.hoisted(() => ({
  key: false,
  load: (): Promise<unknown> => Promise.reject(new Error('no key')),
}));
vi.mock('@/lib/maps', () => ({
  hasMapsKey: () => maps.key,
  loadGoogleMaps: () => maps.load(),
}));

afterEach(() => {
  maps.key = false;
  maps.load = () => Promise.reject(new Error('no key'));
});

const TITLE = 'Espace de coworking lumineux au cœur du Maârif';

function detail(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** The listing page of a listing without coordinates. */
async function renderWithoutCoordinates() {
  const backend = await testBackend();
  const listing = (await backend.listings.getListing('lst-casa-01'))!;
  const getListing = vi
    .fn()
    .mockResolvedValue({ ...listing, location: { ...listing.location, coordinates: null } });
  renderApp({ backend: withListings(backend, { getListing }), route: '/listing/lst-casa-01' });
}

describe('listing page', () => {
  it('shows a skeleton while loading', async () => {
    const backend = await testBackend();
    renderApp({
      backend: withListings(backend, { getListing: () => new Promise(() => {}) }),
      route: '/listing/lst-casa-01',
    });
    expect(await screen.findByText('Chargement du bureau…')).toBeInTheDocument();
  });

  it('shows the listing: title, address, rating and host lines, type, description', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getAllByText('112 Rue Abou Ishak Al Marouni, Maârif, Casablanca').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText("★ Nouveau sur Maktabi · pas encore d'avis")).toBeInTheDocument();
    expect(screen.getByText('Proposé par Karim El Amrani')).toBeInTheDocument();
    expect(screen.getByText('Espace de coworking')).toBeInTheDocument();
    expect(
      screen.getByText(/Un plateau de 220 m² baigné de lumière naturelle/),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${TITLE} à Casablanca | Maktabi`));
  });

  it('shows the details grid, the accessibility badge, equipment and amenities', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(detail('Superficie')).toHaveTextContent('220 m²');
    expect(detail('Postes de travail')).toHaveTextContent('40');
    // a coworking sells its places one by one (the booking panel's maximum)
    expect(detail('Places réservables par jour')).toHaveTextContent('10');
    expect(detail('Étage')).toHaveTextContent('Étage 3 · avec ascenseur');
    expect(detail('Connexion internet')).toHaveTextContent('Fibre optique');
    expect(detail('Durée minimale')).toHaveTextContent('1 jour');
    expect(detail('Parking')).toHaveTextContent('Payant');
    expect(screen.getByText('Accessible aux personnes à mobilité réduite')).toBeInTheDocument();
    const equipment = screen.getByRole('region', { name: 'Équipements supplémentaires' });
    for (const e of ['Climatisation', 'Machine à café', 'Casiers sécurisés', 'Espace détente']) {
      expect(within(equipment).getByText(e)).toBeInTheDocument();
    }
    const amenities = screen.getByRole('region', { name: 'Équipements et services' });
    expect(
      within(amenities)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Wi-Fi haut débit',
      'Parking',
      'Café/Thé',
      'Imprimante',
      'Scanner',
      'Salle de réunion',
      'Casiers',
      'Réception',
      'Accès handicapés',
    ]);
  });

  it('labels other details: custom type, ground floor without elevator, no parking, days', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-fes-02' });
    await screen.findByRole('heading', { level: 1, name: 'Atelier partagé près de Talaa Kebira' });
    expect(screen.getByText("Atelier d'artisanat")).toBeInTheDocument();
    expect(detail('Étage')).toHaveTextContent('Rez-de-chaussée · sans ascenseur');
    expect(detail('Connexion internet')).toHaveTextContent('4G/5G');
    expect(detail('Durée minimale')).toHaveTextContent('3 jours');
    expect(detail('Parking')).toHaveTextContent('Aucun');
    expect(
      screen.queryByText('Accessible aux personnes à mobilité réduite'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Proposé par Nadia Berrada')).toBeInTheDocument();
  });

  it('moves through the photos with the arrows, the thumbnails and the arrow keys', async () => {
    const backend = await testBackend();
    const listing = (await backend.listings.getListing('lst-casa-03'))!;
    const n = listing.photos.length;
    expect(n).toBeGreaterThan(2);
    renderApp({ backend, route: '/listing/lst-casa-03' });
    const gallery = await screen.findByRole('region', { name: 'Photos du bureau' });
    const main = () =>
      within(gallery).getByRole('img', { name: new RegExp(`photo \\d sur ${n}$`) });
    const thumbs = () => within(gallery).getAllByRole('button', { name: /^Afficher la photo/ });
    expect(main()).toHaveAccessibleName(`${listing.title} – photo 1 sur ${n}`);
    expect(main()).toHaveAttribute('src', widestPhoto(listing.photos[0]));
    expect(thumbs()).toHaveLength(n);
    expect(thumbs()[0]).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Photo suivante' }));
    expect(main()).toHaveAttribute('src', widestPhoto(listing.photos[1]));
    expect(thumbs()[1]).toHaveAttribute('aria-current', 'true');
    expect(thumbs()[0]).not.toHaveAttribute('aria-current');

    await userEvent.click(within(gallery).getByRole('button', { name: 'Photo précédente' }));
    await userEvent.click(within(gallery).getByRole('button', { name: 'Photo précédente' }));
    expect(main()).toHaveAttribute('src', widestPhoto(listing.photos[n - 1]));
    expect(main()).toHaveAccessibleName(`${listing.title} – photo ${n} sur ${n}`);

    await userEvent.click(thumbs()[1]);
    expect(main()).toHaveAttribute('src', widestPhoto(listing.photos[1]));
    expect(thumbs()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', widestPhoto(listing.photos[2]));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(main()).toHaveAttribute('src', widestPhoto(listing.photos[0]));
  });

  it('without a Maps key, shows the offline map with its marker and a "Voir sur Google Maps" link', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    const location = screen.getByRole('region', { name: 'Localisation' });
    const map = await within(location).findByRole(
      'region',
      { name: 'Carte\u00a0: 112 Rue Abou Ishak Al Marouni, Maârif, Casablanca' },
      { timeout: 10_000 },
    );
    expect(within(map).getByRole('img', { name: TITLE })).toBeInTheDocument();
    for (const name of ['Zoomer', 'Dézoomer', 'Recentrer la carte'])
      expect(within(location).getByRole('button', { name })).toBeInTheDocument();
    const link = within(location).getByRole('link', { name: /Voir sur Google Maps/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=33.5868,-7.6358',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(location).queryByText('Localisation non disponible')).not.toBeInTheDocument();
  });

  it('shows "Localisation non disponible" without coordinates, even with a key', async () => {
    maps.key = true;
    const load = vi.fn(() => Promise.reject(new Error('unused')));
    maps.load = load;
    await renderWithoutCoordinates();
    expect(await screen.findByText('Localisation non disponible')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Voir sur Google Maps/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Carte\u00a0: / })).not.toBeInTheDocument();
  });

  it('shows "Localisation non disponible" without coordinates and without a key', async () => {
    await renderWithoutCoordinates();
    const location = await screen.findByRole('region', { name: 'Localisation' });
    expect(within(location).getByText('Localisation non disponible')).toBeInTheDocument();
    expect(within(location).queryByRole('link')).not.toBeInTheDocument();
  });

  it('falls back to the offline map when the Maps script fails to load', async () => {
    maps.key = true;
    maps.load = () => Promise.reject(new Error('Google Maps script failed to load'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    // The offline map's own controls: the Google map's empty frame has given way to it.
    await screen.findByRole('button', { name: 'Zoomer' }, { timeout: 10_000 });
    const map = screen.getByRole('region', { name: /^Carte\u00a0: / });
    expect(within(map).getByRole('img', { name: TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Localisation non disponible')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voir sur Google Maps/ })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('shows one marker on the map when Maps loads', async () => {
    maps.key = true;
    const Map = vi.fn();
    const Marker = vi.fn();
    maps.load = () => Promise.resolve({ maps: { Map, Marker } });
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await waitFor(() => expect(Marker).toHaveBeenCalledTimes(1));
    const position = { lat: 33.5868, lng: -7.6358 };
    expect(Map).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ center: position }),
    );
    expect(Marker).toHaveBeenCalledWith(expect.objectContaining({ position, title: TITLE }));
    expect(screen.getByRole('region', { name: /^Carte\u00a0: / })).toBeInTheDocument();
    expect(screen.queryByText('Localisation non disponible')).not.toBeInTheDocument();
  });

  it('places the booking panel', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('says "Bureau non trouvé" with a way back to the search for a missing listing', async () => {
    const backend = await testBackend();
    renderApp({ backend, route: '/listing/nulle-part' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bureau non trouvé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la recherche' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('hides an unapproved listing from visitors but shows it to its host', async () => {
    const visitor = await testBackend();
    renderApp({ backend: visitor, route: '/listing/lst-casa-08' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bureau non trouvé' }),
    ).toBeInTheDocument();
  });

  it('shows an unapproved listing to its host, saying visitors do not see it', async () => {
    const host = await testBackend({ as: 'host' });
    renderApp({ backend: host, route: '/listing/lst-casa-08' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Bureau fermé pour 4 personnes à l'Oasis",
      }),
    ).toBeInTheDocument();
    const notice = screen.getByText('En attente de validation').closest('[role="status"]');
    expect(notice).toHaveTextContent(
      "Cette annonce n'est pas validée par l'administrateur : elle n'apparaît pas dans la recherche, et les visiteurs ne peuvent pas l'ouvrir.",
    );
  });

  it('says nothing of validation on an approved listing, even to its host', async () => {
    const host = await testBackend({ as: 'host' });
    renderApp({ backend: host, route: '/listing/lst-casa-01' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.queryByText('En attente de validation')).not.toBeInTheDocument();
  });

  it('shows a French error with a retry when the listing cannot be read', async () => {
    const backend = await testBackend();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const getListing = vi
      .fn(backend.listings.getListing)
      .mockRejectedValueOnce(new Error('réseau'));
    renderApp({ backend: withListings(backend, { getListing }), route: '/listing/lst-casa-01' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Impossible de charger ce bureau. Vérifiez votre connexion et réessayez.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    error.mockRestore();
  });
});
