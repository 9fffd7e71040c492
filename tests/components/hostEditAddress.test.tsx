/**
 * /host/listings/{id}/edit, the address (QA): « Quartier ou ville » and « Adresse (rue,
 * numéro) » come back as the host entered them at creation, and saving without touching them
 * leaves the stored address as it is (no street added twice). Listings written by the offline
 * finder, by the Google finder and by the seed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { composeAddress } from '@/domain/listingDraft';
import { MOROCCAN_PLACES } from '@/domain/places';
import type { ListingLocation } from '@/domain/types';
import { buildSeed } from '@/services/seed/data';
import { listingInput } from '../factories';
import { DEMO, renderApp, testBackend, type LocalTestBackend } from '../utils';

vi.mock('@/lib/maps', () => ({
  hasMapsKey: vi.fn(() => false),
  loadGoogleMaps: vi.fn(() => Promise.reject(new Error('no key'))),
}));

const GUELIZ = MOROCCAN_PLACES.find((p) => p.id === 'marrakech-gueliz')!;
const STREET = '12 Rue de la Liberté, Résidence « Al Andalous », 3ème étage';
/** What the new-listing form stored: the street, then the place chosen in the offline finder. */
const OFFLINE: ListingLocation = {
  address: composeAddress(STREET, GUELIZ.address),
  city: GUELIZ.city,
  coordinates: { ...GUELIZ.coordinates },
};

async function createListing(location: ListingLocation) {
  const backend = await testBackend({ as: 'host' });
  const id = await backend.listings.createListing(listingInput({ location }), DEMO.host.uid);
  return { backend, id };
}

async function openEdit(backend: LocalTestBackend, id: string) {
  const app = renderApp({ backend, route: `/host/listings/${id}/edit` });
  await screen.findByRole('heading', { level: 1, name: 'Modifier mon bureau' }, { timeout: 5000 });
  return { ...app, user: userEvent.setup({ delay: null }) };
}

const placeBox = () => screen.getByRole('combobox', { name: 'Quartier ou ville' });
const streetField = () => screen.getByLabelText('Adresse (rue, numéro)');
const chosenAddress = () =>
  screen.getByText('Adresse sélectionnée').closest('[role="status"]') as HTMLElement;

async function saveUntouched(user: UserEvent, router: ReturnType<typeof renderApp>['router']) {
  await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/host/dashboard'));
}

describe('edit listing page: the address as the host entered it', () => {
  it('gives back the place and the street of the offline finder, and saves them unchanged', async () => {
    expect(OFFLINE.address).toBe(
      '12 Rue de la Liberté, Résidence « Al Andalous », 3ème étage, Guéliz, Marrakech, Maroc',
    );
    const { backend, id } = await createListing(OFFLINE);
    const { user, router } = await openEdit(backend, id);

    // as the suggestion read when the host chose it
    expect(placeBox()).toHaveValue('Guéliz, Marrakech');
    expect(streetField()).toHaveValue(STREET);
    expect(chosenAddress()).toHaveTextContent(OFFLINE.address);
    expect(chosenAddress()).toHaveTextContent('Marrakech');

    await saveUntouched(user, router);
    expect((await backend.listings.getListing(id))!.location).toEqual(OFFLINE);
  });

  it('writes a new street before the same place, once', async () => {
    const { backend, id } = await createListing(OFFLINE);
    const { user, router } = await openEdit(backend, id);
    await user.clear(streetField());
    await user.click(streetField());
    await user.paste('14 Rue de la Liberté');
    expect(chosenAddress()).toHaveTextContent('14 Rue de la Liberté, Guéliz, Marrakech, Maroc');

    await saveUntouched(user, router);
    expect((await backend.listings.getListing(id))!.location).toEqual({
      ...OFFLINE,
      address: '14 Rue de la Liberté, Guéliz, Marrakech, Maroc',
    });
  });

  it('splits a Google address at its city: its own street goes to the street field', async () => {
    // the host typed « Bureau 4 » before Google's "27 Bd d'Anfa, Casablanca 20250, Maroc"
    const google: ListingLocation = {
      address: "Bureau 4, 27 Bd d'Anfa, Casablanca 20250, Maroc",
      city: 'Casablanca',
      coordinates: { lat: 33.59, lng: -7.63 },
    };
    const { backend, id } = await createListing(google);
    const { user, router } = await openEdit(backend, id);

    expect(placeBox()).toHaveValue('Casablanca 20250, Maroc');
    expect(streetField()).toHaveValue("Bureau 4, 27 Bd d'Anfa");

    await saveUntouched(user, router);
    expect((await backend.listings.getListing(id))!.location).toEqual(google);
  });

  it('splits a seed listing at its district, and saves it back unchanged, without a revision', async () => {
    const seeded = buildSeed(new Date()).listings.find((l) => l.id === 'lst-marrakech-02')!;
    expect(seeded).toMatchObject({ hostId: DEMO.host.uid, isApproved: true });
    expect(seeded.location.address).toBe('Derb Dabachi, Médina, Marrakech');
    const backend = await testBackend({ as: 'host' });
    const { user, router } = await openEdit(backend, seeded.id);

    expect(placeBox()).toHaveValue('Médina, Marrakech');
    expect(streetField()).toHaveValue('Derb Dabachi');

    await saveUntouched(user, router);
    expect(await backend.listings.getListing(seeded.id)).toMatchObject({
      location: seeded.location,
      revision: null,
    });
  });
});
