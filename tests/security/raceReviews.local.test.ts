/**
 * Two reviews of one listing written at the same instant keep its aggregate exact (issue 15;
 * docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing), on the local backend:
 * two tabs (tests/tabs.ts: each with its own copy of localStorage, a write reaching the other
 * 20 ms later), two tenants, each reviewing their own finished booking of lst-rabat-01, round
 * after round. Each write re-reads the listing under the cross-tab lock (LocalDb.transact), so
 * no rating is lost: the sum and count are those of every review, and both always succeed.
 */
import { addDays, todayInMorocco } from '@/domain/days';
import { createLocalBackend, type LocalBackend } from '@/services/local';
import { memoryStore } from '@/services/local/db';
import { buildSeed } from '@/services/seed/data';
import { DEMO } from '../utils';
import { origin } from '../tabs';

const ROUNDS = 4;
const LISTING = 'lst-rabat-01';
const TEXT = 'Espace calme, très bon accueil et connexion rapide.';

describe('two tenants reviewing one listing at the same instant (local backend)', () => {
  it('keeps the aggregate equal to the sum and count of every review', async () => {
    const seed = buildSeed(new Date());
    const template = seed.bookings.find((b) => b.id === 'bkg-06')!;
    const browser = origin(20);
    const openTab = () =>
      createLocalBackend({
        storage: browser.tab(),
        sessionStorage: memoryStore(),
        locks: browser.locks,
      });
    const tenants = [DEMO.tenant, DEMO.tenant2];
    const tabs: LocalBackend[] = [];
    const uids: string[] = [];
    for (const who of tenants) {
      const tab = await openTab();
      uids.push((await tab.auth.signIn(who.email, who.password)).uid);
      await browser.settled();
      tabs.push(tab);
    }
    // Finished confirmed bookings of lst-rabat-01, one per tenant and round.
    const end = addDays(todayInMorocco(), -3);
    const docs: Record<string, Record<string, unknown>> = {};
    for (let r = 0; r < ROUNDS; r += 1) {
      uids.forEach((uid, i) => {
        const { id: _id, createdAt, ...rest } = template;
        docs[`bookings/race-${r}-${i}`] = {
          ...rest,
          tenantId: uid,
          tenantName: tenants[i] === DEMO.tenant ? template.tenantName : 'Omar Chraibi',
          startDate: end,
          endDate: end,
          createdAt: createdAt.toISOString(),
        };
      });
    }
    tabs[0].__raw!.seed(docs);
    await browser.settled();

    const ratings: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const results = await Promise.allSettled(
        tabs.map((tab, i) =>
          tab.reviews.createReview(`race-${r}-${i}`, { rating: ((r + i) % 5) + 1, text: TEXT }),
        ),
      );
      await browser.settled();
      for (const res of results)
        expect(res.status, String((res as PromiseRejectedResult).reason)).toBe('fulfilled');
      ratings.push(...tabs.map((_, i) => ((r + i) % 5) + 1));
    }

    const fresh = await openTab();
    const listing = await fresh.listings.getListing(LISTING);
    expect([listing!.ratingSum, listing!.ratingCount]).toEqual([
      ratings.reduce((a, b) => a + b, 0),
      ROUNDS * 2,
    ]);
    const page = await fresh.reviews.listListingReviews(LISTING, null, 50);
    expect(page.items).toHaveLength(ROUNDS * 2);
  });
});
