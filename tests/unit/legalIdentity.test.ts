/** Issue 15: a host's legal identity and a tenant's billing details, checks and normalisers. */
import { ValidationError } from 'yup';
import { EMPTY_LEGAL_FIELDS } from '@/features/profile/schema';
import {
  chargesVat,
  isCin,
  isIce,
  isIdentifiantFiscal,
  isRcNumber,
  isTaxeProfessionnelle,
  legalName,
  normalizeCin,
  normalizeIdentifier,
  normalizeLegalIdentity,
  normalizeLegalText,
  normalizeTenantBilling,
  type CompanyIdentity,
  type IndividualIdentity,
} from '@/domain/legalIdentity';
import { LEGAL_LIMITS } from '@/domain/limits';
import {
  legalIdentitySchema,
  tenantBillingSchema,
  toLegalIdentity,
} from '@/features/profile/legalIdentitySchema';

const company: CompanyIdentity = {
  kind: 'company',
  raisonSociale: 'Atlas Bureaux SARL',
  ice: '001234567000089',
  identifiantFiscal: '40189645',
  rcNumber: '123456',
  rcCourt: 'Casablanca',
  taxeProfessionnelle: '34567890',
  address: '12 rue Ibn Batouta, Casablanca',
  vatRegistered: true,
};
const individual: IndividualIdentity = {
  kind: 'individual',
  fullName: 'Karim Alaoui',
  cin: 'BK123456',
  address: '5 avenue Hassan II, Rabat',
};

describe('identifier checks (on normalised values)', () => {
  it('ICE: exactly 15 digits', () => {
    expect(isIce('001234567000089')).toBe(true);
    for (const v of [
      '00123456700008',
      '0012345670000890',
      'a01234567000089',
      '001234567000089a',
      'x001234567000089',
      '',
    ]) {
      expect(isIce(v)).toBe(false);
    }
  });

  it('IF: 7 to 10 digits', () => {
    for (const v of ['1234567', '40189645', '1234567890'])
      expect(isIdentifiantFiscal(v)).toBe(true);
    for (const v of ['123456', '12345678901', '1234567a', 'a1234567', '']) {
      expect(isIdentifiantFiscal(v)).toBe(false);
    }
  });

  it('RC: 1 to 10 digits', () => {
    for (const v of ['1', '123456', '1234567890']) expect(isRcNumber(v)).toBe(true);
    for (const v of ['', '12345678901', '12a', 'a12']) expect(isRcNumber(v)).toBe(false);
  });

  it('TP: 1 to 12 digits', () => {
    for (const v of ['1', '34567890', '123456789012']) expect(isTaxeProfessionnelle(v)).toBe(true);
    for (const v of ['', '1234567890123', 'TP123', '123TP']) {
      expect(isTaxeProfessionnelle(v)).toBe(false);
    }
  });

  it('CIN: one or two capital letters, then 1 to 6 digits', () => {
    for (const v of ['BK123456', 'A1', 'AB1', 'J123456']) expect(isCin(v)).toBe(true);
    for (const v of ['ABC123', 'BK1234567', '123456', 'bk123456', 'BK', '', 'BK12345X', '1BK123']) {
      expect(isCin(v)).toBe(false);
    }
  });
});

