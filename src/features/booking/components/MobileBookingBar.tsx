import { useEffect, useState } from 'react';
import { formatMad } from '@/domain/format';
import type { Listing } from '@/domain/types';
import { useAuth } from '@/hooks/useAuth';
import { t } from '@/i18n/t';
import { calendarText } from '@/i18n/fr/calendar';

const r = calendarText.reach;

/**
 * On a phone (under `lg`), the price and a "Réserver" button stay at the bottom of the screen
 * while the listing scrolls; the button scrolls the booking panel (`panelId`) into view and
 * moves the focus to it. The bar is `sticky`, not `fixed`: it keeps its own place at the end of
 * the listing, so it never covers the page's last lines or the footer. While the panel itself
 * is on screen the bar is hidden (it would only repeat it). Nobody who cannot book sees it: the
 * listing's host, a host, the admin (the panel tells them why, BookingPanel).
 */
export function MobileBookingBar({
  listing,
  panelId,
}: {
  listing: Pick<Listing, 'pricePerDay' | 'hostId'>;
  panelId: string;
}) {
  const panelInView = usePanelInView(panelId);
  const { user, profile } = useAuth();
  // as ContactHostLink: a visitor may book (after signing up), a signed-in tenant too
  if (user && (profile?.role !== 'tenant' || user.uid === listing.hostId)) return null;

  const bringPanel = () => {
    const panel = document.getElementById(panelId);
    if (!panel) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    panel.focus({ preventScroll: true });
  };

  return (
    <div
      role="region"
      aria-label={r.barLabel}
      className={`sticky bottom-0 z-20 -mx-4 mt-8 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden ${
        panelInView ? 'invisible' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-base font-bold text-slate-900">
          {t(r.barPrice, { price: formatMad(listing.pricePerDay) })}
        </p>
        <button
          type="button"
          onClick={bringPanel}
          className="shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {r.barButton}
        </button>
      </div>
    </div>
  );
}

/** Whether the element `id` is on screen (false where IntersectionObserver is missing). */
function usePanelInView(id: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = document.getElementById(id);
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      threshold: 0.25,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
