import {
  isReorderOf,
  EMPTY_FILTERS,
  activeFilterCount,
  draftFromFilters,
  filtersFromParams,
  filtersKey,
  normalizeAmenities,
  numbersDraftFromParams,
  paramsFromFilters,
  parseAmount,
  readNumbers,
  searchKeyOfParams,
  searchRequestOf,
  syncDraft,
  toSearchFilters,
  withAmenity,
  type NormalizedFilters,
} from '@/domain/searchQuery';

const q = (s: string) => new URLSearchParams(s);

describe('parseAmount', () => {
  it('reads empty as no value', () => {
    expect(parseAmount('')).toEqual({ value: null });
    expect(parseAmount('   ')).toEqual({ value: null });
  });
  it('reads integers, decimals with a comma or a dot, and spaced thousands', () => {
    expect(parseAmount('150').value).toBe(150);
    expect(parseAmount('12,5').value).toBe(12.5);
    expect(parseAmount('12.5').value).toBe(12.5);
    expect(parseAmount('1 500').value).toBe(1500);
    expect(parseAmount('1\u202f500').value).toBe(1500);
    expect(parseAmount('0').value).toBe(0);
  });
  it('flags negatives and non-numbers', () => {
    expect(parseAmount('-5')).toEqual({ value: null, problem: 'negative' });
    expect(parseAmount('abc')).toEqual({ value: null, problem: 'notANumber' });
    expect(parseAmount('1e3')).toEqual({ value: null, problem: 'notANumber' });
    expect(parseAmount('12abc')).toEqual({ value: null, problem: 'notANumber' });
    expect(parseAmount('-')).toEqual({ value: null, problem: 'notANumber' });
  });
});

describe('filtersFromParams', () => {
  it('reads every filter', () => {
    const f = filtersFromParams(
      q(
        'city=F%C3%A8s&spaceType=coworking&minArea=20&minPrice=100&maxPrice=300&amenities=Parking,Wi-Fi+haut+d%C3%A9bit&tri=prix-decroissant',
      ),
    );
    expect(f).toEqual({
      city: 'Fès',
      spaceType: 'coworking',
      minArea: 20,
      minPrice: 100,
      maxPrice: 300,
      amenities: ['Wi-Fi haut débit', 'Parking'],
      sort: 'priceDesc',
    });
  });
  it('reads each order of the results, and newest first for none or an unknown one', () => {
    expect(filtersFromParams(q('tri=prix-croissant')).sort).toBe('priceAsc');
    expect(filtersFromParams(q('tri=prix-decroissant')).sort).toBe('priceDesc');
    expect(filtersFromParams(q('')).sort).toBe('newest');
    expect(filtersFromParams(q('tri=newest')).sort).toBe('newest');
    expect(filtersFromParams(q('tri=priceAsc')).sort).toBe('newest');
    expect(filtersFromParams(q('tri=')).sort).toBe('newest');
  });
  it('gives the empty filters for an empty query', () => {
    expect(filtersFromParams(q(''))).toEqual(EMPTY_FILTERS);
  });
  it('drops unknown types, unknown amenities, invalid and negative numbers', () => {
    const f = filtersFromParams(
      q('spaceType=castle&minArea=-3&minPrice=abc&amenities=Jacuzzi,Parking,Parking'),
    );
    expect(f.spaceType).toBe('');
    expect(f.minArea).toBeNull();
    expect(f.minPrice).toBeNull();
    expect(f.amenities).toEqual(['Parking']);
  });
  it('drops both prices when min > max', () => {
    const f = filtersFromParams(q('minPrice=500&maxPrice=100'));
    expect(f.minPrice).toBeNull();
    expect(f.maxPrice).toBeNull();
  });
  it('trims the city', () => {
    expect(filtersFromParams(q('city=%20%20Rabat%20')).city).toBe('Rabat');
  });
  it('keeps the first 100 characters of a longer place term', () => {
    const long = 'x'.repeat(99) + 'yz';
    expect(filtersFromParams(q(`city=${long}`)).city).toBe('x'.repeat(99) + 'y');
    expect(filtersFromParams(q(`city=${'x'.repeat(100)}`)).city).toHaveLength(100);
    expect(filtersFromParams(q(`city=${'x'.repeat(99)}%20z`)).city).toBe('x'.repeat(99));
  });
});

