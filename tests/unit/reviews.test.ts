/**
 * Issue 15: when a tenant may review, how long a review stays editable, the rating aggregate and
 * its line. Instants are UTC; Morocco is UTC+1 in June–July 2026 (no Ramadan then), so its day
 * turns at 23:00 UTC.
 */
import { REVIEW_LIMITS } from '@/domain/limits';
import {
  addRating,
  averageTenths,
  averageText,
  canAnswerReview,
  answerEditableUntil,
  canEditAnswer,
  canEditReview,
  changeRating,
  EMPTY_RATINGS,
  removeRating,
  isValidRating,
  isValidReviewText,
  reviewEditableUntil,
  reviewEligibility,
  reviewOpensAt,
  stillRenting,
} from '@/domain/reviews';

const NNBSP = '\u202f';

describe('REVIEW_LIMITS', () => {
  it("are the issue's numbers", () => {
    expect(REVIEW_LIMITS).toEqual({
      rating: { min: 1, max: 5 },
      text: { min: 20, max: 2000 },
      answer: { min: 1, max: 2000 },
      windowDays: 30,
      editHours: 48,
      hideReasonMax: 500,
    });
  });
});

describe('reviewOpensAt', () => {
  it('daily: the day after the last day', () => {
    expect(
      reviewOpensAt({ rentalType: 'daily', startDate: '2026-06-08', endDate: '2026-06-10' }),
    ).toBe('2026-06-11');
    expect(reviewOpensAt({ rentalType: 'daily', startDate: '2026-06-30', endDate: null })).toBe(
      '2026-07-01',
    );
  });

  it('monthly: one month after the start, the end of the first month', () => {
    expect(reviewOpensAt({ rentalType: 'monthly', startDate: '2026-01-15', endDate: null })).toBe(
      '2026-02-15',
    );
    expect(
      reviewOpensAt({ rentalType: 'monthly', startDate: '2026-01-31', endDate: '2026-12-30' }),
    ).toBe('2026-03-01');
  });
});

describe('stillRenting: a monthly rental running today, whose invitation must not say it ended', () => {
  it('is true without a last day, and until the last day included', () => {
    expect(stillRenting({ rentalType: 'monthly', endDate: null }, '2026-07-05')).toBe(true);
    expect(stillRenting({ rentalType: 'monthly', endDate: '2026-07-05' }, '2026-07-05')).toBe(true);
    expect(stillRenting({ rentalType: 'monthly', endDate: '2026-07-04' }, '2026-07-05')).toBe(
      false,
    );
  });
  it('is false for a daily stay, reviewed once over', () => {
    expect(stillRenting({ rentalType: 'daily', endDate: '2026-07-09' }, '2026-07-05')).toBe(false);
  });
});

