import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { usePagedList } from '@/hooks/usePagedList';
import { ErrorMessage } from '@/components/feedback';
import { Button } from '@/components/forms';
import { reviewOrder } from '@/domain/admin';
import { countdown, isDecisionOpen, type Countdown } from '@/domain/bookingRules';
import type { Booking } from '@/domain/types';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';
import { availabilityText as av } from '@/i18n/fr/availability';
import { formatDay } from '@/domain/format';
import { checkedReason } from '../useReasonBox';
import { useAdminSession } from '../AdminSessionContext';
import { adminErrorMessage, decisionErrorMessage } from '../errors';
import { useNow } from '../hooks';
import { BookingDetails } from './BookingDetails';
import { BookingReasonField } from './BookingReasonField';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { common } from '@/i18n/fr/common';
import { ListSkeleton } from './ListSkeleton';
import { TabMore } from './TabMore';
import { TabRows } from './TabRows';
import { reportError } from '@/lib/reportError';
import { isServiceError } from '@/services';

const text = adminText.pending;

/** Expired requests read per page (every open one is on the first: at most a day's). */
export const PENDING_PAGE_SIZE = 20;

/**
 * "Réservations à valider": every pending_admin request still open, with its live 24-hour
 * countdown, then the expired ones (« Expiré ») newest first, a page at a time (« Voir plus »):
 * expired requests stay pending_admin (spec), so they grow with the marketplace.
 */
export function PendingBookingsTab({
  onDecided,
  onExpired,
  waiting = null,
}: {
  /** Called after the backend accepted a decision (the dashboard counters follow). */
  onDecided: (booking: Booking, decision: 'confirmed' | 'rejected') => void;
  /**
   * A request shown here reached its 24 hours, or was decided elsewhere (AdminPage's counts and
   * notices follow).
   */
  onExpired?: () => void;
  /**
   * The requests still open as the page's counts last read them (the tab's label), or null:
   * when it moves away from what this list shows (a request sent meanwhile), the list is read
   * again, its rows kept on screen meanwhile.
   */
  waiting?: number | null;
}) {
  const { session } = useAdminSession();
  const [version, setVersion] = useState(0);
  const { state, reload, loadMore } = usePagedList(
    (cursor) => session.listPendingRequests({ pageSize: PENDING_PAGE_SIZE, cursor }),
    [session, version],
    undefined,
    { keepWhileReloading: true, asFar: true },
  );
  const loaded = state.status === 'ready' ? state.items : null;
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  const countRef = useRef<HTMLParagraphElement>(null);

  // The order is fixed when a page arrives, so rows do not jump while the clock ticks.
  const ordered = useMemo(() => (loaded ? reviewOrder(loaded, new Date()) : []), [loaded]);
  const rows = ordered.filter((b) => !decided.has(b.id));
  const now = useNow(1000, rows.length > 0);
  // Those still open for a decision, and those whose 24 hours are over, counted apart (as the
  // tab's label and the dashboard do): a request that expires while shown moves to the second.
  const expired = rows.filter((b) => !isDecisionOpen(b.createdAt, now)).length;
  const open = rows.length - expired;
  // a request that was open here reached its 24 hours (not one read already expired, nor a
  // row decided): what counts it follows
  const openIds = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const stillOpen = new Set(
      rows.filter((b) => isDecisionOpen(b.createdAt, now)).map((b) => b.id),
    );
    const lapsed = rows.some((b) => openIds.current.has(b.id) && !stillOpen.has(b.id));
    openIds.current = stillOpen;
    if (lapsed) onExpired?.();
  }, [rows, now, onExpired]);
  // the counts read a number this list does not show: read it again (once per new number)
  const shownOpen = useRef(open);
  shownOpen.current = open;
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready && waiting !== null && waiting !== shownOpen.current) setVersion((v) => v + 1);
  }, [waiting, ready]);
  const countLine =
    state.status === 'ready' && state.next
      ? t(text.countPartial, { n: open, m: expired })
      : expired > 0
        ? t(text.countWithExpired, { n: open, m: expired })
        : t(text.count, { n: open });

  // After a row leaves the list, keep the keyboard focus on the list rather than on <body>.
  useLayoutEffect(() => {
    if (decided.size > 0) countRef.current?.focus();
  }, [decided]);

  const handleDecided = (booking: Booking, decision: 'confirmed' | 'rejected') => {
    setDecided((prev) => new Set(prev).add(booking.id));
    onDecided(booking, decision);
    toast.success(decision === 'confirmed' ? text.confirmed : text.rejected);
  };
  // decided elsewhere meanwhile: it leaves the list (the focus on the count line, as after a
  // decision here), the toast says why, and the counts are read again
  const handleGone = (booking: Booking) => {
    setDecided((prev) => new Set(prev).add(booking.id));
    toast.error(text.alreadyDecided);
    onExpired?.();
  };

  if (state.status === 'loading') return <ListSkeleton />;
  if (state.status === 'error') {
    return <ErrorMessage message={adminErrorMessage(state.error)} onRetry={reload} />;
  }

  return (
    <div>
      <p className="text-slate-700">{text.intro}</p>
      <TabRows
        rows={rows}
        text={text}
        countLine={countLine}
        countRef={countRef}
        spacing="space-y-4"
        renderRow={(b) => (
          <BookingReviewCard
            booking={b}
            countdown={countdown(b.createdAt, now)}
            onDecided={handleDecided}
            onGone={handleGone}
          />
        )}
      />
      <TabMore state={state} loadMore={loadMore} text={text} countRef={countRef} />
    </div>
  );
}

