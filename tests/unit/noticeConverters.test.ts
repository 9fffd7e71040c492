/**
 * src/services/shared/notices.ts: notifications and mail documents as the app reads them. A
 * month's notice (booking-invoiced) carries its month; without it, it is left out (parseEach
 * drops a document that throws) rather than shown as « du e mois ».
 */
import { parseMail, parseNotification } from '@/services/shared/notices';

const stored = (extra: Record<string, unknown> = {}) => ({
  kind: 'booking-invoiced',
  createdAt: new Date(Date.UTC(2026, 10, 28, 9)),
  read: false,
  listingId: 'lst-1',
  listingTitle: 'Bureau',
  bookingId: 'bkg-14',
  month: 2,
  ...extra,
});

describe('parseNotification', () => {
  it("keeps the month of a month's document", () => {
    // every stored field read as it is, the id beside them
    expect(parseNotification('booking-invoiced_bkg-14_m2', stored())).toEqual({
      id: 'booking-invoiced_bkg-14_m2',
      ...stored(),
    });
  });

  it("keeps the number of the month's facture, or of its reçu, when it is text", () => {
    const facture = parseNotification('n', stored({ invoiceNumber: 'F-2026-000006' }));
    expect(facture.invoiceNumber).toBe('F-2026-000006');
    expect(facture).not.toHaveProperty('receiptNumber');
    const recu = parseNotification('n', stored({ receiptNumber: 'R-2026-000002' }));
    expect(recu.receiptNumber).toBe('R-2026-000002');
    expect(recu).not.toHaveProperty('invoiceNumber');
    const neither = parseNotification('n', stored({ invoiceNumber: 6, receiptNumber: null }));
    expect(neither).not.toHaveProperty('invoiceNumber');
    expect(neither).not.toHaveProperty('receiptNumber');
  });

  it("refuses a month's notice without a whole month from 2 on", () => {
    for (const month of [undefined, 1, 0, 2.5, '2', null]) {
      expect(() => parseNotification('n', stored({ month }))).toThrow(/no month/);
    }
  });

  it("keeps a request's places from 2 on, and only a request's", () => {
    const requested = (places: unknown, kind = 'booking-requested') =>
      parseNotification('n', stored({ kind, month: undefined, bookingId: 'bkg-1', places }));
    expect(requested(3).places).toBe(3);
    for (const none of [undefined, 1, 0, 2.5, '2', null]) {
      expect(requested(none)).not.toHaveProperty('places');
    }
    expect(requested(3, 'booking-confirmed')).not.toHaveProperty('places');
  });

  it("keeps a message's sender when it is a name, and only a message's", () => {
    const message = (senderName: unknown) =>
      parseNotification(
        'message_lst-1_u-1',
        stored({ kind: 'message', month: undefined, conversationId: 'lst-1_u-1', senderName }),
      );
    expect(message('Omar Chraibi').senderName).toBe('Omar Chraibi');
    for (const none of [undefined, null, '', '  ', 5]) {
      expect(message(none)).not.toHaveProperty('senderName');
    }
    const other = parseNotification(
      'booking-confirmed_bkg-1',
      stored({ kind: 'booking-confirmed', month: undefined, senderName: 'Omar Chraibi' }),
    );
    expect(other).not.toHaveProperty('senderName');
  });

  it('reads another kind as before, without a month', () => {
    const n = parseNotification(
      'booking-confirmed_bkg-1',
      stored({ kind: 'booking-confirmed', month: undefined }),
    );
    expect(n.kind).toBe('booking-confirmed');
    expect(n).not.toHaveProperty('month');
  });

  it("keeps a booking's days when they are days, the last one not before the first", () => {
    const stored = (days: Record<string, unknown>) => ({
      kind: 'booking-confirmed',
      createdAt: new Date(Date.UTC(2026, 10, 28, 9)),
      read: false,
      listingId: 'lst-1',
      listingTitle: 'Bureau',
      bookingId: 'bkg-14',
      ...days,
    });
    const range = parseNotification(
      'n',
      stored({ startDate: '2027-01-12', endDate: '2027-01-14' }),
    );
    expect(range).toMatchObject({ startDate: '2027-01-12', endDate: '2027-01-14' });
    const single = parseNotification(
      'n',
      stored({ startDate: '2027-01-12', endDate: '2027-01-12' }),
    );
    expect(single).toMatchObject({ startDate: '2027-01-12', endDate: '2027-01-12' });
    const open = parseNotification('n', stored({ startDate: '2027-01-12' }));
    expect(open.startDate).toBe('2027-01-12');
    expect(open).not.toHaveProperty('endDate');
    const backwards = parseNotification(
      'n',
      stored({ startDate: '2027-01-12', endDate: '2027-01-11' }),
    );
    expect(backwards.startDate).toBe('2027-01-12');
    expect(backwards).not.toHaveProperty('endDate');
    // no first day: no days at all (an end alone says nothing the panel can show)
    for (const startDate of [undefined, null, '12/01/2027', 20270112]) {
      const n = parseNotification('n', stored({ startDate, endDate: '2027-01-14' }));
      expect(n).not.toHaveProperty('startDate');
      expect(n).not.toHaveProperty('endDate');
    }
  });
});

