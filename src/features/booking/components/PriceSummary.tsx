import { formatDay, formatMad, formatNumber } from '@/domain/format';
import { quotePrice } from '@/domain/pricing';
import { isDay } from '@/domain/days';
import type { BookingChoice } from '@/domain/bookingForm';
import { isIndefiniteChoice } from '@/domain/bookingForm';
import type { Listing } from '@/domain/types';
import { t } from '@/i18n/t';
import { daysText } from '@/i18n/fr/days';
import { availabilityText as av } from '@/i18n/fr/availability';
import { bookingText as m } from '@/i18n/fr/booking';
import { MonthsCountNote } from './MonthsCountNote';

/**
 * The price of the chosen period, computed from the listing's prices by src/domain (never
 * typed). Shown only for a choice the rules accept (`valid`).
 */
export function PriceSummary({
  listing,
  choice,
  places = 1,
  valid,
}: {
  listing: Pick<Listing, 'pricePerDay' | 'pricePerMonth'>;
  choice: BookingChoice;
  /** Places per day of a daily rental (price = places × days × pricePerDay). */
  places?: number;
  valid: boolean;
}) {
  const indefinite = isIndefiniteChoice(choice);
  const quote = valid
    ? quotePrice({
        rentalType: choice.rentalType,
        startDate: choice.startDate,
        endDate: indefinite ? null : choice.endDate || null,
        isIndefinite: indefinite,
        pricePerDay: listing.pricePerDay,
        pricePerMonth: listing.pricePerMonth,
        places,
      })
    : null;

  return (
    <div aria-live="polite" className="rounded-xl bg-sand-50 p-4 text-sm text-slate-800">
      <h3 className="mb-2 font-semibold text-slate-900">{m.summaryTitle}</h3>
      {!quote ? (
        <p className="text-slate-600">
          {isDay(choice.startDate) && (indefinite || isDay(choice.endDate))
            ? m.summaryInvalid
            : m.summaryEmpty}
        </p>
      ) : quote.units === null ? (
        <>
          <p>{t(m.summaryIndefinite, { pricePerMonth: formatNumber(listing.pricePerMonth) })}</p>
          <p className="mt-1 text-slate-600">
            {t(m.summaryIndefiniteNote, { date: formatDay(choice.startDate) })}
          </p>
          <p className="mt-3 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
            <span>{m.firstMonth}</span>
            <span>{formatMad(quote.total)}</span>
          </p>
        </>
      ) : (
        <>
          <p className="flex justify-between gap-3">
            <span>
              {quote.rentalType === 'daily' && places > 1
                ? t(av.summaryDailyPlaces, {
                    days: daysText(quote.units),
                    places,
                    pricePerDay: formatNumber(listing.pricePerDay),
                  })
                : quote.rentalType === 'daily'
                  ? t(m.summaryDaily, {
                      days: daysText(quote.units),
                      pricePerDay: formatNumber(listing.pricePerDay),
                    })
                  : t(m.summaryMonthly, {
                      n: quote.units,
                      pricePerMonth: formatNumber(listing.pricePerMonth),
                    })}
            </span>
            <span>{formatMad(quote.total)}</span>
          </p>
          {quote.rentalType === 'monthly' && choice.endDate && (
            <MonthsCountNote start={choice.startDate} end={choice.endDate} />
          )}
          <p className="mt-3 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
            <span>{m.total}</span>
            <span>{formatMad(quote.total)}</span>
          </p>
        </>
      )}
    </div>
  );
}
