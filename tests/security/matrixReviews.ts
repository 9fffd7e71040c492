/**
 * Issue 15's cases of the permission matrix (./matrix.ts spreads them into MATRIX): reviews and
 * the listing's rating aggregate (firestore.rules "reviews"; src/services/local/rules/reviews.ts).
 * Every case starts from REVIEW_SETUP on top of the fixture: finished confirmed bookings of the
 * tenant on listing A, three reviews (visible, older than 48 h and answered, hidden) and the
 * listing's aggregate (7 over 2: the hidden review does not count). Each deny case breaks one
 * condition and keeps the others true (so that the rules-mutation run kills that condition).
 *
 * Called from matrix.ts once its own bindings exist: nothing here runs at import time.
 */
import {
  ago,
  B,
  bookingDoc,
  DAY,
  del,
  fullName,
  get,
  group,
  HOUR,
  L,
  list,
  listingDoc,
  listingFacts,
  newListing,
  SERVER_TIME,
  set,
  UID,
  update,
  write,
  type CaseWithoutCollection,
  type Data,
  type MatrixCase,
  type Write,
  mailStayOf,
} from './matrix';
import { bookingMail, bookingNotice } from './matrixNotifications';

const MINUTE = 60_000;
const TEXT = 'Espace calme, très bon accueil et connexion rapide.';
const TEXT2 = 'Bon espace, mais un peu bruyant le matin vers 9 h.';

const R = {
  done: 'bkg-done',
  done2: 'bkg-done-2',
  monthly: 'bkg-done-monthly',
  cancelled: 'bkg-done-cancelled',
  tooOld: 'bkg-too-old',
  rev: 'bkg-rev',
  old: 'bkg-rev-old',
  hidden: 'bkg-rev-hidden',
} as const;

const rev = (id: string) => `reviews/${id}`;
const lst = (id: string) => `listings/${id}`;

function storedReview(rating: number, createdAt: number, extra: Data = {}): Data {
  return {
    listingId: L.a,
    hostId: UID.hostA,
    tenantId: UID.tenantA,
    tenantName: fullName(UID.tenantA),
    rating,
    text: TEXT,
    createdAt: ago(createdAt),
    updatedAt: ago(createdAt),
    answer: null,
    hidden: false,
    ...extra,
  };
}

/** Tenant A's stay at L.a from day `start` to day `end` (negative: past). */
const done = (start: number, end: number, status = 'confirmed') =>
  bookingDoc({
    tenant: UID.tenantA,
    listing: L.a,
    start,
    end,
    status,
    createdAt: ago(60 * DAY),
  });

/** A review event's e-mail to `uid` about R.done or R.rev, naming its stay (as reviewSetup has it). */
const reviewMail = (uid: string, kind: string, id: typeof R.done | typeof R.rev): Write =>
  bookingMail(
    uid,
    kind,
    id,
    {},
    undefined,
    mailStayOf(id === R.done ? done(-5, -3) : done(-12, -11)),
  );

function reviewSetup(): Record<string, Data> {
  return {
    [`bookings/${R.done}`]: done(-5, -3),
    [`bookings/${R.done2}`]: done(-8, -7),
    [`bookings/${R.cancelled}`]: done(-5, -3, 'cancelled'),
    [`bookings/${R.tooOld}`]: done(-41, -40),
    [`bookings/${R.monthly}`]: bookingDoc({
      tenant: UID.tenantA,
      listing: L.a,
      start: -40,
      end: null,
      rental: 'monthly',
      status: 'confirmed',
      createdAt: ago(60 * DAY),
    }),
    [`bookings/${R.rev}`]: done(-12, -11),
    [`bookings/${R.old}`]: done(-20, -19),
    [`bookings/${R.hidden}`]: done(-15, -14),
    [rev(R.rev)]: storedReview(4, HOUR),
    [rev(R.old)]: storedReview(3, 48 * HOUR + 30 * MINUTE, {
      answer: { text: 'Merci pour votre visite.', createdAt: ago(HOUR) },
    }),
    [rev(R.hidden)]: storedReview(1, 2 * HOUR, {
      hidden: { reason: 'Propos injurieux', at: ago(HOUR) },
    }),
    [lst(L.a)]: listingDoc(UID.hostA, listingFacts(L.a), {
      ratingSum: 7,
      ratingCount: 2,
      lastReviewId: R.rev,
    }),
  };
}

