/**
 * The plans of listing edits (issue 13) on their own: what planEditListing writes for an
 * unapproved and an approved listing (practical fields at once, the public content as a
 * revision submitted apart), planSubmitRevision, planSetListingPaused, planDecideRevision.
 */
import {
  PUBLIC_LISTING_FIELDS,
  SERVER_TIMESTAMP,
  planDecideRevision,
  planEditListing,
  planSetListingPaused,
  planSubmitRevision,
  type DocData,
  type Plan,
} from '@/services/shared/plans';
import { placeKeysOf } from '@/domain/placeKeys';
import { parseListing } from '@/services/shared/converters';
import type { ListingEdit } from '@/services/types';
import { isServiceError } from '@/services/types';
import { listingInput } from '../factories';

const NOW = new Date('2026-03-01T10:00:00Z');

function run<T>(plan: Plan<T>, docs: Record<string, DocData>) {
  let step = plan;
  while (step.kind === 'read') step = step.next(step.paths.map((p) => docs[p] ?? null));
  return step;
}

const EDIT: ListingEdit = { ...listingInput(), photos: ['/seed/office-01.svg'] };
const PUBLIC = {
  title: EDIT.title,
  description: EDIT.description,
  photos: EDIT.photos,
  location: EDIT.location,
  cityKey: 'casablanca',
  placeKeys: placeKeysOf(EDIT.location),
};
const stored = (extra: DocData = {}): Record<string, DocData> => ({
  'listings/lst-1': {
    ...EDIT,
    ...PUBLIC,
    hostId: 'host-1',
    isApproved: true,
    approvedOnce: true,
    ...extra,
  },
});
/** The listing as an edit form loaded it: by default, as `docs` store it now. */
const loaded = (docs: Record<string, DocData>) =>
  parseListing('lst-1', docs['listings/lst-1'] ?? stored()['listings/lst-1']);
const edit = (
  changes: Partial<ListingEdit>,
  docs = stored(),
  uid = 'host-1',
  base = loaded(docs),
) => run(planEditListing({ id: 'lst-1', uid, edit: { ...EDIT, ...changes }, base }), docs);

