/**
 * The booking calendar's day buttons stay the same elements while the availability loads
 * around them (src/features/booking/components/CalendarPopover.tsx, DayButtonWithHint). Each
 * month shown loads its days, and the panel then hands the calendar a new hint function: when
 * that replaced every button, a click whose mousedown and mouseup straddled the load chose
 * nothing (seen in the journeys e2e: the start date stayed empty), and the keyboard's focus fell
 * to the page.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CalendarPopover, {
  type CalendarPopoverProps,
} from '@/features/booking/components/CalendarPopover';

const DAY = /^mardi 2 mars 2027/;

function props(overrides: Partial<CalendarPopoverProps> = {}): CalendarPopoverProps {
  return {
    id: 'cal',
    title: 'Choisir la date de début',
    selected: '',
    today: '2026-12-02',
    minDay: '2026-12-02',
    unavailableDays: [],
    month: '2027-03-01',
    onPick: vi.fn(),
    onClose: vi.fn(),
    dayHint: () => undefined,
    ...overrides,
  };
}

describe('CalendarPopover while the availability loads', () => {
  it('keeps each day button, and the focus on it, when the hint and the greyed days change', () => {
    const { rerender } = render(<CalendarPopover {...props()} />);
    const before = screen.getByRole('button', { name: DAY });
    act(() => before.focus());
    // the month's days arrived: a new hint, one day taken
    rerender(
      <CalendarPopover
        {...props({
          dayHint: (day) => (day === '2027-03-02' ? '2 places restantes' : undefined),
          unavailableDays: ['2027-03-03'],
        })}
      />,
    );
    const after = screen.getByRole('button', { name: /^mardi 2 mars 2027, 2 places restantes$/ });
    expect(after).toBe(before);
    expect(after).toHaveFocus();
    expect(after).toHaveAttribute('title', '2 places restantes');
    expect(after).toHaveAttribute('data-hint', '2');
    expect(screen.getByRole('button', { name: /^mercredi 3 mars 2027, indisponible$/ })).toBe(
      screen.getByRole('button', { name: /^mercredi 3 mars 2027/ }),
    );
  });

  it('picks the day whose press began before the load and ended after it', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const { rerender } = render(<CalendarPopover {...props({ onPick })} />);
    const day = screen.getByRole('button', { name: DAY });
    await user.pointer({ keys: '[MouseLeft>]', target: day });
    rerender(<CalendarPopover {...props({ onPick, dayHint: () => undefined })} />);
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: DAY }) });
    expect(onPick).toHaveBeenCalledWith('2027-03-02');
  });

  it('says « indisponible » on a day before the first one allowed, not its places left', () => {
    // the end's calendar: days before the start cannot be chosen
    render(
      <CalendarPopover
        {...props({ minDay: '2027-03-03', dayHint: () => '10 places restantes' })}
      />,
    );
    const before = screen.getByRole('button', { name: /^mardi 2 mars 2027/ });
    expect(before).toHaveAccessibleName('mardi 2 mars 2027, indisponible');
    expect(before).not.toHaveAttribute('title');
    expect(before).not.toHaveAttribute('data-hint');
    expect(screen.getByRole('button', { name: /^mercredi 3 mars 2027/ })).toHaveAccessibleName(
      'mercredi 3 mars 2027, 10 places restantes',
    );
  });

  it('says why the days from today to the first one allowed cannot be chosen, when told', () => {
    // a monthly rental's end: not before a month after its start (QA, 7 December 2026: a free
    // day read « indisponible », with nothing saying why)
    const early = { note: 'Fin au plus tôt le 4 mars 2027.', dayName: "moins d'un mois après" };
    render(
      <CalendarPopover
        {...props({
          today: '2027-03-02',
          minDay: '2027-03-04',
          early,
          unavailableDays: ['2027-03-03', '2027-03-05'],
        })}
      />,
    );
    expect(screen.getByText('Fin au plus tôt le 4 mars 2027.')).toBeVisible();
    // today and the day after (taken or not) are early; before today, only « indisponible »
    const named = (day: RegExp) => screen.getByRole('button', { name: day });
    expect(named(/^lundi 1 mars 2027/)).toHaveAccessibleName('lundi 1 mars 2027, indisponible');
    expect(named(/^mardi 2 mars 2027/)).toHaveAccessibleName(
      "mardi 2 mars 2027, aujourd'hui, moins d'un mois après",
    );
    expect(named(/^mercredi 3 mars 2027/)).toHaveAccessibleName(
      "mercredi 3 mars 2027, moins d'un mois après",
    );
    // from the first day allowed, as without it: free, or taken
    expect(named(/^jeudi 4 mars 2027/)).toHaveAccessibleName('jeudi 4 mars 2027');
    expect(named(/^vendredi 5 mars 2027/)).toHaveAccessibleName(
      'vendredi 5 mars 2027, indisponible',
    );
  });

  it('shows no hint where there is none', () => {
    render(<CalendarPopover {...props({ dayHint: undefined })} />);
    const day = screen.getByRole('button', { name: DAY });
    expect(day).not.toHaveAttribute('title');
    expect(day).not.toHaveAttribute('data-hint');
  });
});
