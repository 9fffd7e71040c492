import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { photoCandidates } from '@/domain/photos';
import { LOCAL_PHOTO_OPTIONS } from '@/features/host/usePhotoSelection';
import { preparePhoto, UnreadableImageError } from '@/lib/images';
import { ReloadNeededError } from '@/lib/chunkError';
import { hasMapsKey, loadGoogleMaps } from '@/lib/maps';
import { ServiceError } from '@/services';
import { DEMO, renderApp, testBackend, type LocalTestBackend } from '../utils';
import { plainSpaces } from '../french';

// jsdom has no canvas: photos are "prepared" as they are.
vi.mock('@/lib/images', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/images')>();
  return {
    ...actual,
    preparePhoto: vi.fn(async (file: File, { widths }: { widths: readonly number[] }) =>
      widths.map((width) => ({ width, file })),
    ),
  };
});

// No Maps key by default (the built-in finder); some tests switch Google on.
vi.mock('@/lib/maps', () => ({
  hasMapsKey: vi.fn(() => false),
  loadGoogleMaps: vi.fn(() => Promise.reject(new Error('no key'))),
}));

// A stand-in for use-places-autocomplete, driven by the Google tests below.
const fakePlaces = vi.hoisted(() => ({
  predictions: [] as {
    place_id: string;
    description: string;
    structured_formatting: { main_text: string; secondary_text: string };
  }[],
  geocode: vi.fn(),
}));
vi.mock('use-places-autocomplete', async () => {
  const { useState } = await import('react');
  function usePlacesAutocompleteMock({ defaultValue = '' }: { defaultValue?: string } = {}) {
    const [value, setValue] = useState(defaultValue);
    const [fetch, setFetch] = useState(false);
    return {
      ready: true,
      value,
      suggestions: {
        loading: false,
        status: fetch && value ? 'OK' : '',
        data: fetch && value ? fakePlaces.predictions : [],
      },
      setValue: (v: string, shouldFetch = true) => {
        setValue(v);
        setFetch(shouldFetch);
      },
      clearSuggestions: () => setFetch(false),
      clearCache: () => undefined,
      init: () => undefined,
    };
  }
  return {
    default: usePlacesAutocompleteMock,
    getGeocode: (args: unknown) => fakePlaces.geocode(args),
    getLatLng: () => ({ lat: 33.59, lng: -7.63 }),
  };
});

