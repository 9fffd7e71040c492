import { useCallback, useId, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import {
  CALENDAR_STATUSES,
  calendarDays,
  blockPeriods,
  formatLongDay,
  formatMonth,
  monthOf,
  orderedRange,
  shiftMonth,
} from '@/domain/calendarMonth';
import { todayInMorocco } from '@/domain/days';
import type { Listing } from '@/domain/types';
import { useAsync } from '@/hooks/useAsync';
import { useBackend } from '@/hooks/useBackend';
import { useLoadedAt } from '@/hooks/useLoadedAt';
import { calendarText } from '@/i18n/fr/calendar';
import { t } from '@/i18n/t';
import { BlockPanel } from './BlockPanel';
import { CalendarGrid } from './CalendarGrid';
import { PENDING_UNDER_MARK, STATUS_STYLES } from './dayLook';

const c = calendarText.host;

interface Selection {
  start: string;
  /** null until the second pick: the range is then the start day alone. */
  end: string | null;
}

/** One listing's month: navigation, legend, the day grid, the blocked days, the selection. */
export function ListingCalendar({ listing }: { listing: Pick<Listing, 'id' | 'title'> }) {
  const backend = useBackend();
  const [today] = useState(() => todayInMorocco());
  const [month, setMonth] = useState(() => monthOf(today));
  const [active, setActive] = useState(today);
  const [focusActive, setFocusActive] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  // The blocking reason lives here, not in the panel: it survives the end's pick (a new range)
  // and a change of month (the panel waits for the month's days), as typed text should.
  const [reason, setReason] = useState('');
  const titleId = useId();
  const hintId = useId();

  const state = useAsync(
    () => backend.listings.getHostCalendar(listing.id, month),
    [backend, listing.id, month],
  );
  const now = useLoadedAt(state.data);
  const days = useMemo(
    () => (state.data ? calendarDays(state.data, now) : null),
    [state.data, now],
  );
  const activeDay = monthOf(active) === month ? active : `${month}-01`;
  const range = selection ? orderedRange(selection.start, selection.end ?? selection.start) : null;

  const goTo = (next: string) => {
    setMonth(next);
    setActive(monthOf(today) === next ? today : `${next}-01`);
  };
  const move = (day: string) => {
    setActive(day);
    setMonth(monthOf(day));
    setFocusActive(true);
  };
  const pick = (day: string) => {
    setActive(day);
    setSelection((s) => (!s || s.end !== null ? { start: day, end: null } : { ...s, end: day }));
  };
  const onFocused = useCallback(() => setFocusActive(false), []);
  const changed = (what: 'blocked' | 'unblocked') => {
    toast.success(what === 'blocked' ? c.blocked : c.unblocked);
    setSelection(null);
    setReason('');
    setFocusActive(true);
    state.reload();
  };

  const monthTitle = formatMonth(month);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => goTo(shiftMonth(month, -1))}
          aria-label={c.previousMonth}
          className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3
          id={titleId}
          aria-live="polite"
          className="text-center text-lg font-semibold text-slate-900"
        >
          <span className="sr-only">{listing.title} — </span>
          {monthTitle}
        </h3>
        <button
          type="button"
          onClick={() => goTo(shiftMonth(month, 1))}
          aria-label={c.nextMonth}
          className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800 hover:bg-slate-50"
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>

      <Legend />
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        {c.keyboardHint}
      </p>

      <div className="mt-3">
        {state.status === 'loading' && <GridSkeleton />}
        {state.status === 'error' && <ErrorMessage message={c.loadError} onRetry={state.reload} />}
        {state.status === 'success' && days && (
          <>
            <CalendarGrid
              month={month}
              days={days}
              activeDay={activeDay}
              today={today}
              range={range}
              labelledBy={titleId}
              describedBy={hintId}
              focusActive={focusActive}
              onFocused={onFocused}
              onMove={move}
              onPick={pick}
            />
            {days.every((d) => d.status === 'free') && (
              <p className="mt-3 rounded-lg bg-sand-50 p-3 text-sm text-slate-700">
                {c.emptyMonth}
              </p>
            )}
            {state.data.blocks.length > 0 && (
              <div className="mt-4">
                <h4 className="text-sm font-semibold text-slate-900">{c.blocksTitle}</h4>
                <ul className="mt-1 space-y-1 text-sm text-slate-800">
                  {blockPeriods(state.data.blocks).map((b) => {
                    const period =
                      b.from === b.to
                        ? formatLongDay(b.from)
                        : t(c.blockPeriod, {
                            from: formatLongDay(b.from),
                            to: formatLongDay(b.to),
                          });
                    // its days from today on can be picked at once, to unblock them (a QA
                    // pass: the list said what was blocked, not how to undo it)
                    const from = b.from < today ? today : b.from;
                    return (
                      <li key={b.from} className="break-words">
                        <span className="font-medium">{period}</span> — {b.reason}
                        {b.to >= today && (
                          <>
                            {' '}
                            <button
                              type="button"
                              onClick={() => {
                                setActive(from);
                                setSelection({ start: from, end: b.to });
                              }}
                              // its visible words first, then which period (several lines)
                              aria-label={t(c.pickBlockedName, { period })}
                              className="min-h-6 rounded-md px-1 font-semibold text-brand-700 underline hover:bg-brand-50"
                            >
                              {c.pickBlocked}
                            </button>
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </>
        )}
      </div>

      <div className="mt-4">
        {range ? (
          <BlockPanel
            key={`${range[0]}_${range[1]}`}
            listingId={listing.id}
            from={range[0]}
            to={range[1]}
            complete={selection?.end !== null}
            visibleDays={days ?? []}
            reason={reason}
            onReasonChange={setReason}
            onChanged={changed}
            onClear={() => {
              setSelection(null);
              setReason('');
              setFocusActive(true);
            }}
          />
        ) : (
          <p className="text-sm text-slate-600">{c.selectionHint}</p>
        )}
      </div>
    </div>
  );
}

function Legend() {
  return (
    <div className="mt-3">
      <h4 className="sr-only">{c.legendTitle}</h4>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {[...CALENDAR_STATUSES].reverse().map((status) => (
          <li key={status} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-block h-3.5 w-3.5 rounded border ${STATUS_STYLES[status]}`}
            />
            {c.status[status]}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block ${PENDING_UNDER_MARK}`} />
          {c.legendPendingUnder}
        </li>
      </ul>
    </div>
  );
}

function GridSkeleton() {
  return (
    <LoadingRegion label={c.loading}>
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 35 }, (_, i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    </LoadingRegion>
  );
}
