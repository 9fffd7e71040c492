import {
  bookingTermsChanges,
  type BookingTerms,
  choiceDays,
  chosenDays,
  placesShortfall,
  availabilityWindow,
  choiceFromSearch,
  EMPTY_CHOICE,
  endDateIssue,
  endIssueRepeatsStart,
  isChoiceValid,
  isProfileIncomplete,
  profileGaps,
  startDateIssue,
  toBookingRequest,
  type BookingChoice,
  type BookingRulesContext,
} from '@/domain/bookingForm';

const ctx: BookingRulesContext = { today: '2026-03-10', minimumDuration: 1, unavailableDays: [] };
const daily = (startDate: string, endDate: string): BookingChoice => ({
  rentalType: 'daily',
  startDate,
  endDate,
  isIndefinite: false,
});
const monthly = (startDate: string, endDate: string, isIndefinite = false): BookingChoice => ({
  rentalType: 'monthly',
  startDate,
  endDate,
  isIndefinite,
});

describe('the empty booking form', () => {
  it('is a daily rental with no date chosen', () => {
    expect(EMPTY_CHOICE).toEqual({
      rentalType: 'daily',
      startDate: '',
      endDate: '',
      isIndefinite: false,
    });
  });
});

describe('malformed days (a day that does not exist is no date)', () => {
  it('asks again for a start date that does not exist', () => {
    expect(startDateIssue(daily('2026-02-30', '2026-03-31'), ctx)).toBe('required');
    expect(startDateIssue(daily('2026-3-12', '2026-03-31'), ctx)).toBe('required');
  });

  it('asks again for an end date that does not exist', () => {
    expect(endDateIssue(daily('2026-03-12', '2026-02-30'), ctx)).toBe('requiredDaily');
    expect(endDateIssue(daily('2026-03-12', '2026-04-31'), ctx)).toBe('requiredDaily');
    expect(endDateIssue(daily('2026-03-12', '2026-3-14'), ctx)).toBe('requiredDaily');
    expect(endDateIssue(monthly('2026-03-12', '2026-06-31'), ctx)).toBe('requiredMonthly');
  });
});

describe('endDateIssue waits for a valid start date', () => {
  it('says nothing about a chosen end date while the start date is missing or malformed', () => {
    expect(endDateIssue(daily('', '2026-03-14'), ctx)).toBeNull();
    expect(endDateIssue(monthly('', '2026-03-14'), ctx)).toBeNull();
    expect(endDateIssue(monthly('2026-02-30', '2026-03-14'), ctx)).toBeNull();
    // ...but still asks for the end date itself.
    expect(endDateIssue(daily('', ''), ctx)).toBe('requiredDaily');
  });
});

describe('unavailable days in a daily period', () => {
  it('refuses a period containing a taken day, at either end or inside', () => {
    const taken = { ...ctx, unavailableDays: ['2026-03-14'] };
    expect(endDateIssue(daily('2026-03-12', '2026-03-14'), taken)).toBe('rangeUnavailable');
    expect(endDateIssue(daily('2026-03-12', '2026-03-16'), taken)).toBe('rangeUnavailable');
    expect(endDateIssue(daily('2026-03-12', '2026-03-13'), taken)).toBeNull();
    expect(endDateIssue(daily('2026-03-15', '2026-03-16'), taken)).toBeNull();
  });
});

describe('endIssueRepeatsStart: a taken first day is named once, under the start date', () => {
  const takenStart = { ...ctx, unavailableDays: ['2026-03-12'] };
  it('is true when the only taken day of the period is its first', () => {
    const choice = daily('2026-03-12', '2026-03-14');
    expect(endIssueRepeatsStart(endDateIssue(choice, takenStart), choice, takenStart)).toBe(true);
    const month = monthly('2026-03-12', '2026-04-11');
    expect(endIssueRepeatsStart(endDateIssue(month, takenStart), month, takenStart)).toBe(true);
  });

  it('is false when another day of the period is taken too', () => {
    const both = { ...ctx, unavailableDays: ['2026-03-12', '2026-03-13'] };
    const choice = daily('2026-03-12', '2026-03-14');
    expect(endIssueRepeatsStart('rangeUnavailable', choice, both)).toBe(false);
  });

  it('is false when the first day is free and another is taken', () => {
    const middle = { ...ctx, unavailableDays: ['2026-03-13'] };
    const choice = daily('2026-03-12', '2026-03-14');
    expect(endIssueRepeatsStart('rangeUnavailable', choice, middle)).toBe(false);
  });

  it('is false for any other end date issue, or when the start date says something else', () => {
    const choice = daily('2026-03-12', '2026-03-14');
    expect(endIssueRepeatsStart('aboveMaximumDays', choice, takenStart)).toBe(false);
    expect(endIssueRepeatsStart(null, choice, takenStart)).toBe(false);
    // a past start date is named as past, not as taken: the end date keeps its own message
    const past = { ...ctx, today: '2026-03-13', unavailableDays: ['2026-03-12'] };
    expect(endIssueRepeatsStart('rangeUnavailable', choice, past)).toBe(false);
  });
});

