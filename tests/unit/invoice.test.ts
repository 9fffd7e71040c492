/** Issue 15: kinds, numbers, the gap-free counter, a booking's lines, factures, reçus, avoirs. */
import {
  bookingDocument,
  bookingLine,
  creditNote,
  DOCUMENT_PREFIX,
  documentKind,
  documentYear,
  formatDocumentNumber,
  monthLine,
  monthPrice,
  monthStart,
  monthDocumentId,
  monthsBegun,
  monthsInvoiced,
  nextSequence,
  signedTotal,
  type DocumentBooking,
  type SaleDocument,
} from '@/domain/invoice';
import type { CompanyIdentity, IndividualIdentity } from '@/domain/legalIdentity';

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
const companyNoVat: CompanyIdentity = { ...company, vatRegistered: false };
const individual: IndividualIdentity = {
  kind: 'individual',
  fullName: 'Karim Alaoui',
  cin: 'BK123456',
  address: '5 avenue Hassan II, Rabat',
};

const daily: DocumentBooking = {
  rentalType: 'daily',
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  isIndefinite: false,
  totalPrice: 750,
  monthlyPrice: null,
  listingTitle: 'Bureau lumineux à Maârif',
  listingAddress: '20 rue Abou Bakr Seddik',
  listingCity: 'Casablanca',
  tenantName: 'Nadia Kabbaj',
};

describe('documentKind', () => {
  it('is a facture only for a VAT-registered company', () => {
    expect(documentKind(company)).toBe('facture');
    expect(documentKind(companyNoVat)).toBe('recu');
    expect(documentKind(individual)).toBe('recu');
    expect(documentKind(null)).toBe('recu');
  });
});

describe('formatDocumentNumber', () => {
  it('writes prefix, year and a six-digit sequence', () => {
    expect(DOCUMENT_PREFIX).toEqual({ facture: 'F', recu: 'R', avoir: 'AV' });
    expect(formatDocumentNumber('facture', 2026, 42)).toBe('F-2026-000042');
    expect(formatDocumentNumber('recu', 2026, 7)).toBe('R-2026-000007');
    expect(formatDocumentNumber('avoir', 2027, 1)).toBe('AV-2027-000001');
    expect(formatDocumentNumber('facture', 2000, 999_999)).toBe('F-2000-999999');
    expect(formatDocumentNumber('facture', 9999, 1_234_567)).toBe('F-9999-1234567');
  });

  it('refuses a year outside 2000..9999 or a sequence under 1', () => {
    for (const year of [1999, 10_000, 2026.5, Number.NaN]) {
      expect(() => formatDocumentNumber('facture', year, 1)).toThrow(
        /A year from 2000 to 9999 is expected/,
      );
    }
    for (const sequence of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatDocumentNumber('facture', 2026, sequence)).toThrow(
        /A sequence number from 1 is expected/,
      );
    }
  });
});

describe('nextSequence: a gap-free series per host, kind and year', () => {
  it('starts at 1 with no counter', () => {
    expect(nextSequence(null, 2026)).toEqual({ sequence: 1, counter: { year: 2026, last: 1 } });
  });

  it('follows the last number of the same year', () => {
    expect(nextSequence({ year: 2026, last: 41 }, 2026)).toEqual({
      sequence: 42,
      counter: { year: 2026, last: 42 },
    });
    expect(nextSequence({ year: 2026, last: 0 }, 2026)).toEqual({
      sequence: 1,
      counter: { year: 2026, last: 1 },
    });
  });

  it('starts again at 1 on a new year', () => {
    expect(nextSequence({ year: 2025, last: 300 }, 2026)).toEqual({
      sequence: 1,
      counter: { year: 2026, last: 1 },
    });
  });

  it("refuses a year before the counter's, a broken counter, a bad year", () => {
    expect(() => nextSequence({ year: 2027, last: 3 }, 2026)).toThrow(
      /The counter is already in 2027, after 2026/,
    );
    expect(() => nextSequence({ year: 2026, last: -1 }, 2026)).toThrow(
      /A counter's last number is a whole number/,
    );
    expect(() => nextSequence({ year: 2026, last: 1.5 }, 2026)).toThrow(RangeError);
    expect(() => nextSequence(null, 1999)).toThrow(/A year from 2000/);
  });
});

