/** The listing writes (one document each; the create reads its host's name first). */
import type { Listing, ListingInput } from '@/domain/types';
import { parseListing, parsePlaceKeys } from '../converters';
import { listingPatchDoc, newListingDoc } from '../documents';
import type { ListingEdit, ListingEditResult, ServiceErrorCode } from '../../types';
import { editedFields, editedSince } from '@/domain/editedListing';
import {
  REFUSAL_REASON_MAX_LENGTH,
  type ListingNoticeKind,
  approvalKind,
  refusalReason,
  revisionKind,
} from '@/domain/notifications';
import { sameData } from '@/domain/sameData';
import { noticeWrites } from './notices';
import { fail, listingPath, read, SERVER_TIMESTAMP, userPath, write, type DocData } from './plan';

export interface CreateListingInput {
  input: ListingInput;
  hostId: string;
  /** The new listing's id, chosen by the backend. */
  listingId: string;
}

/**
 * A new listing, waiting for approval. The rules require hostName == the host's own profile
 * fullName (no impersonation): it is read from the profile. Returns the listing's id.
 */
export function planCreateListing({ input, hostId, listingId }: CreateListingInput) {
  return read<string>([userPath(hostId)], ([host]) => {
    const hostName = typeof host?.fullName === 'string' ? host.fullName : '';
    return write(
      [{ op: 'set', path: listingPath(listingId), data: newListingDoc(input, hostId, hostName) }],
      listingId,
    );
  });
}

/** The host edits their listing (not-found when it does not exist). */
export function planUpdateListing({ id, patch }: { id: string; patch: Partial<ListingInput> }) {
  return write<void>(
    [{ op: 'update', path: listingPath(id), data: listingPatchDoc(patch) }],
    undefined,
  );
}

/** The host's notice of an admin decision on listing `raw` (issue 14). */
function hostNotice(
  kind: ListingNoticeKind,
  id: string,
  raw: DocData,
  title: unknown,
  now: Date,
  reason: string | null = null,
) {
  return noticeWrites({
    kind,
    to: [String(raw.hostId)],
    listingId: id,
    listingTitle: typeof title === 'string' ? title : '',
    eventMs: now.getTime(),
    ...(reason === null ? {} : { reason }),
  });
}

/**
 * listing/changed when the listing the admin decides on (`seen`, as their screen showed it) is
 * no longer the one stored: its host edited it meanwhile (editedFields: its content, a pending
 * revision's included), so the decision would apply to content nobody read. A refusal coming
 * or going is not an edit by the host (another admin's decision: planRefuseListing checks it
 * itself). Checked in the plan's read, so in the same transaction as the decision's write.
 */
function changedSinceSeen(seen: Listing | undefined, current: Listing): boolean {
  return seen !== undefined && editedFields(seen, current).some((f) => f !== 'refusal');
}

/**
 * The admin approves or suspends a listing (not-found when it does not exist). The first
 * approval also records approvedOnce, which never goes back (firestore.rules). When the
 * listing changes state, its host is told in the same write (issue 14). An approval of a
 * listing edited since `seen` is refused: listing/changed (changedSinceSeen); a suspension is
 * not (taking a listing offline needs no reading).
 */
export function planListingApproval({
  id,
  approved,
  now,
  seen,
}: {
  id: string;
  approved: boolean;
  now: Date;
  seen?: Listing;
}) {
  return read<void>([listingPath(id)], ([raw]) => {
    if (!raw) return fail('not-found');
    if (approved && changedSinceSeen(seen, parseListing(id, raw))) return fail('listing/changed');
    const changes = (raw.isApproved === true) !== approved;
    // approving a refused listing drops its refusal (firestore.rules: an approved one has none)
    const refused = raw.refusal !== undefined && raw.refusal !== null;
    return write(
      [
        {
          op: 'update',
          path: listingPath(id),
          data: approved
            ? { isApproved: true, approvedOnce: true, ...(refused ? { refusal: null } : {}) }
            : { isApproved: false },
        },
        ...(changes ? hostNotice(approvalKind(approved), id, raw, raw.title, now) : []),
      ],
      undefined,
    );
  });
}

