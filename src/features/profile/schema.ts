import * as yup from 'yup';
import { profileText as m } from '@/i18n/fr/profile';

/** Bio maximum (spec §9). */
export const BIO_MAX_LENGTH = 500;

/** Spec §5 "Profile": names required, phone and profession optional, bio at most 500 characters. */
export const profileSchema = yup.object({
  firstName: yup.string().trim().required(m.firstNameRequired).max(100, m.nameMax),
  lastName: yup.string().trim().required(m.lastNameRequired).max(100, m.nameMax),
  phoneNumber: yup.string().trim().default('').max(30, m.phoneMax),
  profession: yup.string().trim().default('').max(100, m.professionMax),
  bio: yup.string().default('').max(BIO_MAX_LENGTH, m.bioMax),
});

export type ProfileFormValues = yup.InferType<typeof profileSchema>;
