/**
 * Every address of the app (spec §2), in one place: the route table (src/app/routes.tsx), the
 * start-up preloads (src/app/routes.tsx and the inline script vite.config.ts writes into
 * index.html), the guards, the links and the navigations all read it. A route string literal
 * anywhere else in src is a lint error (eslint.config.js).
 *
 * No imports: vite.config.ts loads this file in Node.
 */

/**
 * Who may open a page; the guards (src/app/guards.tsx) send others away ('signedOut': the
 * sign-in page, which sends a signed-in visitor on; 'signUp': the sign-up pages, which tell a
 * signed-in visitor why another account needs signing out first, or send a host to the host
 * dashboard).
 */
export type Access = 'signedIn' | 'tenant' | 'host' | 'signedOut' | 'signUp';

export interface RouteEntry {
  /** react-router pattern; a child's pattern starts with its parent's. */
  readonly path: string;
  /** The page module, relative to src/pages and without extension: one chunk per page. */
  readonly page: string;
  readonly access?: Access;
  /**
   * Fetch the page's chunk at start-up: 'app' while the backend loads (src/app/routes.tsx),
   * 'html' also from index.html while the entry script downloads (vite.config.ts).
   */
  readonly preload?: 'app' | 'html';
  /**
   * Public page whose first screen is rendered at build time into its own HTML file
   * (src/prerender/render.tsx, scripts/prerender.mjs; docs/decisions.md "The first screen from
   * HTML").
   */
  readonly prerender?: true;
  /**
   * A page on the way in (sign-in, sign-up, forgotten password): the header's « Connexion »
   * there passes the page's own `redirect` on rather than coming back to it
   * (src/app/layout/Navbar.tsx).
   */
  readonly signIn?: true;
  /** A child route, rendered inside its parent's page (an <Outlet />). */
  readonly parent?: string;
  /** The child shown at the parent's own address. */
  readonly index?: true;
}