/**
 * The admin refuses a listing never approved, saying why (refusalReason: 1 to
 * REFUSAL_REASON_MAX_LENGTH characters, required): the listing stays private and leaves what
 * waits for the admin until its host saves it again (planEditListing drops the refusal, which
 * submits it anew). Its host is told, with the reason, in the same write. invalid-argument (no
 * reason, or too long), not-found, listing/not-waiting (approved once, or refused already:
 * another admin's tab decided first), listing/changed (edited since `seen`: the reason may no
 * longer hold). docs/decisions.md "Refusing a new listing".
 */
export function planRefuseListing({
  id,
  reason: rawReason,
  now,
  seen,
}: {
  id: string;
  reason: string | null;
  now: Date;
  seen?: Listing;
}) {
  const reason = refusalReason(rawReason);
  if (reason === null || reason.length > REFUSAL_REASON_MAX_LENGTH) {
    return fail<void>('invalid-argument');
  }
  return read<void>([listingPath(id)], ([raw]) => {
    if (!raw) return fail('not-found');
    const listing = parseListing(id, raw);
    if (listing.isApproved || listing.approvedOnce || listing.refusal !== null) {
      return fail('listing/not-waiting');
    }
    if (changedSinceSeen(seen, listing)) return fail('listing/changed');
    return write(
      [
        {
          op: 'update',
          path: listingPath(id),
          data: { refusal: { reason, at: SERVER_TIMESTAMP } },
        },
        ...hostNotice('listing-refused', id, raw, raw.title, now, reason),
      ],
      undefined,
    );
  });
}

/**
 * The host deletes their listing that was never approved (firestore.rules: nobody saw it, no
 * booking exists). The backend deletes its photos first, then applies this plan. Fails with
 * not-found, permission-denied (not theirs) or listing/approved-once.
 */
export function planDeleteListing({ id, uid }: { id: string; uid: string }) {
  return read<void>([listingPath(id)], ([raw]) => {
    const refused = listingDeletionRefusal(id, uid, raw);
    if (refused) return fail(refused);
    return write([{ op: 'delete', path: listingPath(id) }], undefined);
  });
}

/** Why `uid` may not delete the listing `raw` (null: they may), as planDeleteListing decides. */
export function listingDeletionRefusal(
  id: string,
  uid: string,
  raw: DocData | null,
): ServiceErrorCode | null {
  if (!raw) return 'not-found';
  const listing = parseListing(id, raw);
  if (listing.hostId !== uid) return 'permission-denied';
  if (listing.isApproved || listing.approvedOnce) return 'listing/approved-once';
  return null;
}

// ---- edits of a listing by its host, revisions and pauses (issue 13, docs/decisions.md) -------

/** firestore.rules publicContent(): what the public sees, frozen while the listing is approved. */
export const PUBLIC_LISTING_FIELDS = [
  'title',
  'description',
  'photos',
  'location',
  'cityKey',
  'placeKeys',
];

function pick(d: DocData, keys: readonly string[]): DocData {
  return Object.fromEntries(keys.map((k) => [k, d[k]]));
}

/** The public content of a stored listing or revision (placeKeys derived when it has none). */
function publicOf(d: DocData): DocData {
  return { ...pick(d, PUBLIC_LISTING_FIELDS), placeKeys: parsePlaceKeys(d) };
}

/**
 * The host saves the edit form (the whole listing, photos in their new order). An unapproved
 * listing (never approved, or suspended) is written as it is, dropping any pending revision.
 * An approved one: the practical fields (prices, details, amenities…) at once; its public
 * content (title, description, photos, address) becomes a pending revision for the admin — or
 * no revision at all when it is the approved content again; a revision equal to the pending
 * one is kept as it is (same submission time). A new revision is returned as `submit`, for
 * planSubmitRevision to write next, alone (firestore.rules: a revision is written by itself).
 * `base` is the listing the form was filled from: when what the form shows of it has changed
 * since (another tab saved, the admin refused the revision), nothing is written —
 * listing/changed — rather than silently undo that change (docs/decisions.md "Editing a
 * listing"). not-found, permission-denied (not theirs), listing/changed.
 */
