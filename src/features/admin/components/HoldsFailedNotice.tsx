import { AlertNotice } from '@/components/feedback';
import { formatDay } from '@/domain/format';
import type { Booking } from '@/domain/types';
import { adminText } from '@/i18n/fr/admin';
import { t } from '@/i18n/t';

const text = adminText.pending;

/** The confirmed monthly rentals whose horizon could not be extended (useAdminChores). */
export function HoldsFailedNotice({ rentals }: { rentals: Booking[] }) {
  return (
    <AlertNotice title={text.holdsFailedTitle} className="mb-6">
      <p className="mt-1">{text.holdsFailedBody}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {rentals.map((b) => (
          <li key={b.id} className="break-words">
            {t(text.holdsFailedItem, {
              listing: b.listingTitle,
              tenant: b.tenantName,
              start: formatDay(b.startDate),
            })}
          </li>
        ))}
      </ul>
    </AlertNotice>
  );
}
