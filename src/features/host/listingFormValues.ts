/**
 * The listing form's starting values: empty for a new listing, or a stored listing turned back
 * into form values for an edit (the inverse of domain/listingDraft's buildListingInput: the
 * stored address is split back into the chosen place and the street typed before it, by
 * splitAddress).
 */
import { isSharedSpace } from '@/domain/availability';
import { amenitiesFollowingFields, splitAddress } from '@/domain/listingDraft';
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  PARKING_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
  type Listing,
} from '@/domain/types';
import { sameData } from '@/domain/sameData';
import type { ListingFormValues } from './listingSchema';

/** The entries of `stored` that `allowed` lists, typed as its members (a stale one is dropped). */
function known<T extends string>(allowed: readonly T[], stored: readonly string[]): T[] {
  return stored.filter((v): v is T => (allowed as readonly string[]).includes(v));
}

/** A new listing: text empty, the counts at their minimum, nothing ticked, no place. */
export const EMPTY_LISTING_FORM: Partial<ListingFormValues> = {
  title: '',
  description: '',
  customSpaceType: '',
  placeText: '',
  street: '',
  floor: 0,
  workstations: 1,
  minimumDuration: 1,
  hasElevator: false,
  isAccessible: false,
  parkingAvailable: false,
  amenities: [],
  additionalEquipment: [],
};

/** A stored listing as form values (what an edit screen pre-fills the form with). */
export function listingFormValues(
  listing: Omit<Listing, 'id' | 'hostId' | 'hostName' | 'isApproved' | 'createdAt'>,
): ListingFormValues {
  const { place, street } = splitAddress(listing.location);
  return {
    title: listing.title,
    description: listing.description,
    spaceType: listing.spaceType,
    customSpaceType: listing.customSpaceType ?? '',
    place,
    placeText: '',
    street,
    area: listing.area,
    floor: listing.floor,
    hasElevator: listing.hasElevator,
    isAccessible: listing.isAccessible,
    workstations: listing.workstations,
    places: isSharedSpace(listing.spaceType) ? listing.places : undefined,
    internetType: listing.internetType,
    parkingAvailable: listing.parking.available,
    parkingType: listing.parking.available ? listing.parking.type : undefined,
    minimumDuration: listing.minimumDuration,
    pricePerDay: listing.pricePerDay,
    pricePerMonth: listing.pricePerMonth,
    // (a listing saved before December 2026 may say « Parking » without parking: the form opens
    // with what its fields say, as it will save it)
    amenities: known(
      STANDARD_AMENITIES,
      amenitiesFollowingFields(listing.amenities, {
        parkingAvailable: listing.parking.available,
        isAccessible: listing.isAccessible,
      }),
    ),
    additionalEquipment: known(ADDITIONAL_EQUIPMENT, listing.additionalEquipment),
  };
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isMember = <T extends string>(allowed: readonly T[], v: unknown): v is T =>
  isText(v) && (allowed as readonly string[]).includes(v);

const TEXT_FIELDS = ['title', 'description', 'customSpaceType', 'placeText', 'street'] as const;
const NUMBER_FIELDS = [
  'area',
  'floor',
  'workstations',
  'places',
  'minimumDuration',
  'pricePerDay',
  'pricePerMonth',
] as const;
const SWITCH_FIELDS = ['hasElevator', 'isAccessible', 'parkingAvailable'] as const;

function checkedPlace(v: unknown): ListingFormValues['place'] | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const { address, city, coordinates } = v as Record<string, unknown>;
  if (!isText(address) || !isText(city)) return undefined;
  const { lat, lng } = (coordinates ?? {}) as Record<string, unknown>;
  const sound = typeof lat === 'number' && typeof lng === 'number';
  return { address, city, coordinates: sound ? { lat, lng } : null };
}

/**
 * Form values the browser kept (a draft, ./newListingDraft.ts; an interrupted publish,
 * ./publishDraft.ts), checked field by field: a field whose value has its type (a known space
 * type, a finite number...) is kept, anything else is dropped. A stale or altered entry fills
 * what it can and never breaks the form; the schema still checks everything at « Publier ».
 */
export function draftFormValues(stored: unknown): Partial<ListingFormValues> {
  if (!stored || typeof stored !== 'object') return {};
  const s = stored as Record<string, unknown>;
  const out: Partial<ListingFormValues> = {};
  for (const field of TEXT_FIELDS) {
    const v = s[field];
    if (isText(v)) out[field] = v;
  }
  for (const field of NUMBER_FIELDS) {
    const v = s[field];
    if (typeof v === 'number' && Number.isFinite(v)) out[field] = v;
  }
  for (const field of SWITCH_FIELDS) {
    const v = s[field];
    if (typeof v === 'boolean') out[field] = v;
  }
  if (isMember(SPACE_TYPES, s.spaceType)) out.spaceType = s.spaceType;
  if (isMember(INTERNET_TYPES, s.internetType)) out.internetType = s.internetType;
  if (isMember(PARKING_TYPES, s.parkingType)) out.parkingType = s.parkingType;
  if (Array.isArray(s.amenities))
    out.amenities = known(STANDARD_AMENITIES, s.amenities.filter(isText));
  if (Array.isArray(s.additionalEquipment))
    out.additionalEquipment = known(ADDITIONAL_EQUIPMENT, s.additionalEquipment.filter(isText));
  const place = checkedPlace(s.place);
  if (place) out.place = place;
  return out;
}

/** The fields the form hides with `values` (a parking type without parking, a custom type for
 * another type, places for a space rented whole): what they hold is not the host's work. */
function hiddenFields(values: Partial<ListingFormValues>): Set<string> {
  const hidden = new Set<string>();
  if (!values.parkingAvailable) hidden.add('parkingType');
  if (values.spaceType !== 'other') hidden.add('customSpaceType');
  if (!values.spaceType || !isSharedSpace(values.spaceType)) hidden.add('places');
  return hidden;
}

/**
 * Whether `values` hold nothing but a new listing's starting values (nothing worth keeping): text
 * of spaces only counts as empty, and so does what the form hides.
 */
export function isBlankListingForm(values: Partial<ListingFormValues>): boolean {
  const hidden = hiddenFields(values);
  return Object.entries(values).every(([field, v]: [string, unknown]) => {
    if (hidden.has(field)) return true;
    if (Array.isArray(v)) return v.length === 0;
    if (v === undefined || v === null || Number.isNaN(v)) return true;
    if (typeof v === 'string' && v.trim() === '') return true;
    return v === EMPTY_LISTING_FORM[field as keyof ListingFormValues];
  });
}

/** What the host sees of `values`: its fields of their type (draftFormValues), the hidden left out. */
function shownValues(values: Partial<ListingFormValues>): Partial<ListingFormValues> {
  const shown: Record<string, unknown> = draftFormValues(values);
  for (const field of hiddenFields(values)) delete shown[field];
  return shown;
}

/**
 * Whether an edited listing's form shows what it opened with (`opening`): a field changed and
 * changed back is no change, and neither is a number emptied in both or a hidden field.
 */
export function sameListingForm(
  values: Partial<ListingFormValues>,
  opening: Partial<ListingFormValues>,
): boolean {
  return sameData(shownValues(values), shownValues(opening));
}
