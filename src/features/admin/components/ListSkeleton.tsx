import { Skeleton } from '@/components/feedback';
import { common } from '@/i18n/fr/common';

/** Placeholder rows while a tab loads (announced once as "Chargement…"). */
export function ListSkeleton({
  rows = 3,
  rowClassName = 'h-36',
}: {
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <div aria-busy="true">
      <span role="status" className="sr-only">
        {common.loading}
      </span>
      <Skeleton className="h-5 w-64" />
      <div className="mt-4 space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={`w-full ${rowClassName}`} />
        ))}
      </div>
    </div>
  );
}
