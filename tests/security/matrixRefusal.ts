/**
 * The permission matrix's cases for the admin's refusal of a new listing (firestore.rules:
 * listings "Refuse a listing never approved", the approval that drops a refusal, the host's
 * save that submits it anew; the listing-refused notice in section "notify14"; mirrored in
 * src/services/local/rules/). Each deny case breaks one condition and keeps the others true, so
 * that the rules-mutation run kills that condition. docs/decisions.md "Refusing a new listing".
 *
 * Called from matrix.ts once its own bindings exist: nothing here runs at import time.
 */
import { editedContent } from '@/domain/editedListing';
import {
  ago,
  del,
  group,
  HOUR,
  L,
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
  type Value,
} from './matrix';
import { listingMail, listingNotice } from './matrixNotifications';

const lst = (id: string) => `listings/${id}`;
/** The admin's reason, trimmed as the plan writes it. */
const REASON = "Les photos ne montrent pas le bureau : merci d'ajouter des photos de la pièce.";
/** A refusal as the admin's write sends it (now). */
const refusal = (extra: Data = {}): Data => ({ reason: REASON, at: SERVER_TIME, ...extra });
/** The admin refuses L.aDraft (never approved) with `data` as its refusal. */
const refuse = (data: Value = refusal(), id: string = L.aDraft) =>
  update(lst(id), { refusal: data });
/** L.aDraft as stored once (never approved), with `extra`. */
const draft = (extra: Data = {}) => ({
  [lst(L.aDraft)]: listingDoc(UID.hostA, listingFacts(L.aDraft), {
    isApproved: false,
    approvedOnce: false,
    ...extra,
  }),
});
/** L.aDraft refused an hour ago (setup). */
const refused = () => draft({ refusal: { reason: REASON, at: ago(HOUR) } });

