/**
 * The host's legal identity form (issue 15) and the tenant's optional billing details, with
 * French messages. Values come out normalised the way they are stored (src/domain/
 * legalIdentity.ts): text trimmed, ICE / IF / RC / TP without spaces, dots or dashes, CIN in
 * capitals, and only the fields of the chosen kind checked (the other kind's are ignored).
 */
import * as yup from 'yup';
import {
  isCin,
  isIce,
  isIdentifiantFiscal,
  isRcNumber,
  isTaxeProfessionnelle,
  normalizeCin,
  normalizeIdentifier,
  normalizeLegalText,
  type LegalIdentity,
} from '@/domain/legalIdentity';
import { LEGAL_LIMITS as L } from '@/domain/limits';
import { legalText } from '@/i18n/fr/legal';
import { t } from '@/i18n/t';

const m = legalText.errors;
const max = (n: number) => t(m.max, { max: n });

const text = () =>
  yup
    .string()
    .default('')
    .transform((v: unknown) => (typeof v === 'string' ? normalizeLegalText(v) : v));

const identifier = () =>
  yup
    .string()
    .default('')
    .transform((v: unknown) => (typeof v === 'string' ? normalizeIdentifier(v) : v));

export const legalIdentitySchema = yup.object({
  kind: yup
    .mixed<LegalIdentity['kind']>()
    .oneOf(['company', 'individual'], m.kindRequired)
    .required(m.kindRequired),
  // Company
  raisonSociale: text().when('kind', {
    is: 'company',
    then: (s) => s.required(m.raisonSocialeRequired).max(L.raisonSociale, max(L.raisonSociale)),
  }),
  ice: identifier().when('kind', {
    is: 'company',
    then: (s) => s.required(m.iceRequired).test('ice', m.iceInvalid, (v) => !v || isIce(v)),
  }),
  identifiantFiscal: identifier().when('kind', {
    is: 'company',
    then: (s) =>
      s
        .required(m.identifiantFiscalRequired)
        .test('if', m.identifiantFiscalInvalid, (v) => !v || isIdentifiantFiscal(v)),
  }),
  rcNumber: identifier().when('kind', {
    is: 'company',
    then: (s) =>
      s.required(m.rcNumberRequired).test('rc', m.rcNumberInvalid, (v) => !v || isRcNumber(v)),
  }),
  rcCourt: text().when('kind', {
    is: 'company',
    then: (s) => s.required(m.rcCourtRequired).max(L.rcCourt, max(L.rcCourt)),
  }),
  taxeProfessionnelle: identifier().when('kind', {
    is: 'company',
    then: (s) =>
      s
        .required(m.taxeProfessionnelleRequired)
        .test('tp', m.taxeProfessionnelleInvalid, (v) => !v || isTaxeProfessionnelle(v)),
  }),
  vatRegistered: yup.boolean().default(false),
  // Individual
  fullName: text().when('kind', {
    is: 'individual',
    then: (s) => s.required(m.fullNameRequired).max(L.fullName, max(L.fullName)),
  }),
  cin: yup
    .string()
    .default('')
    .transform((v: unknown) => (typeof v === 'string' ? normalizeCin(v) : v))
    .when('kind', {
      is: 'individual',
      then: (s) => s.test('cin', m.cinInvalid, (v) => !v || isCin(v)),
    }),
  // Both
  address: text().required(m.addressRequired).max(L.address, max(L.address)),
});

export type LegalIdentityFormValues = yup.InferType<typeof legalIdentitySchema>;

/** The identity to store from the form's validated values: only the chosen kind's fields. */
export function toLegalIdentity(values: LegalIdentityFormValues): LegalIdentity {
  if (values.kind === 'company') {
    return {
      kind: 'company',
      raisonSociale: values.raisonSociale,
      ice: values.ice,
      identifiantFiscal: values.identifiantFiscal,
      rcNumber: values.rcNumber,
      rcCourt: values.rcCourt,
      taxeProfessionnelle: values.taxeProfessionnelle,
      address: values.address,
      vatRegistered: values.vatRegistered,
    };
  }
  return {
    kind: 'individual',
    fullName: values.fullName,
    cin: values.cin || null,
    address: values.address,
  };
}

/** A tenant's optional billing details: an ICE needs the company's name. */
export const tenantBillingSchema = yup.object({
  companyName: text()
    .max(L.companyName, max(L.companyName))
    .when('ice', {
      is: (ice: string | undefined) => Boolean(ice),
      then: (s) => s.required(m.companyNameRequired),
    }),
  ice: identifier().test('ice', m.iceInvalid, (v) => !v || isIce(v)),
});

export type TenantBillingFormValues = yup.InferType<typeof tenantBillingSchema>;
