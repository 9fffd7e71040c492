/**
 * Toasts make way for a panel opened under the nav bar (the phone menu, the notifications
 * panel): both open where a toast stands, below the bar, and a QA pass found « Connexion
 * réussie ! » over the menu's first link, and over the panel's title, for its 4 seconds. The
 * nav bar must not load the toast library (it is out of the first page's JavaScript), so it says
 * so here and the toaster (src/app/layout/AppToaster.tsx) dismisses what is shown.
 */
const listeners = new Set<() => void>();

/** A panel opens under the nav bar: the toasts on screen go. */
export function makeWayForPanel(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` each time a panel opens under the nav bar; returns what stops it. */
export function onPanelOpening(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
