/** src/config/paths.ts: the route table, its builders, and the one redirect encoder/decoder. */
import { existsSync } from 'node:fs';
import { matchPath } from 'react-router-dom';
import {
  ROUTES,
  bookingCard,
  bookingOfHash,
  documentAnchor,
  reviewAnchor,
  htmlPreloads,
  paths,
  readRedirect,
  routeEntries,
} from '@/config/paths';

const patterns = routeEntries.map(([, r]) => r.path).filter((p) => p !== '*');
const routeOf = (address: string) => {
  const pathname = new URL(address, 'http://x').pathname;
  return routeEntries.find(([, r]) => r.path !== '*' && matchPath(r.path, pathname))?.[0];
};

describe('the route table', () => {
  it('names an existing page module for every route', () => {
    for (const [, r] of routeEntries) expect(existsSync(`src/pages/${r.page}.tsx`)).toBe(true);
  });

  it('gives each address one route, children under their parent', () => {
    const top = routeEntries.filter(([, r]) => !('index' in r));
    expect(new Set(top.map(([, r]) => r.path)).size).toBe(top.length);
    for (const [, r] of routeEntries) {
      if (!('parent' in r)) continue;
      const parent = ROUTES[r.parent as keyof typeof ROUTES];
      expect(r.path.startsWith(parent.path)).toBe(true);
    }
  });

  it('preloads the home, search and listing pages from index.html', () => {
    expect(htmlPreloads()).toEqual([
      ['/', 'HomePage'],
      ['/search', 'SearchPage'],
      ['/listing/', 'ListingPage'],
    ]);
  });

  it('guards the private pages', () => {
    expect(ROUTES.dashboard.access).toBe('signedIn');
    expect(ROUTES.profile.access).toBe('signedIn');
    expect(ROUTES.favorites.access).toBe('tenant');
    expect(ROUTES.hostDashboard.access).toBe('host');
    expect(ROUTES.newListing.access).toBe('host');
  });
});

describe('paths builders', () => {
  it('builds each address of the spec', () => {
    expect(paths.home()).toBe('/');
    expect(paths.search()).toBe('/search');
    expect(paths.search({ city: '' })).toBe('/search');
    expect(paths.search({ city: 'Rabat' })).toBe('/search?city=Rabat');
    expect(paths.listing('lst-casa-04')).toBe('/listing/lst-casa-04');
    expect(paths.signup({ role: 'host' })).toBe('/signup?role=host');
    expect(paths.hostGuide()).toBe('/host/guide');
    expect(paths.newListing()).toBe('/host/listings/new');
    expect(paths.admin()).toBe('/admin');
    expect(paths.admin({ tab: 'users' })).toBe('/admin?tab=users');
    expect(paths.admin('?tab=pending&q=x')).toBe('/admin?tab=pending&q=x');
    expect(paths.adminUser('tenant-3')).toBe('/admin/user/tenant-3');
  });

  it('encodes path parameters', () => {
    expect(paths.adminUser('a/b c')).toBe('/admin/user/a%2Fb%20c');
    expect(paths.adminDocuments('bkg-1')).toBe('/admin/documents/bkg-1');
    expect(paths.adminDocuments('bkg-1', 'bkg-1_avoir')).toBe(
      '/admin/documents/bkg-1#document-bkg-1_avoir',
    );
    expect(paths.listing('x?y')).toBe('/listing/x%3Fy');
  });

  it("leads to one sheet of a booking's documents by its heading's id", () => {
    expect(paths.document('bkg-1')).toBe('/documents/bkg-1');
    expect(paths.document('bkg-1', 'bkg-1_m2')).toBe('/documents/bkg-1#document-bkg-1_m2');
    expect(documentAnchor('bkg-1_m2')).toBe('document-bkg-1_m2');
    expect(paths.document('a b', 'a b#1')).toBe('/documents/a%20b#document-a%20b%231');
    expect(routeOf(paths.document('bkg-1', 'bkg-1_m2'))).toBe('document');
  });

  it("leads a booking's reader to its card on their own dashboard", () => {
    expect(paths.booking('bkg-1')).toBe('/bookings/bkg-1');
    expect(paths.booking('a b#1')).toBe('/bookings/a%20b%231');
    expect(bookingCard('bkg-1', 'host')).toBe('/host/dashboard#booking-bkg-1');
    expect(bookingCard('bkg-1', 'tenant')).toBe('/dashboard#booking-bkg-1');
    // a profile not read (or missing): the account's own bookings
    expect(bookingCard('bkg-1', null)).toBe('/dashboard#booking-bkg-1');
    expect(bookingCard('a b#1', 'host')).toBe('/host/dashboard#booking-a%20b%231');
    // and reads it back from the address
    expect(bookingOfHash('#booking-bkg-1')).toBe('bkg-1');
    expect(bookingOfHash('#booking-a%20b%231')).toBe('a b#1');
    for (const hash of ['', '#booking-', '#review-bkg-1', 'booking-bkg-1', '#booking-%E0']) {
      expect(bookingOfHash(hash)).toBeNull();
    }
  });

  it("leads to a review: the host's among their reviews, the tenant's among theirs, or on its listing's page", () => {
    expect(reviewAnchor('bkg-1')).toBe('review-bkg-1');
    expect(paths.hostDashboard({ reviewId: 'bkg-1' })).toBe('/host/dashboard#review-bkg-1');
    expect(paths.dashboard({ reviewId: 'a b#1' })).toBe('/dashboard#review-a%20b%231');
    expect(paths.dashboard('bkg-1')).toBe('/dashboard#booking-bkg-1');
    expect(paths.hostDashboard('bkg-1')).toBe('/host/dashboard#booking-bkg-1');
    expect(paths.listing('lst-1', 'bkg-1')).toBe('/listing/lst-1#review-bkg-1');
    expect(paths.listing('lst-1', 'a b#1')).toBe('/listing/lst-1#review-a%20b%231');
    expect(routeOf(paths.listing('lst-1', 'bkg-1'))).toBe('listing');
    // « Réserver à nouveau »: at the booking panel
    expect(paths.listing('lst-1', { bookingPanel: true })).toBe('/listing/lst-1#booking-panel');
    expect(routeOf(paths.listing('lst-1', { bookingPanel: true }))).toBe('listing');
    expect(routeOf(paths.hostDashboard({ reviewId: 'bkg-1' }))).toBe('hostDashboard');
  });

  it('gives an address that its own route matches', () => {
    const samples: Record<string, string> = {
      listing: paths.listing('lst-1'),
      editListing: paths.editListing('lst-1'),
      adminUser: paths.adminUser('u-1'),
      adminDocuments: paths.adminDocuments('bkg-1'),
      conversation: paths.conversation('lst-1_u-1'),
      document: paths.document('bkg-1'),
      booking: paths.booking('bkg-1'),
      contactHost: paths.contactHost('lst-1'),
      adminHome: paths.admin(),
    };
    for (const [name, build] of Object.entries(paths)) {
      const address = samples[name] ?? (build as () => string)();
      expect(routeOf(address), address).toBe(name === 'admin' ? 'admin' : name);
    }
    expect(patterns.length).toBeGreaterThan(20);
  });
});

