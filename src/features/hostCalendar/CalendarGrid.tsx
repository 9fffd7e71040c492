import { useEffect, useRef, type KeyboardEvent } from 'react';
import { inRange, monthWeeks, weekdayIndex, type CalendarDay } from '@/domain/calendarMonth';
import { addDays, addMonths } from '@/domain/days';
import { calendarText } from '@/i18n/fr/calendar';
import { PENDING_UNDER_MARK, STATUS_STYLES, dayName } from './dayLook';

const c = calendarText.host;

/**
 * A month as an ARIA grid, Monday first: one button per day (roving tabindex), arrows move by
 * day and week, Home/End to the week's ends, Page Up/Down by month; Enter or a click picks it.
 * A day before `today` shows its status but cannot be picked (aria-disabled, still focusable so
 * the arrows cross it): a day over cannot be blocked.
 */
export function CalendarGrid({
  month,
  days,
  activeDay,
  today,
  range,
  labelledBy,
  describedBy,
  focusActive,
  onFocused,
  onMove,
  onPick,
}: {
  month: string;
  days: CalendarDay[];
  activeDay: string;
  today: string;
  range: [string, string] | null;
  labelledBy: string;
  describedBy: string;
  /** Move the keyboard focus to the active day (after a key moved it). */
  focusActive: boolean;
  onFocused: () => void;
  onMove: (day: string) => void;
  onPick: (day: string) => void;
}) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const byDay = new Map(days.map((d) => [d.day, d]));

  useEffect(() => {
    if (!focusActive) return;
    const button = buttons.current.get(activeDay);
    if (button) {
      button.focus();
      onFocused();
    }
  }, [focusActive, activeDay, onFocused, days]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const first = `${month}-01`;
    const last = days[days.length - 1]?.day ?? first;
    let next: string;
    switch (e.key) {
      case 'ArrowLeft':
        next = addDays(day, -1);
        break;
      case 'ArrowRight':
        next = addDays(day, 1);
        break;
      case 'ArrowUp':
        next = addDays(day, -7);
        break;
      case 'ArrowDown':
        next = addDays(day, 7);
        break;
      case 'Home': {
        const monday = addDays(day, -weekdayIndex(day));
        next = monday < first ? first : monday;
        break;
      }
      case 'End': {
        const sunday = addDays(day, 6 - weekdayIndex(day));
        next = sunday > last ? last : sunday;
        break;
      }
      case 'PageUp':
        next = addMonths(day, -1);
        break;
      case 'PageDown':
        next = addMonths(day, 1);
        break;
      default:
        return;
    }
    e.preventDefault();
    onMove(next);
  };

  return (
    <table
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="w-full table-fixed border-separate border-spacing-1"
    >
      <thead>
        <tr>
          {c.weekdays.map(([short, long]) => (
            <th key={long} scope="col" className="pb-1 text-xs font-semibold text-slate-600">
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{long}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, w) => (
          <tr key={w}>
            {week.map((day, i) => {
              const d = day ? byDay.get(day) : undefined;
              if (!day || !d) return <td key={`blank-${i}`} />;
              const selected = range !== null && inRange(day, range[0], range[1]);
              const past = day < today;
              return (
                <td key={day} role="gridcell" aria-selected={selected} className="p-0">
                  <button
                    ref={(el) => {
                      if (el) buttons.current.set(day, el);
                      else buttons.current.delete(day);
                    }}
                    type="button"
                    tabIndex={day === activeDay ? 0 : -1}
                    aria-label={dayName(d, selected, today)}
                    data-status={d.status}
                    aria-disabled={past || undefined}
                    onClick={() => {
                      if (!past) onPick(day);
                    }}
                    onKeyDown={(e) => onKeyDown(e, day)}
                    className={`relative flex h-11 w-full min-w-0 flex-col items-center justify-center rounded-lg border text-sm tabular-nums transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${STATUS_STYLES[d.status]} ${
                      selected ? 'ring-2 ring-brand-600 ring-offset-1' : ''
                    } ${day === today ? 'font-bold underline' : ''} ${
                      past ? 'cursor-not-allowed opacity-60' : ''
                    }`}
                  >
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    {d.pendingUnder && (
                      <span
                        aria-hidden="true"
                        data-pending-under=""
                        className={`absolute right-1 top-1 ${PENDING_UNDER_MARK}`}
                      />
                    )}
                    {d.capacity > 1 && (
                      <span aria-hidden="true" className="text-[10px] leading-none opacity-90">
                        {d.taken}/{d.capacity}
                      </span>
                    )}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
