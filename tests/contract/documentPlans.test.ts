/**
 * Issue 15: the plans that issue receipts, invoices and credit notes
 * (src/services/shared/plans/documents.ts, used by the admin's confirmation and cancellation):
 * which kind, which number after the stored counter, what the document says, and the avoir.
 */
import { addDays, todayInMorocco } from '@/domain/days';
import {
  SERVER_TIMESTAMP,
  documentIssuer,
  planBookingDecision,
  planCancelConfirmed,
  type DocData,
  type Plan,
  type PlanWrite,
} from '@/services/shared/plans';
import { isServiceError } from '@/services/types';
import { COMPANY_IDENTITY as COMPANY } from '../factories';

const NOW = new Date('2026-11-24T10:00:00Z');
const YEAR = 2026;
const TODAY = todayInMorocco(NOW);
const START = addDays(TODAY, 5);

function booking(status: string, extra: DocData = {}): DocData {
  return {
    listingId: 'lst-1',
    tenantId: 'tenant-1',
    hostId: 'host-1',
    listingTitle: 'Bureau Anfa',
    listingAddress: '12 boulevard Anfa',
    listingCity: 'Casablanca',
    tenantName: 'Sara Alami',
    rentalType: 'daily',
    startDate: START,
    endDate: addDays(START, 2),
    totalPrice: 750,
    status,
    slots: [START, addDays(START, 1), addDays(START, 2)],
    createdAt: new Date(NOW.getTime() - 3600_000).toISOString(),
    ...extra,
  };
}

function run<T>(plan: Plan<T>, docs: Record<string, DocData>) {
  const reads: string[][] = [];
  let step = plan;
  while (step.kind === 'read') {
    reads.push(step.paths);
    step = step.next(step.paths.map((p) => docs[p] ?? null));
  }
  return { reads, step };
}

function writes<T>(plan: Plan<T>, docs: Record<string, DocData>): PlanWrite[] {
  const { step } = run(plan, docs);
  if (step.kind !== 'write') throw new Error(`expected writes, got ${step.kind}`);
  return step.writes;
}

const dataOf = (ws: PlanWrite[], path: string) => {
  const w = ws.find((x) => x.path === path);
  if (!w || w.op === 'delete') throw new Error(`no write to ${path}`);
  return w.data;
};

const confirm = () => planBookingDecision({ bookingId: 'bkg-1', status: 'confirmed', now: NOW });

const base = (host: DocData, extra: Record<string, DocData> = {}) => ({
  'bookings/bkg-1': booking('pending_admin'),
  'users/tenant-1': {
    fullName: 'Sara Alami',
    email: 't@x.ma',
    billing: { companyName: 'Nour Conseil SARL', ice: '002345678000091' },
  },
  'users/host-1': { fullName: 'Karim Idrissi', email: 'h@x.ma', ...host },
  ...extra,
});

