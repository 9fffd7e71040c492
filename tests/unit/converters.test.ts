/**
 * Bad input never corrupts or crashes: documents written by an older version or by hand (missing
 * fields, wrong types, impossible values) go through src/services/shared/converters.ts and come
 * out as well-typed entities with sensible fallbacks, ready to render.
 */
import { formatDate, formatDay, formatMad } from '@/domain/format';
import {
  parseBooking,
  parseListing,
  parseOccupancy,
  parsePlaceKeys,
  parseProfile,
  parseReview,
  toDate,
} from '@/services/shared/converters';

/** Renders every date and price the pages render: throws where a page would crash. */
function renderable(values: { days?: (string | null)[]; dates?: Date[]; prices?: number[] }) {
  for (const d of values.days ?? []) if (d !== null) formatDay(d);
  for (const d of values.dates ?? []) formatDate(d);
  for (const p of values.prices ?? []) expect(formatMad(p)).not.toMatch(/NaN|Infinity/);
}

const GARBAGE: unknown[] = [
  undefined,
  null,
  42,
  'texte',
  true,
  [],
  [1, 2],
  { nested: { deep: true } },
];

describe('parsePlaceKeys (issue 16)', () => {
  const location = { address: 'Avenue Annakhil, Hay Riad', city: 'Rabat', coordinates: null };

  it('reads the stored keys', () => {
    expect(parsePlaceKeys({ placeKeys: ['rabat', 'rabat-agdal'], location })).toEqual([
      'rabat',
      'rabat-agdal',
    ]);
  });

  it('derives them from the location of a document written before the field', () => {
    const derived = ['rabat', 'rabat-hay-riad', 'hay-riad'];
    expect(parsePlaceKeys({ location })).toEqual(derived);
    expect(parsePlaceKeys({ location, placeKeys: [] })).toEqual(derived);
    expect(parsePlaceKeys({ location, placeKeys: [12, null] })).toEqual(derived);
  });

  it.each(GARBAGE)('never throws on %j', (raw) => {
    expect(Array.isArray(parsePlaceKeys(raw))).toBe(true);
  });
});

