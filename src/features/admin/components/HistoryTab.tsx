import { useId, useMemo } from 'react';
import { useAsync } from '@/hooks/useAsync';
import { useLoadedAt } from '@/hooks/useLoadedAt';
import { ErrorMessage } from '@/components/feedback';
import { StatusBadge } from '@/components/StatusBadge';
import { isHistory } from '@/domain/admin';
import { displayStatus, newestFirst } from '@/domain/bookingRules';
import type { Booking } from '@/domain/types';
import { adminText } from '@/i18n/fr/admin';
import { useAdminSession } from '../AdminSessionContext';
import { adminErrorMessage } from '../errors';
import { BookingDetails } from './BookingDetails';
import { ListSkeleton } from './ListSkeleton';
import { TabRows } from './TabRows';

const text = adminText.history;

/**
 * "Historique": confirmed and rejected bookings, and the requests that expired undecided
 * ("Expirée", issue 13), newest first (spec §4).
 */
export function HistoryTab() {
  const { session } = useAdminSession();
  const list = useAsync(
    () => session.listBookings(['confirmed', 'rejected', 'pending_admin']),
    [session],
  );
  // The moment the list arrived decides which requests have expired.
  const now = useLoadedAt(list.data);
  const rows = useMemo(
    () => (list.data ? newestFirst(list.data.filter((b) => isHistory(b, now))) : []),
    [list.data, now],
  );

  if (list.status === 'loading') return <ListSkeleton rowClassName="h-28" />;
  if (list.status === 'error') {
    return <ErrorMessage message={adminErrorMessage(list.error)} onRetry={list.reload} />;
  }
  return (
    <div>
      <p className="text-slate-700">{text.intro}</p>
      <TabRows rows={rows} text={text} renderRow={(b) => <HistoryRow booking={b} now={now} />} />
    </div>
  );
}

function HistoryRow({ booking, now }: { booking: Booking; now: Date }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5"
    >
      <BookingDetails booking={booking} titleId={titleId} from="?tab=history" />
      <div className="shrink-0">
        <span className="sr-only">{adminText.booking.status} : </span>
        <StatusBadge status={displayStatus(booking, now)} />
      </div>
    </article>
  );
}
