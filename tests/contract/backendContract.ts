/**
 * The backend contract, written once (docs/decisions.md#backend-chosen-at-build-time). It runs against the local backend in
 * `npm test` (local.test.ts) and against the firebase backend on the emulators in
 * `npm run test:emulators` (firebase.emulator.test.ts). Both must behave the same: the same
 * ordering, the same filters, the same status rules, the same errors.
 */
import { editedContent } from '@/domain/editedListing';
import { HISTORY_FILTERS, isHistory, type ApprovalFilter } from '@/domain/admin';
import { displayStatus, isDecisionOpen } from '@/domain/bookingRules';
import { capacityOf } from '@/domain/dateSearch';
import { addDays, addMonths, eachDay, todayInMorocco } from '@/domain/days';
import { FEATURED_COUNT } from '@/domain/search';
import type { Booking, Listing, ListingInput, Page, SearchFilters } from '@/domain/types';
import { editOf } from '../factories';
import { buildSeed } from '@/services/seed/data';
import {
  isServiceError,
  type AdminSession,
  type Backend,
  type ListingEdit,
  type ServiceErrorCode,
} from '@/services/types';

export interface Account {
  email: string;
  password: string;
}

export interface ContractEnv {
  /** A fresh client (its own session); signed in when an account is given. */
  client(as?: Account): Promise<Backend>;
  /** Restores the seeded data set before each test. */
  reset(): Promise<void>;
  adminPassword: string;
}

export const ACCOUNTS = {
  tenant: { email: 'locataire@demo.ma', password: 'demo1234' },
  tenant2: { email: 'omar.chraibi@demo.ma', password: 'demo1234' },
  /** Salma Idrissi: her seeded request bkg-08 waits for the admin for 30 hours (expired). */
  tenant3: { email: 'salma.idrissi@demo.ma', password: 'demo1234' },
  host: { email: 'hote@demo.ma', password: 'demo1234' },
} satisfies Record<string, Account>;

/** The seed's one notice: Yasmine (the tenant) has not read Karim's last message (src/services/seed/data.ts). */
const SEEDED_TENANT_NOTICE = 'message_lst-casa-01_demo-tenant';

export async function expectServiceError(p: Promise<unknown>, code: ServiceErrorCode) {
  try {
    await p;
  } catch (e) {
    if (!isServiceError(e)) throw new Error(`expected ServiceError ${code}, got ${String(e)}`);
    expect(e.code).toBe(code);
    return;
  }
  throw new Error(`expected ServiceError ${code}, but it succeeded`);
}

/**
 * Every page of a paged list (`load(cursor)`, `size` at a time, at most 30 pages): the ids in
 * order and how many pages were read; no page is longer than `size`.
 */
async function readPages<T>(
  load: (cursor: string | null) => Promise<Page<T>>,
  size: number,
  id: (item: T) => string,
) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await load(cursor);
    expect(page.items.length).toBeLessThanOrEqual(size);
    seen.push(...page.items.map(id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 30);
  return { seen, pages };
}

export function newListingInput(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: 'Bureau lumineux au Maârif',
    description: 'Un bureau calme avec fibre optique et café.',
    location: {
      address: '12 Rue Ibnou Majid, Maârif, Casablanca',
      city: 'Casablanca',
      coordinates: { lat: 33.586, lng: -7.63 },
    },
    amenities: ['Wi-Fi haut débit', 'Café/Thé'],
    additionalEquipment: ['Climatisation'],
    pricePerDay: 250,
    pricePerMonth: 4500,
    spaceType: 'individual',
    customSpaceType: null,
    area: 14,
    floor: 2,
    hasElevator: true,
    isAccessible: false,
    workstations: 2,
    places: 1,
    parking: { available: true, type: 'paid' },
    internetType: 'fiber',
    minimumDuration: 1,
    ...overrides,
  };
}

/** Saves `edit` from a form loaded just now: the listing as `c` reads it. */
async function saveEdit(c: Backend, id: string, edit: ListingEdit) {
  return c.listings.editListing(id, edit, (await c.listings.getListing(id))!);
}