describe('numbersDraftFromParams', () => {
  it('shows the numbers as the address writes them, trimmed, what the search drops included', () => {
    expect(numbersDraftFromParams(q('minPrice=500&maxPrice=100&minArea=%20abc%20'))).toEqual({
      minArea: 'abc',
      minPrice: '500',
      maxPrice: '100',
    });
    expect(numbersDraftFromParams(q('city=Rabat'))).toEqual({
      minArea: '',
      minPrice: '',
      maxPrice: '',
    });
    // and readNumbers says why they are ignored, as if typed
    expect(
      readNumbers({ city: '', ...numbersDraftFromParams(q('minPrice=500&maxPrice=100')) }),
    ).toMatchObject({ problems: { minPrice: 'minAboveMax', maxPrice: 'minAboveMax' } });
  });
});

describe('paramsFromFilters', () => {
  it('writes a canonical query and leaves empty filters out', () => {
    const f: NormalizedFilters = {
      city: ' Tanger ',
      spaceType: 'individual',
      minArea: null,
      minPrice: 80,
      maxPrice: null,
      amenities: ['Parking', 'Wi-Fi haut débit'],
      sort: 'newest',
    };
    const p = paramsFromFilters(f);
    expect([...p.keys()]).toEqual(['city', 'spaceType', 'minPrice', 'amenities']);
    expect(p.get('city')).toBe('Tanger');
    expect(p.get('amenities')).toBe('Wi-Fi haut débit,Parking');
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });
  it('round-trips through the URL', () => {
    const f: NormalizedFilters = {
      city: 'Fès',
      spaceType: 'meeting-room',
      minArea: 12.5,
      minPrice: 0,
      maxPrice: 900,
      amenities: ['Café/Thé', 'Accès handicapés'],
      sort: 'priceAsc',
    };
    expect(filtersFromParams(q(paramsFromFilters(f).toString()))).toEqual(f);
    const desc = { ...f, sort: 'priceDesc' } as const;
    expect(filtersFromParams(q(paramsFromFilters(desc).toString()))).toEqual(desc);
  });
  it('writes a price order last among the filters, and leaves newest first out', () => {
    const p = paramsFromFilters({ ...EMPTY_FILTERS, city: 'Rabat', sort: 'priceAsc' });
    expect(p.toString()).toBe('city=Rabat&tri=prix-croissant');
    expect(
      paramsFromFilters({ ...EMPTY_FILTERS, sort: 'priceDesc', amenities: ['Parking'] }).toString(),
    ).toBe('amenities=Parking&tri=prix-decroissant');
    expect(paramsFromFilters({ ...EMPTY_FILTERS, city: 'Rabat' }).toString()).toBe('city=Rabat');
  });
  it('does not count the order as a filter', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, sort: 'priceDesc' })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, sort: 'priceAsc', minPrice: 10 })).toBe(1);
  });
  it('gives equal keys to equal filters in any order', () => {
    const a = filtersFromParams(q('amenities=Parking,Imprimante&city=Rabat'));
    const b = filtersFromParams(q('city=Rabat&amenities=Imprimante,Parking'));
    expect(filtersKey(a)).toBe(filtersKey(b));
  });
});

describe('toSearchFilters', () => {
  it('omits an empty city', () => {
    expect(toSearchFilters(EMPTY_FILTERS)).not.toHaveProperty('city');
    expect(toSearchFilters({ ...EMPTY_FILTERS, city: 'Rabat' }).city).toBe('Rabat');
  });
  it('asks for a price order, and for newest first by saying nothing', () => {
    expect(toSearchFilters({ ...EMPTY_FILTERS, sort: 'priceAsc' }).sort).toBe('priceAsc');
    expect(toSearchFilters({ ...EMPTY_FILTERS, sort: 'priceDesc' }).sort).toBe('priceDesc');
    expect(toSearchFilters(EMPTY_FILTERS)).not.toHaveProperty('sort');
  });
});

describe('readNumbers', () => {
  it('keeps valid numbers and explains the others', () => {
    const r = readNumbers({ city: '', minArea: '-4', minPrice: '100', maxPrice: 'x' });
    expect(r.values).toEqual({ minArea: null, minPrice: 100, maxPrice: null });
    expect(r.problems).toEqual({ minArea: 'negative', maxPrice: 'notANumber' });
  });
  it('ignores both prices when min > max', () => {
    const r = readNumbers({ city: '', minArea: '', minPrice: '500', maxPrice: '100' });
    expect(r.values).toEqual({ minArea: null, minPrice: null, maxPrice: null });
    expect(r.problems).toEqual({ minPrice: 'minAboveMax', maxPrice: 'minAboveMax' });
  });
  it('accepts min = max', () => {
    const r = readNumbers({ city: '', minArea: '', minPrice: '200', maxPrice: '200' });
    expect(r.values.minPrice).toBe(200);
    expect(r.problems).toEqual({});
  });
});

