/**
 * The search page's filters <-> its URL query (?city=&spaceType=&minArea=&minPrice=&maxPrice=
 * &amenities=a,b&tri=&du=&au=&places=), and the text the person types in the numeric boxes. Pure: no React.
 *
 * The URL only ever holds valid filters, in one canonical form, so that a search is shareable
 * and back/forward restores it. What is typed but invalid (a negative area, min > max...) stays
 * in the box (the "draft") with a message, and is ignored by the search.
 */
import { checkDateRange, parsePlaces, type DateRangeProblem, type Today } from './dateSearch';
import { SEARCH_PAGE_SIZE } from './search';
import {
  SEARCH_AMENITIES,
  SPACE_TYPES,
  type SearchFilters,
  type SearchSort,
  type SpaceType,
} from './types';

export const SEARCH_PARAMS = {
  city: 'city',
  spaceType: 'spaceType',
  minArea: 'minArea',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  amenities: 'amenities',
  sort: 'tri',
} as const;

/**
 * How the address writes each order of the results; newest first, the spec's order, is written
 * by leaving `tri` out.
 */
export const SORT_PARAM_VALUES: Record<Exclude<SearchSort, 'newest'>, string> = {
  priceAsc: 'prix-croissant',
  priceDesc: 'prix-decroissant',
};

/** The order an address's `tri` names; newest first for none or one it does not know. */
export function sortFromParam(value: string | null): SearchSort {
  const found = (Object.keys(SORT_PARAM_VALUES) as (keyof typeof SORT_PARAM_VALUES)[]).find(
    (sort) => SORT_PARAM_VALUES[sort] === value,
  );
  return found ?? 'newest';
}

/**
 * The longest place term a search keeps (the box stops there; a longer one in an address is cut):
 * the longest Moroccan place names are far shorter, and the count line repeats the term.
 */
export const SEARCH_TERM_MAX_LENGTH = 100;

export const NUMBER_FIELDS = ['minArea', 'minPrice', 'maxPrice'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** Why a typed number is ignored. */
export type NumberProblem = 'notANumber' | 'negative' | 'minAboveMax';

/** The text boxes of the search form, as typed. */
export interface SearchDraft {
  city: string;
  minArea: string;
  minPrice: string;
  maxPrice: string;
}

/** Filters in their canonical form: every key present, empty values as '' / null / []. */
export interface NormalizedFilters {
  city: string;
  spaceType: SpaceType | '';
  minArea: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  amenities: string[];
  /** The results' order (not a filter: activeFilterCount leaves it out). */
  sort: SearchSort;
}

/**
 * A change of filters: the fields it sets, or how to get them from the filters it builds on
 * (src/features/listings/useSearchQuery.ts: those of the last address asked for).
 */
export type FiltersPatch =
  Partial<NormalizedFilters> | ((current: NormalizedFilters) => Partial<NormalizedFilters>);

/** The amenities with `amenity` ticked or not (the address lists them in the boxes' order). */
export function withAmenity(
  amenities: readonly string[],
  amenity: string,
  ticked: boolean,
): string[] {
  if (ticked) return amenities.includes(amenity) ? [...amenities] : [...amenities, amenity];
  return amenities.filter((a) => a !== amenity);
}

export const EMPTY_FILTERS: NormalizedFilters = {
  city: '',
  spaceType: '',
  minArea: null,
  minPrice: null,
  maxPrice: null,
  amenities: [],
  sort: 'newest',
};

/**
 * A non-negative amount typed by a person: "" is no value; "1 500", "12,5" and "12.5" are
 * read; anything else is a problem.
 */
export function parseAmount(text: string): {
  value: number | null;
  problem?: Exclude<NumberProblem, 'minAboveMax'>;
} {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return { value: null };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) return { value: null, problem: 'notANumber' };
  const n = Number(compact);
  if (!Number.isFinite(n)) return { value: null, problem: 'notANumber' };
  if (n < 0) return { value: null, problem: 'negative' };
  return { value: n };
}

/** Known amenities only, without duplicates, in the order of the filter's checkboxes. */
export function normalizeAmenities(values: readonly string[]): string[] {
  const chosen = new Set(values.map((v) => v.trim()));
  return SEARCH_AMENITIES.filter((a) => chosen.has(a));
}