describe('bookingLine', () => {
  it('daily: days × the price per day', () => {
    expect(bookingLine(daily)).toEqual({
      unit: 'day',
      periods: 5,
      places: 1,
      quantity: 5,
      unitPrice: 15_000,
      amount: 75_000,
      start: '2026-03-02',
      end: '2026-03-06',
    });
  });

  it('daily with several places: places × days', () => {
    expect(
      bookingLine({ ...daily, endDate: '2026-03-04', totalPrice: 900, places: 2 }),
    ).toMatchObject({ periods: 3, places: 2, quantity: 6, unitPrice: 15_000, amount: 90_000 });
  });

  it('daily without an end: its one day', () => {
    expect(bookingLine({ ...daily, endDate: null, totalPrice: 150 })).toMatchObject({
      periods: 1,
      quantity: 1,
      unitPrice: 15_000,
      start: '2026-03-02',
      end: '2026-03-02',
    });
  });

  it('monthly with an end: months started × the monthly price', () => {
    expect(
      bookingLine({
        ...daily,
        rentalType: 'monthly',
        startDate: '2026-01-15',
        endDate: '2026-04-14',
        totalPrice: 9000,
      }),
    ).toEqual({
      unit: 'month',
      periods: 3,
      places: 1,
      quantity: 3,
      unitPrice: 300_000,
      amount: 900_000,
      start: '2026-01-15',
      end: '2026-04-14',
    });
  });

  it('indefinite monthly: its first month', () => {
    const first = {
      unit: 'month',
      periods: 1,
      places: 1,
      quantity: 1,
      unitPrice: 300_000,
      amount: 300_000,
      start: '2026-01-15',
      end: '2026-02-14',
    };
    const monthly = {
      ...daily,
      rentalType: 'monthly' as const,
      startDate: '2026-01-15',
      totalPrice: 3000,
    };
    expect(bookingLine({ ...monthly, isIndefinite: true, endDate: null })).toEqual(first);
    // an end date written on an indefinite rental does not count
    expect(bookingLine({ ...monthly, isIndefinite: true, endDate: '2026-06-14' })).toEqual(first);
    // nor does a fixed monthly rental missing its end count more than a month
    expect(bookingLine({ ...monthly, isIndefinite: false, endDate: null })).toEqual(first);
    // once later months are invoiced its total counts them: the first month stays one month
    const grown = { ...monthly, isIndefinite: true, endDate: null, monthlyPrice: 3000 };
    expect(bookingLine({ ...grown, totalPrice: 9000 })).toEqual(first);
  });

  it('refuses no place, an end before the start, a total that is not quantity × a price', () => {
    expect(() => bookingLine({ ...daily, places: 0 })).toThrow(/At least one place is expected/);
    expect(() => bookingLine({ ...daily, places: 1.5 })).toThrow(RangeError);
    expect(() => bookingLine({ ...daily, startDate: '2026-03-06', endDate: '2026-03-02' })).toThrow(
      /The booking ends \(2026-03-02\) before it starts \(2026-03-06\)/,
    );
    expect(() => bookingLine({ ...daily, endDate: '2026-03-04', totalPrice: 100 })).toThrow(
      /A total of 10000 centimes is not 3 × a unit price/,
    );
  });
});

