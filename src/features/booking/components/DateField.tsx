import { Suspense, useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { inputClass } from '@/components/forms';
import { Spinner } from '@/components/Spinner';
import { UNAVAILABLE_DATE_MESSAGE_MS } from '@/domain/bookingForm';
import { formatDay, formatShortDayYear } from '@/domain/format';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { t } from '@/i18n/t';
import { bookingText as m } from '@/i18n/fr/booking';
import { lazyRetry } from '@/lib/lazyRetry';
import type { EarlyDays } from './CalendarPopover';

const loadCalendar = () => import('./CalendarPopover');
const CalendarPopover = lazyRetry(loadCalendar);
/** Where the calendar opens, under its field: its spinner and a failure to load sit there too. */
const POPOVER_PLACE = 'absolute left-0 top-full z-30 mt-2 shadow-xl';
/** Fetches the calendar's chunk ahead of the click; a failure shows when it is opened. */
const prefetchCalendar = () => void loadCalendar().catch(() => undefined);

export interface DateFieldProps {
  label: string;
  /** "YYYY-MM-DD" or '' */
  value: string;
  onChange(day: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  today: string;
  /** Days before this one are not offered (default: today). */
  minDay?: string;
  /** Why the days from today to `minDay` are not offered (src/features/booking/components/CalendarPopover.tsx). */
  early?: EarlyDays;
  /** Days that cannot be chosen: picking one clears the field and says so for 2 s (spec §2). */
  disabledDays: readonly string[];
  /** Month shown when the calendar opens without a value ("YYYY-MM-DD" inside it). */
  defaultMonth?: string;
  disabled?: boolean;
  error?: string;
  /** Id of a hint shared by several fields (the "greyed dates" hint). */
  hintId?: string;
  onVisibleMonthChange?(firstDayOfMonth: string): void;
  /** A short note on a day in the calendar ("2 places restantes"), if any. */
  dayHint?(day: string): string | undefined;
  /**
   * Why a disabled day was refused, when there is more to say than « Cette date n'est pas
   * disponible » (a shared space's day with fewer places left than asked): said instead of it,
   * until the next choice in the field, or until the day is no longer disabled (fewer places
   * asked). Null or undefined: the spec's message, for 2 s.
   */
  refusal?(day: string): string | null | undefined;
}

/**
 * A date field: a read-only text box showing the chosen day in French, a button opening a
 * calendar dialog (keyboard operable), and a button clearing the day.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  today,
  minDay = today,
  early,
  disabledDays,
  defaultMonth,
  disabled = false,
  error,
  hintId,
  onVisibleMonthChange,
  dayHint,
  refusal,
}: DateFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const dialogId = `${id}-calendar`;
  const errorId = `${id}-error`;
  const refusedId = `${id}-refused`;
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  const [open, setOpen] = useState(false);
  // Under 360 px the field holds « 28 sept. 2027 », not « 28 septembre 2027 » (cut by 24 px at 320)
  const narrow = useMediaQuery('(max-width: 359px)');
  /** The disabled day just picked; `lasting`: refused for a reason of its own (`refusal`). */
  const [refused, setRefused] = useState<{ day: string; lasting: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // A click outside the field closes the calendar (without moving the focus).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
    onBlur?.();
  }, [onBlur]);

  const openCalendar = () => {
    if (!disabled) setOpen(true);
  };

  const pick = (day: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (disabledDays.includes(day)) {
      onChange('');
      const lasting = Boolean(refusal?.(day));
      setRefused({ day, lasting });
      // Spec §2, §9: « Cette date n'est pas disponible » for 2 s. A reason of its own (what to
      // change, with a count) stays to be read.
      if (!lasting) timer.current = setTimeout(() => setRefused(null), UNAVAILABLE_DATE_MESSAGE_MS);
    } else {
      setRefused(null);
      onChange(day);
    }
    close();
  };

  // The refusal said now. A reason of its own is read again (the places asked, the days loaded
  // may have changed): said while the field stays empty and the reason holds — fewer places
  // asked make the day choosable, and nothing is left to change.
  const refusedMessage =
    refused === null
      ? null
      : !refused.lasting
        ? m.dateUnavailable
        : value
          ? null
          : (refusal?.(refused.day) ?? null);
  const describedBy =
    [refusedMessage ? refusedId : error ? errorId : null, hintId ?? null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div ref={wrapperRef} className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id={inputId}
            name={name}
            type="text"
            readOnly
            disabled={disabled}
            value={value ? (narrow ? formatShortDayYear(value) : formatDay(value)) : ''}
            placeholder={m.datePlaceholder}
            onClick={openCalendar}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
                e.preventDefault();
                openCalendar();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} cursor-pointer pr-9 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500`}
          />
          {value && !disabled && (
            <button
              type="button"
              onClick={() => {
                onChange('');
                onBlur?.();
                // this button leaves with the day: the focus goes to the calendar's, the next
                // step, rather than to <body>
                triggerRef.current?.focus();
              }}
              aria-label={t(m.clearDate, { label: lower })}
              className="absolute right-1 top-1/2 -translate-y-1/2 rounded px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <button
          ref={triggerRef}
          type="button"
          disabled={disabled}
          onClick={() => (open ? close() : openCalendar())}
          onPointerEnter={prefetchCalendar}
          onFocus={prefetchCalendar}
          aria-label={t(m.openCalendar, { label: lower })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-brand-700 shadow-sm hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {open && (
        <ErrorBoundary partClassName={`${POPOVER_PLACE} w-72 max-w-[calc(100vw-2rem)]`}>
          <Suspense
            fallback={
              <div className={`${POPOVER_PLACE} rounded-xl border border-slate-200 bg-white p-4`}>
                <Spinner />
              </div>
            }
          >
            <CalendarPopover
              id={dialogId}
              title={t(m.openCalendar, { label: lower })}
              selected={value}
              today={today}
              minDay={minDay}
              early={early}
              unavailableDays={disabledDays}
              month={value || (defaultMonth && defaultMonth > minDay ? defaultMonth : minDay)}
              onPick={pick}
              onClose={close}
              onMonthChange={onVisibleMonthChange}
              dayHint={dayHint}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      {refusedMessage && (
        <p id={refusedId} role="alert" className="mt-1 text-sm font-medium text-amber-800">
          {refusedMessage}
        </p>
      )}
      {error && !refusedMessage && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
