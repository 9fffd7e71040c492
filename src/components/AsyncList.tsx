import type { ReactNode } from 'react';
import type { AsyncState } from '@/hooks/useAsync';
import { ErrorMessage } from './feedback';

/**
 * A list loaded with useAsync, in its four states: the skeleton while it loads, the error with a
 * retry, the empty state, then one <li> per item.
 */
export function AsyncList<T extends { id: string }>({
  state,
  skeleton,
  errorMessage,
  empty,
  listClassName,
  renderItem,
}: {
  state: AsyncState<T[]> & { reload: () => void };
  skeleton: ReactNode;
  errorMessage: string;
  empty: ReactNode;
  listClassName: string;
  renderItem: (item: T) => ReactNode;
}) {
  if (state.status === 'loading') return <>{skeleton}</>;
  if (state.status === 'error')
    return <ErrorMessage message={errorMessage} onRetry={state.reload} />;
  if (state.data.length === 0) return <>{empty}</>;
  return (
    <ul className={listClassName}>
      {state.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
