/**
 * The shared write plans (src/services/shared/plans) on their own: what each one reads, in
 * which order, and what it writes — the very steps both backends apply (firebase in a
 * Firestore transaction, local in one store transaction through its rules).
 */
import { addDays, todayInMorocco } from '@/domain/days';
import {
  SERVER_TIMESTAMP,
  planBookingDecision,
  planCancelBooking,
  planCreateBooking,
  planDeleteListing,
  planListingApproval,
  planGoogleProfile,
  planProfileUpdate,
  planSearchKeys,
  planSignUpProfile,
  type DocData,
  type Plan,
} from '@/services/shared/plans';
import { isServiceError } from '@/services/types';
import { userSearchKeys } from '@/domain/userSearch';

const NOW = new Date();
const DAY1 = addDays(todayInMorocco(NOW), 3);
const DAY2 = addDays(DAY1, 1);

/** Runs a plan against `docs`, recording the paths it reads. */
function run<T>(plan: Plan<T>, docs: Record<string, DocData>) {
  const reads: string[][] = [];
  let step = plan;
  while (step.kind === 'read') {
    reads.push(step.paths);
    step = step.next(step.paths.map((p) => docs[p] ?? null));
  }
  return { reads, step };
}

const LISTING: DocData = {
  hostId: 'host-1',
  title: 'Bureau',
  location: { address: '1 rue', city: 'Rabat', coordinates: null },
  pricePerDay: 100,
  pricePerMonth: 2000,
  isApproved: true,
  minimumDuration: 1,
};
const TENANT: DocData = { uid: 'tenant-1', fullName: 'Sara', role: 'tenant' };
const BASE = { 'listings/lst-1': LISTING, 'users/tenant-1': TENANT };

/** Sara's daily request of lst-1 for DAY1..DAY2 (`places`: for a shared space). */
const create = (places?: number) =>
  planCreateBooking({
    request: {
      listingId: 'lst-1',
      rentalType: 'daily',
      startDate: DAY1,
      endDate: DAY2,
      isIndefinite: false,
      ...(places === undefined ? {} : { places }),
    },
    uid: 'tenant-1',
    bookingId: 'bkg-1',
    now: NOW,
  });

describe('a shared space request', () => {
  it("names its places in its host's notice, not in the e-mail", () => {
    const shared = {
      ...BASE,
      'listings/lst-1': { ...LISTING, spaceType: 'coworking', workstations: 5, places: 5 },
    };
    const { step } = run(create(3), shared);
    if (step.kind !== 'write') throw new Error(step.kind);
    const notice = step.writes.find(
      (w) => w.path === 'users/host-1/notifications/booking-requested_bkg-1',
    );
    expect(notice).toMatchObject({ data: { kind: 'booking-requested', places: 3 } });
    const mail = step.writes.find((w) => w.path === 'mail/booking-requested_bkg-1_host-1');
    expect(JSON.stringify(mail)).not.toContain('places');
  });
});

