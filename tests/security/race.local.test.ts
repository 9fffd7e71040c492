/**
 * Double booking is impossible across browser tabs
 * (docs/decisions.md#availability-one-occupancy-document-per-day), on the local backend. The tabs are modelled as Chromium runs them
 * (tests/tabs.ts): each reads its own copy of localStorage, and a write reaches the other tabs
 * 20 ms later. Tenants in several tabs book the same day of one listing at the same instant,
 * round after round: each round has exactly one winner, the others are told the dates are
 * taken, and no booking vanishes (a tab writing over a state it read before another tab's
 * write would erase that booking). Without the cross-tab lock and the revision check of
 * LocalDb.transact, every tab wins and the store keeps only the last one's booking.
 *
 * The same race in a real browser: tests/e2e/tabs.e2e.mjs; on the real rules and database:
 * tests/contract/race.emulator.test.ts.
 */
import { addDays, todayInMorocco } from '@/domain/days';
import type { Booking } from '@/domain/types';
import { createLocalBackend, type LocalBackend } from '@/services/local';
import { memoryStore } from '@/services/local/db';
import { buildSeed } from '@/services/seed/data';
import { isServiceError } from '@/services/types';
import { DEMO } from '../utils';
import { origin } from '../tabs';

const ADMIN_PASSWORD = 'race-admin';
const LAG_MS = 20;
const ROUNDS = 4;

describe('tabs racing for the same day (local backend, one localStorage)', () => {
  it('each round ends with exactly one booking, the other tabs get booking/dates-taken, none is lost', async () => {
    const seed = buildSeed(new Date());
    const listing = seed.listings.find(
      (l) =>
        l.isApproved && l.minimumDuration === 1 && !seed.bookings.some((b) => b.listingId === l.id),
    )!;
    const first = addDays(todayInMorocco(), 120);
    const browser = origin(LAG_MS);
    const openTab = () =>
      createLocalBackend({
        storage: browser.tab(),
        sessionStorage: memoryStore(),
        locks: browser.locks,
        adminPassword: ADMIN_PASSWORD,
      });

    // Four tabs, opened one after the other; each signed in (own session) as a tenant.
    const tenants = [DEMO.tenant, DEMO.tenant2, DEMO.tenant, DEMO.tenant2];
    const tabs: LocalBackend[] = [];
    const uids: string[] = [];
    for (const who of tenants) {
      const tab = await openTab();
      uids.push((await tab.auth.signIn(who.email, who.password)).uid);
      await browser.settled();
      tabs.push(tab);
    }
    const bookingsOf = async (tab: LocalBackend, i: number) =>
      (await tab.bookings.listBookingsForUser(uids[i], 'tenant')).map((b) => b.id);
    const before = [await bookingsOf(tabs[0], 0), await bookingsOf(tabs[1], 1)];

    const winners: Booking[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const day = addDays(first, round * 3);
      // Same instant: every tab's request starts before any tab's write reached the others.
      const results = await Promise.allSettled(
        tabs.map((tab) =>
          tab.bookings.createBooking({
            listingId: listing.id,
            rentalType: 'daily',
            startDate: day,
            endDate: day,
            isIndefinite: false,
          }),
        ),
      );
      await browser.settled();
      const won = results.filter(
        (r): r is PromiseFulfilledResult<Booking> => r.status === 'fulfilled',
      );
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won, `round ${round}: winners`).toHaveLength(1);
      for (const r of lost)
        expect(isServiceError(r.reason, 'booking/dates-taken'), String(r.reason)).toBe(true);
      winners.push(won[0].value);
    }

    // In the data, as a newly opened tab reads it: every winner's booking, nothing else.
    const fresh = await openTab();
    const admin = await fresh.admin.unlock(ADMIN_PASSWORD);
    const onListing = (await admin.listBookings(['pending_admin'])).filter(
      (b) => b.listingId === listing.id,
    );
    expect(onListing.map((b) => b.id).sort()).toEqual(winners.map((b) => b.id).sort());
    // Each tenant still has every booking they had, plus the rounds they won.
    for (const i of [0, 1]) {
      await fresh.auth.signIn(tenants[i].email, tenants[i].password);
      const wonHere = winners.filter((b) => b.tenantId === uids[i]).map((b) => b.id);
      expect((await bookingsOf(fresh, i)).sort()).toEqual([...before[i], ...wonHere].sort());
    }
  });
});