describe('parseListing', () => {
  it('gives every field a fallback for an empty document', () => {
    const l = parseListing('l1', {});
    expect(l).toEqual({
      id: 'l1',
      hostId: '',
      hostName: '',
      title: 'Bureau sans titre',
      description: '',
      location: { address: '', city: '', coordinates: null },
      photos: [],
      amenities: [],
      additionalEquipment: [],
      pricePerDay: 0,
      pricePerMonth: 0,
      availableDates: [],
      isApproved: false,
      // a document older than the field counts as approved once (firestore.rules read it so)
      approvedOnce: true,
      isPaused: false,
      revision: null,
      refusal: null,
      previousRefusal: null,
      spaceType: 'other',
      customSpaceType: null,
      area: 0,
      floor: 0,
      hasElevator: false,
      isAccessible: false,
      workstations: 1,
      places: 1,
      parking: { available: false },
      internetType: 'fiber',
      minimumDuration: 1,
      createdAt: new Date(0),
      ratingSum: 0,
      ratingCount: 0,
    });
  });

  it.each(GARBAGE)('survives a whole document that is not an object (%j)', (raw) => {
    const l = parseListing('l2', raw);
    expect(l.title).toBe('Bureau sans titre');
    expect(l.photos).toEqual([]);
    renderable({ dates: [l.createdAt], prices: [l.pricePerDay, l.pricePerMonth] });
  });

  it('replaces wrong types and impossible values', () => {
    const l = parseListing('l3', {
      title: '   ',
      description: 12,
      location: 'Casablanca',
      photos: ['/a.jpg', 3, null, { url: 'x' }, '/b.jpg'],
      amenities: 'Wi-Fi',
      additionalEquipment: [true, 'Climatisation'],
      pricePerDay: '250',
      pricePerMonth: -4000,
      isApproved: 'true',
      spaceType: 'château',
      customSpaceType: 99,
      area: Number.NaN,
      floor: -3,
      hasElevator: 'oui',
      workstations: Number.POSITIVE_INFINITY,
      parking: { available: true, type: 'valet' },
      internetType: '5g',
      minimumDuration: 0,
      createdAt: 'pas une date',
    });
    expect(l.title).toBe('Bureau sans titre');
    expect(l.description).toBe('');
    expect(l.location).toEqual({ address: '', city: '', coordinates: null });
    expect(l.photos).toEqual(['/a.jpg', '/b.jpg']);
    expect(l.amenities).toEqual([]);
    expect(l.additionalEquipment).toEqual(['Climatisation']);
    expect(l.pricePerDay).toBe(250); // numeric text from an old form
    expect(l.pricePerMonth).toBe(0);
    expect(l.isApproved).toBe(false); // only a real true approves
    expect(l.spaceType).toBe('other');
    expect(l.customSpaceType).toBeNull();
    expect(l.area).toBe(0);
    expect(l.floor).toBe(0);
    expect(l.hasElevator).toBe(false);
    expect(l.workstations).toBe(1);
    expect(l.parking).toEqual({ available: true, type: 'free' });
    expect(l.internetType).toBe('fiber');
    expect(l.minimumDuration).toBe(1);
    expect(l.createdAt).toEqual(new Date(0));
  });

  it('keeps coordinates only when both are finite numbers', () => {
    expect(
      parseListing('a', { location: { coordinates: { lat: 33.5, lng: -7.6 } } }).location
        .coordinates,
    ).toEqual({ lat: 33.5, lng: -7.6 });
    expect(
      parseListing('b', { location: { coordinates: { lat: '33.5', lng: -7.6 } } }).location
        .coordinates,
    ).toBeNull();
    expect(
      parseListing('c', { location: { coordinates: { lat: Number.NaN, lng: 1 } } }).location
        .coordinates,
    ).toBeNull();
    expect(parseListing('d', { location: { coordinates: null } }).location.coordinates).toBeNull();
  });

  it('reads Firestore timestamps, Dates, ISO strings and epoch milliseconds', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(parseListing('a', { createdAt: { toDate: () => at } }).createdAt).toEqual(at);
    expect(
      parseListing('b', { createdAt: { seconds: at.getTime() / 1000, nanoseconds: 0 } }).createdAt,
    ).toEqual(at);
    expect(parseListing('c', { createdAt: at.toISOString() }).createdAt).toEqual(at);
    expect(parseListing('d', { createdAt: at.getTime() }).createdAt).toEqual(at);
  });
});

describe('toDate never returns an invalid Date (Intl would throw on a page)', () => {
  const fallback = new Date(0);
  it.each([
    ['a NaN Date', new Date(Number.NaN)],
    [
      'a timestamp-like object whose toDate throws',
      {
        toDate: () => {
          throw new Error('corrompu');
        },
      },
    ],
    ['a toDate returning nonsense', { toDate: () => 'hier' }],
    ['seconds out of range', { seconds: 1e20 }],
    ['seconds as text', { seconds: '1700000000' }],
    ['an unparsable string', '31/02/2026'],
    ['a huge number', 8.64e16],
    ['undefined', undefined],
  ])('%s', (_label, v) => {
    const d = toDate(v, fallback);
    expect(Number.isNaN(d.getTime())).toBe(false);
    expect(() => formatDate(d)).not.toThrow();
  });
});

