import type { BookingStatus } from '@/domain/types';
import { labels } from '@/i18n/fr/common';

const STYLES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  pending_admin: 'bg-orange-100 text-orange-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

/** The French status badge of a booking (spec §4). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {labels.bookingStatus[status]}
    </span>
  );
}