export const ROUTES = {
  home: { path: '/', page: 'HomePage', preload: 'html', prerender: true },
  search: { path: '/search', page: 'SearchPage', preload: 'html', prerender: true },
  listing: { path: '/listing/:id', page: 'ListingPage', preload: 'html', prerender: true },
  login: {
    path: '/login',
    page: 'auth/LoginPage',
    preload: 'app',
    access: 'signedOut',
    signIn: true,
  },
  signup: {
    path: '/signup',
    page: 'auth/SignupPage',
    preload: 'app',
    access: 'signUp',
    signIn: true,
  },
  registerHost: {
    path: '/register-host',
    page: 'auth/RegisterHostPage',
    access: 'signUp',
    signIn: true,
  },
  registerTenant: {
    path: '/register-tenant',
    page: 'auth/RegisterTenantPage',
    access: 'signUp',
    signIn: true,
  },
  forgotPassword: { path: '/forgot-password', page: 'auth/ForgotPasswordPage', signIn: true },
  help: { path: '/help', page: 'static/HelpPage', prerender: true },
  support: { path: '/support', page: 'static/SupportPage', prerender: true },
  hostGuide: { path: '/host/guide', page: 'static/HostGuidePage', prerender: true },
  hostResources: { path: '/host/resources', page: 'static/HostResourcesPage', prerender: true },
  terms: { path: '/terms', page: 'static/TermsPage', prerender: true },
  privacy: { path: '/privacy', page: 'static/PrivacyPage', prerender: true },
  dashboard: { path: '/dashboard', page: 'DashboardPage', access: 'signedIn' },
  profile: { path: '/profile', page: 'ProfilePage', access: 'signedIn' },
  favorites: { path: '/favorites', page: 'FavoritesPage', access: 'tenant' },
  hostDashboard: { path: '/host/dashboard', page: 'host/HostDashboardPage', access: 'host' },
  newListing: { path: '/host/listings/new', page: 'host/NewListingPage', access: 'host' },
  editListing: { path: '/host/listings/:id/edit', page: 'host/EditListingPage', access: 'host' },
  // issue 14: the inbox and a conversation (one chunk each, their own budget)
  messages: { path: '/messages', page: 'messages/MessagesPage', access: 'signedIn' },
  conversation: {
    path: '/messages/:conversationId',
    page: 'messages/ConversationPage',
    access: 'signedIn',
  },
  // « Contacter l'hôte » for a visitor: signed in, a tenant goes on to the conversation
  contactHost: { path: '/contact/:listingId', page: 'ContactHostPage', access: 'signedIn' },
  // a booking's e-mails link here: each of its two people is sent on to their own dashboard
  booking: { path: '/bookings/:bookingId', page: 'BookingLinkPage', access: 'signedIn' },
  // issue 15: a booking's receipt or invoice, and its credit note (printable)
  document: { path: '/documents/:bookingId', page: 'DocumentsPage', access: 'signedIn' },
  admin: { path: '/admin', page: 'admin/AdminLayout' },
  adminHome: { path: '/admin', page: 'admin/AdminPage', parent: 'admin', index: true },
  adminUser: { path: '/admin/user/:userId', page: 'admin/AdminUserPage', parent: 'admin' },
  // a booking's documents, for the admin (the same sheets as its tenant's and host's)
  adminDocuments: {
    path: '/admin/documents/:bookingId',
    page: 'admin/AdminDocumentsPage',
    parent: 'admin',
  },
  notFound: { path: '*', page: 'NotFoundPage' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;

/** The routes as a list, in table order. */
export const routeEntries = Object.entries(ROUTES) as [RouteName, RouteEntry][];

/**
 * Address prefix -> page module of the pages index.html preloads: the exact path, or for a
 * pattern with parameters its static start ending in "/" (e.g. "/listing/").
 */
export function htmlPreloads(): [prefix: string, page: string][] {
  return routeEntries
    .filter(([, r]) => r.preload === 'html')
    .map(([, r]) => [r.path.split(':')[0], r.page]);
}

/** One prerendered page: the path rendered, the file written, the addresses it serves. */
export interface PrerenderedPage {
  name: RouteName;
  /** The address rendered: the pattern, each ":param" standing as "_" (a page still loading). */
  renderPath: string;
  /** The file, relative to the build folder: the home page is index.html, the others their own. */
  file: string;
  /** The addresses it answers, as a Firebase Hosting glob ("*": one path segment). */
  source: string;
}

/** The shell every other address is served (a page rendered by the app alone). */
export const APP_SHELL_FILE = 'app.html';

/** The pages whose first screen is in the served HTML (route table order). */
export function prerenderedPages(): PrerenderedPage[] {
  return routeEntries
    .filter(([, r]) => r.prerender)
    .map(([name, r]) => ({
      name,
      renderPath: r.path.replace(/:\w+/g, '_'),
      file: r.path === '/' ? 'index.html' : `prerendered/${name}.html`,
      source: r.path.replace(/:\w+/g, '*'),
    }));
}

/**
 * "?a=1&b=2" from the given non-empty values ("" when none). The `redirect` target is
 * URL-encoded here, the one place it is written (encodeURIComponent, as the guard always did).
 */
function query({ redirect, ...params }: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const parts = [q.toString(), redirect ? `redirect=${encodeURIComponent(redirect)}` : ''];
  const s = parts.filter(Boolean).join('&');
  return s ? `?${s}` : '';
}

/**
 * The `redirect` parameter of /login, decoded: the one place it is read. Only a same-site path
 * is accepted ("/..." but not "//host..."); anything else gives null.
 */
export function readRedirect(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const target = params.get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return target;
}

/** A pattern with its ":name" parameters filled in, each URL-encoded. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The id of a document's sheet on its booking's page (its heading), the target of its links. */
export const documentAnchor = (documentId: string) => `document-${documentId}`;
/** The id of a booking card's heading (BookingCard): a dashboard's address may end in it. */
export const bookingAnchor = (bookingId: string) => `booking-${bookingId}`;
/** The booking an address's `#…` names (a dashboard's, "#booking-{id}"), or null. */
export function bookingOfHash(hash: string): string | null {
  const prefix = `#${bookingAnchor('')}`;
  if (!hash.startsWith(prefix) || hash.length === prefix.length) return null;
  try {
    return decodeURIComponent(hash.slice(prefix.length));
  } catch {
    return null;
  }
}
const atBooking = (bookingId?: string) =>
  bookingId === undefined ? '' : `#${encodeURIComponent(bookingAnchor(bookingId))}`;
/** The id of a listing page's booking panel: « Réserver à nouveau » and the phone bar go there. */
export const BOOKING_PANEL_ID = 'booking-panel';
/** The id of a review's author line (ReviewItem): a review notification's address ends in it. */
export const reviewAnchor = (reviewId: string) => `review-${reviewId}`;
const atReview = (reviewId: string) => `#${encodeURIComponent(reviewAnchor(reviewId))}`;
const atCardOrReview = (at?: string | { reviewId: string }) =>
  typeof at === 'object' ? atReview(at.reviewId) : atBooking(at);
/** A documents page's sheet (documentAnchor), or the page's top. */
const atDocument = (documentId?: string) =>
  documentId === undefined ? '' : `#${encodeURIComponent(documentAnchor(documentId))}`;

/**
 * Where a booking's card is for its reader: a host's bookings are on the host dashboard, a
 * tenant's on theirs (as a booking's notification leads, src/domain/notifications.ts).
 */
export const bookingCard = (bookingId: string, role: string | null | undefined) =>
  role === 'host'
    ? ROUTES.hostDashboard.path + atBooking(bookingId)
    : ROUTES.dashboard.path + atBooking(bookingId);

/** A typed builder per route: the only way code in src writes an address. */
/** The id of the profile's « Facturation » section (a host's legal identity). */
export const BILLING_ANCHOR = 'facturation';

export const paths = {
  home: () => ROUTES.home.path,
  /** The search page, optionally with the hero's city (spec §2: /search?city=...). */
  search: ({ city }: { city?: string } = {}) => ROUTES.search.path + query({ city }),
  /**
   * With a review's id, at that review (the reviews' heading when it is further down); with
   * `{ bookingPanel: true }`, at the booking panel (« Réserver à nouveau »).
   */
  listing: (id: string, at?: string | { bookingPanel: true }) =>
    fill(ROUTES.listing.path, { id }) +
    (at === undefined ? '' : typeof at === 'object' ? `#${BOOKING_PANEL_ID}` : atReview(at)),
  /** The login page; `redirect` is where to go once signed in (a path of this site). */
  login: ({ redirect }: { redirect?: string | null } = {}) =>
    ROUTES.login.path + query({ redirect }),
  signup: ({ role, redirect }: { role?: 'host' | 'tenant'; redirect?: string | null } = {}) =>
    ROUTES.signup.path + query({ role, redirect }),
  registerHost: () => ROUTES.registerHost.path,
  registerTenant: () => ROUTES.registerTenant.path,
  forgotPassword: () => ROUTES.forgotPassword.path,
  help: () => ROUTES.help.path,
  support: () => ROUTES.support.path,
  hostGuide: () => ROUTES.hostGuide.path,
  hostResources: () => ROUTES.hostResources.path,
  terms: () => ROUTES.terms.path,
  privacy: () => ROUTES.privacy.path,
  /**
   * At a booking's card (its id), or at one of the tenant's reviews (« Les avis que vous avez
   * laissés »): src/hooks/useHashTarget.ts takes the page there.
   */
  dashboard: (at?: string | { reviewId: string }) => ROUTES.dashboard.path + atCardOrReview(at),
  /**
   * With `redirect`, Save and Cancel go back there (the booking panel's « Compléter mon profil »);
   * `at: 'billing'`, at a host's « Facturation » section (useHashTarget in
   * src/features/profile/LegalFields.tsx).
   */
  profile: ({ redirect, at }: { redirect?: string | null; at?: 'billing' } = {}) =>
    ROUTES.profile.path + query({ redirect }) + (at === 'billing' ? `#${BILLING_ANCHOR}` : ''),
  favorites: () => ROUTES.favorites.path,
  /** At a booking's card (its id), or at a review of the host's listings ("Avis sur vos espaces"). */
  hostDashboard: (at?: string | { reviewId: string }) =>
    ROUTES.hostDashboard.path + atCardOrReview(at),
  /**
   * The one address of a booking for both its tenant and its host (its e-mails,
   * src/i18n/fr/emails.json): the page sends each on to their dashboard at its card (bookingCard).
   */
  booking: (bookingId: string) => fill(ROUTES.booking.path, { bookingId }),
  newListing: () => ROUTES.newListing.path,
  editListing: (id: string) => fill(ROUTES.editListing.path, { id }),
  messages: () => ROUTES.messages.path,
  /**
   * A booking's documents: its facture or reçu, then its avoir (issue 15); with a document's id,
   * at that sheet (its heading's id, documentAnchor: the page scrolls to it once loaded).
   */
  document: (bookingId: string, documentId?: string) =>
    fill(ROUTES.document.path, { bookingId }) + atDocument(documentId),
  conversation: (conversationId: string) => fill(ROUTES.conversation.path, { conversationId }),
  /**
   * A listing's « Contacter l'hôte » for a visitor, whose conversation has no id yet (it is the
   * listing's and the tenant's): asked to sign in, then sent on to it (ContactHostPage).
   */
  contactHost: (listingId: string) => fill(ROUTES.contactHost.path, { listingId }),
  /** /admin with a tab, or with the query string of an admin list ("?tab=users&q=..."). */
  admin: (at: { tab?: string } | `?${string}` = {}) =>
    ROUTES.admin.path + (typeof at === 'string' ? at : query({ tab: at.tab })),
  adminUser: (userId: string) => fill(ROUTES.adminUser.path, { userId }),
  /** A booking's documents for the admin; with a document's id, at that sheet (as `document`). */
  adminDocuments: (bookingId: string, documentId?: string) =>
    fill(ROUTES.adminDocuments.path, { bookingId }) + atDocument(documentId),
} as const;
