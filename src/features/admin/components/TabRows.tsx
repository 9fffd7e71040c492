import type { ReactNode, Ref } from 'react';
import { EmptyState } from '@/components/feedback';
import { common } from '@/i18n/fr/common';
import { t } from '@/i18n/t';

/**
 * A tab's list (spec §4): the count line ("{n} réservation(s)…"), then the rows, or an empty
 * state when there are none.
 */
export function TabRows<Row extends { id: string }>({
  rows,
  text,
  countRef,
  live = false,
  countLine,
  pending = false,
  spacing = 'space-y-3',
  renderRow,
}: {
  rows: readonly Row[];
  text: { count: string; emptyTitle: string; emptyBody: string };
  /** Given, the count line takes the focus when a row leaves the list. */
  countRef?: Ref<HTMLParagraphElement>;
  /** Announce the count when it changes (a filter). */
  live?: boolean;
  /** The count line, when it says more than text.count of the rows' number. */
  countLine?: string;
  /**
   * A new filter's first page is being read, the rows kept meanwhile (those it leaves out gone):
   * the count line says « Chargement… » rather than a count nobody knows yet (the live line
   * then announces the real one once), and no empty state shows before the answer.
   */
  pending?: boolean;
  spacing?: 'space-y-3' | 'space-y-4';
  renderRow: (row: Row) => ReactNode;
}) {
  return (
    <>
      <p
        ref={countRef}
        tabIndex={countRef ? -1 : undefined}
        aria-live={live ? 'polite' : undefined}
        className={`mt-4 ${countRef ? 'rounded ' : ''}text-sm font-semibold text-slate-900`}
      >
        {pending ? common.loading : (countLine ?? t(text.count, { n: rows.length }))}
      </p>
      {rows.length === 0 ? (
        pending ? null : (
          <div className="mt-4">
            <EmptyState title={text.emptyTitle} body={text.emptyBody} />
          </div>
        )
      ) : (
        <ul className={`mt-4 ${spacing}`}>
          {rows.map((row) => (
            <li key={row.id}>{renderRow(row)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
