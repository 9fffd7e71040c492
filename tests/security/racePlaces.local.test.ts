/**
 * Places are never oversold across browser tabs (issue 13): four tenants in four tabs book the
 * same day of a coworking with 3 places at the same instant; exactly 3 bookings exist afterwards,
 * one per place, and the fourth tenant is told the dates are taken. Tabs are modelled as in
 * ./race.local.test.ts (tests/tabs.ts); the same race on the real rules:
 * tests/contract/race.emulator.test.ts.
 */
import { addDays, todayInMorocco } from '@/domain/days';
import type { Booking } from '@/domain/types';
import { createLocalBackend } from '@/services/local';
import { memoryStore } from '@/services/local/db';
import { isServiceError } from '@/services/types';
import { DEMO } from '../utils';
import { origin } from '../tabs';

const LISTING = 'lst-casa-01'; // the demo host's coworking

describe('tabs racing for the places of one day (local backend)', () => {
  it('3 places, 4 tenants at once: exactly 3 bookings, one per place', async () => {
    const browser = origin(20);
    const openTab = () =>
      createLocalBackend({
        storage: browser.tab(),
        sessionStorage: memoryStore(),
        locks: browser.locks,
        adminPassword: 'race-admin',
      });
    const hostTab = await openTab();
    await hostTab.auth.signIn(DEMO.host.email, DEMO.host.password);
    await hostTab.listings.updateListing(LISTING, { places: 3 });
    await browser.settled();

    const tenants = [DEMO.tenant, DEMO.tenant2, DEMO.tenant, DEMO.tenant2];
    const tabs = [];
    for (const who of tenants) {
      const tab = await openTab();
      await tab.auth.signIn(who.email, who.password);
      await browser.settled();
      tabs.push(tab);
    }
    const day = addDays(todayInMorocco(), 150);
    const results = await Promise.allSettled(
      tabs.map((tab) =>
        tab.bookings.createBooking({
          listingId: LISTING,
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
    expect(won).toHaveLength(3);
    expect(lost.map((r) => isServiceError(r.reason, 'booking/dates-taken'))).toEqual([true]);

    const fresh = await openTab();
    expect(await fresh.listings.getAvailability(LISTING, day, day)).toEqual([
      { day, capacity: 3, taken: 3, blocked: false },
    ]);
    const admin = await fresh.admin.unlock('race-admin');
    const onDay = (await admin.listBookings(['pending_admin'])).filter(
      (b) => b.listingId === LISTING && b.startDate === day,
    );
    expect(onDay.map((b) => b.id).sort()).toEqual(won.map((r) => r.value.id).sort());
  });
});
