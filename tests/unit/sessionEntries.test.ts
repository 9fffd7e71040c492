import { pagesShown, rememberPagesShown, resetPagesMemory } from '@/features/listings/pagesShown';
import { sessionEntries } from '@/lib/sessionEntries';

const positive = ([n]: unknown[]) => (typeof n === 'number' && n > 0 ? n : undefined);

afterEach(() => {
  sessionStorage.clear();
  resetPagesMemory();
  vi.restoreAllMocks();
});

describe('sessionEntries', () => {
  it('reads sessionStorage once, then serves its memory', () => {
    sessionStorage.setItem('k', '[["a",1],["b",2]]');
    const store = sessionEntries('k', positive, (n) => [n]);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect([...store.entries()]).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    sessionStorage.setItem('k', '[["c",3]]');
    expect(store.entries().get('c')).toBeUndefined();
    expect(getItem).toHaveBeenCalledTimes(1);
    store.reset();
    expect([...store.entries()]).toEqual([['c', 3]]);
  });

  it('drops entries its check refuses and anything that is not a list of entries', () => {
    sessionStorage.setItem('k', '[["a",-1],["b"],[3,3],"c",["d",4]]');
    expect([...sessionEntries('k', positive, (n) => [n]).entries()]).toEqual([['d', 4]]);
    sessionStorage.setItem('k', '{"a":1}');
    expect(sessionEntries('k', positive, (n) => [n]).entries().size).toBe(0);
    sessionStorage.setItem('k', '[["a",1');
    expect(sessionEntries('k', positive, (n) => [n]).entries().size).toBe(0);
  });

  it('saves each entry as its key followed by what encode gives', () => {
    const store = sessionEntries<{ x: string; n: number }>(
      'k',
      ([x, n]) => (typeof x === 'string' && typeof n === 'number' ? { x, n } : undefined),
      ({ x, n }) => [x, n],
    );
    store.entries().set('e1', { x: 'a', n: 2 });
    store.save();
    expect(sessionStorage.getItem('k')).toBe('[["e1","a",2]]');
    store.reset();
    expect(store.entries().get('e1')).toEqual({ x: 'a', n: 2 });
  });

  it('works from memory when storage is refused or full', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refusé', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('plein', 'QuotaExceededError');
    });
    const store = sessionEntries('k', positive, (n) => [n]);
    store.entries().set('a', 1);
    expect(() => store.save()).not.toThrow();
    expect(store.entries().get('a')).toBe(1);
  });
});

describe('pagesShown', () => {
  it('is kept per entry and search, survives a reload, and is capped when read', () => {
    rememberPagesShown('e1', 'city=Rabat', 3);
    rememberPagesShown('e2', 'city=Fès', 40);
    resetPagesMemory(); // a reload
    expect(pagesShown('e1', 'city=Rabat')).toBe(3);
    // the entry showed another search: its first page
    expect(pagesShown('e1', 'city=Fès')).toBe(1);
    expect(pagesShown('e2', 'city=Fès')).toBe(10);
    expect(pagesShown('e3', 'city=Rabat')).toBe(1);
  });

  it('forgets an entry back to one page, and drops a stored count of one or less', () => {
    rememberPagesShown('e1', 'q', 2);
    rememberPagesShown('e1', 'q', 1);
    resetPagesMemory();
    expect(pagesShown('e1', 'q')).toBe(1);
    expect(sessionStorage.getItem('maktabi.searchPages')).toBe('[]');
    sessionStorage.setItem('maktabi.searchPages', '[["e1","q",1],["e2","q",2.5],["e3","q",2]]');
    resetPagesMemory();
    expect(pagesShown('e2', 'q')).toBe(1);
    expect(pagesShown('e3', 'q')).toBe(2);
  });

  it('keeps the ten most recent entries', () => {
    for (let i = 0; i < 11; i += 1) rememberPagesShown(`e${i}`, 'q', 2);
    resetPagesMemory();
    expect(pagesShown('e0', 'q')).toBe(1);
    expect(pagesShown('e1', 'q')).toBe(2);
    expect(pagesShown('e10', 'q')).toBe(2);
  });
});
