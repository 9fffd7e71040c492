import type { ReactNode } from 'react';
import { Skeleton } from '@/components/feedback';
import { common } from '@/i18n/fr/common';

/**
 * A figure with its label, inside a <dl> (dashboards: tenant, host and admin). A figure still
 * loading (`value` null) shows a placeholder announced as "Chargement…"; one that could not be
 * loaded (`failed`) shows a dash, the section's error message saying why.
 */
export function StatCard({
  label,
  value,
  failed = false,
  className = '',
  children,
}: {
  label: string;
  value: string | null;
  failed?: boolean;
  /** Its place in the grid (a wide figure may span two columns on a phone). */
  className?: string;
  /** An optional detail line under the figure. */
  children?: ReactNode;
}) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
        {value !== null ? (
          value
        ) : failed ? (
          '—'
        ) : (
          <>
            <Skeleton className="h-8 w-20" />
            <span className="sr-only">{common.loading}</span>
          </>
        )}
      </dd>
      {children && <dd className="mt-1 text-sm text-slate-600">{children}</dd>}
    </div>
  );
}
