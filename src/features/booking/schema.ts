/**
 * The booking form's yup schema (spec §5), built from the pure rules of src/domain/bookingForm.
 * The rules need the listing and today's date: pass them as the validation context
 * (`useForm({ context })`, or `schema.validate(values, { context })`).
 */
import * as yup from 'yup';
import {
  choiceDays,
  chosenDays,
  endDateIssue,
  endIssueRepeatsStart,
  placesShortfall,
  monthlyMinimumEnd,
  unavailableAmong,
  startDateIssue,
  type BookingChoice,
  type BookingRulesContext,
  type EndDateIssue,
  type StartDateIssue,
} from '@/domain/bookingForm';
import { todayInMorocco } from '@/domain/days';
import { formatDay } from '@/domain/format';
import { MAX_DAILY_DAYS } from '@/domain/pricing';
import type { RentalType } from '@/domain/types';
import { t } from '@/i18n/t';
import { daysText } from '@/i18n/fr/days';
import { bookingText as m } from '@/i18n/fr/booking';

/** "Il ne reste que 2 places le …" when the days refused still have some (placesShortfall). */
function shortfallMessage(days: readonly string[], ctx: BookingRulesContext): string | null {
  const short = placesShortfall(days, ctx);
  if (!short) return null;
  const date = formatDay(short.day);
  return short.free === 1
    ? t(m.placesShortOne, { date })
    : t(m.placesShortMany, { n: short.free, date });
}

/**
 * « Il ne reste que 4 places le … » for a daily choice whose days still have places, fewer than
 * asked; null otherwise. Said after a refusal for dates taken (another request got the last
 * places first), once the availability read again shows what is left.
 */
export function choiceShortfallMessage(
  choice: BookingChoice,
  ctx: BookingRulesContext,
): string | null {
  return shortfallMessage(chosenDays(choice), ctx);
}

/**
 * Why a day the calendar greys is refused when picked, if there is more to say than the spec's
 * « Cette date n'est pas disponible » (DateField): it still has places, fewer than asked — the
 * number chosen is the problem, not the date. Null for a day taken, full or blocked.
 */
export function dayRefusalMessage(day: string, ctx: BookingRulesContext): string | null {
  const short = placesShortfall([day], ctx);
  if (!short) return null;
  const date = formatDay(short.day);
  return short.free === 1
    ? t(m.dayPlacesShortOne, { date })
    : t(m.dayPlacesShortMany, { n: short.free, date });
}

/** "Certaines dates de cette période ne sont pas disponibles : le …", the first two named. */
function rangeUnavailableMessage(days: readonly string[], ctx: BookingRulesContext): string {
  const [first, second, ...more] = unavailableAmong(days, ctx).map(formatDay);
  if (first === undefined) return m.rangeUnavailable;
  if (second === undefined) return t(m.rangeUnavailableOne, { date: first });
  if (more.length === 0) return t(m.rangeUnavailableTwo, { first, second });
  return t(m.rangeUnavailableMore, { first, second, n: more.length });
}

export function startDateMessage(
  issue: StartDateIssue,
  choice: BookingChoice,
  ctx: BookingRulesContext,
): string {
  switch (issue) {
    case 'required':
      return m.startRequired;
    case 'past':
      return m.startInPast;
    case 'unavailable':
      return shortfallMessage([choice.startDate], ctx) ?? m.dateUnavailable;
    case 'holdUnavailable':
      return m.holdUnavailable;
  }
}

export function endDateMessage(
  issue: EndDateIssue,
  choice: BookingChoice,
  ctx: BookingRulesContext,
): string {
  switch (issue) {
    case 'requiredDaily':
      return m.endRequiredDaily;
    case 'requiredMonthly':
      return m.endOrIndefiniteRequired;
    case 'beforeStart':
      return m.endBeforeStart;
    case 'belowMinimumDuration':
      return t(m.belowMinimumDuration, {
        days: daysText(ctx.minimumDuration),
      });
    case 'aboveMaximumDays':
      return t(m.aboveMaximumDays, { max: MAX_DAILY_DAYS });
    case 'belowOneMonth':
      return t(m.belowOneMonth, { date: formatDay(monthlyMinimumEnd(choice.startDate)) });
    case 'rangeUnavailable':
      return (
        shortfallMessage(choiceDays(choice), ctx) ??
        rangeUnavailableMessage(choiceDays(choice), ctx)
      );
  }
}

function contextOf(options: { context?: unknown }): BookingRulesContext {
  const ctx = options.context as Partial<BookingRulesContext> | undefined;
  return {
    today: ctx?.today ?? todayInMorocco(),
    minimumDuration: ctx?.minimumDuration ?? 1,
    unavailableDays: ctx?.unavailableDays ?? [],
    freePlaces: ctx?.freePlaces,
  };
}

function choiceOf(parent: Partial<BookingChoice> | undefined): BookingChoice {
  return {
    rentalType: parent?.rentalType === 'monthly' ? 'monthly' : 'daily',
    startDate: parent?.startDate ?? '',
    endDate: parent?.endDate ?? '',
    isIndefinite: parent?.isIndefinite === true,
  };
}

export const bookingSchema = yup.object({
  rentalType: yup.mixed<RentalType>().oneOf(['daily', 'monthly']).defined(),
  startDate: yup
    .string()
    .default('')
    .test('start-date', m.startRequired, function test() {
      const choice = choiceOf(this.parent as Partial<BookingChoice>);
      const ctx = contextOf(this.options);
      const issue = startDateIssue(choice, ctx);
      return issue ? this.createError({ message: startDateMessage(issue, choice, ctx) }) : true;
    }),
  endDate: yup
    .string()
    .default('')
    .test('end-date', m.endRequiredDaily, function test() {
      const choice = choiceOf(this.parent as Partial<BookingChoice>);
      const ctx = contextOf(this.options);
      const issue = endDateIssue(choice, ctx);
      if (!issue || endIssueRepeatsStart(issue, choice, ctx)) return true;
      return this.createError({ message: endDateMessage(issue, choice, ctx) });
    }),
  isIndefinite: yup.boolean().default(false),
});

export type BookingFormValues = BookingChoice;