function BookingReviewCard({
  booking,
  countdown: cd,
  onDecided,
  onGone,
}: {
  booking: Booking;
  countdown: Countdown;
  onDecided: (booking: Booking, decision: 'confirmed' | 'rejected') => void;
  /** Decided elsewhere, or gone, meanwhile: nothing left to decide here. */
  onGone: (booking: Booking) => void;
}) {
  const { session } = useAdminSession();
  const titleId = useId();
  const hintId = useId();
  const conflictId = useId();
  const [busy, setBusy] = useState<'confirm' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  /** Refuser's reason, optional, kept while the dialog closes and opens again. */
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  // Before deciding: the days where confirming would fail (taken or blocked by the host). Not
  // for an expired request, which cannot be decided: every one ever made stays in this list
  // (spec), and a monthly one's check reads a year of days.
  const [conflicts, setConflicts] = useState<string[]>([]);
  const expired = cd.expired;
  useEffect(() => {
    if (expired) return;
    let live = true;
    Promise.resolve()
      .then(() => session.bookingConflicts(booking.id))
      .then(
        (days) => {
          if (live) setConflicts(days);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [session, booking.id, expired]);

  const decide = async (decision: 'confirmed' | 'rejected') => {
    const checked = decision === 'rejected' ? checkedReason(reason) : { why: null };
    if ('message' in checked) {
      setReasonError(checked.message);
      reasonBox.current?.focus();
      return;
    }
    const { why } = checked;
    setBusy(decision === 'confirmed' ? 'confirm' : 'reject');
    setError(null);
    try {
      if (decision === 'confirmed') await session.confirmBooking(booking.id);
      else await session.rejectBooking(booking.id, why);
      onDecided(booking, decision); // the row leaves the list
    } catch (e) {
      reportError(e);
      setAsking(false);
      setBusy(null);
      if (isServiceError(e, 'booking/invalid-state') || isServiceError(e, 'not-found')) {
        onGone(booking);
      } else setError(decisionErrorMessage(e));
    }
  };

  const disabled = cd.expired || busy !== null;
  // a request whose days are taken or blocked cannot be confirmed (the line under it says why):
  // Valider would only be refused; Refuser stays (QA, 3 December 2026)
  const conflicted = conflicts.length > 0;
  const frame = cd.expired
    ? 'border-slate-200 bg-slate-50'
    : cd.urgent
      ? 'border-red-300 bg-white ring-1 ring-red-200'
      : 'border-slate-200 bg-white';

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-2xl border p-4 shadow-sm sm:p-5 ${frame}`}
    >
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <BookingDetails booking={booking} titleId={titleId} from="?tab=pending" />
        <div className="flex shrink-0 flex-col items-start gap-3 lg:items-end">
          <CountdownLabel countdown={cd} hintId={hintId} />
          <div className="flex gap-2">
            <Button
              onClick={() => void decide('confirmed')}
              disabled={disabled || conflicted}
              aria-describedby={cd.expired ? hintId : conflicted ? conflictId : titleId}
            >
              {busy === 'confirm' && <BusyDot />}
              {text.confirm}
            </Button>
            <Button
              variant="danger"
              onClick={() => setAsking(true)}
              disabled={disabled}
              aria-describedby={cd.expired ? hintId : titleId}
            >
              {text.reject}
            </Button>
          </div>
        </div>
      </div>
      {conflicted && (
        <p id={conflictId} className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(av.conflictLine, { days: conflicts.map(formatDay).join(', ') })}
        </p>
      )}
      {error && (
        <div className="mt-3">
          <ErrorMessage message={error} />
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={text.rejectTitle}
          confirmLabel={text.rejectConfirm}
          cancelLabel={common.cancel}
          busy={busy === 'reject'}
          confirmDisabled={cd.expired}
          onConfirm={() => void decide('rejected')}
          onCancel={() => setAsking(false)}
          // the dialog asks for its reason first (optional): « Annuler » and « Oui, refuser »
          // follow it in the page's order
          initialFocus={reasonBox}
          field={
            <BookingReasonField
              ref={reasonBox}
              label={text.rejectReason}
              hint={text.rejectReasonHint}
              value={reason}
              busy={busy === 'reject'}
              onChange={(written) => {
                setReason(written);
                setReasonError(null);
              }}
              error={reasonError}
            />
          }
        >
          {t(text.rejectBody, {
            tenant: booking.tenantName || adminText.booking.unknownTenant,
            listing: booking.listingTitle,
          })}
        </ConfirmDialog>
      )}
    </article>
  );
}

function CountdownLabel({ countdown: cd, hintId }: { countdown: Countdown; hintId: string }) {
  if (cd.expired) {
    return (
      <div className="max-w-xs lg:text-right">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-800">
          <ClockIcon />
          {adminText.booking.expired}
        </p>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {adminText.booking.expiredHint}
        </p>
      </div>
    );
  }
  return (
    <p
      role="timer"
      // wraps under "URGENT" rather than stick out of a 320 px card
      className={`inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl px-3 py-1 text-sm font-semibold tabular-nums ${
        cd.urgent ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800'
      }`}
    >
      {cd.urgent && (
        <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
          {adminText.booking.urgent}
        </span>
      )}
      <ClockIcon />
      <span className="whitespace-nowrap">
        {t(adminText.booking.timeLeft, { time: cd.label ?? '' })}
      </span>
    </p>
  );
}

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v4l2.5 2" />
    </svg>
  );
}

function BusyDot() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
    />
  );
}