/**
 * The min/max price pair: when both are set and min > max the pair contradicts itself, so
 * both are ignored (we cannot tell which one the person meant to change).
 */
function checkPriceRange(min: number | null, max: number | null): boolean {
  // This first test is there for the reader: without it, null <= max is 0 <= max, true as well
  // for the non-negative amounts parseAmount gives.
  // Stryker disable next-line ConditionalExpression: equivalent mutant (if (false)), see above
  if (min === null) return true;
  return max === null || min <= max;
}

/** Filters read from the URL; anything invalid or unknown in it is dropped. */
export function filtersFromParams(params: URLSearchParams): NormalizedFilters {
  const num = (key: string) => {
    const raw = params.get(key);
    return raw === null ? null : parseAmount(raw).value;
  };
  const spaceType = params.get(SEARCH_PARAMS.spaceType);
  const amenities = params.get(SEARCH_PARAMS.amenities);
  let minPrice = num(SEARCH_PARAMS.minPrice);
  let maxPrice = num(SEARCH_PARAMS.maxPrice);
  if (!checkPriceRange(minPrice, maxPrice)) {
    minPrice = null;
    maxPrice = null;
  }
  return {
    city: (params.get(SEARCH_PARAMS.city) ?? '').slice(0, SEARCH_TERM_MAX_LENGTH).trim(),
    spaceType: SPACE_TYPES.find((type) => type === spaceType) ?? '',
    minArea: num(SEARCH_PARAMS.minArea),
    minPrice,
    maxPrice,
    amenities: amenities ? normalizeAmenities(amenities.split(',')) : [],
    sort: sortFromParam(params.get(SEARCH_PARAMS.sort)),
  };
}

/** The canonical URL query of some filters (empty ones left out, fixed key order). */
export function paramsFromFilters(filters: NormalizedFilters): URLSearchParams {
  const params = new URLSearchParams();
  const city = filters.city.trim();
  if (city) params.set(SEARCH_PARAMS.city, city);
  if (filters.spaceType) params.set(SEARCH_PARAMS.spaceType, filters.spaceType);
  for (const key of NUMBER_FIELDS) {
    const v = filters[key];
    if (v !== null) params.set(SEARCH_PARAMS[key], String(v));
  }
  const amenities = normalizeAmenities(filters.amenities);
  if (amenities.length > 0) params.set(SEARCH_PARAMS.amenities, amenities.join(','));
  if (filters.sort !== 'newest') params.set(SEARCH_PARAMS.sort, SORT_PARAM_VALUES[filters.sort]);
  return params;
}

/** A stable key of some filters: equal keys, equal searches. */
export function filtersKey(filters: NormalizedFilters): string {
  return paramsFromFilters(filters).toString();
}

/** What the backend's searchListings expects. */
export function toSearchFilters(filters: NormalizedFilters): SearchFilters {
  return {
    ...(filters.city ? { city: filters.city } : {}),
    spaceType: filters.spaceType,
    minArea: filters.minArea,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    amenities: filters.amenities,
    // left out when newest first, so that the spec's search asks for what it always did
    ...(filters.sort !== 'newest' ? { sort: filters.sort } : {}),
  };
}

const amountText = (n: number | null) => (n === null ? '' : String(n));

/**
 * The number boxes on arrival, as the address writes them: a value the search cannot use
 * ("abc", a minimum above the maximum) is shown in its box with its problem (readNumbers), as
 * if typed, rather than dropped without a word, as the dates are (draftFromParams).
 */
export function numbersDraftFromParams(params: URLSearchParams): Pick<SearchDraft, NumberField> {
  const read = (key: NumberField) => (params.get(SEARCH_PARAMS[key]) ?? '').trim();
  return { minArea: read('minArea'), minPrice: read('minPrice'), maxPrice: read('maxPrice') };
}

/** The text boxes showing some filters. */
export function draftFromFilters(filters: NormalizedFilters): SearchDraft {
  return {
    city: filters.city,
    minArea: amountText(filters.minArea),
    minPrice: amountText(filters.minPrice),
    maxPrice: amountText(filters.maxPrice),
  };
}

