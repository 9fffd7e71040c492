/**
 * The calendar's day takes the keyboard focus when the calendar opens, even when DayPicker's
 * own autoFocus misses it (CalendarPopover's useFocusOnOpen; a QA pass in Chromium saw the focus
 * left on the button that opened it about one time in ten).
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, vi } from 'vitest';
import CalendarPopover from '@/features/booking/components/CalendarPopover';

const TODAY = '2026-12-06';

function Harness({ onPick = () => undefined }: { onPick?: (day: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      {open && (
        <CalendarPopover
          id="cal"
          title="Choisir la date de début"
          selected=""
          today={TODAY}
          minDay={TODAY}
          unavailableDays={[]}
          month={TODAY}
          onPick={onPick}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

const dayButton = (name: RegExp) => screen.getByRole('button', { name });

afterEach(() => vi.restoreAllMocks());

describe('the calendar takes the focus when it opens', () => {
  it("focuses today's button (DayPicker's autoFocus)", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await waitFor(() => expect(dayButton(/^dimanche 6 décembre 2026/)).toHaveFocus());
  });

  it("focuses it when DayPicker's own focus misses, and the arrows then move in the grid", async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    render(<Harness onPick={(d) => picked.push(d)} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    // the first focus given to a day is lost, as in the browser's missed opening
    const focus = HTMLElement.prototype.focus;
    let missed = false;
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
      this: HTMLElement,
      options?: FocusOptions,
    ) {
      if (!missed && this.closest('[role="grid"]')) {
        missed = true;
        return;
      }
      focus.call(this, options);
    });
    await user.click(opener);
    expect(missed).toBe(true);
    await waitFor(() => expect(dayButton(/^dimanche 6 décembre 2026/)).toHaveFocus());
    await user.keyboard('{ArrowRight}{Enter}');
    expect(picked).toEqual(['2026-12-07']);
  });

  it('never takes the focus back once the user put it elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <input aria-label="Ailleurs" />
      </>,
    );
    // the days' focus is missed until the user has moved on, then works again
    let missing = true;
    const focus = HTMLElement.prototype.focus;
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (
      this: HTMLElement,
      options?: FocusOptions,
    ) {
      if (!(missing && this.closest('[role="grid"]'))) focus.call(this, options);
    });
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await user.click(screen.getByLabelText('Ailleurs'));
    missing = false;
    // the frames the grid would have waited for
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByLabelText('Ailleurs')).toHaveFocus();
  });
});
