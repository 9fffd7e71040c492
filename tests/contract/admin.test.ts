/**
 * Contract of the admin service (src/services/types.ts AdminService / AdminSession), run here
 * against the local backend. Every case builds its own backend from the shared seed at a
 * controlled clock; expected numbers come from buildSeed(now), never hard-coded.
 */
import { addDays, addMonths, eachDay, todayInMorocco } from '@/domain/days';
import type { Booking, Listing } from '@/domain/types';
import { SEED_PASSWORD, buildSeed } from '@/services/seed/data';
import { isServiceError, type AdminSession, type Backend } from '@/services/types';
import { DEMO, testBackend } from '../utils';
import { userSearchKeys } from '@/domain/userSearch';

const NOW = new Date('2025-03-15T10:30:00Z');
const HOUR = 3_600_000;
const seed = buildSeed(NOW);
const DEMO_TENANT = seed.users.find((u) => u.uid === DEMO.tenant.uid)!;
const DEMO_HOST = seed.users.find((u) => u.uid === DEMO.host.uid)!;

/** A controllable clock shared by the backend under test. */
function clock(start: Date = NOW) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date) => void (current = d.getTime()),
    advance: (ms: number) => void (current += ms),
  };
}

async function expectCode(promise: Promise<unknown>, code: Parameters<typeof isServiceError>[1]) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  expect(isServiceError(error, code)).toBe(true);
}

async function searchAll(backend: Backend): Promise<Listing[]> {
  const page = await backend.listings.searchListings({ filters: {}, pageSize: 100 });
  return page.items;
}