describe('syncDraft', () => {
  const base = draftFromFilters(EMPTY_FILTERS);
  it('follows a value that changed in the URL', () => {
    const next = { ...EMPTY_FILTERS, city: 'Rabat', minArea: 30 };
    expect(syncDraft(base, EMPTY_FILTERS, next)).toEqual({ ...base, city: 'Rabat', minArea: '30' });
  });
  it('keeps what is typed when the URL changed something else', () => {
    const draft = { ...base, city: 'Mar', minArea: '-5' };
    const next = { ...EMPTY_FILTERS, amenities: ['Parking'] };
    expect(syncDraft(draft, EMPTY_FILTERS, next)).toEqual(draft);
  });
  it('keeps an invalid entry when the URL drops the value it replaced', () => {
    const draft = { ...base, minArea: '-5' };
    const prev = { ...EMPTY_FILTERS, minArea: 30 };
    expect(syncDraft(draft, prev, EMPTY_FILTERS)).toEqual(draft);
  });
  it('keeps the typed text when it already says what the URL says', () => {
    const draft = { ...base, minPrice: '1 500' };
    expect(syncDraft(draft, EMPTY_FILTERS, { ...EMPTY_FILTERS, minPrice: 1500 })).toEqual(draft);
  });
  it('empties a box when going back to a URL without its value', () => {
    const draft = { ...base, minArea: '30' };
    expect(syncDraft(draft, { ...EMPTY_FILTERS, minArea: 30 }, EMPTY_FILTERS).minArea).toBe('');
  });
});

describe('helpers', () => {
  it('normalizes amenities to the filter order', () => {
    expect(normalizeAmenities(['Parking', ' Wi-Fi haut débit ', 'Inconnu'])).toEqual([
      'Wi-Fi haut débit',
      'Parking',
    ]);
  });
  it('counts active filters beyond the city', () => {
    expect(activeFilterCount({ ...EMPTY_FILTERS, city: 'Rabat' })).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_FILTERS,
        spaceType: 'coworking',
        minArea: 0,
        amenities: ['Parking', 'Imprimante'],
      }),
    ).toBe(4);
  });
});

describe('parseAmount — edge cases', () => {
  it('reads a decimal written without its leading zero', () => {
    expect(parseAmount('.55')).toEqual({ value: 0.55 });
    expect(parseAmount(',5')).toEqual({ value: 0.5 });
    expect(parseAmount('12.')).toEqual({ value: 12 });
  });

  it('flags a number too large to be one', () => {
    expect(parseAmount('9'.repeat(400))).toEqual({ value: null, problem: 'notANumber' });
  });
});

describe('filtersFromParams — lone prices', () => {
  it('keeps a minimum price without a maximum, and a maximum without a minimum', () => {
    expect(filtersFromParams(q('minPrice=500'))).toMatchObject({ minPrice: 500, maxPrice: null });
    expect(filtersFromParams(q('maxPrice=100'))).toMatchObject({ minPrice: null, maxPrice: 100 });
  });

  it('reads an empty amenities parameter as no amenity', () => {
    expect(filtersFromParams(q('amenities=')).amenities).toEqual([]);
  });
});

describe('filtersKey', () => {
  it('is the canonical query string', () => {
    expect(filtersKey({ ...EMPTY_FILTERS, city: 'Fès', minArea: 20 })).toBe(
      'city=F%C3%A8s&minArea=20',
    );
    expect(filtersKey(EMPTY_FILTERS)).toBe('');
  });
});

describe('readNumbers — problems', () => {
  it('names a problem only for the boxes that have one', () => {
    const r = readNumbers({ city: '', minArea: '-4', minPrice: '100', maxPrice: '' });
    expect(r.problems).toStrictEqual({ minArea: 'negative' });
    expect(Object.keys(readNumbers(draftFromFilters(EMPTY_FILTERS)).problems)).toEqual([]);
  });
});

