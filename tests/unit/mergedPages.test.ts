import { arrayStream, mergedPage, type Stream } from '@/domain/mergedPages';
import type { Page } from '@/domain/types';
import {
  APPROVAL_FILTERS,
  filterByApproval,
  listingQueries,
  listingQueryDate,
  matchesListingQuery,
  type ApprovalFilter,
} from '@/domain/admin';

interface Item {
  id: string;
  at: Date;
}
const item = (id: string, ms: number): Item => ({ id, at: new Date(ms) });

/** A stream over `items` that records each read (position and count). */
function recorded(items: Item[]) {
  const inner = arrayStream(items, (i) => i.at);
  const reads: [readonly [number, string] | null, number][] = [];
  const stream: Stream<Item> = {
    key: inner.key,
    read: (after, count) => {
      reads.push([after, count]);
      return inner.read(after, count);
    },
  };
  return { stream, reads };
}

/** Every page, from the start: the ids of each. */
async function pages(streams: Stream<Item>[], size: number) {
  const out: string[][] = [];
  let cursor: string | null = null;
  do {
    const page: Page<Item> = await mergedPage(streams, cursor, size);
    out.push(page.items.map((i) => i.id));
    cursor = page.nextCursor;
  } while (cursor && out.length < 20);
  return out;
}

describe('arrayStream', () => {
  // (b given before c: the order given is not the order read)
  const stream = arrayStream(
    [item('a', 10), item('b', 30), item('c', 30), item('d', 20)],
    (i) => i.at,
  );

  it('gives the newest first, the greater id first on the same date, at most `count`', async () => {
    expect((await stream.read(null, 10)).map((i) => i.id)).toEqual(['c', 'b', 'd', 'a']);
    expect((await stream.read(null, 2)).map((i) => i.id)).toEqual(['c', 'b']);
    expect(await stream.read(null, 0)).toEqual([]);
  });

  it('gives only what comes after a position, the position itself excluded', async () => {
    expect((await stream.read([30, 'c'], 10)).map((i) => i.id)).toEqual(['b', 'd', 'a']);
    expect((await stream.read([30, 'b'], 10)).map((i) => i.id)).toEqual(['d', 'a']);
    // a position between two items of the same date
    expect((await stream.read([30, 'bb'], 10)).map((i) => i.id)).toEqual(['b', 'd', 'a']);
    expect((await stream.read([25, 'z'], 1)).map((i) => i.id)).toEqual(['d']);
    expect(await stream.read([10, 'a'], 10)).toEqual([]);
  });

  it('orders by the key it is given', async () => {
    const byId = arrayStream([item('a', 1), item('b', 2)], (i) => new Date(i.id === 'a' ? 5 : 1));
    expect((await byId.read(null, 5)).map((i) => i.id)).toEqual(['a', 'b']);
    expect(byId.key(item('b', 2)).getTime()).toBe(1);
  });
});

