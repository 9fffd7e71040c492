import { monthsCount } from '@/domain/calendarMonth';
import { formatShortDay } from '@/domain/format';
import { t } from '@/i18n/t';
import { calendarText } from '@/i18n/fr/calendar';

const r = calendarText.reach;

/**
 * Under the monthly summary: how the months were counted (src/domain/days monthsBetween, each
 * month started is due), so 1 Dec → 1 Jan reads "2 mois" with the reason, and where the count
 * drops by one when the last month is only started.
 */
export function MonthsCountNote({ start, end }: { start: string; end: string }) {
  const { months, shorterEnd } = monthsCount(start, end);
  const counted = t(r.monthsCounted, {
    start: formatShortDay(start),
    end: formatShortDay(end),
    n: months,
  });
  const shorter = shorterEnd
    ? t(r.monthsShorter, { n: months - 1, end: formatShortDay(shorterEnd) })
    : null;
  return (
    <p className="mt-2 text-xs text-slate-600">{shorter ? `${counted} ${shorter}` : counted}</p>
  );
}
