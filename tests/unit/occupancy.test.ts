import { bookingBlocksDays, DECISION_WINDOW_MS, isDayHeld } from '@/domain/bookingRules';
import type { Booking, BookingStatus } from '@/domain/types';

const CREATED = new Date('2025-03-15T10:30:00Z');
const HOUR = 3_600_000;
const HELD_UNTIL = new Date(CREATED.getTime() + DECISION_WINDOW_MS);
const at = (ms: number) => new Date(CREATED.getTime() + ms);

describe('isDayHeld (occupancy days)', () => {
  it('a held day blocks until its hold ends, and not from that instant on', () => {
    const day = { status: 'held' as const, heldUntil: HELD_UNTIL };
    expect(isDayHeld(day, CREATED)).toBe(true);
    expect(isDayHeld(day, at(24 * HOUR - 1))).toBe(true);
    expect(isDayHeld(day, at(24 * HOUR))).toBe(false);
    expect(isDayHeld(day, at(24 * HOUR + 1))).toBe(false);
  });

  it('a confirmed day blocks forever', () => {
    const day = { status: 'confirmed' as const, heldUntil: HELD_UNTIL };
    expect(isDayHeld(day, at(24 * HOUR))).toBe(true);
    expect(isDayHeld(day, at(365 * 24 * HOUR))).toBe(true);
  });
});

describe('bookingBlocksDays (spec §4: confirmed, pending_admin and pending occupy days)', () => {
  const booking = (status: BookingStatus, rentalType: Booking['rentalType'] = 'daily') => ({
    status,
    rentalType,
    createdAt: CREATED,
  });

  it('a confirmed daily booking always blocks', () => {
    expect(bookingBlocksDays(booking('confirmed'), at(0))).toBe(true);
    expect(bookingBlocksDays(booking('confirmed'), at(1000 * HOUR))).toBe(true);
  });

  it.each(['pending_admin', 'pending'] as const)(
    'a %s daily booking blocks for 24 hours, then no longer',
    (status) => {
      expect(bookingBlocksDays(booking(status), at(0))).toBe(true);
      expect(bookingBlocksDays(booking(status), at(23 * HOUR))).toBe(true);
      expect(bookingBlocksDays(booking(status), at(24 * HOUR - 1))).toBe(true);
      expect(bookingBlocksDays(booking(status), at(24 * HOUR))).toBe(false);
      expect(bookingBlocksDays(booking(status), at(30 * HOUR))).toBe(false);
    },
  );

  it.each(['rejected', 'cancelled'] as const)('a %s booking never blocks', (status) => {
    expect(bookingBlocksDays(booking(status), at(0))).toBe(false);
  });

  it('monthly bookings do not hold days', () => {
    expect(bookingBlocksDays(booking('confirmed', 'monthly'), at(0))).toBe(false);
    expect(bookingBlocksDays(booking('pending_admin', 'monthly'), at(0))).toBe(false);
  });

  it('agrees with isDayHeld for the same booking at the same instant', () => {
    for (const ms of [0, 12 * HOUR, 24 * HOUR - 1, 24 * HOUR, 48 * HOUR]) {
      expect(bookingBlocksDays(booking('pending_admin'), at(ms))).toBe(
        isDayHeld({ status: 'held', heldUntil: HELD_UNTIL }, at(ms)),
      );
    }
  });
});
