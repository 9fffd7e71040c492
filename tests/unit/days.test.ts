import {
  addDays,
  addMonths,
  monthsAfter,
  monthsEnd,
  compareDays,
  dayToLocalDate,
  daysInclusive,
  eachDay,
  isDay,
  localDateToDay,
  monthsBetween,
  rangesOverlap,
  toDay,
  todayInMorocco,
} from '@/domain/days';

describe('the test environment', () => {
  it('runs in a zone far from Morocco, so that a UTC shift would show', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
  });
});

describe('isDay', () => {
  it('accepts real calendar days only', () => {
    expect(isDay('2026-03-03')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-3-3')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('is not shifted by the daylight-saving changes of the local zone', () => {
    // New York changes time on 8 March and 1 November 2026.
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });
});

describe('addMonths', () => {
  it('keeps the day of the month when it exists', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('daysInclusive and eachDay', () => {
  it('counts both ends', () => {
    expect(daysInclusive('2026-03-03', '2026-03-03')).toBe(1);
    expect(daysInclusive('2026-03-03', '2026-03-05')).toBe(3);
    expect(daysInclusive('2028-02-28', '2028-03-01')).toBe(3);
    expect(daysInclusive('2026-12-30', '2027-01-02')).toBe(4);
  });

  it('lists every day from start to end', () => {
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(eachDay('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDay('2026-03-03', '2026-03-03')).toEqual(['2026-03-03']);
  });

  it('is empty when the end is before the start', () => {
    expect(eachDay('2026-03-05', '2026-03-03')).toEqual([]);
  });

  it('crosses the local daylight-saving change without skipping or repeating a day', () => {
    expect(eachDay('2026-03-07', '2026-03-09')).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
  });
});

describe('monthsBetween', () => {
  it('counts the months started, at least one', () => {
    expect(monthsBetween('2026-01-15', '2026-01-15')).toBe(1);
    expect(monthsBetween('2026-01-15', '2026-02-14')).toBe(1);
    expect(monthsBetween('2026-01-15', '2026-02-15')).toBe(2);
    expect(monthsBetween('2026-01-01', '2026-03-31')).toBe(3);
    expect(monthsBetween('2026-11-10', '2027-02-09')).toBe(3);
  });

  it('handles month ends and the leap day', () => {
    // a month from the 31st runs to the last day of a shorter month (QA, 3 December 2026:
    // 31 January to 28 February was two months, 31 March to 30 April too)
    expect(monthsBetween('2027-01-31', '2027-02-28')).toBe(1);
    expect(monthsBetween('2027-01-31', '2027-03-01')).toBe(2);
    expect(monthsBetween('2027-03-31', '2027-04-30')).toBe(1);
    expect(monthsBetween('2027-03-31', '2027-05-01')).toBe(2);
    expect(monthsBetween('2027-01-29', '2027-02-28')).toBe(1);
    expect(monthsBetween('2027-01-28', '2027-02-27')).toBe(1);
    expect(monthsBetween('2027-01-28', '2027-02-28')).toBe(2);
    expect(monthsBetween('2028-01-29', '2028-02-28')).toBe(1);
    expect(monthsBetween('2028-01-29', '2028-02-29')).toBe(2);
    expect(monthsBetween('2028-02-29', '2028-03-28')).toBe(1);
    expect(monthsBetween('2028-02-29', '2028-03-29')).toBe(2);
  });
});

describe('monthsAfter and monthsEnd', () => {
  it('starts the next month on the same day, or on the 1st when the month lacks that day', () => {
    expect(monthsAfter('2027-01-15', 0)).toBe('2027-01-15');
    expect(monthsAfter('2027-01-15', 1)).toBe('2027-02-15');
    expect(monthsAfter('2027-01-31', 1)).toBe('2027-03-01');
    expect(monthsAfter('2027-01-31', 2)).toBe('2027-03-31');
    expect(monthsAfter('2027-01-31', 3)).toBe('2027-05-01');
    expect(monthsAfter('2027-01-30', 1)).toBe('2027-03-01');
    expect(monthsAfter('2028-01-30', 1)).toBe('2028-03-01');
    expect(monthsAfter('2028-01-29', 1)).toBe('2028-02-29');
    expect(monthsAfter('2026-12-31', 1)).toBe('2027-01-31');
    expect(monthsAfter('2026-11-30', 3)).toBe('2027-03-01');
    expect(monthsAfter('2026-12-31', 14)).toBe('2028-03-01');
  });

  it('ends the months on the day before, the last day of a short month included', () => {
    expect(monthsEnd('2027-03-01', 1)).toBe('2027-03-31');
    expect(monthsEnd('2027-01-15', 1)).toBe('2027-02-14');
    expect(monthsEnd('2027-01-31', 1)).toBe('2027-02-28');
    expect(monthsEnd('2027-01-31', 2)).toBe('2027-03-30');
    expect(monthsEnd('2027-03-31', 1)).toBe('2027-04-30');
    expect(monthsEnd('2027-12-01', 1)).toBe('2027-12-31');
  });
});

describe('todayInMorocco', () => {
  it('gives the Moroccan calendar day, not the UTC or local one', () => {
    // 23:30 UTC on 14 June is 00:30 on 15 June in Casablanca (UTC+1), 19:30 on 14 June here.
    const instant = new Date('2026-06-14T23:30:00Z');
    expect(todayInMorocco(instant)).toBe('2026-06-15');
    expect(toDay(instant)).toBe('2026-06-14');
    expect(localDateToDay(instant)).toBe('2026-06-14');
  });

  it('turns the year at Moroccan midnight', () => {
    expect(todayInMorocco(new Date('2025-12-31T22:59:00Z'))).toBe('2025-12-31');
    expect(todayInMorocco(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('follows Morocco back to UTC+0 during Ramadan', () => {
    // Ramadan 2026: Morocco is on UTC+0, so 23:30 UTC is still the same day.
    expect(todayInMorocco(new Date('2026-03-05T23:30:00Z'))).toBe('2026-03-05');
  });
});

describe('dayToLocalDate and localDateToDay (date pickers)', () => {
  it('round-trip every day of a leap year in the local zone', () => {
    for (const day of eachDay('2028-01-01', '2028-12-31')) {
      const local = dayToLocalDate(day);
      expect(local.getHours()).toBe(0);
      expect(localDateToDay(local)).toBe(day);
    }
  });
});

describe('compareDays and rangesOverlap', () => {
  it('compares calendar days', () => {
    expect(compareDays('2026-03-03', '2026-03-04')).toBe(-1);
    expect(compareDays('2026-03-04', '2026-03-03')).toBe(1);
    expect(compareDays('2026-03-03', '2026-03-03')).toBe(0);
  });

  it('detects overlapping inclusive ranges', () => {
    expect(rangesOverlap('2026-03-01', '2026-03-05', '2026-03-05', '2026-03-07')).toBe(true);
    expect(rangesOverlap('2026-03-01', '2026-03-04', '2026-03-05', '2026-03-07')).toBe(false);
  });
});

describe('rangesOverlap (inclusive calendar ranges)', () => {
  it('overlaps when the ranges share one day, whichever comes first', () => {
    expect(rangesOverlap('2026-03-05', '2026-03-07', '2026-03-01', '2026-03-05')).toBe(true);
    expect(rangesOverlap('2026-03-05', '2026-03-05', '2026-03-05', '2026-03-05')).toBe(true);
  });

  it('does not overlap when one range ends the day before the other starts', () => {
    expect(rangesOverlap('2026-03-05', '2026-03-07', '2026-03-01', '2026-03-04')).toBe(false);
  });

  it('overlaps when one range contains the other', () => {
    expect(rangesOverlap('2026-03-01', '2026-03-31', '2026-03-10', '2026-03-12')).toBe(true);
    expect(rangesOverlap('2026-03-10', '2026-03-12', '2026-03-01', '2026-03-31')).toBe(true);
  });
});
