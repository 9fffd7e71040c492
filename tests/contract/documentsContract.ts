/**
 * Issue 15: receipts, invoices and credit notes through the backend contract, on both backends
 * (local in `npm test`, firebase on the emulators in `npm run test:emulators`): the admin's
 * confirmations number each host's documents without gap or duplicate even when they run at
 * the same instant, the booking's tenant and host read the document, nobody else does, and a
 * cancellation before the start issues the avoir that references it.
 */
import { documentYear, monthLine, monthsBegun } from '@/domain/invoice';
import { addDays, todayInMorocco } from '@/domain/days';
import type { IssuedDocument } from '@/domain/types';
import { buildSeed } from '@/services/seed/data';
import { ACCOUNTS, expectServiceError, type ContractEnv } from './backendContract';

const CONCURRENT = 4;

export function describeDocumentsContract(label: string, env: ContractEnv) {
  describe(`documents (issue 15) — ${label}`, () => {
    const seed = buildSeed(new Date());
    // An approved listing of the demo host that no seeded monthly rental holds (a rolling year).
    const monthly = new Set(
      seed.bookings.filter((b) => b.rentalType === 'monthly').map((b) => b.listingId),
    );
    const listing = seed.listings.find(
      (l) => l.hostId === 'demo-host' && l.isApproved && !monthly.has(l.id) && !l.isPaused,
    )!;
    /** The last number the seed left in the demo host's series of `kind` this year. */
    const seededLast = (kind: string, year: number) => {
      const c = seed.documents.find((d) => d.path === `documentCounters/demo-host_${kind}`);
      return c && c.data.year === year ? (c.data.last as number) : 0;
    };

    beforeEach(() => env.reset());

    /** Pending daily bookings of `listing`, far from any seeded day: two per tenant. */
    async function pendingBookings(n: number): Promise<string[]> {
      const tenants = [ACCOUNTS.tenant, ACCOUNTS.tenant2];
      const clients = await Promise.all(tenants.map((t) => env.client(t)));
      const ids: string[] = [];
      for (let i = 0; i < n; i += 1) {
        const start = addDays(todayInMorocco(), 300 + i * (listing.minimumDuration + 2));
        const b = await clients[i % clients.length].bookings.createBooking({
          listingId: listing.id,
          rentalType: 'daily',
          startDate: start,
          endDate: addDays(start, listing.minimumDuration - 1),
          isIndefinite: false,
        });
        ids.push(b.id);
      }
      return ids;
    }

    it('numbers concurrent confirmations of one host without gap or duplicate', async () => {
      const ids = await pendingBookings(CONCURRENT);
      const admins = await Promise.all(
        ids.map(async () => (await env.client()).admin.unlock(env.adminPassword)),
      );
      const results = await Promise.allSettled(ids.map((id, i) => admins[i].confirmBooking(id)));
      expect(
        results
          .filter((r) => r.status === 'rejected')
          .map((r) => String((r as PromiseRejectedResult).reason)),
      ).toEqual([]);

      const host = await env.client(ACCOUNTS.host);
      const docs: IssuedDocument[] = [];
      for (const id of ids) docs.push(...(await host.bookings.getDocuments(id, 'host')));
      expect(docs.map((d) => d.bookingId).sort()).toEqual([...ids].sort());
      const { kind, issueDate } = docs[0];
      expect(docs.every((d) => d.kind === kind && d.issueDate === issueDate)).toBe(true);
      const year = documentYear(issueDate);
      const from = seededLast(kind, year);
      expect(docs.map((d) => d.sequence).sort((a, b) => a - b)).toEqual(
        Array.from({ length: CONCURRENT }, (_, i) => from + i + 1),
      );
      expect(new Set(docs.map((d) => d.number)).size).toBe(CONCURRENT);
      const prefix = kind === 'facture' ? 'F' : 'R';
      for (const d of docs) {
        expect(d.number).toBe(`${prefix}-${year}-${String(d.sequence).padStart(6, '0')}`);
      }
    });

    it('the tenant and the host read the document; another tenant finds none', async () => {
      const [id] = await pendingBookings(1);
      const admin = await (await env.client()).admin.unlock(env.adminPassword);
      await admin.confirmBooking(id);
      const tenant = await env.client(ACCOUNTS.tenant);
      const [doc] = await tenant.bookings.getDocuments(id, 'tenant');
      expect(doc).toMatchObject({ bookingId: id, listingId: listing.id, references: null });
      expect(doc.total).toBe(doc.lines[0].amount);
      expect(
        (await (await env.client(ACCOUNTS.host)).bookings.getDocuments(id, 'host'))[0],
      ).toEqual(doc);
      const other = await env.client(ACCOUNTS.tenant2);
      expect(await other.bookings.getDocuments(id, 'tenant')).toEqual([]);
    });

    it('cancelling a confirmed booking before it starts issues the avoir of its document', async () => {
      const [id] = await pendingBookings(1);
      const admin = await (await env.client()).admin.unlock(env.adminPassword);
      await admin.confirmBooking(id);
      await admin.cancelConfirmedBooking(id);
      const tenant = await env.client(ACCOUNTS.tenant);
      const [original, avoir] = await tenant.bookings.getDocuments(id, 'tenant');
      expect(avoir).toMatchObject({
        kind: 'avoir',
        references: original.number,
        total: original.total,
        vat: original.vat,
        lines: original.lines,
        host: original.host,
      });
      expect(avoir.number).toMatch(new RegExp(`^AV-${documentYear(avoir.issueDate)}-\\d{6}$`));
      // its tenant's notice names the avoir by its number
      const notices = await tenant.notifications.listNotifications(avoir.tenantId, {
        pageSize: 50,
      });
      expect(notices.items.find((n) => n.id === `booking-withdrawn_${id}`)?.creditNoteNumber).toBe(
        avoir.number,
      );
      // the admin reads the same two, in the same order (« Voir les documents » in Historique)
      const file = await admin.getBookingFile(id);
      expect(file.documents).toEqual([original, avoir]);
      expect(file.booking).toMatchObject({ id, status: 'cancelled', tenantId: avoir.tenantId });
      expect(await admin.getBookingFile('no-such-booking')).toEqual({
        booking: null,
        documents: [],
      });
      const booking = (await tenant.bookings.listBookingsForUser(avoir.tenantId, 'tenant')).find(
        (b) => b.id === id,
      );
      expect(booking?.status).toBe('cancelled');
      // its days are free again: the same tenant can book them
      await expectServiceError(admin.cancelConfirmedBooking(id), 'booking/invalid-state');
    });

    it('issues each month begun of an indefinite rental its own document, once', async () => {
      // bkg-14: Salma Idrissi's (tenant-3) indefinite rental of the demo host's office, begun
      // 40 days ago: its first month is its booking's document, its second is due
      const b = seed.bookings.find((x) => x.id === 'bkg-14')!;
      const today = todayInMorocco();
      const due = monthsBegun(b, today);
      expect(due).toBe(2);
      const admin = await (await env.client()).admin.unlock(env.adminPassword);
      const host = await env.client(ACCOUNTS.host);
      const [first] = await host.bookings.getDocuments(b.id, 'host');
      expect(first!.id).toBe(b.id);
      const revenueBefore = (await admin.stats()).confirmedRevenue;
      const price = b.monthlyPrice!;
      expect(b.totalPrice).toBe(price);

      expect(await admin.issueMonthDocuments()).toBe(1);
      const salma = await env.client(ACCOUNTS.tenant3);
      const docs = await salma.bookings.getDocuments(b.id, 'tenant');
      expect(docs.map((d) => d.id)).toEqual([b.id, `${b.id}_m2`]);
      const second = docs[1]!;
      const year = documentYear(today);
      // the next number of the host's series, the month's period, the monthly price
      expect(second).toMatchObject({
        kind: first!.kind,
        issueDate: today,
        year,
        sequence: seededLast(first!.kind, year) + 1,
        period: { start: monthLine(b, 2).start, end: monthLine(b, 2).end },
        lines: [monthLine(b, 2)],
        total: price * 100,
        bookingId: b.id,
        tenantId: 'tenant-3',
        hostId: 'demo-host',
      });
      // its host reads it too, and nobody else
      expect((await host.bookings.getDocuments(b.id, 'host')).map((d) => d.id)).toContain(
        `${b.id}_m2`,
      );
      const other = await env.client(ACCOUNTS.tenant);
      expect(await other.bookings.getDocuments(b.id, 'tenant')).toEqual([]);
      // its tenant and its host are told of the month, in app and by e-mail, naming the
      // document by its number (a facture's, or a reçu's)
      const named =
        second.kind === 'facture'
          ? { invoiceNumber: second.number }
          : { receiptNumber: second.number };
      const invoiced = {
        kind: 'booking-invoiced',
        bookingId: b.id,
        month: 2,
        read: false,
        ...named,
      };
      const told = await salma.notifications.listNotifications('tenant-3', { pageSize: 5 });
      expect(told.items[0]).toMatchObject({ ...invoiced, id: `booking-invoiced_${b.id}_m2` });
      const hostTold = await host.notifications.listNotifications('demo-host', { pageSize: 5 });
      expect(hostTold.items[0]).toMatchObject(invoiced);
      const mailOf = async () =>
        (await admin.listMail({ pageSize: 50 })).items.filter(
          (m) => m.template === 'booking-invoiced',
        );
      const mail = await mailOf();
      expect(mail.map((m) => m.id).sort()).toEqual(
        [`booking-invoiced_${b.id}_m2_demo-host`, `booking-invoiced_${b.id}_m2_tenant-3`].sort(),
      );
      for (const m of mail) {
        expect(m.data).toEqual({
          bookingId: b.id,
          listingId: b.listingId,
          listingTitle: b.listingTitle,
          month: '2',
          // its tenant and first day; an indefinite rental has no last day
          tenantName: b.tenantName,
          startDate: b.startDate.split('-').reverse().join('/'),
          ...named,
          // the tenant's is written to them (parseMail: 'true'; the host's has none)
          ...(m.toUid === 'tenant-3' ? { forTenant: 'true' } : {}),
        });
      }
      // the rental's total now counts both months: what its tenant spent, its host earned and
      // the admin's confirmed revenue (sums of totalPrice) grew by the month's price
      const [rental] = (await salma.bookings.listBookingsForUser('tenant-3', 'tenant')).filter(
        (x) => x.id === b.id,
      );
      expect(rental).toMatchObject({ totalPrice: 2 * price, monthlyPrice: price });
      const hosted = (await host.bookings.listBookingsForUser('demo-host', 'host')).find(
        (x) => x.id === b.id,
      );
      expect(hosted?.totalPrice).toBe(2 * price);
      expect((await admin.stats()).confirmedRevenue).toBe(revenueBefore + price);
      // once: the next run issues nothing, the series did not move, nobody is told again
      expect(await admin.issueMonthDocuments()).toBe(0);
      expect((await admin.stats()).confirmedRevenue).toBe(revenueBefore + price);
      expect((await salma.bookings.getDocuments(b.id, 'tenant')).map((d) => d.id)).toEqual([
        b.id,
        `${b.id}_m2`,
      ]);
      expect(await mailOf()).toHaveLength(2);
    });

    it('refuses to cancel a confirmed booking that has started', async () => {
      const started = seed.bookings.find(
        (b) => b.status === 'confirmed' && b.startDate <= todayInMorocco(),
      )!;
      const admin = await (await env.client()).admin.unlock(env.adminPassword);
      await expectServiceError(admin.cancelConfirmedBooking(started.id), 'booking/invalid-state');
    });
  });
}
