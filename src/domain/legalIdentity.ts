/**
 * A host's legal identity (issue 15): how the host invoices, as a company or as an individual,
 * and a tenant's optional billing details. Types, normalisers and the format checks the profile
 * form (src/features/profile/legalIdentitySchema.ts) and, later, the rules use.
 *
 * Formats assumed (Moroccan identifiers; to confirm with an accountant, docs/invoicing.md):
 * - ICE (Identifiant Commun de l'Entreprise): exactly 15 digits;
 * - IF (identifiant fiscal): digits only, 7 to 10 (historically 7 or 8; a little room for
 *   longer ones rather than refusing a real number);
 * - RC (registre du commerce): its number, 1 to 10 digits, and the city of the tribunal that
 *   keeps it (free text: commercial courts and first-instance courts both keep registers);
 * - TP (taxe professionnelle, formerly patente): digits only, 1 to 12 (no fixed length known);
 * - CIN (carte nationale d'identité): 1 or 2 letters then 1 to 6 digits, e.g. "BK123456".
 * Numbers are stored without spaces, dots or dashes; the CIN in capitals.
 */

export interface CompanyIdentity {
  kind: 'company';
  raisonSociale: string;
  ice: string;
  identifiantFiscal: string;
  rcNumber: string;
  /** City of the tribunal keeping the trade register ("RC Casablanca 123456"). */
  rcCourt: string;
  taxeProfessionnelle: string;
  address: string;
  /** Subject to VAT (assujetti à la TVA): its documents are invoices with VAT. */
  vatRegistered: boolean;
}

export interface IndividualIdentity {
  kind: 'individual';
  fullName: string;
  cin: string | null;
  address: string;
}

export type LegalIdentity = CompanyIdentity | IndividualIdentity;

/** What a tenant may add to be named on a receipt or invoice (both optional). */
export interface TenantBilling {
  companyName: string | null;
  ice: string | null;
}

const ICE_RE = /^\d{15}$/;
const IF_RE = /^\d{7,10}$/;
const RC_RE = /^\d{1,10}$/;
const TP_RE = /^\d{1,12}$/;
const CIN_RE = /^[A-Z]{1,2}\d{1,6}$/;

/** Trimmed, every run of white space made one space. */
export function normalizeLegalText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** An identifier's digits as typed, without spaces, dots or dashes ("0012 3456-7" → "001234567"). */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** "bk 123 456" → "BK123456". */
export function normalizeCin(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** Checks, on normalised values. */
export const isIce = (value: string) => ICE_RE.test(value);
export const isIdentifiantFiscal = (value: string) => IF_RE.test(value);
export const isRcNumber = (value: string) => RC_RE.test(value);
export const isTaxeProfessionnelle = (value: string) => TP_RE.test(value);
export const isCin = (value: string) => CIN_RE.test(value);

/** The same identity as stored: text trimmed, numbers compact, CIN in capitals, empty CIN null. */
export function normalizeLegalIdentity(identity: LegalIdentity): LegalIdentity {
  if (identity.kind === 'company') {
    return {
      kind: 'company',
      raisonSociale: normalizeLegalText(identity.raisonSociale),
      ice: normalizeIdentifier(identity.ice),
      identifiantFiscal: normalizeIdentifier(identity.identifiantFiscal),
      rcNumber: normalizeIdentifier(identity.rcNumber),
      rcCourt: normalizeLegalText(identity.rcCourt),
      taxeProfessionnelle: normalizeIdentifier(identity.taxeProfessionnelle),
      address: normalizeLegalText(identity.address),
      vatRegistered: identity.vatRegistered,
    };
  }
  const cin = identity.cin === null ? '' : normalizeCin(identity.cin);
  return {
    kind: 'individual',
    fullName: normalizeLegalText(identity.fullName),
    cin: cin || null,
    address: normalizeLegalText(identity.address),
  };
}

/** A tenant's billing details as stored: empty fields null. */
export function normalizeTenantBilling(billing: {
  companyName?: string | null;
  ice?: string | null;
}): TenantBilling {
  const companyName = normalizeLegalText(billing.companyName ?? '');
  const ice = normalizeIdentifier(billing.ice ?? '');
  return { companyName: companyName || null, ice: ice || null };
}

/** Whether the host's documents carry VAT: a company subject to VAT. */
export function chargesVat(identity: LegalIdentity): boolean {
  return identity.kind === 'company' && identity.vatRegistered;
}

/** The name the documents show for the host: raison sociale or full name. */
export function legalName(identity: LegalIdentity): string {
  return identity.kind === 'company' ? identity.raisonSociale : identity.fullName;
}