describe('write plans', () => {
  it('create booking: reads the listing, then the tenant, then each day; writes the booking and its holds', () => {
    const { reads, step } = run(create(), BASE);
    expect(reads).toEqual([
      ['listings/lst-1'],
      ['users/tenant-1'],
      // the host's blocked days (issue 13)
      [`listings/lst-1/blocks/${DAY1}`, `listings/lst-1/blocks/${DAY2}`],
      [`listings/lst-1/occupancy/${DAY1}`, `listings/lst-1/occupancy/${DAY2}`],
      // the tenant's request counter (calendar hoarding bound, SECURITY.md)
      ['holdQuotas/tenant-1'],
    ]);
    if (step.kind !== 'write') throw new Error(step.kind);
    expect(step.writes.map((w) => [w.op, w.path])).toEqual([
      ['set', 'bookings/bkg-1'],
      ['set', `listings/lst-1/occupancy/${DAY1}`],
      ['set', `listings/lst-1/occupancy/${DAY2}`],
      ['set', 'holdQuotas/tenant-1'],
      // the host is told in the same write (issue 14)
      ['set', 'users/host-1/notifications/booking-requested_bkg-1'],
      ['set', 'mail/booking-requested_bkg-1_host-1'],
    ]);
    expect(step.writes[4]).toMatchObject({
      data: { kind: 'booking-requested', read: false, bookingId: 'bkg-1', listingId: 'lst-1' },
    });
    // one place: the notice names none
    expect(step.writes[4]).not.toHaveProperty('data.places');
    expect(step.writes[5]).toEqual({
      op: 'set',
      path: 'mail/booking-requested_bkg-1_host-1',
      data: {
        toUids: ['host-1'],
        template: {
          name: 'booking-requested',
          // its tenant and days, for the host (mailStay: DD/MM/YYYY)
          data: {
            bookingId: 'bkg-1',
            listingId: 'lst-1',
            listingTitle: 'Bureau',
            tenantName: 'Sara',
            startDate: DAY1.split('-').reverse().join('/'),
            endDate: DAY2.split('-').reverse().join('/'),
            // written for its host, not its tenant (MAIL_READER_KEY)
            forTenant: false,
          },
        },
        createdAt: SERVER_TIMESTAMP,
      },
    });
    expect(step.writes[1]).toMatchObject({
      data: { bookingId: 'bkg-1', status: 'held', createdAt: SERVER_TIMESTAMP },
    });
    expect(step.result).toMatchObject({ id: 'bkg-1', status: 'pending_admin', totalPrice: 200 });
  });

  it('create booking: a day still held by another booking fails the plan with nothing written', () => {
    const { step } = run(create(), {
      ...BASE,
      [`listings/lst-1/occupancy/${DAY2}`]: {
        bookingId: 'other',
        status: 'held',
        createdAt: NOW.toISOString(),
      },
    });
    expect(step.kind === 'fail' && isServiceError(step.error, 'booking/dates-taken')).toBe(true);
  });

  it('cancel and reject free only the days the booking still holds; confirm claims them all', () => {
    const booking = {
      listingId: 'lst-1',
      tenantId: 'tenant-1',
      hostId: 'host-1',
      listingTitle: 'Bureau',
      rentalType: 'daily',
      startDate: DAY1,
      endDate: DAY2,
      status: 'pending_admin',
      createdAt: NOW.toISOString(),
    };
    const docs = {
      'bookings/bkg-1': booking,
      'users/tenant-1': { email: 't@x.ma', phoneNumber: '+212 6' },
      'users/host-1': { email: 'h@x.ma' },
      [`listings/lst-1/occupancy/${DAY1}`]: { bookingId: 'bkg-1', status: 'held' },
      [`listings/lst-1/occupancy/${DAY2}`]: { bookingId: 'someone-else', status: 'held' },
    };
    const paths = (p: Plan<void>) => {
      const { step } = run(p, docs);
      return step.kind === 'write' ? step.writes.map((w) => `${w.op} ${w.path}`) : step.kind;
    };
    // each event tells who it concerns in the same write (issue 14)
    const told = (kind: string, ...uids: string[]) =>
      uids.flatMap((u) => [
        `set users/${u}/notifications/${kind}_bkg-1`,
        `set mail/${kind}_bkg-1_${u}`,
      ]);
    expect(paths(planCancelBooking({ bookingId: 'bkg-1', uid: 'tenant-1', now: NOW }))).toEqual([
      'update bookings/bkg-1',
      `delete listings/lst-1/occupancy/${DAY1}`,
      ...told('booking-cancelled', 'host-1'),
    ]);
    expect(
      paths(planBookingDecision({ bookingId: 'bkg-1', status: 'rejected', now: NOW })),
    ).toEqual([
      'update bookings/bkg-1',
      ...told('booking-rejected', 'tenant-1', 'host-1'),
      `delete listings/lst-1/occupancy/${DAY1}`,
    ]);
    // DAY2's hold by another booking has no readable createdAt: it no longer blocks.
    expect(
      paths(planBookingDecision({ bookingId: 'bkg-1', status: 'confirmed', now: NOW })),
    ).toEqual([
      'update bookings/bkg-1',
      ...told('booking-confirmed', 'tenant-1', 'host-1'),
      `set listings/lst-1/occupancy/${DAY1}`,
      `set listings/lst-1/occupancy/${DAY2}`,
      'set bookingContacts/bkg-1',
      // its reçu (the host has no legal identity), numbered in the host's series (issue 15)
      'set documents/bkg-1',
      'set documentCounters/host-1_recu',
    ]);
    expect(paths(planCancelBooking({ bookingId: 'bkg-1', uid: 'intruder', now: NOW }))).toBe(
      'fail',
    );
  });

  it("a refusal's e-mails say whether a reason was given, never the reason; a one-day stay says so", () => {
    const booking = {
      listingId: 'lst-1',
      tenantId: 'tenant-1',
      hostId: 'host-1',
      listingTitle: 'Bureau',
      tenantName: 'Sara',
      rentalType: 'daily',
      startDate: DAY1,
      endDate: DAY1,
      status: 'pending_admin',
      createdAt: NOW.toISOString(),
    };
    const mails = (reason: string | null) => {
      const { step } = run(
        planBookingDecision({ bookingId: 'bkg-1', status: 'rejected', now: NOW, reason }),
        { 'bookings/bkg-1': booking },
      );
      if (step.kind !== 'write') throw new Error(step.kind);
      return step.writes
        .filter((w) => w.path.startsWith('mail/'))
        .map((w) => ((w as { data: DocData }).data.template as { data: DocData }).data);
    };
    const day = DAY1.split('-').reverse().join('/');
    const given = mails('  Travaux dans le bâtiment. ');
    expect(given).toHaveLength(2);
    for (const data of given) {
      expect(data).toMatchObject({ withReason: true, oneDay: true, startDate: day, endDate: day });
      expect(JSON.stringify(data)).not.toContain('Travaux');
    }
    for (const reason of [null, '   ']) {
      const none = mails(reason);
      expect(none).toHaveLength(2);
      for (const data of none) expect('withReason' in data).toBe(false);
    }
  });

  it('the admin decision closes with the 24-hour window (src/domain isDecisionOpen)', () => {
    const docs = {
      'bookings/bkg-1': {
        rentalType: 'monthly',
        startDate: DAY1,
        status: 'pending_admin',
        createdAt: new Date(NOW.getTime() - 24 * 3600 * 1000).toISOString(),
      },
    };
    const { step } = run(
      planBookingDecision({ bookingId: 'bkg-1', status: 'confirmed', now: NOW }),
      docs,
    );
    expect(step.kind === 'fail' && isServiceError(step.error, 'booking/expired')).toBe(true);
  });

  it('the tenant cannot cancel an expired request (issue 13): booking/expired, nothing written', () => {
    const at = (ms: number) => ({
      'bookings/bkg-1': {
        tenantId: 'tenant-1',
        rentalType: 'daily',
        startDate: DAY1,
        endDate: DAY1,
        status: 'pending_admin',
        createdAt: new Date(NOW.getTime() - ms).toISOString(),
      },
    });
    const window = 24 * 3600 * 1000;
    const expired = run(
      planCancelBooking({ bookingId: 'bkg-1', uid: 'tenant-1', now: NOW }),
      at(window),
    );
    expect(
      expired.step.kind === 'fail' && isServiceError(expired.step.error, 'booking/expired'),
    ).toBe(true);
    const open = run(
      planCancelBooking({ bookingId: 'bkg-1', uid: 'tenant-1', now: NOW }),
      at(window - 1),
    );
    expect(open.step.kind).not.toBe('fail');
  });
});

