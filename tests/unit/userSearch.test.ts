/** The admin's user search (src/domain/userSearch.ts) and the page of kept items it reads. */
import {
  MAX_SEARCH_KEYS,
  SEARCH_KEY_MAX,
  matchesUserSearch,
  queryKey,
  searchTerms,
  searchWords,
  userSearchKeys,
} from '@/domain/userSearch';
import { TEXT_LIMITS } from '@/domain/limits';
import { keptPage, pageOf, profileItem, profileOf } from '@/services/shared/paging';
import { decodeCursor, encodeCursor } from '@/services/shared/search';

const elodie = { fullName: 'Élodie Ben-Ali', email: 'E.BenAli+pro@Mail.ma' };

describe('searchWords', () => {
  it('cuts on anything but letters and digits, without accents or case', () => {
    expect(searchWords('  Élodie  Ben-Ali ')).toEqual(['elodie', 'ben', 'ali']);
    expect(searchWords('E.BenAli+pro@Mail.ma')).toEqual(['e', 'benali', 'pro', 'mail', 'ma']);
    expect(searchWords("N'Diaye Çağlar 2024")).toEqual(['n', 'diaye', 'caglar', '2024']);
    // other scripts stay letters
    expect(searchWords('يوسف بناني')).toEqual(['يوسف', 'بناني']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' -.@ ')).toEqual([]);
  });

  it('leaves out characters beyond the Basic Multilingual Plane', () => {
    expect(searchWords('Ana𝒜 Bé😀b')).toEqual(['ana', 'beb']);
  });
});

describe('userSearchKeys', () => {
  it('holds every beginning of every word, once, sorted', () => {
    expect(userSearchKeys({ fullName: 'Ben Ali', email: 'ali@b.ma' })).toEqual([
      'a',
      'al',
      'ali',
      'b',
      'be',
      'ben',
      'm',
      'ma',
    ]);
  });

  it('cuts a word at 20 characters', () => {
    const long = 'x'.repeat(SEARCH_KEY_MAX + 5);
    const keys = userSearchKeys({ fullName: long, email: '' });
    expect(keys).toHaveLength(SEARCH_KEY_MAX);
    expect(keys.at(-1)).toBe('x'.repeat(SEARCH_KEY_MAX));
  });

  it('stays within the rules for the longest name and e-mail', () => {
    const name = Array.from({ length: 40 }, (_, i) => `Nom${i}abcdefghijklmno`).join(' ');
    const email = `${'a'.repeat(200)}.${'b'.repeat(50)}@${'c'.repeat(60)}.ma`;
    const keys = userSearchKeys({
      fullName: name.slice(0, TEXT_LIMITS.fullName),
      email: email.slice(0, 320),
    });
    expect(keys.length).toBeLessThanOrEqual(MAX_SEARCH_KEYS);
    expect(keys.length).toBeGreaterThan(200);
    for (const k of keys) expect(k).toMatch(new RegExp(`^[^ ]{1,${SEARCH_KEY_MAX}}$`));
  });
});

describe('searchTerms and queryKey', () => {
  it('gives each word once, cut to a key, and asks the server for the longest', () => {
    const terms = searchTerms('Ben  ÉLODIE ben ' + 'z'.repeat(30));
    expect(terms).toEqual(['ben', 'elodie', 'z'.repeat(SEARCH_KEY_MAX)]);
    expect(queryKey(terms)).toBe('z'.repeat(SEARCH_KEY_MAX));
    expect(queryKey(['ben', 'elo'])).toBe('ben');
    expect(queryKey(['al', 'ben'])).toBe('ben');
    expect(queryKey([])).toBeNull();
    expect(searchTerms('  ')).toEqual([]);
  });

  it('each key a profile holds is a term that finds it', () => {
    for (const key of userSearchKeys(elodie)) {
      expect(matchesUserSearch(searchTerms(key), elodie)).toBe(true);
    }
  });
});

describe('matchesUserSearch', () => {
  it('finds a profile when each term begins one of its words', () => {
    expect(matchesUserSearch([], elodie)).toBe(true);
    expect(matchesUserSearch(searchTerms('elo ali'), elodie)).toBe(true);
    expect(matchesUserSearch(searchTerms('BENALI pro'), elodie)).toBe(true);
    expect(matchesUserSearch(searchTerms('lodie'), elodie)).toBe(false);
    expect(matchesUserSearch(searchTerms('elodie karim'), elodie)).toBe(false);
    const long = { fullName: 'y'.repeat(30), email: '' };
    expect(matchesUserSearch(searchTerms('y'.repeat(25)), long)).toBe(true);
  });
});

describe('keptPage', () => {
  const at = (i: number) => new Date(Date.UTC(2026, 0, 1) - i * 60_000);
  // newest first: i = 0 is the newest
  const items = Array.from({ length: 10 }, (_, i) => ({ id: `u${i}`, createdAt: at(i), n: i }));

  function source() {
    const reads: (string | null)[] = [];
    return {
      reads,
      read: (cursor: string | null) => {
        reads.push(cursor);
        return Promise.resolve(pageOf(items, cursor, 3));
      },
    };
  }

  it('reads pages of the source until one more than the page is kept', async () => {
    const s = source();
    const even = (x: { n: number }) => x.n % 2 === 0;
    const first = await keptPage(s.read, even, null, 2);
    expect(first.items.map((x) => x.n)).toEqual([0, 2]);
    // 0 1 2 | 3 4 5: the 4 is the third kept one, so a next page exists
    expect(s.reads).toHaveLength(2);
    expect(decodeCursor(first.nextCursor!)).toEqual({ createdAtMs: at(2).getTime(), id: 'u2' });
    const second = await keptPage(s.read, even, first.nextCursor, 2);
    expect(second.items.map((x) => x.n)).toEqual([4, 6]);
    const third = await keptPage(s.read, even, second.nextCursor, 2);
    expect(third.items.map((x) => x.n)).toEqual([8]);
    expect(third.nextCursor).toBeNull();
  });

  it('ends with the source: no next page when exactly a page is kept', async () => {
    const s = source();
    const page = await keptPage(s.read, (x) => x.n >= 8, null, 2);
    expect(page.items.map((x) => x.n)).toEqual([8, 9]);
    expect(page.nextCursor).toBeNull();
    expect(s.reads).toHaveLength(4);
    const none = await keptPage(source().read, () => false, undefined, 2);
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it("without a test, gives the source's page: one read", async () => {
    const s = source();
    const page = await keptPage(s.read, null, null, 3);
    expect(page.items.map((x) => x.n)).toEqual([0, 1, 2]);
    expect(s.reads).toEqual([null]);
    expect(decodeCursor(page.nextCursor!)).toEqual({ createdAtMs: at(2).getTime(), id: 'u2' });
    const last = await keptPage(s.read, null, encodeCursor(at(6), 'u6'), 3);
    expect(last).toEqual({ items: items.slice(7), nextCursor: null });
  });
});

describe('profileItem / profileOf', () => {
  it('pages a profile by its uid and gives it back unchanged', () => {
    const p = { uid: 'u1', fullName: 'A', createdAt: new Date(0) };
    const item = profileItem(p);
    expect(item.id).toBe('u1');
    expect(profileOf(item)).toEqual(p);
  });
});
