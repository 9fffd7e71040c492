/**
 * The reviews part of the backend contract (issue 15), run on both backends like
 * ./backendContract.ts: the local one in `npm test` (local.test.ts), the firebase one on the
 * emulators (firebase.emulator.test.ts). The seed leaves demo-tenant's bkg-06 (lst-rabat-01,
 * demo-host's, ended a month ago, confirmed) unreviewed and gives lst-casa-02 three reviews.
 */
import { averageText } from '@/domain/reviews';
import { ACCOUNTS, expectServiceError, type ContractEnv } from './backendContract';

const TEXT = 'Très bon accueil, espace calme et connexion rapide.';
const BOOKING = 'bkg-06';
const LISTING = 'lst-rabat-01';

export function describeReviewsContract(name: string, env: ContractEnv) {
  describe(`backend contract, reviews: ${name}`, () => {
    beforeEach(async () => {
      await env.reset();
    });

    const ratingsOf = async (listingId: string) => {
      const l = await (await env.client()).listings.getListing(listingId);
      return { sum: l!.ratingSum, count: l!.ratingCount };
    };

    it('the tenant reviews a finished confirmed booking: the listing average changes, once', async () => {
      const tenant = await env.client(ACCOUNTS.tenant);
      expect(await tenant.reviews.getReviewForBooking(BOOKING)).toBeNull();
      expect(await ratingsOf(LISTING)).toEqual({ sum: 0, count: 0 });

      const review = await tenant.reviews.createReview(BOOKING, { rating: 4, text: `  ${TEXT} ` });
      expect(review).toMatchObject({
        id: BOOKING,
        listingId: LISTING,
        tenantId: 'demo-tenant',
        tenantName: 'Yasmine Benali',
        hostId: 'demo-host',
        rating: 4,
        text: TEXT,
        answer: null,
        hidden: null,
      });
      expect(await ratingsOf(LISTING)).toEqual({ sum: 4, count: 1 });
      expect(averageText(await ratingsOf(LISTING))).toBe('4,0 ★ · 1 avis');

      // its host is told, in the review's write, with one e-mail
      const host = await env.client(ACCOUNTS.host);
      const hostNotices = await host.notifications.listNotifications('demo-host', { pageSize: 5 });
      expect(hostNotices.items[0]).toMatchObject({
        id: `review-posted_${BOOKING}`,
        kind: 'review-posted',
        read: false,
        bookingId: BOOKING,
        listingId: LISTING,
        listingTitle: (await host.listings.getListing(LISTING))!.title,
      });
      const admin = await (await env.client()).admin.unlock(env.adminPassword);
      const mail = (await admin.listMail({ pageSize: 10 })).items;
      expect(mail.filter((m) => m.template === 'review-posted')).toMatchObject([
        {
          id: `review-posted_${BOOKING}_demo-host`,
          toUid: 'demo-host',
          data: { bookingId: BOOKING, listingId: LISTING },
        },
      ]);

      const page = await (await env.client()).reviews.listListingReviews(LISTING);
      expect(page.items.map((r) => [r.id, r.rating, r.text])).toEqual([[BOOKING, 4, TEXT]]);
      expect(page.nextCursor).toBeNull();
      expect((await tenant.reviews.getReviewForBooking(BOOKING))?.rating).toBe(4);
      expect((await tenant.reviews.listMyReviews()).map((r) => r.id)).toContain(BOOKING);

      // One review per booking.
      await expectServiceError(
        tenant.reviews.createReview(BOOKING, { rating: 5, text: TEXT }),
        'review/exists',
      );
      expect(await ratingsOf(LISTING)).toEqual({ sum: 4, count: 1 });
    });

    it('refuses another tenant, a booking not ended yet, and bad input', async () => {
      const other = await env.client(ACCOUNTS.tenant2);
      await expectServiceError(
        other.reviews.createReview(BOOKING, { rating: 5, text: TEXT }),
        'permission-denied',
      );
      const tenant = await env.client(ACCOUNTS.tenant);
      // bkg-01: confirmed, in a week
      await expectServiceError(
        tenant.reviews.createReview('bkg-01', { rating: 5, text: TEXT }),
        'review/not-eligible',
      );
      // bkg-02: waiting for the admin
      await expectServiceError(
        tenant.reviews.createReview('bkg-02', { rating: 5, text: TEXT }),
        'review/not-eligible',
      );
      await expectServiceError(
        tenant.reviews.createReview(BOOKING, { rating: 5, text: 'Trop court.' }),
        'invalid-argument',
      );
      await expectServiceError(
        tenant.reviews.createReview(BOOKING, { rating: 6, text: TEXT }),
        'invalid-argument',
      );
      expect(await ratingsOf(LISTING)).toEqual({ sum: 0, count: 0 });
    });

    it('edits within 48 hours (the aggregate moves by new − old), only by its tenant', async () => {
      const tenant = await env.client(ACCOUNTS.tenant);
      await tenant.reviews.createReview(BOOKING, { rating: 5, text: TEXT });
      await tenant.reviews.editReview(BOOKING, {
        rating: 2,
        text: 'Finalement assez bruyant le matin.',
      });
      expect(await ratingsOf(LISTING)).toEqual({ sum: 2, count: 1 });
      const edited = await tenant.reviews.getReviewForBooking(BOOKING);
      expect(edited).toMatchObject({ rating: 2, text: 'Finalement assez bruyant le matin.' });
      const other = await env.client(ACCOUNTS.tenant2);
      await expectServiceError(
        other.reviews.editReview(BOOKING, { rating: 5, text: TEXT }),
        'permission-denied',
      );
    });

    it("the host answers once; only the listing's host", async () => {
      const tenant = await env.client(ACCOUNTS.tenant);
      await tenant.reviews.createReview(BOOKING, { rating: 5, text: TEXT });
      await expectServiceError(
        tenant.reviews.answerReview(BOOKING, 'Moi-même'),
        'permission-denied',
      );
      const host = await env.client(ACCOUNTS.host);
      const tenantNotices = async () =>
        (await tenant.notifications.listNotifications('demo-tenant', { pageSize: 10 })).items;
      expect((await tenantNotices()).map((n) => n.kind)).not.toContain('review-answered');
      await host.reviews.answerReview(BOOKING, 'Merci Yasmine, à bientôt !');
      // its tenant is told, in the answer's write
      const [told] = (await tenantNotices()).filter((n) => n.kind === 'review-answered');
      expect(told).toMatchObject({
        id: `review-answered_${BOOKING}`,
        read: false,
        bookingId: BOOKING,
        listingId: LISTING,
      });
      const [mine] = (await host.reviews.listHostReviews()).filter((r) => r.id === BOOKING);
      expect(mine.answer?.text).toBe('Merci Yasmine, à bientôt !');
      await expectServiceError(host.reviews.answerReview(BOOKING, 'Encore'), 'review/answered');
      expect((await tenantNotices()).filter((n) => n.kind === 'review-answered')).toHaveLength(1);
      const page = await (await env.client()).reviews.listListingReviews(LISTING);
      expect(page.items[0].answer?.text).toBe('Merci Yasmine, à bientôt !');
    });

    it('the admin hides a review: it stays, out of the page and of the average', async () => {
      const tenant = await env.client(ACCOUNTS.tenant);
      await tenant.reviews.createReview(BOOKING, { rating: 3, text: TEXT });
      const admin = await (await env.client()).admin.unlock(env.adminPassword);
      await admin.hideReview(BOOKING, 'Propos hors sujet');
      expect(await ratingsOf(LISTING)).toEqual({ sum: 0, count: 0 });
      expect((await (await env.client()).reviews.listListingReviews(LISTING)).items).toEqual([]);
      const kept = await tenant.reviews.getReviewForBooking(BOOKING);
      expect(kept?.hidden?.reason).toBe('Propos hors sujet');
      // its tenant and its host are told why, in the hiding's write
      const host = await env.client(ACCOUNTS.host);
      for (const [reader, uid] of [
        [tenant, 'demo-tenant'],
        [host, 'demo-host'],
      ] as const) {
        const told = (await reader.notifications.listNotifications(uid, { pageSize: 10 })).items;
        expect(told.filter((n) => n.kind === 'review-hidden')).toEqual([
          expect.objectContaining({
            id: `review-hidden_${BOOKING}`,
            read: false,
            bookingId: BOOKING,
            listingId: LISTING,
            reason: 'Propos hors sujet',
          }),
        ]);
      }
      expect((await admin.listListingReviews(LISTING)).map((r) => r.id)).toEqual([BOOKING]);
      await expectServiceError(admin.hideReview(BOOKING, 'Encore'), 'review/hidden');
      // A hidden review is not edited any more.
      await expectServiceError(
        tenant.reviews.editReview(BOOKING, { rating: 5, text: TEXT }),
        'review/edit-closed',
      );
    });

    it("pages a listing's reviews newest first, without repeats", async () => {
      const c = await env.client();
      const first = await c.reviews.listListingReviews('lst-casa-02', null, 2);
      expect(first.items).toHaveLength(2);
      expect(first.nextCursor).not.toBeNull();
      const second = await c.reviews.listListingReviews('lst-casa-02', first.nextCursor, 2);
      expect(second.items).toHaveLength(1);
      expect(second.nextCursor).toBeNull();
      const all = [...first.items, ...second.items];
      expect(new Set(all.map((r) => r.id)).size).toBe(3);
      const times = all.map((r) => r.createdAt.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(await ratingsOf('lst-casa-02')).toEqual({
        sum: all.reduce((n, r) => n + r.rating, 0),
        count: 3,
      });
    });
  });
}
