/**
 * "Mettre fin à la location": the admin gives a confirmed indefinite monthly rental its last day
 * (src/domain/rentalEnd.ts; the plan planEndMonthlyRental frees the days after it and tells its
 * tenant and host). The day is checked here as the plan checks it (rentalEndIssue), so a wrong
 * day is said under the field; a refusal of the service keeps the dialog open with the day
 * chosen.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { TextField } from '@/components/forms';
import { todayInMorocco } from '@/domain/days';
import { formatDay } from '@/domain/format';
import { earliestRentalEnd, rentalEndIssue } from '@/domain/rentalEnd';
import type { Booking } from '@/domain/types';
import { FormFailure, useSubmitFailure } from '@/features/reviews';
import { adminText } from '@/i18n/fr/admin';
import { t } from '@/i18n/t';
import { useAdminSession } from '../AdminSessionContext';
import { endRentalErrorMessage } from '../errors';

const text = adminText.history;

interface EndRentalValues {
  lastDay: string;
}

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
  const earliest = earliestRentalEnd(booking, today);
  const earliestText = formatDay(earliest);
  const schema = useMemo(
    () =>
      yup.object({
        lastDay: yup
          .string()
          .default('')
          .test('last-day', text.endRequired, function test(value) {
            const issue = rentalEndIssue(booking, value ?? '', today);
            if (!issue) return true;
            return this.createError({
              message:
                issue === 'required'
                  ? text.endRequired
                  : issue === 'tooEarly'
                    ? t(text.endTooEarly, { date: earliestText })
                    : text.endNotEndable,
            });
          }),
      }),
    [booking, today, earliestText],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EndRentalValues>({ resolver: yupResolver(schema), defaultValues: { lastDay: '' } });
  // (the earliest day of now, not of the list's loading: the page may have stayed open past
  // midnight, which is why the service refused)
  const { failure, run } = useSubmitFailure((e) =>
    endRentalErrorMessage(e, formatDay(earliestRentalEnd(booking, todayInMorocco()))),
  );
  const submit = handleSubmit(({ lastDay }) =>
    run(async () => {
      await session.endMonthlyRental(booking.id, lastDay);
      onEnded(lastDay);
    }),
  );

  return (
    <ConfirmDialog
      title={text.endTitle}
      confirmLabel={text.confirmEnd}
      cancelLabel={text.keepRental}
      busy={isSubmitting}
      busyLabel={text.ending}
      onConfirm={() => void submit()}
      onCancel={onCancel}
      returnFocus={returnFocus}
    >
      <p className="break-words">
        {t(text.endBody, {
          title: booking.listingTitle,
          tenant: booking.tenantName,
          start: formatDay(booking.startDate),
        })}
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4">
        <TextField
          type="date"
          label={text.endLastDay}
          min={earliest}
          hint={t(text.endLastDayHint, { date: earliestText })}
          error={errors.lastDay?.message}
          {...register('lastDay')}
        />
        <FormFailure message={failure} className="mt-2" />
      </form>
    </ConfirmDialog>
  );
}