describe('isChoiceValid (the price is shown only for a valid choice)', () => {
  it('accepts a valid daily period, a valid monthly period and an indefinite rental', () => {
    expect(isChoiceValid(daily('2026-03-12', '2026-03-14'), ctx)).toBe(true);
    expect(isChoiceValid(monthly('2026-03-12', '2026-04-11'), ctx)).toBe(true);
    expect(isChoiceValid(monthly('2026-03-12', '', true), ctx)).toBe(true);
  });

  it('refuses a choice whose start date is wrong, even with a valid end date', () => {
    expect(isChoiceValid(daily('', '2026-03-14'), ctx)).toBe(false);
    expect(isChoiceValid(daily('2026-03-09', '2026-03-14'), ctx)).toBe(false);
    expect(isChoiceValid(monthly('2026-03-09', '', true), ctx)).toBe(false);
  });

  it('refuses a choice whose end date is wrong, even with a valid start date', () => {
    expect(isChoiceValid(daily('2026-03-12', ''), ctx)).toBe(false);
    expect(isChoiceValid(daily('2026-03-12', '2026-02-30'), ctx)).toBe(false);
    expect(isChoiceValid(daily('2026-03-12', '2026-03-11'), ctx)).toBe(false);
    expect(isChoiceValid(monthly('2026-03-12', ''), ctx)).toBe(false);
    expect(isChoiceValid(monthly('2026-03-12', '2026-04-10'), ctx)).toBe(false);
  });

  it('refuses the empty form', () => {
    expect(isChoiceValid(EMPTY_CHOICE, ctx)).toBe(false);
  });
});

describe('toBookingRequest', () => {
  it('sends no end date when none is chosen', () => {
    expect(toBookingRequest('lst-1', daily('2026-03-12', ''))).toEqual({
      listingId: 'lst-1',
      rentalType: 'daily',
      startDate: '2026-03-12',
      endDate: null,
      isIndefinite: false,
    });
    expect(toBookingRequest('lst-1', monthly('2026-03-12', '')).endDate).toBeNull();
  });

  it('drops the end date of an indefinite monthly rental', () => {
    expect(toBookingRequest('lst-1', monthly('2026-03-12', '2026-06-11', true))).toEqual({
      listingId: 'lst-1',
      rentalType: 'monthly',
      startDate: '2026-03-12',
      endDate: null,
      isIndefinite: true,
    });
  });

  it('sends the end date of a fixed monthly period', () => {
    expect(toBookingRequest('lst-1', monthly('2026-03-12', '2026-06-11')).endDate).toBe(
      '2026-06-11',
    );
  });
});

describe('isProfileIncomplete (spec §2)', () => {
  const full = { firstName: 'Yasmine', lastName: 'Benali', phoneNumber: '+212 6 12 34 56 78' };

  it('counts a name made of spaces as missing', () => {
    expect(isProfileIncomplete({ ...full, firstName: '   ' })).toBe(true);
    expect(isProfileIncomplete({ ...full, lastName: ' ' })).toBe(true);
  });

  it('names what is missing: the name, the phone, or both', () => {
    expect(profileGaps(full)).toEqual([]);
    expect(profileGaps(null)).toEqual([]);
    expect(profileGaps({ ...full, phoneNumber: ' ' })).toEqual(['phone']);
    expect(profileGaps({ ...full, phoneNumber: undefined })).toEqual(['phone']);
    expect(profileGaps({ ...full, firstName: '' })).toEqual(['name']);
    expect(profileGaps({ ...full, lastName: ' ' })).toEqual(['name']);
    expect(profileGaps({ firstName: '', lastName: '', phoneNumber: '' })).toEqual([
      'name',
      'phone',
    ]);
  });
});

describe('availabilityWindow', () => {
  it('asks for the unavailable days of the next 92 days by default', () => {
    expect(availabilityWindow('2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-06-10' });
  });

  it('asks for another length when given one', () => {
    expect(availabilityWindow('2026-12-30', 3)).toEqual({ from: '2026-12-30', to: '2027-01-02' });
  });
});