/** A new review of booking `id` (of tenant A on listing A), as the product writes it. */
const newReview = (id: string, extra: Data = {}): Write =>
  set(rev(id), {
    listingId: L.a,
    hostId: UID.hostA,
    tenantId: UID.tenantA,
    tenantName: fullName(UID.tenantA),
    rating: 5,
    text: TEXT,
    createdAt: SERVER_TIME,
    updatedAt: SERVER_TIME,
    answer: null,
    hidden: false,
    ...extra,
  });
/** The listing's aggregate after the write, naming review `id`. */
const agg = (sum: number, count: number, id: string, listing: string = L.a, extra: Data = {}) =>
  update(lst(listing), { ratingSum: sum, ratingCount: count, lastReviewId: id, ...extra });
/** Review `id` created with `extra` and the aggregate moved by `rating` (7/2 before). */
const create = (id: string, extra: Data = {}, rating = 5) =>
  write(newReview(id, { rating, ...extra }), agg(7 + rating, 3, id));
const edit = (id: string, data: Data, sum: number, count = 2) =>
  write(update(rev(id), { updatedAt: SERVER_TIME, ...data }), agg(sum, count, id));
const answer = (id: string, extra: Data = {}, more: Write[] = []) =>
  write(
    update(rev(id), { answer: { text: 'Merci !', createdAt: SERVER_TIME, ...extra } }),
    ...more,
  );
/** The host's correction of R.old's answer (given an hour ago), as planEditAnswer writes it. */
const correct = (answerData: Data = {}, more: Data = {}, id: string = R.old) =>
  write(
    update(rev(id), {
      answer: {
        text: 'Merci, à bientôt.',
        createdAt: ago(HOUR),
        editedAt: SERVER_TIME,
        ...answerData,
      },
      ...more,
    }),
  );
/** R.old with its answer given `given` ms ago. */
const answeredAgo = (given: number) => ({
  [rev(R.old)]: storedReview(3, 4 * DAY, {
    answer: { text: 'Merci pour votre visite.', createdAt: ago(given) },
  }),
});
/** R.hidden answered an hour ago, before the admin hid it. */
const answeredHidden = () => ({
  [rev(R.hidden)]: storedReview(1, 2 * HOUR, {
    answer: { text: 'Merci pour votre visite.', createdAt: ago(HOUR) },
    hidden: { reason: 'Propos injurieux', at: ago(HOUR) },
  }),
});
const hiddenBy = (reason: string, extra: Data = {}) => ({
  hidden: { reason, at: SERVER_TIME, ...extra },
});
const hide = (id: string, data: Data, sum = 3, count = 1) =>
  write(update(rev(id), data), agg(sum, count, id));
const input = { rating: 5, text: TEXT };
/** The admin's reason for hiding R.rev, and R.rev hidden with it, with `more` in the write. */
const HIDE_WHY = 'Propos injurieux envers le personnel.';
const hideRev = (...more: Write[]) =>
  write(update(rev(R.rev), hiddenBy(HIDE_WHY)), agg(3, 1, R.rev), ...more);
/** R.rev's review-hidden notice to `uid`, with the admin's reason (`reason`: another one). */
const hiddenNotice = (uid: string, reason: Data = { reason: HIDE_WHY }) =>
  bookingNotice(uid, 'review-hidden', R.rev, reason);

