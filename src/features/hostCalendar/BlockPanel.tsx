import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, TextAreaField } from '@/components/forms';
import {
  BLOCK_REASON_MAX,
  blockReasonError,
  formatLongDay,
  type CalendarDay,
} from '@/domain/calendarMonth';
import { eachDay } from '@/domain/days';
import { formatDay } from '@/domain/format';
import { useBackend } from '@/hooks/useBackend';
import { t } from '@/i18n/t';
import { daysText } from '@/i18n/fr/days';
import { calendarText } from '@/i18n/fr/calendar';
import { calendarErrorMessage } from './errors';
import { reportError } from '@/lib/reportError';

const c = calendarText.host;
/** The amber box of what the panel tells before a block: a refusal, or a warning. */
const NOTE_CLASS = 'rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950';

/**
 * Why days holding a confirmed booking cannot be blocked: which ones (the first, and how many),
 * and for a shared space with places still free that a block closes them all (QA: a host with
 * one place of three rented by the month read « au moins l'un d'eux » and nothing more).
 */
function confirmedDaysText(single: boolean, days: readonly CalendarDay[]): string {
  const [first] = days;
  const which = single
    ? c.dayConfirmedSingle
    : days.length === 1
      ? t(c.dayConfirmedOne, { date: formatDay(first!.day) })
      : t(c.dayConfirmedMany, { n: days.length, date: formatDay(first!.day) });
  const placesFree = days.some((d) => d.capacity > 1 && d.taken < d.capacity);
  return placesFree ? `${which} ${c.dayConfirmedShared}` : which;
}

/**
 * The days picked on the calendar: block them with a reason (1..200 characters, seen by the host
 * only), unblock those already blocked, or drop the selection. Days a pending request holds may
 * be blocked, but the admin can then no longer confirm that request (docs/decisions.md,
 * "Blocked days"): the panel says so before the host confirms.
 */
export function BlockPanel({
  listingId,
  from,
  to,
  complete,
  visibleDays,
  reason,
  onReasonChange,
  onChanged,
  onClear,
}: {
  listingId: string;
  from: string;
  to: string;
  /** Both ends are picked (else the next pick sets the end). */
  complete: boolean;
  /** The days of the month shown (their status and reasons); none while a month loads. */
  visibleDays: CalendarDay[];
  /** The reason typed, kept by the calendar (./ListingCalendar.tsx) across ranges and months. */
  reason: string;
  onReasonChange: (reason: string) => void;
  onChanged: (what: 'blocked' | 'unblocked') => void;
  onClear: () => void;
}) {
  const backend = useBackend();
  const titleId = useId();
  const warningId = useId();
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'block' | 'unblock' | null>(null);

  const byDay = new Map(visibleDays.map((d) => [d.day, d]));
  const rangeDays = eachDay(from, to);
  const blocked = rangeDays
    .map((day) => byDay.get(day))
    .filter((d): d is CalendarDay => d?.status === 'blocked');
  const allBlocked = blocked.length === rangeDays.length;
  const pending = rangeDays.filter((day) => byDay.get(day)?.status === 'pending').length;
  // a confirmed booking's day cannot be blocked (firestore.rules, blocks): said at once, not
  // after a reason was typed and refused
  const confirmed = rangeDays
    .map((day) => byDay.get(day))
    .filter((d): d is CalendarDay => d?.status === 'confirmed');
  const hasConfirmed = confirmed.length > 0;

  const block = async (e: FormEvent) => {
    e.preventDefault();
    const problem = blockReasonError(reason);
    if (problem) {
      setReasonError(problem === 'required' ? c.reasonRequired : c.reasonTooLong);
      // the field that needs the fix takes the focus, as in the other forms
      reasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    setError(null);
    setBusy('block');
    try {
      await backend.listings.blockDays(listingId, from, to, reason.trim());
      onChanged('blocked');
    } catch (err) {
      reportError(err);
      setError(calendarErrorMessage(err, 'block'));
      setBusy(null);
    }
  };

  const unblock = async () => {
    setError(null);
    setBusy('unblock');
    try {
      await backend.listings.unblockDays(
        listingId,
        blocked.map((d) => d.day),
      );
      onChanged('unblocked');
    } catch (err) {
      reportError(err);
      setError(calendarErrorMessage(err, 'unblock'));
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <h4 id={titleId} className="font-semibold text-slate-900">
        {c.selectionTitle}
      </h4>
      <p className="mt-1 text-sm text-slate-800" aria-live="polite">
        {from === to
          ? t(c.selectionSingle, { day: formatDay(from) })
          : t(c.selectionRange, { start: formatDay(from), end: formatDay(to) })}
      </p>
      {!complete && <p className="mt-1 text-xs text-slate-600">{c.pickEnd}</p>}

      {blocked.some((d) => d.reason) && (
        <ul className="mt-3 space-y-1 text-sm text-slate-800">
          {blocked
            .filter((d) => d.reason)
            .map((d) => (
              <li key={d.day}>
                <span className="font-medium">{formatLongDay(d.day)}</span> —{' '}
                {t(c.dayReason, { reason: d.reason ?? '' })}
              </li>
            ))}
        </ul>
      )}

      {error && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}

      {!allBlocked && hasConfirmed && (
        <p role="status" className={`mt-3 ${NOTE_CLASS}`}>
          {confirmedDaysText(from === to, confirmed)}
        </p>
      )}

      {!allBlocked && !hasConfirmed && (
        <form onSubmit={(e) => void block(e)} noValidate className="mt-3 space-y-3">
          <TextAreaField
            ref={reasonRef}
            label={c.reasonLabel}
            hint={`${c.reasonHint} (${reason.trim().length}/${BLOCK_REASON_MAX})`}
            error={reasonError ?? undefined}
            value={reason}
            onChange={(e) => onReasonChange(e.target.value)}
            rows={2}
            className="[&_textarea]:min-h-20"
          />
          {pending > 0 && (
            <p id={warningId} className={NOTE_CLASS}>
              {t(c.pendingWarning, { days: daysText(pending) })}
            </p>
          )}
          <Button
            type="submit"
            busy={busy !== null}
            aria-describedby={pending > 0 ? warningId : undefined}
          >
            {busy === 'block' ? c.blocking : c.block}
          </Button>
        </form>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        {blocked.length > 0 && (
          <Button variant="secondary" busy={busy !== null} onClick={() => void unblock()}>
            {busy === 'unblock'
              ? c.unblocking
              : t(c.unblock, {
                  days: daysText(blocked.length),
                })}
          </Button>
        )}
        <Button variant="ghost" onClick={onClear} disabled={busy !== null}>
          {c.clearSelection}
        </Button>
      </div>
    </section>
  );
}
