import { mapShown, rememberMapShown, resetMapMemory } from '@/features/listings/mapMemory';
import { pagesShown, rememberPagesShown, resetPagesMemory } from '@/features/listings/pagesShown';
import { sessionEntries } from '@/lib/sessionEntries';

const positive = ([n]: unknown[]) => (typeof n === 'number' && n > 0 ? n : undefined);

afterEach(() => {
  sessionStorage.clear();
  resetPagesMemory();
  resetMapMemory();
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

  it('remembers a value among the most recent, forgets undefined, and writes only a change', () => {
    const store = sessionEntries('k', positive, (n) => [n]);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const same = (a: number, b: number) => a === b;
    store.remember('a', 1, same, 2);
    store.remember('b', 2, same, 2);
    expect(sessionStorage.getItem('k')).toBe('[["a",1],["b",2]]');
    store.remember('a', 1, same, 2); // the same value: nothing written, nor moved
    expect(setItem).toHaveBeenCalledTimes(2);
    store.remember('a', 3, same, 2); // a change: the most recent now
    expect(sessionStorage.getItem('k')).toBe('[["b",2],["a",3]]');
    store.remember('c', 4, same, 2); // beyond the two most recent: the oldest goes
    expect(sessionStorage.getItem('k')).toBe('[["a",3],["c",4]]');
    store.remember('a', undefined, same, 2);
    expect(sessionStorage.getItem('k')).toBe('[["c",4]]');
    store.remember('z', undefined, same, 2); // nothing to forget: nothing written
    expect(setItem).toHaveBeenCalledTimes(5);
    store.reset();
    expect([...store.entries()]).toEqual([['c', 4]]);
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

describe('mapShown', () => {
  const area = { west: -7.66, south: 33.57, east: -7.6, north: 33.6 };

  it('is kept per entry and search, and survives a reload', () => {
    rememberMapShown('e1', 'city=Rabat', { view: 'map', bounds: area });
    rememberMapShown('e2', 'city=Fès', { view: 'map', bounds: null });
    rememberMapShown('e3', 'city=Fès', { view: 'list', bounds: area });
    resetMapMemory(); // a reload
    expect(mapShown('e1', 'city=Rabat')).toEqual({ view: 'map', bounds: area });
    expect(mapShown('e2', 'city=Fès')).toEqual({ view: 'map', bounds: null });
    expect(mapShown('e3', 'city=Fès')).toEqual({ view: 'list', bounds: area });
    // the entry showed another search, or nothing was remembered
    expect(mapShown('e1', 'city=Fès')).toBeNull();
    expect(mapShown('e4', 'city=Rabat')).toBeNull();
  });

  it('forgets an entry back to the list of all results, and stores nothing for it', () => {
    rememberMapShown('e1', 'q', { view: 'list', bounds: null });
    expect(sessionStorage.getItem('maktabi.searchMap')).toBeNull();
    rememberMapShown('e1', 'q', { view: 'map', bounds: area });
    expect(sessionStorage.getItem('maktabi.searchMap')).toBe(
      '[["e1","q","map",-7.66,33.57,-7.6,33.6]]',
    );
    rememberMapShown('e1', 'q', { view: 'list', bounds: null });
    resetMapMemory();
    expect(mapShown('e1', 'q')).toBeNull();
    expect(sessionStorage.getItem('maktabi.searchMap')).toBe('[]');
  });

  it('drops a stored entry it cannot trust', () => {
    sessionStorage.setItem(
      'maktabi.searchMap',
      JSON.stringify([
        ['e1', 'q', 'carte'],
        ['e2', 'q', 'map', -7.66, 33.57, -7.6],
        ['e3', 'q', 'map', -7.66, '33.57', -7.6, 33.6],
        ['e4', 'q', 'map', -7.66, 33.6, -7.6, 33.57],
        ['e5', 'q', 'map', -7.66, 33.57, -7.6, 33.6, 0],
        ['e6', 'q', 'map', -7.66, 33.57, -7.6, 33.6],
        ['e7', 'q', 'list'],
      ]),
    );
    for (const entry of ['e1', 'e2', 'e3', 'e4', 'e5']) expect(mapShown(entry, 'q')).toBeNull();
    expect(mapShown('e6', 'q')).toEqual({ view: 'map', bounds: area });
    expect(mapShown('e7', 'q')).toEqual({ view: 'list', bounds: null });
  });

  it('writes sessionStorage only when what an entry shows changes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    rememberMapShown('e1', 'q', { view: 'map', bounds: area });
    rememberMapShown('e1', 'q', { view: 'map', bounds: { ...area } });
    expect(setItem).toHaveBeenCalledTimes(1);
    rememberMapShown('e1', 'q', { view: 'map', bounds: { ...area, north: 33.61 } });
    rememberMapShown('e1', 'q2', { view: 'map', bounds: { ...area, north: 33.61 } });
    expect(setItem).toHaveBeenCalledTimes(3);
  });

  it('keeps the fifty most recent entries', () => {
    for (let i = 0; i < 51; i += 1) rememberMapShown(`e${i}`, 'q', { view: 'map', bounds: null });
    resetMapMemory();
    expect(mapShown('e0', 'q')).toBeNull();
    expect(mapShown('e1', 'q')).toEqual({ view: 'map', bounds: null });
    expect(mapShown('e50', 'q')).toEqual({ view: 'map', bounds: null });
  });
});