/** An approved listing that no seeded booking touches and that accepts a 2-day booking. */
/** Every listing, read through the Bureaux tab's pages. */
async function allListings(session: AdminSession): Promise<Listing[]> {
  const out: Listing[] = [];
  let cursor: string | null = null;
  do {
    const page = await session.listListings({ filter: 'all', pageSize: 7, cursor });
    out.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

function quietListing(): Listing {
  const booked = new Set(seed.bookings.map((b) => b.listingId));
  const l = seed.listings.find((x) => x.isApproved && !booked.has(x.id) && x.minimumDuration <= 2);
  if (!l) throw new Error('no quiet listing in the seed');
  return l;
}

function seeded(status: Booking['status']) {
  return seed.bookings.filter((b) => b.status === status);
}

describe('admin.unlock', () => {
  it('refuses a wrong or empty password with admin/wrong-password', async () => {
    const backend = await testBackend({ now: () => NOW });
    await expectCode(backend.admin.unlock('nope'), 'admin/wrong-password');
    await expectCode(backend.admin.unlock(''), 'admin/wrong-password');
    await expectCode(backend.admin.unlock(`${DEMO.adminPassword} `), 'admin/wrong-password');
  });

  it('opens a session with the right password, which stops working once locked', async () => {
    const backend = await testBackend({ now: () => NOW });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    await expect(session.stats()).resolves.toBeTruthy();
    await session.lock();
    await expectCode(session.stats(), 'permission-denied');
    await expectCode(session.confirmBooking(seeded('pending_admin')[0].id), 'permission-denied');
  });

  it('does not sign anybody in or out: a signed-in tenant stays who they are', async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    const seen: (string | null)[] = [];
    const stop = backend.auth.onAuthChange((u) => seen.push(u?.uid ?? null));
    const session = await backend.admin.unlock(DEMO.adminPassword);
    await session.lock();
    await new Promise((r) => setTimeout(r, 5));
    stop();
    expect(seen).toEqual([DEMO.tenant.uid]);
    // …and the tenant gains no admin power through the ordinary services.
    await expectCode(
      backend.listings.listListings({ includeUnapproved: true }),
      'permission-denied',
    );
  });
});

describe('session.stats and lists', () => {
  it('counts users, listings, bookings by status and confirmed revenue like the seed', async () => {
    const session = await (await testBackend({ now: () => NOW })).admin.unlock(DEMO.adminPassword);
    const stats = await session.stats();
    const byStatus = { pending: 0, pending_admin: 0, confirmed: 0, rejected: 0, cancelled: 0 };
    for (const b of seed.bookings) byStatus[b.status] += 1;
    expect(stats).toEqual({
      users: seed.users.length,
      hosts: seed.users.filter((u) => u.role === 'host').length,
      tenants: seed.users.filter((u) => u.role === 'tenant').length,
      listingsApproved: seed.listings.filter((l) => l.isApproved).length,
      listingsWaiting: seed.listings.filter((l) => !l.isApproved && !l.refusal).length,
      listingsRefused: seed.listings.filter((l) => l.refusal).length,
      revisionsWaiting: 0,
      bookingsByStatus: byStatus,
      confirmedRevenue: seeded('confirmed').reduce((n, b) => n + b.totalPrice, 0),
      // pending_admin for 24 hours or more at NOW
      expiredRequests: seed.bookings.filter(
        (b) =>
          b.status === 'pending_admin' && NOW.getTime() - b.createdAt.getTime() >= 24 * 3_600_000,
      ).length,
    });
    expect(stats.expiredRequests).toBeGreaterThan(0);
  });

  it('lists bookings by status, newest first', async () => {
    const session = await (await testBackend({ now: () => NOW })).admin.unlock(DEMO.adminPassword);
    const waiting = await session.listBookings(['pending_admin']);
    expect(waiting.map((b) => b.id).sort()).toEqual(
      seeded('pending_admin')
        .map((b) => b.id)
        .sort(),
    );
    const history = await session.listBookings(['confirmed', 'rejected']);
    expect(history).toHaveLength(seeded('confirmed').length + seeded('rejected').length);
    const times = history.map((b) => b.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists every listing, approved or not, and every user with search and role filters', async () => {
    const session = await (await testBackend({ now: () => NOW })).admin.unlock(DEMO.adminPassword);
    expect((await allListings(session)).map((l) => l.id).sort()).toEqual(
      seed.listings.map((l) => l.id).sort(),
    );
    const uids = async (filter: Parameters<AdminSession['listUsers']>[0]) =>
      (await session.listUsers(filter)).items.map((u) => u.uid);
    const newest = [...seed.users].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.uid < b.uid ? 1 : -1),
    );
    expect(await uids({ pageSize: 100 })).toEqual(newest.map((u) => u.uid));
    expect(await uids({ role: 'host', pageSize: 100 })).toEqual(
      newest.filter((u) => u.role === 'host').map((u) => u.uid),
    );
    // the beginnings of words, whatever the case, of the name or the e-mail
    expect(await uids({ search: 'yasMINE', pageSize: 100 })).toEqual([DEMO.tenant.uid]);
    expect(await uids({ search: 'Yas Ben', pageSize: 100 })).toEqual([DEMO.tenant.uid]);
    expect(await uids({ search: DEMO.host.email.toUpperCase(), pageSize: 100 })).toEqual([
      DEMO.host.uid,
    ]);
    expect(await uids({ search: 'yasmine', role: 'host', pageSize: 100 })).toEqual([]);
    // not the middle of a word; every word must match
    expect(await uids({ search: 'asmine', pageSize: 100 })).toEqual([]);
    expect(await uids({ search: 'yasmine karim', pageSize: 100 })).toEqual([]);
    expect((await session.getUser(DEMO.tenant.uid))?.email).toBe(DEMO.tenant.email);
    expect(await session.getUser('nobody')).toBeNull();
  });
});