describe('the booking form started from a search (choiceFromSearch)', () => {
  const today = '2026-03-10';

  it('starts from the searched range as a daily rental, and the searched places', () => {
    expect(choiceFromSearch('?du=2026-03-12&au=2026-03-14&places=3', today, 5)).toEqual({
      choice: {
        ...EMPTY_CHOICE,
        rentalType: 'daily',
        startDate: '2026-03-12',
        endDate: '2026-03-14',
      },
      places: 3,
      beyond: null,
    });
  });

  it('starts empty without a search, or from a range no longer searchable', () => {
    const empty = { choice: EMPTY_CHOICE, places: 1, beyond: null };
    expect(choiceFromSearch('', today, 5)).toEqual(empty);
    // begun yesterday, ends before it starts, one side missing, not a day
    for (const search of [
      '?du=2026-03-09&au=2026-03-12',
      '?du=2026-03-14&au=2026-03-12',
      '?du=2026-03-12',
      '?du=2026-03-12&au=demain',
    ])
      expect(choiceFromSearch(search, today, 5), search).toEqual(empty);
    // today itself is still bookable
    expect(choiceFromSearch('?du=2026-03-10&au=2026-03-10', today, 1).choice.startDate).toBe(
      '2026-03-10',
    );
  });

  it("keeps the places within the listing's: at most its capacity, 1 for a space rented whole", () => {
    expect(choiceFromSearch('?places=8', today, 5).places).toBe(5);
    expect(choiceFromSearch('?places=5', today, 5).places).toBe(5);
    expect(choiceFromSearch('?places=3', today, 1).places).toBe(1);
    expect(choiceFromSearch('?places=0', today, 5).places).toBe(1);
    expect(choiceFromSearch('?places=deux', today, 5).places).toBe(1);
  });

  it("tells the places searched for beyond a shared space's, not for a space rented whole", () => {
    expect(choiceFromSearch('?places=8', today, 5).beyond).toBe(8);
    expect(choiceFromSearch('?places=6', today, 5).beyond).toBe(6);
    expect(choiceFromSearch('?places=5', today, 5).beyond).toBeNull();
    expect(choiceFromSearch('?places=2', today, 5).beyond).toBeNull();
    // a private office: its places are its size, not booked one by one (capacity 1)
    expect(choiceFromSearch('?places=3', today, 1).beyond).toBeNull();
    expect(choiceFromSearch('', today, 5).beyond).toBeNull();
  });

  it('asks for today only for a range of dates', () => {
    const noToday = () => {
      throw new Error('today asked for');
    };
    expect(choiceFromSearch('?places=2', noToday, 5).places).toBe(2);
  });
});

describe('choiceDays: the days a choice would hold', () => {
  const c = (over: Partial<BookingChoice>): BookingChoice => ({ ...EMPTY_CHOICE, ...over });
  it('is empty until the choice has its dates in order', () => {
    expect(choiceDays(EMPTY_CHOICE)).toEqual([]);
    expect(choiceDays(c({ startDate: '2026-03-12' }))).toEqual([]);
    expect(choiceDays(c({ startDate: '2026-03-12', endDate: '2026-03-11' }))).toEqual([]);
    expect(choiceDays(c({ startDate: '2026-02-30', endDate: '2026-03-02' }))).toEqual([]);
    // an end that is not a day, though it sorts after the start
    expect(choiceDays(c({ startDate: '2026-03-12', endDate: '2026-03-3x' }))).toEqual([]);
    expect(
      choiceDays(c({ rentalType: 'monthly', startDate: '2026-03-12', endDate: '2026-04-3x' })),
    ).toEqual([]);
    expect(choiceDays(c({ rentalType: 'monthly', startDate: '2026-03-12' }))).toEqual([]);
    // the box counts for monthly rentals only
    expect(choiceDays(c({ startDate: '2026-03-12', isIndefinite: true }))).toEqual([]);
  });
  it('holds a daily range, a monthly period up to its 12-month horizon, 12 months without end', () => {
    expect(choiceDays(c({ startDate: '2026-03-12', endDate: '2026-03-12' }))).toEqual([
      '2026-03-12',
    ]);
    expect(choiceDays(c({ startDate: '2026-03-30', endDate: '2026-04-01' }))).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    const monthly = c({ rentalType: 'monthly', startDate: '2026-03-15', endDate: '2026-04-14' });
    expect(choiceDays(monthly)).toHaveLength(31);
    const long = choiceDays({ ...monthly, endDate: '2028-03-14' });
    expect([long[0], long.at(-1), long.length]).toEqual(['2026-03-15', '2027-03-14', 365]);
    const open = choiceDays({ ...monthly, endDate: '', isIndefinite: true });
    expect([open[0], open.at(-1), open.length]).toEqual(['2026-03-15', '2027-03-14', 365]);
  });
});

