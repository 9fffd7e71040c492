import { useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLoadedAt } from '@/hooks/useLoadedAt';
import { usePagedList } from '@/hooks/usePagedList';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { StatusBadge } from '@/components/StatusBadge';
import { HISTORY_FILTERS, inHistory, parseHistoryFilter } from '@/domain/admin';
import { displayStatus } from '@/domain/bookingRules';
import { todayInMorocco } from '@/domain/days';
import { canEndRental } from '@/domain/rentalEnd';
import type { Booking } from '@/domain/types';
import { adminText } from '@/i18n/fr/admin';
import { common } from '@/i18n/fr/common';
import { t } from '@/i18n/t';
import { reportError } from '@/lib/reportError';
import { useAdminSession } from '../AdminSessionContext';
import { useRowFocus } from '../useRowFocus';
import { checkedReason } from '../useReasonBox';
import { cancelErrorMessage } from '../errors';
import { useFilterParam } from '../useFilterParam';
import { BookingDetails } from './BookingDetails';
import { BookingReasonField } from './BookingReasonField';
import { EndRentalDialog } from './EndRentalDialog';
import { ListSkeleton } from './ListSkeleton';
import { TabFilter } from './TabFilter';
import { FilteredPages } from './FilteredPages';
import { TabRows } from './TabRows';

const text = adminText.history;

/** Bookings read per page of the history. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * "Historique": confirmed and rejected bookings, the requests that expired undecided
 * ("Expirée", issue 13) and the cancelled ones, newest first (spec §4, src/domain/admin.ts
 * isHistory), all of them or those of one status (« Afficher », ?filter=…, read on the server:
 * docs/decisions.md "The admin's reads do not grow with the marketplace"). A confirmed booking
 * that has not started yet can be cancelled (issue 15): its days are freed and its document
 * credited by an avoir, the admin saying why if they wish (the tenant and the host read it). A
 * confirmed indefinite monthly rental can be given its last day (EndRentalDialog).
 */
