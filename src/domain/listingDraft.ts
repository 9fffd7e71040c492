/**
 * The new-listing form's values turned into what the backend stores (pure, no React).
 * The form is validated by src/features/host/listingSchema.ts first; this only shapes.
 */
import { isSharedSpace } from './availability';
import { STREET_MAX_LENGTH } from './limits';
import { MOROCCAN_PLACES, isPlaceAddressOf } from './places';
import {
  ADDITIONAL_EQUIPMENT,
  STANDARD_AMENITIES,
  type Coordinates,
  type InternetType,
  type ListingInput,
  type ListingLocation,
  type ParkingType,
  type SpaceType,
} from './types';

/** Most photos a host can attach to a new listing. */
export const MAX_LISTING_PHOTOS = 10;

/** A place chosen in the place finder (offline list or Google). */
export interface ChosenPlace {
  /** The place's full address, e.g. "Maârif, Casablanca, Maroc". */
  address: string;
  city: string;
  coordinates: Coordinates | null;
}

/** The validated form values (output of listingSchema). */
export interface ListingDraft {
  title: string;
  description: string;
  spaceType: SpaceType;
  customSpaceType?: string | null;
  place: ChosenPlace;
  /** Optional street and number, written before the chosen place. */
  street?: string | null;
  area: number;
  floor: number;
  hasElevator: boolean;
  isAccessible: boolean;
  workstations: number;
  /** Places bookable per day (coworking and open-space only; default: the workstations). */
  places?: number | null;
  internetType: InternetType;
  parkingAvailable: boolean;
  parkingType?: ParkingType | null;
  minimumDuration: number;
  pricePerDay: number;
  pricePerMonth: number;
  amenities?: readonly string[] | null;
  additionalEquipment?: readonly string[] | null;
}

/**
 * Whether the prices typed look swapped or mistyped: a month cheaper than a day (« 500 » a day,
 * « 100 » a month). Only a warning under the form's monthly price (src/features/host/
 * ListingFormSections.tsx): nothing forbids it, and a price change goes online without review.
 * False while either price is not a positive number yet.
 */
export function isMonthBelowDay(pricePerDay: unknown, pricePerMonth: unknown): boolean {
  return (
    typeof pricePerDay === 'number' &&
    typeof pricePerMonth === 'number' &&
    pricePerMonth > 0 &&
    pricePerMonth < pricePerDay
  );
}

/** "27 Boulevard d'Anfa" + "Maârif, Casablanca, Maroc" → "27 Boulevard d'Anfa, Maârif, Casablanca, Maroc". */
export function composeAddress(street: string | null | undefined, placeAddress: string): string {
  const s = (street ?? '').trim().replace(/[\s,]+$/, '');
  const p = placeAddress.trim();
  // The host may have typed the district again: do not repeat what the place already says.
  // (No street at all is the same case: every address starts with "".)
  if (p.toLowerCase().startsWith(s.toLowerCase())) return p;
  return `${s}, ${p}`;
}

/** A stored location as the form's two fields: the chosen place and the street before it. */
export interface SplitAddress {
  place: ChosenPlace;
  street: string;
}

/**
 * The end of `address` that is the place of `city` ("[district, ]city[, country]"), the longest
 * one (the whole address included), or null when no end of it reads as one.
 */
function placeEnd(address: string, city: string): string | null {
  if (isPlaceAddressOf(address, city)) return address;
  // Stryker disable next-line StringLiteral: from 0, the first end tried is the address less
  // its first two characters, which splitAddress's recomposition check always refuses
  for (let i = address.indexOf(', '); i !== -1; i = address.indexOf(', ', i + 1)) {
    const end = address.slice(i + 2);
    if (isPlaceAddressOf(end, city)) return end;
  }
  return null;
}

/**
 * A stored location turned back into the form's place and street: the inverse of
 * composeAddress, for the edit form. The place keeps the stored city and coordinates, its
 * address is the end of the stored one and the street what comes before, so that
 * composeAddress(street, place.address) gives the stored address back: a listing saved
 * untouched keeps it, and no street is added twice.
 *
 * - Written with the offline finder: exact. Its place's coordinates are stored as they are and
 *   the address ends with its place's ("12 Rue X, Guéliz, Marrakech, Maroc" at Guéliz's
 *   coordinates → "12 Rue X" and "Guéliz, Marrakech, Maroc"), even when the street itself ends
 *   with a district.
 * - Otherwise (the Google finder, the seed, older listings), where the place ends is not stored:
 *   the longest end that reads as a place of the city (isPlaceAddressOf) is taken as the place,
 *   and what comes before as the street, a Google address's own street included
 *   ("12, Rue Y, Marrakech 40000, Maroc" → "12, Rue Y" and "Marrakech 40000, Maroc").
 * - No such end, or a street longer than the form takes: the whole address as the place and no
 *   street, as stored.
 */
