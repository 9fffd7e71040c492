/**
 * Bad input never crashes a page: documents with missing or wrong-typed fields (an older
 * version, a hand edit in the console) are put straight into the local store through the
 * test-only entry point `__raw` (rules disabled, like an admin tool would), then the whole app
 * renders them with its fallbacks (src/services/shared/converters.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testBackend, type LocalTestBackend } from '../utils';

// No Maps script in tests (as in the demo and CI).
vi.mock('@/lib/maps', () => ({
  hasMapsKey: () => false,
  loadGoogleMaps: () => Promise.reject(new Error('no key')),
}));

const NOW = new Date();
const newest = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();

/** Listings an older version or a hand edit could have left behind; all "approved". */
const BROKEN_LISTINGS: Record<string, Record<string, unknown>> = {
  'lst-broken': {
    isApproved: true,
    cityKey: 'casablanca',
    hostId: 'demo-host',
    hostName: 42,
    title: ['pas', 'un', 'titre'],
    description: null,
    location: 'Casablanca',
    photos: [null, 7, '/seed/office-01.svg'],
    amenities: 'Wi-Fi haut débit',
    additionalEquipment: [{ name: 'Climatisation' }],
    pricePerDay: '250',
    pricePerMonth: -1,
    spaceType: 'château',
    customSpaceType: 12,
    area: 'grand',
    floor: null,
    workstations: 0,
    parking: 'oui',
    internetType: 'pigeon',
    minimumDuration: -3,
    createdAt: newest(1),
  },
  'lst-empty': { isApproved: true, createdAt: newest(2) },
  'lst-dates': {
    isApproved: true,
    title: 'Bureau aux dates cassées',
    createdAt: { seconds: 'hier' },
    location: { address: 12, city: null, coordinates: { lat: 'N', lng: 200 } },
  },
};

async function backendWithBrokenData(as?: 'tenant' | 'host'): Promise<LocalTestBackend> {
  const backend = await testBackend({ as });
  const raw = backend.__raw;
  if (!raw) throw new Error('__raw is only available in test builds');
  // isPaused as scripts/migrate-listings.mjs writes it on old documents: the public queries ask
  // for isPaused == false (a document without the field is not found by them).
  raw.seed(
    Object.fromEntries(
      Object.entries(BROKEN_LISTINGS).map(([id, doc]) => [
        `listings/${id}`,
        { isPaused: false, ...doc },
      ]),
    ),
  );
  return backend;
}

function expectNoCrash() {
  // React Router's default error element, shown when a route throws while rendering.
  expect(screen.queryByText(/Unexpected Application Error/i)).not.toBeInTheDocument();
}

describe('malformed documents', () => {
  it('/listing/<id>: a listing full of wrong types shows its fallback title and the page', async () => {
    const backend = await backendWithBrokenData();
    renderApp({ backend, route: '/listing/lst-broken' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bureau sans titre' }),
    ).toBeInTheDocument();
    expectNoCrash();
    // The rest of the page is there, from the fallbacks: description, details, location.
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Caractéristiques' })).toBeInTheDocument();
    // "location" was a string: no coordinates, so the spec's fallback text.
    expect(screen.getByText('Localisation non disponible')).toBeInTheDocument();
  });

  it('/listing/<id>: an almost empty listing still renders', async () => {
    const backend = await backendWithBrokenData();
    renderApp({ backend, route: '/listing/lst-empty' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bureau sans titre' }),
    ).toBeInTheDocument();
    expectNoCrash();
  });

  it('/listing/<id>: impossible dates and coordinates are not a crash', async () => {
    const backend = await backendWithBrokenData();
    renderApp({ backend, route: '/listing/lst-dates' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bureau aux dates cassées' }),
    ).toBeInTheDocument();
    expectNoCrash();
  });

  it('/: the home page lists the broken listings among the newest without crashing', async () => {
    const backend = await backendWithBrokenData();
    renderApp({ backend, route: '/' });
    await waitFor(() =>
      expect(screen.getAllByText('Bureau sans titre').length).toBeGreaterThanOrEqual(2),
    );
    expectNoCrash();
    // The healthy listings are still shown beside them.
    const cards = screen.getAllByRole('link', { name: /Bureau sans titre/ });
    expect(cards.length).toBeGreaterThanOrEqual(1);
  });

  it('/dashboard: a booking without dates, price or status shows with fallbacks', async () => {
    const backend = await backendWithBrokenData('tenant');
    backend.__raw!.seed({
      'bookings/bkg-broken': {
        tenantId: 'demo-tenant',
        hostId: 'demo-host',
        listingId: 'lst-broken',
        status: 'approved',
        startDate: 'bientôt',
        endDate: { seconds: 'demain' },
        totalPrice: 'cher',
        rentalType: 'hourly',
        createdAt: 'pas une date',
      },
    });
    renderApp({ backend, route: '/dashboard' });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(within(main).getAllByText('Bureau').length).toBeGreaterThan(0));
    expectNoCrash();
  });

  it('/host/dashboard: a received booking and an own listing with broken fields render', async () => {
    const backend = await backendWithBrokenData('host');
    backend.__raw!.seed({
      'bookings/bkg-broken': {
        hostId: 'demo-host',
        tenantId: 'demo-tenant',
        startDate: null,
        createdAt: {},
      },
    });
    renderApp({ backend, route: '/host/dashboard' });
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(within(main).getAllByText('Bureau sans titre').length).toBeGreaterThan(0),
    );
    expectNoCrash();
  });
});
