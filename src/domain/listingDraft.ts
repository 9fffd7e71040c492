/**
 * The new-listing form's values turned into what the backend stores (pure, no React).
 * The form is validated by src/features/host/listingSchema.ts first; this only shapes.
 */
import { isSharedSpace } from './availability';
import {
  ADDITIONAL_EQUIPMENT,
  STANDARD_AMENITIES,
  type Coordinates,
  type InternetType,
  type ListingInput,
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

/** The selected values of `allowed`, in the order of `allowed`, without duplicates or strangers. */
export function pickInOrder(
  allowed: readonly string[],
  selected: readonly string[] | null | undefined,
): string[] {
  const set = new Set(selected); // new Set(null) and new Set(undefined) are empty
  return allowed.filter((a) => set.has(a));
}

/** The ListingInput the backend expects (photos are added after the upload). */
export function buildListingInput(draft: ListingDraft): ListingInput {
  const custom = (draft.customSpaceType ?? '').trim();
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
    amenities: pickInOrder(STANDARD_AMENITIES, draft.amenities),
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
    parking:
      draft.parkingAvailable && draft.parkingType
        ? { available: true, type: draft.parkingType }
        : { available: false },
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
