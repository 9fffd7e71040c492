/**
 * The booking service on the local backend, at a fixed moment: creation (status, createdAt,
 * price from the listing), the rules it enforces, listing a user's bookings, occupancy and
 * concurrency. The same rules the booking panel checks before sending (src/domain/bookingForm).
 */
import { addDays, eachDay, todayInMorocco } from '@/domain/days';
import type { BookingRequest, Listing } from '@/domain/types';
import { isServiceError, type Backend, type ServiceErrorCode } from '@/services/types';
import { DEMO, testBackend, twoClients } from '../utils';

// 10:00 in Casablanca on Monday 15 June 2026.
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';
const TENANT2 = { email: 'omar.chraibi@demo.ma', password: 'demo1234' };

async function expectCode(p: Promise<unknown>, code: ServiceErrorCode) {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isServiceError(error)).toBe(true);
  expect((error as { code: string }).code).toBe(code);
}

const daily = (listingId: string, startDate: string, endDate: string): BookingRequest => ({
  listingId,
  rentalType: 'daily',
  startDate,
  endDate,
  isIndefinite: false,
});

async function listing(backend: Backend, id: string): Promise<Listing> {
  const l = await backend.listings.getListing(id);
  if (!l) throw new Error(`missing ${id}`);
  return l;
}

describe('creating a booking', () => {
  it('starts pending_admin, stamped now, priced from the listing, with display data', async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    const l = await listing(backend, 'lst-casa-04');
    const b = await backend.bookings.createBooking(daily(l.id, '2026-06-20', '2026-06-22'));
    expect(b).toMatchObject({
      listingId: l.id,
      tenantId: DEMO.tenant.uid,
      hostId: l.hostId,
      rentalType: 'daily',
      startDate: '2026-06-20',
      endDate: '2026-06-22',
      totalPrice: 3 * l.pricePerDay,
      isIndefinite: false,
      monthlyPrice: null,
      monthlyEndDate: null,
      status: 'pending_admin',
      listingTitle: l.title,
      listingAddress: l.location.address,
      listingCity: l.location.city,
      tenantName: 'Yasmine Benali',
    });
    expect(b.createdAt.toISOString()).toBe(NOW.toISOString());
  });

  it('prices a monthly fixed period per month started and an indefinite one as one month', async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    const l = await listing(backend, 'lst-casa-04');
    const fixed = await backend.bookings.createBooking({
      listingId: l.id,
      rentalType: 'monthly',
      startDate: '2026-07-01',
      endDate: '2026-09-30',
      isIndefinite: false,
    });
    expect(fixed).toMatchObject({
      totalPrice: 3 * l.pricePerMonth,
      monthlyPrice: l.pricePerMonth,
      monthlyEndDate: '2026-09-30',
    });
    const open = await backend.bookings.createBooking({
      listingId: l.id,
      rentalType: 'monthly',
      // after the fixed period: a monthly rental holds its days (issue 13)
      startDate: '2026-10-01',
      endDate: '2026-07-31',
      isIndefinite: true,
    });
    expect(open).toMatchObject({ isIndefinite: true, endDate: null, totalPrice: l.pricePerMonth });
  });

  it('accepts today in Morocco and refuses yesterday', async () => {
    // 23:30 UTC on 14 June is already 15 June in Casablanca.
    const backend = await testBackend({
      as: 'tenant',
      now: () => new Date('2026-06-14T23:30:00Z'),
    });
    expect(todayInMorocco(new Date('2026-06-14T23:30:00Z'))).toBe(TODAY);
    await expect(
      backend.bookings.createBooking(daily('lst-casa-04', TODAY, TODAY)),
    ).resolves.toBeTruthy();
    await expectCode(
      backend.bookings.createBooking(daily('lst-casa-04', '2026-06-14', '2026-06-16')),
      'invalid-argument',
    );
  });

  it('refuses an end before the start, a stay under the minimum, over 90 days, or a monthly under a month', async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    await expectCode(
      backend.bookings.createBooking(daily('lst-casa-04', '2026-06-22', '2026-06-20')),
      'invalid-argument',
    );
    // lst-casa-02 asks for 2 days at least.
    expect((await listing(backend, 'lst-casa-02')).minimumDuration).toBe(2);
    await expectCode(
      backend.bookings.createBooking(daily('lst-casa-02', '2026-08-03', '2026-08-03')),
      'invalid-argument',
    );
    await expect(
      backend.bookings.createBooking(daily('lst-casa-02', '2026-08-03', '2026-08-04')),
    ).resolves.toBeTruthy();
    await expectCode(
      backend.bookings.createBooking(daily('lst-casa-04', '2026-07-01', addDays('2026-07-01', 90))),
      'invalid-argument',
    );
    await expect(
      backend.bookings.createBooking(daily('lst-casa-04', '2026-07-01', addDays('2026-07-01', 89))),
    ).resolves.toBeTruthy();
    await expectCode(
      backend.bookings.createBooking({
        listingId: 'lst-casa-04',
        rentalType: 'monthly',
        startDate: '2026-10-15',
        endDate: '2026-11-13',
        isIndefinite: false,
      }),
      'invalid-argument',
    );
  });

  it('refuses hosts: their own listing, and any listing', async () => {
    const host = await testBackend({ as: 'host', now: () => NOW });
    await expectCode(
      host.bookings.createBooking(daily('lst-casa-01', '2026-08-01', '2026-08-01')),
      'booking/own-listing',
    );
    await expectCode(
      host.bookings.createBooking(daily('lst-casa-04', '2026-08-01', '2026-08-01')),
      'booking/not-tenant',
    );
    const visitor = await testBackend({ now: () => NOW });
    await expectCode(
      visitor.bookings.createBooking(daily('lst-casa-04', '2026-08-01', '2026-08-01')),
      'permission-denied',
    );
  });
});