let urlCount = 0;
beforeEach(() => {
  urlCount = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urlCount}`);
  URL.revokeObjectURL = vi.fn();
  vi.mocked(preparePhoto).mockClear();
  vi.mocked(hasMapsKey).mockReturnValue(false);
  vi.mocked(loadGoogleMaps).mockImplementation(() => Promise.reject(new Error('no key')));
});

const image = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([1, 2, 3, 4])], name, { type });

async function openForm(backend?: LocalTestBackend) {
  const b = backend ?? (await testBackend({ as: 'host' }));
  const app = renderApp({ backend: b, route: '/host/listings/new' });
  // The first test loads the page's lazy chunk cold: on a busy machine that takes over 1 s.
  await screen.findByRole('heading', { level: 1, name: 'Publier un bureau' }, { timeout: 5000 });
  return { backend: b, ...app, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

async function choosePlace(user: UserEvent, query: string, label: string) {
  const box = screen.getByRole('combobox', { name: 'Quartier ou ville' });
  await user.clear(box);
  await user.type(box, query);
  await user.click(await screen.findByRole('option', { name: label }));
}

/** Pastes a text into a field (one change instead of one per character: keeps the tests quick). */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await paste(user, screen.getByLabelText("Titre de l'annonce"), 'Bureau test au Maârif');
  await paste(user, screen.getByLabelText('Description'), 'Bureau calme, lumineux et bien équipé.');
  await user.selectOptions(screen.getByLabelText("Type d'espace"), 'Bureau individuel');
  await choosePlace(user, 'maarif', 'Maârif, Casablanca');
  await paste(user, screen.getByLabelText('Adresse (rue, numéro)'), "27 Boulevard d'Anfa");
  await user.type(screen.getByLabelText('Superficie (m²)'), '25');
  await user.clear(screen.getByLabelText('Étage'));
  await user.type(screen.getByLabelText('Étage'), '3');
  await user.clear(screen.getByLabelText('Nombre de postes de travail'));
  await user.type(screen.getByLabelText('Nombre de postes de travail'), '4');
  await user.selectOptions(screen.getByLabelText('Type de connexion internet'), 'Fibre optique');
  await user.clear(screen.getByLabelText('Durée minimum de location (jours)'));
  await user.type(screen.getByLabelText('Durée minimum de location (jours)'), '2');
  await user.click(screen.getByRole('checkbox', { name: 'Ascenseur' }));
  await user.click(screen.getByRole('checkbox', { name: 'Parking disponible' }));
  await user.click(screen.getByRole('radio', { name: 'Payant' }));
  await user.type(screen.getByLabelText('Prix par jour (MAD)'), '200');
  await user.type(screen.getByLabelText('Prix par mois (MAD)'), '3500');
  const amenities = screen.getByRole('group', { name: 'Équipements' });
  await user.click(within(amenities).getByRole('checkbox', { name: 'Wi-Fi haut débit' }));
  await user.click(within(amenities).getByRole('checkbox', { name: 'Café/Thé' }));
  const equipment = screen.getByRole('group', { name: 'Équipements supplémentaires' });
  await user.click(within(equipment).getByRole('checkbox', { name: 'Climatisation' }));
}

async function addPhotos(user: UserEvent, files: File[]) {
  // applyAccept: false — a person can pick "All files" in the dialog; the form must still refuse.
  await user.upload(screen.getByLabelText('Ajouter des photos'), files);
}

const ownListings = (backend: LocalTestBackend) =>
  backend.listings.listListings({ hostId: DEMO.host.uid, includeUnapproved: true });

describe('new listing form: structure', () => {
  it('has the seven sections, the cancel link and the publish button', async () => {
    await openForm();
    for (const title of [
      'Informations de base',
      'Localisation',
      'Détails techniques',
      'Tarifs',
      'Équipements',
      'Équipements supplémentaires',
      'Photos',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Annuler' })).toHaveAttribute(
      'href',
      '/host/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Publier le bureau' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Publier un bureau | Maktabi'));
  });

  it('offers the 17 amenities and the 16 additional equipments as checkboxes', async () => {
    await openForm();
    const amenities = within(screen.getByRole('group', { name: 'Équipements' })).getAllByRole(
      'checkbox',
    );
    expect(amenities.map((c) => c.getAttribute('value'))).toEqual([
      'Wi-Fi haut débit',
      'Parking',
      'Café/Thé',
      'Imprimante',
      'Scanner',
      'Écran externe',
      'Tableau blanc',
      'Salle de réunion',
      'Casiers',
      'Réception',
      'Sécurité 24h/24',
      'Accès handicapés',
      'Terrasse',
      'Animaux acceptés',
      'Projecteur',
      'Téléphone fixe',
      'Vestiaire',
    ]);
    const equipment = within(
      screen.getByRole('group', { name: 'Équipements supplémentaires' }),
    ).getAllByRole('checkbox');
    expect(equipment.map((c) => c.getAttribute('value'))).toEqual([
      'Climatisation',
      'Chauffage',
      'Imprimante couleur',
      'Distributeur',
      'Coin café',
      'Cuisine équipée',
      'Réfrigérateur',
      'Micro-ondes',
      'Machine à café',
      'Casiers sécurisés',
      'Balcon',
      'Vue sur mer',
      'Vue sur montagne',
      'Espace détente',
      'Douche',
      'Kitchenette',
    ]);
  });

  it('lists the space types and internet types with their French labels', async () => {
    await openForm();
    const spaceOptions = within(screen.getByLabelText("Type d'espace")).getAllByRole('option');
    expect(spaceOptions.map((o) => o.textContent)).toEqual([
      "Choisissez un type d'espace",
      'Bureau individuel',
      'Bureau fermé (équipe)',
      'Open-space',
      'Salle de réunion',
      'Espace de coworking',
      'Autre',
    ]);
    const internetOptions = within(
      screen.getByLabelText('Type de connexion internet'),
    ).getAllByRole('option');
    expect(internetOptions.map((o) => o.textContent)).toEqual([
      'Choisissez une connexion',
      'Fibre optique',
      'ADSL',
      '4G/5G',
    ]);
  });

  it('shows the custom space type only for "Autre"', async () => {
    const { user } = await openForm();
    const select = screen.getByLabelText("Type d'espace");
    expect(screen.queryByLabelText("Précisez le type d'espace")).not.toBeInTheDocument();
    await user.selectOptions(select, 'Autre');
    const custom = screen.getByLabelText("Précisez le type d'espace");
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    expect(await screen.findByText("Veuillez préciser le type d'espace")).toBeInTheDocument();
    await user.type(custom, 'Studio photo');
    await waitFor(() =>
      expect(screen.queryByText("Veuillez préciser le type d'espace")).not.toBeInTheDocument(),
    );
    await user.selectOptions(select, 'Open-space');
    expect(screen.queryByLabelText("Précisez le type d'espace")).not.toBeInTheDocument();
  });

  it('asks for the parking type only when parking is available', async () => {
    const { user } = await openForm();
    expect(screen.queryByRole('group', { name: 'Type de parking' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Parking disponible' }));
    const group = screen.getByRole('group', { name: 'Type de parking' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Gratuit', 'Payant']);
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    expect(await within(group).findByText('Type de parking requis')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Gratuit' }));
    await waitFor(() =>
      expect(screen.queryByText('Type de parking requis')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Parking disponible' }));
    expect(screen.queryByRole('group', { name: 'Type de parking' })).not.toBeInTheDocument();
  });
});

describe('new listing form: validation', () => {
  it('shows every spec message on an empty submit and creates nothing', async () => {
    const { user, backend } = await openForm();
    await user.clear(screen.getByLabelText('Étage'));
    await user.clear(screen.getByLabelText('Nombre de postes de travail'));
    await user.clear(screen.getByLabelText('Durée minimum de location (jours)'));
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    for (const message of [
      'Titre requis',
      'Description requise',
      "Type d'espace requis",
      'Veuillez sélectionner une adresse',
      'Superficie minimum 1 m²',
      'Étage minimum 0',
      'Minimum 1 poste',
      'Type de connexion requis',
      'Durée minimum 1 jour',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Prix minimum 1€')).toHaveLength(2);
    // the summary counts them, its plural agreed
    expect(
      screen.getByText(/^Certains champs sont à corriger : \d+ erreurs\.$/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveFocus();
    expect(await ownListings(backend)).toHaveLength(8);
  });

  it('validates as the host types: a price under 1 is refused at once', async () => {
    const { user } = await openForm();
    const price = screen.getByLabelText('Prix par jour (MAD)');
    await user.type(price, '0');
    expect(await screen.findByText('Prix minimum 1€')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '150');
    await waitFor(() => expect(screen.queryByText('Prix minimum 1€')).not.toBeInTheDocument());
  });

  it('keeps a pasted title over 120 characters whole, counts it and says it is too long', async () => {
    const { user, backend } = await openForm();
    const field = screen.getByLabelText("Titre de l'annonce");
    expect(field).toHaveAccessibleDescription('0 / 120 caractères');
    const long = `${'Bureau lumineux et calme au cœur du Maârif '.repeat(3)}avec terrasse`;
    expect(long.length).toBeGreaterThan(120);
    await paste(user, field, long);
    // kept whole, counted, and refused in French as the host types
    expect(field).toHaveValue(long);
    // the resolver validates asynchronously: the message comes a tick after the paste
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        `Titre\u00a0: 120 caractères maximum ${long.length} / 120 caractères`,
      ),
    );
    await fillValidForm(user);
    await user.clear(field);
    await paste(user, field, long);
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    await waitFor(() => expect(field).toHaveFocus());
    // one field to correct: the summary's singular
    expect(screen.getByText('Certains champs sont à corriger : 1 erreur.')).toBeInTheDocument();
    expect(field).toHaveValue(long);
    expect(await ownListings(backend)).not.toContainEqual(expect.objectContaining({ title: long }));
  });
});

describe('new listing form: place finder (built-in)', () => {
  it('suggests places as you type; choosing one fills address and city', async () => {
    const { user } = await openForm();
    const box = screen.getByRole('combobox', { name: 'Quartier ou ville' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'maarif');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    await user.click(within(listbox).getByRole('option', { name: 'Maârif, Casablanca' }));
    expect(box).toHaveValue('Maârif, Casablanca');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const chosen = screen.getByText('Adresse sélectionnée').parentElement!;
    expect(within(chosen).getByText('Maârif, Casablanca, Maroc')).toBeInTheDocument();
    expect(within(chosen).getByText('Casablanca')).toBeInTheDocument();
    // The street is written before the chosen district.
    await user.type(screen.getByLabelText('Adresse (rue, numéro)'), "27 Boulevard d'Anfa");
    expect(
      within(chosen).getByText("27 Boulevard d'Anfa, Maârif, Casablanca, Maroc"),
    ).toBeInTheDocument();
  });

  it('works with the keyboard: arrows, Enter, Escape', async () => {
    const { user } = await openForm();
    const box = screen.getByRole('combobox', { name: 'Quartier ou ville' });
    await user.type(box, 'agdal');
    await user.keyboard('{ArrowDown}');
    const first = within(screen.getByRole('listbox')).getAllByRole('option')[0]!;
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Agdal, Rabat');
    expect(screen.getByText('Agdal, Rabat, Maroc')).toBeInTheDocument();
    // Enter chose the place; it did not submit the form.
    expect(screen.queryByText('Titre requis')).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'casa');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('a hand-typed address, or an edit after choosing, gives "Veuillez sélectionner une adresse"', async () => {
    const { user } = await openForm();
    const box = screen.getByRole('combobox', { name: 'Quartier ou ville' });
    await user.type(box, '12 rue Inconnue, Casablanca');
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    expect(await screen.findByText('Veuillez sélectionner une adresse')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await choosePlace(user, 'gueliz', 'Guéliz, Marrakech');
    await waitFor(() =>
      expect(screen.queryByText('Veuillez sélectionner une adresse')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Adresse sélectionnée')).toBeInTheDocument();

    await user.type(box, ' 2');
    expect(screen.queryByText('Adresse sélectionnée')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    expect(await screen.findByText('Veuillez sélectionner une adresse')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = await openForm();
    await user.type(screen.getByRole('combobox', { name: 'Quartier ou ville' }), 'zzzz');
    expect(
      screen.getByText('Aucun lieu trouvé. Essayez un quartier ou une ville du Maroc.'),
    ).toBeInTheDocument();
  });

  it('stays on the built-in finder when the Maps script fails to load', async () => {
    vi.mocked(hasMapsKey).mockReturnValue(true);
    vi.mocked(loadGoogleMaps).mockImplementation(() => Promise.reject(new Error('offline')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await openForm();
    await waitFor(() => expect(loadGoogleMaps).toHaveBeenCalled());
    await act(async () => undefined);
    await choosePlace(user, 'maarif', 'Maârif, Casablanca');
    expect(screen.getByText('Maârif, Casablanca, Maroc')).toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('new listing form: place finder (Google)', () => {
  it('uses Google suggestions and geocodes the chosen one for its city and coordinates', async () => {
    vi.mocked(hasMapsKey).mockReturnValue(true);
    vi.mocked(loadGoogleMaps).mockImplementation(() => Promise.resolve({} as typeof google));
    fakePlaces.predictions = [
      {
        place_id: 'p1',
        description: "27 Boulevard d'Anfa, Casablanca, Maroc",
        structured_formatting: {
          main_text: "27 Boulevard d'Anfa",
          secondary_text: 'Casablanca, Maroc',
        },
      },
    ];
    fakePlaces.geocode.mockResolvedValue([
      {
        formatted_address: "27 Bd d'Anfa, Casablanca 20250, Maroc",
        address_components: [
          { long_name: '27', types: ['street_number'] },
          { long_name: 'Casablanca', types: ['locality', 'political'] },
        ],
      },
    ]);
    const { user } = await openForm();
    const box = await screen.findByRole('combobox', { name: 'Adresse du bureau' });
    await user.type(box, '27 bd anfa');
    await user.click(await screen.findByRole('option', { name: /27 Boulevard d'Anfa/ }));
    expect(fakePlaces.geocode).toHaveBeenCalledWith({ placeId: 'p1' });
    expect(await screen.findByText("27 Bd d'Anfa, Casablanca 20250, Maroc")).toBeInTheDocument();
    expect(screen.getByText('Adresse sélectionnée').parentElement).toHaveTextContent('Casablanca');
  });
});

describe('new listing form: photos', () => {
  it('names a photo it cannot read, adds the others, and logs nothing for it', async () => {
    const { user } = await openForm();
    const errors = vi.spyOn(console, 'error');
    vi.mocked(preparePhoto).mockRejectedValueOnce(new UnreadableImageError('cassée.png'));
    await addPhotos(user, [image('cassée.png', 'image/png'), image('salle.jpg')]);
    const list = await screen.findByRole('list', { name: 'Photos sélectionnées' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
    expect(
      within(list).getByRole('img', { name: 'Aperçu de la photo 1\u00a0: salle.jpg' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "La photo « cassée.png » n'a pas pu être préparée (fichier illisible ou endommagé) : elle n'a pas été ajoutée.",
    );
    expect(errors).not.toHaveBeenCalled();
    // any other failure is still logged (a bug, the worker), and does not blame the file
    vi.mocked(preparePhoto).mockRejectedValueOnce(new Error('worker crashed'));
    errors.mockImplementation(() => undefined);
    await addPhotos(user, [image('bureau.jpg')]);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "La photo « bureau.jpg » n'a pas pu être préparée à cause d'une erreur du navigateur : elle n'a pas été ajoutée. Ajoutez-la de nouveau.",
    );
    errors.mockRestore();
  });

  it('says the photo tool did not load, not that the file is damaged, when offline', async () => {
    const { user } = await openForm();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(preparePhoto).mockRejectedValueOnce(
      new TypeError(
        'Failed to fetch dynamically imported module: https://maktabi.ma/assets/browser-image-compression-x.js',
      ),
    );
    await addPhotos(user, [image('terrasse.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La photo « terrasse.jpg » n'a pas pu être préparée : l'outil de préparation des photos ne s'est pas chargé. Vérifiez votre connexion, puis ajoutez-la de nouveau.",
    );
    expect(screen.getByText('0 / 10 photos')).toBeInTheDocument();
    // once the connection is back, the same file is added
    await addPhotos(user, [image('terrasse.jpg')]);
    const list = await screen.findByRole('list', { name: 'Photos sélectionnées' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
    errors.mockRestore();
  });

  it('asks for a reload when the photo tool answers again but the browser kept its failure', async () => {
    const { user } = await openForm();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(preparePhoto).mockRejectedValueOnce(
      new ReloadNeededError(
        new TypeError(
          'Failed to fetch dynamically imported module: https://maktabi.ma/assets/browser-image-compression-x.js',
        ),
      ),
    );
    await addPhotos(user, [image('terrasse.jpg')]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "La photo «\u00a0terrasse.jpg\u00a0» n'a pas pu être préparée\u00a0: la connexion est rétablie, mais votre navigateur garde l'échec du premier chargement de l'outil de préparation des photos. Rechargez la page, puis ajoutez-la de nouveau.",
    );
    errors.mockRestore();
  });

  it('adds several images at once, refuses a non-image by name, previews and removes', async () => {
    const { user } = await openForm();
    const input = screen.getByLabelText('Ajouter des photos');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).toHaveAttribute('multiple');
    await addPhotos(user, [
      image('facade.jpg'),
      new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' }),
      image('salle.png', 'image/png'),
    ]);
    const list = await screen.findByRole('list', { name: 'Photos sélectionnées' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));
    expect(
      within(list).getByRole('img', { name: 'Aperçu de la photo 1\u00a0: facade.jpg' }),
    ).toHaveAttribute('src', 'blob:preview-1');
    expect(
      within(list).getByRole('img', { name: 'Aperçu de la photo 2\u00a0: salle.png' }),
    ).toHaveAttribute('src', 'blob:preview-2');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Le fichier « plan.pdf » n'est pas une image JPEG, PNG ou WebP : il n'a pas été ajouté.",
    );
    expect(screen.getByText('2 / 10 photos')).toBeInTheDocument();
    // Each photo is resized and compressed before upload.
    expect(preparePhoto).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Retirer la photo 1' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(
      within(list).getByRole('img', { name: 'Aperçu de la photo 1\u00a0: salle.png' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retirer la photo 2' })).not.toBeInTheDocument();
  });

  it('keeps at most 10 photos and says which were left out', async () => {
    const { user } = await openForm();
    await addPhotos(
      user,
      Array.from({ length: 12 }, (_, i) => image(`photo-${i + 1}.jpg`)),
    );
    await waitFor(() => expect(screen.getByText('10 / 10 photos')).toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(
      '2 photos non ajoutées, limite de 10 atteinte : « photo-11.jpg », « photo-12.jpg ».',
    );
    expect(screen.getByLabelText('Ajouter des photos')).toBeDisabled();
  });

  it('revokes the previews when the page is left', async () => {
    const { user, unmount } = await openForm();
    await addPhotos(user, [image('a.jpg'), image('b.jpg')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 2\u00a0: b.jpg' });
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

describe('new listing form: publishing', () => {
  it('the photos can be put in another order before publishing: the first is the cover', async () => {
    const { user, backend } = await openForm();
    await fillValidForm(user);
    // no order to change before the second photo
    expect(screen.queryByText("Changez l'ordre des photos avec les flèches.")).toBeNull();
    await addPhotos(user, [image('facade.jpg')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 1\u00a0: facade.jpg' });
    expect(screen.queryByText("Changez l'ordre des photos avec les flèches.")).toBeNull();
    await addPhotos(user, [image('salle.png', 'image/png')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 2\u00a0: salle.png' });
    expect(screen.getByText("Changez l'ordre des photos avec les flèches.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avancer la photo 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Avancer la photo 2' }));
    expect(
      screen.getByRole('img', { name: 'Aperçu de la photo 1\u00a0: salle.png' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Aperçu de la photo 2\u00a0: facade.jpg' }),
    ).toBeInTheDocument();
    // the focus follows the photo moved (it is first now: its other button), and the move is
    // said: the button's name changed silently
    expect(screen.getByRole('button', { name: 'Reculer la photo 1' })).toHaveFocus();
    const said = () =>
      screen
        .getAllByRole('status')
        .map((s) => s.textContent)
        .filter((text) => text?.startsWith('Photo déplacée'));
    expect(said()).toEqual([
      "Photo déplacée en position 1 sur 2\u00a0: c'est la photo principale.",
    ]);
    await user.click(screen.getByRole('button', { name: 'Reculer la photo 1' }));
    expect(said()).toEqual(['Photo déplacée en position 2 sur 2.']);
    await user.click(screen.getByRole('button', { name: 'Avancer la photo 2' }));
    expect(said()).toEqual([
      "Photo déplacée en position 1 sur 2\u00a0: c'est la photo principale.",
    ]);
    const upload = vi.spyOn(backend.storage, 'uploadListingImages');
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    // uploaded in the order shown: salle.png first, the cover
    const sent = upload.mock.calls[0]![1];
    expect(sent.map((widths) => widths[0]!.file.type)).toEqual(['image/png', 'image/jpeg']);
  });

  it('creates the unapproved listing with its photos, then shows it on the dashboard', async () => {
    const { user, backend, router } = await openForm();
    await fillValidForm(user);
    await addPhotos(user, [image('facade.jpg'), image('salle.png', 'image/png')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 2\u00a0: salle.png' });
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));

    expect(
      await screen.findByText(
        "Votre bureau a été envoyé pour validation. Il sera visible dès que l'administrateur l'aura validé.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));

    const own = await ownListings(backend);
    expect(own).toHaveLength(9);
    const created = own[0]!;
    expect(created).toMatchObject({
      hostId: DEMO.host.uid,
      isApproved: false,
      availableDates: [],
      title: 'Bureau test au Maârif',
      description: 'Bureau calme, lumineux et bien équipé.',
      spaceType: 'individual',
      customSpaceType: null,
      location: {
        address: "27 Boulevard d'Anfa, Maârif, Casablanca, Maroc",
        city: 'Casablanca',
        coordinates: { lat: 33.5855, lng: -7.634 },
      },
      area: 25,
      floor: 3,
      hasElevator: true,
      isAccessible: false,
      workstations: 4,
      internetType: 'fiber',
      parking: { available: true, type: 'paid' },
      minimumDuration: 2,
      pricePerDay: 200,
      pricePerMonth: 3500,
      // « Parking » ticked with « Parking disponible » (FIELD_AMENITIES)
      amenities: ['Wi-Fi haut débit', 'Parking', 'Café/Thé'],
      additionalEquipment: ['Climatisation'],
    });
    expect(created.photos).toHaveLength(2);
    // each photo in the demo backend's two widths (LOCAL_PHOTO_OPTIONS), narrowest first
    const widths = created.photos.map((entry) => photoCandidates(entry));
    expect(widths.map((w) => w.map((c) => c.width))).toEqual([
      [480, 1280],
      [480, 1280],
    ]);
    expect(widths[0][0].url).toMatch(/^data:image\/jpeg;base64,/);
    expect(widths[1][1].url).toMatch(/^data:image\/png;base64,/);
    expect(preparePhoto).toHaveBeenCalledWith(expect.any(File), LOCAL_PHOTO_OPTIONS);

    // Not public until approved.
    expect((await backend.listings.listListings()).some((l) => l.id === created.id)).toBe(false);

    // (the dashboard reads its listings and bookings first: more than the default second under
    // a loaded machine, where this find timed out)
    const card = (
      await screen.findByRole(
        'heading',
        { level: 3, name: 'Bureau test au Maârif' },
        { timeout: 5000 },
      )
    ).closest('article')!;
    expect(within(card).getByText('En attente de validation')).toBeInTheDocument();
  });

  it('says the browser storage is full (demo) instead of a generic failure, and keeps the form', async () => {
    const { user, backend, router } = await openForm();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend.storage, 'uploadListingImages').mockRejectedValueOnce(
      new ServiceError('storage/full'),
    );
    await fillValidForm(user);
    await addPhotos(user, [image('facade.jpg')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 1\u00a0: facade.jpg' });
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));

    const alert = await screen.findByText(
      "Le stockage du navigateur est plein : l'action n'a pas été enregistrée. Libérez de l'espace ou réinitialisez les données de démo.",
    );
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/listings/new');
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Bureau test au Maârif');
  });

  it('keeps everything after a failed upload and retries without a second listing', async () => {
    const { user, backend, router } = await openForm();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const upload = vi
      .spyOn(backend.storage, 'uploadListingImages')
      .mockRejectedValueOnce(new ServiceError('upload/failed'));
    const create = vi.spyOn(backend.listings, 'createListing');

    await fillValidForm(user);
    await addPhotos(user, [image('facade.jpg')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 1\u00a0: facade.jpg' });
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));

    const alert = await screen.findByText(
      "Votre annonce est enregistrée, mais l'envoi des photos a échoué. Vos informations et vos photos sont conservées : réessayez l'envoi.",
    );
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/listings/new');
    // Nothing typed is lost, the photo is still there.
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Bureau test au Maârif');
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(200);
    expect(screen.getByRole('combobox', { name: 'Quartier ou ville' })).toHaveValue(
      'Maârif, Casablanca',
    );
    expect(screen.getByRole('checkbox', { name: 'Climatisation' })).toBeChecked();
    expect(
      screen.getByRole('img', { name: 'Aperçu de la photo 1\u00a0: facade.jpg' }),
    ).toBeInTheDocument();

    // The host corrects the title meanwhile, then retries.
    await user.clear(screen.getByLabelText("Titre de l'annonce"));
    await paste(user, screen.getByLabelText("Titre de l'annonce"), 'Bureau test corrigé');
    await user.click(screen.getByRole('button', { name: "Réessayer l'envoi des photos" }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));

    expect(create).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledTimes(2);
    const own = await ownListings(backend);
    expect(own).toHaveLength(9);
    expect(own[0]!.title).toBe('Bureau test corrigé');
    expect(own[0]!.photos).toHaveLength(1);
    error.mockRestore();
  });

  it('shows the upload progress', async () => {
    const { user, backend, router } = await openForm();
    let finish: () => void = () => undefined;
    const real = backend.storage.uploadListingImages.bind(backend.storage);
    const upload = vi
      .spyOn(backend.storage, 'uploadListingImages')
      .mockImplementation(async (id, files, onProgress) => {
        onProgress?.({ fileIndex: 0, fraction: 0.5 });
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return real(id, files, onProgress);
      });
    await fillValidForm(user);
    await addPhotos(user, [image('a.jpg'), image('b.jpg')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 2\u00a0: b.jpg' });
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    const progress = await screen.findByRole('progressbar', { name: 'Envoi des photos' });
    expect(progress).toHaveAttribute('value', '50');
    // busy, not disabled: it keeps the keyboard focus, and a click does nothing
    const busy = screen.getByRole('button', { name: 'Publication en cours…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(upload).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
  });

  it('says when the listing itself could not be created, and keeps the form', async () => {
    const { user, backend } = await openForm();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(backend.listings, 'createListing').mockRejectedValueOnce(
      new ServiceError('unavailable'),
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    expect(
      await screen.findByText(
        "La publication de l'annonce a échoué. Vos informations sont conservées : vérifiez votre connexion puis réessayez.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Bureau calme, lumineux et bien équipé.',
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer la publication' }));
    await waitFor(async () => expect(await ownListings(backend)).toHaveLength(9));
    error.mockRestore();
  });
});

describe('new listing form: a publish interrupted by a reload (F1B item C)', () => {
  const restoredNotice =
    "Votre dernière publication n'a pas abouti. Nous avons conservé les informations saisies, mais pas les photos\u00a0: choisissez-les à nouveau, puis publiez. L'annonce déjà commencée sera complétée, sans doublon.";

  it('restores what was typed, asks for the photos again, and completes the same listing', async () => {
    const first = await openForm();
    const { backend } = first;
    // The upload never ends: the page is reloaded in the middle of it.
    const upload = vi
      .spyOn(backend.storage, 'uploadListingImages')
      .mockImplementationOnce(() => new Promise<string[]>(() => undefined));
    await fillValidForm(first.user);
    await addPhotos(first.user, [image('facade.jpg')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 1\u00a0: facade.jpg' });
    await first.user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    await screen.findByRole('progressbar', { name: 'Envoi des photos' });
    const before = await ownListings(backend);
    expect(before).toHaveLength(9); // the listing exists, without its photos
    expect(before[0]!.photos).toEqual([]);
    first.unmount();

    // « Reload »: the same browser storage, a fresh page.
    const second = await openForm(backend);
    expect(await screen.findByText(plainSpaces(restoredNotice))).toBeInTheDocument();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Bureau test au Maârif');
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(200);
    expect(screen.getByRole('checkbox', { name: 'Climatisation' })).toBeChecked();
    expect(screen.queryByRole('img', { name: /Aperçu de la photo/ })).not.toBeInTheDocument();

    const create = vi.spyOn(backend.listings, 'createListing');
    await addPhotos(second.user, [image('salle.png', 'image/png')]);
    await screen.findByRole('img', { name: 'Aperçu de la photo 1\u00a0: salle.png' });
    await second.user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/host/dashboard'));

    // The same listing, completed: no second one.
    expect(create).toHaveBeenCalledWith(expect.anything(), DEMO.host.uid, before[0]!.id);
    expect(upload).toHaveBeenCalledTimes(2);
    const after = await ownListings(backend);
    expect(after).toHaveLength(9);
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[0]!.title).toBe('Bureau test au Maârif');
    expect(after[0]!.photos).toHaveLength(1);
    expect(after[0]!.photos[0]).toMatch(/^data:image\/png;base64,/);
    second.unmount();

    // Published: the draft is gone, the next new listing starts empty.
    await openForm(backend);
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('');
    expect(screen.queryByText(restoredNotice)).not.toBeInTheDocument();
  });

  it('a retry after a failed create reuses the id chosen first', async () => {
    const { user, backend, router } = await openForm();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi
      .spyOn(backend.listings, 'createListing')
      .mockRejectedValueOnce(new ServiceError('unavailable'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    await user.click(await screen.findByRole('button', { name: 'Réessayer la publication' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(create).toHaveBeenCalledTimes(2);
    const [firstId, secondId] = create.mock.calls.map((c) => c[2]);
    expect(firstId).toBeTruthy();
    expect(secondId).toBe(firstId);
    expect((await ownListings(backend))[0]!.id).toBe(firstId);
    error.mockRestore();
  });
});

describe('new listing form: a draft kept as it is typed', () => {
  const kept =
    "Nous avons repris l'annonce que vous aviez commencée dans cet onglet. Les photos ne sont pas conservées : ajoutez-les avant de publier.";
  const draftKey = `maktabi.listingDraft:${DEMO.host.uid}`;

  async function typeSome(user: UserEvent) {
    await paste(user, screen.getByLabelText("Titre de l'annonce"), 'Plateau à Guéliz');
    await user.selectOptions(screen.getByLabelText("Type d'espace"), 'Espace de coworking');
    await choosePlace(user, 'maarif', 'Maârif, Casablanca');
    await user.type(screen.getByLabelText('Prix par jour (MAD)'), '150');
    await user.click(screen.getByRole('checkbox', { name: 'Climatisation' }));
  }

  it('finds what was typed after a reload, says so, and « Effacer le brouillon » empties it', async () => {
    const first = await openForm();
    await typeSome(first.user);
    first.unmount(); // a reload, a tab dropped by the phone: the tab's storage stays

    const second = await openForm(first.backend);
    expect(screen.getByText(plainSpaces(kept))).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Plateau à Guéliz');
    expect(screen.getByLabelText("Type d'espace")).toHaveDisplayValue('Espace de coworking');
    expect(screen.getByRole('combobox', { name: 'Quartier ou ville' })).toHaveValue(
      'Maârif, Casablanca',
    );
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(150);
    expect(screen.getByRole('checkbox', { name: 'Climatisation' })).toBeChecked();
    // said over the photos too, where a phone reloaded mid-form may open
    const photosLine = plainSpaces(
      'Les photos ne sont pas conservées avec le brouillon : ajoutez-les à nouveau.',
    );
    expect(screen.getByText(photosLine)).toBeVisible();
    // added again: it has said its piece
    await addPhotos(second.user, [image('salle.jpg')]);
    await waitFor(() => expect(screen.queryByText(photosLine)).not.toBeInTheDocument());

    await second.user.click(screen.getByRole('button', { name: 'Effacer le brouillon' }));
    expect(screen.queryByText(photosLine)).not.toBeInTheDocument();
    const clearedLine = plainSpaces('Brouillon effacé : le formulaire est vide.');
    expect(screen.getByText(clearedLine)).toHaveFocus();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Climatisation' })).not.toBeChecked();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    // typing again: the form is no longer empty, the line goes; emptied again, no draft
    const title = screen.getByLabelText("Titre de l'annonce");
    await second.user.type(title, 'B');
    expect(screen.queryByText(clearedLine)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toContain('"title":"B"');
    await second.user.clear(title);
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    second.unmount();

    await openForm(first.backend);
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('');
    expect(screen.queryByText(plainSpaces(kept))).not.toBeInTheDocument();
  });

  it('keeps the text of the place box typed without choosing a suggestion', async () => {
    const first = await openForm();
    const box = screen.getByRole('combobox', { name: 'Quartier ou ville' });
    await first.user.type(box, 'Bourgogne');
    // typed only: nothing chosen, yet worth keeping (and leaving asks)
    expect(sessionStorage.getItem(draftKey)).toContain('"placeText":"Bourgogne"');
    first.unmount();

    const second = await openForm(first.backend);
    expect(screen.getByText(plainSpaces(kept))).toBeInTheDocument();
    const again = screen.getByRole('combobox', { name: 'Quartier ou ville' });
    expect(again).toHaveValue('Bourgogne');
    // still to be chosen: the suggestions are the text's, and publishing asks for a choice
    await second.user.click(again);
    expect(await screen.findByRole('option', { name: /Bourgogne/ })).toBeInTheDocument();
    await second.user.keyboard('{Escape}');
    await second.user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    expect(await screen.findByText('Veuillez sélectionner une adresse')).toBeInTheDocument();
    expect(again).toHaveValue('Bourgogne');
    // emptied by hand: nothing left to keep
    await second.user.clear(again);
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('found again then emptied by hand, takes its notice with it', async () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ title: 'Plateau à Guéliz' }));
    const { user } = await openForm();
    expect(screen.getByText(plainSpaces(kept))).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Titre de l'annonce"));
    expect(screen.queryByText(plainSpaces(kept))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Effacer le brouillon' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    // typing again does not bring back a notice about a draft that is gone
    await user.type(screen.getByLabelText("Titre de l'annonce"), 'Bureau');
    expect(screen.queryByText(plainSpaces(kept))).not.toBeInTheDocument();
  });

  it('is forgotten once the listing is published, and when the host confirms leaving', async () => {
    const first = await openForm();
    await fillValidForm(first.user);
    expect(sessionStorage.getItem(draftKey)).toContain('Bureau test au Maârif');
    await first.user.click(screen.getByRole('button', { name: 'Publier le bureau' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/host/dashboard'));
    expect(sessionStorage.getItem(draftKey)).toBeNull();
    first.unmount();

    const second = await openForm(first.backend);
    await typeSome(second.user);
    await second.user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    // staying keeps it
    await second.user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(sessionStorage.getItem(draftKey)).toContain('Plateau à Guéliz');
    await second.user.click(screen.getByRole('link', { name: 'Annuler' }));
    await second.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Quitter sans enregistrer',
      }),
    );
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/host/dashboard'));
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('is unsaved work as soon as it is found again: « Annuler » asks before it goes', async () => {
    const first = await openForm();
    await typeSome(first.user);
    first.unmount();
    const second = await openForm(first.backend);
    // nothing typed since the reload
    await second.user.click(screen.getByRole('link', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await second.user.click(
      within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }),
    );
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/host/dashboard'));
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('emptied by hand, holds nothing to lose: neither a reload nor « Annuler » asks', async () => {
    const { user, router } = await openForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const title = screen.getByLabelText("Titre de l'annonce");
    await user.type(title, 'Plateau');
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    expect(unload()).toBe(true);
    // the title cleared, parking unticked (its hidden type left as chosen): blank again
    await user.clear(title);
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signing out asks first, like a link; once the host leaves, the draft goes', async () => {
    const { user, router } = await openForm();
    await typeSome(user);
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const signOut = async () => {
      await user.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
      await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
      return screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    };
    // staying keeps the host signed in, on the form, with what they typed
    let dialog = await signOut();
    await user.click(within(dialog).getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/host/listings/new');
    // (the menu closed with the click: the focus goes back to its button)
    expect(within(nav).getByRole('button', { name: /Menu utilisateur/ })).toHaveFocus();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Plateau à Guéliz');
    expect(sessionStorage.getItem(draftKey)).toContain('Plateau à Guéliz');
    // leaving signs out and forgets the draft
    dialog = await signOut();
    await user.click(within(dialog).getByRole('button', { name: 'Quitter sans enregistrer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(nav).queryByRole('button', { name: /Menu utilisateur/ })).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Plateau à Guéliz');
  });

  it('signing out with nothing typed asks nothing', async () => {
    const { user, router } = await openForm();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(nav).getByRole('button', { name: /Menu utilisateur/ }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Menu utilisateur/ })).toBeNull();
  });

  it('is newer than an interrupted publish: its values win, the publish keeps its listing', async () => {
    localStorage.setItem(
      `maktabi.publishDraft.${DEMO.host.uid}`,
      JSON.stringify({ listingId: 'lst-kept', values: { title: 'Titre publié', pricePerDay: 90 } }),
    );
    sessionStorage.setItem(
      draftKey,
      JSON.stringify({
        title: 'Titre retouché',
        pricePerDay: 'pas un nombre',
        spaceType: 'grotte',
      }),
    );
    await openForm();
    expect(screen.getByText(/^Votre dernière publication n'a pas abouti\./)).toBeInTheDocument();
    expect(screen.queryByText(plainSpaces(kept))).not.toBeInTheDocument();
    expect(screen.getByLabelText("Titre de l'annonce")).toHaveValue('Titre retouché');
    // what the draft held unsound is left empty, never shown as typed
    expect(screen.getByLabelText('Prix par jour (MAD)')).toHaveValue(null);
    expect(screen.getByLabelText("Type d'espace")).toHaveValue('');
  });
});
