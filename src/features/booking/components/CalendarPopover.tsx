/**
 * The calendar of a date field: react-day-picker in an accessible dialog. Loaded lazily (with
 * its CSS and the date-fns locale) the first time a date field opens, so the listing page's
 * first load does not carry it.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type RefObject,
} from 'react';
import { DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { fr } from 'date-fns/locale';
import 'react-day-picker/style.css';
import './calendar.css';
import { formatDayButtonName } from '@/domain/calendarMonth';
import { dayToLocalDate, localDateToDay } from '@/domain/days';
import { availabilityText as av } from '@/i18n/fr/availability';
import { bookingText as m } from '@/i18n/fr/booking';
import { t } from '@/i18n/t';
import { useFocusTrap } from '@/components/useFocusTrap';

export interface CalendarPopoverProps {
  id: string;
  /** Accessible name of the dialog. */
  title: string;
  selected: string;
  today: string;
  /** Days before this one cannot be chosen at all. */
  minDay: string;
  /**
   * Why the days from today to the one before `minDay` cannot be chosen (an end date: before
   * the start, or less than a month after it): a line of the footer, and those days' names say
   * `dayName` instead of « indisponible ». Without it, or before today, « indisponible ».
   */
  early?: EarlyDays;
  /** Days shown greyed; choosing one is refused by the field. */
  unavailableDays: readonly string[];
  /** The month to show first ("YYYY-MM-DD" inside it). */
  month: string;
  onPick(day: string): void;
  onClose(): void;
  onMonthChange?(firstDayOfMonth: string): void;
  /** A short note on a day ("2 places restantes"): in its name, its tooltip and under it. */
  dayHint?(day: string): string | undefined;
}

/** See CalendarPopoverProps.early. */
export interface EarlyDays {
  note: string;
  dayName: string;
}

/**
 * A day that cannot be chosen: taken (`unavailable`), or before the first day allowed
 * (`disabled`: an end before the start). It tells no places left, and is named « indisponible »,
 * unless it is one of the `early` days before the first end allowed, named by that reason.
 */
const unchoosable = (modifiers: Modifiers) => modifiers.unavailable || modifiers.disabled;

/** The hint of the calendar on screen, read by its day buttons (see DayButtonWithHint). */
const DayHintContext = createContext<CalendarPopoverProps['dayHint']>(undefined);

/**
 * A day button, with its hint as a tooltip and a small number under the day. One component for
 * the module's life: DayPicker renders `components.DayButton` as a component type, and a new
 * one (a hint made anew each time the availability loads) would replace every day's button,
 * losing a click in progress (mousedown on one button, mouseup on its successor) and the
 * keyboard's focus. The hint comes through context instead, so the buttons only re-render.
 */
function DayButtonWithHint(props: DayButtonProps) {
  const dayHint = useContext(DayHintContext);
  const { day, modifiers, ...rest } = props;
  const hint = unchoosable(modifiers) ? undefined : dayHint?.(localDateToDay(day.date));
  const free = hint ? /\d+/.exec(hint)?.[0] : undefined;
  return (
    <DayButton
      day={day}
      modifiers={modifiers}
      {...rest}
      title={hint}
      data-hint={free ? t(av.placesLeftShort, { n: free }) : undefined}
    />
  );
}
const DAY_PICKER_COMPONENTS = { DayButton: DayButtonWithHint };

/** How many frames the grid waits for its day to take the focus (useFocusOnOpen). */
const FOCUS_FRAMES = 30;

/**
 * DayPicker's autoFocus focuses its day in an effect, once, when the day is first drawn. A QA
 * pass in Chromium saw it miss about one opening in ten (6 December 2026): the focus stayed on
 * the button that had opened the calendar, so the arrows moved nothing and the next Enter closed
 * it. Here the grid's day to focus (the selected one, else today, else the first that can be
 * chosen: DayPicker's tabIndex 0) takes it in the frames after the calendar is drawn, while the
 * focus is still where it was at the opening (or on <body>): never after it went elsewhere.
 */
