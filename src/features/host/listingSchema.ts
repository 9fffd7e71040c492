/**
 * The new-listing form's rules (spec §5), with its messages character for character, plus the
 * limits the backend's rules enforce (title ≤ 120, description ≤ 5000...), so the host reads a
 * French message instead of a refused write.
 *
 * Number fields come from <input type="number"> registered with valueAsNumber: an empty or
 * unreadable field is NaN, which yup reports as a type error; it gets the field's spec message
 * ("Prix minimum 1€" for the prices, "Superficie minimum 1 m²" for the area...).
 */
import * as yup from 'yup';
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  PARKING_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
  type InternetType,
  type ParkingType,
  type SpaceType,
} from '@/domain/types';
import { composeAddress } from '@/domain/listingDraft';
import { NUMBER_LIMITS as N, STREET_MAX_LENGTH, TEXT_LIMITS as L } from '@/domain/limits';
import { t } from '@/i18n/t';
import { availabilityText as av } from '@/i18n/fr/availability';
import { hostText } from '@/i18n/fr/host';

const m = hostText.errors;

/** A length limit's message, with the limit of src/domain/limits.ts. */
const max = (template: string, n: number) => t(template, { max: n });

/**
 * A number field within the rules' bounds (src/domain/limits.ts) whose every failure (empty,
 * not a number, under the minimum) says `minMessage`.
 */
function numberField(
  { min, max: upper }: { min: number; max: number },
  minMessage: string,
  maxMessage: string,
) {
  return yup
    .number()
    .typeError(minMessage)
    .required(minMessage)
    .min(min, minMessage)
    .max(upper, maxMessage);
}

/**
 * Prices are whole MAD (firestore.rules compute booking totals in integers); under 1 the spec's
 * "Prix minimum 1€" alone is said.
 */
function wholeMad(field: yup.NumberSchema) {
  return field.test('whole-mad', m.priceWhole, (v) => v == null || v < 1 || Number.isInteger(v));
}

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const placeSchema = yup
  .object({
    address: yup
      .string()
      .trim()
      .required(m.addressRequired)
      .max(L.address, max(m.addressMax, L.address)),
    city: yup.string().trim().required(m.addressRequired).max(L.city, max(m.addressMax, L.city)),
    coordinates: yup
      .object({ lat: yup.number().required(), lng: yup.number().required() })
      .nullable()
      .default(null),
  })
  .nullable()
  .default(null)
  .required(m.addressRequired);

export const listingSchema = yup.object({
  title: yup.string().trim().required(m.titleRequired).max(L.title, max(m.titleMax, L.title)),
  description: yup
    .string()
    .trim()
    .required(m.descriptionRequired)
    .max(L.description, max(m.descriptionMax, L.description)),
  spaceType: yup
    .mixed<SpaceType>()
    .transform(emptyToUndefined)
    .required(m.spaceTypeRequired)
    .oneOf([...SPACE_TYPES], m.spaceTypeRequired),
  customSpaceType: yup
    .string()
    .trim()
    .when('spaceType', {
      is: 'other',
      then: (s) =>
        s
          .required(m.customSpaceTypeRequired)
          .max(L.customSpaceType, max(m.customSpaceTypeMax, L.customSpaceType)),
      otherwise: (s) => s.notRequired(),
    }),
  place: placeSchema,
  // What the place box holds while no suggestion is chosen: kept in the new listing's draft so
  // that a reload finds it (./newListingDraft.ts); never saved with the listing.
  placeText: yup.string().default(''),
  street: yup
    .string()
    .trim()
    .max(STREET_MAX_LENGTH, max(m.streetMax, STREET_MAX_LENGTH))
    .default('')
    // The street and the place make location.address: together within the rules' limit.
    .test('address-max', max(m.addressMax, L.address), function fits(street) {
      const place = (this.parent as { place?: { address?: string } | null }).place;
      return !place?.address || composeAddress(street, place.address).length <= L.address;
    }),
  area: numberField(N.area, m.areaMin, m.areaMax),
  floor: numberField(N.floor, m.floorMin, m.floorMax).integer(m.integer),
  hasElevator: yup.boolean().default(false),
  isAccessible: yup.boolean().default(false),
  workstations: numberField(N.workstations, m.workstationsMin, m.workstationsMax).integer(
    m.integer,
  ),
  // Places bookable per day: coworking and open-space only (blank: the workstations).
  places: yup
    .number()
    .transform((v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? undefined : v))
    .nullable()
    .when('spaceType', {
      is: (t: unknown) => t === 'coworking' || t === 'open-space',
      then: (s) =>
        s
          .integer(av.placesInteger)
          .min(1, av.placesMin)
          .test('places-max', av.placesOverWorkstations, function fits(v) {
            const ws = (this.parent as { workstations?: number }).workstations;
            return v === null || v === undefined || typeof ws !== 'number' || v <= ws;
          }),
      otherwise: (s) => s.strip(),
    }),
  internetType: yup
    .mixed<InternetType>()
    .transform(emptyToUndefined)
    .required(m.internetTypeRequired)
    .oneOf([...INTERNET_TYPES], m.internetTypeRequired),
  parkingAvailable: yup.boolean().default(false),
  parkingType: yup
    .mixed<ParkingType>()
    .transform(emptyToUndefined)
    .when('parkingAvailable', {
      is: true,
      then: (s) =>
        s.required(m.parkingTypeRequired).oneOf([...PARKING_TYPES], m.parkingTypeRequired),
      otherwise: (s) => s.notRequired(),
    }),
  minimumDuration: numberField(
    N.minimumDuration,
    m.minimumDurationMin,
    m.minimumDurationMax,
  ).integer(m.integer),
  pricePerDay: wholeMad(numberField(N.pricePerDay, m.priceMin, m.pricePerDayMax)),
  pricePerMonth: wholeMad(numberField(N.pricePerMonth, m.priceMin, m.pricePerMonthMax)),
  amenities: yup
    .array(
      yup
        .string()
        .required()
        .oneOf([...STANDARD_AMENITIES]),
    )
    .default([]),
  additionalEquipment: yup
    .array(
      yup
        .string()
        .required()
        .oneOf([...ADDITIONAL_EQUIPMENT]),
    )
    .default([]),
});

export type ListingFormValues = yup.InferType<typeof listingSchema>;