export interface ReadNumbers {
  values: Pick<NormalizedFilters, NumberField>;
  problems: Partial<Record<NumberField, NumberProblem>>;
}

/** The numeric boxes as filters: valid values, and why the others are ignored. */
export function readNumbers(draft: SearchDraft): ReadNumbers {
  const problems: ReadNumbers['problems'] = {};
  const values = {} as ReadNumbers['values'];
  for (const key of NUMBER_FIELDS) {
    const { value, problem } = parseAmount(draft[key]);
    values[key] = value;
    if (problem) problems[key] = problem;
  }
  if (!checkPriceRange(values.minPrice, values.maxPrice)) {
    values.minPrice = null;
    values.maxPrice = null;
    problems.minPrice = 'minAboveMax';
    problems.maxPrice = 'minAboveMax';
  }
  return { values, problems };
}

/**
 * The draft after the URL went from `prev` to `next` (back/forward, a link, a reset...).
 * A box follows the URL only when its own value changed there AND the box does not already
 * say so, so an invalid or half-typed entry is never wiped by an unrelated change.
 */
export function syncDraft(
  draft: SearchDraft,
  prev: NormalizedFilters,
  next: NormalizedFilters,
): SearchDraft {
  const result = { ...draft };
  if (prev.city !== next.city && draft.city.trim() !== next.city) result.city = next.city;
  const typed = readNumbers(draft).values;
  for (const key of NUMBER_FIELDS) {
    if (prev[key] !== next[key] && typed[key] !== next[key]) result[key] = amountText(next[key]);
  }
  return result;
}

/** Whether any filter beyond the city is set. */
export function activeFilterCount(filters: NormalizedFilters): number {
  return (
    (filters.spaceType ? 1 : 0) +
    NUMBER_FIELDS.filter((k) => filters[k] !== null).length +
    filters.amenities.length
  );
}

// ---- Dates and places (?du=YYYY-MM-DD&au=YYYY-MM-DD&places=n) -----------------------------------

export const DATE_PARAMS = { from: 'du', to: 'au', places: 'places' } as const;

/** The dates and places of a search, canonical: both days or neither ('' ), places 1..50. */
export interface DateFilters {
  from: string;
  to: string;
  places: number;
}

export const EMPTY_DATES: DateFilters = { from: '', to: '', places: 1 };

/** The date and places boxes, as typed. */
export interface DatesDraft {
  from: string;
  to: string;
  places: string;
}

/**
 * Dates and places read from the URL: a range that is not searchable on `today` (one day
 * missing, Au before Du, in the past, longer than the maximum) is dropped whole; places that
 * are not a whole number 1..50 count as 1.
 */
export function datesFromParams(params: URLSearchParams, today: Today): DateFilters {
  // A missing parameter reads as '' (no value). Any other text would do as well: a range with
  // a side missing or unreadable is dropped the same way, and unreadable places count as 1.
  // Stryker disable next-line StringLiteral: equivalent mutants, see above
  const read = (key: string) => (params.get(key) ?? '').trim();
  const from = read(DATE_PARAMS.from);
  const to = read(DATE_PARAMS.to);
  const ok = checkDateRange(from, to, today) === null;
  return {
    from: ok ? from : '',
    to: ok ? to : '',
    places: parsePlaces(read(DATE_PARAMS.places)).value,
  };
}

/** Sets the dates (du, au) and places (left out when 1) of a search on `params`. */
function setDates(params: URLSearchParams, dates: DateFilters): URLSearchParams {
  if (dates.from && dates.to) {
    params.set(DATE_PARAMS.from, dates.from);
    params.set(DATE_PARAMS.to, dates.to);
  }
  if (dates.places !== 1) params.set(DATE_PARAMS.places, String(dates.places));
  return params;
}

/** The filters' canonical query followed by the dates (du, au) and places (left out when 1). */
export function paramsFromSearch(filters: NormalizedFilters, dates: DateFilters): URLSearchParams {
  return setDates(paramsFromFilters(filters), dates);
}

/**
 * What a search result's link carries to its listing: the search's dates and places only
 * ("?du=2026-12-10&au=2026-12-12&places=3", or "" for a search without them), which the
 * listing's booking panel starts from (datesFromParams).
 */
