/** src/features/booking/pendingChoice.ts (sessionStorage: jsdom, hence here and not in tests/unit). */
import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_CHOICE_TTL_MS,
  choiceShown,
  rememberChoice,
  rememberChoiceShown,
  resetChoicesMemory,
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

afterEach(() => {
  sessionStorage.clear();
  resetChoicesMemory();
});

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

describe('the booking choices each history entry showed', () => {
  const MONTHLY: PendingChoice = {
    choice: { rentalType: 'monthly', startDate: '2027-01-04', endDate: '', isIndefinite: true },
    places: 1,
  };

  it('are kept per entry and listing, and survive a reload', () => {
    rememberChoiceShown('e1', 'lst-a', CHOICE);
    rememberChoiceShown('e2', 'lst-b', MONTHLY);
    resetChoicesMemory(); // a reload
    expect(choiceShown('e1', 'lst-a')).toEqual(CHOICE);
    expect(choiceShown('e2', 'lst-b')).toEqual(MONTHLY);
    // another listing on that entry, an entry unknown
    expect(choiceShown('e1', 'lst-b')).toBeNull();
    expect(choiceShown('e3', 'lst-a')).toBeNull();
  });

  it('are forgotten once emptied or sent, and an empty panel stores nothing', () => {
    const empty: PendingChoice = {
      choice: { rentalType: 'daily', startDate: '', endDate: '', isIndefinite: false },
      places: 1,
    };
    rememberChoiceShown('e1', 'lst-a', empty);
    expect(sessionStorage.getItem('maktabi.bookingChoices')).toBeNull();
    rememberChoiceShown('e1', 'lst-a', CHOICE);
    rememberChoiceShown('e1', 'lst-a', empty);
    expect(choiceShown('e1', 'lst-a')).toBeNull();
    rememberChoiceShown('e1', 'lst-a', CHOICE);
    rememberChoiceShown('e1', 'lst-a', null);
    resetChoicesMemory();
    expect(choiceShown('e1', 'lst-a')).toBeNull();
    // two places with no day yet are a choice
    rememberChoiceShown('e2', 'lst-a', { ...empty, places: 2 });
    expect(choiceShown('e2', 'lst-a')).toEqual({ ...empty, places: 2 });
  });

  it('drop a stored entry they cannot trust', () => {
    sessionStorage.setItem(
      'maktabi.bookingChoices',
      JSON.stringify([
        ['e1', 'lst-a', 'weekly', '2026-12-10', '2026-12-12', false, 2],
        ['e2', 'lst-a', 'daily', '2026-12-10', '2026-12-12', 'non', 2],
        ['e3', 'lst-a', 'daily', '2026-12-10', '2026-12-12', false, 0],
        ['e4', 'lst-a', 'daily', '2026-12-10', null, false, 2],
        ['e5', 7, 'daily', '2026-12-10', '2026-12-12', false, 2],
        ['e6', 'lst-a', 'daily', '2026-12-10', '2026-12-12', false, 2],
      ]),
    );
    for (const entry of ['e1', 'e2', 'e3', 'e4', 'e5'])
      expect(choiceShown(entry, 'lst-a')).toBeNull();
    expect(choiceShown('e6', 'lst-a')).toEqual(CHOICE);
  });

  it('keep the ten most recent entries', () => {
    for (let i = 0; i < 11; i += 1) rememberChoiceShown(`e${i}`, 'lst-a', CHOICE);
    resetChoicesMemory();
    expect(choiceShown('e0', 'lst-a')).toBeNull();
    expect(choiceShown('e1', 'lst-a')).toEqual(CHOICE);
    expect(choiceShown('e10', 'lst-a')).toEqual(CHOICE);
  });
});