describe('mergedPage', () => {
  const older = [item('n1', 100), item('n2', 80), item('n3', 60), item('n4', 40)];
  const edits = [item('e1', 90), item('e2', 50)];

  it('merges two streams newest first, a page at a time, each item once', async () => {
    const a = arrayStream(older, (i) => i.at);
    const b = arrayStream(edits, (i) => i.at);
    expect(await pages([a, b], 2)).toEqual([
      ['n1', 'e1'],
      ['n2', 'n3'],
      ['e2', 'n4'],
    ]);
    expect(await pages([a, b], 4)).toEqual([
      ['n1', 'e1', 'n2', 'n3'],
      ['e2', 'n4'],
    ]);
    expect(await pages([a, b], 6)).toEqual([['n1', 'e1', 'n2', 'n3', 'e2', 'n4']]);
    expect(await pages([a, b], 10)).toEqual([['n1', 'e1', 'n2', 'n3', 'e2', 'n4']]);
  });

  it('breaks a tie of dates by the greater id, across streams', async () => {
    const a = arrayStream([item('x', 50), item('m', 40)], (i) => i.at);
    const b = arrayStream([item('y', 50), item('a', 50)], (i) => i.at);
    expect(await pages([a, b], 1)).toEqual([['y'], ['x'], ['a'], ['m']]);
  });

  it('reads one more than the page from each stream not done, after its own last item', async () => {
    const a = recorded(older);
    const b = recorded(edits);
    const first = await mergedPage([a.stream, b.stream], null, 2);
    expect(a.reads).toEqual([[null, 3]]);
    expect(b.reads).toEqual([[null, 3]]);
    const second = await mergedPage([a.stream, b.stream], first.nextCursor, 2);
    expect(second.items.map((i) => i.id)).toEqual(['n2', 'n3']);
    expect(a.reads[1]).toEqual([[100, 'n1'], 3]);
    expect(b.reads[1]).toEqual([[90, 'e1'], 3]);
    // b gave nothing to the second page: it is read again from where it was
    await mergedPage([a.stream, b.stream], second.nextCursor, 2);
    expect(a.reads[2]).toEqual([[60, 'n3'], 3]);
    expect(b.reads[2]).toEqual([[90, 'e1'], 3]);
  });

  it('reads a stream from its start until it gives an item', async () => {
    const a = recorded([item('n1', 100), item('n2', 90), item('n3', 80)]);
    const b = recorded([item('e1', 10)]);
    const first = await mergedPage([a.stream, b.stream], null, 1);
    await mergedPage([a.stream, b.stream], first.nextCursor, 1);
    expect(b.reads).toEqual([
      [null, 2],
      [null, 2],
    ]);
  });

  it('no longer reads a stream once all it had is on a page', async () => {
    const a = recorded(older);
    const b = recorded([item('e1', 90)]);
    const first = await mergedPage([a.stream, b.stream], null, 2);
    expect(first.items.map((i) => i.id)).toEqual(['n1', 'e1']);
    expect(JSON.parse(first.nextCursor!)).toEqual([[100, 'n1'], 'done']);
    await mergedPage([a.stream, b.stream], first.nextCursor, 2);
    expect(b.reads).toHaveLength(1);
  });

  it('has no next page when every stream is read to its end, even when the page is full', async () => {
    const a = arrayStream([item('n1', 100), item('n2', 90)], (i) => i.at);
    const b = arrayStream([], (i: Item) => i.at);
    expect(await mergedPage([a, b], null, 2)).toEqual({
      items: [item('n1', 100), item('n2', 90)],
      nextCursor: null,
    });
    // one more item than the page: a next page, which holds it alone
    const c = arrayStream([item('n1', 100), item('n2', 90), item('n3', 80)], (i) => i.at);
    const page = await mergedPage([c], null, 2);
    expect(JSON.parse(page.nextCursor!)).toEqual([[90, 'n2']]);
    expect(await mergedPage([c], page.nextCursor, 2)).toEqual({
      items: [item('n3', 80)],
      nextCursor: null,
    });
    expect(await mergedPage([b], null, 5)).toEqual({ items: [], nextCursor: null });
  });

  it('starts over on a cursor that is not its own', async () => {
    const a = recorded(older);
    const fromStart = ['n1', 'n2'];
    for (const cursor of [
      undefined,
      '',
      'pas du json',
      '{"a":1}',
      '[]',
      '[null,null]',
      '[[100]]',
      '[[100,"n1","x"]]',
      '[["100","n1"]]',
      '[[null,"n1"]]',
      '[[100,7]]',
      '["fini"]',
      '[true]',
    ]) {
      const page = await mergedPage([a.stream], cursor, 2);
      expect(
        page.items.map((i) => i.id),
        String(cursor),
      ).toEqual(fromStart);
    }
    expect(a.reads.every(([after]) => after === null)).toBe(true);
    // one of two streams' positions is wrong: both start over
    const b = recorded(edits);
    for (const cursor of ['[[100,"n1"],[90]]', '[[100],[90,"e1"]]']) {
      const page = await mergedPage([a.stream, b.stream], cursor, 2);
      expect(
        page.items.map((i) => i.id),
        cursor,
      ).toEqual(['n1', 'e1']);
    }
    // its own positions are read as they are
    expect((await mergedPage([a.stream], '[[80,"n2"]]', 2)).items.map((i) => i.id)).toEqual([
      'n3',
      'n4',
    ]);
    expect(await mergedPage([a.stream], '["done"]', 2)).toEqual({ items: [], nextCursor: null });
    expect((await mergedPage([a.stream], '[null]', 1)).items.map((i) => i.id)).toEqual(['n1']);
  });
});

