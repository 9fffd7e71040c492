/**
 * Issue 15's cases of the permission matrix for the billing details of users/{uid}
 * (firestore.rules validCompany / validIndividual / validIdentity / validBilling;
 * src/services/local/rules/users.ts): how a host invoices, and a tenant's optional company
 * name and ICE. Each deny case breaks one condition and keeps the others true (so that the
 * rules-mutation run kills that condition); the text bounds are tried one past each end.
 *
 * Called from matrix.ts once its own bindings exist: nothing here runs at import time.
 */
import {
  get,
  group,
  UID,
  update,
  write,
  type CaseWithoutCollection,
  type Data,
  type MatrixCase,
} from './matrix';
import { COMPANY_IDENTITY } from '../factories';

const COMPANY: Data = { ...COMPANY_IDENTITY };
const INDIVIDUAL: Data = {
  kind: 'individual',
  fullName: 'Karim El Amrani',
  cin: 'BK123456',
  address: '7 rue Tarik, Rabat',
};
const BILLING: Data = { companyName: 'Nour Conseil SARL', ice: '002345678000091' };

const host = (legalIdentity: Data) => write(update(`users/${UID.hostA}`, { legalIdentity }));
const tenant = (billing: Data) => write(update(`users/${UID.tenantA}`, { billing }));

/** A text field of `base` at length min - 1 and max + 1 (both refused). */
function bounds(
  prefix: string,
  label: string,
  field: string,
  max: number,
  make: (d: Data) => ReturnType<typeof host>,
  base: Data,
): CaseWithoutCollection[] {
  const who = prefix.startsWith('users-billing') ? 'tenantOwner' : 'hostOwner';
  return [
    {
      id: `${prefix}-${field}-empty`,
      operation: 'update',
      who,
      expected: 'deny',
      description: `${label} is not empty`,
      action: make({ ...base, [field]: '' }),
    },
    {
      id: `${prefix}-${field}-${max + 1}`,
      operation: 'update',
      who,
      expected: 'deny',
      description: `${label} is at most ${max} characters`,
      action: make({ ...base, [field]: 'a'.repeat(max + 1) }),
    },
  ];
}

// prettier-ignore
const identityCases = (): CaseWithoutCollection[] => [
  { id: 'users-identity-company', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'a host invoices as a VAT-registered company', action: host(COMPANY), api: { run: ({ backend }) => backend.users.updateProfile(UID.hostA, { legalIdentity: COMPANY as never }) } },
  { id: 'users-identity-individual', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'or as an individual with a CIN', action: host(INDIVIDUAL) },
  { id: 'users-identity-individual-no-cin', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the CIN is optional (null)', action: host({ ...INDIVIDUAL, cin: null }) },
  { id: 'users-identity-other-host', operation: 'update', who: 'otherHost', expected: 'deny', description: "nobody writes another host's identity", action: host(COMPANY), api: { run: ({ backend }) => backend.users.updateProfile(UID.hostA, { legalIdentity: COMPANY as never }) } },
  { id: 'users-identity-tenant', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a tenant has no legal identity (only a host invoices)', action: write(update(`users/${UID.tenantA}`, { legalIdentity: COMPANY })) },
  { id: 'users-identity-kind', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a company or an individual, nothing else', action: host({ ...INDIVIDUAL, kind: 'association' }) },
  { id: 'users-identity-company-extra', operation: 'update', who: 'hostOwner', expected: 'deny', description: "a company's fields only", action: host({ ...COMPANY, cin: 'BK123456' }) },
  { id: 'users-identity-ice-14', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an ICE has exactly 15 digits', action: host({ ...COMPANY, ice: '00152547900008' }) },
  { id: 'users-identity-if-6', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an IF has 7 to 10 digits', action: host({ ...COMPANY, identifiantFiscal: '401234' }) },
  { id: 'users-identity-rc-11', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'an RC number has 1 to 10 digits', action: host({ ...COMPANY, rcNumber: '12345678901' }) },
  { id: 'users-identity-tp-letters', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a TP number has digits only', action: host({ ...COMPANY, taxeProfessionnelle: 'TP351234' }) },
  { id: 'users-identity-vat-text', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'subject to VAT is yes or no', action: host({ ...COMPANY, vatRegistered: 'oui' }) },
  ...bounds('users-identity', 'a raison sociale', 'raisonSociale', 200, host, COMPANY),
  ...bounds('users-identity', 'the RC court', 'rcCourt', 100, host, COMPANY),
  ...bounds('users-identity', "a company's address", 'address', 300, host, COMPANY),
  { id: 'users-identity-individual-extra', operation: 'update', who: 'hostOwner', expected: 'deny', description: "an individual's fields only", action: host({ ...INDIVIDUAL, ice: '001525479000083' }) },
  { id: 'users-identity-cin', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a CIN is one or two capital letters and up to 6 digits', action: host({ ...INDIVIDUAL, cin: 'bk1234567' }) },
  ...bounds('users-identity-individual', "an individual's name", 'fullName', 200, host, INDIVIDUAL),
  ...bounds('users-identity-individual', "an individual's address", 'address', 300, host, INDIVIDUAL),
];

// prettier-ignore
const billingCases = (): CaseWithoutCollection[] => [
  { id: 'users-billing-tenant', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a tenant gives a company name and its ICE', action: tenant(BILLING), api: { run: ({ backend }) => backend.users.updateProfile(UID.tenantA, { billing: BILLING as never }) } },
  { id: 'users-billing-name-only', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'a company name alone', action: tenant({ ...BILLING, ice: null }) },
  { id: 'users-billing-cleared', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'or nothing (cleared)', action: tenant({ companyName: null, ice: null }) },
  { id: 'users-billing-other', operation: 'update', who: 'otherTenant', expected: 'deny', description: "nobody writes another tenant's billing details", action: tenant(BILLING) },
  { id: 'users-billing-extra', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'a company name and an ICE only', action: tenant({ ...BILLING, address: 'Rabat' }) },
  { id: 'users-billing-ice-14', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'an ICE has exactly 15 digits', action: tenant({ ...BILLING, ice: '00234567800009' }) },
  { id: 'users-billing-ice-alone', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'an ICE goes with the company name', action: tenant({ companyName: null, ice: BILLING.ice }) },
  ...bounds('users-billing', 'a company name', 'companyName', 200, tenant, BILLING),
  { id: 'users-billing-get-host', operation: 'get', who: 'hostOwner', expected: 'deny', description: "a host does not read a tenant's billing details (the private profile)", action: get(`users/${UID.tenantA}`) },
];

export function legalIdentityCases(): MatrixCase[] {
  return group('users', [...identityCases(), ...billingCases()]);
}