describe('reviewEligibility', () => {
  const booking = {
    status: 'confirmed' as const,
    rentalType: 'daily' as const,
    startDate: '2026-06-08',
    endDate: '2026-06-10',
  };
  const dates = { opensAt: '2026-06-11', closesAt: '2026-07-11' };

  it('opens when the last day is over in Morocco', () => {
    expect(reviewEligibility(booking, new Date('2026-06-10T22:59:59.999Z'))).toEqual({
      canReview: false,
      reason: 'not-ended',
      ...dates,
    });
    expect(reviewEligibility(booking, new Date('2026-06-10T23:00:00.000Z'))).toEqual({
      canReview: true,
      reason: null,
      ...dates,
    });
  });

  it('stays open 30 days', () => {
    expect(reviewEligibility(booking, new Date('2026-07-10T22:59:59.999Z'))).toMatchObject({
      canReview: true,
      reason: null,
    });
    expect(reviewEligibility(booking, new Date('2026-07-10T23:00:00.000Z'))).toEqual({
      canReview: false,
      reason: 'window-closed',
      ...dates,
    });
  });

  it('only for a confirmed booking', () => {
    const open = new Date('2026-06-20T12:00:00Z');
    for (const status of ['pending', 'pending_admin', 'rejected', 'cancelled'] as const) {
      expect(reviewEligibility({ ...booking, status }, open)).toMatchObject({
        canReview: false,
        reason: 'not-confirmed',
      });
    }
    expect(
      reviewEligibility({ ...booking, status: 'cancelled' }, open, { alreadyReviewed: true })
        .reason,
    ).toBe('not-confirmed');
  });

  it('once per booking', () => {
    expect(
      reviewEligibility(booking, new Date('2026-06-20T12:00:00Z'), { alreadyReviewed: true }),
    ).toEqual({ canReview: false, reason: 'already-reviewed', ...dates });
    expect(
      reviewEligibility(booking, new Date('2026-06-01T12:00:00Z'), { alreadyReviewed: true })
        .reason,
    ).toBe('already-reviewed');
    expect(
      reviewEligibility(booking, new Date('2026-06-20T12:00:00Z'), { alreadyReviewed: false }),
    ).toMatchObject({ canReview: true });
  });

  it('monthly: after the first month, whatever the end', () => {
    const monthly = {
      status: 'confirmed' as const,
      rentalType: 'monthly' as const,
      startDate: '2026-05-15',
      endDate: null,
    };
    expect(reviewEligibility(monthly, new Date('2026-06-14T12:00:00Z'))).toEqual({
      canReview: false,
      reason: 'not-ended',
      opensAt: '2026-06-15',
      closesAt: '2026-07-15',
    });
    expect(reviewEligibility(monthly, new Date('2026-06-15T12:00:00Z')).canReview).toBe(true);
  });
});

describe('editing and answering', () => {
  const review = { createdAt: new Date('2026-06-01T10:00:00.000Z') };

  it('a review is editable for 48 hours', () => {
    expect(reviewEditableUntil(review)).toEqual(new Date('2026-06-03T10:00:00.000Z'));
    expect(canEditReview(review, new Date('2026-06-01T10:00:00.000Z'))).toBe(true);
    expect(canEditReview(review, new Date('2026-06-03T09:59:59.999Z'))).toBe(true);
    expect(canEditReview(review, new Date('2026-06-03T10:00:00.000Z'))).toBe(false);
    expect(canEditReview(review, new Date('2026-06-10T10:00:00.000Z'))).toBe(false);
  });

  it('the host corrects an answer until 48 hours after giving it, not at the 48th hour', () => {
    const answer = { createdAt: new Date('2026-06-01T10:00:00.000Z') };
    expect(answerEditableUntil(answer)).toEqual(new Date('2026-06-03T10:00:00.000Z'));
    expect(canEditAnswer({ answer }, new Date('2026-06-01T10:00:00.000Z'))).toBe(true);
    expect(canEditAnswer({ answer }, new Date('2026-06-03T09:59:59.999Z'))).toBe(true);
    expect(canEditAnswer({ answer }, new Date('2026-06-03T10:00:00.000Z'))).toBe(false);
    expect(canEditAnswer({ answer }, new Date('2026-06-10T10:00:00.000Z'))).toBe(false);
    // no answer given: nothing to correct
    expect(canEditAnswer({ answer: null }, new Date('2026-06-01T10:00:00.000Z'))).toBe(false);
  });

  it('the host answers once', () => {
    expect(canAnswerReview({ answer: null })).toBe(true);
    expect(canAnswerReview({ answer: 'Merci pour votre visite !' })).toBe(false);
    expect(canAnswerReview({ answer: '' })).toBe(false);
  });
});

describe('validation', () => {
  it('a rating is a whole number of stars from 1 to 5', () => {
    for (const r of [1, 2, 3, 4, 5]) expect(isValidRating(r)).toBe(true);
    for (const r of [0, 6, 4.5, -1, Number.NaN, '3', null, undefined]) {
      expect(isValidRating(r)).toBe(false);
    }
  });

  it('a text counts 20 to 2,000 characters once trimmed', () => {
    expect(isValidReviewText('a'.repeat(20))).toBe(true);
    expect(isValidReviewText('a'.repeat(19))).toBe(false);
    expect(isValidReviewText(`   ${'a'.repeat(19)}   `)).toBe(false);
    expect(isValidReviewText('a'.repeat(2000))).toBe(true);
    expect(isValidReviewText(` ${'a'.repeat(2000)} `)).toBe(true);
    expect(isValidReviewText('a'.repeat(2001))).toBe(false);
  });
});