describe('parseListing: the rating aggregate (issue 15)', () => {
  it('reads a consistent sum and count, and 0 / 0 for an older or broken document', () => {
    const ratings = (raw: Record<string, unknown>) => {
      const l = parseListing('l1', raw);
      return [l.ratingSum, l.ratingCount];
    };
    expect(ratings({ ratingSum: 14, ratingCount: 3 })).toEqual([14, 3]);
    expect(ratings({ ratingSum: 5, ratingCount: 1 })).toEqual([5, 1]);
    expect(ratings({ ratingSum: 1, ratingCount: 1 })).toEqual([1, 1]);
    expect(ratings({})).toEqual([0, 0]);
    expect(ratings({ ratingSum: 0, ratingCount: 0 })).toEqual([0, 0]);
    expect(ratings({ ratingSum: 6, ratingCount: 1 })).toEqual([0, 0]);
    expect(ratings({ ratingSum: 2, ratingCount: 3 })).toEqual([0, 0]);
    expect(ratings({ ratingSum: 4.5, ratingCount: 1 })).toEqual([0, 0]);
    expect(ratings({ ratingSum: '9', ratingCount: 2 })).toEqual([0, 0]);
    expect(ratings({ ratingSum: 9, ratingCount: 2.5 })).toEqual([0, 0]);
  });
});

describe('parseReview', () => {
  it('reads a stored review, its answer and its hiding', () => {
    const at = '2026-06-01T10:00:00.000Z';
    const r = parseReview('bkg-1', {
      listingId: 'l1',
      hostId: 'h',
      tenantId: 't',
      tenantName: 'Yasmine Benali',
      rating: 4,
      text: 'Très bien.',
      createdAt: at,
      updatedAt: at,
      answer: { text: 'Merci', createdAt: at },
      hidden: { reason: 'Spam', at },
    });
    expect(r).toMatchObject({
      id: 'bkg-1',
      rating: 4,
      answer: { text: 'Merci' },
      hidden: { reason: 'Spam' },
    });
    expect(r.createdAt.toISOString()).toBe(at);
  });

  it('never crashes on a broken one: a rating within 1..5, no answer, not hidden', () => {
    const r = parseReview('x', { rating: 9, answer: 'oui', hidden: false });
    expect(r).toMatchObject({ rating: 5, text: '', answer: null, hidden: null });
    expect(parseReview('y', { rating: -2, hidden: null }).rating).toBe(1);
    expect(parseReview('z', {}).updatedAt).toEqual(new Date(0));
  });

  it('reads when its answer was corrected, null when it never was', () => {
    const at = '2026-06-01T10:00:00.000Z';
    const later = '2026-06-02T08:30:00.000Z';
    const answer = (extra: object) =>
      parseReview('r', { createdAt: at, answer: { text: 'Merci', createdAt: at, ...extra } })
        .answer;
    expect(answer({})?.editedAt).toBeNull();
    expect(answer({ editedAt: later })).toEqual({
      text: 'Merci',
      createdAt: new Date(at),
      editedAt: new Date(later),
    });
  });
});

describe('parseBooking', () => {
  it("reads the admin's reason of a refusal, null when there is none or it is not text", () => {
    expect(
      parseBooking('b', { status: 'rejected', rejectionReason: 'Travaux.' }).rejectionReason,
    ).toBe('Travaux.');
    expect(parseBooking('b', { status: 'rejected' }).rejectionReason).toBeNull();
    expect(
      parseBooking('b', { status: 'rejected', rejectionReason: '' }).rejectionReason,
    ).toBeNull();
    expect(
      parseBooking('b', { status: 'rejected', rejectionReason: 5 }).rejectionReason,
    ).toBeNull();
  });

  it("reads the admin's reason of a cancellation the same way", () => {
    const read = (raw: Record<string, unknown>) =>
      parseBooking('b', { status: 'cancelled', ...raw }).cancellationReason;
    expect(read({ cancellationReason: 'Fermé.' })).toBe('Fermé.');
    expect(read({})).toBeNull();
    expect(read({ cancellationReason: '' })).toBeNull();
    expect(read({ cancellationReason: 5 })).toBeNull();
    // one reason is not read as the other
    expect(read({ rejectionReason: 'Travaux.' })).toBeNull();
  });

  it('reads who cancelled a cancelled booking, and nothing else', () => {
    const by = (raw: Record<string, unknown>) => parseBooking('b', raw).cancelledBy;
    expect(by({ status: 'cancelled', cancelledBy: 'tenant' })).toBe('tenant');
    expect(by({ status: 'cancelled', cancelledBy: 'admin' })).toBe('admin');
    // cancelled before it was written, or written wrong: not said
    expect(by({ status: 'cancelled' })).toBeNull();
    expect(by({ status: 'cancelled', cancelledBy: 'host' })).toBeNull();
    // a booking that is not cancelled was cancelled by no one
    expect(by({ status: 'confirmed', cancelledBy: 'admin' })).toBeNull();
  });
});