export function splitAddress(location: ListingLocation): SplitAddress {
  const { address, city, coordinates } = location;
  const placeOf = (placeAddress: string): ChosenPlace => ({
    address: placeAddress,
    city,
    coordinates: coordinates ? { lat: coordinates.lat, lng: coordinates.lng } : null,
  });
  const whole: SplitAddress = { place: placeOf(address), street: '' };
  const chosen =
    coordinates &&
    MOROCCAN_PLACES.find(
      (p) =>
        p.city === city &&
        p.coordinates.lat === coordinates.lat &&
        p.coordinates.lng === coordinates.lng &&
        address.endsWith(`, ${p.address}`),
    );
  const end = chosen ? chosen.address : placeEnd(address, city);
  if (end === null || end === address) return whole;
  const street = address.slice(0, address.length - end.length - 2);
  // (a street the form would refuse, or one composeAddress would not write back as it is)
  if (street.length > STREET_MAX_LENGTH || composeAddress(street, end) !== address) return whole;
  return { place: placeOf(end), street };
}

/** The selected values of `allowed`, in the order of `allowed`, without duplicates or strangers. */
export function pickInOrder(
  allowed: readonly string[],
  selected: readonly string[] | null | undefined,
): string[] {
  const set = new Set(selected); // new Set(null) and new Set(undefined) are empty
  return allowed.filter((a) => set.has(a));
}

/**
 * The standard amenities that say what a field of the form says (spec §3: `parking.available`,
 * `isAccessible`): the listing page shows both, so they go together. The form ticks one with
 * the other (ListingDetailsSection, AmenitiesSections) and the saved listing follows the field.
 */
export const FIELD_AMENITIES = {
  parkingAvailable: 'Parking',
  isAccessible: 'Accès handicapés',
} as const satisfies Record<string, (typeof STANDARD_AMENITIES)[number]>;
export type AmenityField = keyof typeof FIELD_AMENITIES;

/** The field an amenity follows (FIELD_AMENITIES), or null. */
export function fieldOfAmenity(amenity: string): AmenityField | null {
  const fields = Object.keys(FIELD_AMENITIES) as AmenityField[];
  return fields.find((f) => FIELD_AMENITIES[f] === amenity) ?? null;
}

/** `amenities` with each field's amenity in when its field is true, out when it is false. */
export function amenitiesFollowingFields(
  amenities: readonly string[] | null | undefined,
  fields: Record<AmenityField, boolean>,
): string[] {
  const linked = new Set<string>(Object.values(FIELD_AMENITIES));
  const others = (amenities ?? []).filter((a) => !linked.has(a));
  const on = (Object.keys(FIELD_AMENITIES) as AmenityField[])
    .filter((f) => fields[f])
    .map((f) => FIELD_AMENITIES[f]);
  return [...others, ...on];
}

/** The ListingInput the backend expects (photos are added after the upload). */
export function buildListingInput(draft: ListingDraft): ListingInput {
  const custom = (draft.customSpaceType ?? '').trim();
  const parking: ListingInput['parking'] =
    draft.parkingAvailable && draft.parkingType
      ? { available: true, type: draft.parkingType }
      : { available: false };
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    location: {
      address: composeAddress(draft.street, draft.place.address),
      city: draft.place.city,
      coordinates: draft.place.coordinates
        ? { lat: draft.place.coordinates.lat, lng: draft.place.coordinates.lng }
        : null,
    },
    amenities: pickInOrder(
      STANDARD_AMENITIES,
      amenitiesFollowingFields(draft.amenities, {
        parkingAvailable: parking.available,
        isAccessible: draft.isAccessible,
      }),
    ),
    additionalEquipment: pickInOrder(ADDITIONAL_EQUIPMENT, draft.additionalEquipment),
    pricePerDay: draft.pricePerDay,
    pricePerMonth: draft.pricePerMonth,
    spaceType: draft.spaceType,
    customSpaceType: draft.spaceType === 'other' && custom ? custom : null,
    area: draft.area,
    floor: draft.floor,
    hasElevator: draft.hasElevator,
    isAccessible: draft.isAccessible,
    workstations: draft.workstations,
    places: isSharedSpace(draft.spaceType) ? (draft.places ?? draft.workstations) : 1,
    parking,
    internetType: draft.internetType,
    minimumDuration: draft.minimumDuration,
  };
}

interface AddressComponent {
  long_name: string;
  types: readonly string[];
}

/** The city of a geocoding result: its 'locality', else its 'postal_town'; null when absent. */
export function cityFromAddressComponents(
  components: readonly AddressComponent[] | undefined,
): string | null {
  if (!components) return null;
  for (const type of ['locality', 'postal_town']) {
    const c = components.find((x) => x.types.includes(type));
    if (c && c.long_name.trim()) return c.long_name.trim();
  }
  return null;
}