describe("the profiles' search keys", () => {
  it('a profile written before search keys existed gets them at its next sign-in', async () => {
    const backend = await testBackend({ now: () => NOW });
    const raw = backend.__raw!;
    const path = `users/${DEMO.tenant.uid}`;
    const seeded = raw.peek(path)!;
    expect(seeded.searchKeys).toEqual(userSearchKeys(DEMO_TENANT));
    const { searchKeys: _keys, ...legacy } = seeded;
    raw.seed({ [path]: legacy });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    expect((await session.listUsers({ search: 'yasmine', pageSize: 5 })).items).toEqual([]);
    // still listed without a search
    expect((await session.listUsers({ pageSize: 100 })).items.map((u) => u.uid)).toContain(
      DEMO.tenant.uid,
    );

    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    expect(raw.peek(path)!.searchKeys).toEqual(userSearchKeys(DEMO_TENANT));
    expect(
      (await session.listUsers({ search: 'yasmine', pageSize: 5 })).items.map((u) => u.uid),
    ).toEqual([DEMO.tenant.uid]);
  });

  it('a Google sign-in writes them too, for a new profile and for one without them', async () => {
    const backend = await testBackend({ now: () => NOW });
    const raw = backend.__raw!;
    const { uid, email } = await backend.auth.signInWithGoogle();
    const path = `users/${uid}`;
    const created = raw.peek(path)!;
    const keys = userSearchKeys({ fullName: String(created.fullName), email: email ?? '' });
    expect(created.searchKeys).toEqual(keys);
    await backend.auth.signOut();
    const { searchKeys: _keys, ...legacy } = created;
    raw.seed({ [path]: legacy });
    await backend.auth.signInWithGoogle();
    expect(raw.peek(path)!.searchKeys).toEqual(keys);
  });

  it('keys that do not match the name are written again at sign-in', async () => {
    const backend = await testBackend({ now: () => NOW });
    const raw = backend.__raw!;
    const path = `users/${DEMO.host.uid}`;
    raw.seed({ [path]: { ...raw.peek(path)!, searchKeys: ['zz'] } });
    await backend.auth.signIn(DEMO.host.email, DEMO.host.password);
    expect(raw.peek(path)!.searchKeys).toEqual(userSearchKeys(DEMO_HOST));
  });
});

describe('listing approval', () => {
  it('approving shows a listing in public search and on its page at once; suspending hides it', async () => {
    const backend = await testBackend({ now: () => NOW });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const waiting = seed.listings.find((l) => !l.isApproved)!;
    expect((await searchAll(backend)).map((l) => l.id)).not.toContain(waiting.id);
    expect(await backend.listings.getListing(waiting.id)).toBeNull();

    await session.setListingApproval(waiting.id, true);
    expect((await searchAll(backend)).map((l) => l.id)).toContain(waiting.id);
    expect((await backend.listings.getListing(waiting.id))?.isApproved).toBe(true);
    expect((await session.stats()).listingsWaiting).toBe(
      seed.listings.filter((l) => !l.isApproved && !l.refusal).length - 1,
    );

    const approved = seed.listings.find((l) => l.isApproved)!;
    await session.setListingApproval(approved.id, false);
    expect((await searchAll(backend)).map((l) => l.id)).not.toContain(approved.id);
    expect(await backend.listings.getListing(approved.id)).toBeNull();
    const all = await allListings(session);
    expect(all.find((l) => l.id === approved.id)?.isApproved).toBe(false);
  });

  it('refuses an unknown listing', async () => {
    const session = await (await testBackend({ now: () => NOW })).admin.unlock(DEMO.adminPassword);
    await expectCode(session.setListingApproval('lst-nope', true), 'not-found');
  });
});

