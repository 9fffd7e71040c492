/**
 * "Mettre fin à la location": the admin gives a confirmed indefinite monthly rental its last day
 * (src/domain/rentalEnd.ts; the plan planEndMonthlyRental frees the days after it and tells its
 * tenant and host), in the dialog the tenant's notice shares (RentalEndDialog).
 */
import type { Booking } from '@/domain/types';
import { RentalEndDialog, rentalSinceText } from '@/features/booking';
import { adminText } from '@/i18n/fr/admin';
import { t } from '@/i18n/t';
import { useAdminSession } from '../AdminSessionContext';
import { endRentalErrorMessage } from '../errors';

const text = adminText.history;

const dialogText = {
  title: text.endTitle,
  lastDay: text.endLastDay,
  lastDayHint: text.endLastDayHint,
  required: text.endRequired,
  tooEarly: text.endTooEarly,
  notEndable: text.endNotEndable,
  confirm: text.confirmEnd,
  keep: text.keepRental,
  busy: text.ending,
};

export function EndRentalDialog({
  booking,
  today,
  onEnded,
  onCancel,
  returnFocus,
}: {
  booking: Booking;
  /** Today in Morocco ("YYYY-MM-DD"), as the list was loaded. */
  today: string;
  onEnded(lastDay: string): void;
  onCancel(): void;
  returnFocus?: () => HTMLElement | null;
}) {
  const { session } = useAdminSession();
  return (
    <RentalEndDialog
      booking={booking}
      today={today}
      by="admin"
      text={dialogText}
      submit={(lastDay) => session.endMonthlyRental(booking.id, lastDay)}
      errorMessage={endRentalErrorMessage}
      onEnded={onEnded}
      onCancel={onCancel}
      returnFocus={returnFocus}
    >
      {t(text.endBody, {
        title: booking.listingTitle,
        tenant: booking.tenantName,
        since: rentalSinceText(booking.startDate, today),
      })}
    </RentalEndDialog>
  );
}
