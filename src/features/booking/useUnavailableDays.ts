import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackend } from '@/hooks/useBackend';
import { AVAILABILITY_WINDOW_DAYS, availabilityWindow } from '@/domain/bookingForm';
import { addDays } from '@/domain/days';

export interface UnavailableDays {
  /** Sorted days held by daily bookings, within the loaded window. */
  days: string[];
  status: 'loading' | 'ready' | 'error';
  /** Loads further ahead when the calendar shows days past the loaded window. */
  ensureLoaded(until: string): void;
  /** Reloads the whole window (after 'booking/dates-taken'). */
  reload(): void;
}

/**
 * The days of a listing that other daily bookings hold, from today: the next 12 months first,
 * then further as the calendar moves past them.
 */
export function useUnavailableDays(listingId: string, today: string): UnavailableDays {
  const backend = useBackend();
  const [days, setDays] = useState<string[]>([]);
  const [status, setStatus] = useState<UnavailableDays['status']>('loading');
  const loadedTo = useRef<string | null>(null);
  const run = useRef(0);

  const loadWindow = useCallback(
    (to: string) => {
      const id = ++run.current;
      setStatus('loading');
      backend.listings.getUnavailableDays(listingId, today, to).then(
        (result) => {
          if (id !== run.current) return;
          loadedTo.current = to;
          setDays(result);
          setStatus('ready');
        },
        (error: unknown) => {
          if (id !== run.current) return;
          console.error(error);
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

  return { days, status, ensureLoaded, reload };
}