describe('booking decisions', () => {
  const open = () =>
    seeded('pending_admin').filter(
      (b) => b.rentalType === 'daily' && NOW.getTime() - b.createdAt.getTime() < 24 * HOUR,
    );

  it('Valider confirms a waiting booking and its days stay taken after the 24-hour hold', async () => {
    const c = clock();
    const backend = await testBackend({ now: c.now });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const b = open()[0];
    await session.confirmBooking(b.id);
    expect((await session.listBookings(['confirmed'])).map((x) => x.id)).toContain(b.id);
    expect((await session.listBookings(['pending_admin'])).map((x) => x.id)).not.toContain(b.id);
    const days = await backend.listings.getUnavailableDays(b.listingId, b.startDate, b.endDate!);
    expect(days[0]).toBe(b.startDate);
    expect(days[days.length - 1]).toBe(b.endDate);
    c.advance(72 * HOUR);
    expect(await backend.listings.getUnavailableDays(b.listingId, b.startDate, b.endDate!)).toEqual(
      days,
    );
    // A second decision is refused.
    await expectCode(session.confirmBooking(b.id), 'booking/invalid-state');
    await expectCode(session.rejectBooking(b.id), 'booking/invalid-state');
  });

  it('Refuser rejects a waiting booking and frees its days for another tenant', async () => {
    const backend = await testBackend({ now: () => NOW });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const b = open()[1];
    expect(
      await backend.listings.getUnavailableDays(b.listingId, b.startDate, b.endDate!),
    ).not.toEqual([]);
    await session.rejectBooking(b.id);
    expect((await session.listBookings(['rejected'])).map((x) => x.id)).toContain(b.id);
    expect(await backend.listings.getUnavailableDays(b.listingId, b.startDate, b.endDate!)).toEqual(
      [],
    );
    // Another tenant can now book those very days.
    const other = seed.users.find((u) => u.role === 'tenant' && u.uid !== b.tenantId)!;
    await backend.auth.signIn(other.email, SEED_PASSWORD);
    const retaken = await backend.bookings.createBooking({
      listingId: b.listingId,
      rentalType: 'daily',
      startDate: b.startDate,
      endDate: b.endDate,
      isIndefinite: false,
    });
    expect(retaken.status).toBe('pending_admin');
  });

  it('refuses both decisions once 24 hours have passed (booking/expired)', async () => {
    const backend = await testBackend({ now: () => NOW });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const expired = seeded('pending_admin').find(
      (b) => NOW.getTime() - b.createdAt.getTime() >= 24 * HOUR,
    )!;
    expect(expired).toBeDefined();
    await expectCode(session.confirmBooking(expired.id), 'booking/expired');
    await expectCode(session.rejectBooking(expired.id), 'booking/expired');
    expect((await session.listBookings(['pending_admin'])).map((x) => x.id)).toContain(expired.id);
  });

  it('the window closes at exactly 24 hours after creation', async () => {
    const c = clock();
    const backend = await testBackend({ now: c.now });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const [a, b] = open();
    c.set(new Date(a.createdAt.getTime() + 24 * HOUR - 1));
    await session.confirmBooking(a.id);
    c.set(new Date(b.createdAt.getTime() + 24 * HOUR));
    await expectCode(session.confirmBooking(b.id), 'booking/expired');
  });

  it('an expired hold is retaken by another tenant; the old booking can then never be confirmed', async () => {
    const c = clock();
    const backend = await testBackend({ now: c.now });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const listing = quietListing();
    const start = addDays(todayInMorocco(NOW), 40);
    const request = {
      listingId: listing.id,
      rentalType: 'daily' as const,
      startDate: start,
      endDate: addDays(start, 1),
      isIndefinite: false,
    };

    // T0: the first tenant books; the days are held for 24 hours.
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const first = await backend.bookings.createBooking(request);
    expect(await backend.listings.getUnavailableDays(listing.id, start, request.endDate)).toEqual([
      start,
      request.endDate,
    ]);

    // T0 + 25 h: the hold has lapsed, another tenant takes the same days; the admin confirms them.
    c.advance(25 * HOUR);
    expect(await backend.listings.getUnavailableDays(listing.id, start, request.endDate)).toEqual(
      [],
    );
    const other = seed.users.find((u) => u.role === 'tenant' && u.uid !== DEMO.tenant.uid)!;
    await backend.auth.signIn(other.email, SEED_PASSWORD);
    const second = await backend.bookings.createBooking(request);
    await session.confirmBooking(second.id);

    // The old booking is past its window: refused as expired.
    await expectCode(session.confirmBooking(first.id), 'booking/expired');

    // Even inside its window (a client clock behind the one that wrote the second booking),
    // confirming it would double-book confirmed days: refused as an overlap.
    c.set(new Date(first.createdAt.getTime() + 23 * HOUR));
    await expectCode(session.confirmBooking(first.id), 'booking/overlap-confirmed');

    // Nothing changed: the first is still waiting, the days still belong to the second.
    const waiting = await session.listBookings(['pending_admin']);
    expect(waiting.map((b) => b.id)).toContain(first.id);
    const confirmed = await session.listBookings(['confirmed']);
    expect(confirmed.map((b) => b.id)).toContain(second.id);
    expect(confirmed.map((b) => b.id)).not.toContain(first.id);
    c.advance(1000 * HOUR);
    expect(await backend.listings.getUnavailableDays(listing.id, start, request.endDate)).toEqual([
      start,
      request.endDate,
    ]);

    // Refusing the old one is allowed inside its window and leaves the confirmed days alone.
    c.set(new Date(first.createdAt.getTime() + 23 * HOUR));
    await session.rejectBooking(first.id);
    expect(await backend.listings.getUnavailableDays(listing.id, start, request.endDate)).toEqual([
      start,
      request.endDate,
    ]);
  });

  it('refuses a decision on a booking that is not waiting for the admin', async () => {
    const backend = await testBackend({ now: () => NOW });
    // the spec's « pending », which nothing in the product writes (an imported document)
    const request = seeded('pending_admin')[0]!;
    const path = `bookings/${request.id}`;
    backend.__raw!.seed({ [path]: { ...backend.__raw!.peek(path)!, status: 'pending' } });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    for (const b of [
      ...(['confirmed', 'rejected', 'cancelled'] as const).map((st) => seeded(st)[0]!),
      request,
    ]) {
      await expectCode(session.confirmBooking(b.id), 'booking/invalid-state');
      await expectCode(session.rejectBooking(b.id), 'booking/invalid-state');
    }
    await expectCode(session.confirmBooking('bkg-nope'), 'not-found');
  });
});

