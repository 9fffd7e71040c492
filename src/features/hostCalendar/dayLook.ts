import {
  formatDayButtonName,
  type CalendarDay,
  type CalendarDayStatus,
} from '@/domain/calendarMonth';
import { t } from '@/i18n/t';
import { calendarText } from '@/i18n/fr/calendar';

const c = calendarText.host;

/** The look of each status; the legend uses the same swatches. */
export const STATUS_STYLES: Record<CalendarDayStatus, string> = {
  free: 'border-slate-200 bg-white text-slate-900 hover:bg-brand-50',
  confirmed: 'border-emerald-700 bg-emerald-700 text-white',
  pending: 'border-amber-500 bg-amber-100 text-amber-950',
  expired: 'border-dashed border-slate-400 bg-slate-50 text-slate-700',
  blocked: 'border-slate-700 bg-slate-700 text-white',
};

/** The mark of a pending request under a stronger status (CalendarDay.pendingUnder). */
export const PENDING_UNDER_MARK = 'h-2 w-2 rounded-full bg-amber-400 ring-1 ring-white';

/**
 * The accessible name of a day: date, status, a request under it, places, the host's reason, today or past,
 * selection.
 */
export function dayName(d: CalendarDay, selected: boolean, today: string): string {
  const parts = [t(c.dayName, { date: formatDayButtonName(d.day), status: c.status[d.status] })];
  if (d.pendingUnder) parts.push(c.dayPendingUnder);
  if (d.capacity > 1) parts.push(t(c.dayPlaces, { taken: d.taken, capacity: d.capacity }));
  if (d.reason) parts.push(t(c.dayReason, { reason: d.reason }));
  if (d.day === today) parts.push(c.today);
  else if (d.day < today) parts.push(c.past);
  if (selected) parts.push(c.selected);
  return parts.join(', ');
}