describe('chosenDays: the days of a daily choice as far as it is made', () => {
  it('is the start alone until a valid end is picked, then the whole range', () => {
    expect(chosenDays(daily('2026-03-12', ''))).toEqual(['2026-03-12']);
    expect(chosenDays(daily('2026-03-12', '2026-03-3x'))).toEqual(['2026-03-12']);
    expect(chosenDays(daily('2026-03-12', '2026-03-14'))).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    // an end before the start: no day (choiceDays), not the start alone
    expect(chosenDays(daily('2026-03-12', '2026-03-11'))).toEqual([]);
  });
  it('is empty without a valid start, and for a monthly choice', () => {
    expect(chosenDays(daily('', '2026-03-14'))).toEqual([]);
    expect(chosenDays(daily('2026-02-30', '2026-03-02'))).toEqual([]);
    expect(chosenDays(monthly('2026-03-12', '2026-04-11'))).toEqual([]);
    expect(chosenDays(monthly('2026-03-12', '', true))).toEqual([]);
  });
});

describe('placesShortfall: days refused that still have places', () => {
  const short = (unavailable: string[], free: [string, number][] | undefined) =>
    placesShortfall(['2026-03-12', '2026-03-13', '2026-03-14'], {
      ...ctx,
      unavailableDays: unavailable,
      freePlaces: free && new Map(free),
    });
  it('gives the first day with the fewest places left', () => {
    const free: [string, number][] = [
      ['2026-03-12', 3],
      ['2026-03-13', 2],
      ['2026-03-14', 2],
    ];
    expect(short(['2026-03-12', '2026-03-13', '2026-03-14'], free)).toEqual({
      day: '2026-03-13',
      free: 2,
    });
    expect(short(['2026-03-12'], free)).toEqual({ day: '2026-03-12', free: 3 });
    // a free day that is not refused does not count
    expect(short(['2026-03-14'], [...free, ['2026-03-13', 1]])).toEqual({
      day: '2026-03-14',
      free: 2,
    });
  });
  it('is null when nothing is refused or a refused day has no place left', () => {
    expect(short([], [['2026-03-12', 1]])).toBeNull();
    expect(short(['2026-03-12'], undefined)).toBeNull();
    expect(short(['2026-03-12', '2026-03-13'], [['2026-03-12', 1]])).toBeNull();
    expect(
      short(
        ['2026-03-12', '2026-03-13'],
        [
          ['2026-03-12', 0],
          ['2026-03-13', 4],
        ],
      ),
    ).toBeNull();
  });
});

describe('the booking terms a listing changed under the form', () => {
  const before: BookingTerms = {
    pricePerDay: 200,
    pricePerMonth: 3500,
    minimumDuration: 2,
    spaceType: 'coworking',
    workstations: 12,
    places: 10,
  };
  it('names none when nothing a request is checked against changed', () => {
    expect(bookingTermsChanges(before, { ...before })).toEqual([]);
    // the workstations of a shared space are not its places per day
    expect(bookingTermsChanges(before, { ...before, workstations: 20 })).toEqual([]);
  });
  it('names each term that changed, in order', () => {
    expect(bookingTermsChanges(before, { ...before, pricePerDay: 210 })).toEqual(['price']);
    expect(bookingTermsChanges(before, { ...before, pricePerMonth: 3400 })).toEqual(['price']);
    expect(bookingTermsChanges(before, { ...before, minimumDuration: 5 })).toEqual([
      'minimumDuration',
    ]);
    expect(bookingTermsChanges(before, { ...before, places: 2 })).toEqual(['places']);
    expect(
      bookingTermsChanges(before, { ...before, pricePerDay: 1, minimumDuration: 1, places: 3 }),
    ).toEqual(['price', 'minimumDuration', 'places']);
  });
  it('counts a space made private as one place a day', () => {
    expect(bookingTermsChanges(before, { ...before, spaceType: 'individual' })).toEqual(['places']);
    const office = { ...before, spaceType: 'individual' as const, places: 1 };
    // a private office's places field is not read: one a day either way
    expect(bookingTermsChanges(office, { ...office, places: 4 })).toEqual([]);
  });
});
