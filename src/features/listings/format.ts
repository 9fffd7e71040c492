/**
 * French display text of listings and search results. Pure (no React): unit-tested in
 * tests/unit/listingsFormat.test.ts.
 */
import { formatNumber, formatShortDay, formatShortDayYear } from '@/domain/format';
import { averageText } from '@/domain/reviews';
import { resolvePlaceTerm } from '@/domain/placeKeys';
import { namesPlace } from '@/domain/text';
import type { Listing } from '@/domain/types';
import { labels } from '@/i18n/fr/common';
import { listingsText as tx } from '@/i18n/fr/listings';
import { searchDatesText as dx } from '@/i18n/fr/searchDates';
import { t } from '@/i18n/t';

export { t };
/** Pure, in src/domain so that other features can use it too. */
export { addressLine } from '@/domain/format';

/**
 * A listing page's title: "Bureau calme à Rabat", the title alone when it names its city, and
 * "Open-space face à l'océan à Aïn Diab (Casablanca)" when its title already says « à »: not
 * « … à Aïn Diab à Casablanca ».
 */
export function listingPageTitle(listing: Pick<Listing, 'title' | 'location'>): string {
  const { city } = listing.location;
  if (namesPlace(listing.title, city)) return listing.title;
  const placed = /\sà\s/i.test(listing.title);
  return t(placed ? tx.listingTitleInCity : tx.listingTitleCity, { title: listing.title, city });
}

/** French plural: 0 and 1 take the singular ("0 bureau trouvé", "1 bureau trouvé"). */
export function isFrenchPlural(n: number): boolean {
  return Math.abs(n) >= 2;
}

/**
 * The count line of the search page, spec §2: "N bureau(x) trouvé(s)" + " à {city}".
 *
 * Results come in pages (the search reads at most SEARCH_PAGE_SIZE listings per page, so it
 * never knows the full total without reading the whole catalogue). While more pages exist
 * (`hasMore`), the line shows the number already loaded followed by "+", always in the plural
 * since there are more than that many: "20+ bureaux trouvés". Once the last page is loaded it
 * shows the exact count.
 */
export function formatResultCount(count: number, { hasMore = false, city = '' } = {}): string {
  const n = formatNumber(count);
  const base = hasMore
    ? t(tx.countMore, { n })
    : t(isFrenchPlural(count) ? tx.countMany : tx.countOne, { n });
  const c = city.trim();
  return c ? base + t(tx.countCity, { city: c }) : base;
}

/**
 * The place a search term was understood as, for the count line: "Casablanca" when "Casa" was
 * typed, "Maârif (Casablanca)" for "maarif", the term itself when unknown; '' for no place (a
 * term without letters). See src/domain/placeKeys.ts.
 */
export function understoodPlace(term: string): string {
  const place = resolvePlaceTerm(term);
  return place ? placeName(place) : '';
}

/** A place as the search names it: "Casablanca", "Maârif (Casablanca)". */
export function placeName(place: { name: string; city: string | null }): string {
  return place.city ? t(tx.placeInCity, { place: place.name, city: place.city }) : place.name;
}

/** "À partir de 150 MAD /jour" (spec §2, spacing as written). */
export const fromPerDayText = (l: Pick<Listing, 'pricePerDay'>) =>
  t(tx.fromPerDay, { price: formatNumber(l.pricePerDay) });

/** "3 000 MAD/mois" (spec §2, spacing as written). */
export const perMonthText = (l: Pick<Listing, 'pricePerMonth'>) =>
  t(tx.perMonth, { price: formatNumber(l.pricePerMonth) });

/** "150 MAD /jour" */
export const perDayText = (l: Pick<Listing, 'pricePerDay'>) =>
  t(tx.perDay, { price: formatNumber(l.pricePerDay) });

/** The French label of the space type; for "other", what the host wrote. */
export function spaceTypeText(l: Pick<Listing, 'spaceType' | 'customSpaceType'>): string {
  if (l.spaceType === 'other' && l.customSpaceType?.trim()) return l.customSpaceType.trim();
  return labels.spaceType[l.spaceType] ?? labels.spaceType.other;
}

/** "Étage 3 · avec ascenseur", "Rez-de-chaussée · sans ascenseur". */
export function floorText(l: Pick<Listing, 'floor' | 'hasElevator'>): string {
  const floor = l.floor === 0 ? tx.groundFloor : t(tx.floorValue, { n: formatNumber(l.floor) });
  return `${floor} · ${l.hasElevator ? tx.withElevator : tx.withoutElevator}`;
}

/** "1 jour", "3 jours". */
export function daysText(n: number): string {
  return t(isFrenchPlural(n) ? tx.dayMany : tx.dayOne, { n: formatNumber(n) });
}

/** "Gratuit", "Payant" or "Aucun". */
export function parkingText(l: Pick<Listing, 'parking'>): string {
  if (!l.parking.available) return labels.noParking;
  return l.parking.type ? labels.parkingType[l.parking.type] : tx.parkingAvailable;
}

/** "45 m²" */
export const areaText = (n: number) => t(tx.areaValue, { n: formatNumber(n) });

/** A short meta description from a listing's description. */
export function excerpt(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** "1er" for the first of the month, else the number. */
const dayNumber = (d: number) => (d === 1 ? '1er' : String(d));

/**
 * A range of days, short: { from: "3", to: "7 déc." } in one month, "28 nov." / "3 déc." across
 * months, with the years when they differ from each other or from this year's.
 */
export function dateRangeParts(
  from: string,
  to: string,
  today: string,
): { from: string; to: string } {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const withYear = fy !== ty || fy !== Number(today.slice(0, 4));
  const fmt = withYear ? formatShortDayYear : formatShortDay;
  if (fy === ty && fm === tm && !withYear) return { from: dayNumber(fd), to: fmt(to) };
  return { from: fmt(from), to: fmt(to) };
}

/**
 * The count line of a search by dates: formatResultCount, then ", disponible(s) du 3 au 7 déc."
 * (", disponible(s) le 3 déc." for one day) and " pour N places" when more than one place is
 * wanted.
 */
export function formatDatedResultCount(
  count: number,
  opts: {
    hasMore?: boolean;
    city?: string;
    from: string;
    to: string;
    places: number;
    today: string;
  },
): string {
  const base = formatResultCount(count, { hasMore: opts.hasMore, city: opts.city });
  if (!opts.from || !opts.to) {
    return opts.places > 1 ? base + t(dx.forPlaces, { n: formatNumber(opts.places) }) : base;
  }
  const plural = opts.hasMore || isFrenchPlural(count);
  const range = dateRangeParts(opts.from, opts.to, opts.today);
  const dates =
    opts.from === opts.to
      ? t(plural ? dx.availableManyOneDay : dx.availableOneDay, { day: range.to })
      : t(plural ? dx.availableMany : dx.availableOne, range);
  return base + dates + (opts.places > 1 ? t(dx.forPlaces, { n: formatNumber(opts.places) }) : '');
}

/** "4,6 ★ · 12 avis" once the listing has reviews (issue 15), else null. */
export function ratingText(listing: Pick<Listing, 'ratingSum' | 'ratingCount'>): string | null {
  return averageText({ sum: listing.ratingSum, count: listing.ratingCount });
}
