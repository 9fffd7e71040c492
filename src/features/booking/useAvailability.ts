import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackend } from '@/hooks/useBackend';
import { MAX_AVAILABILITY_DAYS, type DayAvailability } from '@/domain/availability';
import { AVAILABILITY_WINDOW_DAYS, availabilityWindow } from '@/domain/bookingForm';
import { addDays } from '@/domain/days';
import { reportError } from '@/lib/reportError';

export interface Availability {
  /** The loaded days' availability (places, taken, blocked), by day. */
  byDay: ReadonlyMap<string, DayAvailability>;
  status: 'loading' | 'ready' | 'error';
  /**
   * Loads up to `until` (and AVAILABILITY_WINDOW_DAYS after it) when it is past what is loaded
   * or asked for: the calendar shows a later month, or a choice reaches past the loaded days.
   */
  ensureLoaded(until: string): void;
  /** Reads again, in one read, every day asked for so far (after 'booking/dates-taken'). */
  reload(): void;
}

const EMPTY: ReadonlyMap<string, DayAvailability> = new Map();

/**
 * A listing's availability from today (ListingsService.getAvailability: one range query of
 * its slots and one of its blocked days): about three months first (AVAILABILITY_WINDOW_DAYS),
 * then, as the calendar moves or a choice (a monthly rental's year) reaches past them, only the
 * days after those already loaded. A read still in flight is replaced by the wider one.
 */
export function useAvailability(listingId: string, today: string): Availability {
  const backend = useBackend();
  const [byDay, setByDay] = useState(EMPTY);
  const [status, setStatus] = useState<Availability['status']>('loading');
  /** The last day loaded (null: none yet), and the last day asked for (loaded or in flight). */
  const loadedTo = useRef<string | null>(null);
  const askedTo = useRef<string | null>(null);
  const run = useRef(0);

  /** Reads from..to; `keep`: adds them to the days loaded (from is the day after them). */
  const load = useCallback(
    (from: string, to: string, keep: boolean) => {
      const id = ++run.current;
      askedTo.current = to;
      setStatus('loading');
      backend.listings.getAvailability(listingId, from, to).then(
        (result) => {
          if (id !== run.current) return;
          loadedTo.current = to;
          setByDay((before) => {
            const next = new Map(keep ? before : EMPTY);
            for (const d of result) next.set(d.day, d);
            return next;
          });
          setStatus('ready');
        },
        (error: unknown) => {
          if (id !== run.current) return;
          reportError(error);
          setStatus('error');
        },
      );
    },
    [backend, listingId],
  );

  useEffect(() => {
    loadedTo.current = null;
    load(today, availabilityWindow(today).to, false);
    return () => {
      run.current += 1;
    };
  }, [load, today]);

  // One read covers at most MAX_AVAILABILITY_DAYS from today: the calendar moved further (three
  // years ahead) asks up to there, then no more, rather than failing with "Impossible de
  // charger…"; the backend checks a request's days anyway.
  const furthest = addDays(today, MAX_AVAILABILITY_DAYS - 1);
  const ensureLoaded = useCallback(
    (until: string) => {
      const asked = askedTo.current;
      if (asked === null || until <= asked || asked >= furthest) return;
      const wanted = addDays(until, AVAILABILITY_WINDOW_DAYS);
      const to = wanted < furthest ? wanted : furthest;
      const loaded = loadedTo.current;
      // after the days loaded; from today when none are (the first read, replaced, was in flight)
      if (loaded === null) load(today, to, false);
      else load(addDays(loaded, 1), to, true);
    },
    [load, furthest, today],
  );

  const reload = useCallback(() => {
    load(today, askedTo.current ?? availabilityWindow(today).to, false);
  }, [load, today]);

  return { byDay, status, ensureLoaded, reload };
}
