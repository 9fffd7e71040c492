import * as yup from 'yup';
import { isMoroccanPhone } from '@/domain/phone';
import { fullNameFits, TEXT_LIMITS as L } from '@/domain/limits';
import { t } from '@/i18n/t';
import { profileText as m } from '@/i18n/fr/profile';
import { legalIdentitySchema, tenantBillingSchema } from './legalIdentitySchema';

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

/** The host's "Facturation" fields as typed (kind '' until chosen). */
export interface LegalFormFields {
  kind: '' | 'company' | 'individual';
  raisonSociale: string;
  ice: string;
  identifiantFiscal: string;
  rcNumber: string;
  rcCourt: string;
  taxeProfessionnelle: string;
  vatRegistered: boolean;
  fullName: string;
  cin: string;
  address: string;
}

/** The "Facturation" fields of a host who has filled nothing in. */
export const EMPTY_LEGAL_FIELDS: LegalFormFields = {
  kind: '',
  raisonSociale: '',
  ice: '',
  identifiantFiscal: '',
  rcNumber: '',
  rcCourt: '',
  taxeProfessionnelle: '',
  vatRegistered: false,
  fullName: '',
  cin: '',
  address: '',
};

/** A tenant's billing fields as typed. */
export interface BillingFormFields {
  companyName: string;
  ice: string;
}

/** The whole profile form: a host uses `legal`, a tenant `billing` (issue 15). */
export type ProfileFormFields = ProfileFormValues & {
  legal: LegalFormFields;
  billing: BillingFormFields;
};

/**
 * The host's "Facturation" section (issue 15): checked only once a kind is chosen (a host may
 * leave it empty: their documents are then reçus under their name).
 */
const legalSection = yup.lazy((v: { kind?: string } | undefined) =>
  v?.kind ? legalIdentitySchema : yup.object(),
);

/** The form of each role: a host's with the legal identity, a tenant's with billing details. */
export function profileFormSchema(role: 'host' | 'tenant'): yup.AnyObjectSchema {
  return role === 'host'
    ? profileSchema.shape({ legal: legalSection })
    : profileSchema.shape({ billing: tenantBillingSchema });
}
