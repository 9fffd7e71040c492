import * as yup from 'yup';
import { isMoroccanPhone } from '@/domain/phone';
import { fullNameFits, TEXT_LIMITS as L } from '@/domain/limits';
import { t } from '@/i18n/t';
import { profileText as m } from '@/i18n/fr/profile';

/** Bio maximum (spec §9), the rules' limit (src/domain/limits.ts). */
export const BIO_MAX_LENGTH = L.bio;

const max = (template: string, n: number) => t(template, { max: n });

/** Spec §5 "Profile": names required, phone and profession optional, bio at most 500 characters. */
export const profileSchema = yup.object({
  firstName: yup
    .string()
    .trim()
    .required(m.firstNameRequired)
    .max(L.firstName, max(m.nameMax, L.firstName)),
  lastName: yup
    .string()
    .trim()
    .required(m.lastNameRequired)
    .max(L.lastName, max(m.nameMax, L.lastName))
    .test('full-name-max', max(m.fullNameMax, L.fullName), function fits(last) {
      const first = (this.parent as { firstName?: string }).firstName ?? '';
      return fullNameFits(first, last ?? '');
    }),
  phoneNumber: yup
    .string()
    .trim()
    .default('')
    .max(L.phoneNumber, max(m.phoneMax, L.phoneNumber))
    .test('moroccan-phone', m.phoneInvalid, (v) => !v || isMoroccanPhone(v)),
  profession: yup.string().trim().default('').max(L.profession, max(m.professionMax, L.profession)),
  bio: yup.string().default('').max(BIO_MAX_LENGTH, max(m.bioMax, BIO_MAX_LENGTH)),
});

export type ProfileFormValues = yup.InferType<typeof profileSchema>;
