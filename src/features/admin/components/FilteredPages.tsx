import type { ReactNode, RefObject } from 'react';
import { ErrorMessage } from '@/components/feedback';
import type { LoadMoreText } from '@/components/LoadMore';
import type { PagedState } from '@/hooks/usePagedList';
import { adminErrorMessage } from '../errors';
import { TabMore } from './TabMore';

/**
 * The body of a tab read a filter and a page at a time (Historique, Bureaux): its skeleton while
 * the first page is read, a message with « Réessayer » when it fails, else its rows (`children`,
 * a TabRows), busy and dimmed while a new filter's first page is read — the rows kept, so that
 * the live count line announces the new count — then « Voir plus ».
 */
export function FilteredPages<T>({
  pages: { state, reload, loadMore },
  text,
  countRef,
  skeleton,
  children,
}: {
  /** What usePagedList gives. */
  pages: { state: PagedState<T>; reload(): void; loadMore(): void };
  text: LoadMoreText;
  countRef: RefObject<HTMLParagraphElement | null>;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  if (state.status === 'loading') return <div className="mt-4">{skeleton}</div>;
  if (state.status === 'error') {
    return (
      <div className="mt-4">
        <ErrorMessage message={adminErrorMessage(state.error)} onRetry={reload} />
      </div>
    );
  }
  return (
    <div
      aria-busy={state.reloading || undefined}
      className={state.reloading ? 'opacity-60' : undefined}
    >
      {children}
      {!state.reloading && (
        <TabMore state={state} loadMore={loadMore} text={text} countRef={countRef} />
      )}
    </div>
  );
}