// One case per line: the matrix reads as a table.
// prettier-ignore
const createCases = (): CaseWithoutCollection[] => [
  { id: 'reviews-create-tenant', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'the tenant reviews a confirmed daily booking after its last day, moving the aggregate', action: create(R.done), api: { run: ({ backend }) => backend.reviews.createReview(R.done, input) } },
  { id: 'reviews-create-monthly', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a monthly rental is reviewed once its first month is over', action: create(R.monthly), api: { run: ({ backend }) => backend.reviews.createReview(R.monthly, input) } },
  { id: 'reviews-create-other-tenant', operation: 'create', who: 'otherTenant', expected: 'deny', description: "nobody reviews another tenant's booking", action: create(R.done), api: { run: ({ backend }) => backend.reviews.createReview(R.done, input) } },
  { id: 'reviews-create-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor writes no review', action: create(R.done) },
  { id: 'reviews-create-cancelled', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'only a confirmed booking is reviewed', action: create(R.cancelled), api: { run: ({ backend }) => backend.reviews.createReview(R.cancelled, input), deniedWith: 'review/not-eligible' } },
  { id: 'reviews-create-not-ended', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'not before the booking has ended', action: create(B.confirmed), api: { run: ({ backend }) => backend.reviews.createReview(B.confirmed, input), deniedWith: 'review/not-eligible' } },
  { id: 'reviews-create-window-closed', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'not more than 30 days after it opened', action: create(R.tooOld), api: { run: ({ backend }) => backend.reviews.createReview(R.tooOld, input), deniedWith: 'review/not-eligible' } },
  { id: 'reviews-create-second', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'one review per booking: a second one is refused', action: write(newReview(R.rev), agg(12, 3, R.rev)), api: { run: ({ backend }) => backend.reviews.createReview(R.rev, input), deniedWith: 'review/exists' } },
  { id: 'reviews-create-tenant-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the review carries its booking's tenant", action: create(R.done, { tenantId: UID.tenantB }) },
  { id: 'reviews-create-listing-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the review is of its booking's listing", action: write(newReview(R.done, { listingId: L.b }), agg(5, 1, R.done, L.b)) },
  { id: 'reviews-create-host-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the review carries its booking's host", action: create(R.done, { hostId: UID.hostB }) },
  { id: 'reviews-create-name', operation: 'create', who: 'tenantOwner', expected: 'deny', description: "the review carries the booking's tenant name", action: create(R.done, { tenantName: 'Un autre nom' }) },
  { id: 'reviews-create-rating-0', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a rating is at least 1', action: create(R.done, {}, 0) },
  { id: 'reviews-create-rating-6', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a rating is at most 5', action: create(R.done, {}, 6) },
  { id: 'reviews-create-rating-half', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a rating is a whole number', action: create(R.done, {}, 4.5) },
  { id: 'reviews-create-text-20', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a text of 20 characters', action: create(R.done, { text: 't'.repeat(20) }) },
  { id: 'reviews-create-text-19', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a text is at least 20 characters', action: create(R.done, { text: 't'.repeat(19) }), api: { run: ({ backend }) => backend.reviews.createReview(R.done, { rating: 5, text: 't'.repeat(19) }), deniedWith: 'invalid-argument' } },
  { id: 'reviews-create-text-2001', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a text is at most 2,000 characters', action: create(R.done, { text: 't'.repeat(2001) }) },
  { id: 'reviews-create-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a review is stamped with the server time', action: create(R.done, { createdAt: ago(MINUTE) }) },
  { id: 'reviews-create-client-update-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'its updatedAt too', action: create(R.done, { updatedAt: ago(MINUTE) }) },
  { id: 'reviews-create-answered', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a new review has no answer', action: create(R.done, { answer: { text: 'Merci', createdAt: SERVER_TIME } }) },
  { id: 'reviews-create-hidden-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a new review is not hidden (false, nothing else): it counts', action: write(newReview(R.done, { hidden: null }), agg(7, 2, R.done)) },
  { id: 'reviews-create-extra', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a review has only its own fields', action: create(R.done, { photos: [] }) },
  { id: 'reviews-create-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a review goes with its aggregate, in the same write', action: write(newReview(R.done)) },
  { id: 'reviews-create-wrong-sum', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the aggregate moves by the review\'s rating, no more', action: write(newReview(R.done), agg(13, 3, R.done)) },
  { id: 'reviews-create-two-one-aggregate', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'two reviews cannot share one change of the aggregate', action: write(newReview(R.done), newReview(R.done2), agg(12, 3, R.done)) },
];

// prettier-ignore
const aggregateCases = (): CaseWithoutCollection[] => [
  { id: 'listings-rating-with-title', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a review moves the aggregate and nothing else of the listing', action: write(newReview(R.done), agg(12, 3, R.done, L.a, { title: 'Autre titre' })) },
  { id: 'listings-rating-other-listing', operation: 'update', who: 'tenantOwner', expected: 'deny', description: "a listing's aggregate names only its own reviews", action: write(newReview(R.done), agg(12, 3, R.done), agg(5, 1, R.done, L.b)) },
  { id: 'listings-rating-unchanged-review', operation: 'update', who: 'otherHost', expected: 'deny', description: 'the named review must change in the same write', action: write(update(lst(L.a), { lastReviewId: R.old })) },
  { id: 'listings-rating-answer-sum', operation: 'update', who: 'hostOwner', expected: 'deny', description: "an answer does not move the sum", action: answer(R.rev, {}, [agg(8, 2, R.rev)]) },
  { id: 'listings-rating-answer-count', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an answer does not move the count', action: answer(R.rev, {}, [agg(7, 3, R.rev)]) },
  { id: 'listings-create-rated', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing has no rating', action: write(set(lst('lst-new'), newListing({ ratingSum: 5, ratingCount: 1 }))) },
  { id: 'listings-host-rating-sum', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host never writes the sum', action: write(update(lst(L.a), { ratingSum: 10 })) },
  { id: 'listings-host-rating-count', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host never writes the count', action: write(update(lst(L.a), { ratingCount: 5 })) },
  { id: 'listings-host-last-review', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host never names a review', action: write(update(lst(L.a), { lastReviewId: R.old })) },
  { id: 'listings-host-edit-rated', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host still edits a rated listing (its aggregate unchanged)', action: write(update(lst(L.a), { minimumDuration: 2 })) },
  { id: 'listings-admin-suspend-rated', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin still suspends a rated listing', action: write(update(lst(L.a), { isApproved: false })) },
];

// prettier-ignore
const updateCases = (): CaseWithoutCollection[] => [
  { id: 'reviews-edit-tenant', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'the tenant edits within 48 hours: the aggregate moves by new − old', action: edit(R.rev, { rating: 2, text: TEXT2 }, 5), api: { run: ({ backend }) => backend.reviews.editReview(R.rev, { rating: 2, text: TEXT2 }) } },
  { id: 'reviews-edit-text-only', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a text-only edit leaves the aggregate as it is', action: write(update(rev(R.rev), { text: TEXT2, updatedAt: SERVER_TIME })) },
  { id: 'reviews-edit-other-tenant', operation: 'update', who: 'otherTenant', expected: 'deny', description: "nobody edits another tenant's review", action: edit(R.rev, { rating: 2 }, 5), api: { run: ({ backend }) => backend.reviews.editReview(R.rev, { rating: 2, text: TEXT2 }) } },
  { id: 'reviews-edit-hidden', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a hidden review is not edited', action: edit(R.hidden, { text: TEXT2 }, 7), api: { run: ({ backend }) => backend.reviews.editReview(R.hidden, { rating: 1, text: TEXT2 }), deniedWith: 'review/edit-closed' } },
  { id: 'reviews-edit-name', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'only the rating and the text change', action: edit(R.rev, { rating: 2, tenantName: 'Autre' }, 5) },
  { id: 'reviews-edit-client-date', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'an edit is stamped with the server time', action: edit(R.rev, { rating: 2, updatedAt: ago(MINUTE) }, 5) },
  { id: 'reviews-edit-after-48h', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'never edited 48 hours after it was written', action: edit(R.old, { rating: 2 }, 6), api: { run: ({ backend }) => backend.reviews.editReview(R.old, { rating: 2, text: TEXT2 }), deniedWith: 'review/edit-closed' } },
  { id: 'reviews-edit-rating-6', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'an edited rating is still 1 to 5', action: edit(R.rev, { rating: 6 }, 9) },
  { id: 'reviews-edit-alone', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a new rating moves the aggregate in the same write', action: write(update(rev(R.rev), { rating: 2, updatedAt: SERVER_TIME })) },
  { id: 'reviews-answer-host', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host answers once', action: answer(R.rev), api: { run: ({ backend }) => backend.reviews.answerReview(R.rev, 'Merci pour votre avis !') } },
  { id: 'reviews-answer-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host answers only their listings' reviews", action: answer(R.rev), api: { run: ({ backend }) => backend.reviews.answerReview(R.rev, 'Merci') } },
  { id: 'reviews-answer-hidden', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host does not answer a review the admin hid', action: answer(R.hidden), api: { run: ({ backend }) => backend.reviews.answerReview(R.hidden, 'Merci pour votre avis !'), deniedWith: 'review/hidden' } },
  { id: 'reviews-answer-twice', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the host answers only once', action: answer(R.old), api: { run: ({ backend }) => backend.reviews.answerReview(R.old, 'Encore merci'), deniedWith: 'review/answered' } },
  // the host corrects their answer within 48 hours of giving it (docs/decisions.md "Correcting an answer to a review")
  { id: 'reviews-answer-edit', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host corrects their answer, its date kept', action: correct(), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, '  Merci, à bientôt.\n') } },
  { id: 'reviews-answer-edit-47h', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'an answer is corrected until its 48th hour', setup: answeredAgo(47 * HOUR + 30 * MINUTE), action: correct({ createdAt: ago(47 * HOUR + 30 * MINUTE) }), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, 'Merci, à bientôt.') } },
  { id: 'reviews-answer-edit-closed', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'not 48 hours after it was given', setup: answeredAgo(48 * HOUR + 30 * MINUTE), action: correct({ createdAt: ago(48 * HOUR + 30 * MINUTE) }), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, 'Merci, à bientôt.'), deniedWith: 'review/answer-closed' } },
  { id: 'reviews-answer-edit-hidden', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'nor corrects an answer to a review the admin hid since', setup: answeredHidden(), action: correct({}, {}, R.hidden), api: { run: ({ backend }) => backend.reviews.editAnswer(R.hidden, 'Merci, à bientôt.'), deniedWith: 'review/hidden' } },
  { id: 'reviews-answer-edit-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host corrects only their own answers", action: correct(), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, 'Merci') } },
  { id: 'reviews-answer-edit-tenant', operation: 'update', who: 'tenantOwner', expected: 'deny', description: "the tenant does not rewrite the host's answer", action: correct(), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, 'Merci') } },
  { id: 'reviews-answer-edit-unanswered', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a correction needs an answer given', action: correct({ createdAt: SERVER_TIME }, {}, R.rev), api: { run: ({ backend }) => backend.reviews.editAnswer(R.rev, 'Merci'), deniedWith: 'review/not-answered' } },
  { id: 'reviews-answer-edit-date-moved', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a correction keeps the date the answer was given', action: correct({ createdAt: SERVER_TIME }) },
  { id: 'reviews-answer-edit-client-date', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a correction is stamped with the server time', action: correct({ editedAt: ago(MINUTE) }) },
  { id: 'reviews-answer-edit-undated', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a correction says when it was made', action: write(update(rev(R.old), { answer: { text: 'Merci, à bientôt.', createdAt: ago(HOUR) } })) },
  { id: 'reviews-answer-edit-empty', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a corrected answer is not empty', action: correct({ text: '' }), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, '   '), deniedWith: 'invalid-argument' } },
  { id: 'reviews-answer-edit-2000', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a corrected answer of 2,000 characters', action: correct({ text: 'a'.repeat(2000) }) },
  { id: 'reviews-answer-edit-2001', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a corrected answer is at most 2,000 characters', action: correct({ text: 'a'.repeat(2001) }), api: { run: ({ backend }) => backend.reviews.editAnswer(R.old, 'a'.repeat(2001)), deniedWith: 'invalid-argument' } },
  { id: 'reviews-answer-edit-extra', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a corrected answer has its text and dates only', action: correct({ by: UID.hostA }) },
  { id: 'reviews-answer-edit-rating', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a correction changes the answer only', action: correct({}, { rating: 5 }) },
  { id: 'reviews-answer-rating', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an answer changes nothing else', action: write(update(rev(R.rev), { answer: { text: 'Merci', createdAt: SERVER_TIME }, text: TEXT2 })) },
  { id: 'reviews-answer-empty', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an answer is not empty', action: answer(R.rev, { text: '' }) },
  { id: 'reviews-answer-2001', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an answer is at most 2,000 characters', action: answer(R.rev, { text: 'a'.repeat(2001) }) },
  { id: 'reviews-answer-extra', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an answer has its text and date only', action: answer(R.rev, { by: UID.hostA }) },
  { id: 'reviews-answer-client-date', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an answer is stamped with the server time', action: answer(R.rev, { createdAt: ago(MINUTE) }) },
  { id: 'reviews-hide-admin', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin hides a review with a reason: out of the aggregate', action: hide(R.rev, hiddenBy('Propos injurieux')), api: { run: async ({ admin }) => (await admin()).hideReview(R.rev, 'Propos injurieux') } },
  { id: 'reviews-hide-host', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'only the admin hides a review', action: hide(R.rev, hiddenBy('Je n\'aime pas')) },
  { id: 'reviews-hide-twice', operation: 'update', who: 'admin', expected: 'deny', description: 'a hidden review is not hidden again', action: hide(R.hidden, hiddenBy('Autre raison'), 7, 2), api: { run: async ({ admin }) => (await admin()).hideReview(R.hidden, 'Autre raison'), deniedWith: 'review/hidden' } },
  { id: 'reviews-hide-and-edit', operation: 'update', who: 'admin', expected: 'deny', description: 'hiding changes nothing else', action: hide(R.rev, { ...hiddenBy('Spam'), text: TEXT2 }) },
  { id: 'reviews-hide-no-reason', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is given', action: hide(R.rev, hiddenBy('')) },
  { id: 'reviews-hide-reason-501', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is at most 500 characters', action: hide(R.rev, hiddenBy('r'.repeat(501))) },
  { id: 'reviews-hide-extra', operation: 'update', who: 'admin', expected: 'deny', description: 'hidden carries its reason and date only', action: hide(R.rev, hiddenBy('Spam', { by: 'admin' })) },
  { id: 'reviews-hide-client-date', operation: 'update', who: 'admin', expected: 'deny', description: 'hiding is stamped with the server time', action: hide(R.rev, hiddenBy('Spam', { at: ago(MINUTE) })) },
  { id: 'reviews-hide-alone', operation: 'update', who: 'admin', expected: 'deny', description: 'hiding takes the rating out of the aggregate in the same write', action: write(update(rev(R.rev), hiddenBy('Spam'))) },
  { id: 'reviews-delete-tenant', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'a review is never deleted', action: write(del(rev(R.rev))) },
  { id: 'reviews-delete-admin', operation: 'delete', who: 'admin', expected: 'deny', description: 'not even by the admin (it hides it)', action: write(del(rev(R.rev))) },
];

// prettier-ignore
const readCases = (): CaseWithoutCollection[] => [
  { id: 'reviews-get-visitor', operation: 'get', who: 'visitor', expected: 'allow', description: 'a visible review is public', action: get(rev(R.rev)) },
  { id: 'reviews-get-hidden-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'a hidden review is not public', action: get(rev(R.hidden)) },
  { id: 'reviews-get-hidden-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'its tenant still reads it', action: get(rev(R.hidden)) },
  { id: 'reviews-get-hidden-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'its host still reads it', action: get(rev(R.hidden)) },
  { id: 'reviews-get-hidden-admin', operation: 'get', who: 'admin', expected: 'allow', description: 'the admin reads it', action: get(rev(R.hidden)) },
  { id: 'reviews-get-hidden-other-tenant', operation: 'get', who: 'otherTenant', expected: 'deny', description: 'another tenant does not', action: get(rev(R.hidden)) },
  { id: 'reviews-get-hidden-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: 'another host does not', action: get(rev(R.hidden)) },
  { id: 'reviews-get-missing-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: "the booking's tenant learns it has no review yet", action: get(rev(R.done)), api: { run: ({ backend }) => backend.reviews.getReviewForBooking(R.done) } },
  { id: 'reviews-get-missing-other', operation: 'get', who: 'otherTenant', expected: 'deny', description: "nobody else probes another tenant's booking", action: get(rev(R.done)), api: { run: ({ backend }) => backend.reviews.getReviewForBooking(R.done) } },
  { id: 'reviews-list-public', operation: 'list', who: 'visitor', expected: 'allow', description: "a listing's visible reviews are public", action: list('reviews', ['listingId', '==', L.a], ['hidden', '==', false]), api: { run: ({ backend }) => backend.reviews.listListingReviews(L.a) } },
  { id: 'reviews-list-with-hidden', operation: 'list', who: 'visitor', expected: 'deny', description: 'a public query asks for visible reviews only', action: list('reviews', ['listingId', '==', L.a]) },
  { id: 'reviews-list-tenant', operation: 'list', who: 'tenantOwner', expected: 'allow', description: 'the tenant lists their reviews', action: list('reviews', ['tenantId', '==', UID.tenantA]), api: { run: ({ backend }) => backend.reviews.listMyReviews() } },
  { id: 'reviews-list-host', operation: 'list', who: 'hostOwner', expected: 'allow', description: "the host lists their listings' reviews, hidden ones too", action: list('reviews', ['hostId', '==', UID.hostA]), api: { run: ({ backend }) => backend.reviews.listHostReviews() } },
  { id: 'reviews-list-other-tenant', operation: 'list', who: 'otherTenant', expected: 'deny', description: "nobody lists another tenant's reviews", action: list('reviews', ['tenantId', '==', UID.tenantA]) },
];

// The host told of a new review, the tenant of its answer, both of its hiding by the admin (with
// the admin's reason), in the review's own write (firestore.rules bookingEvent: review-posted,
// review-answered, review-hidden; validNotice; each deny breaks one condition).
// prettier-ignore
const noticeCases = (): CaseWithoutCollection[] => [
  { id: 'notifications-review-posted', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a review tells its host, in the same write', action: write(newReview(R.done), agg(12, 3, R.done), bookingNotice(UID.hostA, 'review-posted', R.done), reviewMail(UID.hostA, 'review-posted', R.done)), api: { run: ({ backend }) => backend.reviews.createReview(R.done, input) } },
  { id: 'notifications-review-posted-to-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a review tells its host, not its tenant', action: write(newReview(R.done), agg(12, 3, R.done), bookingNotice(UID.tenantA, 'review-posted', R.done)) },
  { id: 'notifications-review-posted-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no review notice without the review', action: write(bookingNotice(UID.hostA, 'review-posted', R.done)) },
  { id: 'notifications-review-posted-earlier', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no notice for a review written earlier', action: write(bookingNotice(UID.hostA, 'review-posted', R.rev)) },
  { id: 'notifications-review-posted-wrong-kind', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a review is not told as a validation', action: write(newReview(R.done), agg(12, 3, R.done), bookingNotice(UID.hostA, 'booking-confirmed', R.done)) },
  { id: 'notifications-review-answered', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'an answer tells the review\'s tenant, in the same write', action: answer(R.rev, {}, [bookingNotice(UID.tenantA, 'review-answered', R.rev), reviewMail(UID.tenantA, 'review-answered', R.rev)]), api: { run: ({ backend }) => backend.reviews.answerReview(R.rev, 'Merci pour votre avis !') } },
  { id: 'notifications-review-answered-to-host', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'an answer tells the tenant, not the host', action: answer(R.rev, {}, [bookingNotice(UID.hostA, 'review-answered', R.rev)]) },
  { id: 'notifications-review-answered-alone', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no answer notice without the answer', action: write(bookingNotice(UID.tenantA, 'review-answered', R.rev)) },
  { id: 'notifications-review-answered-earlier', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no notice for an answer given earlier', action: write(bookingNotice(UID.tenantA, 'review-answered', R.old)) },
  { id: 'notifications-review-hidden', operation: 'create', who: 'admin', expected: 'allow', description: 'hiding a review tells its tenant and its host why, in the same write', action: hideRev(hiddenNotice(UID.tenantA), hiddenNotice(UID.hostA), reviewMail(UID.tenantA, 'review-hidden', R.rev), reviewMail(UID.hostA, 'review-hidden', R.rev)), api: { run: async ({ admin }) => (await admin()).hideReview(R.rev, ` ${HIDE_WHY} `) } },
  { id: 'notifications-review-hidden-reason-left-out', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice of a hidden review says why', action: hideRev(hiddenNotice(UID.tenantA, {})) },
  { id: 'notifications-review-hidden-reason-other', operation: 'create', who: 'admin', expected: 'deny', description: 'in the words the review holds', action: hideRev(hiddenNotice(UID.tenantA, { reason: 'Autre motif.' })) },
  { id: 'notifications-review-hidden-other', operation: 'create', who: 'admin', expected: 'deny', description: 'nobody else is told', action: hideRev(hiddenNotice(UID.tenantB)) },
  { id: 'notifications-review-hidden-alone', operation: 'create', who: 'admin', expected: 'deny', description: 'no notice without hiding it in the same write', action: write(hiddenNotice(UID.tenantA)) },
  { id: 'notifications-review-hidden-earlier', operation: 'create', who: 'admin', expected: 'deny', description: 'no notice for a review hidden earlier', action: write(bookingNotice(UID.tenantA, 'review-hidden', R.hidden, { reason: 'Propos injurieux' })) },
  { id: 'notifications-review-hidden-wrong-kind', operation: 'create', who: 'admin', expected: 'deny', description: 'a hidden review is not told as an answer', action: hideRev(bookingNotice(UID.tenantA, 'review-answered', R.rev)) },
  { id: 'notifications-review-answered-wrong-kind', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'an answer is not told as a validation', action: answer(R.rev, {}, [bookingNotice(UID.tenantA, 'booking-confirmed', R.rev)]) },
];

// prettier-ignore
const mailCases = (): CaseWithoutCollection[] => [
  { id: 'mail-review-posted', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a review queues one e-mail to its host', action: write(newReview(R.done), agg(12, 3, R.done), reviewMail(UID.hostA, 'review-posted', R.done)) },
  { id: 'mail-review-posted-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no review e-mail without the review', action: write(reviewMail(UID.hostA, 'review-posted', R.done)) },
  { id: 'mail-review-answered', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'an answer queues one e-mail to the tenant', action: answer(R.rev, {}, [reviewMail(UID.tenantA, 'review-answered', R.rev)]) },
  { id: 'mail-review-hidden', operation: 'create', who: 'admin', expected: 'allow', description: 'hiding a review queues one e-mail to its tenant and one to its host', action: hideRev(reviewMail(UID.tenantA, 'review-hidden', R.rev), reviewMail(UID.hostA, 'review-hidden', R.rev)) },
  { id: 'mail-review-hidden-alone', operation: 'create', who: 'admin', expected: 'deny', description: 'no e-mail without hiding it', action: write(reviewMail(UID.tenantA, 'review-hidden', R.rev)) },
  { id: 'mail-review-answered-alone', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no answer e-mail without the answer', action: write(reviewMail(UID.tenantA, 'review-answered', R.rev)) },
];

export function reviewCases(): MatrixCase[] {
  const setup = reviewSetup();
  // a case's own setup is written over the reviews' (answeredAgo)
  const withSetup = (cases: MatrixCase[]) =>
    cases.map((c) => ({ ...c, setup: { ...setup, ...c.setup } }));
  return withSetup([
    ...group('reviews', [...createCases(), ...updateCases(), ...readCases()]),
    ...group('listings', aggregateCases()),
    ...group('notifications', noticeCases()),
    ...group('mail', mailCases()),
  ]);
}
