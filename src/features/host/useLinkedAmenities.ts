import { useFormContext } from 'react-hook-form';
import { FIELD_AMENITIES, fieldOfAmenity, type AmenityField } from '@/domain/listingDraft';
import type { ListingFormValues } from './listingSchema';

/**
 * « Parking disponible » and the amenity « Parking », « Accessible aux personnes à mobilité
 * réduite » and « Accès handicapés », ticked together (FIELD_AMENITIES in
 * src/domain/listingDraft.ts): the listing page showed « Parking : Aucun » above « Parking »
 * in its amenities (a QA pass). Either box moves the other; buildListingInput saves the same.
 */
export function useLinkedAmenities() {
  const { getValues, setValue } = useFormContext<ListingFormValues>();
  return {
    /** A field was ticked or unticked: its amenity follows. */
    fieldChanged(field: AmenityField, on: boolean) {
      const amenity = FIELD_AMENITIES[field];
      const others = (getValues('amenities') ?? []).filter((a) => a !== amenity);
      setValue('amenities', on ? [...others, amenity] : others, { shouldDirty: true });
    },
    /** An amenity was ticked or unticked: the field it says follows. */
    amenityChanged(amenity: string, on: boolean) {
      const field = fieldOfAmenity(amenity);
      if (field) setValue(field, on, { shouldDirty: true });
    },
  };
}
