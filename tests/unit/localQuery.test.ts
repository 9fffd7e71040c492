/**
 * The local backend's query conditions (src/services/local/store.ts `matches`), which its
 * reads share with the permission matrix: Firestore's operators, and the document's id as a
 * field (`documentId()`), as the admin's monthly run queries it (src/services/shared/
 * monthDocuments.ts: ids in a list, ids in a range).
 */
import { DOCUMENT_ID, matches, type Where } from '@/services/local/store';

const doc = { status: 'confirmed', tags: ['a', 'b'], count: 3, label: '3' };

describe('matches', () => {
  it('compares a field with ==, in and array-contains', () => {
    expect(matches(doc, [{ field: 'status', op: '==', value: 'confirmed' }])).toBe(true);
    expect(matches(doc, [{ field: 'status', op: '==', value: 'rejected' }])).toBe(false);
    expect(matches(doc, [{ field: 'status', op: 'in', value: ['rejected', 'confirmed'] }])).toBe(
      true,
    );
    expect(matches(doc, [{ field: 'status', op: 'in', value: ['rejected'] }])).toBe(false);
    expect(matches(doc, [{ field: 'tags', op: 'array-contains', value: 'b' }])).toBe(true);
    expect(matches(doc, [{ field: 'tags', op: 'array-contains', value: 'c' }])).toBe(false);
  });

  it('takes every condition', () => {
    const where: Where[] = [
      { field: 'status', op: '==', value: 'confirmed' },
      { field: 'tags', op: 'array-contains', value: 'c' },
    ];
    expect(matches(doc, where)).toBe(false);
    expect(matches(doc, where.slice(0, 1))).toBe(true);
    expect(matches(doc, [])).toBe(true);
  });

  it('bounds a range on each side, within one type', () => {
    expect(matches(doc, [{ field: 'count', op: '>=', value: 3 }])).toBe(true);
    expect(matches(doc, [{ field: 'count', op: '>=', value: 4 }])).toBe(false);
    expect(matches(doc, [{ field: 'count', op: '<=', value: 3 }])).toBe(true);
    expect(matches(doc, [{ field: 'count', op: '<=', value: 2 }])).toBe(false);
    // a number is never in a range of strings, nor a string in a range of numbers
    expect(matches(doc, [{ field: 'count', op: '>=', value: '0' }])).toBe(false);
    expect(matches(doc, [{ field: 'label', op: '<=', value: 9 }])).toBe(false);
    expect(matches(doc, [{ field: 'missing', op: '>=', value: 0 }])).toBe(false);
  });

  it("reads DOCUMENT_ID as the document's id, not a field", () => {
    const ids = ['bkg-1_m2', 'bkg-1_m3'];
    expect(matches(doc, [{ field: DOCUMENT_ID, op: 'in', value: ids }], 'bkg-1_m3')).toBe(true);
    expect(matches(doc, [{ field: DOCUMENT_ID, op: 'in', value: ids }], 'bkg-1_m4')).toBe(false);
    expect(
      matches(
        { [DOCUMENT_ID]: 'bkg-1_m2' },
        [{ field: DOCUMENT_ID, op: '==', value: 'bkg-1_m2' }],
        'x',
      ),
    ).toBe(false);
    // the range of one rental's month documents, as monthDocumentRange gives it
    const range: Where[] = [
      { field: DOCUMENT_ID, op: '>=', value: 'bkg-1_m' },
      { field: DOCUMENT_ID, op: '<=', value: 'bkg-1_m\uf8ff' },
    ];
    expect(
      ['bkg-1_m2', 'bkg-1_m12', 'bkg-1', 'bkg-10_m2', 'bkg-1_avoir'].filter((id) =>
        matches(doc, range, id),
      ),
    ).toEqual(['bkg-1_m2', 'bkg-1_m12']);
  });
});