export function HistoryTab({
  onCancelled,
  version = 0,
}: {
  /** A confirmed booking was cancelled: the page's counters follow (AdminPage). */
  onCancelled?(booking: Booking): void;
  /** Changes when the bookings were written meanwhile (a rental's month issued): read again. */
  version?: number;
} = {}) {
  const { session } = useAdminSession();
  const { filter, setFilter, params } = useFilterParam(parseHistoryFilter);
  // A page at a time, newest first: the history grows with the marketplace ("Voir plus"). Read
  // again for a new `version`, as far as it had been read, its rows kept on screen meanwhile
  // (the focus stays where it is); for a new filter, from its first page, the rows read so far
  // kept (those it leaves out go at once) until it arrives, so the live count line announces it.
  const pages = usePagedList(
    (cursor) => session.listBookingHistory({ filter, pageSize: HISTORY_PAGE_SIZE, cursor }),
    [session, version, filter],
    undefined,
    { keepWhileReloading: true, asFar: true, list: filter },
  );
  const { state } = pages;
  const loaded = state.status === 'ready' ? state.items : null;
  // The moment the list arrived decides which requests have expired.
  const now = useLoadedAt(loaded);
  // A booking cancelled here shows « Annulée » at once, in its place, with the reason given (or
  // none): no reload, so the list, and the keyboard focus, stay where they were.
  const [cancelled, setCancelled] = useState<ReadonlyMap<string, string | null>>(() => new Map());
  // Rentals given their last day here: the row shows its new dates at once, without a reload.
  const [ended, setEnded] = useState<ReadonlyMap<string, string>>(() => new Map());
  // (the pages come newest first: listBookingHistory)
  const shown = useMemo(
    () =>
      (loaded ?? [])
        .map((b) =>
          cancelled.has(b.id)
            ? {
                ...b,
                status: 'cancelled' as const,
                cancelledBy: 'admin' as const,
                cancellationReason: cancelled.get(b.id)!,
              }
            : b,
        )
        .map((b) => (ended.has(b.id) ? { ...b, endDate: ended.get(b.id)! } : b))
        // a booking cancelled here leaves « Confirmées » at once
        .filter((b) => inHistory(b, filter, now)),
    [loaded, now, cancelled, ended, filter],
  );
  const [endTarget, setEndTarget] = useState<Booking | null>(null);
  // whether the dialog just closed on a recorded end (where its focus goes: returnFocus below)
  const endRecorded = useRef(false);
  const openEnd = (b: Booking) => {
    endRecorded.current = false;
    setEndTarget(b);
  };
  const [target, setTarget] = useState<Booking | null>(null);
  const [busy, setBusy] = useState(false);
  // The cancellation's reason (optional) as written for each booking: kept when its dialog
  // closes (« Garder la réservation », a refusal) and opens again.
  const [reasons, setReasons] = useState<Readonly<Record<string, string>>>({});
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const reason = target ? (reasons[target.id] ?? '') : '';
  const openCancel = (b: Booking) => {
    setReasonError(null);
    setTarget(b);
  };
  const countRef = useRef<HTMLParagraphElement>(null);

  // A row whose button went (cancelled, or given its last day) takes the focus itself: not
  // <body>, nor the count line at the top of a long list, which scrolled the page away from it;
  // one that left the filter hands it to its neighbour (useRowFocus).
  const { rowId, focusRow, focusAfterLeaving } = useRowFocus(countRef);

  const cancel = async () => {
    if (!target) return;
    const checked = checkedReason(reason);
    if ('message' in checked) {
      setReasonError(checked.message);
      reasonBox.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await session.cancelConfirmedBooking(target.id, checked.why);
      onCancelled?.(target);
      toast.success(text.cancelled);
      setTarget(null);
      setCancelled((prev) => new Map(prev).set(target.id, checked.why));
      // under « Confirmées » its row goes
      if (inHistory({ ...target, status: 'cancelled' }, filter, now)) focusRow(target.id);
      else focusAfterLeaving(shown, target.id);
    } catch (e) {
      reportError(e);
      toast.error(cancelErrorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const from = `?${params.toString()}`;
  return (
    <div>
      <p className="text-slate-700">{text.intro}</p>
      <div className="mt-4">
        <TabFilter
          legend={text.filterLegend}
          name="admin-history-filter"
          filters={HISTORY_FILTERS}
          labels={text.filters}
          value={filter}
          onChange={setFilter}
        />
      </div>
      <FilteredPages
        pages={pages}
        text={text}
        countRef={countRef}
        skeleton={<ListSkeleton rowClassName="h-28" />}
      >
        <TabRows
          rows={shown}
          text={{
            ...text,
            // while older ones remain to be read, the count says it is only the latest
            count: state.status === 'ready' && state.next ? text.countPartial : text.count,
            ...(filter === 'all'
              ? {}
              : { emptyTitle: text.emptyFilteredTitle, emptyBody: text.emptyFilteredBody }),
          }}
          countRef={countRef}
          live
          pending={state.status === 'ready' && state.reloading === true}
          renderRow={(b) => (
            <HistoryRow
              booking={b}
              id={rowId(b.id)}
              now={now}
              from={from}
              onCancel={openCancel}
              onEnd={openEnd}
            />
          )}
        />
      </FilteredPages>
      {endTarget && (
        <EndRentalDialog
          booking={endTarget}
          today={todayInMorocco(now)}
          onCancel={() => setEndTarget(null)}
          onEnded={(lastDay) => {
            toast.success(text.ended);
            endRecorded.current = true;
            setEnded((prev) => new Map(prev).set(endTarget.id, lastDay));
            setEndTarget(null);
          }}
          // the row's button is gone once it has an end: the focus goes to the row; kept
          // (« Garder la location », Escape), it goes back to that button
          returnFocus={() =>
            endRecorded.current ? document.getElementById(rowId(endTarget.id)) : null
          }
        />
      )}
      {target && (
        <ConfirmDialog
          title={text.cancelTitle}
          confirmLabel={text.confirmCancel}
          cancelLabel={text.keep}
          busy={busy}
          busyLabel={text.cancelling}
          onConfirm={() => void cancel()}
          onCancel={() => setTarget(null)}
          // the dialog asks for its reason first (optional): « Garder la réservation » and
          // « Annuler la réservation » follow it in the page's order
          initialFocus={reasonBox}
          field={
            <BookingReasonField
              ref={reasonBox}
              label={text.cancelReason}
              hint={text.cancelReasonHint}
              value={reason}
              busy={busy}
              onChange={(written) => {
                setReasons((prev) => ({ ...prev, [target.id]: written }));
                setReasonError(null);
              }}
              error={reasonError}
            />
          }
        >
          <p>{t(text.cancelBody, { title: target.listingTitle })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function HistoryRow({
  booking,
  id,
  now,
  from,
  onCancel,
  onEnd,
}: {
  booking: Booking;
  /** The row's element id: it takes the focus once its buttons are gone. */
  id: string;
  now: Date;
  /** The admin address to come back to from a user's page (?tab=history, its filter). */
  from: string;
  onCancel(booking: Booking): void;
  onEnd(booking: Booking): void;
}) {
  const titleId = useId();
  // Only before its first day (the plan refuses it afterwards: planCancelConfirmed).
  const cancellable = booking.status === 'confirmed' && booking.startDate > todayInMorocco(now);
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-row sm:items-start sm:justify-between sm:p-5"
    >
      <BookingDetails booking={booking} titleId={titleId} from={from} />
      <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
        <p>
          <span className="sr-only">{adminText.booking.status}</span>
          <StatusBadge status={displayStatus(booking, now)} />
        </p>
        {cancellable && (
          <button
            type="button"
            onClick={() => onCancel(booking)}
            className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {text.cancel}
            <span className="sr-only">{t(common.forListing, { title: booking.listingTitle })}</span>
          </button>
        )}
        {canEndRental(booking) && (
          <button
            type="button"
            onClick={() => onEnd(booking)}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {text.endRental}
            <span className="sr-only">{t(common.forListing, { title: booking.listingTitle })}</span>
          </button>
        )}
      </div>
    </article>
  );
}
