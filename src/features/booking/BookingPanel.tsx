/**
 * The booking panel of a listing page (spec §2, §4, §5): daily or monthly rental, dates with
 * a calendar that greys the days other bookings hold, the price computed by src/domain, and
 * the request sent to the backend (which checks and prices it again, atomically).
 * Visitors sign up inline; hosts are told why they cannot book.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useBackend } from '@/hooks/useBackend';
import { Button, RadioCards } from '@/components/forms';
import {
  QUICK_SIGNUP_BOOKING_DELAY_MS,
  bookingTermsChanges,
  choiceFromSearch,
  choiceDays,
  chosenDays,
  isChoiceValid,
  profileGaps,
  lastDayOfMonth,
  monthlyMinimumEnd,
  toBookingRequest,
  withIndefinite,
  withRentalType,
  type BookingChoice,
  type BookingRulesContext,
} from '@/domain/bookingForm';
import { MAX_SLOTS_PER_BOOKING, freePlaces, placesOf } from '@/domain/availability';
import { daysInclusive, isDay, todayInMorocco } from '@/domain/days';
import { formatDay, formatMad } from '@/domain/format';
import type { Listing, RentalType } from '@/domain/types';
import {
  EMAIL_IN_USE,
  SIGNUP_OUTCOME,
  SignInInsteadLink,
  quickSignupSchema,
  signupFailure,
  type QuickSignupValues,
} from '@/features/auth';
import { useAuth } from '@/hooks/useAuth';
import { authText } from '@/i18n/fr/auth';
import { availabilityText as av } from '@/i18n/fr/availability';
import { bookingText as m } from '@/i18n/fr/booking';
import { daysText } from '@/i18n/fr/days';
import { t } from '@/i18n/t';
import { common } from '@/i18n/fr/common';
import { isServiceError } from '@/services';
import { paths } from '@/config/paths';
import { DateField, type DateFieldProps } from './components/DateField';
import { PriceSummary } from './components/PriceSummary';
import { QuickSignupFields } from './components/QuickSignupFields';
import { bookingErrorMessage } from './errors';
import { choiceShown, rememberChoice, rememberChoiceShown, takeChoice } from './pendingChoice';
import {
  bookingSchema,
  choiceShortfallMessage,
  dayRefusalMessage,
  type BookingFormValues,
} from './schema';
import { useAvailability } from './useAvailability';
import { reportError } from '@/lib/reportError';
import { focusFirstError } from '@/lib/focusFirstError';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function BookingPanel({ listing: loaded }: { listing: Listing }) {
  const { user, profile } = useAuth();
  // the listing as the panel checks and prices a request: read again when a request finds it
  // changed (prices, places, minimum duration), and the page's own again when the page reads it
  // anew
  const [listing, setListing] = useState(loaded);
  useEffect(() => setListing(loaded), [loaded]);
  const ownListing = user !== null && user.uid === listing.hostId;
  const isHost = profile?.role === 'host';

  return (
    <section
      aria-labelledby="booking-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="booking-title" className="text-lg font-semibold text-slate-900">
        {m.panelTitle}
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p>
          <span className="text-2xl font-bold text-slate-900">
            {formatMad(listing.pricePerDay)}
          </span>
          <span className="text-slate-600"> {m.perDay}</span>
        </p>
        <p className="font-semibold text-slate-700">
          {formatMad(listing.pricePerMonth)}
          {m.perMonth}
        </p>
      </div>
      {ownListing ? (
        <Info>{m.ownListing}</Info>
      ) : isHost ? (
        <Info>{m.hostsCannotBook}</Info>
      ) : (
        <BookingForm listing={listing} onListingChanged={setListing} />
      )}
    </section>
  );
}

/** Refusals that reading the listing again may explain (BookingForm's onValid). */
const RELISTED = [
  'booking/price-changed',
  'invalid-argument',
  'not-found',
  'permission-denied',
] as const;

function Info({ children }: { children: ReactNode }) {
  return <p className="mt-5 rounded-xl bg-sand-100 p-4 text-sm text-slate-800">{children}</p>;
}

