/**
 * The listing form's starting values: empty for a new listing, or a stored listing turned back
 * into form values for an edit (the inverse of domain/listingDraft's buildListingInput: the
 * stored address is split back into the chosen place and the street typed before it, by
 * splitAddress).
 */
import { isSharedSpace } from '@/domain/availability';
import { amenitiesFollowingFields, splitAddress } from '@/domain/listingDraft';
import { ADDITIONAL_EQUIPMENT, STANDARD_AMENITIES, type Listing } from '@/domain/types';
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
