import { useEffect, useState } from 'react';

/** Adds <meta name="robots" content="noindex"> while the admin pages are shown. */
export function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = existing?.getAttribute('content') ?? null;
    const el = existing ?? document.createElement('meta');
    el.setAttribute('name', 'robots');
    el.setAttribute('content', 'noindex');
    if (!existing) document.head.appendChild(el);
    return () => {
      if (existing && previous !== null) existing.setAttribute('content', previous);
      else el.remove();
    };
  }, []);
}

/** The current time, refreshed every `intervalMs` while `active` (one timer per caller). */
export function useNow(intervalMs = 1000, active = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    // Same instant as before (a frozen clock): keep the same state and skip the render.
    const tick = () => setNow((prev) => (Date.now() === prev.getTime() ? prev : new Date()));
    tick();
    const id = setInterval(tick, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, active]);
  return now;
}

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}