describe('the rating aggregate', () => {
  it('adds ratings to a sum and a count', () => {
    expect(EMPTY_RATINGS).toEqual({ sum: 0, count: 0 });
    const one = addRating(EMPTY_RATINGS, 5);
    expect(one).toEqual({ sum: 5, count: 1 });
    expect(addRating(one, 4)).toEqual({ sum: 9, count: 2 });
    expect(EMPTY_RATINGS).toEqual({ sum: 0, count: 0 });
  });

  it('refuses a rating outside 1..5', () => {
    expect(() => addRating(EMPTY_RATINGS, 0)).toThrow(/A rating from 1 to 5 is expected: 0/);
    expect(() => addRating(EMPTY_RATINGS, 6)).toThrow(RangeError);
    expect(() => addRating(EMPTY_RATINGS, 2.5)).toThrow(RangeError);
  });

  it('changes one rating after an edit', () => {
    expect(changeRating({ sum: 9, count: 2 }, 5, 3)).toEqual({ sum: 7, count: 2 });
    expect(changeRating({ sum: 1, count: 1 }, 1, 5)).toEqual({ sum: 5, count: 1 });
    expect(() => changeRating(EMPTY_RATINGS, 5, 3)).toThrow(/No rating to change/);
    expect(() => changeRating({ sum: 9, count: 2 }, 0, 3)).toThrow(/A rating from 1 to 5/);
    expect(() => changeRating({ sum: 9, count: 2 }, 5, 7)).toThrow(/A rating from 1 to 5/);
  });

  it('removeRating: a hidden review leaves the sum and the count', () => {
    expect(removeRating({ sum: 9, count: 2 }, 4)).toEqual({ sum: 5, count: 1 });
    expect(removeRating({ sum: 5, count: 1 }, 5)).toEqual(EMPTY_RATINGS);
    expect(() => removeRating(EMPTY_RATINGS, 5)).toThrow(/No rating to remove/);
    expect(() => removeRating({ sum: 9, count: 2 }, 0)).toThrow(/A rating from 1 to 5/);
  });

  it('add, change, remove: the aggregate is always the sum and count of the ratings kept', () => {
    const ratings = [5, 3, 4, 1, 2, 5];
    let agg = EMPTY_RATINGS;
    for (const r of ratings) agg = addRating(agg, r);
    expect(agg).toEqual({ sum: 20, count: 6 });
    agg = changeRating(agg, 1, 4); // 5 3 4 4 2 5
    agg = removeRating(agg, 2); // 5 3 4 4 5
    expect(agg).toEqual({ sum: 21, count: 5 });
    expect(averageText(agg)).toBe('4,2 ★ · 5 avis');
  });

  it.each([
    [{ sum: 0, count: 0 }, null],
    [{ sum: 5, count: 1 }, 50],
    [{ sum: 9, count: 2 }, 45],
    [{ sum: 14, count: 3 }, 47], // 4,667
    [{ sum: 13, count: 3 }, 43], // 4,333
    [{ sum: 91, count: 20 }, 46], // 4,55 → up
    [{ sum: 89, count: 20 }, 45], // 4,45 → up
    [{ sum: 55, count: 12 }, 46], // 4,583
    [{ sum: 1, count: 1 }, 10],
  ])('average of %o in tenths: %o', (agg, tenths) => {
    expect(averageTenths(agg)).toBe(tenths);
  });

  it.each([
    [{ sum: 0, count: 0 }, null],
    [{ sum: 5, count: 1 }, '5,0 ★ · 1 avis'],
    [{ sum: 55, count: 12 }, '4,6 ★ · 12 avis'],
    [{ sum: 1, count: 1 }, '1,0 ★ · 1 avis'],
    [{ sum: 4321, count: 1000 }, `4,3 ★ · 1${NNBSP}000 avis`],
  ])('the listing line of %o: %j', (agg, text) => {
    expect(averageText(agg)).toBe(text);
  });
});
