import type { ReactNode } from 'react';
import { StatCard } from '@/components/StatCard';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { StatusBadge } from '@/components/StatusBadge';
import { withExpired } from '@/domain/admin';
import { formatMad, formatNumber } from '@/domain/format';
import { BOOKING_STATUSES, type AdminStats } from '@/domain/types';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';
import { calendarText } from '@/i18n/fr/calendar';
import { adminErrorMessage } from '../errors';
import type { StatsState } from '../useAdminStats';

const text = adminText.dashboard;

/**
 * "Tableau de bord": the counters of session.stats(), the requests that expired undecided
 * counted apart from "En attente admin" (issue 13; counted by the backend).
 */
export function DashboardTab({ stats, onRetry }: { stats: StatsState; onRetry: () => void }) {
  if (stats.status === 'loading') {
    return (
      <LoadingRegion>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="mt-6 h-40" />
      </LoadingRegion>
    );
  }
  if (stats.status === 'error')
    return <ErrorMessage message={adminErrorMessage(stats.error)} onRetry={onRetry} />;

  const s = withExpired(stats.data);
  const totalBookings =
    BOOKING_STATUSES.reduce((n, st) => n + s.bookingsByStatus[st], 0) + s.expired;
  return (
    <div>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={text.users} value={formatNumber(s.users)}>
          {t(text.usersDetail, { hosts: s.hosts, tenants: s.tenants })}
        </StatCard>
        <StatCard label={text.listingsApproved} value={formatNumber(s.listingsApproved)} />
        <StatCard label={text.listingsWaiting} value={formatNumber(s.listingsWaiting)}>
          {waitingDetail(s)}
        </StatCard>
        <StatCard label={text.revenue} value={formatMad(s.confirmedRevenue)}>
          {text.revenueHint}
        </StatCard>
      </dl>

      <section
        aria-labelledby="admin-bookings-by-status"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="admin-bookings-by-status" className="text-lg font-semibold text-slate-900">
            {text.bookingsTitle}
          </h3>
          <p className="text-sm text-slate-600">{t(text.bookingsTotal, { n: totalBookings })}</p>
        </div>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
          {BOOKING_STATUSES.map((status) => (
            <div key={status} data-status={status} className="rounded-xl bg-sand-50 p-3">
              <dt>
                <StatusBadge status={status} />
              </dt>
              <dd className="mt-2 text-2xl font-bold tabular-nums text-slate-900">
                {formatNumber(s.bookingsByStatus[status])}
              </dd>
            </div>
          ))}
          {/* Requests not decided within 24 hours: no longer "En attente admin" (issue 13). */}
          <div data-status="expired" className="rounded-xl bg-sand-50 p-3">
            <dt>
              <StatusBadge status="expired" />
              <span className="sr-only"> ({calendarText.expiry.adminCounterHint})</span>
            </dt>
            <dd className="mt-2 text-2xl font-bold tabular-nums text-slate-900">
              {formatNumber(s.expired)}
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

/**
 * Under the listings waiting, one line each: the online ones whose edit waits, the refused ones
 * (or nothing).
 */
function waitingDetail(s: Pick<AdminStats, 'revisionsWaiting' | 'listingsRefused'>): ReactNode {
  const lines = [
    s.revisionsWaiting > 0 ? t(text.revisionsWaiting, { n: s.revisionsWaiting }) : null,
    s.listingsRefused > 0 ? t(text.listingsRefused, { n: s.listingsRefused }) : null,
  ].filter((line) => line !== null);
  if (lines.length === 0) return null;
  return lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
