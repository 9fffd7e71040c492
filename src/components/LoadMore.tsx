import type { PagedState } from '@/hooks/usePagedList';

type More = Extract<PagedState<unknown>, { status: 'ready' }>['more'];

export interface LoadMoreText {
  /** The button: "Voir plus". */
  more: string;
  /** The button while the next page is read. */
  moreLoading: string;
  /** Said (role="alert") when the next page could not be read; the rows read so far stay. */
  moreFailed: string;
}

/**
 * The "Voir plus" of a list read a page at a time (usePagedList): the failure line of the last
 * try, then the button while a page follows. While a page is read the button stays focusable
 * and says so (aria-disabled, aria-busy) instead of becoming `disabled`, which would drop the
 * keyboard focus to <body> (docs/decisions.md "Where the keyboard focus goes"); a click then
 * does nothing. Used by the bell's panel and the admin's "Historique" and "E-mails" tabs.
 */
export function LoadMore({
  more,
  hasNext,
  onMore,
  text,
  className = 'mt-4 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50',
  failedClassName = 'mt-3 text-red-700',
}: {
  more: More;
  hasNext: boolean;
  onMore(): void;
  text: LoadMoreText;
  className?: string;
  failedClassName?: string;
}) {
  const loading = more === 'loading';
  return (
    <>
      {more === 'error' && (
        <p role="alert" className={failedClassName}>
          {text.moreFailed}
        </p>
      )}
      {hasNext && (
        <button
          type="button"
          onClick={() => {
            if (!loading) onMore();
          }}
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
        >
          {loading ? text.moreLoading : text.more}
        </button>
      )}
    </>
  );
}