describe('the Bureaux tab queries', () => {
  const at = (ms: number) => new Date(ms);
  const listing = (id: string, isApproved: boolean, revisionAt: number | null, createdAt = 10) => ({
    id,
    isApproved,
    createdAt: at(createdAt),
    revision:
      revisionAt === null
        ? null
        : {
            title: 't',
            description: 'd',
            photos: [],
            location: { address: 'a', city: 'c', coordinates: null },
            cityKey: 'c',
            submittedAt: at(revisionAt),
          },
  });

  it('reads a filter by one query, « En attente » by two that share no listing', () => {
    expect(listingQueries('all')).toEqual([{ approved: null, byRevision: false }]);
    expect(listingQueries('approved')).toEqual([{ approved: true, byRevision: false }]);
    expect(listingQueries('waiting')).toEqual([
      { approved: false, byRevision: false },
      { approved: true, byRevision: true },
    ]);
  });

  it("orders by the creation date, or by the revision's date for the edits waiting", () => {
    const edited = listing('e', true, 500, 10);
    expect(listingQueryDate(edited, { approved: true, byRevision: true })).toEqual(at(500));
    expect(listingQueryDate(edited, { approved: null, byRevision: false })).toEqual(at(10));
    expect(
      listingQueryDate(listing('p', true, null, 20), { approved: true, byRevision: true }),
    ).toEqual(at(20));
  });

  it('matches exactly what filterByApproval shows, each listing in one query at most', () => {
    const all = [
      listing('new', false, null),
      listing('suspended-edited', false, 30),
      listing('live', true, null),
      listing('live-edited', true, 40),
    ];
    const expected: Record<ApprovalFilter, string[]> = {
      all: ['new', 'suspended-edited', 'live', 'live-edited'],
      approved: ['live', 'live-edited'],
      waiting: ['new', 'suspended-edited', 'live-edited'],
      refused: [],
    };
    for (const filter of APPROVAL_FILTERS) {
      const read = listingQueries(filter).flatMap((q) =>
        all.filter((l) => matchesListingQuery(l, q)).map((l) => l.id),
      );
      expect(read.sort(), filter).toEqual([...expected[filter]].sort());
      expect(
        filterByApproval(all, filter)
          .map((l) => l.id)
          .sort(),
        filter,
      ).toEqual(read);
    }
  });

  it('reads refused listings under « En attente » but leaves them out of it (they wait for their host)', () => {
    const refusal = { reason: 'Photos floues.', at: at(5) };
    const refused = { ...listing('refused', false, null), refusal };
    const all = [listing('new', false, null), refused, listing('live', true, null)];
    const read = listingQueries('waiting').flatMap((q) =>
      all.filter((l) => matchesListingQuery(l, q)).map((l) => l.id),
    );
    expect(read.sort()).toEqual(['new', 'refused']);
    expect(filterByApproval(all, 'waiting').map((l) => l.id)).toEqual(['new']);
    expect(filterByApproval(all, 'all').map((l) => l.id)).toEqual(['new', 'refused', 'live']);
    expect(filterByApproval(all, 'approved').map((l) => l.id)).toEqual(['live']);
  });

  it('reads « Refusés » by one query of the refused listings, the latest refused first', () => {
    expect(listingQueries('refused')).toEqual([
      { approved: null, byRevision: false, byRefusal: true },
    ]);
    const [q] = listingQueries('refused');
    const older = { ...listing('older', false, null, 1), refusal: { reason: 'r', at: at(50) } };
    const newer = { ...listing('newer', false, null, 2), refusal: { reason: 'r', at: at(70) } };
    const all = [listing('new', false, null), older, newer, listing('live', true, null)];
    expect(all.filter((l) => matchesListingQuery(l, q)).map((l) => l.id)).toEqual([
      'older',
      'newer',
    ]);
    expect(filterByApproval(all, 'refused').map((l) => l.id)).toEqual(['older', 'newer']);
    // ordered by the refusal's date, not the creation's
    expect(listingQueryDate(newer, q)).toEqual(at(70));
    expect(listingQueryDate(older, q)).toEqual(at(50));
    // one without a refusal (not read by this query) falls back on its creation date
    expect(listingQueryDate(listing('x', false, null, 3), q)).toEqual(at(3));
    // the other queries read no refusal date
    expect(listingQueryDate(newer, { approved: null, byRevision: false })).toEqual(at(2));
    // a refused listing is also read by the other queries that match it
    expect(matchesListingQuery(newer, { approved: false, byRevision: false })).toBe(true);
  });
});
