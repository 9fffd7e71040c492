/**
 * The reason an admin writes before refusing (a revision: components/RevisionReview.tsx; a new
 * listing: components/ListingRefusal.tsx): closed until its button opens it, the focus in the
 * box when it opens and back on that button when it closes without a decision, and the box's
 * own error, cleared as soon as the admin types.
 */
import { useEffect, useRef, useState } from 'react';

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
  useEffect(() => {
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
    /** The reason cannot be sent as it is: why, the focus back in the box. */
    refuse: (message: string) => {
      setError(message);
      box.current?.focus();
    },
  };
}
