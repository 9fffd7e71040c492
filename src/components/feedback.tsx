import type { ReactNode } from 'react';
import { common } from '@/i18n/fr/common';
import { isServiceError } from '@/services';

/**
 * What a failed action says: the failures every screen words the same way (the demo's full
 * browser storage: nothing was saved), else the screen's own `fallback`.
 */
export function failureMessage(e: unknown, fallback: string): string {
  if (isServiceError(e, 'storage/full')) return common.storageFull;
  return fallback;
}

/** A grey placeholder block; give it the size of what it stands for (no layout shift). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-lg bg-slate-200 ${className}`} />
  );
}

/**
 * Placeholders while something loads: the region is marked busy and says once, to screen
 * readers only, what is loading ("Chargement…" unless told).
 */
export function LoadingRegion({
  label = common.loading,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="sr-only">
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * A warning that needs the reader's action (an edit refused, rentals not extended): an amber
 * box announced as an alert, its title in bold, then what it says and offers. `role="status"`
 * for one that only informs, said politely (a host on their listing not validated yet).
 */
export function AlertNotice({
  title,
  role = 'alert',
  className = '',
  children,
}: {
  title: string;
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      className={`rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 ${className}`}
    >
      <p className="font-semibold">{title}</p>
      {children}
    </div>
  );
}

export function EmptyState({
  title,
  body,
  action,
  icon,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  body?: string;
  action?: ReactNode;
  icon?: ReactNode;
  /** h1 when the empty state is the whole page (a conversation not found). */
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      {icon && <div className="mx-auto mb-3 flex justify-center text-slate-500">{icon}</div>}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {body && <p className="mt-2 text-slate-600">{body}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

export function ErrorMessage({
  message = common.genericError,
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          {common.retry}
        </button>
      )}
    </div>
  );
}
