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
import { hostText } from '@/i18n/fr/host';

const m = hostText.errors;

/** A number field whose every failure (empty, not a number, under the minimum) says `minMessage`. */
function numberField(min: number, minMessage: string, max: number, maxMessage: string) {
  return yup
    .number()
    .typeError(minMessage)
    .required(minMessage)
    .min(min, minMessage)
    .max(max, maxMessage);
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
    address: yup.string().trim().required(m.addressRequired),
    city: yup.string().trim().required(m.addressRequired),
    coordinates: yup
      .object({ lat: yup.number().required(), lng: yup.number().required() })
      .nullable()
      .default(null),
  })
  .nullable()
  .default(null)
  .required(m.addressRequired);

export const listingSchema = yup.object({
  title: yup.string().trim().required(m.titleRequired).max(120, m.titleMax),
  description: yup.string().trim().required(m.descriptionRequired).max(5000, m.descriptionMax),
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
      then: (s) => s.required(m.customSpaceTypeRequired).max(100, m.customSpaceTypeMax),
      otherwise: (s) => s.notRequired(),
    }),
  place: placeSchema,
  street: yup.string().trim().max(120, m.streetMax).default(''),
  area: numberField(1, m.areaMin, 100_000, m.areaMax),
  floor: numberField(0, m.floorMin, 200, m.floorMax).integer(m.integer),
  hasElevator: yup.boolean().default(false),
  isAccessible: yup.boolean().default(false),
  workstations: numberField(1, m.workstationsMin, 10_000, m.workstationsMax).integer(m.integer),
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
  minimumDuration: numberField(1, m.minimumDurationMin, 365, m.minimumDurationMax).integer(
    m.integer,
  ),
  pricePerDay: wholeMad(numberField(1, m.priceMin, 1_000_000, m.pricePerDayMax)),
  pricePerMonth: wholeMad(numberField(1, m.priceMin, 10_000_000, m.pricePerMonthMax)),
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