describe('an indefinite monthly rental, month by month', () => {
  const rental: DocumentBooking = {
    ...daily,
    rentalType: 'monthly',
    startDate: '2026-01-31',
    endDate: null,
    isIndefinite: true,
    totalPrice: 3000,
    monthlyPrice: 3000,
  };
  const month = (start: string, end: string) => ({
    unit: 'month',
    periods: 1,
    places: 1,
    quantity: 1,
    unitPrice: 300_000,
    amount: 300_000,
    start,
    end,
  });

  it('starts each month on the start day, counted from the start (the 1st after a short month)', () => {
    expect(monthStart('2026-01-31', 1)).toBe('2026-01-31');
    expect(monthStart('2026-01-31', 2)).toBe('2026-03-01');
    expect(monthStart('2026-01-31', 3)).toBe('2026-03-31');
    expect(monthStart('2026-01-31', 4)).toBe('2026-05-01');
    expect(monthStart('2026-01-31', 13)).toBe('2027-01-31');
  });

  it("counts the months begun by today, from the first month's first day", () => {
    expect(monthsBegun(rental, '2026-01-30')).toBe(0);
    expect(monthsBegun(rental, '2026-01-31')).toBe(1);
    expect(monthsBegun(rental, '2026-02-28')).toBe(1);
    expect(monthsBegun(rental, '2026-03-01')).toBe(2);
    expect(monthsBegun(rental, '2026-03-30')).toBe(2);
    expect(monthsBegun(rental, '2026-03-31')).toBe(3);
    expect(monthsBegun(rental, '2027-02-01')).toBe(13);
  });

  it('stops at its last day: a month begun on it is due, none after it', () => {
    const ended = { ...rental, endDate: '2026-04-15' };
    expect(monthsBegun(ended, '2026-03-31')).toBe(3);
    expect(monthsBegun(ended, '2026-04-15')).toBe(3);
    expect(monthsBegun(ended, '2026-12-31')).toBe(3);
    expect(monthsBegun({ ...rental, endDate: '2026-03-31' }, '2026-12-31')).toBe(3);
    expect(monthsBegun({ ...rental, endDate: '2026-03-30' }, '2026-12-31')).toBe(2);
    // an end still ahead does not stop today's count
    expect(monthsBegun({ ...rental, endDate: '2026-12-31' }, '2026-03-31')).toBe(3);
  });

  it('is 0 for a daily booking or a monthly one with an end from the start', () => {
    expect(monthsBegun({ ...rental, rentalType: 'daily' }, '2026-06-01')).toBe(0);
    expect(
      monthsBegun({ ...rental, isIndefinite: false, endDate: '2026-05-30' }, '2026-06-01'),
    ).toBe(0);
  });

  it('gives each month its line: a month at the monthly price, to the day before the next', () => {
    expect(monthLine(rental, 1)).toEqual(bookingLine(rental));
    expect(monthLine(rental, 1)).toEqual(month('2026-01-31', '2026-02-28'));
    expect(monthLine(rental, 2)).toEqual(month('2026-03-01', '2026-03-30'));
    expect(monthLine(rental, 3)).toEqual(month('2026-03-31', '2026-04-30'));
  });

  it('counts the months invoiced by its total, a month each at the monthly price', () => {
    expect(monthPrice(rental)).toBe(3000);
    expect(monthsInvoiced(rental)).toBe(1);
    const third = { ...rental, totalPrice: 9000 };
    expect(monthsInvoiced(third)).toBe(3);
    // what month 4 costs does not grow with the months before it
    expect(monthPrice(third)).toBe(3000);
    expect(monthLine(third, 4)).toEqual(month('2026-05-01', '2026-05-30'));
    // stored before the monthly price was: its total is its first month
    expect(monthPrice({ ...rental, monthlyPrice: null, totalPrice: 2500 })).toBe(2500);
    expect(monthsInvoiced({ ...rental, monthlyPrice: null, totalPrice: 2500 })).toBe(1);
    // a free rental (never stored: the rules want a price) is one month, not a division by 0
    expect(monthsInvoiced({ ...rental, monthlyPrice: 0, totalPrice: 0 })).toBe(1);
  });

  it("ends the last month on the rental's last day, in full", () => {
    const ended = { ...rental, endDate: '2026-04-15' };
    expect(monthLine(ended, 3)).toEqual(month('2026-03-31', '2026-04-15'));
    expect(monthLine({ ...rental, endDate: '2026-04-30' }, 3)).toEqual(
      month('2026-03-31', '2026-04-30'),
    );
    expect(() => monthLine(ended, 4)).toThrow(/The rental ends \(2026-04-15\) before month 4/);
    // a month begun on the last day is that one day
    expect(monthLine({ ...rental, endDate: '2026-03-31' }, 3)).toEqual(
      month('2026-03-31', '2026-03-31'),
    );
    // an end after the month does not stretch it
    expect(monthLine({ ...rental, endDate: '2026-12-31' }, 2)).toEqual(
      month('2026-03-01', '2026-03-30'),
    );
  });

  it('refuses any other booking, and a month that is not 1, 2, …', () => {
    expect(() => monthLine({ ...rental, rentalType: 'daily' }, 2)).toThrow(
      /Only an indefinite monthly rental is invoiced month by month/,
    );
    expect(() => monthLine({ ...rental, isIndefinite: false }, 2)).toThrow(RangeError);
    expect(() => monthLine(rental, 0)).toThrow(/A month is 1 or more, got 0/);
    expect(() => monthLine(rental, 1.5)).toThrow(RangeError);
  });

  it("issues a month's document with that month's line and period", () => {
    const doc = bookingDocument({
      booking: rental,
      host: company,
      tenantBilling: { companyName: null, ice: null },
      issueDate: '2026-03-01',
      sequence: 7,
      month: 2,
    });
    expect(doc).toMatchObject({
      kind: 'facture',
      number: 'F-2026-000007',
      period: { start: '2026-03-01', end: '2026-03-30' },
      lines: [month('2026-03-01', '2026-03-30')],
      vat: { ht: 250_000, tva: 50_000, ttc: 300_000, rate: 20 },
      total: 300_000,
    });
  });
});