describe('syncDraft — boxes the URL did not change', () => {
  const base = draftFromFilters(EMPTY_FILTERS);

  it('keeps a number typed but not searched yet when the URL changes something else', () => {
    const draft = { ...base, maxPrice: '300' };
    const next = { ...EMPTY_FILTERS, city: 'Rabat' };
    expect(syncDraft(draft, EMPTY_FILTERS, next)).toEqual({ ...draft, city: 'Rabat' });
  });

  it('keeps the typed city when it says what the URL says, spaces aside', () => {
    const draft = { ...base, city: 'Rabat ' };
    const next = { ...EMPTY_FILTERS, city: 'Rabat' };
    expect(syncDraft(draft, EMPTY_FILTERS, next).city).toBe('Rabat ');
  });
});

describe('searchKeyOfParams and searchRequestOf (the page and its early read: one request)', () => {
  const today = '2026-11-25';

  it('gives one key to every spelling of the same search', () => {
    const a = searchKeyOfParams(
      q('minPrice=0100&city=Casablanca&du=2026-12-01&au=2026-12-03'),
      today,
    );
    const b = searchKeyOfParams(
      q('city=Casablanca&du=2026-12-01&au=2026-12-03&minPrice=100'),
      today,
    );
    expect(a).toBe(b);
    expect(a).not.toBe(searchKeyOfParams(q('city=Casablanca&minPrice=100'), today));
  });

  it('turns a key into the first page of the backend search, dates and places included', () => {
    const key = searchKeyOfParams(
      q('city=Rabat&spaceType=individual&minArea=20&du=2026-12-01&au=2026-12-03&places=3'),
      today,
    );
    expect(searchRequestOf(key, today)).toEqual({
      filters: {
        city: 'Rabat',
        spaceType: 'individual',
        minArea: 20,
        minPrice: null,
        maxPrice: null,
        amenities: [],
        dates: { from: '2026-12-01', to: '2026-12-03' },
        places: 3,
      },
      pageSize: 20,
      cursor: null,
    });
  });

  it('asks for the next page from a cursor, with no dates when the search has none', () => {
    const request = searchRequestOf(searchKeyOfParams(q(''), today), today, 'c-20');
    expect(request.cursor).toBe('c-20');
    expect(request.filters.dates).toBeNull();
    expect(request.filters.places).toBe(1);
    expect(request.filters).not.toHaveProperty('city');
  });
});

describe('isReorderOf', () => {
  const casa = 'city=Casablanca&spaceType=&minArea=&minPrice=&maxPrice=&amenities=';
  it('is another order of the same results: only `tri` differs', () => {
    expect(isReorderOf(`${casa}&tri=prix-croissant`, casa)).toBe(true);
    expect(isReorderOf(casa, `${casa}&tri=prix-croissant`)).toBe(true);
    expect(isReorderOf(`${casa}&tri=prix-decroissant`, `${casa}&tri=prix-croissant`)).toBe(true);
    // where the order sits in the key does not matter
    expect(isReorderOf(`tri=prix-croissant&${casa}`, casa)).toBe(true);
  });
  it('is not the same key, nor another search', () => {
    expect(isReorderOf(casa, casa)).toBe(false);
    expect(isReorderOf(`${casa}&tri=prix-croissant`, `${casa}&tri=prix-croissant`)).toBe(false);
    expect(isReorderOf(casa.replace('Casablanca', 'Rabat'), casa)).toBe(false);
    expect(
      isReorderOf(`${casa.replace('minPrice=', 'minPrice=300')}&tri=prix-croissant`, casa),
    ).toBe(false);
    expect(isReorderOf(`${casa}&du=2027-01-04&au=2027-01-08`, casa)).toBe(false);
  });
});

describe('withAmenity', () => {
  it('adds an amenity ticked, once', () => {
    expect(withAmenity(['Parking'], 'Climatisation', true)).toEqual(['Parking', 'Climatisation']);
    expect(withAmenity(['Parking', 'Climatisation'], 'Parking', true)).toEqual([
      'Parking',
      'Climatisation',
    ]);
    expect(withAmenity([], 'Parking', true)).toEqual(['Parking']);
  });

  it('removes an amenity unticked, and leaves the others', () => {
    expect(withAmenity(['Parking', 'Climatisation'], 'Parking', false)).toEqual(['Climatisation']);
    expect(withAmenity(['Climatisation'], 'Parking', false)).toEqual(['Climatisation']);
  });

  it('never changes the list it is given', () => {
    const amenities = ['Parking'];
    withAmenity(amenities, 'Parking', true).push('x');
    withAmenity(amenities, 'Climatisation', true);
    withAmenity(amenities, 'Parking', false);
    expect(amenities).toEqual(['Parking']);
  });
});