describe("the confirmation issues the booking's document", () => {
  it("a VAT-registered company's facture, numbered after its counter, HT + TVA = TTC", () => {
    const ws = writes(
      confirm(),
      base(
        { legalIdentity: COMPANY },
        { 'documentCounters/host-1_facture': { year: YEAR, last: 41 } },
      ),
    );
    const doc = dataOf(ws, 'documents/bkg-1');
    expect(doc).toMatchObject({
      kind: 'facture',
      number: `F-${YEAR}-000042`,
      issueDate: TODAY,
      year: YEAR,
      sequence: 42,
      bookingId: 'bkg-1',
      hostId: 'host-1',
      tenantId: 'tenant-1',
      listingId: 'lst-1',
      host: COMPANY,
      tenant: {
        name: 'Sara Alami',
        billing: { companyName: 'Nour Conseil SARL', ice: '002345678000091' },
      },
      total: 75_000,
      vat: { ht: 62_500, tva: 12_500, ttc: 75_000, rate: 20 },
      totalInWords: 'sept cent cinquante dirhams',
      references: null,
      issuedAt: SERVER_TIMESTAMP,
    });
    expect(doc.lines).toEqual([
      expect.objectContaining({ unit: 'day', quantity: 3, unitPrice: 25_000, amount: 75_000 }),
    ]);
    expect(dataOf(ws, 'documentCounters/host-1_facture')).toEqual({
      hostId: 'host-1',
      kind: 'facture',
      year: YEAR,
      last: 42,
      lastDocId: 'bkg-1',
    });
  });

  it("the counter is read in the same transaction, after the host's profile", () => {
    const { reads } = run(confirm(), base({ legalIdentity: COMPANY }));
    expect(reads.slice(-2)).toEqual([
      ['users/tenant-1', 'users/host-1'],
      ['documentCounters/host-1_facture'],
    ]);
  });

  it('a new series, or a new year, starts at 1', () => {
    const first = writes(confirm(), base({ legalIdentity: COMPANY }));
    expect(dataOf(first, 'documents/bkg-1')).toMatchObject({ number: `F-${YEAR}-000001` });
    const nextYear = writes(
      confirm(),
      base(
        { legalIdentity: COMPANY },
        { 'documentCounters/host-1_facture': { year: YEAR - 1, last: 812 } },
      ),
    );
    expect(dataOf(nextYear, 'documentCounters/host-1_facture')).toMatchObject({
      year: YEAR,
      last: 1,
    });
  });

  it('a company not subject to VAT, an individual, or no identity yet: a reçu without VAT', () => {
    const individual = {
      kind: 'individual',
      fullName: 'Karim Idrissi',
      cin: 'BK123456',
      address: 'Rabat',
    };
    for (const [host, issuer] of [
      [
        { legalIdentity: { ...COMPANY, vatRegistered: false } },
        { ...COMPANY, vatRegistered: false },
      ],
      [{ legalIdentity: individual }, individual],
      [{}, { kind: 'individual', fullName: 'Karim Idrissi', cin: null, address: '' }],
    ] as const) {
      const ws = writes(
        confirm(),
        base(host, { 'documentCounters/host-1_recu': { year: YEAR, last: 6 } }),
      );
      expect(dataOf(ws, 'documents/bkg-1')).toMatchObject({
        kind: 'recu',
        number: `R-${YEAR}-000007`,
        vat: null,
        total: 75_000,
        host: issuer,
      });
      expect(dataOf(ws, 'documentCounters/host-1_recu')).toMatchObject({ last: 7 });
    }
  });

  it('a rejection issues nothing', () => {
    const ws = writes(
      planBookingDecision({ bookingId: 'bkg-1', status: 'rejected', now: NOW }),
      base({ legalIdentity: COMPANY }),
    );
    expect(ws.some((w) => w.path.startsWith('document'))).toBe(false);
  });

  it("documentIssuer: the profile's identity, or the host's name alone", () => {
    expect(documentIssuer({ legalIdentity: COMPANY })).toEqual(COMPANY);
    expect(documentIssuer({ fullName: 'Karim' })).toEqual({
      kind: 'individual',
      fullName: 'Karim',
      cin: null,
      address: '',
    });
    expect(documentIssuer(null)).toMatchObject({ fullName: '' });
  });
});

