/**
 * What the booking form says of unavailable days: the days of a period it refuses, named, and a
 * day picked in the calendar that still has places, fewer than asked (the number of places is
 * then the problem, not the date).
 */
import { ValidationError } from 'yup';
import {
  EMPTY_CHOICE,
  unavailableAmong,
  type BookingChoice,
  type BookingRulesContext,
} from '@/domain/bookingForm';
import { bookingSchema, dayRefusalMessage } from '@/features/booking/schema';

const ctx: BookingRulesContext = { today: '2026-03-10', minimumDuration: 1, unavailableDays: [] };
const choice = (patch: Partial<BookingChoice>): BookingChoice => ({ ...EMPTY_CHOICE, ...patch });

async function endMessage(values: BookingChoice, context: BookingRulesContext) {
  try {
    await bookingSchema.validateAt('endDate', values, { context });
    return null;
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.message;
  }
}

describe('the unavailable days of a period', () => {
  it('are listed in their order, from a list or a Set', () => {
    const days = ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14'];
    expect(
      unavailableAmong(days, { ...ctx, unavailableDays: ['2026-03-13', '2026-03-12'] }),
    ).toEqual(['2026-03-12', '2026-03-13']);
    expect(unavailableAmong(days, { ...ctx, unavailableDays: new Set(['2026-03-14']) })).toEqual([
      '2026-03-14',
    ]);
    expect(unavailableAmong(days, ctx)).toEqual([]);
  });

  it('are named under the end date: one, two, or the first two and how many more', async () => {
    const period = choice({ startDate: '2026-03-10', endDate: '2026-03-20' });
    expect(await endMessage(period, { ...ctx, unavailableDays: ['2026-03-15'] })).toBe(
      "Une date de cette période n'est pas disponible\u00a0: le 15 mars 2026.",
    );
    expect(
      await endMessage(period, { ...ctx, unavailableDays: ['2026-03-18', '2026-03-15'] }),
    ).toBe(
      'Certaines dates de cette période ne sont pas disponibles\u00a0: le 15 mars 2026 et le 18 mars 2026.',
    );
    expect(
      await endMessage(period, {
        ...ctx,
        unavailableDays: ['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-25'],
      }),
    ).toBe(
      'Certaines dates de cette période ne sont pas disponibles\u00a0: le 11 mars 2026, le 12 mars 2026 et 2 autres jours.',
    );
  });

  it('of a monthly rental are the days it holds (a year ahead when open-ended)', async () => {
    const held = { ...ctx, unavailableDays: ['2026-04-01', '2026-05-01', '2026-06-01'] };
    expect(
      await endMessage(
        choice({ rentalType: 'monthly', startDate: '2026-03-15', endDate: '2026-05-14' }),
        held,
      ),
    ).toBe(
      'Certaines dates de cette période ne sont pas disponibles\u00a0: le 1er avril 2026 et le 1er mai 2026.',
    );
  });
});

describe('a greyed day picked in the calendar', () => {
  const shared: BookingRulesContext = {
    ...ctx,
    // 10 places asked: the 12th has 9 left, the 13th 1, the 14th none, the 15th is blocked
    unavailableDays: ['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'],
    freePlaces: new Map([
      ['2026-03-12', 9],
      ['2026-03-13', 1],
      ['2026-03-14', 0],
      ['2026-03-15', 0],
      ['2026-03-16', 10],
    ]),
  };

  it('that has places left says how many, and what to change', () => {
    expect(dayRefusalMessage('2026-03-12', shared)).toBe(
      'Il ne reste que 9 places le 12 mars 2026\u00a0: réduisez le nombre de places ou choisissez une autre date.',
    );
    expect(dayRefusalMessage('2026-03-13', shared)).toBe(
      "Il ne reste qu'une place le 13 mars 2026\u00a0: réduisez le nombre de places ou choisissez une autre date.",
    );
  });

  it("that is full, blocked or taken has nothing more to say than the spec's message", () => {
    expect(dayRefusalMessage('2026-03-14', shared)).toBeNull();
    expect(dayRefusalMessage('2026-03-15', shared)).toBeNull();
    // a private office: no places counted
    expect(dayRefusalMessage('2026-03-12', { ...ctx, unavailableDays: ['2026-03-12'] })).toBeNull();
    // a day that is not greyed is not refused
    expect(dayRefusalMessage('2026-03-16', shared)).toBeNull();
  });
});