describe('normalisers', () => {
  it('text: trimmed, white space collapsed', () => {
    expect(normalizeLegalText('  Rue   des\nFleurs\u00a0 ')).toBe('Rue des Fleurs');
  });

  it('identifiers: no spaces, dots or dashes', () => {
    expect(normalizeIdentifier(' 0012 3456.7-89\u202f0 ')).toBe('001234567890');
  });

  it('CIN: no spaces, capitals', () => {
    expect(normalizeCin(' bk 123 456 ')).toBe('BK123456');
  });

  it('a company', () => {
    expect(
      normalizeLegalIdentity({
        ...company,
        raisonSociale: '  Atlas   Bureaux SARL ',
        ice: '001 234 567 000 089',
        identifiantFiscal: '401.896.45',
        rcNumber: ' 123-456 ',
        rcCourt: ' Casablanca ',
        taxeProfessionnelle: '3456 7890',
        address: ' 12 rue Ibn Batouta,\n Casablanca ',
        vatRegistered: false,
      }),
    ).toEqual({ ...company, vatRegistered: false });
    expect(normalizeLegalIdentity(company)).toEqual(company);
  });

  it('an individual: CIN in capitals, empty CIN null', () => {
    expect(
      normalizeLegalIdentity({
        ...individual,
        fullName: ' Karim  Alaoui ',
        cin: ' bk 123456',
        address: ' 5 avenue Hassan II,  Rabat ',
      }),
    ).toEqual(individual);
    expect(normalizeLegalIdentity({ ...individual, cin: '  ' })).toEqual({
      ...individual,
      cin: null,
    });
    expect(normalizeLegalIdentity({ ...individual, cin: null })).toEqual({
      ...individual,
      cin: null,
    });
  });

  it("a tenant's billing details: empty fields null", () => {
    expect(normalizeTenantBilling({})).toEqual({ companyName: null, ice: null });
    expect(normalizeTenantBilling({ companyName: null, ice: null })).toEqual({
      companyName: null,
      ice: null,
    });
    expect(normalizeTenantBilling({ companyName: '  ', ice: ' ' })).toEqual({
      companyName: null,
      ice: null,
    });
    expect(
      normalizeTenantBilling({ companyName: ' Kabbaj  Conseil ', ice: '002 233 445 000 011' }),
    ).toEqual({ companyName: 'Kabbaj Conseil', ice: '002233445000011' });
  });
});

describe('VAT and name', () => {
  it('only a VAT-registered company charges VAT', () => {
    expect(chargesVat(company)).toBe(true);
    expect(chargesVat({ ...company, vatRegistered: false })).toBe(false);
    expect(chargesVat(individual)).toBe(false);
  });

  it('the name on the documents', () => {
    expect(legalName(company)).toBe('Atlas Bureaux SARL');
    expect(legalName(individual)).toBe('Karim Alaoui');
  });

  it('limits', () => {
    expect(LEGAL_LIMITS).toEqual({
      raisonSociale: 200,
      fullName: 200,
      address: 300,
      rcCourt: 100,
      companyName: 200,
    });
  });
});

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as ValidationError).inner)
      (out[inner.path ?? ''] ??= []).push(inner.message);
    return out;
  }
}

const emptyForm = { ...EMPTY_LEGAL_FIELDS, kind: 'company' };