function BookingForm({
  listing,
  onListingChanged,
}: {
  listing: Listing;
  /** The listing read again after a refusal found it changed: the panel goes by it. */
  onListingChanged: (latest: Listing) => void;
}) {
  const backend = useBackend();
  const navigate = useNavigate();
  const { user, profile, signup } = useAuth();
  const [today] = useState(() => todayInMorocco());
  // what the orange notice asks for (spec: an incomplete profile gets one)
  const gaps = profileGaps(profile);
  const availability = useAvailability(listing.id, today);
  const hintId = useId();
  const placesId = useId();
  const [submitError, setSubmitError] = useState<string | null>(null);
  /**
   * The backend refused the request (e.g. the dates were just taken): its one message says so;
   * the availability it reloads must not add field errors on top until the user changes a choice.
   */
  const refusedByServer = useRef(false);
  /** The refusal was for dates taken: once they are read again, a shortfall of places says more. */
  const refusedForDates = useRef(false);
  // Places per day (shared spaces, daily rentals): 1..the listing's places.
  const capacity = placesOf(listing);
  // Back from « Déjà un compte ? Se connecter », the choices made before it (./pendingChoice.ts);
  // else those this history entry showed (a reload, Back from a page left); else, from a search
  // result, the search's dates and places (its link carries them).
  const location = useLocation();
  const entry = location.key;
  const [searched] = useState(() => {
    const pending = takeChoice(listing.id) ?? choiceShown(entry, listing.id);
    return pending
      ? { ...pending, places: Math.min(pending.places, capacity), beyond: null }
      : choiceFromSearch(location.search, today, capacity);
  });
  const [places, setPlaces] = useState(searched.places);
  // More places searched for than the space has: said until the user picks a number.
  const [searchedBeyond, setSearchedBeyond] = useState(searched.beyond);
  const [rentalType, setRentalType] = useState<RentalType>(searched.choice.rentalType);
  const need = rentalType === 'daily' ? places : 1;

  /** Days with fewer free places than the request needs (blocked days have none). */
  const unavailableDays = useMemo(
    () =>
      [...availability.byDay.values()]
        .filter((d) => freePlaces(d) < need)
        .map((d) => d.day)
        .sort(),
    [availability.byDay, need],
  );
  /**
   * "2 places restantes" under a day of a shared space that still has room; none for a space
   * rented whole (its calendar then says nothing of places either).
   */
  const dayHint = useMemo(
    () =>
      capacity > 1
        ? (day: string) => {
            const d = availability.byDay.get(day);
            const free = d ? freePlaces(d) : 0;
            if (free === 0) return undefined;
            return free === 1 ? av.placesLeftOne : t(av.placesLeftMany, { n: free });
          }
        : undefined,
    [availability.byDay, capacity],
  );

  /** Free places of each loaded day: a day short of places is said as such (schema.ts). */
  const freeByDay = useMemo(
    () => new Map([...availability.byDay.values()].map((d) => [d.day, freePlaces(d)])),
    [availability.byDay],
  );
  const context = useMemo<BookingRulesContext>(
    () => ({
      today,
      minimumDuration: listing.minimumDuration,
      unavailableDays,
      freePlaces: freeByDay,
    }),
    [today, listing.minimumDuration, unavailableDays, freeByDay],
  );

  /**
   * A greyed day picked that still has places, fewer than asked: « Il ne reste que 9 places le
   * … : réduisez le nombre de places… » rather than « Cette date n'est pas disponible ».
   */
  const dayRefusal = useCallback((day: string) => dayRefusalMessage(day, context), [context]);

  const form = useForm<BookingFormValues, BookingRulesContext>({
    resolver: yupResolver(bookingSchema),
    context,
    defaultValues: searched.choice,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const signupForm = useForm<QuickSignupValues>({
    resolver: yupResolver(quickSignupSchema),
    mode: 'onChange',
    // the first invalid field in page order (src/lib/focusFirstError.ts)
    shouldFocusError: false,
    defaultValues: { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
  });
  const {
    control,
    register,
    setValue,
    getValues,
    trigger,
    clearErrors,
    handleSubmit,
    formState: { isSubmitting, isSubmitted },
  } = form;
  const choice = useWatch({ control }) as BookingFormValues;
  // what this entry shows, for a reload or Back (./pendingChoice.ts)
  const { rentalType: shownType, startDate, endDate, isIndefinite } = choice;
  useEffect(() => {
    rememberChoiceShown(entry, listing.id, {
      choice: { rentalType: shownType, startDate, endDate, isIndefinite },
      places,
    });
  }, [entry, listing.id, shownType, startDate, endDate, isIndefinite, places]);
  /**
   * The fewest places free on the days chosen (a daily rental of a shared space), once they are
   * loaded: the places list offers no more, and says how many are left. Null before.
   */
  const freeOnChoice = useMemo(() => {
    const days = chosenDays(choice);
    if (capacity <= 1 || days.length === 0) return null;
    let fewest = capacity;
    for (const day of days) {
      const d = availability.byDay.get(day);
      // a day the host blocked is not full: the dates are unavailable, as the date field says
      // (rangeUnavailable), whatever the places
      if (d === undefined || d.blocked) return null;
      fewest = Math.min(fewest, freePlaces(d));
    }
    return fewest;
  }, [capacity, choice, availability.byDay]);

  // A choice that reaches past the days loaded (a monthly rental holds up to a year) loads
  // them: its days are then checked here (the effect below re-checks on the new context), not
  // only by the backend once sent.
  const lastChosenDay = useMemo(() => choiceDays(choice).at(-1) ?? null, [choice]);
  const loadUntil = availability.ensureLoaded;
  useEffect(() => {
    if (lastChosenDay !== null) loadUntil(lastChosenDay);
  }, [lastChosenDay, loadUntil]);

  /** Re-checks the dates after any change: the ones filled in, or all once submitted. */
  const revalidate = useCallback(() => {
    refusedByServer.current = false;
    refusedForDates.current = false;
    setSubmitError(null);
    const values = getValues();
    const check: ('startDate' | 'endDate')[] = [];
    const clear: ('startDate' | 'endDate')[] = [];
    (['startDate', 'endDate'] as const).forEach((name) =>
      (isSubmitted || values[name] ? check : clear).push(name),
    );
    if (clear.length) clearErrors(clear);
    if (check.length) void trigger(check);
  }, [getValues, isSubmitted, clearErrors, trigger]);

  // A new context (the availability loaded or reloaded, e.g. after 'booking/dates-taken'; a new
  // number of places): the dates chosen are checked against it, so "Il ne reste que 2 places…"
  // or a day just taken shows at once, not at the submit; all of them once submitted. Not
  // after the backend's refusal, whose one message stands until the user changes a choice.
  useEffect(() => {
    if (refusedByServer.current) {
      // dates taken by a request sent first: if they still have places, fewer than asked, say
      // how many (« Il ne reste que 4 places le … »), still one message
      const short = refusedForDates.current && choiceShortfallMessage(getValues(), context);
      if (short) setSubmitError(short);
      return;
    }
    const values = getValues();
    const check = (['startDate', 'endDate'] as const).filter((n) => isSubmitted || values[n]);
    if (check.length) void trigger(check);
  }, [context, isSubmitted, getValues, trigger]);

  /** Writes what a switch rule changed, then re-checks the dates. */
  const apply = (next: BookingChoice) => {
    const current = getValues();
    if (next.endDate !== current.endDate) setValue('endDate', next.endDate);
    if (next.isIndefinite !== current.isIndefinite) setValue('isIndefinite', next.isIndefinite);
    revalidate();
  };
  // Spec §4: switching to daily clears the indefinite flag, to monthly the end date;
  // checking indefinite clears the end date.
  const onRentalTypeChange = (type: RentalType) => {
    setRentalType(type);
    apply(withRentalType(getValues(), type));
  };
  // the end « Durée indéterminée » cleared, given back when it is unchecked
  const clearedEnd = useRef('');
  const onIndefiniteChange = (checked: boolean) => {
    const current = getValues();
    if (checked) clearedEnd.current = current.endDate;
    apply(withIndefinite(current, checked, clearedEnd.current));
    if (!checked) clearedEnd.current = '';
  };
  // what was chosen here waits for the way back from a link that leaves the listing
  // (« Se connecter », « Compléter mon profil »): ./pendingChoice.ts
  const keepChoice = () => {
    const { rentalType, startDate, endDate, isIndefinite } = getValues();
    rememberChoice(listing.id, {
      choice: { rentalType, startDate, endDate, isIndefinite },
      places,
    });
  };

  /** « Se connecter »: back to this listing, where the choices kept above are taken again. */
  const loginHref = paths.login({ redirect: location.pathname + location.search });

  const onValid = async (values: BookingFormValues) => {
    setSubmitError(null);
    refusedByServer.current = false;
    refusedForDates.current = false;
    const held = { ...values };
    if (!user) {
      const identity = await new Promise<QuickSignupValues | null>((resolve) => {
        void signupForm.handleSubmit(
          (v) => resolve(v),
          (invalid) => {
            focusFirstError(formRef.current, invalid);
            resolve(null);
          },
        )();
      });
      if (!identity) return;
      try {
        await signup({ ...identity, role: 'tenant' });
      } catch (e) {
        reportError(e);
        // The spec's toast, one per attempt (features/auth signupFailure); an e-mail that has
        // an account is also said under it, with « Se connecter avec cet e-mail » (the choices
        // kept).
        const failure = signupFailure(e);
        toast.error(failure.toast, SIGNUP_OUTCOME);
        if (failure.emailError) {
          signupForm.setError(
            'email',
            { type: EMAIL_IN_USE, message: failure.emailError },
            { shouldFocus: true },
          );
        }
        return;
      }
      toast.success(authText.signupSuccess, SIGNUP_OUTCOME);
      // Spec §4: the booking held in the form is created about one second later.
      await delay(QUICK_SIGNUP_BOOKING_DELAY_MS);
    }
    const request = toBookingRequest(listing.id, held);
    const slots =
      request.rentalType === 'daily' && request.endDate && isDay(request.endDate)
        ? daysInclusive(request.startDate, request.endDate) * places
        : 0;
    if (slots > MAX_SLOTS_PER_BOOKING) {
      setSubmitError(t(av.tooManySlots, { total: slots, max: MAX_SLOTS_PER_BOOKING }));
      return;
    }
    try {
      // the prices this summary was computed from: changed meanwhile, the request is refused
      const seenPrices = { pricePerDay: listing.pricePerDay, pricePerMonth: listing.pricePerMonth };
      await backend.bookings.createBooking({
        ...request,
        ...(request.rentalType === 'daily' && capacity > 1 && { places }),
        seenPrices,
      });
      // sent: Back to this listing shows an empty panel, not the same request again
      rememberChoiceShown(entry, listing.id, null);
      navigate(paths.dashboard(), { state: { success: m.success } });
    } catch (e) {
      // One message, in the panel (issue 16): no toast, no field error on top of it.
      refusedByServer.current = true;
      setSubmitError(bookingErrorMessage(e));
      if (isServiceError(e, 'booking/dates-taken')) {
        refusedForDates.current = true;
        availability.reload();
        return;
      }
      // A refusal the listing may explain (it changed since the page read it) is logged only
      // when it does not: the rules refusing a listing just suspended are no bug (reportError)
      const explained = RELISTED.some((code) => isServiceError(e, code)) && (await relisted());
      if (!explained) reportError(e);
    }
  };

  /**
   * After a refusal the listing may explain: reads it again and says what changed (the message,
   * and the panel going by it) or that it is no longer offered. False when it explains nothing.
   */
  const relisted = async (): Promise<boolean> => {
    const latest = await backend.listings.getListing(listing.id).catch((readError: unknown) => {
      reportError(readError);
      return undefined;
    });
    if (latest === undefined) return false;
    if (latest === null) {
      setSubmitError(m.errors.notFound);
      return true;
    }
    const changes = bookingTermsChanges(listing, latest);
    if (changes.length === 0) return false;
    // the fields are checked against the new terms at once (the context effect): the one
    // now refused says why under it (« La durée minimale… »), beside the message that says
    // the listing changed (QA: the summary asked to correct the choice without saying what)
    refusedByServer.current = false;
    onListingChanged(latest);
    setPlaces((n) => Math.min(n, placesOf(latest)));
    const terms = [
      changes.includes('price') && m.errors.termsPrice,
      changes.includes('minimumDuration') &&
        t(m.errors.termsMinimum, { days: daysText(latest.minimumDuration) }),
      changes.includes('places') &&
        (placesOf(latest) === 1
          ? m.errors.termsPlacesOne
          : t(m.errors.termsPlacesMany, { n: placesOf(latest) })),
    ].filter(Boolean);
    // the price alone: the summary shows it (its own message)
    setSubmitError(
      changes.length === 1 && changes[0] === 'price'
        ? m.errors.priceChanged
        : t(m.errors.termsChanged, { changes: terms.join(', ') }),
    );
    return true;
  };

  const onInvalid = () => {
    // The field errors say what is wrong now: an earlier refusal's message goes.
    setSubmitError(null);
    // The booking choices are checked first; show the sign-up errors at the same time.
    if (!user) void signupForm.trigger();
  };

  const isMonthly = choice.rentalType === 'monthly';
  const indefinite = isMonthly && choice.isIndefinite;
  // The first end the choice allows: a monthly rental's a month after its start, a daily one's
  // its start (today before one is chosen). The days before it are greyed, not offered and then
  // refused, and the calendar says why (`early`), as the panel does for a monthly rental.
  const endFrom = !choice.startDate
    ? today
    : isMonthly
      ? monthlyMinimumEnd(choice.startDate)
      : choice.startDate > today
        ? choice.startDate
        : today;
  const endEarly =
    endFrom <= today
      ? undefined
      : isMonthly
        ? { note: t(m.monthlyEndFrom, { date: formatDay(endFrom) }), dayName: m.dayBelowOneMonth }
        : { note: m.dailyEndFrom, dayName: m.dayBeforeStart };
  const ensureLoaded = (firstDay: string) => availability.ensureLoaded(lastDayOfMonth(firstDay));
  /** A date box bound to the form: re-checks the dates on change, loads the months shown. */
  const dateField = (
    name: 'startDate' | 'endDate',
    label: string,
    props: Pick<
      DateFieldProps,
      'disabledDays' | 'minDay' | 'early' | 'defaultMonth' | 'disabled' | 'dayHint' | 'refusal'
    >,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onChange={(day) => {
            field.onChange(day);
            revalidate();
          }}
          onBlur={field.onBlur}
          today={today}
          error={fieldState.error?.message}
          hintId={hintId}
          onVisibleMonthChange={ensureLoaded}
          {...props}
        />
      )}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(onValid, onInvalid)}
      noValidate
      className="mt-5 space-y-5"
    >
      {user && gaps.length > 0 && (
        <div className="rounded-xl border border-orange-300 bg-orange-50 p-4 text-sm text-orange-950">
          <p className="font-semibold">{m.incompleteTitle}</p>
          <p className="mt-1">
            {gaps.length === 2
              ? m.incompleteBody
              : gaps[0] === 'phone'
                ? m.incompleteBodyPhone
                : m.incompleteBodyName}
          </p>
          <Link
            to={paths.profile({ redirect: location.pathname + location.search })}
            onClick={keepChoice}
            className="mt-2 inline-block font-semibold text-orange-900 underline"
          >
            {m.incompleteLink}
          </Link>
        </div>
      )}

      <RadioCards
        legend={m.rentalTypeLegend}
        options={[
          ['daily', m.daily],
          ['monthly', m.monthly],
        ]}
        input={register('rentalType', {
          // One registration for both radios: read the choice from the event.
          onChange: (e: { target: { value: string } }) =>
            onRentalTypeChange(e.target.value === 'monthly' ? 'monthly' : 'daily'),
        })}
        gap="gap-2"
      />

      <div className="space-y-4">
        {dateField('startDate', m.startDate, {
          disabledDays: unavailableDays,
          dayHint,
          refusal: dayRefusal,
        })}
        {dateField('endDate', m.endDate, {
          minDay: endFrom,
          early: endEarly,
          // the month of the first end allowed, once there is a start to count from
          defaultMonth: choice.startDate ? endFrom : undefined,
          // Monthly rentals hold their days too (issue 13).
          disabledDays: unavailableDays,
          dayHint,
          refusal: dayRefusal,
          disabled: indefinite,
        })}
        {!isMonthly && capacity > 1 && (
          <div>
            <label htmlFor={placesId} className="block text-sm font-medium text-slate-800">
              {av.placesLabel}
            </label>
            <select
              id={placesId}
              value={places}
              onChange={(e) => {
                // a choice changed: the backend's refusal no longer stands (see revalidate)
                refusedByServer.current = false;
                setSubmitError(null);
                setSearchedBeyond(null);
                setPlaces(Number(e.target.value));
              }}
              aria-describedby={
                searchedBeyond === null
                  ? `${placesId}-help`
                  : `${placesId}-help ${placesId}-searched`
              }
              className="mt-1 w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
            >
              {Array.from({ length: Math.min(capacity, MAX_SLOTS_PER_BOOKING) }, (_, i) => (
                <option
                  key={i + 1}
                  value={i + 1}
                  // more than the chosen days have left (the current choice stays, with its message)
                  disabled={freeOnChoice !== null && i + 1 > freeOnChoice && i + 1 !== places}
                >
                  {i + 1}
                </option>
              ))}
            </select>
            <p id={`${placesId}-help`} className="mt-1 text-xs text-slate-600">
              {freeOnChoice === null || freeOnChoice >= capacity
                ? t(av.placesHelp, { max: capacity })
                : freeOnChoice === 0
                  ? av.placesFreeNone
                  : t(freeOnChoice === 1 ? av.placesFreeOne : av.placesFreeMany, {
                      n: freeOnChoice,
                      max: capacity,
                    })}
            </p>
            {searchedBeyond !== null && (
              <p id={`${placesId}-searched`} className="mt-1 text-xs font-medium text-amber-800">
                {t(av.placesBeyondSearch, { n: searchedBeyond, max: capacity })}
              </p>
            )}
          </div>
        )}
        {isMonthly && capacity > 1 && (
          // the places chosen for days do not carry over: said, not dropped silently
          <p className="text-sm text-slate-700">
            {places > 1 ? t(av.monthlyOnePlaceOf, { n: places }) : av.monthlyOnePlace}
          </p>
        )}
        {isMonthly && (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              {...register('isIndefinite', {
                onChange: (e) => onIndefiniteChange(e.target.checked),
              })}
            />
            {m.indefinite}
          </label>
        )}
        <p id={hintId} className="text-xs text-slate-600">
          {m.unavailableHint}
        </p>
        {isMonthly && !indefinite && endEarly && (
          <p className="text-xs text-slate-600">{endEarly.note}</p>
        )}
        {availability.status === 'error' && (
          <div role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p>{m.availabilityError}</p>
            <button
              type="button"
              onClick={availability.reload}
              className="mt-1 font-semibold underline"
            >
              {common.retry}
            </button>
          </div>
        )}
      </div>

      <PriceSummary
        listing={listing}
        choice={choice}
        places={isMonthly ? 1 : places}
        valid={isChoiceValid(choice, context)}
      />

      {!user && (
        <QuickSignupFields
          register={signupForm.register}
          errors={signupForm.formState.errors}
          emailAction={
            signupForm.formState.errors.email?.type === EMAIL_IN_USE && (
              <SignInInsteadLink
                to={loginHref}
                email={signupForm.getValues('email')}
                onClick={keepChoice}
              />
            )
          }
        />
      )}

      {submitError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {submitError}
        </p>
      )}

      <div>
        <Button type="submit" className="w-full py-3 text-base" busy={isSubmitting}>
          {isSubmitting ? m.submitting : m.submit}
        </Button>
        <p className="mt-2 text-xs text-slate-600">{m.submitNote}</p>
      </div>

      {!user && (
        <p className="text-center text-sm">
          <Link
            to={loginHref}
            onClick={keepChoice}
            className="font-semibold text-brand-700 underline"
          >
            {m.haveAccount}
          </Link>
        </p>
      )}
    </form>
  );
}