export function planEditListing({
  id,
  uid,
  edit,
  base,
}: {
  id: string;
  uid: string;
  edit: ListingEdit;
  base: Listing;
}) {
  return read<ListingEditResult & { submit: DocData | null }>([listingPath(id)], ([raw]) => {
    if (!raw) return fail('not-found');
    if (raw.hostId !== uid) return fail('permission-denied');
    if (editedSince(base, parseListing(id, raw))) return fail('listing/changed');
    const data = listingPatchDoc(edit);
    const pending = raw.revision !== undefined && raw.revision !== null;
    if (raw.isApproved !== true) {
      // a refused listing saved again is submitted anew: its refusal goes (planRefuseListing),
      // kept as the previous one for the admin (firestore.rules: only so)
      const refused = raw.refusal !== undefined && raw.refusal !== null;
      return write(
        [
          {
            op: 'update',
            path: listingPath(id),
            data: {
              ...data,
              ...(pending ? { revision: null } : {}),
              ...(refused ? { refusal: null, previousRefusal: raw.refusal } : {}),
            },
          },
        ],
        { revisionPending: false, submit: null },
      );
    }
    const practical = Object.fromEntries(
      Object.entries(data).filter(([k]) => !PUBLIC_LISTING_FIELDS.includes(k)),
    );
    const proposed = pick(data, PUBLIC_LISTING_FIELDS);
    let revisionPending = true;
    let submit: DocData | null = null;
    if (sameData(proposed, publicOf(raw))) {
      // the approved content again: nothing for the admin (a pending revision is withdrawn)
      revisionPending = false;
      if (pending) practical.revision = null;
    } else if (!pending || !sameData(proposed, publicOf(raw.revision as DocData))) {
      submit = proposed;
    }
    return write([{ op: 'update', path: listingPath(id), data: practical }], {
      revisionPending,
      submit,
    });
  });
}

/** The public content `content` of approved listing `id` submitted for the admin, now. */
export function planSubmitRevision({ id, content }: { id: string; content: DocData }) {
  return write<void>(
    [
      {
        op: 'update',
        path: listingPath(id),
        data: { revision: { ...content, submittedAt: SERVER_TIMESTAMP } },
      },
    ],
    undefined,
  );
}

/** The host pauses (hidden from search, no new booking) or resumes their listing. */
export function planSetListingPaused({ id, paused }: { id: string; paused: boolean }) {
  return write<void>(
    [{ op: 'update', path: listingPath(id), data: { isPaused: paused } }],
    undefined,
  );
}

/**
 * The admin approves a pending revision (its content replaces the public content, in one
 * update) or refuses it (it is dropped), optionally saying why: the host's notification carries
 * the reason (refusalReason; at most REFUSAL_REASON_MAX_LENGTH characters). invalid-argument
 * (a reason with an approval, or too long), not-found, listing/no-revision, listing/changed
 * (the host sent another revision since `seen`: changedSinceSeen).
 */
export function planDecideRevision({
  id,
  approve,
  now,
  reason: rawReason = null,
  seen,
}: {
  id: string;
  approve: boolean;
  now: Date;
  reason?: string | null;
  seen?: Listing;
}) {
  const reason = refusalReason(rawReason);
  if (reason !== null && (approve || reason.length > REFUSAL_REASON_MAX_LENGTH)) {
    return fail<void>('invalid-argument');
  }
  return read<void>([listingPath(id)], ([raw]) => {
    if (!raw) return fail('not-found');
    const r = raw.revision;
    if (r === undefined || r === null || typeof r !== 'object') return fail('listing/no-revision');
    if (changedSinceSeen(seen, parseListing(id, raw))) return fail('listing/changed');
    const data = approve ? { ...publicOf(r as DocData), revision: null } : { revision: null };
    // the host is told, in the same write, under the title the public now sees (issue 14)
    const title = approve ? (r as DocData).title : raw.title;
    return write(
      [
        { op: 'update', path: listingPath(id), data },
        ...hostNotice(revisionKind(approve), id, raw, title, now, reason),
      ],
      undefined,
    );
  });
}