describe('legalIdentitySchema', () => {
  it('a company: every field required, in French', async () => {
    expect(await errorsOf(legalIdentitySchema, emptyForm)).toEqual({
      raisonSociale: ['Raison sociale requise'],
      ice: ['ICE requis'],
      identifiantFiscal: ['Identifiant fiscal requis'],
      rcNumber: ['Numéro RC requis'],
      rcCourt: ['Ville du tribunal requise'],
      taxeProfessionnelle: ['Numéro de taxe professionnelle requis'],
      address: ['Adresse requise'],
    });
  });

  it('a company: identifier formats', async () => {
    expect(
      await errorsOf(legalIdentitySchema, {
        ...emptyForm,
        ...company,
        ice: '12345',
        identifiantFiscal: '123',
        rcNumber: 'RC12',
        taxeProfessionnelle: 'TP',
      }),
    ).toEqual({
      ice: ["L'ICE compte exactement 15 chiffres"],
      identifiantFiscal: ["L'identifiant fiscal compte de 7 à 10 chiffres"],
      rcNumber: ['Le numéro RC ne contient que des chiffres (10 au maximum)'],
      taxeProfessionnelle: [
        'Le numéro de taxe professionnelle ne contient que des chiffres (12 au maximum)',
      ],
    });
  });

  it('a company: lengths', async () => {
    expect(
      await errorsOf(legalIdentitySchema, {
        ...company,
        raisonSociale: 'a'.repeat(201),
        rcCourt: 'a'.repeat(101),
        address: 'a'.repeat(301),
      }),
    ).toEqual({
      raisonSociale: ['Maximum 200 caractères'],
      rcCourt: ['Maximum 100 caractères'],
      address: ['Maximum 300 caractères'],
    });
    expect(
      await errorsOf(legalIdentitySchema, {
        ...company,
        raisonSociale: 'a'.repeat(200),
        rcCourt: 'a'.repeat(100),
        address: 'a'.repeat(300),
      }),
    ).toEqual({});
  });

  it("a company: normalised values, stored without the other kind's fields", async () => {
    const values = await legalIdentitySchema.validate({
      ...company,
      raisonSociale: ' Atlas  Bureaux SARL ',
      ice: '001 234 567 000 089',
      identifiantFiscal: '401.896.45',
      rcNumber: '123 456',
      taxeProfessionnelle: '3456-7890',
      fullName: 'ignored',
      cin: 'not a cin',
    });
    expect(toLegalIdentity(values)).toEqual(company);
  });

  it('an individual: name and address required, CIN optional, company fields ignored', async () => {
    expect(await errorsOf(legalIdentitySchema, { ...emptyForm, kind: 'individual' })).toEqual({
      fullName: ['Nom complet requis'],
      address: ['Adresse requise'],
    });
    expect(
      await errorsOf(legalIdentitySchema, { ...individual, fullName: 'a'.repeat(201) }),
    ).toEqual({ fullName: ['Maximum 200 caractères'] });
    expect(
      await errorsOf(legalIdentitySchema, { ...emptyForm, ...individual, cin: 'ABC' }),
    ).toEqual({
      cin: [
        "CIN invalide\u00a0: une ou deux lettres puis jusqu'à 6 chiffres, par exemple BK123456",
      ],
    });
    const values = await legalIdentitySchema.validate({
      ...emptyForm,
      ...individual,
      cin: ' bk 123456 ',
      ice: 'ignored',
    });
    expect(toLegalIdentity(values)).toEqual(individual);
    const noCin = await legalIdentitySchema.validate({ ...emptyForm, ...individual, cin: '' });
    expect(toLegalIdentity(noCin)).toEqual({ ...individual, cin: null });
  });

  it('the kind is required', async () => {
    expect(await errorsOf(legalIdentitySchema, { ...company, kind: undefined })).toEqual({
      kind: ['Choisissez comment vous facturez'],
    });
    expect(await errorsOf(legalIdentitySchema, { ...company, kind: 'association' })).toEqual({
      kind: ['Choisissez comment vous facturez'],
    });
  });
});

describe('tenantBillingSchema', () => {
  it('both optional', async () => {
    expect(await errorsOf(tenantBillingSchema, { companyName: '', ice: '' })).toEqual({});
    expect(await errorsOf(tenantBillingSchema, {})).toEqual({});
    expect(await errorsOf(tenantBillingSchema, { companyName: 'Kabbaj Conseil' })).toEqual({});
  });

  it("an ICE of 15 digits, with the company's name", async () => {
    expect(
      await errorsOf(tenantBillingSchema, { companyName: '', ice: '002 233 445 000 011' }),
    ).toEqual({
      companyName: ['Nom de la société requis avec un ICE'],
    });
    expect(await errorsOf(tenantBillingSchema, { companyName: 'Kabbaj', ice: '1234' })).toEqual({
      ice: ["L'ICE compte exactement 15 chiffres"],
    });
    expect(await errorsOf(tenantBillingSchema, { companyName: 'a'.repeat(201), ice: '' })).toEqual({
      companyName: ['Maximum 200 caractères'],
    });
    expect(
      await tenantBillingSchema.validate({
        companyName: ' Kabbaj  Conseil ',
        ice: '002 233 445 000 011',
      }),
    ).toEqual({ companyName: 'Kabbaj Conseil', ice: '002233445000011' });
  });
});