describe('planEditListing', () => {
  it("refuses a missing listing and someone else's", () => {
    const missing = edit({}, {});
    expect(missing.kind === 'fail' && isServiceError(missing.error, 'not-found')).toBe(true);
    const other = edit({}, stored(), 'host-2');
    expect(other.kind === 'fail' && isServiceError(other.error, 'permission-denied')).toBe(true);
  });

  it('refuses, writing nothing, a form loaded before its content changed', () => {
    // another tab saved a new price after this form was loaded
    const priced = edit(
      { title: 'Nouveau' },
      stored({ pricePerDay: 999 }),
      'host-1',
      loaded(stored()),
    );
    expect(priced).toMatchObject({ kind: 'fail' });
    expect(priced.kind === 'fail' && isServiceError(priced.error, 'listing/changed')).toBe(true);
    // another tab submitted a revision: the form would withdraw it
    const revised = stored({ revision: { ...PUBLIC, title: 'Titre proposé', submittedAt: NOW } });
    const withdrawn = edit({}, revised, 'host-1', loaded(stored()));
    expect(withdrawn.kind === 'fail' && isServiceError(withdrawn.error, 'listing/changed')).toBe(
      true,
    );
    // not found and not theirs come first
    const gone = edit({}, {}, 'host-1', loaded(stored()));
    expect(gone.kind === 'fail' && isServiceError(gone.error, 'not-found')).toBe(true);
    const other = edit({}, stored({ pricePerDay: 999 }), 'host-2', loaded(stored()));
    expect(other.kind === 'fail' && isServiceError(other.error, 'permission-denied')).toBe(true);
  });

  it('saves a form loaded before a pause, an approval or the revision it showed being approved', () => {
    const paused = edit(
      { pricePerDay: 300 },
      stored({ isPaused: true }),
      'host-1',
      loaded(stored()),
    );
    expect(paused).toMatchObject({ kind: 'write', writes: [{ data: { pricePerDay: 300 } }] });
    // the form showed the pending title; the admin approved it meanwhile
    const pending = stored({ revision: { ...PUBLIC, title: 'Titre proposé', submittedAt: NOW } });
    const approved = stored({ title: 'Titre proposé' });
    const step = edit(
      { title: 'Titre proposé', pricePerDay: 300 },
      approved,
      'host-1',
      loaded(pending),
    );
    expect(step).toMatchObject({ kind: 'write', result: { revisionPending: false, submit: null } });
  });

  it('writes an unapproved listing as it is, dropping a pending revision', () => {
    const step = edit(
      { title: 'Nouveau' },
      stored({ isApproved: false, revision: { title: 'x' } }),
    );
    expect(step).toMatchObject({
      kind: 'write',
      result: { revisionPending: false, submit: null },
      writes: [
        { op: 'update', path: 'listings/lst-1', data: { title: 'Nouveau', revision: null } },
      ],
    });
    const plain = edit({ title: 'Nouveau' }, stored({ isApproved: false }));
    expect(
      plain.kind === 'write' && plain.writes[0].op === 'update' && plain.writes[0].data,
    ).not.toHaveProperty('revision');
  });

  it('writes the practical fields of an approved listing, and submits its public content apart', () => {
    const step = edit({ title: 'Nouveau', pricePerDay: 300 });
    if (step.kind !== 'write' || step.writes[0].op !== 'update') throw new Error('no write');
    const data = step.writes[0].data;
    expect(data.pricePerDay).toBe(300);
    for (const key of [...PUBLIC_LISTING_FIELDS, 'revision']) {
      expect(data).not.toHaveProperty(key);
    }
    expect(step.result).toEqual({
      revisionPending: true,
      submit: { ...PUBLIC, title: 'Nouveau' },
    });
  });

  it('submits nothing when the public content is the approved one, and withdraws a pending one', () => {
    expect(edit({ pricePerDay: 300 })).toMatchObject({
      result: { revisionPending: false, submit: null },
    });
    const step = edit({}, stored({ revision: { ...PUBLIC, title: 'Proposé', submittedAt: 1 } }));
    expect(step).toMatchObject({
      result: { revisionPending: false, submit: null },
      writes: [{ data: { revision: null } }],
    });
  });

  it('keeps a pending revision equal to the new content (same submission time)', () => {
    const docs = stored({ revision: { ...PUBLIC, title: 'Proposé', submittedAt: 1 } });
    const step = edit({ title: 'Proposé', pricePerDay: 310 }, docs);
    expect(step).toMatchObject({ result: { revisionPending: true, submit: null } });
    expect(
      step.kind === 'write' && step.writes[0].op === 'update' && step.writes[0].data,
    ).not.toHaveProperty('revision');
    // another content replaces it
    expect(edit({ title: 'Autre' }, docs)).toMatchObject({
      result: { revisionPending: true, submit: { title: 'Autre' } },
    });
  });
});

describe('planSubmitRevision, planSetListingPaused', () => {
  it('writes the revision alone, stamped by the server', () => {
    expect(run(planSubmitRevision({ id: 'lst-1', content: PUBLIC }), {})).toEqual({
      kind: 'write',
      result: undefined,
      writes: [
        {
          op: 'update',
          path: 'listings/lst-1',
          data: { revision: { ...PUBLIC, submittedAt: SERVER_TIMESTAMP } },
        },
      ],
    });
  });

  it('writes isPaused only', () => {
    expect(run(planSetListingPaused({ id: 'lst-1', paused: true }), {})).toMatchObject({
      writes: [{ op: 'update', path: 'listings/lst-1', data: { isPaused: true } }],
    });
  });
});