describe('parseMail', () => {
  it('gives the template the month as text, next to the ids', () => {
    const mail = parseMail('booking-invoiced_bkg-14_m2_u1', {
      toUids: ['u1'],
      template: {
        name: 'booking-invoiced',
        data: { bookingId: 'bkg-14', listingId: 'lst-1', listingTitle: "Bureau d'angle", month: 2 },
      },
      createdAt: new Date(0),
    });
    expect(mail.data).toEqual({
      bookingId: 'bkg-14',
      listingId: 'lst-1',
      listingTitle: "Bureau d'angle",
      month: '2',
    });
    const other = parseMail('m', {
      toUids: ['u1'],
      template: {
        name: 'booking-confirmed',
        data: { bookingId: 'bkg-1', month: 'x', listingTitle: 7 },
      },
    });
    expect(other.data).toEqual({ bookingId: 'bkg-1' });
  });

  it("keeps a booking's tenant and days, when they are text", () => {
    const mail = parseMail('booking-requested_bkg-1_u1', {
      toUids: ['u1'],
      template: {
        name: 'booking-requested',
        data: { bookingId: 'bkg-1', tenantName: 'Omar', startDate: '03/12/2026', endDate: 5 },
      },
    });
    expect(mail.data).toEqual({ bookingId: 'bkg-1', tenantName: 'Omar', startDate: '03/12/2026' });
  });

  it("says whom a booking's e-mail speaks to as the demo's renderer reads it: 'true' or nothing", () => {
    const reader = (forTenant: unknown) =>
      parseMail('booking-confirmed_bkg-1_u1', {
        toUids: ['u1'],
        template: { name: 'booking-confirmed', data: { bookingId: 'bkg-1', forTenant } },
      }).data;
    expect(reader(true)).toEqual({ bookingId: 'bkg-1', forTenant: 'true' });
    expect(reader(false)).toEqual({ bookingId: 'bkg-1' });
    expect(reader('true')).toEqual({ bookingId: 'bkg-1' });
  });

  it("reads a stay of one day and a refusal's reason given the same way: 'true' or nothing", () => {
    const flags = (value: unknown) =>
      parseMail('booking-rejected_bkg-1_u1', {
        toUids: ['u1'],
        template: {
          name: 'booking-rejected',
          data: { bookingId: 'bkg-1', oneDay: value, withReason: value },
        },
      }).data;
    expect(flags(true)).toEqual({ bookingId: 'bkg-1', oneDay: 'true', withReason: 'true' });
    for (const value of [false, 'true', 1, null]) {
      expect(flags(value)).toEqual({ bookingId: 'bkg-1' });
    }
  });
});
