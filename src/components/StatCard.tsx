import type { ReactNode } from 'react';

/** A figure with its label, inside a <dl> (dashboards: tenant and admin). */
export function StatCard({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  /** An optional detail line under the figure. */
  children?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
      {children && <dd className="mt-1 text-sm text-slate-600">{children}</dd>}
    </div>
  );
}