// prettier-ignore
const listingCases = (): CaseWithoutCollection[] => [
  { id: 'listings-refuse', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin refuses a listing never approved, saying why', setup: draft(), action: write(refuse()), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, `  ${REASON}\n`) } },
  { id: 'listings-refuse-reason-bounds', operation: 'update', who: 'admin', expected: 'allow', description: 'a reason of 500 characters', setup: draft(), action: write(refuse(refusal({ reason: 'é'.repeat(500) }))), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, 'é'.repeat(500)) } },
  { id: 'listings-refuse-reason-one', operation: 'update', who: 'admin', expected: 'allow', description: 'a reason of one character', setup: draft(), action: write(refuse(refusal({ reason: '?' }))) },
  { id: 'listings-refuse-approved', operation: 'update', who: 'admin', expected: 'deny', description: 'an approved listing is suspended, not refused', action: write(refuse(refusal(), L.a)), api: { run: async ({ admin }) => (await admin()).refuseListing(L.a, REASON), deniedWith: 'listing/not-waiting' } },
  { id: 'listings-refuse-approved-unrecorded', operation: 'update', who: 'admin', expected: 'deny', description: 'not a listing online, even one whose approval was not recorded', setup: draft({ isApproved: true }), action: write(refuse()) },
  { id: 'listings-refuse-suspended', operation: 'update', who: 'admin', expected: 'deny', description: 'not a suspended listing (approved once: it may have bookings)', setup: draft({ approvedOnce: true }), action: write(refuse()), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, REASON), deniedWith: 'listing/not-waiting' } },
  { id: 'listings-refuse-approval-null', operation: 'update', who: 'admin', expected: 'deny', description: 'not a listing whose isApproved is unreadable (only false is not approved)', setup: draft({ isApproved: null }), action: write(refuse()) },
  { id: 'listings-refuse-approved-once-null', operation: 'update', who: 'admin', expected: 'deny', description: 'not a listing whose approvedOnce is unreadable (only false is never approved)', setup: draft({ approvedOnce: null }), action: write(refuse()) },
  { id: 'listings-refuse-legacy', operation: 'update', who: 'admin', expected: 'deny', description: 'not a listing written before approvedOnce existed (it counts as approved once)', setup: { [lst(L.aDraft)]: (({ approvedOnce: _a, ...rest }) => rest)(listingDoc(UID.hostA, listingFacts(L.aDraft), { isApproved: false })) }, action: write(refuse()) },
  { id: 'listings-refuse-again', operation: 'update', who: 'admin', expected: 'deny', description: 'a refused listing is not refused again (its host was told once)', setup: refused(), action: write(refuse(refusal({ reason: 'Autre motif.' }))), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, 'Autre motif.'), deniedWith: 'listing/not-waiting' } },
  { id: 'listings-refuse-with-title', operation: 'update', who: 'admin', expected: 'deny', description: 'refusing changes nothing else (not the title)', setup: draft(), action: write(update(lst(L.aDraft), { refusal: refusal(), title: "Titre de l'admin" })) },
  { id: 'listings-refuse-by-host', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host does not refuse their own listing', setup: draft(), action: write(refuse()) },
  { id: 'listings-refuse-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "a host does not refuse another host's listing", setup: draft(), action: write(refuse()) },
  { id: 'listings-refuse-no-reason', operation: 'update', who: 'admin', expected: 'deny', description: 'a refusal says why', setup: draft(), action: write(refuse({ at: SERVER_TIME })), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, '  \n'), deniedWith: 'invalid-argument' } },
  { id: 'listings-refuse-empty-reason', operation: 'update', who: 'admin', expected: 'deny', description: 'an empty reason says nothing', setup: draft(), action: write(refuse(refusal({ reason: '' }))) },
  { id: 'listings-refuse-long-reason', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason has 500 characters at most', setup: draft(), action: write(refuse(refusal({ reason: 'é'.repeat(501) }))), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, 'é'.repeat(501)), deniedWith: 'invalid-argument' } },
  { id: 'listings-refuse-untrimmed', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is written trimmed', setup: draft(), action: write(refuse(refusal({ reason: ` ${REASON}` }))) },
  { id: 'listings-refuse-reason-number', operation: 'update', who: 'admin', expected: 'deny', description: 'a reason is text', setup: draft(), action: write(refuse(refusal({ reason: 5 }))) },
  { id: 'listings-refuse-backdated', operation: 'update', who: 'admin', expected: 'deny', description: 'a refusal is dated now', setup: draft(), action: write(refuse(refusal({ at: ago(HOUR) }))) },
  { id: 'listings-refuse-extra-key', operation: 'update', who: 'admin', expected: 'deny', description: 'a refusal holds its reason and date only', setup: draft(), action: write(refuse(refusal({ by: UID.admin }))) },
  // the admin changes their mind: approving drops the refusal, which a suspension never touches
  { id: 'listings-approve-refused', operation: 'update', who: 'admin', expected: 'allow', description: 'the admin approves a refused listing: its refusal goes', setup: refused(), action: write(update(lst(L.aDraft), { isApproved: true, approvedOnce: true, refusal: null })), api: { run: async ({ admin }) => (await admin()).setListingApproval(L.aDraft, true) } },
  { id: 'listings-approve-refused-kept', operation: 'update', who: 'admin', expected: 'deny', description: 'an approved listing keeps no refusal', setup: refused(), action: write(update(lst(L.aDraft), { isApproved: true, approvedOnce: true })) },
  { id: 'listings-unapproved-drops-refusal', operation: 'update', who: 'admin', expected: 'deny', description: 'the admin does not withdraw a refusal without approving', setup: refused(), action: write(update(lst(L.aDraft), { isApproved: false, refusal: null })) },
  // its host saves it again: submitted anew
  { id: 'listings-resubmit', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host saves their refused listing: its refusal goes, kept as the previous one, and it waits for the admin again', setup: refused(), action: write(update(lst(L.aDraft), { title: 'Bureau privatif, photos refaites', refusal: null, previousRefusal: { reason: REASON, at: ago(HOUR) } })), api: { run: async ({ backend }) => { const base = (await backend.listings.getListing(L.aDraft))!; await backend.listings.editListing(L.aDraft, { ...editedContent(base), title: 'Bureau privatif, photos refaites' }, base); const after = await backend.listings.getListing(L.aDraft); if (after?.refusal !== null || after.previousRefusal?.reason !== REASON) throw new Error('not resubmitted'); } } },
  { id: 'listings-resubmit-hiding-refusal', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a resubmission keeps the refusal it answers, for the admin', setup: refused(), action: write(update(lst(L.aDraft), { title: 'Bureau privatif, photos refaites', refusal: null })) },
  { id: 'listings-resubmit-other-previous', operation: 'update', who: 'hostOwner', expected: 'deny', description: "the previous refusal is the admin's, word for word", setup: refused(), action: write(update(lst(L.aDraft), { refusal: null, previousRefusal: { reason: 'Aucun souci.', at: ago(HOUR) } })) },
  { id: 'listings-host-replaces-refusal', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host moving the refusal aside does not write another', setup: refused(), action: write(update(lst(L.aDraft), { refusal: { reason: 'Aucun motif.', at: ago(HOUR) }, previousRefusal: { reason: REASON, at: ago(HOUR) } })) },
  { id: 'listings-host-drops-previous-refusal', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host does not erase a previous refusal', setup: draft({ previousRefusal: { reason: REASON, at: ago(HOUR) } }), action: write(update(lst(L.aDraft), { previousRefusal: null })) },
  { id: 'listings-create-previous-refusal', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing was never refused', action: write(set(lst('lst-new'), newListing({ previousRefusal: { reason: REASON, at: ago(HOUR) } }))) },
  { id: 'listings-refused-edit-kept', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a change that keeps the refusal is allowed too (the host chooses when to submit)', setup: refused(), action: write(update(lst(L.aDraft), { pricePerDay: 260 })) },
  { id: 'listings-host-writes-refusal', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a host does not rewrite the admin\'s reason', setup: refused(), action: write(update(lst(L.aDraft), { refusal: { reason: 'Aucun motif.', at: ago(HOUR) } })) },
  { id: 'listings-create-refused', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a new listing is not refused', action: write(set(lst('lst-new'), newListing({ refusal: { reason: REASON, at: SERVER_TIME } }))) },
  { id: 'listings-create-refusal-null', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a new listing may say it has no refusal', action: write(set(lst('lst-new'), newListing({ refusal: null }))) },
  { id: 'listings-delete-refused', operation: 'delete', who: 'hostOwner', expected: 'allow', description: 'the host deletes their refused listing (never approved)', setup: refused(), action: write(del(lst(L.aDraft))), api: { run: ({ backend }) => backend.listings.deleteListing(L.aDraft) } },
];

// prettier-ignore
const noticeCases = (): CaseWithoutCollection[] => [
  { id: 'notifications-create-listing-refused', operation: 'create', who: 'admin', expected: 'allow', description: 'refusing a listing tells its host why, in the same write', setup: draft(), action: write(refuse(), listingNotice(UID.hostA, 'listing-refused', L.aDraft, { reason: REASON }), listingMail(UID.hostA, 'listing-refused', L.aDraft)), api: { run: async ({ admin }) => (await admin()).refuseListing(L.aDraft, REASON) } },
  { id: 'notifications-create-listing-refused-no-reason', operation: 'create', who: 'admin', expected: 'deny', description: 'the notice of a refused listing carries the reason', setup: draft(), action: write(refuse(), listingNotice(UID.hostA, 'listing-refused', L.aDraft)) },
  { id: 'notifications-create-listing-refused-other-reason', operation: 'create', who: 'admin', expected: 'deny', description: "the notice's reason is the refusal's", setup: draft(), action: write(refuse(), listingNotice(UID.hostA, 'listing-refused', L.aDraft, { reason: 'Autre motif.' })) },
  { id: 'notifications-create-listing-refused-not-done', operation: 'create', who: 'admin', expected: 'deny', description: 'no refusal notice without the refusal', setup: draft(), action: write(listingNotice(UID.hostA, 'listing-refused', L.aDraft, { reason: REASON })) },
  { id: 'notifications-create-listing-refused-before', operation: 'create', who: 'admin', expected: 'deny', description: 'no refusal notice for a listing refused before', setup: refused(), action: write(listingNotice(UID.hostA, 'listing-refused', L.aDraft, { reason: REASON })) },
  { id: 'notifications-create-listing-refused-other-host', operation: 'create', who: 'admin', expected: 'deny', description: 'a refusal tells its own host', setup: draft(), action: write(refuse(), listingNotice(UID.hostB, 'listing-refused', L.aDraft, { reason: REASON })) },
  { id: 'notifications-create-refused-as-suspended', operation: 'create', who: 'admin', expected: 'deny', description: 'a refusal is not told as a suspension', setup: draft(), action: write(refuse(), listingNotice(UID.hostA, 'listing-suspended', L.aDraft)) },
  { id: 'notifications-create-approved-as-refused', operation: 'create', who: 'admin', expected: 'deny', description: 'an approval is not told as a refusal', setup: draft(), action: write(update(lst(L.aDraft), { isApproved: true, approvedOnce: true }), listingNotice(UID.hostA, 'listing-refused', L.aDraft, { reason: REASON })) },
];

// prettier-ignore
const mailCases = (): CaseWithoutCollection[] => [
  { id: 'mail-create-listing-refused-not-done', operation: 'create', who: 'admin', expected: 'deny', description: 'no refusal e-mail without the refusal', setup: draft(), action: write(listingMail(UID.hostA, 'listing-refused', L.aDraft)) },
  { id: 'mail-create-listing-refused-before', operation: 'create', who: 'admin', expected: 'deny', description: 'no second e-mail for a listing refused before', setup: refused(), action: write(listingMail(UID.hostA, 'listing-refused', L.aDraft)) },
];

export function refusalCases(): MatrixCase[] {
  return [
    ...group('listings', listingCases()),
    ...group('notifications', noticeCases()),
    ...group('mail', mailCases()),
  ];
}