export function describeBackendContract(name: string, env: ContractEnv) {
  const seed = buildSeed(new Date());
  const approved = seed.listings.filter((l) => l.isApproved);
  /** Waiting for the first approval: neither approved nor refused (the seed refused lst-fes-03). */
  const waitingCount = seed.listings.filter((l) => !l.isApproved && !l.refusal).length;
  const newest = [...approved].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  // A listing with no seeded bookings, so tests can book freely far in the future.
  const free = approved.find(
    (l) => !seed.bookings.some((b) => b.listingId === l.id) && l.minimumDuration === 1,
  )!;

  describe(`backend contract: ${name}`, () => {
    beforeEach(async () => {
      await env.reset();
    });

    describe('auth and profiles', () => {
      it('signs in with the seeded tenant and reads its own profile', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        const p = await c.users.getProfile('demo-tenant');
        expect(p).toMatchObject({
          uid: 'demo-tenant',
          email: 'locataire@demo.ma',
          role: 'tenant',
          fullName: 'Yasmine Benali',
        });
        expect(p!.createdAt).toBeInstanceOf(Date);
      });

      it('refuses a wrong password with auth/invalid-credentials', async () => {
        const c = await env.client();
        await expectServiceError(
          c.auth.signIn(ACCOUNTS.tenant.email, 'wrong-password'),
          'auth/invalid-credentials',
        );
      });

      it('signs up a host and writes profile + public profile', async () => {
        const c = await env.client();
        const email = `nouvel.hote.${Date.now()}@exemple.ma`;
        const p = await c.auth.signUp({
          firstName: 'Nadia',
          lastName: 'Kabbaj',
          email,
          phoneNumber: '+212 6 00 00 00 00',
          password: 'secret1',
          role: 'host',
        });
        expect(p).toMatchObject({ fullName: 'Nadia Kabbaj', role: 'host', favorites: [] });
        expect(await c.users.getProfile(p.uid)).toMatchObject({ role: 'host', email });
        expect(await c.users.getPublicProfile(p.uid)).toMatchObject({
          fullName: 'Nadia Kabbaj',
          role: 'host',
        });
      });

      it('stores a Moroccan phone in one form, at sign-up and on profile edits', async () => {
        const c = await env.client();
        const p = await c.auth.signUp({
          firstName: 'Nadia',
          lastName: 'Kabbaj',
          email: `tel.${Date.now()}@exemple.ma`,
          phoneNumber: '06 12 34 56 78',
          password: 'secret1',
          role: 'tenant',
        });
        expect(p.phoneNumber).toBe('+212 6 12 34 56 78');
        expect(await c.users.getProfile(p.uid)).toMatchObject({
          phoneNumber: '+212 6 12 34 56 78',
        });
        await c.users.updateProfile(p.uid, { phoneNumber: '00212.7.12.34.56.78' });
        expect(await c.users.getProfile(p.uid)).toMatchObject({
          phoneNumber: '+212 7 12 34 56 78',
        });
      });

      it('changes the password of the signed-in account, once the current one is checked', async () => {
        const c = await env.client();
        const email = `mot.de.passe.${Date.now()}@exemple.ma`;
        const p = await c.auth.signUp({
          firstName: 'Nadia',
          lastName: 'Kabbaj',
          email,
          phoneNumber: '+212 6 00 00 00 00',
          password: 'ancien1',
          role: 'tenant',
        });
        await expectServiceError(
          c.auth.changePassword('mauvais1', 'nouveau1'),
          'auth/invalid-credentials',
        );
        await expectServiceError(c.auth.changePassword('ancien1', 'court'), 'auth/weak-password');
        await c.auth.changePassword('ancien1', 'nouveau1');
        // The session stays: the profile is still the caller's to read.
        expect(await c.users.getProfile(p.uid)).toMatchObject({ email });
        // Elsewhere, the old password no longer signs in; the new one does.
        const other = await env.client();
        await expectServiceError(other.auth.signIn(email, 'ancien1'), 'auth/invalid-credentials');
        expect(await other.auth.signIn(email, 'nouveau1')).toMatchObject({
          uid: p.uid,
          email,
          password: true,
        });
        // The old one no longer checks either.
        await expectServiceError(
          c.auth.changePassword('ancien1', 'troisieme1'),
          'auth/invalid-credentials',
        );
      });

      it('changes no password for nobody', async () => {
        const c = await env.client();
        await expectServiceError(c.auth.changePassword('secret1', 'nouveau1'), 'permission-denied');
      });

      it('refuses a second account with the same e-mail', async () => {
        const c = await env.client();
        await expectServiceError(
          c.auth.signUp({
            firstName: 'A',
            lastName: 'B',
            email: ACCOUNTS.tenant.email,
            phoneNumber: '+212600000000',
            password: 'secret1',
            role: 'tenant',
          }),
          'auth/email-already-in-use',
        );
      });

      it('frees the e-mail when the profile is refused: the same address signs up again', async () => {
        const c = await env.client();
        const email = `refus.profil.${Date.now()}@exemple.ma`;
        const input = {
          firstName: 'Nadia',
          lastName: 'Kabbaj',
          email,
          phoneNumber: '+'.padEnd(31, '6'), // one character over the rules' 30
          password: 'secret1',
          role: 'host' as const,
        };
        await expectServiceError(c.auth.signUp(input), 'permission-denied');
        // No account was left behind: it does not sign in, and the address is free again.
        await expectServiceError(c.auth.signIn(email, 'secret1'), 'auth/invalid-credentials');
        const p = await c.auth.signUp({ ...input, phoneNumber: '+212 6 00 00 00 00' });
        expect(await c.users.getProfile(p.uid)).toMatchObject({ email, role: 'host' });
      });

      it('updates the own profile and keeps favourites', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        await c.users.updateProfile('demo-tenant', { profession: 'Architecte', bio: 'Bonjour' });
        await c.users.setFavorite('demo-tenant', free.id, true);
        const p = await c.users.getProfile('demo-tenant');
        expect(p).toMatchObject({ profession: 'Architecte', bio: 'Bonjour' });
        expect(p!.favorites).toContain(free.id);
        await c.users.setFavorite('demo-tenant', free.id, false);
        expect((await c.users.getProfile('demo-tenant'))!.favorites).not.toContain(free.id);
      });

      it('puts a favourite back at its place in the list, in one transaction', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        await c.users.setFavorite('demo-tenant', free.id, true);
        const saved = (await c.users.getProfile('demo-tenant'))!.favorites;
        expect(saved.length).toBeGreaterThanOrEqual(3);
        expect(saved.at(-1)).toBe(free.id);
        const [head] = saved;
        await c.users.setFavorite('demo-tenant', head!, false);
        await c.users.setFavorite('demo-tenant', head!, true, 0);
        expect((await c.users.getProfile('demo-tenant'))!.favorites).toEqual(saved);
        // without a place, last, as before
        await c.users.setFavorite('demo-tenant', head!, false);
        await c.users.setFavorite('demo-tenant', head!, true);
        expect((await c.users.getProfile('demo-tenant'))!.favorites).toEqual([
          ...saved.slice(1),
          head,
        ]);
        // already there: nothing moves
        await c.users.setFavorite('demo-tenant', head!, true, 0);
        expect((await c.users.getProfile('demo-tenant'))!.favorites.at(-1)).toBe(head);
        await c.users.setFavorite('demo-tenant', free.id, false);
      });

      it("refuses to write someone else's profile", async () => {
        const c = await env.client(ACCOUNTS.tenant);
        await expectServiceError(
          c.users.updateProfile('demo-host', { bio: 'piraté' }),
          'permission-denied',
        );
      });
    });

    describe('listing reads', () => {
      it('lists approved listings newest first, bounded by limit', async () => {
        const c = await env.client();
        const items = await c.listings.listListings({ limit: FEATURED_COUNT });
        expect(items.map((l) => l.id)).toEqual(newest.slice(0, FEATURED_COUNT).map((l) => l.id));
      });

      it('filters by city forgiving case and accents', async () => {
        const c = await env.client();
        const fes = await c.listings.listListings({ city: 'fes' });
        expect(fes.length).toBe(approved.filter((l) => l.location.city === 'Fès').length);
        expect(fes.every((l) => l.location.city === 'Fès')).toBe(true);
      });

      it('never returns unapproved listings publicly', async () => {
        const c = await env.client();
        const unapproved = seed.listings.find((l) => !l.isApproved)!;
        expect(await c.listings.getListing(unapproved.id)).toBeNull();
        const page = await c.listings.searchListings({ filters: {}, pageSize: 100 });
        expect(page.items.some((l) => !l.isApproved)).toBe(false);
      });

      it('lets a host see their own unapproved listings, newest first', async () => {
        const c = await env.client(ACCOUNTS.host);
        const own = await c.listings.listListings({ hostId: 'demo-host', includeUnapproved: true });
        const expected = seed.listings
          .filter((l) => l.hostId === 'demo-host')
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        expect(own.map((l) => l.id)).toEqual(expected.map((l) => l.id));
      });

      it('pages the search with a cursor, without repeats, and applies the spec filters', async () => {
        const c = await env.client();
        const first = await c.listings.searchListings({ filters: {}, pageSize: 10 });
        expect(first.items).toHaveLength(10);
        expect(first.nextCursor).not.toBeNull();
        const second = await c.listings.searchListings({
          filters: {},
          pageSize: 10,
          cursor: first.nextCursor,
        });
        const ids = [...first.items, ...second.items].map((l) => l.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual(newest.slice(0, ids.length).map((l) => l.id));
        const filtered = await c.listings.searchListings({
          filters: { spaceType: 'coworking', minPrice: 1 },
          pageSize: 50,
        });
        expect(filtered.items.length).toBe(
          approved.filter((l) => l.spaceType === 'coworking').length,
        );
      });

      it('orders the search by price per day, either way, across pages and with the filters', async () => {
        const c = await env.client();
        const byPrice = (sort: 'priceAsc' | 'priceDesc', list: typeof approved) =>
          [...list]
            .sort((a, b) => {
              // lowest price first, then the smaller id; the other way round for priceDesc
              const up = a.pricePerDay - b.pricePerDay || (a.id < b.id ? -1 : 1);
              return sort === 'priceAsc' ? up : -up;
            })
            .map((l) => l.id);
        /** Every page of a search, `size` at a time, and how many pages it took. */
        const all = async (filters: SearchFilters, size: number) => {
          const ids: string[] = [];
          let cursor: string | null = null;
          let pages = 0;
          do {
            const page = await c.listings.searchListings({ filters, pageSize: size, cursor });
            ids.push(...page.items.map((l) => l.id));
            cursor = page.nextCursor;
            pages += 1;
          } while (cursor !== null);
          return { ids, pages };
        };
        const asc = await all({ sort: 'priceAsc' }, 7);
        expect(asc.pages).toBeGreaterThan(2);
        expect(asc.ids).toEqual(byPrice('priceAsc', approved));
        // the seed has listings at the same price: the id breaks the tie on both backends
        const prices = approved.map((l) => l.pricePerDay);
        expect(new Set(prices).size).toBeLessThan(prices.length);
        expect((await all({ sort: 'priceDesc' }, 7)).ids).toEqual(byPrice('priceDesc', approved));
        const casablanca = approved.filter(
          (l) => l.location.city === 'Casablanca' && l.pricePerDay >= 150 && l.pricePerDay <= 400,
        );
        expect(casablanca.length).toBeGreaterThan(1);
        const ranged = { city: 'Casa', minPrice: 150, maxPrice: 400 };
        expect((await all({ ...ranged, sort: 'priceAsc' }, 2)).ids).toEqual(
          byPrice('priceAsc', casablanca),
        );
        expect((await all({ ...ranged, sort: 'priceDesc' }, 100)).ids).toEqual(
          byPrice('priceDesc', casablanca),
        );
        // newest first is still the order without a sort
        expect((await all({}, 100)).ids).toEqual(newest.map((l) => l.id));
      });

      it('reports held days for availability, and nothing personal', async () => {
        const c = await env.client();
        const held = seed.bookings.find(
          (b) =>
            b.rentalType === 'daily' && b.status === 'confirmed' && b.endDate! >= todayInMorocco(),
        )!;
        const days = await c.listings.getUnavailableDays(
          held.listingId,
          held.startDate,
          held.endDate!,
        );
        expect(days).toContain(held.startDate);
        expect(days.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
      });
    });

    describe('search by place (issue 16)', () => {
      /** The ids a search for `term` finds, all pages of 100. */
      const found = async (term: string, filters: SearchFilters = {}) => {
        const c = await env.client();
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page = await c.listings.searchListings({
            filters: { ...filters, city: term },
            pageSize: 100,
            cursor,
          });
          ids.push(...page.items.map((l) => l.id));
          cursor = page.nextCursor;
        } while (cursor !== null);
        return ids;
      };
      /** The approved seed listings of `city` whose address names `district`, newest first. */
      const seeded = (city: string, district?: string) =>
        newest
          .filter(
            (l) =>
              l.location.city === city &&
              (district === undefined || l.location.address.includes(district)),
          )
          .map((l) => l.id);

      it('finds a neighbourhood with or without its accents, and a city by its everyday name', async () => {
        const maarif = seeded('Casablanca', 'Maârif');
        const gueliz = seeded('Marrakech', 'Guéliz');
        expect(maarif.length).toBeGreaterThan(0);
        expect(gueliz.length).toBeGreaterThan(0);
        expect(await found('Maârif')).toEqual(maarif);
        expect(await found('Maarif')).toEqual(maarif);
        expect(await found('Guéliz')).toEqual(gueliz);
        expect(await found('gueliz')).toEqual(gueliz);
        expect(await found('Agdal')).toEqual(seeded('Rabat', 'Agdal'));
        expect(await found('Sidi Maarouf')).toEqual(seeded('Casablanca', 'Sidi Maârouf'));
        expect(await found('casa')).toEqual(seeded('Casablanca'));
        expect(await found('Marrakesh')).toEqual(seeded('Marrakech'));
        expect(await found('Fes')).toEqual(seeded('Fès'));
      });

      it('treats a term without letters as no place, and an unknown word as a city with no listing', async () => {
        const all = newest.map((l) => l.id);
        expect(await found('!!!')).toEqual(all);
        expect(await found(' - ')).toEqual(all);
        expect(await found('🏢')).toEqual(all);
        expect(await found('Bouznika')).toEqual([]);
      });

      it('keeps the other filters and the paging with a place', async () => {
        const c = await env.client();
        const casablanca = seeded('Casablanca');
        const first = await c.listings.searchListings({ filters: { city: 'Casa' }, pageSize: 3 });
        const second = await c.listings.searchListings({
          filters: { city: 'Casa' },
          pageSize: 3,
          cursor: first.nextCursor,
        });
        expect([...first.items, ...second.items].map((l) => l.id)).toEqual(casablanca.slice(0, 6));
        const cheap = newest.filter(
          (l) => l.location.city === 'Casablanca' && l.pricePerDay <= 200,
        );
        expect(await found('Casablanca', { maxPrice: 200 })).toEqual(cheap.map((l) => l.id));
      });

      it('finds a new listing by the district of its address, and follows an approved new address', async () => {
        const h = await env.client(ACCOUNTS.host);
        const id = await h.listings.createListing(
          newListingInput({
            title: 'Bureau à Racine',
            location: {
              address: '9 Rue Ahmed El Mokri, Racine',
              city: 'Casa',
              coordinates: null,
            },
          }),
          'demo-host',
        );
        expect(await found('Racine')).not.toContain(id); // not approved yet
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.setListingApproval(id, true);
        for (const term of ['Racine', 'racine, casablanca', 'Casa', 'Casablanca']) {
          expect(await found(term)).toContain(id);
        }
        expect(await found('Gauthier')).not.toContain(id);

        // Its host moves it to Hay Riad: a revision, found there once the admin approves it.
        const listing = (await h.listings.getListing(id))!;
        const location = { address: 'Avenue Annakhil, Hay Riad', city: 'Rabat', coordinates: null };
        expect(await saveEdit(h, id, editOf(listing, { location }))).toEqual({
          revisionPending: true,
        });
        expect(await found('Hay Riad')).not.toContain(id);
        expect(await found('Racine')).toContain(id);
        await admin.decideRevision(id, true);
        expect(await found('Hay Riad')).toContain(id);
        expect(await found('Rabat')).toContain(id);
        expect(await found('Racine')).not.toContain(id);
      });
    });

    describe('search by dates (issue 13)', () => {
      const start = addDays(todayInMorocco(), 220);
      // Seeded bookings that may hold days around `start` (monthly ones hold a rolling year).
      const reachesStart = (listingId: string) =>
        seed.bookings.some(
          (b) =>
            b.listingId === listingId &&
            (b.rentalType === 'monthly' || (b.endDate ?? '') >= addDays(start, -3)),
        );
      const ids = async (c: Backend, filters: SearchFilters) =>
        (await c.listings.searchListings({ filters, pageSize: 100 })).items.map((l) => l.id);

      it('leaves out a listing whose days are held, only for the days they cover', async () => {
        const tenant = await env.client(ACCOUNTS.tenant);
        await tenant.bookings.createBooking({
          listingId: free.id,
          rentalType: 'daily',
          startDate: start,
          endDate: addDays(start, 2),
          isIndefinite: false,
        });
        const c = await env.client();
        const city = free.location.city;
        // first, middle and last day of the range overlap the booking
        expect(
          await ids(c, { city, dates: { from: addDays(start, 2), to: addDays(start, 4) } }),
        ).not.toContain(free.id);
        expect(
          await ids(c, { city, dates: { from: addDays(start, -3), to: start } }),
        ).not.toContain(free.id);
        // the days around it are free; the search without dates still finds it
        const after = await ids(c, {
          city,
          dates: { from: addDays(start, 3), to: addDays(start, 5) },
        });
        expect(after).toContain(free.id);
        expect(
          await ids(c, { city, dates: { from: addDays(start, -2), to: addDays(start, -1) } }),
        ).toContain(free.id);
        expect(await ids(c, { city })).toContain(free.id);
        // the other listings of the city are there for those dates
        const others = approved.filter(
          (l) => l.location.city === city && l.id !== free.id && !reachesStart(l.id),
        );
        expect(others.length).toBeGreaterThan(0);
        for (const l of others.filter((o) => o.minimumDuration <= 3)) {
          expect(await ids(c, { city, dates: { from: start, to: addDays(start, 2) } })).toContain(
            l.id,
          );
        }
      });

      it('leaves out the listing of a seeded confirmed booking for its days', async () => {
        const confirmed = seed.bookings.find(
          (b) =>
            b.rentalType === 'daily' && b.status === 'confirmed' && b.startDate >= todayInMorocco(),
        )!;
        const c = await env.client();
        expect(
          await ids(c, { dates: { from: confirmed.startDate, to: confirmed.endDate! } }),
        ).not.toContain(confirmed.listingId);
      });

      it('counts the places of a shared space', async () => {
        const c = await env.client();
        const seeded = approved.find((l) => l.spaceType === 'coworking' && !reachesStart(l.id))!;
        const cowork = (await c.listings.getListing(seeded.id))!;
        const capacity = capacityOf(cowork);
        expect(capacity).toBeGreaterThan(1);
        expect(capacity).toBeLessThan(50);
        const dates = { from: start, to: addDays(start, 1) };
        const city = cowork.location.city;
        expect(await ids(c, { city, dates, places: capacity })).toContain(cowork.id);
        expect(await ids(c, { city, dates, places: capacity + 1 })).not.toContain(cowork.id);
        // a private space is booked whole, for as many people as it has workstations
        expect(free.spaceType).not.toBe('coworking');
        expect(free.spaceType).not.toBe('open-space');
        const near = { city: free.location.city, dates };
        expect(await ids(c, { ...near, places: free.workstations })).toContain(free.id);
        expect(await ids(c, { ...near, places: free.workstations + 1 })).not.toContain(free.id);
      });

      it('leaves out a listing with a blocked day in the range (host calendar)', async () => {
        const host = await env.client(ACCOUNTS.host);
        const own = approved.find((l) => l.hostId === 'demo-host' && !reachesStart(l.id))!;
        await host.listings.blockDays(own.id, addDays(start, 1), addDays(start, 1), 'Travaux');
        const c = await env.client();
        const city = own.location.city;
        const dates = (from: number, to: number) => ({
          from: addDays(start, from),
          to: addDays(start, to),
        });
        expect(await ids(c, { city, dates: dates(0, 2) })).not.toContain(own.id);
        expect(await ids(c, { city, dates: dates(1, 1) })).not.toContain(own.id);
        expect(await ids(c, { city, dates: dates(2, 3) })).toContain(own.id);
      });

      it('refuses a range longer than 90 days or out of order, and places outside 1..50', async () => {
        const c = await env.client();
        const search = (filters: SearchFilters) =>
          c.listings.searchListings({ filters, pageSize: 20 });
        await expectServiceError(
          search({ dates: { from: start, to: addDays(start, 90) } }),
          'invalid-argument',
        );
        await expectServiceError(
          search({ dates: { from: start, to: addDays(start, -1) } }),
          'invalid-argument',
        );
        await expectServiceError(search({ places: 51 }), 'invalid-argument');
        const page = await search({ dates: { from: start, to: addDays(start, 89) } });
        expect(page.items.length).toBeGreaterThan(0);
      });
    });

    describe('listing creation', () => {
      it('creates an unapproved listing for the signed-in host', async () => {
        const c = await env.client(ACCOUNTS.host);
        const id = await c.listings.createListing(newListingInput(), 'demo-host');
        const own = await c.listings.listListings({ hostId: 'demo-host', includeUnapproved: true });
        expect(own[0]).toMatchObject({
          id,
          isApproved: false,
          availableDates: [],
          hostId: 'demo-host',
          hostName: 'Karim El Amrani',
          customSpaceType: null,
        });
        const visitor = await env.client();
        expect(await visitor.listings.getListing(id)).toBeNull();
      });

      it('creates under an id chosen first, and resumes it instead of a second listing', async () => {
        const c = await env.client(ACCOUNTS.host);
        const id = c.listings.newListingId();
        expect(id).toBeTruthy();
        expect(c.listings.newListingId()).not.toBe(id);
        expect(await c.listings.createListing(newListingInput(), 'demo-host', id)).toBe(id);
        // The same publish again (after a reload), with the title corrected: the same listing.
        expect(
          await c.listings.createListing(
            newListingInput({ title: 'Bureau repris' }),
            'demo-host',
            id,
          ),
        ).toBe(id);
        const own = await c.listings.listListings({ hostId: 'demo-host', includeUnapproved: true });
        expect(own.filter((l) => l.id === id)).toHaveLength(1);
        expect(own.length).toBe(seed.listings.filter((l) => l.hostId === 'demo-host').length + 1);
        expect(own.find((l) => l.id === id)).toMatchObject({
          title: 'Bureau repris',
          isApproved: false,
          hostName: 'Karim El Amrani',
        });
        // Someone else's listing id is never taken over.
        const others = approved.find((l) => l.hostId !== 'demo-host')!;
        await expectServiceError(
          c.listings.createListing(newListingInput(), 'demo-host', others.id),
          'permission-denied',
        );
        expect((await c.listings.getListing(others.id))?.title).toBe(others.title);
      });

      it('refuses a tenant, or a host writing as someone else', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        await expectServiceError(
          t.listings.createListing(newListingInput(), 'demo-tenant'),
          'permission-denied',
        );
        const h = await env.client(ACCOUNTS.host);
        await expectServiceError(
          h.listings.createListing(newListingInput(), 'host-2'),
          'permission-denied',
        );
      });
    });

    describe('bookings', () => {
      const start = addDays(todayInMorocco(), 200);

      it('creates a pending_admin daily booking priced from the listing', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        const b = await c.bookings.createBooking({
          listingId: free.id,
          rentalType: 'daily',
          startDate: start,
          endDate: addDays(start, 2),
          isIndefinite: false,
        });
        expect(b).toMatchObject({
          status: 'pending_admin',
          tenantId: 'demo-tenant',
          hostId: free.hostId,
          totalPrice: 3 * free.pricePerDay,
          listingTitle: free.title,
        });
        expect(b.createdAt).toBeInstanceOf(Date);
        const days = await c.listings.getUnavailableDays(free.id, start, addDays(start, 5));
        expect(days).toEqual([start, addDays(start, 1), addDays(start, 2)]);
      });

      // Issue 13 reversed "a monthly rental holds no day": it holds its days up to its horizon.
      it('creates a monthly indefinite booking priced per month, holding its days', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        const b = await c.bookings.createBooking({
          listingId: free.id,
          rentalType: 'monthly',
          startDate: start,
          endDate: null,
          isIndefinite: true,
        });
        expect(b).toMatchObject({
          rentalType: 'monthly',
          isIndefinite: true,
          monthlyPrice: free.pricePerMonth,
          totalPrice: free.pricePerMonth,
          endDate: null,
        });
        expect(await c.listings.getUnavailableDays(free.id, start, addDays(start, 40))).toEqual(
          eachDay(start, addDays(start, 40)),
        );
      });

      it('refuses overlapping days with booking/dates-taken', async () => {
        const a = await env.client(ACCOUNTS.tenant);
        await a.bookings.createBooking({
          listingId: free.id,
          rentalType: 'daily',
          startDate: start,
          endDate: addDays(start, 3),
          isIndefinite: false,
        });
        const b = await env.client(ACCOUNTS.tenant2);
        await expectServiceError(
          b.bookings.createBooking({
            listingId: free.id,
            rentalType: 'daily',
            startDate: addDays(start, 3),
            endDate: addDays(start, 4),
            isIndefinite: false,
          }),
          'booking/dates-taken',
        );
      });

      it('lets exactly one of two simultaneous overlapping bookings succeed', async () => {
        const a = await env.client(ACCOUNTS.tenant);
        const b = await env.client(ACCOUNTS.tenant2);
        const results = await Promise.allSettled([
          a.bookings.createBooking({
            listingId: free.id,
            rentalType: 'daily',
            startDate: start,
            endDate: addDays(start, 2),
            isIndefinite: false,
          }),
          b.bookings.createBooking({
            listingId: free.id,
            rentalType: 'daily',
            startDate: addDays(start, 1),
            endDate: addDays(start, 3),
            isIndefinite: false,
          }),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
        expect(isServiceError(rejected.reason, 'booking/dates-taken')).toBe(true);
      });

      it('refuses a start date in the past and a host booking their own listing', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        const yesterday = addDays(todayInMorocco(), -1);
        await expectServiceError(
          c.bookings.createBooking({
            listingId: free.id,
            rentalType: 'daily',
            startDate: yesterday,
            endDate: yesterday,
            isIndefinite: false,
          }),
          'invalid-argument',
        );
        const own = seed.listings.find((l) => l.hostId === 'demo-host' && l.isApproved)!;
        const h = await env.client(ACCOUNTS.host);
        await expectServiceError(
          h.bookings.createBooking({
            listingId: own.id,
            rentalType: 'daily',
            startDate: start,
            endDate: start,
            isIndefinite: false,
          }),
          'booking/own-listing',
        );
      });

      it("tells a host booking another host's office booking/not-tenant", async () => {
        const other = approved.find((l) => l.hostId !== 'demo-host')!;
        const h = await env.client(ACCOUNTS.host);
        await expectServiceError(
          h.bookings.createBooking({
            listingId: other.id,
            rentalType: 'daily',
            startDate: start,
            endDate: start,
            isIndefinite: false,
          }),
          'booking/not-tenant',
        );
      });

      it('lists bookings by tenant and by host, newest first', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const mine = await t.bookings.listBookingsForUser('demo-tenant', 'tenant');
        expect(mine.length).toBe(seed.bookings.filter((b) => b.tenantId === 'demo-tenant').length);
        expect(mine.every((b) => b.tenantId === 'demo-tenant')).toBe(true);
        const times = mine.map((b) => b.createdAt.getTime());
        expect(times).toEqual([...times].sort((x, y) => y - x));
        const h = await env.client(ACCOUNTS.host);
        const received = await h.bookings.listBookingsForUser('demo-host', 'host');
        expect(received.length).toBe(seed.bookings.filter((b) => b.hostId === 'demo-host').length);
        await expectServiceError(
          t.bookings.listBookingsForUser('demo-host', 'host'),
          'permission-denied',
        );
      });

      it("lists one conversation's bookings (one listing, one tenant), for its host and tenant", async () => {
        const h = await env.client(ACCOUNTS.host);
        const received = await h.bookings.listBookingsForUser('demo-host', 'host');
        const { listingId, tenantId } = received.find((b) => b.tenantId === 'demo-tenant')!;
        const expected = seed.bookings
          .filter((b) => b.listingId === listingId && b.tenantId === tenantId)
          .map((b) => b.id)
          .sort();
        const between = { listingId, tenantId };
        const forHost = await h.bookings.listBookingsForUser('demo-host', 'host', between);
        expect(forHost.map((b) => b.id).sort()).toEqual(expected);
        expect(forHost.length).toBeLessThan(received.length);
        const t = await env.client(ACCOUNTS.tenant);
        const forTenant = await t.bookings.listBookingsForUser('demo-tenant', 'tenant', between);
        expect(forTenant.map((b) => b.id).sort()).toEqual(expected);
        // another tenant's conversation with that host: nothing of the demo tenant's
        const other = await h.bookings.listBookingsForUser('demo-host', 'host', {
          listingId,
          tenantId: 'tenant-nobody',
        });
        expect(other).toEqual([]);
      });

      it('lets the tenant cancel a pending_admin booking, freeing its days', async () => {
        const c = await env.client(ACCOUNTS.tenant);
        const b = await c.bookings.createBooking({
          listingId: free.id,
          rentalType: 'daily',
          startDate: start,
          endDate: addDays(start, 1),
          isIndefinite: false,
        });
        await c.bookings.cancelBooking(b.id);
        const mine = await c.bookings.listBookingsForUser('demo-tenant', 'tenant');
        expect(mine.find((x) => x.id === b.id)!.status).toBe('cancelled');
        expect(await c.listings.getUnavailableDays(free.id, start, addDays(start, 1))).toEqual([]);
        await expectServiceError(c.bookings.cancelBooking(b.id), 'booking/invalid-state');
      });

      it('refuses to cancel an expired request (24 hours without a decision): booking/expired', async () => {
        const expired = seed.bookings.find((b) => b.id === 'bkg-08')!;
        expect(expired.status).toBe('pending_admin');
        const c = await env.client(ACCOUNTS.tenant3);
        await expectServiceError(c.bookings.cancelBooking(expired.id), 'booking/expired');
        const mine = await c.bookings.listBookingsForUser(expired.tenantId, 'tenant');
        expect(mine.find((x) => x.id === expired.id)!.status).toBe('pending_admin');
      });
    });

    // Real-rules findings: approved content frozen, whole-MAD prices, the request counter,
    // deleting a never-approved listing (firestore.rules and the local mirror alike).
    describe('listing lifecycle and request bounds', () => {
      const far = addDays(todayInMorocco(), 240);
      const daily = (listingId: string, first: string, days: number) => ({
        listingId,
        rentalType: 'daily' as const,
        startDate: first,
        endDate: addDays(first, days - 1),
        isIndefinite: false,
      });

      it('freezes what the public sees of an approved listing, not its prices', async () => {
        const h = await env.client(ACCOUNTS.host);
        const own = approved.find((l) => l.hostId === 'demo-host')!;
        await expectServiceError(
          h.listings.updateListing(own.id, { title: 'Payez par virement direct' }),
          'permission-denied',
        );
        await expectServiceError(
          h.listings.updateListing(own.id, { description: 'Contactez-moi ailleurs.' }),
          'permission-denied',
        );
        await h.listings.updateListing(own.id, { pricePerDay: 321 });
        expect(await h.listings.getListing(own.id)).toMatchObject({
          title: own.title,
          pricePerDay: 321,
        });
      });

      it("accepts photos of the listing's own folder or the demo's, nothing else", async () => {
        const h = await env.client(ACCOUNTS.host);
        const id = await h.listings.createListing(newListingInput(), 'demo-host');
        await expectServiceError(
          h.listings.updateListing(id, { photos: ['https://evil.example/virement.jpg'] }),
          'permission-denied',
        );
        await h.listings.updateListing(id, { photos: ['/seed/office-01.svg'] });
        expect((await h.listings.getListing(id))?.photos).toEqual(['/seed/office-01.svg']);
      });

      it('prices in whole MAD: 99 MAD a day books 3, 6, 7 and 11 days; 99.99 is refused', async () => {
        const h = await env.client(ACCOUNTS.host);
        await expectServiceError(
          h.listings.createListing(newListingInput({ pricePerDay: 99.99 }), 'demo-host'),
          'permission-denied',
        );
        const id = await h.listings.createListing(
          newListingInput({ pricePerDay: 99 }),
          'demo-host',
        );
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.setListingApproval(id, true);
        const t = await env.client(ACCOUNTS.tenant);
        let first = far;
        for (const days of [3, 6, 7, 11]) {
          const b = await t.bookings.createBooking(daily(id, first, days));
          expect(b.totalPrice).toBe(99 * days);
          first = addDays(first, days + 1);
        }
      });

      it('takes at most 5 booking requests of a tenant in 24 hours, cancelled or not', async () => {
        const t = await env.client(ACCOUNTS.tenant2);
        // the window starts with the first request, stamped by the server
        const before = Date.now();
        const made = [await t.bookings.createBooking(daily(free.id, far, 1))];
        const firstDone = Date.now();
        for (let i = 1; i < 5; i += 1) {
          made.push(await t.bookings.createBooking(daily(free.id, addDays(far, i * 3), 1)));
        }
        await t.bookings.cancelBooking(made[0].id);
        const refused = t.bookings.createBooking(daily(free.id, addDays(far, 40), 1));
        await expectServiceError(refused, 'booking/too-many-requests');
        // the refusal says when the window ends: 24 hours after the first request
        const retryAt = await refused.catch((e: { retryAt?: Date }) => e.retryAt);
        expect(retryAt).toBeInstanceOf(Date);
        const end = (retryAt as Date).getTime() - 24 * 3_600_000;
        // (the server's clock may stand a little apart from this one)
        expect(end).toBeGreaterThanOrEqual(before - 5_000);
        expect(end).toBeLessThanOrEqual(firstDone + 5_000);
        // another tenant is not affected
        const other = await env.client(ACCOUNTS.tenant);
        await other.bookings.createBooking(daily(free.id, addDays(far, 50), 1));
      });

      it('lets a host delete their listing that was never approved, and only that', async () => {
        const h = await env.client(ACCOUNTS.host);
        const id = await h.listings.createListing(newListingInput(), 'demo-host');
        const t = await env.client(ACCOUNTS.tenant);
        await expectServiceError(t.listings.deleteListing(id), 'permission-denied');
        await h.listings.deleteListing(id);
        expect(await h.listings.getListing(id)).toBeNull();
        const own = await h.listings.listListings({ hostId: 'demo-host', includeUnapproved: true });
        expect(own.some((l) => l.id === id)).toBe(false);

        const live = approved.find((l) => l.hostId === 'demo-host')!;
        await expectServiceError(h.listings.deleteListing(live.id), 'listing/approved-once');
        // approved once then suspended: still not deletable (bookings may exist)
        const other = await h.listings.createListing(newListingInput(), 'demo-host');
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.setListingApproval(other, true);
        await admin.setListingApproval(other, false);
        expect(await h.listings.getListing(other)).toMatchObject({
          isApproved: false,
          approvedOnce: true,
        });
        await expectServiceError(h.listings.deleteListing(other), 'listing/approved-once');
      });
    });

    describe('listing edits, revisions and pauses', () => {
      const far = addDays(todayInMorocco(), 250);
      const own = approved.find((l) => l.hostId === 'demo-host' && l.minimumDuration === 1)!;

      it('edits the practical fields of an approved listing at once', async () => {
        const h = await env.client(ACCOUNTS.host);
        const r = await saveEdit(
          h,
          own.id,
          editOf(own, { pricePerDay: 333, amenities: ['Wi-Fi haut débit'], minimumDuration: 2 }),
        );
        expect(r).toEqual({ revisionPending: false });
        const visitor = await env.client();
        expect(await visitor.listings.getListing(own.id)).toMatchObject({
          title: own.title,
          pricePerDay: 333,
          amenities: ['Wi-Fi haut débit'],
          minimumDuration: 2,
          revision: null,
        });
      });

      it('keeps the approved title public until the admin approves the revision', async () => {
        const h = await env.client(ACCOUNTS.host);
        const photos = [...own.photos].reverse();
        const r = await saveEdit(
          h,
          own.id,
          editOf(own, { title: 'Bureau rénové, vue dégagée', photos, pricePerDay: 340 }),
        );
        expect(r).toEqual({ revisionPending: true });
        const visitor = await env.client();
        const before = await visitor.listings.getListing(own.id);
        expect(before).toMatchObject({ title: own.title, photos: own.photos, pricePerDay: 340 });
        expect(before?.revision).toMatchObject({ title: 'Bureau rénové, vue dégagée', photos });
        expect(before?.revision?.submittedAt).toBeInstanceOf(Date);
        // practical fields still change while it waits; the revision is replaced
        await saveEdit(
          h,
          own.id,
          editOf(own, { title: 'Bureau rénové au Maârif', photos, pricePerDay: 350 }),
        );

        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        // one edit to decide, counted apart from the listings waiting for their first approval
        expect(await admin.stats()).toMatchObject({
          revisionsWaiting: 1,
          listingsWaiting: waitingCount,
        });
        await admin.decideRevision(own.id, true);
        expect((await admin.stats()).revisionsWaiting).toBe(0);
        const after = await visitor.listings.getListing(own.id);
        expect(after).toMatchObject({
          title: 'Bureau rénové au Maârif',
          photos,
          pricePerDay: 350,
          revision: null,
        });
        await expectServiceError(admin.decideRevision(own.id, true), 'listing/no-revision');
      });

      it("refuses a decision on content its host changed since the admin's screen read it", async () => {
        const h = await env.client(ACCOUNTS.host);
        await saveEdit(h, own.id, editOf(own, { title: 'Proposition lue' }));
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const onScreen = async (id: string) => {
          const page = await admin.listListings({ filter: 'all', pageSize: 100 });
          const listing = page.items.find((l) => l.id === id);
          if (!listing) throw new Error(`${id} is not in the admin's list`);
          return listing;
        };
        const read = await onScreen(own.id);
        expect(read.revision?.title).toBe('Proposition lue');

        // the host sends another revision meanwhile: neither decision applies to the one read
        await saveEdit(h, own.id, editOf(own, { title: 'Proposition jamais lue' }));
        await expectServiceError(admin.decideRevision(own.id, true, null, read), 'listing/changed');
        await expectServiceError(
          admin.decideRevision(own.id, false, 'Titre trompeur.', read),
          'listing/changed',
        );
        const visitor = await env.client();
        expect(await visitor.listings.getListing(own.id)).toMatchObject({ title: own.title });
        // read again, it is decided
        await admin.decideRevision(own.id, true, null, await onScreen(own.id));
        expect(await visitor.listings.getListing(own.id)).toMatchObject({
          title: 'Proposition jamais lue',
          revision: null,
        });

        // a new listing edited after the admin read it: no approval, no refusal of it unread
        const id = await h.listings.createListing(
          newListingInput({ title: 'Annonce lue' }),
          'demo-host',
        );
        const waiting = await onScreen(id);
        const stored = (await h.listings.getListing(id))!;
        await saveEdit(
          h,
          id,
          editOf(stored, { description: 'Appelez-moi pour réserver hors de la plateforme.' }),
        );
        await expectServiceError(admin.setListingApproval(id, true, waiting), 'listing/changed');
        await expectServiceError(
          admin.refuseListing(id, 'Photos floues.', waiting),
          'listing/changed',
        );
        expect(await h.listings.getListing(id)).toMatchObject({ isApproved: false, refusal: null });
        // suspending needs no reading; read again, the approval goes through
        await admin.setListingApproval(id, true, await onScreen(id));
        await admin.setListingApproval(id, false, waiting);
        expect(await h.listings.getListing(id)).toMatchObject({ isApproved: false });

        // refused (another admin's tab), then approved from a screen that read it waiting: a
        // refusal is not an edit by its host
        const other = await h.listings.createListing(
          newListingInput({ title: 'Annonce refusée puis approuvée' }),
          'demo-host',
        );
        const shown = await onScreen(other);
        await admin.refuseListing(other, 'Photos floues.', shown);
        await admin.setListingApproval(other, true, shown);
        expect(await h.listings.getListing(other)).toMatchObject({
          isApproved: true,
          refusal: null,
        });
      });

      it('drops a refused revision, and one the host takes back', async () => {
        const h = await env.client(ACCOUNTS.host);
        await saveEdit(h, own.id, editOf(own, { description: 'Contactez-moi ailleurs.' }));
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.decideRevision(own.id, false);
        expect(await h.listings.getListing(own.id)).toMatchObject({
          description: own.description,
          revision: null,
        });
        await saveEdit(h, own.id, editOf(own, { title: 'Autre titre' }));
        // the approved content again: nothing left for the admin
        expect(await saveEdit(h, own.id, editOf(own))).toEqual({
          revisionPending: false,
        });
        expect((await h.listings.getListing(own.id))?.revision).toBeNull();
        await expectServiceError(
          saveEdit(await env.client(ACCOUNTS.tenant), own.id, editOf(own)),
          'permission-denied',
        );
      });

      it('refuses a save from a form loaded before another tab saved, and writes nothing', async () => {
        const first = await env.client(ACCOUNTS.host);
        const second = await env.client(ACCOUNTS.host);
        const loaded = (await second.listings.getListing(own.id))!;
        // the first tab saves a price and proposes a title
        await saveEdit(
          first,
          own.id,
          editOf(own, { pricePerDay: 480, title: 'Titre du 1er onglet' }),
        );
        // the second, opened before, saves its own price: refused, nothing undone
        await expectServiceError(
          second.listings.editListing(own.id, editOf(own, { pricePerDay: 260 }), loaded),
          'listing/changed',
        );
        const stored = (await second.listings.getListing(own.id))!;
        expect(stored).toMatchObject({
          pricePerDay: 480,
          revision: { title: 'Titre du 1er onglet' },
        });
        // reloaded, the same tab saves (its host chose to keep its own price)
        expect(
          await second.listings.editListing(own.id, editOf(own, { pricePerDay: 260 }), stored),
        ).toEqual({
          revisionPending: false,
        });
        expect(await second.listings.getListing(own.id)).toMatchObject({
          pricePerDay: 260,
          revision: null,
        });
        // a pause from elsewhere is no conflict
        const before = (await first.listings.getListing(own.id))!;
        await second.listings.setListingPaused(own.id, true);
        await first.listings.editListing(own.id, editOf(own, { pricePerDay: 270 }), before);
        expect(await first.listings.getListing(own.id)).toMatchObject({
          pricePerDay: 270,
          isPaused: true,
        });
      });

      it('lets one of two tabs saving at the same instant win; the other is told, nothing mixed', async () => {
        const tabs = await Promise.all([env.client(ACCOUNTS.host), env.client(ACCOUNTS.host)]);
        const loaded = (await tabs[0].listings.getListing(own.id))!;
        const prices = [411, 422];
        const results = await Promise.allSettled(
          tabs.map((tab, i) =>
            tab.listings.editListing(
              own.id,
              editOf(own, { pricePerDay: prices[i], pricePerMonth: prices[i] * 20 }),
              loaded,
            ),
          ),
        );
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
        expect(won).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected');
        expect(
          isServiceError(lost?.status === 'rejected' ? lost.reason : null, 'listing/changed'),
        ).toBe(true);
        const winner = prices[won[0]];
        expect(await tabs[0].listings.getListing(own.id)).toMatchObject({
          pricePerDay: winner,
          pricePerMonth: winner * 20,
        });
      });

      it('edits an unapproved listing directly', async () => {
        const h = await env.client(ACCOUNTS.host);
        const id = await h.listings.createListing(newListingInput(), 'demo-host');
        const created = (await h.listings.getListing(id))!;
        expect(created.isPaused).toBe(false);
        const r = await saveEdit(
          h,
          id,
          editOf(created, { title: 'Nouveau titre', photos: ['/seed/office-02.svg'] }),
        );
        expect(r).toEqual({ revisionPending: false });
        expect(await h.listings.getListing(id)).toMatchObject({
          title: 'Nouveau titre',
          photos: ['/seed/office-02.svg'],
          revision: null,
        });
      });

      it('hides a paused listing from search and the home page and refuses its bookings', async () => {
        const h = await env.client(ACCOUNTS.host);
        const visitor = await env.client();
        const t = await env.client(ACCOUNTS.tenant);
        const request = {
          listingId: own.id,
          rentalType: 'daily' as const,
          startDate: far,
          endDate: addDays(far, 1),
          isIndefinite: false,
        };
        const found = async () => {
          const page = await visitor.listings.searchListings({
            filters: { city: own.location.city },
            pageSize: 100,
          });
          const home = await visitor.listings.listListings({ limit: 200 });
          return [page.items.some((l) => l.id === own.id), home.some((l) => l.id === own.id)];
        };
        expect(await found()).toEqual([true, true]);
        await expectServiceError(
          (await env.client(ACCOUNTS.tenant2)).listings.setListingPaused(own.id, true),
          'permission-denied',
        );
        await h.listings.setListingPaused(own.id, true);
        expect(await found()).toEqual([false, false]);
        expect((await visitor.listings.getListing(own.id))?.isPaused).toBe(true);
        await expectServiceError(t.bookings.createBooking(request), 'booking/listing-paused');

        await h.listings.setListingPaused(own.id, false);
        expect(await found()).toEqual([true, true]);
        expect((await t.bookings.createBooking(request)).status).toBe('pending_admin');
      });

      it('refuses a request priced at prices its tenant was not shown', async () => {
        const h = await env.client(ACCOUNTS.host);
        const t = await env.client(ACCOUNTS.tenant);
        const shown = (await t.listings.getListing(own.id))!;
        const request = {
          listingId: own.id,
          rentalType: 'daily' as const,
          startDate: addDays(far, 10),
          endDate: addDays(far, 11),
          isIndefinite: false,
          seenPrices: { pricePerDay: shown.pricePerDay, pricePerMonth: shown.pricePerMonth },
        };
        // the host raises the daily price while the tenant's page is open
        await h.listings.updateListing(own.id, { pricePerDay: shown.pricePerDay + 50 });
        await expectServiceError(t.bookings.createBooking(request), 'booking/price-changed');
        const latest = (await t.listings.getListing(own.id))!;
        const booking = await t.bookings.createBooking({
          ...request,
          seenPrices: { pricePerDay: latest.pricePerDay, pricePerMonth: latest.pricePerMonth },
        });
        expect(booking.totalPrice).toBe(2 * (shown.pricePerDay + 50));
        expect(booking).not.toHaveProperty('seenPrices');
      });
    });

    describe('administration', () => {
      it('refuses a wrong admin password', async () => {
        const c = await env.client();
        await expectServiceError(c.admin.unlock('not-the-password'), 'admin/wrong-password');
      });

      it('approves a listing so that it appears in public search, and suspends it again', async () => {
        const unapproved = seed.listings.find((l) => !l.isApproved)!;
        const c = await env.client();
        const admin = await c.admin.unlock(env.adminPassword);
        await admin.setListingApproval(unapproved.id, true);
        expect((await c.listings.getListing(unapproved.id))?.isApproved).toBe(true);
        await admin.setListingApproval(unapproved.id, false);
        expect(await c.listings.getListing(unapproved.id)).toBeNull();
      });

      it('confirms a booking and rejects another, freeing its days', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const start = addDays(todayInMorocco(), 150);
        const b1 = await t.bookings.createBooking({
          listingId: free.id,
          rentalType: 'daily',
          startDate: start,
          endDate: start,
          isIndefinite: false,
        });
        const b2 = await t.bookings.createBooking({
          listingId: free.id,
          rentalType: 'daily',
          startDate: addDays(start, 5),
          endDate: addDays(start, 6),
          isIndefinite: false,
        });
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.confirmBooking(b1.id);
        await admin.rejectBooking(b2.id);
        const history = await admin.listBookings(['confirmed', 'rejected']);
        expect(history.find((b) => b.id === b1.id)?.status).toBe('confirmed');
        expect(history.find((b) => b.id === b2.id)?.status).toBe('rejected');
        expect(await t.listings.getUnavailableDays(free.id, start, addDays(start, 6))).toEqual([
          start,
        ]);
        await expectServiceError(admin.confirmBooking(b2.id), 'booking/invalid-state');
      });

      it('pages the history newest first: decided and cancelled bookings and expired requests, once each', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const now = new Date();
        const expected = seed.bookings
          .filter((b) => isHistory(b, now))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
          .map((b) => b.id);
        // the seed has decided bookings and an expired request (bkg-08, 30 hours old), and
        // requests still open, which are not history yet
        expect(expected.length).toBeGreaterThan(10);
        expect(expected).toContain('bkg-08');
        expect(seed.bookings.some((b) => b.status === 'cancelled' && expected.includes(b.id))).toBe(
          true,
        );
        expect(seed.bookings.some((b) => b.status === 'pending_admin' && !isHistory(b, now))).toBe(
          true,
        );
        const { seen, pages } = await readPages(
          (cursor) => admin.listBookingHistory({ filter: 'all', pageSize: 4, cursor }),
          4,
          (b) => b.id,
        );
        expect(seen).toEqual(expected);
        expect(pages).toBe(Math.ceil(expected.length / 4));
      });

      it('pages each status of the history on its own, newest first', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const now = new Date();
        const newest = (a: Booking, b: Booking) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
        const shown = new Set<string>();
        for (const filter of HISTORY_FILTERS.filter((f) => f !== 'all')) {
          const expected = seed.bookings
            .filter((b) => displayStatus(b, now) === filter)
            .sort(newest)
            .map((b) => b.id);
          // the seed has bookings of every status the history shows
          expect(expected.length, filter).toBeGreaterThan(0);
          const { seen, pages } = await readPages(
            (cursor) => admin.listBookingHistory({ filter, pageSize: 2, cursor }),
            2,
            (b) => b.id,
          );
          expect(seen, filter).toEqual(expected);
          expect(pages, filter).toBe(Math.ceil(expected.length / 2));
          for (const id of seen) shown.add(id);
        }
        // together, the statuses are the whole history, each booking under one of them
        expect([...shown].sort()).toEqual(
          seed.bookings
            .filter((b) => isHistory(b, now))
            .map((b) => b.id)
            .sort(),
        );
      });

      it('pages the Bureaux tab per filter, newest first; an edit waits from the day it was sent', async () => {
        const byNewest = (a: Listing, b: Listing) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
        const readAll = (admin: AdminSession, filter: ApprovalFilter, pageSize: number) =>
          readPages(
            (cursor) => admin.listListings({ filter, pageSize, cursor }),
            pageSize,
            (l) => l.id,
          );
        // an approved listing of the demo host gets an edit of its title: it waits too
        const own = approved.find((l) => l.hostId === 'demo-host')!;
        const h = await env.client(ACCOUNTS.host);
        await saveEdit(h, own.id, editOf(own, { title: 'Bureau rénové, en attente' }));
        const admin = await (await env.client()).admin.unlock(env.adminPassword);

        const all = await readAll(admin, 'all', 3);
        expect(all.seen).toEqual([...seed.listings].sort(byNewest).map((l) => l.id));
        expect(all.pages).toBe(Math.ceil(seed.listings.length / 3));
        const valid = await readAll(admin, 'approved', 4);
        expect(valid.seen).toEqual([...approved].sort(byNewest).map((l) => l.id));

        // the edit, sent just now, comes first; then the unapproved ones, newest first
        const unapproved = seed.listings.filter((l) => !l.isApproved).sort(byNewest);
        expect(unapproved.length).toBeGreaterThan(1);
        const waiting = await readAll(admin, 'waiting', 1);
        expect(waiting.seen).toEqual([own.id, ...unapproved.map((l) => l.id)]);
        expect(waiting.pages).toBe(unapproved.length + 1);
        // its title is still the approved one; the edit is its revision
        const first = await admin.listListings({ filter: 'waiting', pageSize: 1 });
        expect(first.items[0]).toMatchObject({
          title: own.title,
          revision: { title: 'Bureau rénové, en attente' },
        });

        // approved, the edit leaves « En attente »
        await admin.decideRevision(own.id, true);
        expect((await readAll(admin, 'waiting', 2)).seen).toEqual(unapproved.map((l) => l.id));
      });

      it('gives every open request on the first page, then the expired ones newest first', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const now = new Date();
        const pending = seed.bookings.filter((b) => b.status === 'pending_admin');
        const open = pending.filter((b) => isDecisionOpen(b.createdAt, now)).map((b) => b.id);
        const expired = pending
          .filter((b) => !isDecisionOpen(b.createdAt, now))
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
          .map((b) => b.id);
        // the seed has open requests and one expired (bkg-08, 30 hours old)
        expect(open.length).toBeGreaterThan(1);
        expect(expired).toEqual(['bkg-08']);
        const first = await admin.listPendingRequests({ pageSize: 1 });
        expect(first.items.map((b) => b.id).sort()).toEqual([...open, ...expired].sort());
        expect(first.nextCursor).toBeNull();
        // once confirmed, a request leaves the list
        await admin.confirmBooking(open[0]);
        const after = await admin.listPendingRequests({ pageSize: 5 });
        expect(after.items.map((b) => b.id)).not.toContain(open[0]);
        expect(after.items).toHaveLength(open.length);
      });

      it('pages the users newest first, by role and by the beginnings of words of the name or e-mail', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const readAll = (filter: { search?: string; role?: 'host' | 'tenant' }, size: number) =>
          readPages(
            (cursor) => admin.listUsers({ ...filter, pageSize: size, cursor }),
            size,
            (u) => u.uid,
          );
        // a new account, with accents and a compound name, signs up now: it comes first
        const c = await env.client();
        const email = `eb.${Date.now()}@exemple.ma`;
        const elodie = await c.auth.signUp({
          firstName: 'Élodie',
          lastName: 'Ben-Ali',
          email,
          phoneNumber: '+212 6 00 00 00 00',
          password: 'secret1',
          role: 'host',
        });
        const newest = [...seed.users]
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uid < b.uid ? 1 : -1))
          .map((u) => u.uid);
        const hosts = seed.users.filter((u) => u.role === 'host').map((u) => u.uid);

        const all = await readAll({}, 3);
        expect(all.seen).toEqual([elodie.uid, ...newest]);
        expect(all.pages).toBe(Math.ceil((seed.users.length + 1) / 3));
        expect((await readAll({ role: 'host' }, 2)).seen).toEqual([
          elodie.uid,
          ...newest.filter((uid) => hosts.includes(uid)),
        ]);
        // without accents or case, any word, every word
        expect((await readAll({ search: 'ELODIE' }, 5)).seen).toEqual([elodie.uid]);
        expect((await readAll({ search: 'élo ali' }, 5)).seen).toEqual([elodie.uid]);
        expect((await readAll({ search: email.toUpperCase() }, 5)).seen).toEqual([elodie.uid]);
        // "ben": Élodie Ben-Ali and Yasmine Benali, and Youssef Bennani; "benal": two of them
        const ben = seed.users.filter((u) => /\bben/i.test(u.fullName)).map((u) => u.uid);
        expect(ben.length).toBeGreaterThan(1);
        expect((await readAll({ search: 'ben' }, 1)).seen).toEqual([
          elodie.uid,
          ...newest.filter((uid) => ben.includes(uid)),
        ]);
        expect((await readAll({ search: 'ben', role: 'tenant' }, 1)).seen).toEqual(
          newest.filter((uid) => ben.includes(uid) && !hosts.includes(uid)),
        );
        expect((await readAll({ search: 'Ben ELO' }, 1)).seen).toEqual([elodie.uid]);
        expect((await readAll({ search: 'lodie' }, 5)).seen).toEqual([]);

        // renamed, she is found by her new name only
        await c.users.updateProfile(elodie.uid, { firstName: 'Hind' });
        expect((await readAll({ search: 'hind ben' }, 5)).seen).toEqual([elodie.uid]);
        expect((await readAll({ search: 'elodie' }, 5)).seen).toEqual([]);
      });

      it('counts users, listings and bookings', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const stats = await admin.stats();
        expect(stats.listingsApproved).toBe(approved.length);
        expect(stats.listingsWaiting).toBe(waitingCount);
        expect(stats.listingsRefused).toBe(1);
        // the seed has no edit waiting
        expect(stats.revisionsWaiting).toBe(0);
        expect(stats.bookingsByStatus.confirmed).toBe(
          seed.bookings.filter((b) => b.status === 'confirmed').length,
        );
        // counted by the backend: bkg-08 waits for the admin for 30 hours
        const now = new Date();
        expect(stats.expiredRequests).toBe(
          seed.bookings.filter((b) => displayStatus(b, now) === 'expired').length,
        );
        expect(stats.expiredRequests).toBeGreaterThan(0);
      });
    });

    // Issue 14 (notify14): notices written with their event, the Trigger Email queue, contacts.
    describe('notifications, e-mails and contacts', () => {
      // a listing of the demo host (hote@demo.ma) free far ahead (no seeded monthly rental)
      const hosted = approved.find(
        (l) =>
          l.hostId === 'demo-host' &&
          l.minimumDuration === 1 &&
          !seed.bookings.some((b) => b.listingId === l.id && b.rentalType === 'monthly'),
      )!;
      /** Two events a few ms apart: newest first is then their order (ids break ties). */
      const tick = () => new Promise((r) => setTimeout(r, 5));
      const book = (c: Backend, offset: number) => {
        const day = addDays(todayInMorocco(), offset);
        return c.bookings.createBooking({
          listingId: hosted.id,
          rentalType: 'daily',
          startDate: day,
          endDate: day,
          isIndefinite: false,
        });
      };

      it('a request tells the host, a decision tells both, each event queues one e-mail', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const h = await env.client(ACCOUNTS.host);
        const b = await book(t, 160);
        const hostPage = await h.notifications.listNotifications('demo-host', { pageSize: 5 });
        const day = addDays(todayInMorocco(), 160);
        expect(hostPage.items[0]).toMatchObject({
          id: `booking-requested_${b.id}`,
          kind: 'booking-requested',
          read: false,
          bookingId: b.id,
          listingId: hosted.id,
          listingTitle: hosted.title,
          // its days, which the panel shows under its text
          startDate: day,
          endDate: day,
        });
        expect(await h.notifications.countUnread('demo-host')).toBe(1);

        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await tick();
        await admin.confirmBooking(b.id);
        const tenantPage = await t.notifications.listNotifications('demo-tenant', { pageSize: 5 });
        // (after it, the seed's notice of the message Yasmine has not read: SEEDED_TENANT_NOTICE)
        expect(tenantPage.items.map((n) => n.id)).toEqual([
          `booking-confirmed_${b.id}`,
          SEEDED_TENANT_NOTICE,
        ]);
        expect(
          (await h.notifications.listNotifications('demo-host', { pageSize: 5 })).items.map(
            (n) => n.kind,
          ),
        ).toEqual(['booking-confirmed', 'booking-requested']);

        const mail = await admin.listMail({ pageSize: 10 });
        expect(mail.items.map((m) => m.id).sort()).toEqual(
          [
            `booking-confirmed_${b.id}_demo-host`,
            `booking-confirmed_${b.id}_demo-tenant`,
            `booking-requested_${b.id}_demo-host`,
          ].sort(),
        );
        const requested = mail.items.find((m) => m.template === 'booking-requested')!;
        // its tenant and days, as the booking holds them (DD/MM/YYYY)
        const dmy = (day: string) => day.split('-').reverse().join('/');
        expect(requested).toMatchObject({
          toUid: 'demo-host',
          data: {
            bookingId: b.id,
            listingId: hosted.id,
            tenantName: b.tenantName,
            startDate: dmy(b.startDate),
            endDate: dmy(b.endDate!),
          },
          deliveryState: null,
        });
        expect(requested.createdAt).toBeInstanceOf(Date);
        // the same decision again is refused: no second notice, no second e-mail
        await expectServiceError(admin.rejectBooking(b.id), 'booking/invalid-state');
        expect((await admin.listMail({ pageSize: 10 })).items).toHaveLength(3);
      });

      it('the tenant cancelling tells the host; nobody else reads or lists them', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const b = await book(t, 161);
        await tick();
        await t.bookings.cancelBooking(b.id);
        const h = await env.client(ACCOUNTS.host);
        const page = await h.notifications.listNotifications('demo-host', { pageSize: 5 });
        expect(page.items.map((n) => n.id)).toEqual([
          `booking-cancelled_${b.id}`,
          `booking-requested_${b.id}`,
        ]);
        await expectServiceError(
          t.notifications.listNotifications('demo-host', { pageSize: 5 }),
          'permission-denied',
        );
        await expectServiceError(t.notifications.countUnread('demo-host'), 'permission-denied');
        await expectServiceError(
          t.notifications.markRead('demo-host', [`booking-cancelled_${b.id}`]),
          'permission-denied',
        );
        await expectServiceError(t.notifications.markAllRead('demo-host'), 'permission-denied');
        expect(await h.notifications.countUnread('demo-host')).toBe(2);
        await expectServiceError(t.admin.unlock('not-the-password'), 'admin/wrong-password');
      });

      it('pages newest first, and marking read (a page, then all) lowers the count', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const ids: string[] = [];
        for (const offset of [170, 172, 174]) {
          ids.push((await book(t, offset)).id);
          await tick();
        }
        const h = await env.client(ACCOUNTS.host);
        const first = await h.notifications.listNotifications('demo-host', { pageSize: 2 });
        expect(first.items.map((n) => n.bookingId)).toEqual([ids[2], ids[1]]);
        expect(first.nextCursor).not.toBeNull();
        const second = await h.notifications.listNotifications('demo-host', {
          pageSize: 2,
          cursor: first.nextCursor,
        });
        expect(second.items.map((n) => n.bookingId)).toEqual([ids[0]]);
        expect(second.nextCursor).toBeNull();
        expect(await h.notifications.countUnread('demo-host')).toBe(3);
        expect(await h.notifications.countUnread('demo-host', 2)).toBe(2);
        await h.notifications.markRead(
          'demo-host',
          first.items.map((n) => n.id),
        );
        expect(await h.notifications.countUnread('demo-host')).toBe(1);
        const again = await h.notifications.listNotifications('demo-host', { pageSize: 5 });
        expect(again.items.map((n) => n.read)).toEqual([true, true, false]);
        await h.notifications.markRead('demo-host', []);
        // « Tout marquer comme lu »: the one left, then nothing
        expect(await h.notifications.markAllRead('demo-host')).toBe(1);
        expect(await h.notifications.countUnread('demo-host')).toBe(0);
        const all = await h.notifications.listNotifications('demo-host', { pageSize: 5 });
        expect(all.items.map((n) => n.read)).toEqual([true, true, true]);
        expect(await h.notifications.markAllRead('demo-host')).toBe(0);
      });

      it('contacts appear once confirmed, to its tenant and host only', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const b = await book(t, 180);
        expect(await t.bookings.getContacts(b.id)).toBeNull();
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.confirmBooking(b.id);
        const tenantProfile = await t.users.getProfile('demo-tenant');
        const h = await env.client(ACCOUNTS.host);
        const hostProfile = await h.users.getProfile('demo-host');
        const expected = {
          tenantId: 'demo-tenant',
          hostId: 'demo-host',
          tenantEmail: tenantProfile!.email,
          tenantPhone: tenantProfile!.phoneNumber ?? '',
          hostEmail: hostProfile!.email,
          hostPhone: hostProfile!.phoneNumber ?? '',
        };
        expect(await t.bookings.getContacts(b.id)).toEqual(expected);
        expect(await h.bookings.getContacts(b.id)).toEqual(expected);
        const other = await env.client(ACCOUNTS.tenant2);
        expect(await other.bookings.getContacts(b.id)).toBeNull();
      });

      it('a rejected booking gives no contacts', async () => {
        const t = await env.client(ACCOUNTS.tenant);
        const b = await book(t, 182);
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.rejectBooking(b.id);
        expect(await t.bookings.getContacts(b.id)).toBeNull();
        const page = await t.notifications.listNotifications('demo-tenant', { pageSize: 5 });
        expect(page.items.map((n) => n.id)).toEqual([
          expect.stringMatching(/^booking-rejected_/),
          SEEDED_TENANT_NOTICE,
        ]);
      });

      it("the admin's listing decisions tell the host, each time", async () => {
        const h = await env.client(ACCOUNTS.host);
        const id = await h.listings.createListing(
          newListingInput({ title: 'Annonce notifiée' }),
          'demo-host',
        );
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.setListingApproval(id, true);
        await admin.setListingApproval(id, true); // no change, no notice
        await tick();
        await admin.setListingApproval(id, false);
        await tick();
        await admin.setListingApproval(id, true);
        const page = await h.notifications.listNotifications('demo-host', { pageSize: 5 });
        expect(page.items.map((n) => n.id)).toEqual([
          `listing-approved_${id}`,
          `listing-suspended_${id}`,
        ]);
        expect(page.items[0]).toMatchObject({ read: false, listingTitle: 'Annonce notifiée' });
        const mail = await admin.listMail({ pageSize: 10 });
        expect(mail.items.map((m) => m.template)).toEqual([
          'listing-approved',
          'listing-suspended',
          'listing-approved',
        ]);
        expect(new Set(mail.items.map((m) => m.id)).size).toBe(3);
        expect(mail.items.every((m) => m.toUid === 'demo-host' && m.data.listingId === id)).toBe(
          true,
        );
      });

      it('a refused new listing tells its host why, waits for them, and is submitted anew by their save', async () => {
        const h = await env.client(ACCOUNTS.host);
        const id = await h.listings.createListing(
          newListingInput({ title: 'Annonce refusée' }),
          'demo-host',
        );
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const before = await admin.stats();
        const reason = "Les photos ne montrent pas le bureau : merci d'en ajouter.";
        await expectServiceError(admin.refuseListing(id, ' \n '), 'invalid-argument');
        await admin.refuseListing(id, `  ${reason}\n`);
        await expectServiceError(admin.refuseListing(id, 'Encore.'), 'listing/not-waiting');
        const stats = await admin.stats();
        expect(stats.listingsWaiting).toBe(before.listingsWaiting - 1);
        expect(stats.listingsRefused).toBe(before.listingsRefused + 1);
        // « Refusés »: the refused listings only, the latest refused first (the seed's lst-fes-03
        // was refused 26 hours ago), a page at a time
        const refusedTab = await admin.listListings({ filter: 'refused', pageSize: 10 });
        expect(refusedTab.items.map((l) => l.id)).toEqual([id, 'lst-fes-03']);
        const firstOnly = await admin.listListings({ filter: 'refused', pageSize: 1 });
        expect(firstOnly.items.map((l) => l.id)).toEqual([id]);
        const next = await admin.listListings({
          filter: 'refused',
          pageSize: 1,
          cursor: firstOnly.nextCursor,
        });
        expect(next.items.map((l) => l.id)).toEqual(['lst-fes-03']);

        // the host reads the reason on the listing and in the notification; one e-mail, without it
        const refused = (await h.listings.getListing(id))!;
        expect(refused.refusal).toMatchObject({ reason });
        expect(refused.isApproved).toBe(false);
        const page = await h.notifications.listNotifications('demo-host', { pageSize: 5 });
        expect(page.items[0]).toMatchObject({
          id: `listing-refused_${id}`,
          reason,
          listingTitle: 'Annonce refusée',
        });
        const mail = await admin.listMail({ pageSize: 5 });
        expect(mail.items[0]).toMatchObject({ template: 'listing-refused', toUid: 'demo-host' });
        expect(mail.items[0].data).not.toHaveProperty('reason');

        // their save submits it anew: no refusal, waiting for the admin again

        await h.listings.editListing(
          id,
          { ...editedContent(refused), title: 'Annonce corrigée' },
          refused,
        );
        const resubmitted = (await h.listings.getListing(id))!;
        expect(resubmitted.refusal).toBeNull();
        // kept for the admin, who reads it beside the listing waiting again
        expect(resubmitted.previousRefusal).toMatchObject({ reason });
        expect(resubmitted.previousRefusal?.at.getTime()).toBe(refused.refusal?.at.getTime());
        expect((await admin.stats()).listingsWaiting).toBe(before.listingsWaiting);
        expect(
          (await admin.listListings({ filter: 'refused', pageSize: 10 })).items.map((l) => l.id),
        ).toEqual(['lst-fes-03']);

        // refused again, then approved after all: the refusal goes with the approval
        await admin.refuseListing(id, 'Toujours pas de photo de la pièce.');
        await admin.setListingApproval(id, true);
        const approved = (await h.listings.getListing(id))!;
        expect(approved).toMatchObject({ isApproved: true, refusal: null });
        await expectServiceError(admin.refuseListing(id, reason), 'listing/not-waiting');
      });

      it('an expired request is told to its tenant once', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const expired = seed.bookings.filter(
          (b) => b.status === 'pending_admin' && Date.now() - b.createdAt.getTime() >= 86_400_000,
        );
        expect(await admin.notifyExpired()).toBe(expired.length);
        expect(await admin.notifyExpired()).toBe(0);
        const t3 = await env.client(ACCOUNTS.tenant3);
        const page = await t3.notifications.listNotifications('tenant-3', { pageSize: 5 });
        expect(page.items.map((n) => n.id)).toEqual(['booking-expired_bkg-08']);
        const mail = await admin.listMail({ pageSize: 10 });
        expect(mail.items.map((m) => m.id)).toContain('booking-expired_bkg-08_tenant-3');
      });
    });

    // Issue 13: places, blocked days, monthly holds (docs/decisions.md#availability-one-occupancy-document-per-day-and-place).
    describe('availability', () => {
      const coworking = 'lst-casa-01'; // the demo host's coworking
      const d = addDays(todayInMorocco(), 220);
      const daily = (listingId: string, from: string, to: string, places?: number) => ({
        listingId,
        rentalType: 'daily' as const,
        startDate: from,
        endDate: to,
        isIndefinite: false,
        ...(places ? { places } : {}),
      });

      it('sells the places of a shared space one by one, never more than it has', async () => {
        const h = await env.client(ACCOUNTS.host);
        await h.listings.updateListing(coworking, { places: 3 });
        const listing = (await h.listings.getListing(coworking))!;
        expect(listing.places).toBe(3);
        const a = await env.client(ACCOUNTS.tenant);
        const two = await a.bookings.createBooking(daily(coworking, d, addDays(d, 1), 2));
        expect(two).toMatchObject({ places: 2, totalPrice: 2 * 2 * listing.pricePerDay });
        const b = await env.client(ACCOUNTS.tenant2);
        await expectServiceError(
          b.bookings.createBooking(daily(coworking, d, d, 2)),
          'booking/dates-taken',
        );
        await b.bookings.createBooking(daily(coworking, addDays(d, 1), addDays(d, 1)));
        const visitor = await env.client();
        expect(await visitor.listings.getAvailability(coworking, d, addDays(d, 2))).toEqual([
          { day: d, capacity: 3, taken: 2, blocked: false },
          { day: addDays(d, 1), capacity: 3, taken: 3, blocked: false },
          { day: addDays(d, 2), capacity: 3, taken: 0, blocked: false },
        ]);
        expect(await visitor.listings.getUnavailableDays(coworking, d, addDays(d, 2))).toEqual([
          addDays(d, 1),
        ]);
        await expectServiceError(
          b.bookings.createBooking(daily(coworking, addDays(d, 1), addDays(d, 1))),
          'booking/dates-taken',
        );
        await expectServiceError(
          b.bookings.createBooking(daily(coworking, d, d, 4)),
          'invalid-argument',
        );
        // cancelling frees its places
        await a.bookings.cancelBooking(two.id);
        expect((await visitor.listings.getAvailability(coworking, d, d))[0].taken).toBe(0);
      });

      it('blocks days for everyone, with a reason only the host reads, and unblocks them', async () => {
        const h = await env.client(ACCOUNTS.host);
        await h.listings.blockDays(coworking, d, addDays(d, 1), 'Inventaire annuel');
        const visitor = await env.client();
        expect(
          (await visitor.listings.getAvailability(coworking, d, addDays(d, 2))).map(
            (x) => x.blocked,
          ),
        ).toEqual([true, true, false]);
        const t = await env.client(ACCOUNTS.tenant);
        await expectServiceError(
          t.bookings.createBooking(daily(coworking, addDays(d, 1), addDays(d, 2))),
          'booking/dates-taken',
        );
        const calendar = await h.listings.getHostCalendar(coworking, d.slice(0, 7));
        expect(calendar.blocks).toEqual(
          expect.arrayContaining([
            { day: d, reason: 'Inventaire annuel' },
            { day: addDays(d, 1), reason: 'Inventaire annuel' },
          ]),
        );
        expect(calendar.days.find((x) => x.day === d)).toMatchObject({ blocked: true });
        await expectServiceError(
          t.listings.getHostCalendar(coworking, d.slice(0, 7)),
          'permission-denied',
        );
        await expectServiceError(
          t.listings.blockDays(coworking, d, d, 'Pirate'),
          'permission-denied',
        );
        await expectServiceError(
          h.listings.blockDays(coworking, d, d, 'x'.repeat(201)),
          'invalid-argument',
        );
        await h.listings.unblockDays(coworking, [d, addDays(d, 1)]);
        expect(
          (await visitor.listings.getAvailability(coworking, d, addDays(d, 1))).map(
            (x) => x.blocked,
          ),
        ).toEqual([false, false]);
        await t.bookings.createBooking(daily(coworking, addDays(d, 1), addDays(d, 2)));
      });

      it("lists in the host's month the listing's bookings touching it, and only those", async () => {
        // the first day of a month after d, with bookings before, across, inside and after it
        const m0 = `${addMonths(d, 1).slice(0, 7)}-01`;
        const month = m0.slice(0, 7);
        const room = 'lst-casa-03'; // the demo host's meeting room
        const t = await env.client(ACCOUNTS.tenant);
        const before = await t.bookings.createBooking(
          daily(coworking, addDays(m0, -6), addDays(m0, -4)),
        );
        const across = await t.bookings.createBooking(
          daily(coworking, addDays(m0, -2), addDays(m0, 1)),
        );
        const inside = await t.bookings.createBooking(
          daily(coworking, addDays(m0, 10), addDays(m0, 11)),
        );
        const after = await t.bookings.createBooking(
          daily(coworking, addDays(m0, 45), addDays(m0, 46)),
        );
        // an indefinite rental has no end: every month from its first one
        const open = await t.bookings.createBooking({
          listingId: room,
          rentalType: 'monthly',
          startDate: addDays(m0, -20),
          endDate: null,
          isIndefinite: true,
        });
        const h = await env.client(ACCOUNTS.host);
        const ids = async (listingId: string, m: string) =>
          (await h.listings.getHostCalendar(listingId, m)).bookings.map((b) => b.id).sort();
        expect(await ids(coworking, month)).toEqual([across.id, inside.id].sort());
        expect(await ids(coworking, addDays(m0, -1).slice(0, 7))).toEqual(
          [before.id, across.id].sort(),
        );
        expect(await ids(coworking, addDays(m0, 45).slice(0, 7))).toEqual([after.id]);
        expect(await ids(room, month)).toContain(open.id);
        expect(await ids(room, addMonths(m0, 6).slice(0, 7))).toContain(open.id);
        // (the month that ends before it starts)
        expect(await ids(room, addDays(m0, -40).slice(0, 7))).not.toContain(open.id);
        // a booking rejected or cancelled still shows in its month (any status)
        await t.bookings.cancelBooking(inside.id);
        expect(await ids(coworking, month)).toEqual([across.id, inside.id].sort());
      });

      it('refuses to block a confirmed day; the admin sees a blocked day before confirming', async () => {
        const room = 'lst-casa-03'; // the demo host's meeting room (one place)
        const t = await env.client(ACCOUNTS.tenant);
        const confirmed = await t.bookings.createBooking(daily(room, d, d));
        const pending = await t.bookings.createBooking(daily(room, addDays(d, 3), addDays(d, 5)));
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.confirmBooking(confirmed.id);
        const h = await env.client(ACCOUNTS.host);
        await expectServiceError(
          h.listings.blockDays(room, addDays(d, -1), d, 'Fermé'),
          'calendar/day-confirmed',
        );
        expect(
          (await h.listings.getAvailability(room, addDays(d, -1), d)).map((x) => x.blocked),
        ).toEqual([false, false]);
        // a day over is not blocked either, nor the days after it in the same range
        const today = todayInMorocco();
        await expectServiceError(
          h.listings.blockDays(room, addDays(today, -1), addDays(today, 1), 'Fermé'),
          'calendar/day-past',
        );
        expect(
          (await h.listings.getAvailability(room, today, addDays(today, 1))).map((x) => x.blocked),
        ).toEqual([false, false]);
        await h.listings.blockDays(room, addDays(d, 4), addDays(d, 4), "Fuite d'eau");
        expect(await admin.bookingConflicts(pending.id)).toEqual([addDays(d, 4)]);
        await expectServiceError(admin.confirmBooking(pending.id), 'booking/days-blocked');
        expect(await admin.bookingConflicts(confirmed.id)).toEqual([]);
      });

      it("holds a monthly rental's days, 12 months ahead for an indefinite one", async () => {
        const t = await env.client(ACCOUNTS.tenant);
        await t.bookings.createBooking({
          listingId: free.id,
          rentalType: 'monthly',
          startDate: d,
          endDate: null,
          isIndefinite: true,
        });
        const visitor = await env.client();
        const horizon = addDays(addMonths(d, 12), -1);
        const around = await visitor.listings.getAvailability(
          free.id,
          addDays(horizon, -1),
          addDays(horizon, 1),
        );
        expect(around.map((x) => x.taken)).toEqual([1, 1, 0]);
        const t2 = await env.client(ACCOUNTS.tenant2);
        await expectServiceError(
          t2.bookings.createBooking(daily(free.id, addDays(d, 40), addDays(d, 40))),
          'booking/dates-taken',
        );
      });

      it('extends a confirmed indefinite rental to its rolling horizon, once', async () => {
        // bkg-14: confirmed, indefinite, started 40 days ago: it held 12 months from its start
        const b = seed.bookings.find((x) => x.id === 'bkg-14')!;
        const today = todayInMorocco();
        const horizon = addDays(addMonths(today, 12), -1);
        const visitor = await env.client();
        expect(
          (await visitor.listings.getAvailability(b.listingId, horizon, horizon))[0].taken,
        ).toBe(0);
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        // the days from its first 12 months' end to today's horizon, after one read of those
        // it holds
        const missing = eachDay(addMonths(b.startDate, 12), horizon).length;
        expect(await admin.extendMonthlyHolds()).toEqual({ added: missing, failed: [] });
        expect(
          (await visitor.listings.getAvailability(b.listingId, horizon, horizon))[0].taken,
        ).toBe(1);
        expect(
          (
            await visitor.listings.getAvailability(
              b.listingId,
              addDays(horizon, 1),
              addDays(horizon, 1),
            )
          )[0].taken,
        ).toBe(0);
        expect(await admin.extendMonthlyHolds()).toEqual({ added: 0, failed: [] });
      });

      it('reports a rental it cannot extend, and leaves its days as they were', async () => {
        // bkg-14 again, in a coworking: another request holds every place of a day it needs
        const b = seed.bookings.find((x) => x.id === 'bkg-14')!;
        const h = await env.client(ACCOUNTS.host);
        await h.listings.updateListing(b.listingId, { places: 1 });
        const day = addDays(addMonths(b.startDate, 12), 3);
        const t = await env.client(ACCOUNTS.tenant);
        await t.bookings.createBooking(daily(b.listingId, day, day));
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const report = await admin.extendMonthlyHolds();
        expect(report.added).toBe(0);
        expect(report.failed.map((x) => x.id)).toEqual(['bkg-14']);
        const visitor = await env.client();
        const past = await visitor.listings.getAvailability(
          b.listingId,
          addMonths(b.startDate, 12),
          addDays(addMonths(todayInMorocco(), 12), -1),
        );
        // only the request's day is taken: the rental took none of the days after its first year
        expect(past.filter((x) => x.taken > 0).map((x) => x.day)).toEqual([day]);
      });

      it('ends an indefinite rental: its last day, the days after it freed, both told', async () => {
        // bkg-14: confirmed, indefinite, started 40 days ago (its first month is over), held
        // from its start for 12 months; Salma Idrissi's rental of the demo host's office
        const b = seed.bookings.find((x) => x.id === 'bkg-14')!;
        const today = todayInMorocco();
        const last = addDays(today, 10);
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        await admin.endMonthlyRental(b.id, last);

        const visitor = await env.client();
        const taken = async (from: string, to: string) =>
          (await visitor.listings.getAvailability(b.listingId, from, to)).map((x) => x.taken);
        expect(await taken(addDays(last, -1), addDays(last, 2))).toEqual([1, 1, 0, 0]);
        // every day it held after its last day is free: far ahead too
        expect((await taken(addDays(last, 1), addDays(last, 300))).every((n) => n === 0)).toBe(
          true,
        );
        const confirmed = await admin.listBookings(['confirmed']);
        expect(confirmed.find((x) => x.id === b.id)).toMatchObject({
          endDate: last,
          isIndefinite: true,
          totalPrice: b.totalPrice,
        });
        // its tenant and its host are told, once each
        const t3 = await env.client(ACCOUNTS.tenant3);
        const told = await t3.notifications.listNotifications('tenant-3', { pageSize: 5 });
        // with its days as the end leaves them: its first day, and now a last one
        expect(told.items[0]).toMatchObject({
          kind: 'booking-ended',
          bookingId: b.id,
          startDate: b.startDate,
          endDate: last,
        });
        const mail = (await admin.listMail({ pageSize: 50 })).items.filter(
          (m) => m.template === 'booking-ended',
        );
        expect(mail.map((m) => m.id).sort()).toEqual(
          [`booking-ended_${b.id}_demo-host`, `booking-ended_${b.id}_tenant-3`].sort(),
        );
        // each names the rental's new last day (DD/MM/YYYY)
        for (const m of mail) expect(m.data.endDate).toBe(last.split('-').reverse().join('/'));

        // once: a second end is refused, and the extension no longer takes days after it
        await expectServiceError(
          admin.endMonthlyRental(b.id, addDays(last, 5)),
          'booking/invalid-state',
        );
        expect(await admin.extendMonthlyHolds()).toEqual({ added: 0, failed: [] });
        expect(await taken(addDays(last, 1), addDays(last, 1))).toEqual([0]);
        // the office can be booked again from the next day
        const t = await env.client(ACCOUNTS.tenant);
        await t.bookings.createBooking(daily(b.listingId, addDays(last, 1), addDays(last, 2)));
      });

      it('refuses a last day already over, and a rental that is not indefinite', async () => {
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const today = todayInMorocco();
        await expectServiceError(
          admin.endMonthlyRental('bkg-14', addDays(today, -1)),
          'booking/end-too-early',
        );
        // bkg-15: a confirmed daily booking
        await expectServiceError(
          admin.endMonthlyRental('bkg-15', addDays(today, 40)),
          'booking/invalid-state',
        );
        await expectServiceError(admin.endMonthlyRental('bkg-14', ''), 'invalid-argument');
        await expectServiceError(admin.endMonthlyRental('bkg-nope', today), 'not-found');
        // nothing changed: bkg-14 still holds its days and has no end
        const confirmed = await admin.listBookings(['confirmed']);
        expect(confirmed.find((x) => x.id === 'bkg-14')?.endDate).toBeNull();
        const visitor = await env.client();
        const b = seed.bookings.find((x) => x.id === 'bkg-14')!;
        expect(
          (
            await visitor.listings.getAvailability(
              b.listingId,
              addDays(today, 30),
              addDays(today, 30),
            )
          )[0].taken,
        ).toBe(1);
      });

      it("lets its tenant give a month's notice: the days after it freed, both told", async () => {
        // bkg-14 is Salma Idrissi's (tenant-3) rental of the demo host's office
        const b = seed.bookings.find((x) => x.id === 'bkg-14')!;
        const today = todayInMorocco();
        const earliest = addDays(addMonths(today, 1), -1);
        const salma = await env.client(ACCOUNTS.tenant3);
        // less than a month's notice, not a day, someone else's rental: refused, nothing changed
        await expectServiceError(
          salma.bookings.giveNotice(b.id, addDays(earliest, -1)),
          'booking/end-too-early',
        );
        await expectServiceError(salma.bookings.giveNotice(b.id, ''), 'invalid-argument');
        const other = await env.client(ACCOUNTS.tenant);
        await expectServiceError(other.bookings.giveNotice(b.id, earliest), 'permission-denied');
        // bkg-17: her cancelled daily booking
        await expectServiceError(
          salma.bookings.giveNotice('bkg-17', addDays(today, 60)),
          'booking/invalid-state',
        );
        const visitor = await env.client();
        const taken = async (from: string, to: string) =>
          (await visitor.listings.getAvailability(b.listingId, from, to)).map((x) => x.taken);
        expect(await taken(addDays(earliest, 1), addDays(earliest, 1))).toEqual([1]);

        await salma.bookings.giveNotice(b.id, earliest);
        expect(await taken(addDays(earliest, -1), addDays(earliest, 2))).toEqual([1, 1, 0, 0]);
        expect(
          (await taken(addDays(earliest, 1), addDays(earliest, 300))).every((n) => n === 0),
        ).toBe(true);
        const mine = await salma.bookings.listBookingsForUser('tenant-3', 'tenant');
        expect(mine.find((x) => x.id === b.id)).toMatchObject({
          endDate: earliest,
          isIndefinite: true,
          totalPrice: b.totalPrice,
        });
        // its host is told (and the tenant, who keeps the e-mail as a receipt of the notice)
        const host = await env.client(ACCOUNTS.host);
        const told = await host.notifications.listNotifications('demo-host', { pageSize: 5 });
        expect(told.items[0]).toMatchObject({
          kind: 'booking-ended',
          bookingId: b.id,
          startDate: b.startDate,
          endDate: earliest,
        });
        const admin = await (await env.client()).admin.unlock(env.adminPassword);
        const mail = (await admin.listMail({ pageSize: 50 })).items.filter(
          (m) => m.template === 'booking-ended',
        );
        expect(mail.map((m) => m.id).sort()).toEqual(
          [`booking-ended_${b.id}_demo-host`, `booking-ended_${b.id}_tenant-3`].sort(),
        );
        // once
        await expectServiceError(
          salma.bookings.giveNotice(b.id, addDays(earliest, 30)),
          'booking/invalid-state',
        );
        await expectServiceError(
          admin.endMonthlyRental(b.id, addDays(earliest, 30)),
          'booking/invalid-state',
        );
      });
    });
  });
}