describe('write plans: the request counter (holdQuotas) and listing deletion', () => {
  const HOUR = 3600 * 1000;
  const quota = (count: number, startedHoursAgo: number): DocData => ({
    windowStart: new Date(NOW.getTime() - startedHoursAgo * HOUR).toISOString(),
    count,
    lastBookingId: 'bkg-0',
  });
  const quotaWrite = (docs: Record<string, DocData>) => {
    const { step } = run(create(), { ...BASE, ...docs });
    if (step.kind === 'fail') return step.error.code;
    return step.writes.find((w) => w.path === 'holdQuotas/tenant-1');
  };

  it('starts a window with the first request, naming the booking, stamped by the server', () => {
    expect(quotaWrite({})).toEqual({
      op: 'set',
      path: 'holdQuotas/tenant-1',
      data: { windowStart: SERVER_TIMESTAMP, count: 1, lastBookingId: 'bkg-1' },
    });
  });

  it('counts the next requests in the same window, up to 5, then refuses', () => {
    expect(quotaWrite({ 'holdQuotas/tenant-1': quota(1, 2) })).toEqual({
      op: 'update',
      path: 'holdQuotas/tenant-1',
      data: { count: 2, lastBookingId: 'bkg-1' },
    });
    expect(quotaWrite({ 'holdQuotas/tenant-1': quota(4, 23) })).toMatchObject({
      op: 'update',
      data: { count: 5 },
    });
    expect(quotaWrite({ 'holdQuotas/tenant-1': quota(5, 23) })).toBe('booking/too-many-requests');
  });

  it('says when a full window ends: 24 hours after its first request', () => {
    const { step } = run(create(), { ...BASE, 'holdQuotas/tenant-1': quota(5, 23) });
    if (step.kind !== 'fail') throw new Error('expected a refusal');
    expect(step.error.code).toBe('booking/too-many-requests');
    expect(step.error.retryAt).toEqual(new Date(NOW.getTime() + HOUR));
  });

  it('starts a new window once 24 hours have passed, whatever the count', () => {
    expect(quotaWrite({ 'holdQuotas/tenant-1': quota(5, 24) })).toMatchObject({
      op: 'set',
      data: { windowStart: SERVER_TIMESTAMP, count: 1, lastBookingId: 'bkg-1' },
    });
  });

  it('does not count a request refused for its dates', () => {
    const { reads, step } = run(create(), {
      ...BASE,
      [`listings/lst-1/occupancy/${DAY1}`]: {
        bookingId: 'other',
        status: 'held',
        createdAt: NOW.toISOString(),
      },
    });
    expect(step.kind).toBe('fail');
    expect(reads.flat()).not.toContain('holdQuotas/tenant-1');
  });

  it('deletes a never-approved listing of the caller only', () => {
    const draft = { hostId: 'host-1', isApproved: false, approvedOnce: false };
    const outcome = (doc: DocData | null, uid = 'host-1') => {
      const { step } = run(
        planDeleteListing({ id: 'lst-1', uid }),
        doc ? { 'listings/lst-1': doc } : {},
      );
      if (step.kind === 'fail') return step.error.code;
      return step.writes;
    };
    expect(outcome(draft)).toEqual([{ op: 'delete', path: 'listings/lst-1' }]);
    expect(outcome(draft, 'host-2')).toBe('permission-denied');
    expect(outcome(null)).toBe('not-found');
    expect(outcome({ ...draft, approvedOnce: true })).toBe('listing/approved-once');
    expect(outcome({ ...draft, isApproved: true })).toBe('listing/approved-once');
    // written before approvedOnce existed: counts as approved once
    expect(outcome({ hostId: 'host-1', isApproved: false })).toBe('listing/approved-once');
  });

  it('records the first approval (approvedOnce), and a suspension leaves it as it is', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const writes = (approved: boolean, isApproved: boolean) => {
      const { step } = run(planListingApproval({ id: 'lst-1', approved, now }), {
        'listings/lst-1': { hostId: 'host-1', title: 'Bureau', isApproved },
      });
      return step.kind === 'write' ? step.writes : step.kind;
    };
    expect(writes(true, false)[0]).toEqual({
      op: 'update',
      path: 'listings/lst-1',
      data: { isApproved: true, approvedOnce: true },
    });
    expect(writes(false, true)[0]).toEqual({
      op: 'update',
      path: 'listings/lst-1',
      data: { isApproved: false },
    });
    // the host is told when the state changes (issue 14), not when it stays the same
    expect((writes(true, false) as { path: string }[]).map((w) => w.path).slice(1)).toEqual([
      'users/host-1/notifications/listing-approved_lst-1',
      `mail/listing-approved_lst-1_host-1_${now.getTime()}`,
    ]);
    expect(writes(false, false)).toHaveLength(1);
    expect(writes(true, true)).toHaveLength(1);
  });
});