describe('bookingDocument', () => {
  const tenantBilling = { companyName: 'Kabbaj Conseil', ice: '002233445000011' };

  it('a VAT-registered company issues a facture with HT, TVA 20 % and TTC', () => {
    expect(
      bookingDocument({
        booking: daily,
        host: company,
        tenantBilling,
        issueDate: '2026-03-10',
        sequence: 42,
      }),
    ).toEqual({
      kind: 'facture',
      number: 'F-2026-000042',
      issueDate: '2026-03-10',
      host: company,
      tenant: { name: 'Nadia Kabbaj', billing: tenantBilling },
      space: {
        title: 'Bureau lumineux à Maârif',
        address: '20 rue Abou Bakr Seddik, Casablanca',
      },
      period: { start: '2026-03-02', end: '2026-03-06' },
      lines: [bookingLine(daily)],
      vat: { ht: 62_500, tva: 12_500, ttc: 75_000, rate: 20 },
      total: 75_000,
      totalInWords: 'sept cent cinquante dirhams',
      references: null,
    });
  });

  it('anyone else issues a reçu without VAT', () => {
    const doc = bookingDocument({
      booking: { ...daily, endDate: '2026-03-02', totalPrice: 1_001 },
      host: individual,
      tenantBilling: { companyName: null, ice: null },
      issueDate: '2027-01-01',
      sequence: 1,
    });
    expect(doc).toMatchObject({
      kind: 'recu',
      number: 'R-2027-000001',
      vat: null,
      total: 100_100,
      totalInWords: 'mille un dirhams',
      period: { start: '2026-03-02', end: '2026-03-02' },
    });
  });

  it("the year of a number is the issue date's", () => {
    expect(documentYear('2026-12-31')).toBe(2026);
    expect(documentYear('2027-01-01')).toBe(2027);
  });
});

describe('creditNote: an avoir cancels a document in full', () => {
  // Built in each test, not while the file is collected: a mutant that makes it throw must fail
  // tests, not the file's collection (which Stryker would not count as a failure).
  let facture: SaleDocument;
  beforeEach(() => {
    facture = bookingDocument({
      booking: daily,
      host: company,
      tenantBilling: { companyName: null, ice: null },
      issueDate: '2026-03-10',
      sequence: 42,
    });
  });

  it("repeats the amounts, positive, with its own number and the cancelled one's", () => {
    const avoir = creditNote(facture, { issueDate: '2026-03-12', sequence: 1 });
    expect(avoir).toEqual({
      ...facture,
      kind: 'avoir',
      number: 'AV-2026-000001',
      issueDate: '2026-03-12',
      references: 'F-2026-000042',
    });
    expect(avoir.total).toBe(75_000);
    expect(avoir.vat).toEqual({ ht: 62_500, tva: 12_500, ttc: 75_000, rate: 20 });
    expect(facture.kind).toBe('facture'); // the document itself never changes
    expect(facture.references).toBeNull();
  });

  it('may be issued the same day, in a later year (numbered in that year)', () => {
    expect(creditNote(facture, { issueDate: '2026-03-10', sequence: 2 }).number).toBe(
      'AV-2026-000002',
    );
    expect(creditNote(facture, { issueDate: '2027-01-05', sequence: 1 }).number).toBe(
      'AV-2027-000001',
    );
  });

  it('refuses to credit an avoir, or to precede its document', () => {
    const avoir = creditNote(facture, { issueDate: '2026-03-12', sequence: 1 });
    expect(() => creditNote(avoir, { issueDate: '2026-03-13', sequence: 2 })).toThrow(
      /An avoir cannot be credited/,
    );
    expect(() => creditNote(facture, { issueDate: '2026-03-09', sequence: 2 })).toThrow(
      /An avoir \(2026-03-09\) cannot precede its document \(2026-03-10\)/,
    );
  });

  it('counts negative in a sum of documents', () => {
    const avoir = creditNote(facture, { issueDate: '2026-03-12', sequence: 1 });
    expect(signedTotal(facture)).toBe(75_000);
    expect(signedTotal(avoir)).toBe(-75_000);
    expect(signedTotal({ kind: 'recu', total: 10 })).toBe(10);
  });
});

describe('monthDocumentId', () => {
  it("is the booking's id, _m and the month, unpadded", () => {
    expect(monthDocumentId('bkg-14', 2)).toBe('bkg-14_m2');
    expect(monthDocumentId('bkg-14', 12)).toBe('bkg-14_m12');
  });
});
