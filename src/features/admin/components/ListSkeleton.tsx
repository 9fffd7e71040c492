import { LoadingRegion, Skeleton } from '@/components/feedback';

/** Placeholder rows while a tab loads (announced once as "Chargement…"). */
export function ListSkeleton({
  rows = 3,
  rowClassName = 'h-36',
}: {
  rows?: number;
  rowClassName?: string;
}) {
  return (
    <LoadingRegion>
      <Skeleton className="h-5 w-64" />
      <div className="mt-4 space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} className={`w-full ${rowClassName}`} />
        ))}
      </div>
    </LoadingRegion>
  );
}
