/**
 * One bad document never empties a list (both backends map their query results through
 * parseEach, src/services/shared/converters.ts): a null, a non-object or an unreadable document
 * is left out, the others come through.
 */
import {
  parseBooking,
  parseEach,
  parseListing,
  type ListedDoc,
} from '@/services/shared/converters';

const doc = (id: string, raw: unknown): ListedDoc => ({ id, data: () => raw });

describe('parseEach (the list mapping of both backends)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('leaves out null, non-object and unreadable documents, keeps the others in order', () => {
    const docs: ListedDoc[] = [
      doc('a', { title: 'Premier', isApproved: true }),
      doc('null', null),
      doc('text', 'pas un document'),
      doc('list', [1, 2]),
      doc('number', 42),
      {
        id: 'throws',
        data() {
          throw new Error('illisible');
        },
      },
      doc('b', { title: 'Second' }),
    ];
    expect(parseEach(docs, parseListing).map((l) => [l.id, l.title])).toEqual([
      ['a', 'Premier'],
      ['b', 'Second'],
    ]);
    expect(console.warn).toHaveBeenCalledTimes(5);
  });

  it('leaves out a document its parser throws on', () => {
    const parse = (id: string, raw: unknown) => {
      if (id === 'bad') throw new TypeError('boom');
      return parseBooking(id, raw);
    };
    const out = parseEach([doc('bad', {}), doc('ok', { status: 'confirmed' })], parse);
    expect(out.map((b) => [b.id, b.status])).toEqual([['ok', 'confirmed']]);
  });

  it('takes Firestore query snapshots as they are (QueryDocumentSnapshot: id and data())', () => {
    class Snapshot {
      constructor(
        readonly id: string,
        private readonly raw: unknown,
      ) {}
      data() {
        return this.raw;
      }
    }
    const docs = [new Snapshot('x', { status: 'pending' }), new Snapshot('y', null)];
    expect(parseEach(docs, parseBooking).map((b) => b.id)).toEqual(['x']);
  });
});