describe('listing the bookings of a user', () => {
  it('gives a tenant their bookings (by tenantId), newest first, the new one on top', async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    const before = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((b) => b.tenantId === DEMO.tenant.uid)).toBe(true);
    const created = await backend.bookings.createBooking(
      daily('lst-casa-04', '2026-06-20', '2026-06-20'),
    );
    const after = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(after[0].id).toBe(created.id);
    const times = after.map((b) => b.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('gives a host the bookings received (by hostId), newest first', async () => {
    const backend = await testBackend({ as: 'host', now: () => NOW });
    const received = await backend.bookings.listBookingsForUser(DEMO.host.uid, 'host');
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((b) => b.hostId === DEMO.host.uid)).toBe(true);
    const times = received.map((b) => b.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("refuses another user's list", async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    await expectCode(
      backend.bookings.listBookingsForUser('tenant-2', 'tenant'),
      'permission-denied',
    );
  });
});

describe('occupancy', () => {
  it('holds the days of a daily booking, frees them on cancel, and releases a hold after 24 h', async () => {
    let clock = NOW;
    const backend = await testBackend({ as: 'tenant', now: () => clock });
    const b = await backend.bookings.createBooking(
      daily('lst-casa-04', '2026-06-20', '2026-06-22'),
    );
    expect(await backend.listings.getUnavailableDays('lst-casa-04', TODAY, '2026-12-31')).toEqual([
      '2026-06-20',
      '2026-06-21',
      '2026-06-22',
    ]);
    // Adjacent days stay free; an overlapping day is refused.
    await expect(
      backend.bookings.createBooking(daily('lst-casa-04', '2026-06-23', '2026-06-24')),
    ).resolves.toBeTruthy();
    await expectCode(
      backend.bookings.createBooking(daily('lst-casa-04', '2026-06-19', '2026-06-20')),
      'booking/dates-taken',
    );

    await backend.bookings.cancelBooking(b.id);
    expect(await backend.listings.getUnavailableDays('lst-casa-04', TODAY, '2026-06-22')).toEqual(
      [],
    );
    const mine = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');
    expect(mine.find((x) => x.id === b.id)?.status).toBe('cancelled');
    await expectCode(backend.bookings.cancelBooking(b.id), 'booking/invalid-state');

    // 24 hours later, the pending booking of 23-24 June no longer holds its days.
    expect(await backend.listings.getUnavailableDays('lst-casa-04', TODAY, '2026-06-30')).toEqual([
      '2026-06-23',
      '2026-06-24',
    ]);
    clock = new Date(NOW.getTime() + 24 * 3600 * 1000);
    expect(await backend.listings.getUnavailableDays('lst-casa-04', TODAY, '2026-06-30')).toEqual(
      [],
    );
  });

  // Issue 13 reversed "holds no days for a monthly rental": 12 months from its start.
  it('holds the days of a monthly rental, 12 months ahead for an indefinite one', async () => {
    const backend = await testBackend({ as: 'tenant', now: () => NOW });
    await backend.bookings.createBooking({
      listingId: 'lst-casa-04',
      rentalType: 'monthly',
      startDate: '2026-07-01',
      endDate: null,
      isIndefinite: true,
    });
    expect(await backend.listings.getUnavailableDays('lst-casa-04', TODAY, '2027-07-31')).toEqual(
      eachDay('2026-07-01', '2027-06-30'),
    );
  });

  it('lets a tenant cancel only their own booking', async () => {
    const [a, b] = await twoClients({ now: () => NOW });
    await a.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await b.auth.signIn(TENANT2.email, TENANT2.password);
    const booking = await a.bookings.createBooking(
      daily('lst-casa-04', '2026-06-20', '2026-06-20'),
    );
    await expectCode(b.bookings.cancelBooking(booking.id), 'permission-denied');
  });
});

describe('concurrency', () => {
  it('lets exactly one of two tenants booking overlapping days at the same time succeed', async () => {
    const [a, b] = await twoClients({ now: () => NOW });
    await a.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await b.auth.signIn(TENANT2.email, TENANT2.password);
    const results = await Promise.allSettled([
      a.bookings.createBooking(daily('lst-casa-04', '2026-07-10', '2026-07-12')),
      b.bookings.createBooking(daily('lst-casa-04', '2026-07-12', '2026-07-14')),
    ]);
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    expect(isServiceError(rejected[0].reason, 'booking/dates-taken')).toBe(true);
    // The winner's days are held, and only theirs.
    const held = await a.listings.getUnavailableDays('lst-casa-04', TODAY, '2026-07-31');
    expect([
      ['2026-07-10', '2026-07-11', '2026-07-12'],
      ['2026-07-12', '2026-07-13', '2026-07-14'],
    ]).toContainEqual(held);
  });

  it('lets both succeed when their days do not overlap', async () => {
    const [a, b] = await twoClients({ now: () => NOW });
    await a.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await b.auth.signIn(TENANT2.email, TENANT2.password);
    const results = await Promise.allSettled([
      a.bookings.createBooking(daily('lst-casa-04', '2026-07-10', '2026-07-11')),
      b.bookings.createBooking(daily('lst-casa-04', '2026-07-12', '2026-07-13')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
  });
});