describe('parseBooking', () => {
  it('gives every field a fallback for an empty document, with a start day that can be shown', () => {
    const b = parseBooking('b1', {});
    expect(b).toMatchObject({
      id: 'b1',
      listingId: '',
      tenantId: '',
      hostId: '',
      rentalType: 'daily',
      startDate: '1970-01-01',
      endDate: null,
      totalPrice: 0,
      isIndefinite: false,
      monthlyPrice: null,
      monthlyEndDate: null,
      status: 'pending',
      listingTitle: 'Bureau',
    });
    renderable({ days: [b.startDate, b.endDate], dates: [b.createdAt], prices: [b.totalPrice] });
  });

  it('replaces wrong types and impossible values', () => {
    const created = new Date('2026-05-02T08:00:00Z');
    const b = parseBooking('b2', {
      rentalType: 'weekly',
      status: 'approved',
      startDate: '2026-02-30',
      endDate: 20260305,
      totalPrice: '-100',
      monthlyPrice: Number.NaN,
      isIndefinite: 'yes',
      createdAt: created.toISOString(),
      listingTitle: '',
      tenantName: ['x'],
    });
    expect(b.rentalType).toBe('daily');
    expect(b.status).toBe('pending');
    expect(b.startDate).toBe('2026-05-02'); // the creation day, rather than an impossible date
    expect(b.endDate).toBeNull();
    expect(b.totalPrice).toBe(0);
    expect(b.monthlyPrice).toBeNull();
    expect(b.isIndefinite).toBe(false);
    expect(b.listingTitle).toBe('Bureau');
    expect(b.tenantName).toBe('');
    renderable({
      days: [b.startDate, b.endDate, b.monthlyEndDate],
      dates: [b.createdAt],
      prices: [b.totalPrice],
    });
  });

  it('reads days written as timestamps by an older version', () => {
    const b = parseBooking('b3', {
      rentalType: 'monthly',
      startDate: { toDate: () => new Date('2026-07-01T00:00:00Z') },
      endDate: new Date('2026-09-30T00:00:00Z'),
      monthlyEndDate: { seconds: Date.UTC(2026, 8, 30) / 1000 },
      monthlyPrice: 4000,
    });
    expect([b.startDate, b.endDate, b.monthlyEndDate, b.monthlyPrice]).toEqual([
      '2026-07-01',
      '2026-09-30',
      '2026-09-30',
      4000,
    ]);
  });

  it.each(GARBAGE)('survives a whole document that is not an object (%j)', (raw) => {
    const b = parseBooking('b4', raw);
    renderable({ days: [b.startDate, b.endDate], dates: [b.createdAt], prices: [b.totalPrice] });
  });
});

