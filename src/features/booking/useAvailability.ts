import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackend } from '@/hooks/useBackend';
import type { DayAvailability } from '@/domain/availability';
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

  const ensureLoaded = useCallback(
    (until: string) => {
      const current = loadedTo.current;
      if (current && until > current) loadWindow(addDays(until, AVAILABILITY_WINDOW_DAYS));
    },
    [loadWindow],
  );

  const reload = useCallback(() => {
    loadWindow(loadedTo.current ?? availabilityWindow(today).to);
  }, [loadWindow, today]);

  return { byDay, status, ensureLoaded, reload };
}
