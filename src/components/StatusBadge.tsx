import type { DisplayStatus } from '@/domain/bookingRules';
import { labels } from '@/i18n/fr/common';
import { calendarText } from '@/i18n/fr/calendar';

const STYLES: Record<DisplayStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  pending_admin: 'bg-orange-100 text-orange-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
  expired: 'bg-white text-slate-800 ring-1 ring-inset ring-slate-400',
};

/**
 * The French status badge of a booking (spec §4), or "Expirée" for a request the admin did
 * not decide on within 24 hours (src/domain/bookingRules displayStatus).
 */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {status === 'expired' ? calendarText.expiry.badge : labels.bookingStatus[status]}
    </span>
  );
}
