import { useEffect, useState, useSyncExternalStore } from 'react';
import { common } from '@/i18n/fr/common';
import { pageLoadsPending, subscribePageLoads } from '@/lib/pageLoads';

/** A load shorter than this shows nothing (most pages arrive within it). */
export const PAGE_LOAD_BAR_DELAY_MS = 200;

/**
 * A thin bar at the top of the window, and « Chargement de la page… » for screen readers,
 * while the next page's chunk is on its way (src/lib/pageLoads.ts): the page before stays on
 * screen meanwhile. Fixed, so it shifts nothing; shown only past PAGE_LOAD_BAR_DELAY_MS.
 */
export function PageLoadBar() {
  const loading = useSyncExternalStore(
    subscribePageLoads,
    () => pageLoadsPending() > 0,
    // the HTML prerendered at build time (scripts/prerender): nothing loading
    () => false,
  );
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PAGE_LOAD_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    // a live region present before it speaks (announced reliably), without the status role the
    // pages' own « Chargement… » use
    <div
      aria-live="polite"
      aria-atomic="true"
      data-page-load
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
    >
      {shown && (
        <>
          <div aria-hidden="true" className="h-1 w-full animate-pulse bg-brand-600" />
          <span className="sr-only">{common.pageLoading}</span>
        </>
      )}
    </div>
  );
}