function useFocusOnOpen(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // (the days' own effects ran first: here the focus is in the grid, or it was missed)
    const opener = document.activeElement;
    let frame = 0;
    let frames = 0;
    const settle = () => {
      const now = document.activeElement;
      if (dialog.contains(now) || (now !== opener && now !== document.body)) return;
      dialog.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
      if (!dialog.contains(document.activeElement) && ++frames < FOCUS_FRAMES) {
        frame = requestAnimationFrame(settle);
      }
    };
    settle();
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}

export default function CalendarPopover({
  id,
  title,
  selected,
  today,
  minDay,
  early,
  unavailableDays,
  month,
  onPick,
  onClose,
  onMonthChange,
  dayHint,
}: CalendarPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  // DayPicker's autoFocus puts the focus on the selected day (or today): no initial focus here.
  useFocusTrap(ref, { onEscape: onClose, autoFocus: false });
  // and when it misses, the grid's day takes the focus all the same
  useFocusOnOpen(ref);

  const unavailableDates = useMemo(() => unavailableDays.map(dayToLocalDate), [unavailableDays]);
  // the days `early` explains: from today (a past day is only « indisponible ») to minDay
  const isEarly = useCallback(
    (date: Date) => {
      const day = localDateToDay(date);
      return early !== undefined && day >= today && day < minDay;
    },
    [early, today, minDay],
  );

  const labelDayButton = useCallback(
    (date: Date, modifiers: Modifiers) => {
      // named like the host calendar's days ("mardi 1 février 2028": what the button shows)
      const parts = [formatDayButtonName(localDateToDay(date))];
      if (modifiers.today) parts.push(m.dayToday);
      if (modifiers.selected) parts.push(m.daySelected);
      if (early && modifiers.early) parts.push(early.dayName);
      else if (unchoosable(modifiers)) parts.push(m.dayUnavailable);
      else {
        const hint = dayHint?.(localDateToDay(date));
        if (hint) parts.push(hint);
      }
      return parts.join(', ');
    },
    [dayHint, early],
  );

  return (
    <DayHintContext.Provider value={dayHint}>
      <div
        ref={ref}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        // centred under its field, which a phone's page centres too: on a 320 px phone the month
        // (304 px) fits with 8 px to spare on each side, where, under the field's left edge
        // (41 px in), it stuck out 9 px past the window
        className="maktabi-calendar absolute left-1/2 top-full z-30 mt-2 w-max max-w-[calc(100vw-1rem)] -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-xl"
      >
        <DayPicker
          mode="single"
          locale={fr}
          weekStartsOn={1}
          autoFocus
          today={dayToLocalDate(today)}
          selected={selected ? dayToLocalDate(selected) : undefined}
          defaultMonth={dayToLocalDate(month)}
          startMonth={dayToLocalDate(minDay < today ? minDay : today)}
          disabled={{ before: dayToLocalDate(minDay) }}
          modifiers={{ unavailable: unavailableDates, early: isEarly }}
          modifiersClassNames={{ unavailable: 'rdp-unavailable' }}
          components={DAY_PICKER_COMPONENTS}
          onSelect={(_value, triggerDate) => onPick(localDateToDay(triggerDate))}
          onMonthChange={(date) => onMonthChange?.(localDateToDay(date))}
          labels={{
            labelDayButton,
            labelNext: () => m.nextMonth,
            labelPrevious: () => m.previousMonth,
            labelNav: () => m.calendarNav,
          }}
          footer={
            // w-0 min-w-full: as wide as the month, which it never widens (a long note would push
            // the dialog past a 390 px phone)
            <div className="mt-2 w-0 min-w-full text-xs text-slate-600">
              {early && <p>{early.note}</p>}
              <p>{m.unavailableHint}</p>
              {/* the number under a day, which a phone shows without its tooltip */}
              {dayHint && <p>{m.placesUnderDays}</p>}
            </div>
          }
        />
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {m.calendarClose}
          </button>
        </div>
      </div>
    </DayHintContext.Provider>
  );
}