describe("the profiles' search keys (the admin's search)", () => {
  const keys = userSearchKeys({ fullName: 'Yasmine Benali', email: 'y@b.ma' });
  const stored: DocData = {
    uid: 'u1',
    firstName: 'Yasmine',
    lastName: 'Benali',
    fullName: 'Yasmine Benali',
    email: 'y@b.ma',
    role: 'tenant',
    favorites: [],
    createdAt: NOW,
    searchKeys: keys,
  };

  it('sign-up and a first Google sign-in write them', () => {
    const signUp = run(
      planSignUpProfile({
        uid: 'u1',
        email: 'y@b.ma',
        input: {
          firstName: ' Yasmine ',
          lastName: 'Benali',
          email: 'y@b.ma',
          phoneNumber: '',
          password: 'secret1',
          role: 'tenant',
        },
        now: NOW,
      }),
      {},
    ).step;
    if (signUp.kind !== 'write') throw new Error('expected a write');
    expect(signUp.writes[0]).toMatchObject({ path: 'users/u1', data: { searchKeys: keys } });

    const google = run(
      planGoogleProfile({ uid: 'g1', email: 'Y@B.ma', displayName: 'Ali' }),
      {},
    ).step;
    if (google.kind !== 'write') throw new Error('expected a write');
    expect(google.writes[0]).toMatchObject({
      path: 'users/g1',
      data: { searchKeys: userSearchKeys({ fullName: 'Ali', email: 'y@b.ma' }) },
    });
  });

  it('a sign-in writes them only when they are missing or not those of the name', () => {
    const writesOf = (doc: DocData | undefined) => {
      const step = run(planSearchKeys({ uid: 'u1' }), doc ? { 'users/u1': doc } : {}).step;
      if (step.kind !== 'write') throw new Error('expected a write');
      return step.writes;
    };
    expect(writesOf(stored)).toEqual([]);
    expect(writesOf(undefined)).toEqual([]);
    const { searchKeys: _k, ...legacy } = stored;
    const update = [{ op: 'update', path: 'users/u1', data: { searchKeys: keys } }];
    expect(writesOf(legacy)).toEqual(update);
    expect(writesOf({ ...stored, searchKeys: keys.slice(1) })).toEqual(update);
    expect(writesOf({ ...stored, searchKeys: [...keys.slice(0, -1), 'zz'] })).toEqual(update);
    // a Google sign-in of an existing profile writes nothing itself (planSearchKeys follows it)
    const google = run(planGoogleProfile({ uid: 'u1', email: 'y@b.ma', displayName: 'Y' }), {
      'users/u1': legacy,
    }).step;
    expect(google.kind === 'write' && google.writes).toEqual([]);
  });

  it('a new name writes new keys; another edit leaves them', () => {
    const writeOf = (patch: Parameters<typeof planProfileUpdate>[0]['patch']) => {
      const step = run(planProfileUpdate({ uid: 'u1', patch }), { 'users/u1': stored }).step;
      if (step.kind !== 'write') throw new Error('expected a write');
      return (step.writes[0] as { data: DocData }).data;
    };
    expect(writeOf({ bio: 'Architecte' })).not.toHaveProperty('searchKeys');
    expect(writeOf({ firstName: 'Hind' })).toMatchObject({
      fullName: 'Hind Benali',
      searchKeys: userSearchKeys({ fullName: 'Hind Benali', email: 'y@b.ma' }),
    });
    // the same name again: the keys stay as they are
    expect(writeOf({ firstName: 'Yasmine' })).not.toHaveProperty('searchKeys');
  });
});
