/** src/features/booking/pendingChoice.ts (sessionStorage: jsdom, hence here and not in tests/unit). */
import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_CHOICE_TTL_MS,
  rememberChoice,
  takeChoice,
  type PendingChoice,
} from '@/features/booking/pendingChoice';

const CHOICE: PendingChoice = {
  choice: {
    rentalType: 'daily',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    isIndefinite: false,
  },
  places: 2,
};
const AT = 1_800_000_000_000;

afterEach(() => sessionStorage.clear());

describe('the booking choices kept across the sign-in', () => {
  it('gives them back once, for their listing', () => {
    rememberChoice('lst-a', CHOICE, AT);
    expect(takeChoice('lst-a', AT + 60_000)).toEqual(CHOICE);
    expect(takeChoice('lst-a', AT + 60_000)).toBeNull();
  });

  it('keeps them for their listing when another one opens', () => {
    rememberChoice('lst-a', CHOICE, AT);
    expect(takeChoice('lst-b', AT)).toBeNull();
    expect(takeChoice('lst-a', AT)).toEqual(CHOICE);
  });

  it('forgets them after 30 minutes', () => {
    rememberChoice('lst-a', CHOICE, AT);
    expect(takeChoice('lst-a', AT + PENDING_CHOICE_TTL_MS + 1)).toBeNull();
    rememberChoice('lst-a', CHOICE, AT);
    expect(takeChoice('lst-a', AT + PENDING_CHOICE_TTL_MS)).toEqual(CHOICE);
  });

  it.each([
    ['not JSON', '{'],
    ['no places', JSON.stringify({ ...CHOICE, places: 0, listingId: 'lst-a', at: AT })],
    [
      'another kind of rental',
      JSON.stringify({
        ...CHOICE,
        choice: { ...CHOICE.choice, rentalType: 'weekly' },
        listingId: 'lst-a',
        at: AT,
      }),
    ],
    [
      'a date that is not text',
      JSON.stringify({
        ...CHOICE,
        choice: { ...CHOICE.choice, startDate: 20261210 },
        listingId: 'lst-a',
        at: AT,
      }),
    ],
  ])('ignores what it cannot read (%s)', (_what, raw) => {
    sessionStorage.setItem('maktabi.bookingAfterSignIn', raw);
    expect(takeChoice('lst-a', AT)).toBeNull();
  });

  it("keeps only the choice's own fields", () => {
    sessionStorage.setItem(
      'maktabi.bookingAfterSignIn',
      JSON.stringify({
        ...CHOICE,
        choice: { ...CHOICE.choice, totalPrice: 1 },
        listingId: 'lst-a',
        at: AT,
      }),
    );
    expect(takeChoice('lst-a', AT)).toEqual(CHOICE);
  });
});
