/**
 * The reason an admin writes before refusing (a revision: components/RevisionReview.tsx; a new
 * listing: components/ListingRefusal.tsx): closed until its button opens it, the focus in the
 * box when it opens and back on that button when it closes without a decision, and the box's
 * own error, cleared as soon as the admin types. The check of what is written is shared with
 * the booking's « Refuser » dialog (components/PendingBookingsTab.tsx): checkedReason.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { formatNumber } from '@/domain/format';
import { REFUSAL_REASON_MAX_LENGTH, refusalReason } from '@/domain/notifications';
import { hostEditText } from '@/i18n/fr/hostEdit';
import { t } from '@/i18n/t';

/**
 * A refusal's reason as it is sent (trimmed; null when blank), or the French message saying why
 * it cannot be: too long (over REFUSAL_REASON_MAX_LENGTH, the rules' limit), or blank when
 * `required` gives the message for that.
 */
export function checkedReason(
  written: string | null,
  required?: string,
): { why: string | null } | { message: string } {
  const why = refusalReason(written);
  if (why === null) return required ? { message: required } : { why };
  if (why.length > REFUSAL_REASON_MAX_LENGTH)
    return {
      message: t(hostEditText.adminRefusalTooLong, {
        max: formatNumber(REFUSAL_REASON_MAX_LENGTH),
      }),
    };
  return { why };
}

export function useReasonBox() {
  /** The reason being written (null: the box is closed). */
  const [reason, setReason] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The box (give it to the text area). */
  const box = useRef<HTMLTextAreaElement>(null);
  /** The button that opens it (give it to that button). */
  const opener = useRef<HTMLButtonElement>(null);
  const asking = reason !== null;
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (asking) box.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current = asking;
  }, [asking]);
  return {
    reason,
    asking,
    error,
    box,
    opener,
    /** Characters written, spaces around them left out. */
    length: (reason ?? '').trim().length,
    open: () => setReason(''),
    close: () => {
      setReason(null);
      setError(null);
    },
    change: (value: string) => {
      setReason(value);
      setError(null);
    },
    /**
     * The reason to send (checkedReason; null: none), or undefined when it cannot be sent as it
     * is: the box then says why, the focus back in it.
     */
    take: (required?: string): string | null | undefined => {
      const checked = checkedReason(reason, required);
      if ('why' in checked) return checked.why;
      setError(checked.message);
      box.current?.focus();
      return undefined;
    },
  };
}