describe('the admin cancels a confirmed booking', () => {
  const issued = writes(confirm(), base({ legalIdentity: COMPANY }));
  const facture = dataOf(issued, 'documents/bkg-1');
  const cancel = () => planCancelConfirmed({ bookingId: 'bkg-1', now: NOW });
  const confirmedDocs = (extra: Record<string, DocData> = {}) => ({
    'bookings/bkg-1': booking('confirmed'),
    'documents/bkg-1': { ...facture, issuedAt: NOW.toISOString() },
    [`listings/lst-1/occupancy/${START}`]: { bookingId: 'bkg-1', status: 'confirmed' },
    [`listings/lst-1/occupancy/${addDays(START, 1)}`]: { bookingId: 'bkg-1', status: 'confirmed' },
    [`listings/lst-1/occupancy/${addDays(START, 2)}`]: { bookingId: 'other', status: 'held' },
    ...extra,
  });

  it('frees its days and issues an avoir that references the facture', () => {
    const ws = writes(
      cancel(),
      confirmedDocs({ 'documentCounters/host-1_avoir': { year: YEAR, last: 2 } }),
    );
    expect(ws.map((w) => `${w.op} ${w.path}`)).toEqual([
      'update bookings/bkg-1',
      `delete listings/lst-1/occupancy/${START}`,
      `delete listings/lst-1/occupancy/${addDays(START, 1)}`,
      'set documents/bkg-1_avoir',
      'set documentCounters/host-1_avoir',
      // the tenant and the host are told (issue 14's notices and e-mails), by the avoir's number
      'set users/tenant-1/notifications/booking-withdrawn_bkg-1',
      'set mail/booking-withdrawn_bkg-1_tenant-1',
      'set users/host-1/notifications/booking-withdrawn_bkg-1',
      'set mail/booking-withdrawn_bkg-1_host-1',
    ]);
    for (const path of [
      'users/tenant-1/notifications/booking-withdrawn_bkg-1',
      'users/host-1/notifications/booking-withdrawn_bkg-1',
    ]) {
      expect(dataOf(ws, path).creditNoteNumber).toBe(`AV-${YEAR}-000003`);
    }
    for (const path of [
      'mail/booking-withdrawn_bkg-1_tenant-1',
      'mail/booking-withdrawn_bkg-1_host-1',
    ]) {
      expect((dataOf(ws, path).template as { data: DocData }).data.creditNoteNumber).toBe(
        `AV-${YEAR}-000003`,
      );
    }
    const avoir = dataOf(ws, 'documents/bkg-1_avoir');
    expect(avoir).toMatchObject({
      kind: 'avoir',
      number: `AV-${YEAR}-000003`,
      references: `F-${YEAR}-000001`,
      total: 75_000,
      vat: { ht: 62_500, tva: 12_500, ttc: 75_000, rate: 20 },
      host: COMPANY,
      sequence: 3,
      issuedAt: SERVER_TIMESTAMP,
    });
    // everything else is the credited document's
    for (const key of ['host', 'tenant', 'space', 'period', 'lines', 'totalInWords', 'bookingId']) {
      expect(avoir[key]).toEqual(facture[key]);
    }
    expect(dataOf(ws, 'documentCounters/host-1_avoir')).toEqual({
      hostId: 'host-1',
      kind: 'avoir',
      year: YEAR,
      last: 3,
      lastDocId: 'bkg-1_avoir',
    });
  });

  it('without an issued document, it cancels with no avoir', () => {
    const ws = writes(cancel(), confirmedDocs({ 'documents/bkg-1': null as unknown as DocData }));
    expect(ws.some((w) => w.path.startsWith('document'))).toBe(false);
    expect(ws[0]).toEqual({
      op: 'update',
      path: 'bookings/bkg-1',
      data: { status: 'cancelled', cancelledBy: 'admin' },
    });
    const told = ws.filter((w) => w.path.includes('booking-withdrawn'));
    expect(told).toHaveLength(4);
    // no avoir to name
    expect(JSON.stringify(told)).not.toContain('creditNoteNumber');
  });

  it("keeps the admin's reason, trimmed, and tells it in the notices; the e-mails say there is one", () => {
    const why = 'Le bureau est fermé pour travaux.';
    const ws = writes(
      planCancelConfirmed({ bookingId: 'bkg-1', now: NOW, reason: `  ${why}\n` }),
      confirmedDocs(),
    );
    expect(ws[0]).toEqual({
      op: 'update',
      path: 'bookings/bkg-1',
      data: { status: 'cancelled', cancelledBy: 'admin', cancellationReason: why },
    });
    for (const uid of ['tenant-1', 'host-1']) {
      expect(dataOf(ws, `users/${uid}/notifications/booking-withdrawn_bkg-1`)).toMatchObject({
        reason: why,
      });
      const mail = dataOf(ws, `mail/booking-withdrawn_bkg-1_${uid}`);
      expect(mail.template).toMatchObject({ data: { withReason: true } });
      expect(JSON.stringify(mail)).not.toContain(why);
    }
  });

  it('without a reason (blank or none), writes none and claims none', () => {
    for (const reason of [undefined, null, '  \n']) {
      const ws = writes(
        planCancelConfirmed({ bookingId: 'bkg-1', now: NOW, reason }),
        confirmedDocs(),
      );
      expect(dataOf(ws, 'bookings/bkg-1')).toEqual({ status: 'cancelled', cancelledBy: 'admin' });
      expect(dataOf(ws, 'users/tenant-1/notifications/booking-withdrawn_bkg-1')).not.toHaveProperty(
        'reason',
      );
      const mail = dataOf(ws, 'mail/booking-withdrawn_bkg-1_tenant-1');
      expect((mail.template as { data: DocData }).data).not.toHaveProperty('withReason');
    }
  });

  it('refuses a reason over 500 characters before reading anything', () => {
    const long = planCancelConfirmed({ bookingId: 'bkg-1', now: NOW, reason: 'é'.repeat(501) });
    expect(long).toMatchObject({ kind: 'fail', error: { code: 'invalid-argument' } });
    expect(() =>
      writes(
        planCancelConfirmed({ bookingId: 'bkg-1', now: NOW, reason: 'é'.repeat(500) }),
        confirmedDocs(),
      ),
    ).not.toThrow();
  });

  it('refuses a booking that is not confirmed, or has started', () => {
    for (const raw of [
      booking('pending_admin'),
      booking('cancelled'),
      booking('confirmed', { startDate: TODAY }),
      booking('confirmed', { startDate: addDays(TODAY, -3) }),
    ]) {
      const { step } = run(cancel(), confirmedDocs({ 'bookings/bkg-1': raw }));
      expect(step.kind === 'fail' && isServiceError(step.error, 'booking/invalid-state')).toBe(
        true,
      );
    }
    const { step } = run(cancel(), {});
    expect(step.kind === 'fail' && isServiceError(step.error, 'not-found')).toBe(true);
  });
});