export function datesQuery(dates: DateFilters): string {
  const query = setDates(new URLSearchParams(), dates).toString();
  return query ? `?${query}` : '';
}

/** A stable key of a whole search (filters, dates, places): equal keys, equal searches. */
export function searchKey(filters: NormalizedFilters, dates: DateFilters): string {
  return paramsFromSearch(filters, dates).toString();
}

/** What the backend's searchListings expects, dates and places included. */
export function toSearchFiltersWithDates(
  filters: NormalizedFilters,
  dates: DateFilters,
): SearchFilters {
  return {
    ...toSearchFilters(filters),
    dates: dates.from && dates.to ? { from: dates.from, to: dates.to } : null,
    places: dates.places,
  };
}

export function draftFromDates(dates: DateFilters): DatesDraft {
  return { from: dates.from, to: dates.to, places: dates.places === 1 ? '' : String(dates.places) };
}

/**
 * The date boxes on arriving at an address: its du, au and places as written, so that a value
 * the search cannot use (a shared link with « places=999 », Au before Du) is in its box with its
 * problem (readDates), as if typed, rather than dropped without a word. One place is the empty
 * box, as draftFromDates has it.
 */
export function draftFromParams(params: URLSearchParams): DatesDraft {
  const read = (key: string) => (params.get(key) ?? '').trim();
  const places = read(DATE_PARAMS.places);
  return {
    from: read(DATE_PARAMS.from),
    to: read(DATE_PARAMS.to),
    places: places === '1' ? '' : places,
  };
}

export interface ReadDates {
  /** What the search may use of the boxes (an unsearchable range: no dates). */
  values: DateFilters;
  range: DateRangeProblem | null;
  placesInvalid: boolean;
}

/** The date and places boxes as a search: valid values, and why the others are ignored. */
export function readDates(draft: DatesDraft, today: string): ReadDates {
  const range = checkDateRange(draft.from, draft.to, today);
  const places = parsePlaces(draft.places);
  return {
    values: {
      from: range === null ? draft.from : '',
      to: range === null ? draft.to : '',
      places: places.value,
    },
    range,
    placesInvalid: places.invalid,
  };
}

/**
 * The date boxes after the URL went from `prev` to `next`: like syncDraft, a box follows the URL
 * only when its value changed there and what the box searches (readDates) does not already say
 * so; dates typed but ignored (Au before Du...) are not wiped when the URL drops its range.
 */
export function syncDatesDraft(
  draft: DatesDraft,
  prev: DateFilters,
  next: DateFilters,
  today: string,
): DatesDraft {
  const result = { ...draft };
  const typed = readDates(draft, today).values;
  if (prev.from !== next.from && typed.from !== next.from) result.from = next.from;
  if (prev.to !== next.to && typed.to !== next.to) result.to = next.to;
  if (prev.places !== next.places && typed.places !== next.places) {
    result.places = draftFromDates(next).places;
  }
  return result;
}

/**
 * Whether two search keys ask for the same results in another order: they differ, by their
 * `tri` only. The results map keeps the area the user moved it to across such a change
 * (src/features/listings/useMapArea.ts), as it does not across a new search.
 */
export function isReorderOf(key: string, previous: string): boolean {
  const unordered = (k: string) => {
    const params = new URLSearchParams(k);
    params.delete(SEARCH_PARAMS.sort);
    return params.toString();
  };
  return key !== previous && unordered(key) === unordered(previous);
}

/** The key of the search an address asks for (useSearchQuery's, from the same parts). */
export function searchKeyOfParams(params: URLSearchParams, today: Today): string {
  return searchKey(filtersFromParams(params), datesFromParams(params, today));
}

/**
 * The backend request for one page of the results of a search key (useSearchResults, and the
 * early read of the first page: src/app/earlyReads.ts): the same object for the same key.
 */
export function searchRequestOf(key: string, today: Today, cursor: string | null = null) {
  const params = new URLSearchParams(key);
  const filters = toSearchFiltersWithDates(
    filtersFromParams(params),
    datesFromParams(params, today),
  );
  return { filters, pageSize: SEARCH_PAGE_SIZE, cursor };
}