// docs/decisions.md "Monthly rentals hold their days": the rolling horizon, extended from the
// admin's bookings screen.
describe('extendMonthlyHolds', () => {
  const DAY = 24 * HOUR;
  const tenants = seed.users.filter((u) => u.role === 'tenant');
  const monthly = (listingId: string, startDate: string) => ({
    listingId,
    rentalType: 'monthly' as const,
    startDate,
    endDate: null,
    isIndefinite: true,
  });
  const daily = (listingId: string, day: string) => ({
    listingId,
    rentalType: 'daily' as const,
    startDate: day,
    endDate: day,
    isIndefinite: false,
  });

  async function as(backend: Backend, index: number) {
    const u = tenants[index]!;
    await backend.auth.signIn(
      u.email,
      u.uid === DEMO.tenant.uid ? DEMO.tenant.password : SEED_PASSWORD,
    );
  }

  /** Approved private spaces (one place) no seeded booking touches, accepting a 1-day stay. */
  function privateSpaces(): Listing[] {
    const booked = new Set(seed.bookings.map((b) => b.listingId));
    return seed.listings.filter(
      (x) =>
        x.isApproved &&
        !booked.has(x.id) &&
        x.minimumDuration <= 1 &&
        x.spaceType !== 'coworking' &&
        x.spaceType !== 'open-space',
    );
  }

  it('reports a rental whose next day is taken and still extends the others', async () => {
    const c = clock();
    const backend = await testBackend({ now: c.now });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const [l1, l2] = privateSpaces();
    const start = addDays(todayInMorocco(NOW), 1);
    await as(backend, 0);
    const r1 = await backend.bookings.createBooking(monthly(l1!.id, start));
    await as(backend, 1);
    const r2 = await backend.bookings.createBooking(monthly(l2!.id, start));
    await session.confirmBooking(r1.id);
    await session.confirmBooking(r2.id);
    // (the seed's own rental, bkg-14, rolls too: its days are counted apart)
    const seeded14 = await session.extendMonthlyHolds();
    expect(seeded14.failed).toEqual([]);

    // 40 days later, someone asks for a day just past r1's first 12 months
    c.advance(40 * DAY);
    const firstHorizon = addDays(addMonths(start, 12), -1);
    await as(backend, 2);
    const other = await backend.bookings.createBooking(daily(l1!.id, addDays(firstHorizon, 5)));

    const report = await session.extendMonthlyHolds();
    expect(report.failed.map((b) => b.id)).toEqual([r1.id]);
    const horizon = addDays(addMonths(todayInMorocco(c.now()), 12), -1);
    const missing = eachDay(addDays(firstHorizon, 1), horizon).length;
    // r2's missing days, and the 40 days bkg-14's horizon moved
    expect(report.added).toBe(missing + 40);
    expect((await backend.listings.getAvailability(l2!.id, horizon, horizon))[0]!.taken).toBe(1);
    // r1 kept exactly what it held: nothing past its first horizon
    expect(
      (await backend.listings.getAvailability(l1!.id, addDays(firstHorizon, 1), horizon)).filter(
        (d) => d.taken > 0,
      ),
    ).toHaveLength(1);

    // once the request is refused, r1 takes its days too
    await session.rejectBooking(other.id);
    expect(await session.extendMonthlyHolds()).toEqual({ added: missing, failed: [] });
    expect(await session.extendMonthlyHolds()).toEqual({ added: 0, failed: [] });
  });

  it('never gives a rental a second place on a day it already holds', async () => {
    const c = clock();
    const backend = await testBackend({ now: c.now });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const coworking = 'lst-casa-01'; // the demo host's
    await backend.auth.signIn(DEMO.host.email, DEMO.host.password);
    await backend.listings.updateListing(coworking, { places: 2 });
    const start = addDays(todayInMorocco(NOW), 1);
    await as(backend, 0);
    const rental = await backend.bookings.createBooking(monthly(coworking, start));
    await session.confirmBooking(rental.id);

    // 10 days on, a request holds place 0 of a day past the rental's first 12 months: the
    // extension gives the rental place 1 that day
    c.advance(10 * DAY);
    const day = addDays(addDays(addMonths(start, 12), -1), 3);
    await as(backend, 1);
    const request = await backend.bookings.createBooking(daily(coworking, day));
    expect((await session.extendMonthlyHolds()).failed).toEqual([]);
    expect((await backend.listings.getAvailability(coworking, day, day))[0]!.taken).toBe(2);

    // the request is refused (place 0 is free again), a day passes, the horizon rolls on
    await session.rejectBooking(request.id);
    c.advance(DAY);
    const horizon = addDays(addMonths(todayInMorocco(c.now()), 12), -1);
    expect((await backend.listings.getAvailability(coworking, horizon, horizon))[0]!.taken).toBe(0);
    expect(await session.extendMonthlyHolds()).toMatchObject({ failed: [] });
    expect((await backend.listings.getAvailability(coworking, horizon, horizon))[0]!.taken).toBe(1);
    expect((await backend.listings.getAvailability(coworking, day, day))[0]!.taken).toBe(1);
  });
});