describe('planDecideRevision', () => {
  const docs = stored({ revision: { ...PUBLIC, title: 'Proposé', submittedAt: 1 } });
  it('approving copies the public content of the revision and drops it', () => {
    const step = run(planDecideRevision({ id: 'lst-1', approve: true, now: NOW }), docs);
    expect(step.kind === 'write' && step.writes[0]).toEqual({
      op: 'update',
      path: 'listings/lst-1',
      data: { ...PUBLIC, title: 'Proposé', revision: null },
    });
    // its host is told in the same write, under the title now public (issue 14)
    expect(step.kind === 'write' && step.writes.slice(1).map((w) => w.path)).toEqual([
      'users/host-1/notifications/revision-approved_lst-1',
      `mail/revision-approved_lst-1_host-1_${NOW.getTime()}`,
    ]);
    expect(step.kind === 'write' && step.writes[1]).toMatchObject({
      data: { kind: 'revision-approved', listingTitle: 'Proposé', read: false },
    });
    // and its e-mail names the listing by that title too
    expect(step.kind === 'write' && step.writes[2]).toMatchObject({
      data: { template: { data: { listingId: 'lst-1', listingTitle: 'Proposé' } } },
    });
  });
  it('refusing drops it only', () => {
    const step = run(planDecideRevision({ id: 'lst-1', approve: false, now: NOW }), docs);
    expect(step.kind === 'write' && step.writes[0]).toEqual({
      op: 'update',
      path: 'listings/lst-1',
      data: { revision: null },
    });
  });
  it('refusing with a reason tells it to the host, trimmed, in the notification only', () => {
    const refuse = (reason: string | null) =>
      run(planDecideRevision({ id: 'lst-1', approve: false, now: NOW, reason }), docs);
    const step = refuse('  Photos floues.  ');
    if (step.kind !== 'write') throw new Error('no write');
    expect(step.writes[1]).toMatchObject({
      path: 'users/host-1/notifications/revision-refused_lst-1',
      data: { kind: 'revision-refused', reason: 'Photos floues.' },
    });
    // the e-mail carries the ids and the title, never the reason
    expect(step.writes[2]).toMatchObject({
      data: { template: { data: { listingId: 'lst-1', listingTitle: PUBLIC.title } } },
    });
    expect(JSON.stringify(step.writes[2])).not.toContain('Photos');
    // blank or none: no reason field at all
    for (const blank of ['   ', '', null]) {
      const plain = refuse(blank);
      expect(
        plain.kind === 'write' && plain.writes[1].op === 'set' && plain.writes[1].data,
      ).not.toHaveProperty('reason');
    }
    // 500 characters is the most
    expect(refuse('é'.repeat(500)).kind).toBe('write');
    const long = refuse('é'.repeat(501));
    expect(long.kind === 'fail' && isServiceError(long.error, 'invalid-argument')).toBe(true);
  });
  it('refuses a reason with an approval', () => {
    const step = run(
      planDecideRevision({ id: 'lst-1', approve: true, now: NOW, reason: 'Très bien' }),
      docs,
    );
    expect(step.kind === 'fail' && isServiceError(step.error, 'invalid-argument')).toBe(true);
    const blank = run(
      planDecideRevision({ id: 'lst-1', approve: true, now: NOW, reason: ' ' }),
      docs,
    );
    expect(blank.kind).toBe('write');
  });
  it('fails without a revision, or without the listing', () => {
    const none = run(planDecideRevision({ id: 'lst-1', approve: true, now: NOW }), stored());
    expect(none.kind === 'fail' && isServiceError(none.error, 'listing/no-revision')).toBe(true);
    const nulled = run(
      planDecideRevision({ id: 'lst-1', approve: false, now: NOW }),
      stored({ revision: null }),
    );
    expect(nulled.kind === 'fail' && isServiceError(nulled.error, 'listing/no-revision')).toBe(
      true,
    );
    const missing = run(planDecideRevision({ id: 'lst-1', approve: true, now: NOW }), {});
    expect(missing.kind === 'fail' && isServiceError(missing.error, 'not-found')).toBe(true);
  });
});
