/** Shared test helpers: a seeded local backend in memory, and the app rendered around a page. */
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import {
  MemoryRouter,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { GuardedRouter } from '@/app/GuardedRouter';
import { guardHistory, type GuardedHistory } from '@/lib/guardedHistory';
import { BackendProvider } from '@/hooks/useBackend';
import { routes } from '@/app/routes';
import { AuthProvider } from '@/hooks/AuthContext';
import { createLocalBackend, type LocalBackendOptions } from '@/services/local';
import { memoryStore, type KeyValueStore } from '@/services/local/db';
import type { Backend, ListingsService, UsersService } from '@/services';
import { buildSeed } from '@/services/seed/data';
import type { SeedData } from '@/services/seed/types';
import type { Listing } from '@/domain/types';
import { DEMO } from './factories';

export { DEMO };

/**
 * The file an <img> of a stored photo entry takes as `src`: its widest width (an entry lists
 * them narrowest first, src/domain/photos.ts), or the entry itself when it is one plain address.
 */
export const widestPhoto = (entry: string) =>
  entry
    .split('|')
    .at(-1)!
    .replace(/#\d+w$/, '');

export type LocalTestBackend = Awaited<ReturnType<typeof createLocalBackend>>;

/** A fresh seeded local backend in memory; optionally signed in as a demo account. */
export async function testBackend(
  options: LocalBackendOptions & { as?: 'tenant' | 'host' } = {},
): Promise<LocalTestBackend> {
  const { as, ...rest } = options;
  const backend = await createLocalBackend({
    storage: memoryStore(),
    adminPassword: DEMO.adminPassword,
    ...rest,
  });
  if (as) await backend.auth.signIn(DEMO[as].email, DEMO[as].password);
  return backend;
}

/** A fresh seeded backend signed in as a host who has just signed up: no listing, no booking. */
export async function newHostBackend(): Promise<LocalTestBackend> {
  const backend = await testBackend();
  await backend.auth.signUp({
    firstName: 'Leila',
    lastName: 'Mansouri',
    email: 'leila.mansouri@exemple.ma',
    phoneNumber: '+212 6 11 22 33 44',
    password: 'secret123',
    role: 'host',
  });
  return backend;
}

/** Two "tabs" on the same data: separate sessions, shared store. */
export async function twoClients(options: LocalBackendOptions = {}) {
  const storage: KeyValueStore = memoryStore();
  const a = await createLocalBackend({
    storage,
    sessionStorage: memoryStore(),
    adminPassword: DEMO.adminPassword,
    ...options,
  });
  const b = await createLocalBackend({
    storage,
    sessionStorage: memoryStore(),
    adminPassword: DEMO.adminPassword,
    ...options,
  });
  return [a, b] as const;
}

/** The backend with some listings functions replaced (a stub, a failure, a slow answer). */
/**
 * A listing of the demo host (hote@demo.ma), approved, bookable for a single day and without a
 * monthly rental on it: a request made in a test is refused for nothing but its own dates.
 */
export function demoHostDayListing(seed: SeedData = buildSeed(new Date())): Listing {
  const listing = seed.listings.find(
    (l) =>
      l.isApproved &&
      l.hostId === DEMO.host.uid &&
      l.minimumDuration === 1 &&
      !seed.bookings.some((b) => b.listingId === l.id && b.rentalType === 'monthly'),
  );
  if (!listing) throw new Error('the seed has no such listing of the demo host');
  return listing;
}

export function withListings(backend: Backend, overrides: Partial<ListingsService>): Backend {
  return { ...backend, listings: { ...backend.listings, ...overrides } };
}

/** The backend with some users functions replaced. */
export function withUsers(backend: Backend, overrides: Partial<UsersService>): Backend {
  return { ...backend, users: { ...backend.users, ...overrides } };
}

/** Renders one element inside the providers and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { backend, route = '/' }: { backend: Backend; route?: string },
): RenderResult {
  return render(
    <BackendProvider backend={backend}>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AuthProvider>
    </BackendProvider>,
  );
}

/**
 * The app's router (src/app/GuardedRouter.tsx) on a memory history at the last of
 * `initialEntries`: `state.location` is where it is, `navigate` goes to an address or through
 * the history (-1 is the browser's Back), through the leave guard like the app's own links.
 */
export interface TestRouter {
  history: GuardedHistory;
  table: RouteObject[];
  state: { readonly location: GuardedHistory['location'] };
  navigate(to: string | number, options?: { state?: unknown }): Promise<void>;
}

export function createTestRouter(
  table: RouteObject[],
  { initialEntries }: { initialEntries: string[] },
): TestRouter {
  const history = guardHistory(createMemoryHistory({ initialEntries, v5Compat: true }));
  return {
    history,
    table,
    state: {
      get location() {
        return history.location;
      },
    },
    navigate(to, options) {
      if (typeof to === 'number') history.go(to);
      else history.push(to, options?.state);
      return Promise.resolve();
    },
  };
}

function RouteTable({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

/** Renders `router`'s route table where it is. */
export function TestRouterProvider({ router }: { router: TestRouter }) {
  return (
    <GuardedRouter history={router.history}>
      <RouteTable table={router.table} />
    </GuardedRouter>
  );
}

/**
 * Renders the whole app (real route table, guards, layout) at `route`. With `renderLagMs`, the
 * router hears of each navigation that long after the address changed, as in the browser when
 * the transition that renders the new address is slow (react-router's HistoryRouter renders
 * navigations in startTransition): what a page does meanwhile sees the previous address.
 */
export function renderApp({
  backend,
  route = '/',
  renderLagMs,
  strict = false,
}: {
  backend: Backend;
  route?: string;
  renderLagMs?: number;
  /** In <StrictMode>, as src/main.tsx renders the app (React then runs effects twice in dev). */
  strict?: boolean;
}) {
  const router = createTestRouter(routes, { initialEntries: [route] });
  if (renderLagMs !== undefined) {
    const listen = router.history.listen.bind(router.history);
    router.history.listen = (listener) =>
      listen((update) => setTimeout(() => listener(update), renderLagMs));
  }
  const app = (
    <BackendProvider backend={backend}>
      <AuthProvider>
        <TestRouterProvider router={router} />
      </AuthProvider>
    </BackendProvider>
  );
  const result = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...result, router };
}

/** A wide screen (every min-width media query matches) until vi.restoreAllMocks(). */
export function mockWideScreen() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

/**
 * A text as Testing Library's matchers and jest-dom's toHaveTextContent compare it: their
 * normalizers read a no-break space (the one before "MAD", src/domain/format.ts) as a space, but
 * not in the text asked for.
 */
export function asShown(text: string): string {
  return text.replace(/\u00a0/g, ' ');
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The admin's Bureaux tab reads its listings a page at a time, newest first: the row of
 * `title`, after as many « Voir plus » as it takes.
 */
export async function findAdminListingRow(
  user: { click(element: Element): Promise<void> },
  title: string | RegExp,
): Promise<HTMLElement> {
  const name = typeof title === 'string' ? new RegExp(escapeRegExp(title)) : title;
  await screen.findAllByRole('article');
  for (;;) {
    const row = screen.queryByRole('article', { name });
    if (row) return row;
    const more = screen.queryByRole('button', { name: 'Voir plus' });
    if (!more) throw new Error(`Aucune ligne « ${String(title)} » dans l'onglet Bureaux`);
    const before = screen.getAllByRole('article').length;
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(before));
  }
}

/**
 * « 1 réservation », « 3 réservations »: how the product writes a count (French: 0 and 1
 * singular; src/i18n/t.ts), spelled out here so that a test states the words it expects.
 */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n < 2 ? one : many}`;
}