// docs/decisions.md "Notifications and e-mails written with their event": each expired request
// is told once, however many expired before it.
describe('notifyExpired', () => {
  it('tells every expired request once, in runs of 50, past the first 50', async () => {
    const c = clock();
    const backend = await testBackend({ now: c.now });
    const session = await backend.admin.unlock(DEMO.adminPassword);
    const listing = quietListing();
    const first = addDays(todayInMorocco(NOW), 30);
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const made: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      // five requests per 24-hour window (holdQuotas)
      if (i > 0 && i % 5 === 0) c.advance(24 * HOUR + 1);
      const day = addDays(first, 2 * i);
      const b = await backend.bookings.createBooking({
        listingId: listing.id,
        rentalType: 'daily',
        startDate: day,
        endDate: day,
        isIndefinite: false,
      });
      made.push(b.id);
    }
    c.advance(25 * HOUR);
    const seededExpired = seeded('pending_admin').filter(
      (b) => c.now().getTime() - b.createdAt.getTime() >= 24 * HOUR,
    ).length;
    expect(await session.notifyExpired()).toBe(50);
    expect(await session.notifyExpired()).toBe(60 + seededExpired - 50);
    expect(await session.notifyExpired()).toBe(0);
    const notices = await backend.notifications.listNotifications(DEMO.tenant.uid, {
      pageSize: 100,
    });
    const told = notices.items.filter((n) => n.kind === 'booking-expired').map((n) => n.bookingId);
    // each of them, once (the demo tenant may have a seeded expired request too)
    expect(made.filter((id) => told.includes(id))).toEqual(made);
    expect(new Set(told).size).toBe(told.length);

    // the next one to expire is told on the next run
    c.advance(24 * HOUR + 1);
    const late = await backend.bookings.createBooking({
      listingId: listing.id,
      rentalType: 'daily',
      startDate: addDays(first, 200),
      endDate: addDays(first, 200),
      isIndefinite: false,
    });
    expect(await session.notifyExpired()).toBe(0);
    c.advance(24 * HOUR);
    expect(await session.notifyExpired()).toBe(1);
    const after = await backend.notifications.listNotifications(DEMO.tenant.uid, { pageSize: 1 });
    expect(after.items[0]).toMatchObject({ kind: 'booking-expired', bookingId: late.id });
  });
});
