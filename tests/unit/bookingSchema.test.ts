import { ValidationError } from 'yup';
import {
  EMPTY_CHOICE,
  endDateIssue,
  isChoiceValid,
  isProfileIncomplete,
  lastDayOfMonth,
  monthlyMinimumEnd,
  startDateIssue,
  toBookingRequest,
  withIndefinite,
  withRentalType,
  type BookingChoice,
  type BookingRulesContext,
} from '@/domain/bookingForm';
import { bookingSchema } from '@/features/booking/schema';
import { guillemets } from '../french';

const ctx: BookingRulesContext = { today: '2026-03-10', minimumDuration: 1, unavailableDays: [] };
const choice = (patch: Partial<BookingChoice>): BookingChoice => ({ ...EMPTY_CHOICE, ...patch });

/** The schema's message for each field, as react-hook-form shows them. */
async function messages(values: BookingChoice, context: BookingRulesContext = ctx) {
  try {
    await bookingSchema.validate(values, { context, abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return Object.fromEntries(e.inner.map((err) => [err.path, err.message]));
  }
}

describe('booking schema — spec §5 messages', () => {
  it('requires a start date', async () => {
    expect((await messages(choice({ endDate: '2026-03-12' }))).startDate).toBe(
      'Veuillez sélectionner une date de début',
    );
  });

  it('requires an end date for a daily rental', async () => {
    expect((await messages(choice({ startDate: '2026-03-12' }))).endDate).toBe(
      'Veuillez sélectionner une date de fin pour la location journalière',
    );
  });

  it('requires an end date or the indefinite box for a monthly rental', async () => {
    expect(
      (await messages(choice({ rentalType: 'monthly', startDate: '2026-03-12' }))).endDate,
    ).toBe(guillemets('Veuillez sélectionner une date de fin ou cocher « Durée indéterminée »'));
    expect(
      await messages(
        choice({ rentalType: 'monthly', startDate: '2026-03-12', isIndefinite: true }),
      ),
    ).toEqual({});
  });

  it('shows both messages on an empty form', async () => {
    expect(await messages(EMPTY_CHOICE)).toEqual({
      startDate: 'Veuillez sélectionner une date de début',
      endDate: 'Veuillez sélectionner une date de fin pour la location journalière',
    });
  });

  it('accepts a valid daily period', async () => {
    expect(await messages(choice({ startDate: '2026-03-10', endDate: '2026-03-12' }))).toEqual({});
  });
});

describe('booking schema — further rules', () => {
  it("refuses a start date before Morocco's today", async () => {
    expect(
      (await messages(choice({ startDate: '2026-03-09', endDate: '2026-03-12' }))).startDate,
    ).toBe('La date de début ne peut pas être dans le passé');
    // Today itself is fine.
    expect(await messages(choice({ startDate: '2026-03-10', endDate: '2026-03-10' }))).toEqual({});
  });

  it('uses the given Moroccan day across the year boundary', async () => {
    const newYear = { ...ctx, today: '2027-01-01' };
    expect(
      (await messages(choice({ startDate: '2026-12-31', endDate: '2027-01-02' }), newYear))
        .startDate,
    ).toBe('La date de début ne peut pas être dans le passé');
    expect(
      await messages(choice({ startDate: '2027-01-01', endDate: '2027-01-02' }), newYear),
    ).toEqual({});
  });

  it('refuses an end date before the start date', async () => {
    expect(
      (await messages(choice({ startDate: '2026-03-12', endDate: '2026-03-11' }))).endDate,
    ).toBe('La date de fin doit être identique ou postérieure à la date de début');
    expect(
      (
        await messages(
          choice({ rentalType: 'monthly', startDate: '2026-03-12', endDate: '2026-03-01' }),
        )
      ).endDate,
    ).toBe('La date de fin doit être identique ou postérieure à la date de début');
  });

  it("refuses a daily stay shorter than the listing's minimum duration", async () => {
    const min3 = { ...ctx, minimumDuration: 3 };
    expect(
      (await messages(choice({ startDate: '2026-03-10', endDate: '2026-03-11' }), min3)).endDate,
    ).toBe('La durée minimale de location est de 3 jours');
    expect(
      await messages(choice({ startDate: '2026-03-10', endDate: '2026-03-12' }), min3),
    ).toEqual({});
  });

  it('counts the minimum across February of a leap year', async () => {
    const min2 = { ...ctx, today: '2028-02-01', minimumDuration: 2 };
    expect(
      await messages(choice({ startDate: '2028-02-28', endDate: '2028-02-29' }), min2),
    ).toEqual({});
    expect(
      await messages(choice({ startDate: '2028-02-29', endDate: '2028-03-01' }), min2),
    ).toEqual({});
    expect(
      (await messages(choice({ startDate: '2028-02-29', endDate: '2028-02-29' }), min2)).endDate,
    ).toBe('La durée minimale de location est de 2 jours');
  });

  it('refuses a daily stay longer than 90 days', async () => {
    expect(await messages(choice({ startDate: '2026-03-10', endDate: '2026-06-07' }))).toEqual({});
    expect(
      (await messages(choice({ startDate: '2026-03-10', endDate: '2026-06-08' }))).endDate,
    ).toBe(
      'Une location journalière ne peut pas dépasser 90 jours. Choisissez la location mensuelle pour une période plus longue.',
    );
  });

  it('refuses a monthly fixed period shorter than one month', async () => {
    const monthly = (startDate: string, endDate: string, today = ctx.today) =>
      messages(choice({ rentalType: 'monthly', startDate, endDate }), { ...ctx, today });
    expect((await monthly('2026-03-15', '2026-04-13')).endDate).toBe(
      'Une location mensuelle dure au moins un mois\u00a0: choisissez une date de fin à partir du 14 avril 2026',
    );
    expect(await monthly('2026-03-15', '2026-04-14')).toEqual({});
    // From 31 January, one month ends on the last day of February (src/domain/days
    // monthsAfter); from 28 January, on 27 February.
    expect((await monthly('2027-01-31', '2027-02-27')).endDate).toMatch(/28 février 2027$/);
    expect(await monthly('2027-01-31', '2027-02-28')).toEqual({});
    expect((await monthly('2028-01-31', '2028-02-28', '2028-01-01')).endDate).toMatch(
      /29 février 2028$/,
    );
    expect(await monthly('2028-01-31', '2028-02-29', '2028-01-01')).toEqual({});
    expect((await monthly('2027-01-28', '2027-02-26')).endDate).toMatch(/27 février 2027$/);
    expect(await monthly('2027-01-28', '2027-02-27')).toEqual({});
    // Across the year.
    expect(await monthly('2026-12-15', '2027-01-14')).toEqual({});
  });

  it('refuses a daily period that spans a taken day, and names it', async () => {
    const taken = { ...ctx, unavailableDays: ['2026-03-12'] };
    expect(
      (await messages(choice({ startDate: '2026-03-10', endDate: '2026-03-14' }), taken)).endDate,
    ).toBe("Une date de cette période n'est pas disponible\u00a0: le 12 mars 2026.");
    expect(
      (await messages(choice({ startDate: '2026-03-10', endDate: '2026-03-12' }), taken)).endDate,
    ).toBe("Une date de cette période n'est pas disponible\u00a0: le 12 mars 2026.");
    expect(
      await messages(choice({ startDate: '2026-03-13', endDate: '2026-03-14' }), taken),
    ).toEqual({});
  });

  it('refuses a start date that is taken', async () => {
    const taken = { ...ctx, unavailableDays: ['2026-03-12'] };
    expect((await messages(choice({ startDate: '2026-03-12' }), taken)).startDate).toBe(
      "Cette date n'est pas disponible",
    );
  });

  it('refuses a monthly rental over days already held, as the backend does (issue 13)', async () => {
    const taken = { ...ctx, unavailableDays: ['2026-04-20'] };
    const monthly = { rentalType: 'monthly' as const, startDate: '2026-03-15' };
    expect(await messages(choice({ ...monthly, endDate: '2026-05-14' }), taken)).toEqual({
      endDate: "Une date de cette période n'est pas disponible\u00a0: le 20 avril 2026.",
    });
    // its days end with its end date
    expect(await messages(choice({ ...monthly, endDate: '2026-04-19' }), taken)).toEqual({});
    expect(
      await messages(choice({ ...monthly, startDate: '2026-04-21', endDate: '2026-05-20' }), taken),
    ).toEqual({});
    // without an end, it holds 12 months: said on the start date, whose field is the one to change
    expect(await messages(choice({ ...monthly, isIndefinite: true }), taken)).toEqual({
      startDate:
        'Une location sans date de fin retient les 12 mois qui suivent son début, et certains de ces jours ne sont pas disponibles\u00a0: choisissez une date de fin ou une autre date de début.',
    });
    const nextYear = { ...ctx, unavailableDays: ['2027-03-14', '2027-03-15'] };
    expect(await messages(choice({ ...monthly, isIndefinite: true }), nextYear)).toEqual({
      startDate: expect.stringMatching(/^Une location sans date de fin/),
    });
    expect(
      await messages(choice({ ...monthly, isIndefinite: true }), {
        ...ctx,
        unavailableDays: ['2027-03-15'],
      }),
    ).toEqual({});
  });

  it('says how many places are left when the days refused still have some', async () => {
    const short: BookingRulesContext = {
      ...ctx,
      unavailableDays: ['2026-03-12', '2026-03-13'],
      freePlaces: new Map([
        ['2026-03-12', 2],
        ['2026-03-13', 1],
        ['2026-03-14', 5],
      ]),
    };
    expect(
      await messages(choice({ startDate: '2026-03-14', endDate: '2026-03-14' }), short),
    ).toEqual({});
    expect(
      await messages(choice({ startDate: '2026-03-11', endDate: '2026-03-14' }), short),
    ).toEqual({
      endDate:
        "Il ne reste qu'une place le 13 mars 2026\u00a0: réduisez le nombre de places ou choisissez d'autres dates.",
    });
    expect(
      await messages(choice({ startDate: '2026-03-12', endDate: '2026-03-12' }), short),
    ).toEqual({
      // once: the period's only short day is its first, which the start date names
      startDate:
        "Il ne reste que 2 places le 12 mars 2026\u00a0: réduisez le nombre de places ou choisissez d'autres dates.",
    });
    // another short day further on: the end date names that one
    expect(
      await messages(choice({ startDate: '2026-03-12', endDate: '2026-03-13' }), short),
    ).toEqual({
      startDate:
        "Il ne reste que 2 places le 12 mars 2026\u00a0: réduisez le nombre de places ou choisissez d'autres dates.",
      endDate:
        "Il ne reste qu'une place le 13 mars 2026\u00a0: réduisez le nombre de places ou choisissez d'autres dates.",
    });
    // a day with no place at all among them: not available, whatever the others have
    const full = { ...short, unavailableDays: [...short.unavailableDays, '2026-03-11'] };
    expect(
      await messages(choice({ startDate: '2026-03-11', endDate: '2026-03-14' }), full),
    ).toEqual({
      startDate: "Cette date n'est pas disponible",
      endDate:
        'Certaines dates de cette période ne sont pas disponibles\u00a0: le 11 mars 2026, le 12 mars 2026 et 1 autre jour.',
    });
    expect(
      (await messages(choice({ startDate: '2026-03-12', endDate: '2026-03-14' }), full)).endDate,
    ).toMatch(/^Il ne reste qu'une place le 13 mars 2026/);
  });

  it('ignores the indefinite flag of a daily rental', async () => {
    expect((await messages(choice({ startDate: '2026-03-12', isIndefinite: true }))).endDate).toBe(
      'Veuillez sélectionner une date de fin pour la location journalière',
    );
  });
});

describe('pure booking rules', () => {
  it('name the issue of each field', () => {
    expect(startDateIssue(EMPTY_CHOICE, ctx)).toBe('required');
    expect(startDateIssue(choice({ startDate: '2026-02-30' }), ctx)).toBe('required');
    expect(endDateIssue(choice({ startDate: '2026-03-12' }), ctx)).toBe('requiredDaily');
    expect(endDateIssue(choice({ rentalType: 'monthly', startDate: '2026-03-12' }), ctx)).toBe(
      'requiredMonthly',
    );
    expect(isChoiceValid(choice({ startDate: '2026-03-12', endDate: '2026-03-12' }), ctx)).toBe(
      true,
    );
  });

  it('accept a Set of unavailable days as well as a list', () => {
    const c = choice({ startDate: '2026-03-10', endDate: '2026-03-14' });
    expect(endDateIssue(c, { ...ctx, unavailableDays: new Set(['2026-03-11']) })).toBe(
      'rangeUnavailable',
    );
  });

  it('switching to daily clears the indefinite flag (spec §4)', () => {
    const monthly = choice({ rentalType: 'monthly', startDate: '2026-03-12', isIndefinite: true });
    expect(withRentalType(monthly, 'daily')).toEqual({
      ...monthly,
      rentalType: 'daily',
      isIndefinite: false,
    });
  });

  it('switching to monthly clears the end date (spec §4)', () => {
    const daily = choice({ startDate: '2026-03-12', endDate: '2026-03-14' });
    expect(withRentalType(daily, 'monthly')).toEqual({
      ...daily,
      rentalType: 'monthly',
      endDate: '',
    });
    expect(withRentalType(daily, 'daily')).toEqual(daily);
  });

  it('checking indefinite clears the end date (spec §4)', () => {
    const monthly = choice({
      rentalType: 'monthly',
      startDate: '2026-03-12',
      endDate: '2026-05-12',
    });
    expect(withIndefinite(monthly, true)).toEqual({ ...monthly, isIndefinite: true, endDate: '' });
    expect(withIndefinite(monthly, false)).toEqual(monthly);
  });

  it('unchecking indefinite gives back the end it cleared, while it still ends a month on', () => {
    const cleared = choice({
      rentalType: 'monthly',
      startDate: '2026-03-12',
      endDate: '',
      isIndefinite: true,
    });
    const back = withIndefinite(cleared, false, '2026-05-12');
    expect(back).toEqual({ ...cleared, isIndefinite: false, endDate: '2026-05-12' });
    // exactly a month on (the first end allowed) still ends it
    expect(withIndefinite(cleared, false, '2026-04-11').endDate).toBe('2026-04-11');
    // not when the start moved since: a month on from 20 March is 19 April
    const moved = { ...cleared, startDate: '2026-03-20' };
    expect(withIndefinite(moved, false, '2026-04-18').endDate).toBe('');
    expect(withIndefinite(moved, false, '2026-04-19').endDate).toBe('2026-04-19');
    // nor without a start, nor over an end chosen since, nor with nothing cleared
    expect(withIndefinite({ ...cleared, startDate: '' }, false, '2026-05-12').endDate).toBe('');
    expect(withIndefinite({ ...cleared, endDate: '2026-06-30' }, false, '2026-05-12').endDate).toBe(
      '2026-06-30',
    );
    expect(withIndefinite(cleared, false).endDate).toBe('');
    // checking clears it all the same, whatever was cleared before
    expect(withIndefinite(back, true, '2026-05-12').endDate).toBe('');
  });

  it('build the backend request', () => {
    expect(
      toBookingRequest('lst-1', choice({ startDate: '2026-03-12', endDate: '2026-03-14' })),
    ).toEqual({
      listingId: 'lst-1',
      rentalType: 'daily',
      startDate: '2026-03-12',
      endDate: '2026-03-14',
      isIndefinite: false,
    });
    expect(
      toBookingRequest(
        'lst-1',
        choice({ rentalType: 'monthly', startDate: '2026-03-12', isIndefinite: true }),
      ),
    ).toEqual({
      listingId: 'lst-1',
      rentalType: 'monthly',
      startDate: '2026-03-12',
      endDate: null,
      isIndefinite: true,
    });
    // A daily rental never sends the indefinite flag.
    expect(
      toBookingRequest(
        'lst-1',
        choice({ startDate: '2026-03-12', endDate: '2026-03-12', isIndefinite: true }),
      ),
    ).toMatchObject({ isIndefinite: false, endDate: '2026-03-12' });
  });

  it('find the first valid monthly end and the last day of a month', () => {
    expect(monthlyMinimumEnd('2026-03-15')).toBe('2026-04-14');
    expect(monthlyMinimumEnd('2026-01-31')).toBe('2026-02-28');
    expect(monthlyMinimumEnd('2028-01-31')).toBe('2028-02-29');
    expect(monthlyMinimumEnd('2026-03-31')).toBe('2026-04-30');
    expect(monthlyMinimumEnd('2026-01-28')).toBe('2026-02-27');
    expect(monthlyMinimumEnd('2026-12-01')).toBe('2026-12-31');
    expect(lastDayOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(lastDayOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('tell an incomplete profile', () => {
    const full = { firstName: 'Yasmine', lastName: 'Benali', phoneNumber: '+212 6 12 34 56 78' };
    expect(isProfileIncomplete(full)).toBe(false);
    expect(isProfileIncomplete({ ...full, phoneNumber: undefined })).toBe(true);
    expect(isProfileIncomplete({ ...full, phoneNumber: '  ' })).toBe(true);
    expect(isProfileIncomplete({ ...full, firstName: '' })).toBe(true);
    expect(isProfileIncomplete({ ...full, lastName: '' })).toBe(true);
    expect(isProfileIncomplete(null)).toBe(false);
  });
});
