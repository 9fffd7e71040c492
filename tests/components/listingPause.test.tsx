/**
 * Issue 13 on the host dashboard and the listing page: Modifier, Mettre en pause / Réactiver,
 * the "En pause" and "Modification en attente de validation" badges; a paused listing's page
 * says so and offers no booking; paused listings leave the search and the home page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSeed } from '@/services/seed/data';
import { editOf } from '../factories';
import {
  DEMO,
  findAdminListingRow,
  renderApp,
  testBackend,
  twoClients,
  type LocalTestBackend,
} from '../utils';

vi.mock('@/lib/maps', () => ({
  hasMapsKey: () => false,
  loadGoogleMaps: () => Promise.reject(new Error('no key')),
}));

const seed = buildSeed(new Date());
const LISTING = seed.listings.find((l) => l.id === 'lst-casa-01')!;

function openDashboard(backend: LocalTestBackend) {
  renderApp({ backend, route: '/host/dashboard' });
}

/** The dashboard card of the own listing titled `title`, as shown now. */
async function card(title: string) {
  const section = await screen.findByRole('region', { name: 'Mes annonces' });
  const heading = await within(section).findByRole('heading', { level: 3, name: title });
  return heading.closest('article') as HTMLElement;
}

describe('pausing a listing', () => {
  it('links every own listing to its edit page', async () => {
    const backend = await testBackend({ as: 'host' });
    openDashboard(backend);
    const c = await card(LISTING.title);
    expect(within(c).getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      `/host/listings/${LISTING.id}/edit`,
    );
    // never approved: deletable; approved: not
    const waiting = await card("Bureau fermé pour 4 personnes à l'Oasis");
    expect(within(waiting).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(within(c).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });

  it('pauses from the dashboard: badge, out of search and home; Réactiver brings it back', async () => {
    const backend = await testBackend({ as: 'host' });
    const user = userEvent.setup();
    openDashboard(backend);
    const c = await card(LISTING.title);
    expect(within(c).queryByText('En pause')).not.toBeInTheDocument();
    expect(within(c).getByText('En ligne')).toBeInTheDocument();
    await user.click(within(c).getByRole('button', { name: 'Mettre en pause' }));
    expect(await screen.findByText(/Annonce mise en pause/)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card(LISTING.title)).getByText('En pause')).toBeInTheDocument(),
    );
    const paused = await card(LISTING.title);
    // not "En ligne" beside it: a paused listing is not online
    expect(within(paused).queryByText('En ligne')).not.toBeInTheDocument();
    const search = async () =>
      (await backend.listings.searchListings({ filters: {}, pageSize: 100 })).items.map(
        (l) => l.id,
      );
    expect(await search()).not.toContain(LISTING.id);
    expect((await backend.listings.listListings({ limit: 100 })).map((l) => l.id)).not.toContain(
      LISTING.id,
    );

    await user.click(within(paused).getByRole('button', { name: 'Réactiver' }));
    expect(await screen.findByText(/Annonce réactivée/)).toBeInTheDocument();
    expect(await search()).toContain(LISTING.id);
    await waitFor(async () =>
      expect(within(await card(LISTING.title)).queryByText('En pause')).not.toBeInTheDocument(),
    );
    expect(within(await card(LISTING.title)).getByText('En ligne')).toBeInTheDocument();
  });

  it('says what a pause changes for a listing not validated yet: nothing in the search until then', async () => {
    const backend = await testBackend({ as: 'host' });
    const user = userEvent.setup();
    openDashboard(backend);
    const waiting = "Bureau fermé pour 4 personnes à l'Oasis";
    await user.click(within(await card(waiting)).getByRole('button', { name: 'Mettre en pause' }));
    expect(
      await screen.findByText(
        "Annonce mise en pause : même validée, elle n'apparaîtra pas dans la recherche avant que vous la réactiviez.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/elle n'apparaît plus dans la recherche/)).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card(waiting)).getByText('En pause')).toBeInTheDocument(),
    );
    await user.click(within(await card(waiting)).getByRole('button', { name: 'Réactiver' }));
    expect(
      await screen.findByText(
        'Annonce réactivée : elle apparaîtra dans la recherche dès sa validation.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the admin that its host paused it, beside its status', async () => {
    const [host, admin] = await twoClients();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    await host.listings.setListingPaused(LISTING.id, true);
    const user = userEvent.setup();
    renderApp({ backend: admin, route: '/admin?tab=listings' });
    await user.type(
      await screen.findByLabelText('Mot de passe administrateur'),
      DEMO.adminPassword,
    );
    await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
    const row = await findAdminListingRow(user, LISTING.title);
    expect(within(row).getByText('Validé')).toBeInTheDocument();
    expect(within(row).getByText("Mis en pause par l'hôte")).toBeInTheDocument();
    // the others are not
    const other = await findAdminListingRow(user, "Bureau fermé pour 4 personnes à l'Oasis");
    expect(within(other).queryByText("Mis en pause par l'hôte")).toBeNull();
  });

  it('keeps the focus on the toggle it pressed, now the other one, while saving and after', async () => {
    const real = await testBackend({ as: 'host' });
    let release: () => void = () => {};
    let calls = 0;
    const backend: LocalTestBackend = {
      ...real,
      listings: {
        ...real.listings,
        // held until released: the toggle is seen while it saves
        setListingPaused: async (id, paused) => {
          calls += 1;
          await new Promise<void>((resolve) => (release = resolve));
          return real.listings.setListingPaused(id, paused);
        },
      },
    };
    const user = userEvent.setup();
    openDashboard(backend);
    const pause = within(await card(LISTING.title)).getByRole('button', {
      name: 'Mettre en pause',
    });
    pause.focus();
    await user.keyboard('{Enter}');
    // busy: still focused (not disabled, which would drop the focus), a second press ignored
    await waitFor(() => expect(pause).toHaveAttribute('aria-disabled', 'true'));
    expect(pause).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText(/Annonce mise en pause/)).toBeInTheDocument();
    const resume = within(await card(LISTING.title)).getByRole('button', { name: 'Réactiver' });
    expect(resume).toHaveFocus();
    // once the list has reloaded too
    await waitFor(async () =>
      expect(within(await card(LISTING.title)).getByText('En pause')).toBeInTheDocument(),
    );
    expect(
      within(await card(LISTING.title)).getByRole('button', { name: 'Réactiver' }),
    ).toHaveFocus();
    expect((await real.listings.getListing(LISTING.id))!.isPaused).toBe(true);
    expect(calls).toBe(1);

    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText(/Annonce réactivée/)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await card(LISTING.title)).queryByText('En pause')).not.toBeInTheDocument(),
    );
    expect(
      within(await card(LISTING.title)).getByRole('button', { name: 'Mettre en pause' }),
    ).toHaveFocus();
    expect((await real.listings.getListing(LISTING.id))!.isPaused).toBe(false);
  });

  it('badges a listing whose revision waits for the admin', async () => {
    const backend = await testBackend({ as: 'host' });
    await backend.listings.editListing(
      LISTING.id,
      editOf(LISTING, { title: 'Coworking rénové au Maârif' }),
      (await backend.listings.getListing(LISTING.id))!,
    );
    openDashboard(backend);
    const c = await card(LISTING.title);
    expect(within(c).getByText('Modification en attente de validation')).toBeInTheDocument();
  });

  it('says on its page that a paused listing takes no booking, and shows no booking form', async () => {
    const host = await testBackend({ as: 'host' });
    await host.listings.setListingPaused(LISTING.id, true);
    renderApp({ backend: host, route: `/listing/${LISTING.id}` });
    await screen.findByRole('heading', { level: 1, name: LISTING.title });
    expect(screen.getByRole('heading', { name: 'Bureau en pause' })).toBeInTheDocument();
    expect(screen.getAllByText(/ne prend pas de nouvelle réservation/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Réserver/ })).not.toBeInTheDocument();
  });

  it('tells its host, above its title, that it is paused and where to bring it back', async () => {
    const [host, tenant] = await twoClients();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    await host.listings.setListingPaused(LISTING.id, true);
    const { unmount } = renderApp({ backend: host, route: `/listing/${LISTING.id}` });
    const h1 = await screen.findByRole('heading', { level: 1, name: LISTING.title });
    const notice = screen.getByText('Votre annonce est en pause').closest('[role="status"]')!;
    expect(notice).toHaveTextContent(/n'apparaît pas dans la recherche/);
    // above the title, read first
    expect(notice.compareDocumentPosition(h1)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      within(notice as HTMLElement).getByRole('link', { name: 'Gérer mes annonces' }),
    ).toHaveAttribute('href', '/host/dashboard');
    unmount();
    // a tenant reads the panel's « Bureau en pause », not the host's notice
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend: tenant, route: `/listing/${LISTING.id}` });
    await screen.findByRole('heading', { level: 1, name: LISTING.title });
    expect(screen.getByRole('heading', { name: 'Bureau en pause' })).toBeInTheDocument();
    expect(screen.queryByText('Votre annonce est en pause')).not.toBeInTheDocument();
  });

  it('tells its host that an edit waits for the admin, over the version online', async () => {
    const [host, tenant] = await twoClients();
    await host.auth.signIn(DEMO.host.email, DEMO.host.password);
    await host.listings.editListing(
      LISTING.id,
      editOf(LISTING, { title: 'Coworking rénové au Maârif' }),
      (await host.listings.getListing(LISTING.id))!,
    );
    const { unmount } = renderApp({ backend: host, route: `/listing/${LISTING.id}` });
    // the title online until the admin validates the new one
    await screen.findByRole('heading', { level: 1, name: LISTING.title });
    const notice = screen
      .getByText('Modification en attente de validation')
      .closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent(/Cette page montre la version en ligne/);
    expect(within(notice).getByRole('link', { name: 'Gérer mes annonces' })).toBeInTheDocument();
    expect(screen.queryByText('Votre annonce est en pause')).not.toBeInTheDocument();
    unmount();
    await tenant.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    renderApp({ backend: tenant, route: `/listing/${LISTING.id}` });
    await screen.findByRole('heading', { level: 1, name: LISTING.title });
    expect(screen.queryByText('Modification en attente de validation')).not.toBeInTheDocument();
  });
});
