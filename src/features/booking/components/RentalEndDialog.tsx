/**
 * The dialog that gives a confirmed indefinite monthly rental its last day
 * (src/domain/rentalEnd.ts): the admin's « Mettre fin à la location » (Historique) and the
 * tenant's « Donner congé » (their dashboard). The day is checked here as the plan checks it
 * for `by` (rentalEndIssue), so a wrong day is said under the field; a refusal of the service
 * keeps the dialog open with the day chosen.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { TextField } from '@/components/forms';
import { todayInMorocco } from '@/domain/days';
import { formatDay, formatMad } from '@/domain/format';
import { earliestEndBy, rentalEndCost, rentalEndIssue, type RentalEndBy } from '@/domain/rentalEnd';
import type { Booking } from '@/domain/types';
import { FormFailure, useSubmitFailure } from '@/features/reviews';
import { bookingText } from '@/i18n/fr/booking';
import { t, tn } from '@/i18n/t';

const costText = bookingText.rentalEnd;

/** The dialog's words; `{date}` is the earliest last day, formatted. */
export interface RentalEndText {
  title: string;
  lastDay: string;
  lastDayHint: string;
  required: string;
  tooEarly: string;
  notEndable: string;
  confirm: string;
  keep: string;
  busy: string;
}

interface RentalEndValues {
  lastDay: string;
}

export function RentalEndDialog({
  booking,
  today,
  by,
  text,
  children,
  submit,
  errorMessage,
  onEnded,
  onCancel,
  returnFocus,
}: {
  booking: Booking;
  /** Today in Morocco ("YYYY-MM-DD"), as the list was loaded. */
  today: string;
  by: RentalEndBy;
  text: RentalEndText;
  /** What ending it means, above the field. */
  children: ReactNode;
  /** Records the last day (the service call). */
  submit(lastDay: string): Promise<void>;
  /** The French message of a refused call; `earliest`: the earliest day now, formatted. */
  errorMessage(e: unknown, earliest: string): string;
  onEnded(lastDay: string): void;
  onCancel(): void;
  returnFocus?: () => HTMLElement | null;
}) {
  const earliest = earliestEndBy(booking, today, by);
  const earliestText = formatDay(earliest);
  const schema = useMemo(
    () =>
      yup.object({
        lastDay: yup
          .string()
          .default('')
          .test('last-day', text.required, function test(value) {
            const issue = rentalEndIssue(booking, value ?? '', today, by);
            if (!issue) return true;
            return this.createError({
              message:
                issue === 'required'
                  ? text.required
                  : issue === 'tooEarly'
                    ? t(text.tooEarly, { date: earliestText })
                    : text.notEndable,
            });
          }),
      }),
    [booking, today, by, text, earliestText],
  );
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RentalEndValues>({ resolver: yupResolver(schema), defaultValues: { lastDay: '' } });
  // What the day chosen costs, once it is one the rental may end on: a month begun is due in
  // full, so the day its last month runs to costs the same (docs/invoicing.md "Lines").
  const lastDay = watch('lastDay');
  const cost =
    rentalEndIssue(booking, lastDay, today, by) === null ? rentalEndCost(booking, lastDay) : null;
  // (the earliest day of now, not of the list's loading: the page may have stayed open past
  // midnight, which is why the service refused)
  const { failure, run } = useSubmitFailure((e) =>
    errorMessage(e, formatDay(earliestEndBy(booking, todayInMorocco(), by))),
  );
  const send = handleSubmit(({ lastDay }) =>
    run(async () => {
      await submit(lastDay);
      onEnded(lastDay);
    }),
  );

  return (
    <ConfirmDialog
      title={text.title}
      confirmLabel={text.confirm}
      cancelLabel={text.keep}
      busy={isSubmitting}
      busyLabel={text.busy}
      onConfirm={() => void send()}
      onCancel={onCancel}
      returnFocus={returnFocus}
    >
      <p className="break-words">{children}</p>
      <form noValidate onSubmit={(e) => void send(e)} className="mt-4">
        <TextField
          type="date"
          label={text.lastDay}
          min={earliest}
          hint={t(text.lastDayHint, { date: earliestText })}
          error={errors.lastDay?.message}
          {...register('lastDay')}
        />
        <div aria-live="polite" className="mt-2 space-y-1 text-sm text-slate-800">
          {cost && booking.monthlyPrice !== null && (
            <>
              <p>
                {tn(cost.months, costText.costOne, costText.cost, {
                  total: formatMad(cost.total),
                  price: formatMad(booking.monthlyPrice),
                })}
              </p>
              {cost.lastMonthEnd > lastDay && (
                <p>{t(costText.lastMonth, { date: formatDay(cost.lastMonthEnd) })}</p>
              )}
            </>
          )}
        </div>
        <FormFailure message={failure} className="mt-2" />
      </form>
    </ConfirmDialog>
  );
}
