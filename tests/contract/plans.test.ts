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
  type DocData,
  type Plan,
} from '@/services/shared/plans';
import { isServiceError } from '@/services/types';

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

const create = () =>
  planCreateBooking({
    request: {
      listingId: 'lst-1',
      rentalType: 'daily',
      startDate: DAY1,
      endDate: DAY2,
      isIndefinite: false,
    },
    uid: 'tenant-1',
    bookingId: 'bkg-1',
    now: NOW,
  });

describe('write plans', () => {
  it('create booking: reads the listing, then the tenant, then each day; writes the booking and its holds', () => {
    const { reads, step } = run(create(), BASE);
    expect(reads).toEqual([
      ['listings/lst-1'],
      ['users/tenant-1'],
      [`listings/lst-1/occupancy/${DAY1}`, `listings/lst-1/occupancy/${DAY2}`],
    ]);
    if (step.kind !== 'write') throw new Error(step.kind);
    expect(step.writes.map((w) => [w.op, w.path])).toEqual([
      ['set', 'bookings/bkg-1'],
      ['set', `listings/lst-1/occupancy/${DAY1}`],
      ['set', `listings/lst-1/occupancy/${DAY2}`],
    ]);
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
      rentalType: 'daily',
      startDate: DAY1,
      endDate: DAY2,
      status: 'pending_admin',
      createdAt: NOW.toISOString(),
    };
    const docs = {
      'bookings/bkg-1': booking,
      [`listings/lst-1/occupancy/${DAY1}`]: { bookingId: 'bkg-1', status: 'held' },
      [`listings/lst-1/occupancy/${DAY2}`]: { bookingId: 'someone-else', status: 'held' },
    };
    const paths = (p: Plan<void>) => {
      const { step } = run(p, docs);
      return step.kind === 'write' ? step.writes.map((w) => `${w.op} ${w.path}`) : step.kind;
    };
    expect(paths(planCancelBooking({ bookingId: 'bkg-1', uid: 'tenant-1' }))).toEqual([
      'update bookings/bkg-1',
      `delete listings/lst-1/occupancy/${DAY1}`,
    ]);
    expect(
      paths(planBookingDecision({ bookingId: 'bkg-1', status: 'rejected', now: NOW })),
    ).toEqual(['update bookings/bkg-1', `delete listings/lst-1/occupancy/${DAY1}`]);
    // DAY2's hold by another booking has no readable createdAt: it no longer blocks.
    expect(
      paths(planBookingDecision({ bookingId: 'bkg-1', status: 'confirmed', now: NOW })),
    ).toEqual([
      'update bookings/bkg-1',
      `set listings/lst-1/occupancy/${DAY1}`,
      `set listings/lst-1/occupancy/${DAY2}`,
    ]);
    expect(paths(planCancelBooking({ bookingId: 'bkg-1', uid: 'intruder' }))).toBe('fail');
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
});
