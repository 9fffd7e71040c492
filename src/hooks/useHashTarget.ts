import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { rememberedScroll } from '@/lib/scrollPositions';

/**
 * Takes the page to the element its address names after `#` (a booking's card on a dashboard:
 * paths.dashboard(bookingId), where a notification leads) once `ready` (its data drawn): the
 * element's card is scrolled to the middle of the window (a section's heading, outside any
 * card, to its top) and the element (a heading, tabIndex -1) takes the focus, so a screen
 * reader starts there. The browser's own jump finds nothing: the element comes after the data.
 *
 * Not when the entry is returned to with a position of its own (Back, a reload): it goes back
 * where it was scrolled (src/app/layout/ScrollRestoration.tsx), decided on arrival.
 *
 * Once per history entry and element: when `ready` comes back after a reload of the data (a
 * booking cancelled further down), the page stays where the user is. A part that mounts again
 * jumps again: keep it mounted while its data reloads (src/pages/host/HostDashboardPage.tsx).
 */
export function useHashTarget(
  ready: boolean,
  /**
   * Where to go when the element named is not drawn (a review further down a listing's paged
   * reviews: their heading), only for an address whose `#` starts with `fallback.prefix`.
   */
  fallback?: { prefix: string; id: string },
  /**
   * Only this id, or the ids starting with `prefix`: for a part drawn after the page's data
   * (the host's calendar, its own chunk; the host's reviews, their own read), which must not
   * take the page back to a card the page's own call already went to.
   */
  only?: { id: string; prefix?: string },
): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  const arrivedAt = () => ({
    key,
    jump: !(navigationType === 'POP' && rememberedScroll(key) !== undefined),
  });
  const [arrival, setArrival] = useState(arrivedAt);
  // a new entry (another notification's link to the same page): decided again
  if (arrival.key !== key) setArrival(arrivedAt());
  const jump = arrival.key === key ? arrival.jump : arrivedAt().jump;
  const fallbackPrefix = fallback?.prefix;
  const fallbackId = fallback?.id;
  const onlyId = only?.id;
  const onlyPrefix = only?.prefix;
  const jumped = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || !jump || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    if (onlyId !== undefined && id !== onlyId && !(onlyPrefix && id.startsWith(onlyPrefix))) {
      return;
    }
    const target =
      document.getElementById(id) ??
      (fallbackPrefix !== undefined && fallbackId !== undefined && id.startsWith(fallbackPrefix)
        ? document.getElementById(fallbackId)
        : null);
    if (!target) return;
    const visit = `${key}#${id}`;
    if (jumped.current === visit) return;
    jumped.current = visit;
    // a card to the middle of the window; a section's heading to its top
    const card = target.closest('article');
    (card ?? target).scrollIntoView?.({ block: card ? 'center' : 'start' });
    target.focus({ preventScroll: true });
  }, [ready, jump, hash, key, fallbackPrefix, fallbackId, onlyId, onlyPrefix]);
}
