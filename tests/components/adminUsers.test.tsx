/** "Utilisateurs" tab (search by name or e-mail, role filter) and /admin/user/{userId}. */
import { vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@/domain/format';
import { buildSeed } from '@/services/seed/data';
import { userSearchKeys } from '@/domain/userSearch';
import { USERS_PAGE_SIZE } from '@/features/admin/components/UsersTab';
import { ServiceError, type AdminSession } from '@/services/types';
import { DEMO, renderApp, testBackend, type LocalTestBackend, plural } from '../utils';

// The admin screens load in steps (unlock, then data): leave room for a busy test machine.
const NOW = new Date();
const seed = buildSeed(NOW);
const hosts = seed.users.filter((u) => u.role === 'host');
const tenants = seed.users.filter((u) => u.role === 'tenant');

async function openAdmin(route: string, renderLagMs?: number, given?: LocalTestBackend) {
  const backend = given ?? (await testBackend({ now: () => NOW }));
  const user = userEvent.setup();
  const app = renderApp({ backend, route, renderLagMs });
  await user.type(await screen.findByLabelText('Mot de passe administrateur'), DEMO.adminPassword);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
  return { ...app, user, backend };
}

/** Searches are debounced (250 ms): leave room for a busy machine. */
const SLOW = { timeout: 4000 };

const userLinks = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/admin/user/'));

describe('users tab', () => {
  it('lists every user with a link to their admin page', async () => {
    await openAdmin('/admin?tab=users');
    await screen.findByText(`${plural(seed.users.length, 'utilisateur', 'utilisateurs')}`);
    const links = userLinks();
    expect(links).toHaveLength(seed.users.length);
    for (const u of seed.users) {
      expect(screen.getByRole('link', { name: u.fullName })).toHaveAttribute(
        'href',
        `/admin/user/${u.uid}`,
      );
      expect(screen.getByText(u.email)).toBeInTheDocument();
    }
    // a date of sign-up that agrees with everyone (« Inscrit le » did not with Salma or Sara)
    const first = seed.users[0]!;
    const row = screen.getByRole('link', { name: first.fullName }).closest('li')!;
    expect(
      within(row).getByText(`Inscription le ${formatDate(first.createdAt)}`),
    ).toBeInTheDocument();
  });

  it('searches by name or e-mail, case-insensitively', async () => {
    const { user, router } = await openAdmin('/admin?tab=users');
    const box = await screen.findByLabelText('Rechercher par nom ou e-mail');
    await screen.findByText(`${plural(seed.users.length, 'utilisateur', 'utilisateurs')}`);
    await user.type(box, 'BENALI');
    await waitFor(() => expect(userLinks()).toHaveLength(1), SLOW);
    expect(screen.getByRole('link', { name: 'Yasmine Benali' })).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=BENALI');
    await user.clear(box);
    await user.type(box, DEMO.host.email);
    await waitFor(
      () => expect(userLinks().map((a) => a.textContent)).toEqual(['Karim El Amrani']),
      SLOW,
    );
    await user.clear(box);
    await user.type(box, 'personne-inconnue');
    expect(
      await screen.findByRole('heading', { name: 'Aucun utilisateur trouvé' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('0 utilisateur')).toBeInTheDocument();
  });

  it('filters by role (Tous / Hôtes / Locataires), combined with the search', async () => {
    const { user } = await openAdmin('/admin?tab=users');
    const role = await screen.findByLabelText('Rôle');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tous', 'Hôtes', 'Locataires']);
    await screen.findByText(`${plural(seed.users.length, 'utilisateur', 'utilisateurs')}`);
    await user.selectOptions(role, 'Hôtes');
    await waitFor(() => expect(userLinks()).toHaveLength(hosts.length), SLOW);
    expect(
      userLinks()
        .map((a) => a.textContent)
        .sort(),
    ).toEqual(hosts.map((u) => u.fullName).sort());
    await user.selectOptions(role, 'Locataires');
    await waitFor(
      () =>
        expect(
          userLinks()
            .map((a) => a.textContent)
            .sort(),
        ).toEqual(tenants.map((u) => u.fullName).sort()),
      SLOW,
    );
    await user.type(screen.getByLabelText('Rechercher par nom ou e-mail'), 'karim');
    expect(
      await screen.findByRole('heading', { name: 'Aucun utilisateur trouvé' }, SLOW),
    ).toBeInTheDocument();
    await user.selectOptions(role, 'Tous');
    await waitFor(
      () => expect(userLinks().map((a) => a.textContent)).toEqual(['Karim El Amrani']),
      SLOW,
    );
  });

  it('keeps a role chosen while the typed search waits for its 250 ms, however slow the render', async () => {
    // The router hears of each navigation 400 ms late: the role is chosen, then the typed text
    // reaches the URL before the page has rendered the role's address.
    const { user, router } = await openAdmin('/admin?tab=users', 400);
    const box = await screen.findByLabelText('Rechercher par nom ou e-mail');
    await screen.findByText(
      `${plural(seed.users.length, 'utilisateur', 'utilisateurs')}`,
      undefined,
      SLOW,
    );
    await user.type(box, 'karim');
    await user.selectOptions(screen.getByLabelText('Rôle'), 'Locataires');
    expect(
      await screen.findByRole('heading', { name: 'Aucun utilisateur trouvé' }, SLOW),
    ).toBeInTheDocument();
    // Past both delays (250 ms + 400 ms twice): nothing undoes either change.
    await new Promise((r) => setTimeout(r, 1000));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('q')).toBe('karim');
    expect(search.get('role')).toBe('tenant');
    expect(screen.getByLabelText('Rôle')).toHaveValue('tenant');
    expect(screen.getByRole('heading', { name: 'Aucun utilisateur trouvé' })).toBeInTheDocument();
  });

  it('navigates nowhere for a search already in the URL', async () => {
    const { user, router } = await openAdmin('/admin?tab=users&q=salma');
    await waitFor(() => expect(userLinks()).toHaveLength(1), SLOW);
    const before = router.state.location.key;
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.location.key).toBe(before);
    await user.type(screen.getByLabelText('Rechercher par nom ou e-mail'), '{Enter}');
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.location.key).toBe(before);
  });

  it('opens a user page and comes back to the same search', async () => {
    const { user, router } = await openAdmin('/admin?tab=users&q=salma');
    await waitFor(() => expect(userLinks()).toHaveLength(1), SLOW);
    await user.click(screen.getByRole('link', { name: 'Salma Idrissi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salma Idrissi' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/user/tenant-3');
    await user.click(screen.getByRole('link', { name: /Retour aux utilisateurs/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users&q=salma'), SLOW);
    // the focus back on the link followed, not on the page's <main>
    await waitFor(
      () => expect(screen.getByRole('link', { name: 'Salma Idrissi' })).toHaveFocus(),
      SLOW,
    );
  });

  it("writes the link followed into the list's own history entry, for the browser's Back", async () => {
    // (the real Back, in Chromium with the browser router: tests/e2e/backToResults.e2e.mjs)
    const { user } = await openAdmin('/admin?tab=users&q=salma');
    await waitFor(() => expect(userLinks()).toHaveLength(1), SLOW);
    // an entry as React Router's browser history writes it: its key, its index, its state
    window.history.replaceState({ idx: 3, key: 'list', usr: { from: '?tab=users' } }, '');
    try {
      await user.click(screen.getByRole('link', { name: 'Salma Idrissi' }));
      await screen.findByRole('heading', { level: 1, name: 'Salma Idrissi' });
      expect(window.history.state).toEqual({
        idx: 3,
        key: 'list',
        usr: { from: '?tab=users', returnTo: 'tenant-3' },
      });
    } finally {
      window.history.replaceState(null, '');
    }
  });
});

describe('users tab, read a page at a time on the server', () => {
  // 30 tenants more than the seed, registered after it, one a minute: "Invité 01" … "Invité 30"
  const GUESTS = Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const fullName = `Invité ${n}`;
    const email = `invite${n}@exemple.ma`;
    return {
      uid: `guest-${n}`,
      firstName: 'Invité',
      lastName: n,
      fullName,
      email,
      role: 'tenant',
      favorites: [],
      createdAt: new Date(NOW.getTime() + (i + 1) * 60_000).toISOString(),
      searchKeys: userSearchKeys({ fullName, email }),
    };
  });
  const newestSeed = [...seed.users]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uid < b.uid ? 1 : -1))
    .map((u) => u.fullName);
  const guestsNewest = GUESTS.map((g) => g.fullName).reverse();

  async function withGuests(
    listUsers?: (
      real: AdminSession['listUsers'],
      options: Parameters<AdminSession['listUsers']>[0],
    ) => ReturnType<AdminSession['listUsers']>,
  ) {
    const backend = await testBackend({ now: () => NOW });
    backend.__raw!.seed(Object.fromEntries(GUESTS.map((g) => [`users/${g.uid}`, g])));
    if (listUsers) {
      const real = backend.admin.unlock.bind(backend.admin);
      vi.spyOn(backend.admin, 'unlock').mockImplementation(async (p) => {
        const s = await real(p);
        const list = s.listUsers.bind(s);
        s.listUsers = (options) => listUsers(list, options);
        return s;
      });
    }
    return backend;
  }

  it('shows the 20 newest, then the rest with « Voir plus », the focus on the count', async () => {
    const { user } = await openAdmin('/admin?tab=users', undefined, await withGuests());
    await screen.findByText(
      `${plural(USERS_PAGE_SIZE, 'utilisateur', 'utilisateurs')} parmi les plus récents`,
    );
    expect(userLinks().map((a) => a.textContent)).toEqual(guestsNewest.slice(0, USERS_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    const total = GUESTS.length + seed.users.length;
    const count = await screen.findByText(
      `${plural(total, 'utilisateur', 'utilisateurs')}`,
      undefined,
      SLOW,
    );
    expect(userLinks().map((a) => a.textContent)).toEqual([...guestsNewest, ...newestSeed]);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    expect(count).toHaveFocus();
  });

  it('searches the beginnings of words without accents, every word, a page at a time', async () => {
    const { user } = await openAdmin('/admin?tab=users', undefined, await withGuests());
    const box = await screen.findByLabelText('Rechercher par nom ou e-mail');
    expect(box).toHaveAccessibleDescription(
      "Début d'un prénom, d'un nom ou de l'adresse e-mail, sans tenir compte des accents.",
    );
    await screen.findByText(
      `${plural(USERS_PAGE_SIZE, 'utilisateur', 'utilisateurs')} parmi les plus récents`,
    );
    // "invite 2": Invité 20 to 29 (not Invité 02: "02" does not begin with "2")
    await user.type(box, 'invite 2');
    await screen.findByText('10 utilisateurs', undefined, SLOW);
    expect(userLinks().map((a) => a.textContent)).toEqual(
      guestsNewest.filter((n) => / 2\d$/.test(n)),
    );
    await user.clear(box);
    await user.type(box, 'INVITÉ');
    await screen.findByText(
      `${plural(USERS_PAGE_SIZE, 'utilisateur', 'utilisateurs')} parmi les plus récents`,
      undefined,
      SLOW,
    );
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    await screen.findByText(
      `${plural(GUESTS.length, 'utilisateur', 'utilisateurs')}`,
      undefined,
      SLOW,
    );
    expect(userLinks().map((a) => a.textContent)).toEqual(guestsNewest);
  });

  it('keeps the rows, busy, while a new search loads; the same live count line then says it', async () => {
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    const asked: string[] = [];
    const backend = await withGuests(async (list, options) => {
      asked.push(`${options.search ?? ''}|${options.role ?? ''}|${options.cursor ?? 'début'}`);
      if (options.search) await gate;
      return list(options);
    });
    const { user } = await openAdmin('/admin?tab=users', undefined, backend);
    const count = await screen.findByText(
      `${plural(USERS_PAGE_SIZE, 'utilisateur', 'utilisateurs')} parmi les plus récents`,
    );
    await user.type(screen.getByLabelText('Rechercher par nom ou e-mail'), 'yasmine');
    await waitFor(() => expect(asked).toContain('yasmine||début'), SLOW);
    expect(count.closest('[aria-busy="true"]')).not.toBeNull();
    expect(userLinks()).toHaveLength(USERS_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
    open();
    await waitFor(() => expect(count).toHaveTextContent('1 utilisateur'), SLOW);
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count.closest('[aria-busy="true"]')).toBeNull();
    expect(userLinks().map((a) => a.textContent)).toEqual(['Yasmine Benali']);
    expect(asked).toEqual(['||début', 'yasmine||début']);
  });

  it('keeps the users read so far and says so when the next page fails', async () => {
    const backend = await withGuests((list, options) =>
      options.cursor ? Promise.reject(new ServiceError('unavailable')) : list(options),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openAdmin('/admin?tab=users', undefined, backend);
    await screen.findByText(
      `${plural(USERS_PAGE_SIZE, 'utilisateur', 'utilisateurs')} parmi les plus récents`,
    );
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(
      await screen.findByText(
        'Impossible de charger la suite des utilisateurs. Réessayez avec « Voir plus ».',
      ),
    ).toBeInTheDocument();
    expect(userLinks()).toHaveLength(USERS_PAGE_SIZE);
    expect(screen.getByRole('button', { name: 'Voir plus' })).toBeInTheDocument();
  });
});

describe('admin user page', () => {
  const dd = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('shows contact info, full name, registration date, unique id, bio, favourites and role', async () => {
    const u = seed.users.find((x) => x.uid === DEMO.tenant.uid)!;
    await openAdmin(`/admin/user/${u.uid}`);
    expect(await screen.findByRole('heading', { level: 1, name: u.fullName })).toBeInTheDocument();
    expect(dd('E-mail')).toHaveTextContent(u.email);
    expect(within(dd('E-mail')).getByRole('link')).toHaveAttribute('href', `mailto:${u.email}`);
    expect(dd('Téléphone')).toHaveTextContent(u.phoneNumber!);
    expect(dd('Nom complet')).toHaveTextContent(u.fullName);
    expect(dd("Date d'inscription")).toHaveTextContent(formatDate(u.createdAt));
    expect(dd('Identifiant unique')).toHaveTextContent(u.uid);
    expect(dd('Bio')).toHaveTextContent(u.bio!);
    expect(dd('Favoris')).toHaveTextContent(
      `${plural(u.favorites.length, 'bureau', 'bureaux')} en favori`,
    );
    expect(dd('Rôle')).toHaveTextContent('Locataire');
    expect(dd('Profession')).toHaveTextContent(u.profession!);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  it('says "Non renseigné" for a missing phone number', async () => {
    const u = seed.users.find((x) => !x.phoneNumber)!;
    await openAdmin(`/admin/user/${u.uid}`);
    await screen.findByRole('heading', { level: 1, name: u.fullName });
    expect(dd('Téléphone')).toHaveTextContent('Non renseigné');
    expect(dd('Favoris')).toHaveTextContent('0 bureau en favori');
    expect(dd('Rôle')).toHaveTextContent(u.role === 'host' ? 'Hôte' : 'Locataire');
  });

  it('shows "Utilisateur introuvable" with a link back to the users tab for an unknown id', async () => {
    const { user, router } = await openAdmin('/admin/user/personne');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Utilisateur introuvable' }),
    ).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: /Retour aux utilisateurs/ });
    back.forEach((a) => expect(a).toHaveAttribute('href', '/admin?tab=users'));
    await user.click(back[back.length - 1]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=users'), SLOW);
    expect(screen.getByRole('tab', { name: 'Utilisateurs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it.each([
    {
      from: '« Réservations à valider »',
      status: 'pending_admin',
      route: '/admin?tab=pending',
      back: /Retour aux réservations à valider/,
      search: '?tab=pending',
      filter: null,
    },
    {
      from: '« Historique », filter included',
      status: 'rejected',
      route: '/admin?tab=history&filter=rejected',
      back: /Retour à l'historique/,
      search: '?tab=history&filter=rejected',
      filter: 'Refusées',
    },
  ])("goes from $from to a tenant's page and back", async (c) => {
    const b = seed.bookings.find((x) => x.status === c.status)!;
    const { user, router } = await openAdmin(c.route);
    const rows = await screen.findAllByRole('article');
    const row = rows.find((r) => r.textContent!.includes(b.listingTitle))!;
    await user.click(within(row).getByRole('link', { name: b.tenantName }));
    expect(
      await screen.findByRole('heading', { level: 1, name: b.tenantName }),
    ).toBeInTheDocument();
    // named by where it goes
    expect(screen.queryByRole('link', { name: /Retour aux utilisateurs/ })).toBeNull();
    // the list drawn as if the row were far below the window (jsdom lays nothing out)
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const far = { top: 2000, bottom: 2024, left: 0, right: 0, width: 0, height: 24, x: 0, y: 2000 };
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        const at = this.dataset.return && !scrolled.includes(this) ? far : { ...far, top: 0 };
        return { ...at, bottom: at.top + at.height, toJSON: () => at } as DOMRect;
      });
    try {
      await user.click(screen.getByRole('link', { name: c.back }));
      await waitFor(() => expect(router.state.location.search).toBe(c.search), SLOW);
      if (c.filter) expect(await screen.findByRole('radio', { name: c.filter })).toBeChecked();
      // the focus back on the link followed, in its row, when the list is read again, and the
      // link scrolled into the window
      await waitFor(() => {
        const again = screen
          .getAllByRole('article')
          .find((r) => r.textContent!.includes(b.listingTitle))!;
        const link = within(again).getByRole('link', { name: b.tenantName });
        expect(link).toHaveFocus();
        expect(scrolled).toContain(link);
      }, SLOW);
    } finally {
      rect.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('goes back from an unknown user to the list it came from', async () => {
    const { user, router } = await openAdmin('/admin?tab=history&filter=rejected');
    await screen.findAllByRole('article');
    await act(() =>
      router.navigate('/admin/user/personne', {
        state: { from: '?tab=history&filter=rejected' },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Utilisateur introuvable' });
    expect(screen.queryByRole('link', { name: /Retour aux utilisateurs/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: /Retour à l'historique/ }));
    await waitFor(
      () => expect(router.state.location.search).toBe('?tab=history&filter=rejected'),
      SLOW,
    );
  });
});