describe('the login redirect', () => {
  it('is URL-encoded in the address and decoded back', () => {
    const target = '/search?city=Rabat&type=office';
    const address = paths.login({ redirect: target });
    expect(address).toBe(`/login?redirect=${encodeURIComponent(target)}`);
    expect(readRedirect(new URL(address, 'http://x').search)).toBe(target);
    expect(paths.login({ redirect: paths.listing('lst-casa-04') })).toBe(
      '/login?redirect=%2Flisting%2Flst-casa-04',
    );
    expect(paths.login()).toBe('/login');
    expect(paths.login({ redirect: null })).toBe('/login');
    expect(paths.profile({ at: 'billing' })).toBe('/profile#facturation');
    expect(paths.profile({ redirect: '/help', at: 'billing' })).toBe(
      '/profile?redirect=%2Fhelp#facturation',
    );
    expect(paths.signup({ redirect: '/help' })).toBe('/signup?redirect=%2Fhelp');
  });

  it('accepts only a path of this site', () => {
    expect(readRedirect('?redirect=%2Fdashboard')).toBe('/dashboard');
    expect(readRedirect('?redirect=/dashboard')).toBe('/dashboard');
    expect(readRedirect(new URLSearchParams({ redirect: '/profile' }))).toBe('/profile');
    expect(readRedirect('')).toBeNull();
    expect(readRedirect('?redirect=')).toBeNull();
    expect(readRedirect('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(readRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readRedirect('?redirect=javascript%3Aalert(1)')).toBeNull();
  });
});

describe('links in the French texts', () => {
  // The page texts carry their links' addresses (src/i18n is outside the route-literal rule):
  // each one must be an address of the route table.
  const modules = import.meta.glob<Record<string, unknown>>('/src/i18n/fr/**/*.ts', {
    eager: true,
  });
  const links: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const to = (value as { to?: unknown }).to;
      if (typeof to === 'string') links.push(to);
      Object.values(value).forEach(walk);
    }
  };
  Object.values(modules).forEach(walk);

  it('finds the links', () => {
    expect(links.length).toBeGreaterThan(10);
  });

  it('points every link at a route of the table', () => {
    for (const to of links) expect(routeOf(to), to).toBeDefined();
  });
});