describe('parseProfile', () => {
  it('builds fullName from first and last names, and defaults the rest (spec §3)', () => {
    const p = parseProfile('u1', { firstName: 'Nadia', lastName: 'Kabbaj' });
    expect(p).toMatchObject({
      uid: 'u1',
      fullName: 'Nadia Kabbaj',
      email: '',
      role: 'tenant',
      favorites: [],
    });
    expect(p.phoneNumber).toBeUndefined();
    expect(p.createdAt).toBeInstanceOf(Date);
    expect(Number.isNaN(p.createdAt.getTime())).toBe(false);
  });

  it('replaces wrong types: role, favourites, optional texts, uid', () => {
    const p = parseProfile('u2', {
      uid: 7,
      role: 'admin',
      favorites: ['lst-1', 2, null, 'lst-2'],
      phoneNumber: 612345678,
      bio: '',
      profession: ['x'],
      profilePhoto: { url: 'x' },
      createdAt: { seconds: 'hier' },
    });
    expect(p.uid).toBe('u2');
    expect(p.role).toBe('tenant'); // never "admin" from a document
    expect(p.favorites).toEqual(['lst-1', 'lst-2']);
    expect(p.phoneNumber).toBeUndefined();
    expect(p.bio).toBeUndefined();
    expect(p.profession).toBeUndefined();
    expect(p.profilePhoto).toBeUndefined();
    expect(() => formatDate(p.createdAt)).not.toThrow();
  });

  it('keeps a host a host', () => {
    expect(parseProfile('u3', { role: 'host', fullName: 'Karim' })).toMatchObject({
      role: 'host',
      fullName: 'Karim',
    });
  });

  it('reads a company identity and a tenant billing, keeping only the chosen kind', () => {
    const p = parseProfile('u4', {
      legalIdentity: {
        kind: 'company',
        raisonSociale: 'Atlas SARL',
        ice: '001234567000089',
        identifiantFiscal: '12345678',
        rcNumber: '45678',
        rcCourt: 'Casablanca',
        taxeProfessionnelle: '3456789',
        address: '12 rue Atlas',
        vatRegistered: true,
        fullName: 'ignored',
      },
      billing: { companyName: 'Sanad SA', ice: '009876543000012' },
    });
    expect(p.legalIdentity).toEqual({
      kind: 'company',
      raisonSociale: 'Atlas SARL',
      ice: '001234567000089',
      identifiantFiscal: '12345678',
      rcNumber: '45678',
      rcCourt: 'Casablanca',
      taxeProfessionnelle: '3456789',
      address: '12 rue Atlas',
      vatRegistered: true,
    });
    expect(p.billing).toEqual({ companyName: 'Sanad SA', ice: '009876543000012' });
  });

  it('reads an individual identity (empty CIN as null); no or a broken identity is null', () => {
    expect(
      parseProfile('u5', {
        legalIdentity: { kind: 'individual', fullName: 'Karim Alaoui', cin: '', address: 'Rabat' },
      }).legalIdentity,
    ).toEqual({ kind: 'individual', fullName: 'Karim Alaoui', cin: null, address: 'Rabat' });
    expect(parseProfile('u6', {}).legalIdentity).toBeNull();
    expect(parseProfile('u6', { legalIdentity: { kind: 'robot' } }).legalIdentity).toBeNull();
    expect(parseProfile('u6', { legalIdentity: 'x', billing: 3 }).billing).toEqual({
      companyName: null,
      ice: null,
    });
  });
});

describe('parseOccupancy', () => {
  it('derives the end of the hold from createdAt (+24 h), as Firestore stores it', () => {
    const created = new Date('2026-06-01T10:00:00Z');
    const o = parseOccupancy('2026-06-10', {
      bookingId: 'b',
      status: 'held',
      createdAt: created.toISOString(),
    });
    expect(o).toEqual({
      day: '2026-06-10',
      bookingId: 'b',
      status: 'held',
      heldUntil: new Date(created.getTime() + 24 * 3600 * 1000),
    });
  });

  it('still reads an explicit heldUntil (older local stores)', () => {
    const until = new Date('2026-06-02T10:00:00Z');
    expect(parseOccupancy('2026-06-10', { heldUntil: until.toISOString() }).heldUntil).toEqual(
      until,
    );
  });

  it('treats anything but "confirmed" as a hold, and a broken date as long expired', () => {
    const o = parseOccupancy('2026-06-10', { status: 'CONFIRMED', bookingId: 5, createdAt: 'n/a' });
    expect(o.status).toBe('held');
    expect(o.bookingId).toBe('');
    expect(o.heldUntil.getTime()).toBe(24 * 3600 * 1000);
  });

  it.each(GARBAGE)('survives a whole document that is not an object (%j)', (raw) => {
    const o = parseOccupancy('2026-06-10', raw);
    expect(o.status).toBe('held');
    expect(Number.isNaN(o.heldUntil.getTime())).toBe(false);
  });
});
