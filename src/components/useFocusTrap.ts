import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Keeps keyboard focus inside a dialog while it is open: Tab and Shift+Tab cycle through its
 * controls, Escape calls onEscape. Optionally focuses `initialFocus` (or the first control)
 * on opening.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  {
    onEscape,
    initialFocus,
    autoFocus = true,
  }: { onEscape: () => void; initialFocus?: RefObject<HTMLElement | null>; autoFocus?: boolean },
) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (autoFocus) {
      const target = initialFocus?.current ?? focusables(container)[0] ?? container;
      target.focus();
    }
  }, [containerRef, initialFocus, autoFocus]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [containerRef, onEscape]);
}
