import { forwardRef } from 'react';
import { TextAreaField } from '@/components/forms';
import { formatNumber } from '@/domain/format';
import { REFUSAL_REASON_MAX_LENGTH } from '@/domain/notifications';
import { adminText } from '@/i18n/fr/admin';
import { t } from '@/i18n/t';

/**
 * The optional reason of an admin's decision on a booking, in its confirmation dialog
 * (« Refuser »: PendingBookingsTab; « Annuler la réservation »: HistoryTab): the box, its
 * direction taken from what is typed, and under it who reads it (`hint`), then the characters
 * counted, red once past the limit (as the listing form's counters). What is written is checked
 * by checkedReason (../useReasonBox) when the admin confirms.
 */
export const BookingReasonField = forwardRef<
  HTMLTextAreaElement,
  {
    label: string;
    hint: string;
    value: string;
    busy: boolean;
    error: string | null;
    onChange(value: string): void;
  }
>(function BookingReasonField({ label, hint, value, busy, error, onChange }, ref) {
  const length = value.trim().length;
  return (
    <TextAreaField
      ref={ref}
      label={label}
      value={value}
      dir="auto"
      rows={3}
      disabled={busy}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? undefined}
      hint={
        <>
          {hint}{' '}
          <span
            className={
              length > REFUSAL_REASON_MAX_LENGTH ? 'font-semibold text-red-700' : undefined
            }
          >
            {t(adminText.booking.reasonCounter, {
              count: formatNumber(length),
              max: formatNumber(REFUSAL_REASON_MAX_LENGTH),
            })}
          </span>
        </>
      }
    />
  );
});
