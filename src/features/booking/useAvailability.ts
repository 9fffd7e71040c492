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
  /** Loads further ahead when the calendar shows days past the loaded window. */
  ensureLoaded(until: string): void;
  /** Reloads the whole window (after 'booking/dates-taken'). */
  reload(): void;
}

const EMPTY: ReadonlyMap<string, DayAvailability> = new Map();

/**
 * A listing's availability from today (ListingsService.getAvailability: one range query of
 * its slots and one of its blocked days): the next 12 months first, then further as the
 * calendar moves past them.
 */
export function useAvailability(listingId: string, today: string): Availability {
  const backend = useBackend();
  const [byDay, setByDay] = useState(EMPTY);
  const [status, setStatus] = useState<Availability['status']>('loading');
  const loadedTo = useRef<string | null>(null);
  const run = useRef(0);

  const loadWindow = useCallback(
    (to: string) => {
      const id = ++run.current;
      setStatus('loading');
      backend.listings.getAvailability(listingId, today, to).then(
        (result) => {
          if (id !== run.current) return;
          loadedTo.current = to;
          setByDay(new Map(result.map((d) => [d.day, d])));
          setStatus('ready');
        },
        (error: unknown) => {
          if (id !== run.current) return;
          reportError(error);
          setStatus('error');
        },
      );
    },
    [backend, listingId, today],
  );

  useEffect(() => {
    loadedTo.current = null;
    loadWindow(availabilityWindow(today).to);
    return () => {
      run.current += 1;
    };
  }, [loadWindow, today]);

  // One read covers at most MAX_AVAILABILITY_DAYS from today: the calendar moved further (three
  // years ahead) asks up to there, then no more, rather than failing with "Impossible de
  // charger…"; the backend checks a request's days anyway.
  const furthest = addDays(today, MAX_AVAILABILITY_DAYS - 1);
  const ensureLoaded = useCallback(
    (until: string) => {
      const current = loadedTo.current;
      if (!current || until <= current || current >= furthest) return;
      const wanted = addDays(until, AVAILABILITY_WINDOW_DAYS);
      loadWindow(wanted < furthest ? wanted : furthest);
    },
    [loadWindow, furthest],
  );

  const reload = useCallback(() => {
    loadWindow(loadedTo.current ?? availabilityWindow(today).to);
  }, [loadWindow, today]);

  return { byDay, status, ensureLoaded, reload };
}
