/**
 * Double booking is impossible (docs/decisions.md#availability-one-occupancy-document-per-day): 20 tenants,
 * each in their own client (own session, one shared store, like 20 browser tabs), book
 * overlapping days of one listing at the same instant. Exactly one booking exists afterwards;
 * every other tenant gets booking/dates-taken. The same race runs on the emulator in
 * tests/contract/race.emulator.test.ts.
 */
import { addDays, todayInMorocco } from '@/domain/days';
import type { Booking } from '@/domain/types';
import { createLocalBackend } from '@/services/local';
import { memoryStore, type KeyValueStore } from '@/services/local/db';
import { buildSeed } from '@/services/seed/data';
import { isServiceError } from '@/services/types';

const CLIENTS = 20;
const ADMIN_PASSWORD = 'race-admin';

describe('20 tenants racing for the same days (local backend)', () => {
  it('ends with exactly one booking; the 19 others are told the dates are taken', async () => {
    const seed = buildSeed(new Date());
    const listing = seed.listings.find(
      (l) =>
        l.isApproved && l.minimumDuration === 1 && !seed.bookings.some((b) => b.listingId === l.id),
    )!;
    const start = addDays(todayInMorocco(), 120);

    const shared: KeyValueStore = memoryStore();
    // Some latency, so that the clients' calls interleave at every await.
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        createLocalBackend({
          storage: shared,
          sessionStorage: memoryStore(),
          latencyMs: 3,
          adminPassword: ADMIN_PASSWORD,
        }),
      ),
    );
    // Two seeded tenants and 18 new ones, each signed in on their own client.
    await clients[0].auth.signIn('locataire@demo.ma', 'demo1234');
    await clients[1].auth.signIn('omar.chraibi@demo.ma', 'demo1234');
    for (let i = 2; i < CLIENTS; i += 1) {
      await clients[i].auth.signUp({
        firstName: `Locataire${i}`,
        lastName: 'Course',
        email: `course.${i}@exemple.ma`,
        phoneNumber: '+212 6 00 00 00 00',
        password: 'secret123',
        role: 'tenant',
      });
    }

    // Every range contains start + 2: they all overlap.
    const results = await Promise.allSettled(
      clients.map((c, i) =>
        c.bookings.createBooking({
          listingId: listing.id,
          rentalType: 'daily',
          startDate: addDays(start, i % 3),
          endDate: addDays(start, (i % 3) + 2),
          isIndefinite: false,
        }),
      ),
    );

    const won = results.filter(
      (r): r is PromiseFulfilledResult<Booking> => r.status === 'fulfilled',
    );
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(CLIENTS - 1);
    for (const r of lost)
      expect(isServiceError(r.reason, 'booking/dates-taken'), String(r.reason)).toBe(true);

    // In the data: one booking on those days, and the held days are all the winner's.
    const admin = await clients[0].admin.unlock(ADMIN_PASSWORD);
    const onListing = (await admin.listBookings(['pending_admin'])).filter(
      (b) => b.listingId === listing.id,
    );
    expect(onListing.map((b) => b.id)).toEqual([won[0].value.id]);
    const winner = won[0].value;
    const held = await clients[5].listings.getUnavailableDays(listing.id, start, addDays(start, 4));
    expect(held).toEqual([winner.startDate, addDays(winner.startDate, 1), winner.endDate]);
  });
});
